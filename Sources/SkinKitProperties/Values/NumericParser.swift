import Foundation
import SkinKitSupport
import SkinKitSyntax

/// A number, or a length that may depend on context, read from one component (a number,
/// dimension, percentage or `calc()`/`min()`/`max()`/`clamp()`).
package enum NumericValue: Sendable, Hashable {
  case number(Double)
  case length(LinearLength)
}

/// Reads numbers, lengths, percentages, angles and math functions (CSS Values 4).
///
/// Lengths are UIKit points: a unitless number, `px` and `pt` are all points; `in`, `cm`,
/// `mm`, `q` and `pc` convert as CSS defines them in px; `em` and `rem` stay relative until
/// computed.
///
/// ```swift
/// var reader = ValueReader(Tokenizer.tokenize("calc(2px * 3 + 1em)")[...])
/// try NumericParser.read(&reader)   // .length(LinearLength(points: 6, em: 1))
/// ```
package enum NumericParser {
  /// How deeply math functions may nest.
  public static let maximumDepth = 32

  /// Points per unit for the absolute units.
  static func pointsPerUnit(_ unit: String) -> Double? {
    // `px` is nearly every unit written: compared as written before anything is lowercased.
    if unit == "px" { return 1 }
    return switch unit.asciiLowercased {
    case "px", "pt": 1
    case "in": 96
    case "cm": 96 / 2.54
    case "mm": 96 / 25.4
    case "q": 96 / 101.6
    case "pc": 16
    default: nil
    }
  }

  /// Degrees per unit for angles.
  static func degreesPerUnit(_ unit: String) -> Double? {
    switch unit.asciiLowercased {
    case "deg": 1
    case "grad": 0.9
    case "rad": 180 / Double.pi
    case "turn": 360
    default: nil
    }
  }

  static func checkFinite(_ value: Double) throws(ValueError) -> Double {
    guard value.isFinite else {
      throw ValueError("the number is too large", id: .numberOutOfRange)
    }
    return value
  }

  /// A length whose every term is finite (`calc(1e200px * 1e200)` is not).
  static func checkFinite(_ length: LinearLength) throws(ValueError) -> LinearLength {
    for term in [length.points, length.percent, length.em, length.rem] where !term.isFinite {
      throw ValueError("the number is too large", id: .numberOutOfRange)
    }
    return length
  }

  /// Reads one numeric component. Throws if the next component is not numeric.
  public static func read(_ reader: inout ValueReader) throws(ValueError) -> NumericValue {
    guard let token = reader.next() else { throw ValueError("expected a number") }
    return try value(of: token, reader: &reader, depth: 0)
  }

  static func value(of token: Token, reader: inout ValueReader, depth: Int) throws(ValueError)
    -> NumericValue
  {
    switch token.kind {
    case .number:
      return .number(try checkFinite(token.number))
    case .percentage:
      return .length(LinearLength(percent: try checkFinite(token.number)))
    case .dimension:
      let number = try checkFinite(token.number)
      if let factor = pointsPerUnit(token.value) {
        return .length(LinearLength(points: try checkFinite(number * factor)))
      }
      if let length = relativeLength(number, unit: token.value.asciiLowercased) {
        return .length(length)
      }
      let units = [
        "px", "pt", "in", "cm", "mm", "q", "pc", "em", "rem", "ch", "ex", "vw", "vh", "vmin",
        "vmax", "dvh", "svh", "lvh",
      ]
      let meant = NearestName.find(token.value.asciiLowercased, among: units)
      // The unit is the token's last bytes (when written without escapes: checked by the
      // fix-it's maker).
      let unitBytes = max(token.start, token.end - token.value.utf8.count)..<token.end
      throw ValueError(
        "unknown unit '\(token.value)'" + (meant.map { " (did you mean '\($0)'?)" } ?? ""),
        suggesting: meant.map {
          ValueError.Suggestion(bytes: unitBytes, written: token.value, text: $0)
        })
    case .function where isMathFunction(token.value):
      let arguments = reader.functionArguments()
      return try math(token.value.asciiLowercased, arguments, depth: depth + 1)
    case .function where token.value.asciiCaseInsensitiveEquals("text-scale"):
      throw ValueError("text-scale() scales a length inside calc(): calc(12pt * text-scale(body))")
    default:
      throw ValueError("expected a number, found '\(TokenPrinter.text(of: token))'")
    }
  }

  /// The font size Chromium measures a font's metrics at: the size rounded down to a
  /// hundredth of a pixel (11.664px is measured at 11.66px; browser-checked at 15 sizes).
  static func metricsFontSize(_ fontSize: Double) -> Double {
    (fontSize * 100 + 1e-6).rounded(.down) / 100
  }

  /// `1ch` as Chromium's default font (Times New Roman, metric-compatible Liberation Serif)
  /// measures it: a digit is half an em, an advance Chromium keeps in 1/128 px, rounded down
  /// (`1ch` is 7.1953125px at 14.4px, not 7.2px).
  package static func chWidth(fontSize: Double) -> Double {
    (metricsFontSize(fontSize) * 64).rounded(.down) / 128
  }

  /// `1ex`: that font's x-height, 940/2048 of an em.
  package static func exHeight(fontSize: Double) -> Double {
    metricsFontSize(fontSize) * 0.458984375
  }

  /// A length in a font-relative or viewport unit. The small, large and dynamic viewport
  /// units (`svh`, `lvh`, `dvh`…) are the environment's size, which has no toolbars that come
  /// and go; `vi` and `vb` are `vw` and `vh` (horizontal writing).
  static func relativeLength(_ number: Double, unit: String) -> LinearLength? {
    switch unit {
    case "em": LinearLength(em: number)
    case "rem": LinearLength(rem: number)
    case "ch": LinearLength(expression: .ch(number))
    case "ex": LinearLength(expression: .ex(number))
    case "vw", "svw", "lvw", "dvw", "vi", "svi", "lvi", "dvi": LinearLength(vw: number)
    case "vh", "svh", "lvh", "dvh", "vb", "svb", "lvb", "dvb": LinearLength(vh: number)
    case "vmin", "svmin", "lvmin", "dvmin": LinearLength(vmin: number)
    case "vmax", "svmax", "lvmax", "dvmax": LinearLength(vmax: number)
    default: nil
    }
  }

  /// Whether `unit` is one of the viewport units (`vw`, `dvh`, `vmin`…).
  package static func isViewportUnit(_ unit: String) -> Bool {
    guard let length = relativeLength(1, unit: unit.asciiLowercased) else { return false }
    return length.dependsOnViewport
  }

  /// The math functions of CSS Values 4 §10.
  static let mathFunctions: Set<String> = [
    "calc", "min", "max", "clamp", "round", "mod", "rem", "abs", "sign", "sqrt", "pow", "hypot",
    "log", "exp", "sin", "cos", "tan", "asin", "acos", "atan", "atan2",
  ]

  static func isMathFunction(_ name: String) -> Bool {
    mathFunctions.contains(name.asciiLowercased)
  }

  /// `round(strategy, a, b)` (CSS Values 4 §10.7) of values known when the sheet is read,
  /// in double as Chromium folds them (``SteppedValue``).
  package static func round(_ strategy: String, _ a: Double, _ b: Double) -> Double {
    SteppedValue.evaluate(strategy, a, b)
  }

  /// A math function of plain numbers (or points).
  package static func apply(_ name: String, _ values: [Double]) -> Double {
    switch name {
    case "min": return values.min() ?? 0
    case "max": return values.max() ?? 0
    case "clamp": return Swift.max(values[0], Swift.min(values[1], values[2]))
    case "abs": return abs(values[0])
    case "sign": return values[0] > 0 ? 1 : values[0] < 0 ? -1 : 0
    case "mod", "rem": return SteppedValue.evaluate(name, values[0], values[1])
    case "hypot": return values.reduce(0) { $0 + $1 * $1 }.squareRoot()
    case "sqrt": return values[0].squareRoot()
    case "pow": return pow(values[0], values[1])
    case "exp": return exp(values[0])
    case "log": return values.count > 1 ? log(values[0]) / log(values[1]) : log(values[0])
    case "sin": return sin(values[0])
    case "cos": return cos(values[0])
    case "tan": return tan(values[0])
    case "asin": return asin(values[0]) * 180 / Double.pi
    case "acos": return acos(values[0]) * 180 / Double.pi
    case "atan": return atan(values[0]) * 180 / Double.pi
    case "atan2": return atan2(values[0], values[1]) * 180 / Double.pi
    default: return values.first ?? 0
    }
  }

  /// How many arguments each function takes (minimum, maximum).
  static func arity(_ name: String) -> ClosedRange<Int> {
    switch name {
    case "min", "max", "hypot": 1...Int.max
    case "clamp": 3...3
    case "mod", "rem", "pow", "atan2": 2...2
    case "log": 1...2
    default: 1...1
    }
  }

  /// `calc(sum)` and the other math functions: folded to a number or a length when their
  /// arguments are plain numbers or points; a function of relative lengths that is not a sum
  /// is kept as a ``LengthExpression``.
  static func math(_ name: String, _ arguments: ArraySlice<Token>, depth: Int) throws(ValueError)
    -> NumericValue
  {
    guard depth <= maximumDepth else {
      throw ValueError(
        "math functions nest deeper than \(maximumDepth) levels", id: .nestingTooDeep)
    }
    if name == "calc" { return try sum(arguments, depth: depth) }
    var parts = ValueReader.splitAtCommas(arguments)
    var strategy = "nearest"
    if name == "round", let first = parts.first {
      let words = ValueReader.components(first)
      if words.count == 1, let word = words[0].first, word.kind == .ident,
        ["nearest", "up", "down", "to-zero"].contains(word.value.asciiLowercased)
      {
        strategy = word.value.asciiLowercased
        parts.removeFirst()
      }
    }
    var values: [NumericValue] = []
    for part in parts {
      if ["sin", "cos", "tan"].contains(name), let angle = try? radians(part) {
        values.append(.number(angle))
        continue
      }
      values.append(try sum(part, depth: depth))
    }
    let count = name == "round" ? 1...2 : arity(name)
    guard count.contains(values.count) else {
      throw ValueError(
        "\(name)() takes \(count.lowerBound == count.upperBound ? "\(count.lowerBound)" : "at least \(count.lowerBound)") argument\(count.lowerBound == 1 && count.upperBound == 1 ? "" : "s")"
      )
    }
    let numbers = values.compactMap { if case .number(let n) = $0 { n } else { nil } }
    if numbers.count == values.count {
      let b = values.count > 1 ? numbers[1] : 1
      let result = name == "round" ? round(strategy, numbers[0], b) : apply(name, numbers)
      return .number(try checkFinite(result))
    }
    let lengths = values.compactMap { if case .length(let l) = $0 { l } else { nil } }
    guard lengths.count == values.count else {
      throw ValueError("\(name)() mixes numbers and lengths")
    }
    guard ["min", "max", "clamp", "round", "mod", "rem", "abs", "hypot"].contains(name) else {
      throw ValueError("\(name)() takes numbers, not lengths")
    }
    if name == "round" && lengths.count == 1 {
      throw ValueError(
        "round() of a length needs the interval to round to, like round(\(ValueReader.describe(arguments)), 1px)"
      )
    }
    if lengths.allSatisfy(\.isAbsolute) {
      let points = lengths.map(\.points)
      let result =
        name == "round" ? round(strategy, points[0], points[1]) : apply(name, points)
      return .length(LinearLength(points: try checkFinite(result)))
    }
    let expressions = lengths.map(Self.expression)
    if expressions.contains(where: \.containsPercentage) {
      throw ValueError("\(name)() with percentages is not supported; use calc()")
    }
    if name == "round" {
      return .length(
        LinearLength(expression: .round(strategy, expressions[0], expressions[1])))
    }
    return .length(LinearLength(expression: .function(name, expressions)))
  }

  /// A length as an expression term.
  static func expression(_ length: LinearLength) -> LengthExpression {
    length.expression ?? .length(length)
  }

  /// An argument of `sin()`, `cos()` or `tan()` that is one angle, in radians.
  static func radians(_ tokens: ArraySlice<Token>) throws(ValueError) -> Double {
    var reader = ValueReader(tokens)
    guard let token = reader.next(), token.kind == .dimension, reader.isAtEnd,
      let factor = degreesPerUnit(token.value)
    else { throw ValueError("not an angle") }
    return token.number * factor * Double.pi / 180
  }

  /// sum -> product ( ( '+' | '-' ) product )*   (whitespace required around + and -)
  static func sum(_ tokens: ArraySlice<Token>, depth: Int) throws(ValueError) -> NumericValue {
    var reader = ValueReader(tokens)
    guard !reader.isAtEnd else { throw ValueError("empty calc()") }
    var total = try product(&reader, depth: depth)
    while let token = reader.next() {
      guard token.isDelim("+") || token.isDelim("-") else {
        throw ValueError("expected '+' or '-' in calc(), found '\(TokenPrinter.text(of: token))'")
      }
      let operand = try product(&reader, depth: depth)
      let sign: Double = token.isDelim("-") ? -1 : 1
      switch (total, operand) {
      case (.number(let a), .number(let b)): total = .number(try checkFinite(a + sign * b))
      case (.length(let a), .length(let b)):
        if a.expression != nil || b.expression != nil {
          let right = sign < 0 ? LengthExpression.scaled(expression(b), -1) : expression(b)
          total = .length(LinearLength(expression: .sum(expression(a), right)))
        } else {
          total = .length(try checkFinite(a + b * sign))
        }
      default: throw ValueError("calc() cannot add a number to a length")
      }
    }
    return total
  }

  /// product -> value ( ( '*' | '/' ) value )*, where a value may be `text-scale(style)`: a
  /// factor known once the content size is (the product must then be a length).
  static func product(_ reader: inout ValueReader, depth: Int) throws(ValueError) -> NumericValue {
    var scales: [TextStyle] = []
    var result = try operand(&reader, depth: depth, scales: &scales)
    while let token = reader.peek(), token.isDelim("*") || token.isDelim("/") {
      _ = reader.next()
      let scaleCount = scales.count
      let right = try operand(&reader, depth: depth, scales: &scales)
      if scales.count > scaleCount, token.isDelim("/") {
        throw ValueError("calc() can multiply by text-scale(), not divide by it")
      }
      switch (result, right, token.value) {
      case (.number(let a), .number(let b), "*"): result = .number(try checkFinite(a * b))
      case (.length(let a), .number(let b), "*"): result = .length(try scale(a, b))
      case (.number(let a), .length(let b), "*"): result = .length(try scale(b, a))
      case (.number(let a), .number(let b), _):
        guard b != 0 else { throw ValueError("calc() divides by zero") }
        result = .number(try checkFinite(a / b))
      case (.length(let a), .number(let b), _):
        guard b != 0 else { throw ValueError("calc() divides by zero") }
        result = .length(try scale(a, 1 / b))
      default:
        throw ValueError("calc() can multiply or divide a length only by a number")
      }
    }
    guard !scales.isEmpty else { return result }
    // A unitless number is points, as everywhere in a sheet: `calc(16 * text-scale(body))`.
    let length: LinearLength
    switch result {
    case .length(let value): length = value
    case .number(let points): length = LinearLength(points: points)
    }
    var scaled = expression(length)
    for style in scales { scaled = .textScaled(scaled, style) }
    return .length(LinearLength(expression: scaled))
  }

  /// An operand of a product; `text-scale(style)` is noted in `scales` and reads as 1.
  static func operand(
    _ reader: inout ValueReader, depth: Int, scales: inout [TextStyle]
  ) throws(ValueError) -> NumericValue {
    if let token = reader.peek(), token.kind == .function,
      token.value.asciiCaseInsensitiveEquals("text-scale")
    {
      _ = reader.next()
      scales.append(try TextStyle.named(reader.functionArguments(), in: "text-scale"))
      return .number(1)
    }
    return try operand(&reader, depth: depth)
  }

  static func scale(_ length: LinearLength, _ factor: Double) throws(ValueError) -> LinearLength {
    if let expression = length.expression {
      return LinearLength(expression: .scaled(expression, factor))
    }
    return try checkFinite(length * factor)
  }

  static func operand(_ reader: inout ValueReader, depth: Int) throws(ValueError) -> NumericValue {
    guard let token = reader.next() else { throw ValueError("calc() ends too early") }
    if token.kind == .ident {
      // CSS Values 4 §10.7.1: the constants of calc().
      switch token.value.asciiLowercased {
      case "pi": return .number(Double.pi)
      case "e": return .number(M_E)
      case "infinity": return .number(.greatestFiniteMagnitude)
      case "-infinity": return .number(-.greatestFiniteMagnitude)
      default: break
      }
    }
    if token.kind == .openParen {
      guard depth < maximumDepth else {
        throw ValueError(
          "math functions nest deeper than \(maximumDepth) levels", id: .nestingTooDeep)
      }
      return try sum(reader.functionArguments(), depth: depth + 1)
    }
    return try value(of: token, reader: &reader, depth: depth)
  }

  /// Reads an angle in degrees: a number (degrees) or a dimension in deg, grad, rad, turn.
  public static func readAngle(_ reader: inout ValueReader) throws(ValueError) -> Double {
    guard let token = reader.next() else { throw ValueError("expected a hue") }
    switch token.kind {
    case .number:
      return try checkFinite(token.number)
    case .dimension:
      guard let factor = degreesPerUnit(token.value) else {
        throw ValueError("expected an angle, found '\(TokenPrinter.text(of: token))'")
      }
      return try checkFinite(token.number * factor)
    case .function where isMathFunction(token.value):
      let value = try math(token.value.asciiLowercased, reader.functionArguments(), depth: 1)
      guard case .number(let number) = value else { throw ValueError("expected an angle") }
      return number
    default:
      throw ValueError("expected a hue, found '\(TokenPrinter.text(of: token))'")
    }
  }
}
