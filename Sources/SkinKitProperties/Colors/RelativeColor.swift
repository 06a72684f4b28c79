import Foundation
import SkinKitSyntax

/// CSS Color 5 relative color syntax (§4): `oklch(from ORIGIN calc(l + 0.1) c h)`,
/// `rgb(from ORIGIN r g b / 50%)`, `color(from ORIGIN display-p3 r g b)`. Each component is a
/// number, percentage, angle, `none`, one of the origin's components by its keyword (in the
/// function's own units: `r g b` 0–255, `s l w` 0–100, `l` of `lab()` 0–100, of `oklab()` 0–1,
/// `h` in degrees, `alpha` 0–1) or a math function of them. The result is in the function's
/// space — `rgb()`, `hsl()` and `hwb()` give `srgb`, never legacy, as Chromium computes it.
///
/// ```swift
/// let lighter = try ColorParser.parse(Tokenizer.tokenize("oklch(from red calc(l + 0.1) c h)")[...])
/// lighter.resolved(currentColor: .black).cssText   // "oklch(0.727955 0.257683 29.2339)"
/// ```
package struct RelativeColor: Sendable, Hashable {
  /// The function written.
  package enum Function: Sendable, Hashable {
    case rgb, hsl, hwb
    case space(ColorSpace)

    /// The component keywords, alpha last.
    var keywords: [String] {
      switch self {
      case .rgb: ["r", "g", "b", "alpha"]
      case .hsl: ["h", "s", "l", "alpha"]
      case .hwb: ["h", "w", "b", "alpha"]
      case .space(let space):
        switch space {
        case .lab, .oklab: ["l", "a", "b", "alpha"]
        case .lch, .oklch: ["l", "c", "h", "alpha"]
        case .xyzD50, .xyzD65: ["x", "y", "z", "alpha"]
        default: ["r", "g", "b", "alpha"]
        }
      }
    }

    /// What 100% is, for each component (nil: a hue).
    var percentReference: [Double?] {
      switch self {
      case .rgb: [255, 255, 255, 1]
      case .hsl, .hwb: [nil, 100, 100, 1]
      case .space(let space):
        switch space {
        case .lab: [100, 125, 125, 1]
        case .lch: [100, 150, nil, 1]
        case .oklab: [1, 0.4, 0.4, 1]
        case .oklch: [1, 0.4, nil, 1]
        default: [1, 1, 1, 1]
        }
      }
    }

    /// The origin's components in this function's units, alpha last.
    func components(of origin: StyleColor) -> [Double] {
      switch self {
      case .rgb:
        let (r, g, b) = origin.srgbComponents
        return [r * 255, g * 255, b * 255, origin.alpha]
      case .hsl, .hwb:
        if let written = origin.writtenPolarComponents(hwb: self == .hwb) {
          return written + [origin.alpha]
        }
        // Converted in float as Chromium converts it: a gray converted from another space
        // keeps the hue of its rounding error.
        let rgb = origin.floatSRGB
        let polar =
          self == .hwb ? FloatColorMath.srgbToHWB(rgb) : FloatColorMath.srgbToHSL(rgb)
        return [Double(polar.0), Double(polar.1) * 100, Double(polar.2) * 100, origin.alpha]
      case .space(let space):
        let converted = origin.converted(to: space)
        var values = [converted.c0, converted.c1, converted.c2, origin.alpha]
        // The origin's own missing components read as 0 (CSS Color 5 §4.1).
        if origin.space == space, !origin.isLegacy || space == .srgb && !origin.isWrittenPolar {
          let channels: [StyleColor.Channels] = [.red, .green, .blue]
          for index in 0..<3 where origin.missing.contains(channels[index]) { values[index] = 0 }
        }
        return values
      }
    }

    /// The color of components in this function's units (`nil`: `none`).
    func color(_ values: [Double?]) -> StyleColor {
      var missing: StyleColor.Channels = []
      let channels: [StyleColor.Channels] = [.red, .green, .blue, .alpha]
      for index in 0..<4 where values[index] == nil { missing.insert(channels[index]) }
      let v = values.map { $0 ?? 0 }
      let alpha = min(max(v[3], 0), 1)
      switch self {
      case .rgb:
        return StyleColor(.srgb, v[0] / 255, v[1] / 255, v[2] / 255, alpha: alpha, missing: missing)
      case .hsl, .hwb:
        let polar = (
          Float(StyleColor.normalizedHue(v[0])), Float(v[1] / 100), Float(v[2] / 100)
        )
        let rgb =
          self == .hwb ? FloatColorMath.hwbToSRGB(polar) : FloatColorMath.hslToSRGB(polar)
        return StyleColor(
          .srgb, Double(rgb.0), Double(rgb.1), Double(rgb.2), alpha: alpha,
          missing: missing.intersection(.alpha))
      case .space(let space):
        let clamped = ColorParser.clampedComponents(space, (v[0], v[1], v[2]))
        return StyleColor(
          space, clamped.0, clamped.1, clamped.2, alpha: alpha, missing: missing)
      }
    }

    var name: String {
      switch self {
      case .rgb: "rgb"
      case .hsl: "hsl"
      case .hwb: "hwb"
      case .space(let space): space.isPredefined ? "color" : space.name
      }
    }
  }

  package let function: Function
  /// The components, alpha last (`alpha` when not written).
  package let components: [ChannelExpression]

  /// The color the components make from `origin`.
  package func applied(to origin: StyleColor) -> StyleColor {
    let known = function.components(of: origin)
    var variables: [String: Double] = [:]
    for (keyword, value) in zip(function.keywords, known) { variables[keyword] = value }
    return function.color(components.map { $0.evaluate(variables) })
  }

  /// The function as written, with its origin's text.
  func text(origin: String) -> String {
    let parts = components.prefix(3).map(\.description).joined(separator: " ")
    var text = "\(function.name)(from \(origin) "
    if case .space(let space) = function, space.isPredefined { text += space.name + " " }
    text += parts
    if components[3] != .keyword("alpha") { text += " / \(components[3])" }
    return text + ")"
  }
}

/// One component of a relative color: a math expression over the origin's components.
package indirect enum ChannelExpression: Sendable, Hashable, CustomStringConvertible {
  case number(Double)
  case keyword(String)
  case none
  case sum(ChannelExpression, ChannelExpression)
  case difference(ChannelExpression, ChannelExpression)
  case product(ChannelExpression, ChannelExpression)
  case quotient(ChannelExpression, ChannelExpression)
  case function(String, [ChannelExpression])

  /// The value with the origin's components as `variables` (`nil`: `none`).
  func evaluate(_ variables: [String: Double]) -> Double? {
    switch self {
    case .none: return nil
    case .number(let value): return value
    case .keyword(let name): return variables[name] ?? 0
    case .sum(let a, let b): return (a.evaluate(variables) ?? 0) + (b.evaluate(variables) ?? 0)
    case .difference(let a, let b):
      return (a.evaluate(variables) ?? 0) - (b.evaluate(variables) ?? 0)
    case .product(let a, let b):
      return (a.evaluate(variables) ?? 0) * (b.evaluate(variables) ?? 0)
    case .quotient(let a, let b):
      return (a.evaluate(variables) ?? 0) / (b.evaluate(variables) ?? 0)
    case .function(let name, let arguments):
      let values = arguments.map { $0.evaluate(variables) ?? 0 }
      return MathFunctions.apply(name, values)
    }
  }

  public var description: String {
    switch self {
    case .none: "none"
    case .number(let value): TokenPrinter.formatNumber(value)
    case .keyword(let name): name
    case .sum(let a, let b): "calc(\(a) + \(b))"
    case .difference(let a, let b): "calc(\(a) - \(b))"
    case .product(let a, let b): "calc(\(a) * \(b))"
    case .quotient(let a, let b): "calc(\(a) / \(b))"
    case .function(let name, let arguments):
      "\(name)(\(arguments.map(\.description).joined(separator: ", ")))"
    }
  }

  /// Reads one component: `none`, a keyword, a number, percentage (of `reference`), an angle
  /// (as degrees), or a math function of them.
  static func read(_ tokens: ArraySlice<Token>, keywords: [String], reference: Double?)
    throws(ValueError) -> ChannelExpression
  {
    var parser = ChannelExpressionParser(keywords: keywords, reference: reference)
    var reader = ValueReader(tokens)
    guard let token = reader.next() else { throw ValueError("expected a color component") }
    if token.isIdent("none") {
      guard reader.isAtEnd else { throw ValueError("unexpected value after 'none'") }
      return .none
    }
    let expression = try parser.operand(token, &reader)
    guard reader.isAtEnd else {
      throw ValueError("a color component is one value, not '\(ValueReader.describe(tokens))'")
    }
    return expression
  }
}

/// Math functions of plain numbers (CSS Values 4 §10): what relative colors and folded
/// `calc()` expressions use.
enum MathFunctions {
  static let names: Set<String> = [
    "calc", "min", "max", "clamp", "abs", "sign", "sqrt", "pow", "hypot", "exp", "log", "sin",
    "cos", "tan", "asin", "acos", "atan", "atan2", "round", "mod", "rem",
  ]

  static func apply(_ name: String, _ values: [Double]) -> Double {
    switch name {
    case "calc": return values.first ?? 0
    case "min": return values.min() ?? 0
    case "max": return values.max() ?? 0
    case "clamp": return max(values[0], min(values[1], values[2]))
    case "abs": return abs(values[0])
    case "sign": return values[0] > 0 ? 1 : values[0] < 0 ? -1 : 0
    case "sqrt": return values[0].squareRoot()
    case "pow": return pow(values[0], values[1])
    case "hypot": return values.reduce(0) { $0 + $1 * $1 }.squareRoot()
    case "exp": return exp(values[0])
    case "log": return values.count > 1 ? log(values[0]) / log(values[1]) : log(values[0])
    default: return 0
    }
  }
}

/// Recursive descent over a relative color component's tokens.
struct ChannelExpressionParser {
  let keywords: [String]
  let reference: Double?

  mutating func operand(_ token: Token, _ reader: inout ValueReader) throws(ValueError)
    -> ChannelExpression
  {
    switch token.kind {
    case .number: return .number(token.number)
    case .percentage:
      guard let reference else { throw ValueError("a hue cannot be a percentage") }
      return .number(token.number / 100 * reference)
    case .dimension:
      guard let degrees = NumericParser.degreesPerUnit(token.value) else {
        throw ValueError("unexpected '\(TokenPrinter.text(of: token))' in a color component")
      }
      return .number(token.number * degrees)
    case .ident:
      let name = token.value.asciiLowercased
      if keywords.contains(name) { return .keyword(name) }
      switch name {
      case "pi": return .number(Double.pi)
      case "e": return .number(M_E)
      default: throw ValueError("'\(token.value)' is not a component of this color")
      }
    case .openParen:
      return try sum(reader.functionArguments())
    case .function:
      let name = token.value.asciiLowercased
      let arguments = reader.functionArguments()
      guard MathFunctions.names.contains(name) else {
        throw ValueError("'\(token.value)()' is not a math function")
      }
      if name == "calc" { return try sum(arguments) }
      var values: [ChannelExpression] = []
      for part in ValueReader.splitAtCommas(arguments) { values.append(try sum(part)) }
      return .function(name, values)
    default:
      throw ValueError("unexpected '\(TokenPrinter.text(of: token))' in a color component")
    }
  }

  /// sum -> product (('+' | '-') product)*
  mutating func sum(_ tokens: ArraySlice<Token>) throws(ValueError) -> ChannelExpression {
    var reader = ValueReader(tokens)
    var total = try product(&reader)
    while let token = reader.next() {
      let right = try product(&reader)
      if token.isDelim("+") {
        total = .sum(total, right)
      } else if token.isDelim("-") {
        total = .difference(total, right)
      } else {
        throw ValueError("expected '+' or '-', found '\(TokenPrinter.text(of: token))'")
      }
    }
    return total
  }

  mutating func product(_ reader: inout ValueReader) throws(ValueError) -> ChannelExpression {
    guard let first = reader.next() else { throw ValueError("calc() ends too early") }
    var result = try operand(first, &reader)
    while let token = reader.peek(), token.isDelim("*") || token.isDelim("/") {
      _ = reader.next()
      guard let next = reader.next() else { throw ValueError("calc() ends too early") }
      let right = try operand(next, &reader)
      result = token.isDelim("*") ? .product(result, right) : .quotient(result, right)
    }
    return result
  }
}
