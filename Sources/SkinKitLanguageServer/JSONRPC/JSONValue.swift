import Foundation

/// A JSON value, as JSON-RPC messages carry them: what the server reads from a client and
/// writes back, `Sendable` and comparable (tests compare whole results).
///
/// ```swift
/// let value = try JSONValue(parsing: Array(#"{"id": 1, "method": "shutdown"}"#.utf8))
/// value["method"]?.string   // "shutdown"
/// value["id"]               // .number(1)
/// ```
package enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// A member of an object (`nil` for other values and missing keys).
  package subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  /// An element of an array (`nil` out of range and for other values).
  package subscript(index: Int) -> JSONValue? {
    if case .array(let elements) = self, elements.indices.contains(index) {
      return elements[index]
    }
    return nil
  }

  /// The string, if this is one.
  package var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The number, if this is one.
  package var number: Double? {
    if case .number(let number) = self { return number }
    return nil
  }

  /// The number as an integer, if this is a whole number.
  package var integer: Int? {
    guard case .number(let number) = self, number == number.rounded(), abs(number) < 1e15 else {
      return nil
    }
    return Int(number)
  }

  /// The flag, if this is a boolean.
  package var bool: Bool? {
    if case .bool(let flag) = self { return flag }
    return nil
  }

  /// The elements, if this is an array.
  package var array: [JSONValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  /// The members, if this is an object.
  package var object: [String: JSONValue]? {
    if case .object(let members) = self { return members }
    return nil
  }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
  package init(stringLiteral value: String) { self = .string(value) }
  package init(integerLiteral value: Int) { self = .number(Double(value)) }
  package init(floatLiteral value: Double) { self = .number(value) }
  package init(booleanLiteral value: Bool) { self = .bool(value) }
  package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  package init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
  package init(nilLiteral: ()) { self = .null }

  /// A whole number.
  package init(_ value: Int) { self = .number(Double(value)) }
}

// MARK: Text

extension JSONValue {
  /// Why a text is not JSON.
  package struct ParseError: Error, Sendable, CustomStringConvertible {
    package var description: String
  }

  /// Parses JSON text (RFC 8259; any value at the top).
  package init(parsing bytes: [UInt8]) throws(ParseError) {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    } catch {
      throw ParseError(description: "invalid JSON: \(error.localizedDescription)")
    }
    self = JSONValue(foundation: object)
  }

  /// The value as compact JSON text (UTF-8).
  package var serialized: [UInt8] {
    // A fragment (a string or number at the top) is written inside an array, then taken out.
    let data =
      (try? JSONSerialization.data(
        withJSONObject: [foundationObject], options: [.withoutEscapingSlashes]))
      ?? Data("[null]".utf8)
    return Array(data.dropFirst().dropLast())
  }

  private init(foundation object: Any) {
    switch object {
    case let text as String:
      self = .string(text)
    case let number as NSNumber:
      // Foundation reads `true` and `false` as numbers of type char ("c"), which no JSON
      // number is read as.
      if String(cString: number.objCType) == "c" {
        self = .bool(number.boolValue)
      } else {
        self = .number(number.doubleValue)
      }
    case let elements as [Any]:
      self = .array(elements.map(JSONValue.init(foundation:)))
    case let members as [String: Any]:
      self = .object(members.mapValues(JSONValue.init(foundation:)))
    default:
      self = .null
    }
  }

  private var foundationObject: Any {
    switch self {
    case .null: return NSNull()
    case .bool(let flag): return NSNumber(value: flag)
    case .number(let number):
      if let whole = integer { return NSNumber(value: whole) }
      return NSNumber(value: number.isFinite ? number : 0)
    case .string(let text): return text
    case .array(let elements): return elements.map(\.foundationObject)
    case .object(let members): return members.mapValues(\.foundationObject)
    }
  }
}
