import SkinKit
import SkinKitSyntax

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

  /// How deeply a message's arrays and objects may nest (a client's messages nest a few
  /// levels; the limit keeps converting a hostile one from exhausting the stack).
  package static let maximumDepth = 256

  /// Parses JSON text (RFC 8259; any value at the top) with SkinKit's JSON reader.
  package init(parsing bytes: [UInt8]) throws(ParseError) {
    let document: JSONDocument
    do {
      document = try JSONDocument.parse(
        SourceFile(path: "<message>", utf8: bytes), duplicateKeys: .kept)
    } catch {
      throw ParseError(description: "invalid JSON at byte \(error.offset): \(error.message)")
    }
    self = try JSONValue(document, at: document.root, depth: 0)
  }

  private init(_ document: JSONDocument, at index: Int, depth: Int) throws(ParseError) {
    let value = document.values[index]
    switch value.kind {
    case .null:
      self = .null
    case .bool:
      self = .bool(value.text == "true")
    case .number:
      self = .number(Double(value.text) ?? 0)
    case .string:
      self = .string(value.text)
    case .array, .object:
      guard depth < Self.maximumDepth else {
        throw ParseError(description: "the message nests deeper than \(Self.maximumDepth) levels")
      }
      if value.kind == .array {
        var elements: [JSONValue] = []
        elements.reserveCapacity(value.members.count)
        for member in value.members {
          elements.append(try JSONValue(document, at: member.value, depth: depth + 1))
        }
        self = .array(elements)
      } else {
        var members: [String: JSONValue] = [:]
        for member in value.members {
          members[member.key ?? ""] = try JSONValue(document, at: member.value, depth: depth + 1)
        }
        self = .object(members)
      }
    }
  }

  /// The value as compact JSON text (UTF-8). Written here, not by Foundation: bridging every
  /// value to Foundation's types cost a second for a large sheet's symbols.
  package var serialized: [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(256)
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
        Self.writeInteger(whole, into: &out)
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
      var first = true
      for (key, value) in members {
        if !first { out.append(UInt8(ascii: ",")) }
        first = false
        Self.quote(key, into: &out)
        out.append(UInt8(ascii: ":"))
        value.write(into: &out)
      }
      out.append(UInt8(ascii: "}"))
    }
  }

  /// A whole number's digits, written in place (no string made for each).
  private static func writeInteger(_ value: Int, into out: inout [UInt8]) {
    if value < 0 { out.append(UInt8(ascii: "-")) }
    let start = out.count
    var magnitude = value.magnitude
    repeat {
      out.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
      magnitude /= 10
    } while magnitude > 0
    out[start...].reverse()
  }

  /// A JSON string (RFC 8259 §7): quotes, backslashes and control characters escaped, runs
  /// of other bytes copied whole.
  private static func quote(_ text: String, into out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { bytes in
      var run = 0
      for index in bytes.indices {
        let byte = bytes[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
          continue
        }
        out.append(contentsOf: bytes[run..<index])
        run = index + 1
        switch byte {
        case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
        case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
        case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
        case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
        case 0x09: out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
        default:
          let hex = Array("0123456789abcdef".utf8)
          out += [
            UInt8(ascii: "\\"), UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)],
            hex[Int(byte & 15)],
          ]
        }
      }
      out.append(contentsOf: bytes[run...])
    }
    out.append(UInt8(ascii: "\""))
  }
}
