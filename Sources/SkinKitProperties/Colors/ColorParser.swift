import SkinKitSupport
import SkinKitSyntax

/// Reads every color notation `.skss` accepts (skss-language.md §6): hex (3, 4, 6, 8
/// digits, and `0xrrggbb`), CSS Color 4's sRGB functions (`rgb()`, `rgba()`, `hsl()`,
/// `hsla()`, `hwb()`, comma and space syntax, `/ alpha`), `hsb()`/`hsba()`, CSS and UIKit
/// color names, `transparent`, `currentcolor`, and the functions `lighten`, `darken`,
/// `saturate`, `desaturate`, `mix`, `alpha`/`fade` (Sass semantics) and `color-mix()`,
/// which take `currentcolor` too (the result is then a ``DerivedColor``).
///
/// ```swift
/// try ColorParser.parse(Tokenizer.tokenize("hsl(120 100% 25% / 50%)")[...])
/// // .color(#00800080)
/// ```
package enum ColorParser {
  /// Every color function's name, for the hint to an unknown one.
  static let functionNames = [
    "rgb", "rgba", "hsl", "hsla", "hwb", "hsb", "hsba", "lch", "lab", "oklch", "oklab", "color",
    "color-mix", "light-dark", "contrast-color", "lighten", "darken", "saturate", "desaturate",
    "mix", "alpha",
    "fade", "fadein", "fadeout",
  ]

  /// How deeply color functions may nest (`lighten(mix(…))`); deeper is `nesting-too-deep`.
  public static let maximumDepth = 32

  /// Parses a whole value that must be exactly one color.
  public static func parse(_ tokens: ArraySlice<Token>) throws(ValueError) -> ParsedColor {
    var reader = ValueReader(tokens)
    let color = try read(&reader)
    if let extra = reader.peek() {
      throw ValueError("unexpected '\(TokenPrinter.text(of: extra))' after the color")
    }
    return color
  }

  /// Reads one color component.
  public static func read(_ reader: inout ValueReader) throws(ValueError) -> ParsedColor {
    try read(&reader, depth: 0)
  }

  /// Reads one color component inside `depth` color functions.
  static func read(_ reader: inout ValueReader, depth: Int) throws(ValueError) -> ParsedColor {
    guard let token = reader.next() else { throw ValueError("expected a color") }
    switch token.kind {
    case .hash:
      return .color(try hex(token.value, prefix: "#"))
    case .ident:
      if token.isIdent("currentcolor") { return .currentColor }
      guard let color = NamedColors.color(named: token.value) else {
        throw ValueError("unknown color '\(token.value)'")
      }
      return .color(color)
    case .dimension where token.number == 0 && token.flag:
      // `0xrrggbb` tokenizes as the number 0 with the unit `xrrggbb`.
      let unit = token.value
      guard unit.first == "x" || unit.first == "X", unit.count == 7 || unit.count == 9 else {
        throw ValueError("expected a color, found '\(TokenPrinter.text(of: token))'")
      }
      return .color(try hex(String(unit.dropFirst()), prefix: "0x"))
    case .function:
      let arguments = reader.functionArguments()
      guard depth < maximumDepth else {
        throw ValueError(
          "color functions nest deeper than \(maximumDepth) levels", id: .nestingTooDeep)
      }
      return try function(token.value.asciiLowercased, arguments, depth: depth + 1, at: token)
    default:
      throw ValueError("expected a color, found '\(TokenPrinter.text(of: token))'")
    }
  }

  /// One color argument of a color function (`currentcolor` included).
  static func readOperand(_ tokens: ArraySlice<Token>, in function: String, depth: Int)
    throws(ValueError) -> ParsedColor
  {
    var reader = ValueReader(tokens)
    let parsed = try read(&reader, depth: depth)
    if let extra = reader.peek() {
      throw ValueError("unexpected '\(TokenPrinter.text(of: extra))' in \(function)()")
    }
    return parsed
  }

  static func hex(_ digits: String, prefix: String) throws(ValueError) -> StyleColor {
    // Every digit is checked; the first eight are kept (no array: a sheet has thousands).
    // Read from the string's bytes in place (a small string's are copied to the stack):
    // stepping through `utf8` costs more than the digits' arithmetic.
    var values = SIMD8<UInt32>()
    var text = digits
    let count: Int? = text.withUTF8 { bytes in
      for (index, byte) in bytes.enumerated() {
        let value: UInt32
        switch byte {
        case 0x30...0x39: value = UInt32(byte - 0x30)
        case 0x61...0x66: value = UInt32(byte - 0x61 + 10)
        case 0x41...0x46: value = UInt32(byte - 0x41 + 10)
        default: return nil
        }
        if index < 8 { values[index] = value }
      }
      return bytes.count
    }
    guard let count else { throw ValueError("'\(prefix)\(digits)' is not a hex color") }
    func pair(_ index: Int) -> Double { Double(values[index] * 16 + values[index + 1]) / 255 }
    func single(_ index: Int) -> Double { Double(values[index] * 17) / 255 }
    switch count {
    case 3: return StyleColor(red: single(0), green: single(1), blue: single(2))
    case 4: return StyleColor(red: single(0), green: single(1), blue: single(2), alpha: single(3))
    case 6: return StyleColor(red: pair(0), green: pair(2), blue: pair(4))
    case 8: return StyleColor(red: pair(0), green: pair(2), blue: pair(4), alpha: pair(6))
    default: throw ValueError("'\(prefix)\(digits)' needs 3, 4, 6 or 8 hex digits")
    }
  }

  // MARK: Functions

  static func function(
    _ name: String, _ arguments: ArraySlice<Token>, depth: Int, at token: Token
  ) throws(ValueError) -> ParsedColor {
    if let first = arguments.first(where: { !$0.isWhitespace }), first.isIdent("from"),
      let function = relativeFunction(name)
    {
      return try relative(function, arguments, depth: depth)
    }
    switch name {
    case "lab": return .color(try spaceColor(.lab, arguments))
    case "lch": return .color(try spaceColor(.lch, arguments))
    case "oklab": return .color(try spaceColor(.oklab, arguments))
    case "oklch": return .color(try spaceColor(.oklch, arguments))
    case "color": return .color(try predefinedColor(arguments))
    case "light-dark": return try lightDark(arguments, depth: depth)
    case "contrast-color":
      return .applying(
        .contrastColor, try readOperand(arguments, in: "contrast-color", depth: depth), nil)
    // Every notation keeps its channels at full precision, as browsers keep them
    // (`rgb(100.6 0 0)` mixes as 100.6, not 101): colors are rounded once, when printed.
    case "rgb", "rgba": return .color(try rgb(arguments, name: name))
    case "hsl", "hsla": return .color(try hsl(arguments, name: name))
    case "hwb": return .color(try hwb(arguments))
    case "hsb", "hsba": return .color(try hsb(arguments, name: name))
    case "lighten", "darken", "saturate", "desaturate":
      return try adjust(name, arguments, depth: depth)
    case "mix": return try mix(arguments, depth: depth)
    case "alpha", "fade", "fadein", "fadeout": return try alpha(name, arguments, depth: depth)
    case "color-mix": return try colorMix(arguments, depth: depth)
    default:
      let meant = NearestName.find(name, among: functionNames)
      throw ValueError(
        "unknown color function '\(name)()'" + (meant.map { " (did you mean '\($0)()'?)" } ?? ""),
        suggesting: meant.map {
          ValueError.Suggestion(
            bytes: token.start..<token.end, written: token.value + "(", text: $0 + "(")
        })
    }
  }

  /// One channel of a function: a number or percentage (or `none`, modern syntax only).
  enum Channel {
    case number(Double)
    case percentage(Double)
    case none
  }

  static func channel(_ tokens: ArraySlice<Token>, allowNone: Bool, in function: String)
    throws(ValueError) -> Channel
  {
    var reader = ValueReader(tokens)
    guard let token = reader.peek() else { throw ValueError("\(function)() is missing a value") }
    if token.isIdent("none") {
      _ = reader.next()
      guard allowNone else {
        throw ValueError("'none' is not allowed in comma-separated \(function)()")
      }
      guard reader.isAtEnd else {
        throw ValueError("unexpected value after 'none' in \(function)()")
      }
      return .none
    }
    let value = try NumericParser.read(&reader)
    guard reader.isAtEnd else {
      throw ValueError(
        "\(function)() takes one value per channel, found '\(ValueReader.describe(tokens))'")
    }
    switch value {
    case .number(let number): return .number(number)
    case .length(let length) where length.points == 0 && length.em == 0 && length.rem == 0:
      return .percentage(length.percent)
    default:
      throw ValueError(
        "\(function)() channels are numbers or percentages, not '\(ValueReader.describe(tokens))'")
    }
  }

  /// Splits a color function's arguments into channels and an optional alpha, in legacy
  /// (comma) or modern (space, `/ alpha`) syntax. Returns whether the syntax was legacy.
  static func channels(_ arguments: ArraySlice<Token>, count: Int, name: String) throws(ValueError)
    -> (channels: [Channel], alpha: Channel?, legacy: Bool)
  {
    let commaParts = ValueReader.splitAtCommas(arguments)
    if commaParts.count > 1 {
      guard commaParts.count == count || commaParts.count == count + 1 else {
        throw ValueError("\(name)() takes \(count) values and an optional alpha")
      }
      var channels: [Channel] = []
      for part in commaParts.prefix(count) {
        channels.append(try channel(part, allowNone: false, in: name))
      }
      let alpha =
        commaParts.count > count ? try channel(commaParts[count], allowNone: false, in: name) : nil
      return (channels, alpha, true)
    }
    // Modern: components separated by whitespace, `/` before alpha.
    let components = ValueReader.components(arguments)
    var channels: [Channel] = []
    var alpha: Channel?
    var index = 0
    while index < components.count {
      let component = components[index]
      if component.count == 1, component.first?.isDelim("/") == true {
        guard channels.count == count, index + 2 == components.count else {
          throw ValueError("\(name)() takes '/ alpha' only after \(count) values")
        }
        alpha = try channel(components[index + 1], allowNone: true, in: name)
        break
      }
      channels.append(try channel(component, allowNone: true, in: name))
      index += 1
    }
    guard channels.count == count else {
      throw ValueError("\(name)() takes \(count) values and an optional '/ alpha'")
    }
    return (channels, alpha, false)
  }

  static func alphaValue(_ channel: Channel?) -> Double {
    guard let channel else { return 1 }
    switch channel {
    case .number(let value): return min(max(value, 0), 1)
    case .percentage(let value): return min(max(value / 100, 0), 1)
    case .none: return 0
    }
  }

  static func rgb(_ arguments: ArraySlice<Token>, name: String) throws(ValueError) -> StyleColor {
    let (channels, alpha, legacy) = try channels(arguments, count: 3, name: name)
    if legacy {
      let percents = channels.filter { if case .percentage = $0 { true } else { false } }.count
      guard percents == 0 || percents == 3 else {
        throw ValueError("\(name)() cannot mix numbers and percentages in comma syntax")
      }
    }
    func value(_ channel: Channel) -> Double {
      switch channel {
      case .number(let number): min(max(number / 255, 0), 1)
      case .percentage(let percent): min(max(percent / 100, 0), 1)
      case .none: 0
      }
    }
    // CSS Color 4 §5.1: channels are clamped to 0…255 at parsed-value time; `none` is a
    // missing channel (§4.4), which `color-mix()` fills from the other color.
    var missing: StyleColor.Channels = []
    for (index, channel) in [StyleColor.Channels.red, .green, .blue].enumerated() {
      if case .none = channels[index] { missing.insert(channel) }
    }
    var alpha8 = alphaValue(alpha)
    if legacy {
      // Chromium stores the alpha of comma-syntax rgb()/rgba() in 8 bits (0.5 is 128/255,
      // 0.123 is 31/255), and mixes it so; the channels keep their precision.
      alpha8 = Double(StyleColor.byte(alpha8)) / 255
    }
    return StyleColor(
      red: value(channels[0]), green: value(channels[1]), blue: value(channels[2]),
      alpha: alpha8, missing: missing.union(missingAlpha(alpha)))
  }

  /// `[.alpha]` when the alpha is written `none` (CSS Color 4 §4.4).
  static func missingAlpha(_ channel: Channel?) -> StyleColor.Channels {
    if case .none? = channel { return .alpha }
    return []
  }

  /// The hue channel: re-read as an angle (numbers are degrees).
  static func hue(_ arguments: ArraySlice<Token>, legacy: Bool, name: String) throws(ValueError)
    -> Double
  {
    let parts = legacy ? ValueReader.splitAtCommas(arguments) : ValueReader.components(arguments)
    guard let first = parts.first, !first.allSatisfy(\.isWhitespace) else {
      throw ValueError("\(name)() is missing a hue")
    }
    if first.count == 1, first.first?.isIdent("none") == true {
      guard !legacy else { throw ValueError("'none' is not allowed in comma-separated \(name)()") }
      return 0
    }
    var reader = ValueReader(first)
    let degrees = try NumericParser.readAngle(&reader)
    guard reader.isAtEnd else { throw ValueError("\(name)() takes one hue") }
    return degrees
  }

  /// The components of `hsl()` or `hwb()` written `none` (hue as `.red`, the others as
  /// `.green` and `.blue`).
  static func missingPolar(_ channels: [Channel]) -> StyleColor.Channels {
    var missing: StyleColor.Channels = []
    if case .none = channels[0] { missing.insert(.red) }
    if case .none = channels[1] { missing.insert(.green) }
    if case .none = channels[2] { missing.insert(.blue) }
    return missing
  }

  /// Saturation, lightness, whiteness, blackness: percentages (or numbers as percentages,
  /// modern syntax), as a fraction.
  static func fraction(
    _ channel: Channel, legacy: Bool, name: String, numbersAreFractions: Bool = false
  )
    throws(ValueError) -> Double
  {
    switch channel {
    case .percentage(let percent): return percent / 100
    case .number(let number):
      if numbersAreFractions { return number }
      guard !legacy else { throw ValueError("\(name)() needs percentages in comma syntax") }
      return number / 100
    case .none: return 0
    }
  }

  static func hsl(_ arguments: ArraySlice<Token>, name: String) throws(ValueError) -> StyleColor {
    let hueDegrees = try hue(
      arguments, legacy: ValueReader.splitAtCommas(arguments).count > 1, name: name)
    let (channels, alpha, legacy) = try channels(
      replacingHue(arguments), count: 3, name: name)
    var saturation = try fraction(channels[1], legacy: legacy, name: name)
    var lightness = try fraction(channels[2], legacy: legacy, name: name)
    if legacy {
      // The comma syntax keeps CSS Color 3's clamping to 0–100%, as Chromium does; the
      // modern syntax clamps only below 0 (CSS Color 4 §7, in ``StyleColor``'s HSL init).
      saturation = min(max(saturation, 0), 1)
      lightness = min(max(lightness, 0), 1)
    }
    var color = StyleColor(
      hue: hueDegrees, saturation: saturation, lightness: lightness, alpha: alphaValue(alpha))
    // A missing hue, saturation or lightness reads as 0 and stays missing (the color keeps
    // its HSL components): a mix takes the other color's value for it.
    color.missing = missingPolar(channels).union(missingAlpha(alpha))
    return color
  }

  static func hwb(_ arguments: ArraySlice<Token>) throws(ValueError) -> StyleColor {
    guard ValueReader.splitAtCommas(arguments).count == 1 else {
      throw ValueError("hwb() takes space-separated values")
    }
    let hueDegrees = try hue(arguments, legacy: false, name: "hwb")
    let (channels, alpha, _) = try channels(replacingHue(arguments), count: 3, name: "hwb")
    var color = StyleColor(
      hue: hueDegrees, whiteness: try fraction(channels[1], legacy: false, name: "hwb"),
      blackness: try fraction(channels[2], legacy: false, name: "hwb"), alpha: alphaValue(alpha))
    color.missing = missingPolar(channels).union(missingAlpha(alpha))
    return color
  }

  /// `hsb(h, s, b[, a])` or `hsb(h s b [/ a])`: saturation and brightness as percentages or
  /// numbers from 0 to 1.
  static func hsb(_ arguments: ArraySlice<Token>, name: String) throws(ValueError) -> StyleColor {
    let legacy = ValueReader.splitAtCommas(arguments).count > 1
    let hueDegrees = try hue(arguments, legacy: legacy, name: name)
    let (channels, alpha, _) = try channels(replacingHue(arguments), count: 3, name: name)
    return StyleColor(
      hue: hueDegrees,
      saturation: try fraction(channels[1], legacy: false, name: name, numbersAreFractions: true),
      brightness: try fraction(channels[2], legacy: false, name: name, numbersAreFractions: true),
      alpha: alphaValue(alpha))
  }

  /// The arguments with an angle in the first position replaced by a plain number, so the
  /// generic channel reader accepts them.
  static func replacingHue(_ arguments: ArraySlice<Token>) -> ArraySlice<Token> {
    var tokens = Array(arguments)
    if let index = tokens.firstIndex(where: { !$0.isWhitespace }), tokens[index].kind == .dimension
    {
      tokens[index] = Token(
        kind: .number, number: 0, start: tokens[index].start, end: tokens[index].end)
    }
    return tokens[...]
  }

  /// Reads a percentage or number as an amount in percentage points (`20%` or `20`).
  static func amount(_ tokens: ArraySlice<Token>, in function: String) throws(ValueError) -> Double
  {
    switch try channel(tokens, allowNone: false, in: function) {
    case .number(let number): return number
    case .percentage(let percent): return percent
    case .none: return 0
    }
  }

  static func adjust(_ name: String, _ arguments: ArraySlice<Token>, depth: Int)
    throws(ValueError) -> ParsedColor
  {
    let parts = ValueReader.splitAtCommas(arguments)
    guard parts.count == 2 else { throw ValueError("\(name)() takes a color and an amount") }
    let color = try readOperand(parts[0], in: name, depth: depth)
    let amount = try amount(parts[1], in: name)
    guard amount >= 0 && amount <= 100 else {
      throw ValueError("\(name)() takes an amount from 0% to 100%")
    }
    let operation: ColorOperation
    switch name {
    case "lighten": operation = .lighten(amount)
    case "darken": operation = .darken(amount)
    case "saturate": operation = .saturate(amount)
    default: operation = .desaturate(amount)
    }
    return .applying(operation, color, nil)
  }

  static func mix(_ arguments: ArraySlice<Token>, depth: Int) throws(ValueError) -> ParsedColor {
    let parts = ValueReader.splitAtCommas(arguments)
    guard parts.count == 2 || parts.count == 3 else {
      throw ValueError("mix() takes two colors and an optional weight")
    }
    let first = try readOperand(parts[0], in: "mix", depth: depth)
    let second = try readOperand(parts[1], in: "mix", depth: depth)
    let weight = parts.count == 3 ? try amount(parts[2], in: "mix") : 50
    guard weight >= 0 && weight <= 100 else {
      throw ValueError("mix() takes a weight from 0% to 100%")
    }
    return .applying(.mix(weight: weight / 100), first, second)
  }

  static func alpha(_ name: String, _ arguments: ArraySlice<Token>, depth: Int)
    throws(ValueError) -> ParsedColor
  {
    let parts = ValueReader.splitAtCommas(arguments)
    guard parts.count == 2 else { throw ValueError("\(name)() takes a color and an alpha") }
    let color = try readOperand(parts[0], in: name, depth: depth)
    let value: Double
    switch try channel(parts[1], allowNone: false, in: name) {
    case .number(let number): value = number
    case .percentage(let percent): value = percent / 100
    case .none: value = 0
    }
    switch name {
    case "fadein": return .applying(.addAlpha(value), color, nil)
    case "fadeout": return .applying(.addAlpha(-value), color, nil)
    default: return .applying(.setAlpha(value), color, nil)
    }
  }

  /// `color-mix([in <space> [<hue-method> hue]], <color> [<p>], <color> [<p>])` (CSS Color 5
  /// §2); without a method, `in oklab`.
  static func colorMix(_ arguments: ArraySlice<Token>, depth: Int) throws(ValueError)
    -> ParsedColor
  {
    var parts = ValueReader.splitAtCommas(arguments)
    var interpolation = ColorInterpolation.default
    if parts.count == 3 {
      let words = ValueReader.components(parts[0]).map {
        TokenPrinter.print($0, collapsingWhitespace: true)
      }
      guard words.first?.asciiLowercased == "in", words.count >= 2 else {
        throw ValueError("color-mix() starts with 'in' and a color space, like 'in oklab'")
      }
      guard let method = ColorInterpolation(text: words.dropFirst().joined(separator: " ")) else {
        throw ValueError(
          "color-mix() interpolates in \(ColorInterpolation.Space.allCases.map(\.rawValue).joined(separator: ", ")) (a hue method like 'longer hue' after lch, oklch, hsl or hwb), not '\(words.dropFirst().joined(separator: " "))'"
        )
      }
      interpolation = method
      parts.removeFirst()
    }
    guard parts.count == 2 else {
      throw ValueError("color-mix() takes an optional 'in <space>' and two colors")
    }
    func colorAndPercentage(_ tokens: ArraySlice<Token>) throws(ValueError) -> (
      ParsedColor, Double?
    ) {
      var color: ParsedColor?
      var percentage: Double?
      for component in ValueReader.components(tokens) {
        if component.count == 1, component.first?.kind == .percentage, percentage == nil {
          percentage = component.first?.number
        } else if color == nil {
          color = try readOperand(component, in: "color-mix", depth: depth)
        } else {
          throw ValueError("color-mix() takes a color and an optional percentage per side")
        }
      }
      guard let color else { throw ValueError("color-mix() is missing a color") }
      if let percentage, percentage < 0 || percentage > 100 {
        throw ValueError("color-mix() percentages go from 0% to 100%")
      }
      return (color, percentage)
    }
    let (first, p1Given) = try colorAndPercentage(parts[0])
    let (second, p2Given) = try colorAndPercentage(parts[1])
    var p1 = p1Given ?? (p2Given.map { 100 - $0 } ?? 50)
    var p2 = p2Given ?? (100 - p1)
    let total = p1 + p2
    guard total > 0 else { throw ValueError("color-mix() percentages cannot both be zero") }
    var multiplier = 1.0
    if total < 100 { multiplier = total / 100 }
    p1 /= total
    p2 /= total
    return .applying(.colorMix(interpolation, p1, p2, alphaMultiplier: multiplier), first, second)
  }
}
