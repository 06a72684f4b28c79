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
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 2)
    append(text, in: language, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends `text` in double quotes, escaped for `language`, to UTF-8 bytes. Every byte
  /// that needs an escape is ASCII, so runs of other bytes are copied whole.
  package static func append(_ text: String, in language: Language, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { bytes in
      var run = 0
      for index in bytes.indices {
        let byte = bytes[index]
        guard
          byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
            || (byte == 0x7F && language != .json)
        else { continue }
        out.append(contentsOf: bytes[run..<index])
        run = index + 1
        escape(byte, in: language, to: &out)
      }
      out.append(contentsOf: bytes[run...])
    }
    out.append(UInt8(ascii: "\""))
  }

  private static func escape(_ byte: UInt8, in language: Language, to out: inout [UInt8]) {
    let backslash = UInt8(ascii: "\\")
    switch (byte, language) {
    case (UInt8(ascii: "\""), _), (backslash, _): out += [backslash, byte]
    case (0x0A, .json), (0x0A, .swift): out += [backslash, UInt8(ascii: "n")]
    case (0x0D, .json), (0x0D, .swift): out += [backslash, UInt8(ascii: "r")]
    case (0x09, .json), (0x09, .swift): out += [backslash, UInt8(ascii: "t")]
    case (_, .css): out += [backslash] + hex(byte) + [UInt8(ascii: " ")]
    case (_, .json): out += [backslash, UInt8(ascii: "u"), 0x30, 0x30] + hex(byte, digits: 2)
    case (_, .swift):
      out += [backslash, UInt8(ascii: "u"), UInt8(ascii: "{")] + hex(byte) + [UInt8(ascii: "}")]
    }
  }

  /// Lowercase hexadecimal digits of `byte`: as few as it needs, or `digits`.
  private static func hex(_ byte: UInt8, digits: Int = 1) -> [UInt8] {
    let alphabet = Array("0123456789abcdef".utf8)
    let high = alphabet[Int(byte >> 4)]
    let low = alphabet[Int(byte & 15)]
    return byte >= 16 || digits == 2 ? [high, low] : [low]
  }
}
