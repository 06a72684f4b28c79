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

  /// The value as compact JSON text (UTF-8), object members in key order. Written here, not
  /// by Foundation: bridging every value to Foundation's types cost a second for a large
  /// sheet's symbols.
  package var serialized: [UInt8] {
    var out: [UInt8] = []
    write(into: &out)
    return out
  }

  private func write(into out: inout [UInt8]) {
    switch self {
    case .null:
      out += "null".utf8
    case .bool(let flag):
      out += (flag ? "true" : "false").utf8
    case .number(let number):
      if let whole = integer {
        out += String(whole).utf8
      } else {
        // Swift prints a double's shortest round-tripping form, which JSON reads (`1e-05`).
        out += (number.isFinite ? "\(number)" : "0").utf8
      }
    case .string(let text):
      Self.quote(text, into: &out)
    case .array(let elements):
      out.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        element.write(into: &out)
      }
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      out.append(UInt8(ascii: "{"))
      for (index, key) in members.keys.sorted().enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        Self.quote(key, into: &out)
        out.append(UInt8(ascii: ":"))
        members[key]!.write(into: &out)
      }
      out.append(UInt8(ascii: "}"))
    }
  }

  /// A JSON string (RFC 8259 §7): quotes, backslashes and control characters escaped.
  private static func quote(_ text: String, into out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
      case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
      case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
      case 0x09: out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
      case ..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        out += [
          UInt8(ascii: "\\"), UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)],
          hex[Int(byte & 15)],
        ]
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
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
}
