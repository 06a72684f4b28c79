import Foundation
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
      switch token.value.asciiLowercased {
      case "em": return .length(LinearLength(em: number))
      case "rem": return .length(LinearLength(rem: number))
      default: throw ValueError("unknown unit '\(token.value)'")
      }
    case .function where isMathFunction(token.value):
      let arguments = reader.functionArguments()
      return try math(token.value.asciiLowercased, arguments, depth: depth + 1)
    default:
      throw ValueError("expected a number, found '\(TokenPrinter.text(of: token))'")
    }
  }

  static func isMathFunction(_ name: String) -> Bool {
    ["calc", "min", "max", "clamp"].contains(name.asciiLowercased)
  }

  /// `calc(sum)`, `min(sum, …)`, `max(sum, …)`, `clamp(min, value, max)`.
  static func math(_ name: String, _ arguments: ArraySlice<Token>, depth: Int) throws(ValueError)
    -> NumericValue
  {
    guard depth <= maximumDepth else {
      throw ValueError(
        "math functions nest deeper than \(maximumDepth) levels", id: .nestingTooDeep)
    }
    if name == "calc" { return try sum(arguments, depth: depth) }
    let parts = ValueReader.splitAtCommas(arguments)
    var values: [NumericValue] = []
    for part in parts { values.append(try sum(part, depth: depth)) }
    guard !values.isEmpty, !(name == "clamp" && values.count != 3) else {
      throw ValueError(
        "\(name)() needs \(name == "clamp" ? "three" : "at least one") argument\(name == "clamp" ? "s" : "")"
      )
    }
    // Fold when every argument is a plain number or plain points.
    var numbers: [Double] = []
    var isLength = false
    for (index, value) in values.enumerated() {
      switch value {
      case .number(let number):
        if index > 0 && isLength { throw ValueError("\(name)() mixes numbers and lengths") }
        numbers.append(number)
      case .length(let length):
        if index > 0 && !isLength { throw ValueError("\(name)() mixes numbers and lengths") }
        isLength = true
        guard length.isAbsolute else {
          throw ValueError("\(name)() with %, em or rem is not supported; use calc()")
        }
        numbers.append(length.points)
      }
    }
    let result: Double
    switch name {
    case "min": result = numbers.min() ?? 0
    case "max": result = numbers.max() ?? 0
    default: result = max(numbers[0], min(numbers[1], numbers[2]))
    }
    return isLength ? .length(LinearLength(points: result)) : .number(result)
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
      case (.length(let a), .length(let b)): total = .length(try checkFinite(a + b * sign))
      default: throw ValueError("calc() cannot add a number to a length")
      }
    }
    return total
  }

  /// product -> value ( ( '*' | '/' ) value )*
  static func product(_ reader: inout ValueReader, depth: Int) throws(ValueError) -> NumericValue {
    var result = try operand(&reader, depth: depth)
    while let token = reader.peek(), token.isDelim("*") || token.isDelim("/") {
      _ = reader.next()
      let right = try operand(&reader, depth: depth)
      switch (result, right, token.value) {
      case (.number(let a), .number(let b), "*"): result = .number(try checkFinite(a * b))
      case (.length(let a), .number(let b), "*"): result = .length(try checkFinite(a * b))
      case (.number(let a), .length(let b), "*"): result = .length(try checkFinite(b * a))
      case (.number(let a), .number(let b), _):
        guard b != 0 else { throw ValueError("calc() divides by zero") }
        result = .number(try checkFinite(a / b))
      case (.length(let a), .number(let b), _):
        guard b != 0 else { throw ValueError("calc() divides by zero") }
        result = .length(try checkFinite(a * (1 / b)))
      default:
        throw ValueError("calc() can multiply or divide a length only by a number")
      }
    }
    return result
  }

  static func operand(_ reader: inout ValueReader, depth: Int) throws(ValueError) -> NumericValue {
    guard let token = reader.next() else { throw ValueError("calc() ends too early") }
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
