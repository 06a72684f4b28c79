import Foundation

/// Writes JSON the way `skss` prints it: keys sorted, two-space indentation, `"key": value`,
/// empty containers as `[]` and `{}`, and strings escaped per RFC 8259.
///
/// ```swift
/// JSONWriter.write(["b": [1, 2], "a": "x"])   // "{\n  \"a\": \"x\",\n  \"b\": [1, 2]\n}\n"
/// ```
enum JSONWriter {
  static func write(_ value: Any) -> String {
    var out = ""
    append(value, indent: "", into: &out)
    return out + "\n"
  }

  private static func append(_ value: Any, indent: String, into out: inout String) {
    switch value {
    case let dictionary as [String: Any]:
      guard !dictionary.isEmpty else {
        out += "{}"
        return
      }
      out += "{\n"
      let inner = indent + "  "
      for (position, key) in dictionary.keys.sorted().enumerated() {
        out += inner + quote(key) + ": "
        append(dictionary[key]!, indent: inner, into: &out)
        out += position + 1 < dictionary.count ? ",\n" : "\n"
      }
      out += indent + "}"
    case let array as [Any]:
      guard !array.isEmpty else {
        out += "[]"
        return
      }
      if array.allSatisfy({ !($0 is [String: Any]) && !($0 is [Any]) }) {
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
      out += number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
    case is NSNull:
      out += "null"
    default:
      out += quote("\(value)")
    }
  }

  static func quote(_ string: String) -> String {
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
