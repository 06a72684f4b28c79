import Foundation

/// Writes JSON the way SkinKit prints it: two-space indentation, `"key": value`, empty
/// containers as `[]` and `{}`, strings escaped per RFC 8259. A dictionary's keys are sorted;
/// an ``Object`` keeps its keys in the order given (a design tokens file keeps the order of
/// its tokens).
///
/// ```swift
/// JSONWriter.write(["b": [1, 2], "a": "x"])   // "{\n  \"a\": \"x\",\n  \"b\": [1, 2]\n}\n"
/// JSONWriter.write(JSONWriter.Object([("b", 1), ("a", 2)]))   // "{\n  \"b\": 1,\n  \"a\": 2\n}\n"
/// ```
package enum JSONWriter {
  /// A JSON object whose keys keep the order they were added in.
  package struct Object {
    package var entries: [(key: String, value: Any)]

    package init(_ entries: [(key: String, value: Any)] = []) { self.entries = entries }

    package mutating func append(_ key: String, _ value: Any) { entries.append((key, value)) }
  }

  package static func write(_ value: Any) -> String {
    var out = ""
    append(value, indent: "", into: &out)
    return out + "\n"
  }

  private static func append(_ value: Any, indent: String, into out: inout String) {
    switch value {
    case let dictionary as [String: Any]:
      append(
        Object(dictionary.keys.sorted().map { ($0, dictionary[$0]!) }), indent: indent, into: &out)
    case let object as Object:
      guard !object.entries.isEmpty else {
        out += "{}"
        return
      }
      out += "{\n"
      let inner = indent + "  "
      for (position, entry) in object.entries.enumerated() {
        out += inner + quote(entry.key) + ": "
        append(entry.value, indent: inner, into: &out)
        out += position + 1 < object.entries.count ? ",\n" : "\n"
      }
      out += indent + "}"
    case let array as [Any]:
      guard !array.isEmpty else {
        out += "[]"
        return
      }
      if array.allSatisfy({ !($0 is [String: Any]) && !($0 is [Any]) && !($0 is Object) }) {
        out += "["
        for (position, element) in array.enumerated() {
          append(element, indent: indent, into: &out)
          if position + 1 < array.count { out += ", " }
        }
        out += "]"
        return
      }
      out += "[\n"
      let inner = indent + "  "
      for (position, element) in array.enumerated() {
        out += inner
        append(element, indent: inner, into: &out)
        out += position + 1 < array.count ? ",\n" : "\n"
      }
      out += indent + "]"
    case let string as String:
      out += quote(string)
    case let flag as Bool:
      out += flag ? "true" : "false"
    case let number as Int:
      out += String(number)
    case let number as Double:
      out += Self.number(number)
    case is NSNull:
      out += "null"
    default:
      out += quote("\(value)")
    }
  }

  /// A finite number as JSON: whole numbers without a fraction, others in the shortest form
  /// that reads back as the same `Double`.
  package static func number(_ number: Double) -> String {
    number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
  }

  package static func quote(_ string: String) -> String {
    var out = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          out += String(format: "\\u%04x", scalar.value)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
