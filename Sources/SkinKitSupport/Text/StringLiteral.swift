/// Text written as a double-quoted string literal of one of the languages SkinKit writes:
/// the one place strings are escaped for output.
///
/// Every language escapes `"` and `\` with a backslash; they differ in control characters:
///
/// | language | newline | tab, carriage return | other controls      |
/// |----------|---------|----------------------|---------------------|
/// | `css`    | `\a `   | `\9 `, `\d `         | `\1f ` (hex, space) |
/// | `json`   | `\n`    | `\t`, `\r`           | `\u001f`            |
/// | `swift`  | `\n`    | `\t`, `\r`           | `\u{1f}`            |
///
/// CSS and Swift escape DEL (U+007F) as a control character; JSON (RFC 8259 §7) leaves it.
///
/// ```swift
/// StringLiteral.quoted("say \"hi\"\n", in: .css)    // "say \"hi\"\a "
/// StringLiteral.quoted("say \"hi\"\n", in: .json)   // "say \"hi\"\n"
/// ```
package enum StringLiteral {
  /// The language a literal is written in.
  package enum Language: Sendable {
    /// A CSS `<string>` (CSS Syntax §4.3.5, CSSOM's "serialize a string").
    case css
    /// A JSON string (RFC 8259 §7).
    case json
    /// A Swift string literal.
    case swift
  }

  /// `text` in double quotes, escaped for `language`.
  package static func quoted(_ text: String, in language: Language) -> String {
    var out = "\""
    out.unicodeScalars.reserveCapacity(text.utf8.count + 2)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n" where language != .css: out += "\\n"
      case "\r" where language != .css: out += "\\r"
      case "\t" where language != .css: out += "\\t"
      default:
        let value = scalar.value
        guard value < 0x20 || (value == 0x7F && language != .json) else {
          out.unicodeScalars.append(scalar)
          continue
        }
        let hex = String(value, radix: 16)
        switch language {
        case .css: out += "\\" + hex + " "
        case .json: out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        case .swift: out += "\\u{" + hex + "}"
        }
      }
    }
    out += "\""
    return out
  }
}
