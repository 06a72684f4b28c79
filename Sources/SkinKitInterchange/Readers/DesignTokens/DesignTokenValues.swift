import Foundation
import SkinKitProperties
import SkinKitSyntax

/// One custom property a token becomes: the suffix after the token's name (`""`, or
/// `-color` for a shadow's color) and the `.skss` text of its value.
struct DesignTokenPart: Equatable {
  var suffix: String
  var value: String
}

/// The DTCG types, and the names other tools write for them (Tokens Studio's `fontSizes`,
/// `spacing`, `boxShadow`…), which are read as the type they mean.
enum DesignTokenType {
  /// The spec's types (Design Tokens Format Module 2025.10 §8–9).
  static let standard: Set<String> = [
    "color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number",
    "strokeStyle", "border", "transition", "shadow", "gradient", "typography",
  ]

  /// Older and tool-specific names → the standard type they mean.
  static let synonyms: [String: String] = [
    "fontSize": "dimension", "fontSizes": "dimension", "spacing": "dimension",
    "sizing": "dimension", "size": "dimension", "borderRadius": "dimension",
    "borderWidth": "dimension", "letterSpacing": "dimension", "paragraphSpacing": "dimension",
    "fontWeights": "fontWeight", "fontFamilies": "fontFamily", "boxShadow": "shadow",
    "opacity": "number", "lineHeight": "number", "lineHeights": "number",
  ]

  /// The standard type a `$type` means, or `nil` for one SkinKit does not know.
  static func standardType(_ type: String) -> String? {
    standard.contains(type) ? type : synonyms[type]
  }

  /// The custom properties a token of this type becomes, by suffix. A shadow is a
  /// `box-shadow` list and UIKit's four layer properties (of its first shadow); a typography
  /// style is a `font` shorthand value and the two parts `font` cannot hold.
  static func suffixes(_ type: String) -> [String] {
    switch standardType(type) {
    case "shadow": ["", "-color", "-offset", "-radius", "-opacity"]
    case "typography": ["", "-letter-spacing", "-line-height"]
    default: [""]
    }
  }

  /// The font weights' names (§8.4) and the numbers they stand for.
  static let fontWeights: [String: Double] = [
    "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
    "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600,
    "demi-bold": 600, "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900,
    "heavy": 900, "extra-black": 950, "ultra-black": 950,
  ]

  /// Types that no `.skss` property takes: their tokens are kept as custom properties (code can
  /// read them), with a warning.
  static let withoutProperty: [String: String] = [
    "duration": "a duration", "cubicBezier": "a cubic Bézier curve", "transition": "a transition",
    "strokeStyle": "a stroke style",
  ]
}

/// Converting values of each DTCG type to `.skss` text. Problems are reported against the
/// token being converted; the result is then `nil`.
extension DesignTokenConversion {
  /// The custom properties a literal value of `type` becomes.
  mutating func parts(_ node: DocumentNode, type: String, token: DesignToken) -> [DesignTokenPart]?
  {
    guard let standard = DesignTokenType.standardType(type) else {
      warn(
        "token '\(token.name)' has the type '\(type)', which is not a DTCG type; its value is kept as written",
        token)
      return untyped(node, token: token).map { [DesignTokenPart(suffix: "", value: $0)] }
    }
    if let what = DesignTokenType.withoutProperty[standard] {
      let value: String?
      switch standard {
      case "duration": value = duration(node, token: token)
      case "cubicBezier": value = cubicBezier(node, token: token)
      case "transition": value = transition(node, token: token)
      default: value = strokeStyle(node, token: token)
      }
      guard let value else { return nil }
      warn(
        "token '\(token.name)' is \(what), which no .skss property takes; "
          + "\(token.propertyName) keeps it for code to read", token)
      return [DesignTokenPart(suffix: "", value: value)]
    }
    let lenient = standard != type
    switch standard {
    case "color": return single(color(node, token: token))
    case "dimension": return single(dimension(node, token: token, lenient: lenient))
    case "fontFamily": return single(fontFamily(node, token: token))
    case "fontWeight": return single(fontWeight(node, token: token, lenient: lenient))
    case "number": return single(number(node, token: token, lenient: lenient))
    case "border": return single(border(node, token: token))
    case "shadow": return shadow(node, token: token)
    case "gradient": return single(gradient(node, token: token))
    default: return typography(node, token: token)
    }
  }

  private func single(_ value: String?) -> [DesignTokenPart]? {
    value.map { [DesignTokenPart(suffix: "", value: $0)] }
  }

  // MARK: Sub-values

  /// A part of a composite value (or a component): an alias to a token of `type` becomes
  /// `var(--…)`, a `$ref` the value it points at; anything else is converted by `convert`.
  mutating func subValue(
    _ node: DocumentNode, type: String, token: DesignToken,
    _ convert: (inout DesignTokenConversion, DocumentNode) -> String?
  ) -> String? {
    if let text = node.string, text.hasPrefix("{"), text.hasSuffix("}") {
      return aliasTarget(node, type: type, token: token).map { "var(\(resolver[$0].propertyName))" }
    }
    if let reference = node["$ref"]?.string, node.entries?.count == 1 {
      guard let pointer = JSONPointer(reference),
        let target = pointer.resolve(in: resolver.files[fileIndex(of: token)].document.root)
      else {
        fail(
          "token '\(token.name)': $ref \(reference) names nothing in the file", at: node.range,
          token)
        return nil
      }
      return convert(&self, target)
    }
    return convert(&self, node)
  }

  /// The token an alias written inside a value names, which must have a value of `type`.
  mutating func aliasTarget(_ node: DocumentNode, type: String, token: DesignToken)
    -> DesignTokenResolver.Location?
  {
    let text = node.string ?? ""
    guard let path = DesignTokenFile.referencedPath(text),
      let target = resolver.lookUp(path, from: fileIndex(of: token))
    else {
      fail(
        "token '\(token.name)': the alias \(text) names no token", at: node.range, token,
        id: .tokenAliasNotFound)
      return nil
    }
    switch resolver.resolve(target) {
    case .failure:
      fail(
        "token '\(token.name)': the alias \(text) names a token without a value", at: node.range,
        token, id: .tokenAliasNotFound)
      return nil
    case .success(let resolution):
      let wanted = DesignTokenType.standardType(type) ?? type
      guard DesignTokenType.standardType(resolution.type) ?? resolution.type == wanted else {
        fail(
          "token '\(token.name)': the alias \(text) names a \(resolution.type), not a \(type)",
          at: node.range, token)
        return nil
      }
      return target
    }
  }

  /// A number, or the number a `$ref` points at.
  private mutating func plainNumber(_ node: DocumentNode, token: DesignToken) -> Double? {
    if let reference = node["$ref"]?.string, let pointer = JSONPointer(reference) {
      return pointer.resolve(in: resolver.files[fileIndex(of: token)].document.root)?.number
    }
    return node.number
  }

  // MARK: Simple types

  /// `{colorSpace, components, alpha, hex}`, or a string such as `#ff0000` (older drafts).
  mutating func color(_ node: DocumentNode, token: DesignToken) -> String? {
    if let text = node.string {
      let tokens = Tokenizer.tokenize(text)
      if case .color(let color)? = try? ColorParser.parse(tokens[...]) {
        return UIKitColors.hexText(color)
      }
      fail("token '\(token.name)': '\(text)' is not a color", at: node.range, token)
      return nil
    }
    guard node.entries != nil else {
      fail(
        "token '\(token.name)': a color is {colorSpace, components, alpha, hex}, not "
          + node.kindDescription, at: node.range, token)
      return nil
    }
    let space = node["colorSpace"]?.string ?? ""
    let alpha = node["alpha"].flatMap { plainNumber($0, token: token) } ?? 1
    guard (0...1).contains(alpha) else {
      fail("token '\(token.name)': alpha must be from 0 to 1", at: node["alpha"]!.range, token)
      return nil
    }
    let components = (node["components"]?.elements ?? []).map { element -> Double? in
      if element.string == "none" { return 0 }
      return plainNumber(element, token: token)
    }
    let hex = node["hex"]?.string.flatMap(ValueConverter.hexColor)
    func channels(_ ranges: [ClosedRange<Double>]) -> [Double]? {
      let numbers = components.compactMap { $0 }
      guard numbers.count == components.count, numbers.count == ranges.count,
        zip(numbers, ranges).allSatisfy({ $1.contains($0) })
      else {
        let bounds = ranges.map { range in
          if range.upperBound == .infinity {
            return range.lowerBound == -.infinity
              ? "any" : "\(TokenPrinter.formatNumber(range.lowerBound)) or more"
          }
          return
            "\(TokenPrinter.formatNumber(range.lowerBound))–\(TokenPrinter.formatNumber(range.upperBound))"
        }
        fail(
          "token '\(token.name)': \(space) components are \(ranges.count) numbers "
            + "(\(bounds.joined(separator: ", ")))", at: node["components"]?.range ?? node.range,
          token)
        return nil
      }
      return numbers
    }
    var color: StyleColor
    switch space {
    case "srgb":
      guard let c = channels([0...1, 0...1, 0...1]) else { return nil }
      color = StyleColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
    case "srgb-linear":
      guard let c = channels([0...1, 0...1, 0...1]) else { return nil }
      func encode(_ value: Double) -> Double {
        value <= 0.0031308 ? 12.92 * value : 1.055 * pow(value, 1 / 2.4) - 0.055
      }
      color = StyleColor(red: encode(c[0]), green: encode(c[1]), blue: encode(c[2]), alpha: alpha)
    case "hsl":
      guard let c = channels([0...360, 0...100, 0...100]) else { return nil }
      color = StyleColor(hue: c[0], saturation: c[1] / 100, lightness: c[2] / 100, alpha: alpha)
    case "hwb":
      guard let c = channels([0...360, 0...100, 0...100]) else { return nil }
      color = StyleColor(hue: c[0], whiteness: c[1] / 100, blackness: c[2] / 100, alpha: alpha)
    case "":
      fail("token '\(token.name)': the color has no colorSpace", at: node.range, token)
      return nil
    case let name where DesignTokenColorSpace.wideGamut[name] != nil:
      guard let c = channels(DesignTokenColorSpace.wideGamut[name]!.ranges) else { return nil }
      let missing = (node["components"]?.elements ?? []).map { $0.string == "none" }
      return DesignTokenColorSpace.cssText(name, c, missing: missing, alpha: alpha)
    default:
      guard let hex else {
        fail(
          "token '\(token.name)': '\(space)' is not a color space of the Design Tokens color "
            + "module; give this color a hex fallback", at: node["colorSpace"]?.range ?? node.range,
          token)
        return nil
      }
      warn(
        "token '\(token.name)': SkinKit reads a \(space) color from its hex fallback "
          + "(\(node["hex"]?.string ?? ""))", token, at: node["colorSpace"]?.range)
      color = hex.withAlpha(alpha)
    }
    return UIKitColors.hexText(color)
  }

  /// `{value, unit}` with unit `px` or `rem` (or `em`, which the spec does not list but tools
  /// write for letter spacing), or a string such as `16px` (older drafts); for other tools'
  /// types (`spacing`), a plain number is points.
  mutating func dimension(_ node: DocumentNode, token: DesignToken, lenient: Bool = false)
    -> String?
  {
    if let text = node.string {
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      for unit in ["px", "rem", "em"] where trimmed.hasSuffix(unit) {
        if let number = Double(trimmed.dropLast(unit.count)), number.isFinite {
          return TokenPrinter.formatNumber(number) + unit
        }
      }
      if let number = Double(trimmed), number == 0 || lenient {
        return TokenPrinter.formatNumber(number) + "px"
      }
      fail(
        "token '\(token.name)': '\(text)' is not a dimension (such as 16px or 1.5rem)",
        at: node.range, token)
      return nil
    }
    if lenient, let number = node.number { return TokenPrinter.formatNumber(number) + "px" }
    guard node.entries != nil, let value = node["value"].flatMap({ plainNumber($0, token: token) })
    else {
      fail(
        "token '\(token.name)': a dimension is {\"value\": number, \"unit\": \"px\" or \"rem\"}",
        at: node.range, token)
      return nil
    }
    var unit = node["unit"]?.string
    if let reference = node["unit"]?["$ref"]?.string, let pointer = JSONPointer(reference) {
      unit = pointer.resolve(in: resolver.files[fileIndex(of: token)].document.root)?.string
    }
    guard let unit, unit == "px" || unit == "rem" || unit == "em" else {
      fail(
        "token '\(token.name)': a dimension's unit is px or rem",
        at: node["unit"]?.range ?? node.range,
        token)
      return nil
    }
    return TokenPrinter.formatNumber(value) + unit
  }

  /// A name or a list of names, most preferred first.
  mutating func fontFamily(_ node: DocumentNode, token: DesignToken) -> String? {
    let names: [String]
    if let name = node.string {
      names = [name]
    } else if let elements = node.elements, !elements.isEmpty,
      elements.allSatisfy({ $0.string != nil })
    {
      names = elements.compactMap(\.string)
    } else {
      fail(
        "token '\(token.name)': a font family is a name or a list of names", at: node.range, token)
      return nil
    }
    return names.map(Self.familyText).joined(separator: ", ")
  }

  /// A family as `.skss` writes it: generic families as keywords, others quoted.
  static func familyText(_ name: String) -> String {
    let generics = [
      "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "system",
      "monospaced",
    ]
    return generics.contains(name) ? name : TokenPrinter.quote(name)
  }

  /// 1–1000, or one of the spec's names (`bold`, `semi-bold`…).
  mutating func fontWeight(_ node: DocumentNode, token: DesignToken, lenient: Bool = false)
    -> String?
  {
    if let number = node.number, (1...1000).contains(number) {
      return TokenPrinter.formatNumber(number)
    }
    if let name = node.string {
      let key = lenient ? name.lowercased().replacingOccurrences(of: " ", with: "-") : name
      if let number = DesignTokenType.fontWeights[key] { return TokenPrinter.formatNumber(number) }
      if lenient, let number = Double(name), (1...1000).contains(number) {
        return TokenPrinter.formatNumber(number)
      }
    }
    fail(
      "token '\(token.name)': a font weight is a number from 1 to 1000 or a name such as bold",
      at: node.range, token)
    return nil
  }

  /// A JSON number (other tools' `opacity` and `lineHeight` may be strings: `0.5`, `50%`).
  mutating func number(_ node: DocumentNode, token: DesignToken, lenient: Bool = false) -> String? {
    if let number = node.number { return TokenPrinter.formatNumber(number) }
    if lenient, let text = node.string?.trimmingCharacters(in: .whitespaces) {
      if text.hasSuffix("%"), let percent = Double(text.dropLast()) {
        return TokenPrinter.formatNumber(percent / 100)
      }
      if let number = Double(text) { return TokenPrinter.formatNumber(number) }
    }
    fail("token '\(token.name)': a number token's value is a JSON number", at: node.range, token)
    return nil
  }

  /// A value of a type SkinKit does not know: a number, or a string kept as written when it
  /// reads as a value (quoted otherwise).
  private mutating func untyped(_ node: DocumentNode, token: DesignToken) -> String? {
    switch node.value {
    case .number(let number): return TokenPrinter.formatNumber(number)
    case .bool(let flag): return flag ? "true" : "false"
    case .string(let text):
      let tokens = Tokenizer.tokenize(text)
      let plain =
        !tokens.isEmpty
        && tokens.allSatisfy {
          ![.semicolon, .openBrace, .closeBrace, .badString, .badURL].contains($0.kind)
        }
      return plain ? text : TokenPrinter.quote(text)
    default:
      fail(
        "token '\(token.name)': \(node.kindDescription) of an unknown type cannot be converted",
        at: node.range, token)
      return nil
    }
  }
}
