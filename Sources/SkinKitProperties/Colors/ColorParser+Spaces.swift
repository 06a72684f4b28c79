import SkinKitSyntax

// CSS Color 4's spaces, light-dark() and relative colors, for ColorParser.
extension ColorParser {
  /// The modern components of a function: three and an optional `/ alpha`.
  static func spaceComponents(_ arguments: ArraySlice<Token>, name: String) throws(ValueError)
    -> (components: [ArraySlice<Token>], alpha: ArraySlice<Token>?)
  {
    guard ValueReader.splitAtCommas(arguments).count == 1 else {
      throw ValueError("\(name)() takes space-separated values")
    }
    let parts = ValueReader.components(arguments)
    if let slash = parts.firstIndex(where: { $0.count == 1 && $0.first?.isDelim("/") == true }) {
      guard slash == 3, parts.count == 5 else {
        throw ValueError("\(name)() takes three values and an optional '/ alpha'")
      }
      return (Array(parts[0..<3]), parts[4])
    }
    guard parts.count == 3 else {
      throw ValueError("\(name)() takes three values and an optional '/ alpha'")
    }
    return (parts, nil)
  }

  /// One component: a number, a percentage of `reference` or `none` (nil); a hue (nil
  /// reference) is a number or an angle, in degrees.
  static func spaceComponent(_ tokens: ArraySlice<Token>, reference: Double?, name: String)
    throws(ValueError) -> Double?
  {
    var reader = ValueReader(tokens)
    if reader.peek()?.isIdent("none") == true {
      _ = reader.next()
      guard reader.isAtEnd else { throw ValueError("unexpected value after 'none' in \(name)()") }
      return nil
    }
    if reference == nil {
      let degrees = try NumericParser.readAngle(&reader)
      guard reader.isAtEnd else { throw ValueError("\(name)() takes one hue") }
      return degrees
    }
    switch try channel(tokens, allowNone: true, in: name) {
    case .number(let number): return number
    case .percentage(let percent): return percent / 100 * (reference ?? 1)
    case .none: return nil
    }
  }

  /// CSS Color 4's clamping of a space's components at parsed-value time, as Chromium does
  /// it: lightness to its range, chroma to at least 0 (hues are not normalized here).
  static func clampedComponents(_ space: ColorSpace, _ c: (Double, Double, Double)) -> (
    Double, Double, Double
  ) {
    switch space {
    case .lab: (min(max(c.0, 0), 100), c.1, c.2)
    case .lch: (min(max(c.0, 0), 100), max(c.1, 0), c.2)
    case .oklab: (min(max(c.0, 0), 1), c.1, c.2)
    case .oklch: (min(max(c.0, 0), 1), max(c.1, 0), c.2)
    default: c
    }
  }

  /// `lab()`, `lch()`, `oklab()`, `oklch()` (CSS Color 4 §8, §9).
  static func spaceColor(_ space: ColorSpace, _ arguments: ArraySlice<Token>) throws(ValueError)
    -> StyleColor
  {
    let references = RelativeColor.Function.space(space).percentReference
    let (parts, alphaTokens) = try spaceComponents(arguments, name: space.name)
    var values: [Double?] = []
    for (index, part) in parts.enumerated() {
      values.append(try spaceComponent(part, reference: references[index], name: space.name))
    }
    return try colorOf(space, values, alphaTokens: alphaTokens)
  }

  /// `color(<space> c1 c2 c3 [/ alpha])` with a predefined space (CSS Color 4 §10).
  static func predefinedColor(_ arguments: ArraySlice<Token>) throws(ValueError) -> StyleColor {
    var reader = ValueReader(arguments)
    guard let spaceToken = reader.next(), spaceToken.kind == .ident else {
      throw ValueError("color() starts with a color space, like 'display-p3'")
    }
    guard let space = ColorSpace(predefined: spaceToken.value) else {
      throw ValueError(
        "color() takes srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz, xyz-d50 or xyz-d65, not '\(spaceToken.value)'"
      )
    }
    let (parts, alphaTokens) = try spaceComponents(reader.rest, name: "color")
    var values: [Double?] = []
    for part in parts { values.append(try spaceComponent(part, reference: 1, name: "color")) }
    return try colorOf(space, values, alphaTokens: alphaTokens)
  }

  static func colorOf(_ space: ColorSpace, _ values: [Double?], alphaTokens: ArraySlice<Token>?)
    throws(ValueError) -> StyleColor
  {
    var missing: StyleColor.Channels = []
    let channels: [StyleColor.Channels] = [.red, .green, .blue]
    for index in 0..<3 where values[index] == nil { missing.insert(channels[index]) }
    let alpha = try alphaTokens.map { tokens throws(ValueError) in
      try channel(tokens, allowNone: true, in: space.name)
    }
    missing.formUnion(missingAlpha(alpha))
    var c = clampedComponents(space, (values[0] ?? 0, values[1] ?? 0, values[2] ?? 0))
    if space.hasHue { c.2 = StyleColor.normalizedHue(c.2) }
    return StyleColor(space, c.0, c.1, c.2, alpha: alphaValue(alpha), missing: missing)
  }

  /// `light-dark(<color>, <color>)` (CSS Color 5 §3): chosen by the element's color scheme
  /// when its value is computed.
  static func lightDark(_ arguments: ArraySlice<Token>, depth: Int) throws(ValueError)
    -> ParsedColor
  {
    let parts = ValueReader.splitAtCommas(arguments)
    guard parts.count == 2 else { throw ValueError("light-dark() takes two colors") }
    let light = try readOperand(parts[0], in: "light-dark", depth: depth)
    let dark = try readOperand(parts[1], in: "light-dark", depth: depth)
    return .applying(.lightDark, light, dark)
  }

  /// The relative form of a color function's name, or `nil`.
  static func relativeFunction(_ name: String) -> String? {
    ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color"].contains(name)
      ? name : nil
  }

  /// `NAME(from <color> …)` (CSS Color 5 §4).
  static func relative(_ name: String, _ arguments: ArraySlice<Token>, depth: Int)
    throws(ValueError) -> ParsedColor
  {
    var parts = ValueReader.components(arguments)
    guard parts.count >= 2 else { throw ValueError("\(name)(from …) needs a color") }
    let origin = try readOperand(parts[1], in: name, depth: depth)
    parts.removeFirst(2)
    let function: RelativeColor.Function
    switch name {
    case "rgb", "rgba": function = .rgb
    case "hsl", "hsla": function = .hsl
    case "hwb": function = .hwb
    case "lab": function = .space(.lab)
    case "lch": function = .space(.lch)
    case "oklab": function = .space(.oklab)
    case "oklch": function = .space(.oklch)
    default:
      guard let spaceTokens = parts.first, spaceTokens.count == 1, let word = spaceTokens.first,
        word.kind == .ident, let space = ColorSpace(predefined: word.value)
      else { throw ValueError("color(from …) takes a color space after the color") }
      function = .space(space)
      parts.removeFirst()
    }
    var alphaPart: ArraySlice<Token>?
    if let slash = parts.firstIndex(where: { $0.count == 1 && $0.first?.isDelim("/") == true }) {
      guard slash == 3, parts.count == 5 else {
        throw ValueError("\(name)(from …) takes three values and an optional '/ alpha'")
      }
      alphaPart = parts[4]
      parts.removeLast(2)
    }
    guard parts.count == 3 else {
      throw ValueError("\(name)(from …) takes three values and an optional '/ alpha'")
    }
    let keywords = function.keywords
    var components: [ChannelExpression] = []
    for (index, part) in parts.enumerated() {
      components.append(
        try ChannelExpression.read(
          part, keywords: keywords, reference: function.percentReference[index]))
    }
    components.append(
      try alphaPart.map { tokens throws(ValueError) in
        try ChannelExpression.read(tokens, keywords: keywords, reference: 1)
      } ?? .keyword("alpha"))
    return .applying(
      .relative(RelativeColor(function: function, components: components)), origin, nil)
  }
}
