import Foundation
import SkinKitProperties
import SkinKitSyntax

/// The typed DTCG values of the computed custom properties.
extension DesignTokensWriter.Writer {
  /// Every token, in the order the sheet writes them.
  mutating func tokens() -> JSONWriter.Object {
    var object = JSONWriter.Object()
    var folded = Set<String>()
    var types: [String: String] = [:]
    let byName = Dictionary(known.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var tokens: [(name: String, token: JSONWriter.Object)] = []
    var aliases: [(index: Int, target: String)] = []
    for entry in entries where !folded.contains(entry.name) {
      if let composite = composite(entry, byName) {
        folded.formUnion(composite.parts)
        types[composite.name] = composite.type
        var token = JSONWriter.Object([("$type", composite.type), ("$value", composite.value)])
        token = described(token, byName[composite.name] ?? entry)
        tokens.append((composite.name, token))
        continue
      }
      if let target = aliasTarget(entry, byName) {
        aliases.append((tokens.count, target))
        var token = JSONWriter.Object()
        token.append("$value", "{\(target)}")
        tokens.append((entry.name, described(token, entry)))
        continue
      }
      guard let tokensValue = computed[entry.property] else {
        warn(
          "\(entry.displayName) has no value at the root (invalid once var() is substituted); "
            + "it is left out", entry)
        continue
      }
      guard let (type, value) = typed(tokensValue[...]) else {
        warn(
          "\(entry.displayName): '\(TokenPrinter.print(tokensValue))' has no design token type "
            + "(color, dimension, number, font family or weight, duration, curve); it is left out",
          entry)
        continue
      }
      types[entry.name] = type
      var token = JSONWriter.Object()
      token.append("$type", type)
      token.append("$value", value)
      tokens.append((entry.name, described(token, entry)))
    }
    // An alias takes the type of the token it names (typed explicitly, as tools expect).
    for (index, target) in aliases {
      var chain = target
      var seen: Set<String> = []
      while types[chain] == nil, let next = aliasTarget(byName[chain], byName),
        seen.insert(chain).inserted
      {
        chain = next
      }
      if let type = types[chain] {
        tokens[index].token.entries.insert(("$type", type), at: 0)
      }
    }
    for (name, token) in tokens { object.append(name, token) }
    return object
  }

  /// A token with the entry's comment as `$description` (or `$deprecated`).
  private func described(_ token: JSONWriter.Object, _ entry: DesignTokensWriter.Entry)
    -> JSONWriter.Object
  {
    var token = token
    guard let comment = entry.comment, !comment.isEmpty else { return token }
    if let range = comment.range(of: "Deprecated") {
      let description = comment[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
      var reason = comment[range.upperBound...].trimmingCharacters(in: .whitespaces)
      if reason.hasPrefix(":") { reason = reason.dropFirst().trimmingCharacters(in: .whitespaces) }
      if reason == "." { reason = "" }
      if !description.isEmpty { token.append("$description", description) }
      token.append("$deprecated", reason.isEmpty ? true as Any : reason as Any)
    } else {
      token.append("$description", comment)
    }
    return token
  }

  /// The token an entry's value is just a reference to (`var(--brand)`, `$brand`).
  func aliasTarget(
    _ entry: DesignTokensWriter.Entry?, _ byName: [String: DesignTokensWriter.Entry]
  ) -> String? {
    guard let entry else { return nil }
    let significant = entry.written.filter { !$0.isWhitespace }
    if significant.count == 3, significant[0].kind == .function, significant[0].value == "var",
      significant[1].kind == .ident, significant[1].value.hasPrefix("--"),
      significant[2].kind == .closeParen
    {
      let name = String(significant[1].value.dropFirst(2))
      return byName[name]?.property == significant[1].value ? name : nil
    }
    if significant.count == 2, significant[0].isDelim("$"), significant[1].kind == .ident,
      let target = byName[significant[1].value],
      target.property.hasPrefix(DesignTokensWriter.constantPrefix)
    {
      return target.name
    }
    return nil
  }

  // MARK: Composites

  /// The shadow (`X`, a `box-shadow` list, with `X-color`, `X-offset`, `X-radius` and
  /// `X-opacity`, or those four alone) or typography style (`X`, `X-letter-spacing`,
  /// `X-line-height`) whose first property `entry` is, as ``DesignTokensReader`` writes them.
  func composite(
    _ entry: DesignTokensWriter.Entry, _ byName: [String: DesignTokensWriter.Entry]
  ) -> (name: String, type: String, value: Any, parts: [String])? {
    func value(_ name: String) -> ArraySlice<Token>? {
      byName[name].flatMap { computed[$0.property] }?[...]
    }
    if let shadows = shadowList(entry, byName, value) { return shadows }
    if entry.name.hasSuffix("-color") {
      let base = String(entry.name.dropLast("-color".count))
      let parts = ["-color", "-offset", "-radius", "-opacity"].map { base + $0 }
      guard let color = value(parts[0]).flatMap({ try? ValueSyntax.color.parse($0) })?.colorValue,
        let offset = value(parts[1]).flatMap({ try? ValueSyntax.size.parse($0) }),
        case .size(let size) = offset,
        let radius = value(parts[2]).flatMap(dimension),
        let alpha = value(parts[3]).flatMap(Self.number)
      else { return nil }
      let shadow = JSONWriter.Object([
        ("color", Self.color(color.withAlpha(color.alpha * alpha))),
        ("offsetX", JSONWriter.Object([("value", Self.rounded(size.width)), ("unit", "px")])),
        ("offsetY", JSONWriter.Object([("value", Self.rounded(size.height)), ("unit", "px")])),
        ("blur", radius),
        ("spread", JSONWriter.Object([("value", 0), ("unit", "px")])),
      ])
      return (base, "shadow", shadow, parts)
    }
    let parts = [entry.name, entry.name + "-letter-spacing", entry.name + "-line-height"]
    guard byName[parts[1]] != nil, byName[parts[2]] != nil,
      let font = value(parts[0]).flatMap({ try? FontParser.font($0) }),
      let spacing = value(parts[1]).flatMap(dimension),
      let lineHeight = value(parts[2]).flatMap({ typed($0) }), lineHeight.0 == "number"
    else { return nil }
    let size: JSONWriter.Object
    switch font.size {
    case .length(let points):
      size = JSONWriter.Object([("value", Self.rounded(points)), ("unit", "px")])
    case .relativeLength(let length) where length == LinearLength(rem: length.rem):
      size = JSONWriter.Object([("value", Self.rounded(length.rem)), ("unit", "rem")])
    default: return nil
    }
    let families = (font.families ?? [.system]).map(\.designTokenName)
    let typography = JSONWriter.Object([
      ("fontFamily", families.count == 1 ? families[0] as Any : families as Any),
      ("fontSize", size),
      ("fontWeight", font.weight?.numberValue ?? 400),
      ("letterSpacing", spacing),
      ("lineHeight", lineHeight.1),
    ])
    return (entry.name, "typography", typography, parts)
  }

  /// A `box-shadow` list `X` with the layer properties the reader writes beside it, as one
  /// shadow token (a list when it has more than one shadow), spread and inset kept.
  private func shadowList(
    _ entry: DesignTokensWriter.Entry, _ byName: [String: DesignTokensWriter.Entry],
    _ value: (String) -> ArraySlice<Token>?
  ) -> (name: String, type: String, value: Any, parts: [String])? {
    let parts = ["", "-color", "-offset", "-radius", "-opacity"].map { entry.name + $0 }
    guard parts.allSatisfy({ byName[$0] != nil }), let list = value(entry.name),
      case .boxShadows(let shadows)? = try? ValueSyntax.boxShadow.parse(list), !shadows.isEmpty
    else { return nil }
    func points(_ value: Double) -> JSONWriter.Object {
      JSONWriter.Object([("value", Self.rounded(value)), ("unit", "px")])
    }
    let objects = shadows.map { shadow in
      var object = JSONWriter.Object([
        ("color", Self.color(shadow.color)), ("offsetX", points(shadow.offsetX)),
        ("offsetY", points(shadow.offsetY)), ("blur", points(shadow.blur)),
        ("spread", points(shadow.spread)),
      ])
      if shadow.inset { object.append("inset", true) }
      return object
    }
    return (entry.name, "shadow", objects.count == 1 ? objects[0] as Any : objects as Any, parts)
  }

  // MARK: Simple values

  /// The DTCG type and value of computed tokens, or `nil`.
  func typed(_ tokens: ArraySlice<Token>) -> (String, Any)? {
    let significant = tokens.filter { !$0.isWhitespace }
    guard !significant.isEmpty else { return nil }
    if case .color(let color)? = try? ValueSyntax.color.parse(tokens) {
      return ("color", Self.color(color))
    }
    if significant.count == 1, let token = significant.first {
      switch token.kind {
      case .number: return ("number", token.number)
      case .dimension:
        let unit = token.value.asciiLowercased
        if ["ms", "s"].contains(unit) {
          return ("duration", JSONWriter.Object([("value", token.number), ("unit", unit)]))
        }
      case .ident:
        let word = token.value
        if ["bold", "normal"].contains(word.asciiLowercased) {
          return ("fontWeight", word.asciiLowercased)
        }
      default: break
      }
    }
    if let dimension = dimension(tokens) { return ("dimension", dimension) }
    if let gradient = Self.gradient(tokens) { return ("gradient", gradient) }
    if significant.first?.kind == .function, significant.first?.value == "cubic-bezier",
      let numbers = Self.numbers(inside: significant), numbers.count == 4
    {
      return ("cubicBezier", numbers)
    }
    if significant.contains(where: { $0.kind == .string || $0.kind == .comma })
      || (significant.count == 1 && FontFamily(keyword: significant[0].value) != nil)
    {
      if let families = try? FontParser.families(tokens) {
        let names = families.map(\.designTokenName)
        return ("fontFamily", names.count == 1 ? names[0] as Any : names as Any)
      }
    }
    return nil
  }

  /// The stops of a `linear-gradient()` top to bottom whose every stop is a color at a
  /// percentage, as DTCG writes a gradient (`[{color, position}]`, positions from 0 to 1);
  /// `nil` for any other image.
  static func gradient(_ tokens: ArraySlice<Token>) -> [JSONWriter.Object]? {
    guard case .image(let image)? = try? ValueSyntax.image.parse(tokens),
      let gradient = image.gradient, gradient.kind == .linear(.angle(180)), !gradient.isRepeating,
      gradient.interpolationMethod == nil
    else { return nil }
    var stops: [JSONWriter.Object] = []
    for stop in gradient.stops {
      guard let color = stop.color, let position = stop.position,
        position == LinearLength(percent: position.percent)
      else { return nil }
      stops.append(
        JSONWriter.Object([
          ("color", Self.color(color)), ("position", Self.rounded(position.percent / 100)),
        ]))
    }
    return stops
  }

  /// `{value, unit}` for a length in points (`px`) or `rem`; `nil` for `em` or `%`.
  func dimension(_ tokens: ArraySlice<Token>) -> JSONWriter.Object? {
    // A zero keeps the unit it is written in (`0rem`, and `0em`, which is zero whatever an em
    // is), so that reading the file back gives the same text.
    let significant = tokens.filter { !$0.isWhitespace }
    if significant.count == 1, significant[0].kind == .dimension, significant[0].number == 0,
      ["px", "rem", "em"].contains(significant[0].value.lowercased())
    {
      return JSONWriter.Object([("value", 0), ("unit", significant[0].value.lowercased())])
    }
    var reader = ValueReader(tokens)
    guard case .length(let length)? = try? NumericParser.read(&reader), reader.isAtEnd else {
      return nil
    }
    if length.isAbsolute {
      return JSONWriter.Object([("value", Self.rounded(length.points)), ("unit", "px")])
    }
    // Only a length in rem alone has a form here (not `vw`, `ch` or a math function).
    if length == LinearLength(rem: length.rem) {
      return JSONWriter.Object([("value", Self.rounded(length.rem)), ("unit", "rem")])
    }
    return nil
  }

  /// `{colorSpace, components, alpha, hex}` in the space `DesignTokenColorSpace.form(of:)`
  /// chooses, a missing component `none`, the color clipped to sRGB as the hex fallback.
  static func color(_ color: StyleColor) -> JSONWriter.Object {
    let form = DesignTokenColorSpace.form(of: color)
    // Its `none` components are written only in the space they belong to.
    let kept =
      color.isWrittenPolar
      ? form.name == "hsl" || form.name == "hwb" : form.name == color.space.name
    let channels: [StyleColor.Channels] = [.red, .green, .blue]
    let components = zip(form.components, channels).map { value, channel in
      kept && color.missing.contains(channel) ? "none" as Any : rounded(value) as Any
    }
    var object = JSONWriter.Object([("colorSpace", form.name), ("components", components)])
    if color.alpha < 1 { object.append("alpha", rounded(color.alpha)) }
    object.append("hex", String(color.hex.prefix(7)))
    return object
  }

  /// The number tokens hold, if they are one.
  static func number(_ tokens: ArraySlice<Token>) -> Double? {
    var reader = ValueReader(tokens)
    guard case .number(let number)? = try? NumericParser.read(&reader), reader.isAtEnd else {
      return nil
    }
    return number
  }

  /// A number to four decimals (what 8-bit channels need, and what people read).
  static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

  /// The numbers inside a function's parentheses.
  static func numbers(inside tokens: [Token]) -> [Double]? {
    let inner = tokens.dropFirst().dropLast().filter { $0.kind != .comma }
    guard tokens.last?.kind == .closeParen, inner.allSatisfy({ $0.kind == .number }) else {
      return nil
    }
    return inner.map(\.number)
  }
}

extension DesignTokensWriter.Entry {
  /// `--brand` or `$brand`, as messages name it.
  var displayName: String {
    property.hasPrefix(DesignTokensWriter.constantPrefix) ? "$" + name : property
  }

}

extension FontFamily {
  /// The family as a design token names it.
  var designTokenName: String {
    switch self {
    case .named(let name): name
    default: description
    }
  }
}
