/// A sheet's name (a class, an id, a custom property without its `--`) as a Swift member
/// name: lowerCamelCase over the name's `-`-separated words, `_` before a leading digit,
/// backticks around a keyword, and each character Swift names cannot hold as `u` and its
/// hexadecimal code (so that every name has one, and only its own).
///
/// ```swift
/// SwiftIdentifier.member(for: "btn--primary")   // "btnPrimary"
/// SwiftIdentifier.member(for: "2col")           // "_2col"
/// SwiftIdentifier.member(for: "default")        // "`default`"
/// SwiftIdentifier.member(for: "-webkit-x")      // "webkitX"
/// ```
package enum SwiftIdentifier {
  package static func member(for name: String) -> String {
    var result = ""
    var capitalizeNext = false
    for scalar in name.unicodeScalars {
      if scalar == "-" {
        capitalizeNext = !result.isEmpty
        continue
      }
      var word = String(scalar)
      if !(isASCIILetter(scalar) || isASCIIDigit(scalar) || scalar == "_") {
        word = "u" + String(scalar.value, radix: 16, uppercase: true)
      }
      if result.isEmpty {
        word = word.prefix(1).lowercased() + word.dropFirst()
      } else if capitalizeNext {
        word = word.prefix(1).uppercased() + word.dropFirst()
      }
      result += word
      capitalizeNext = false
    }
    if result.isEmpty || result.allSatisfy({ $0 == "_" }) {
      // Nothing Swift can name (`-`, `_`): the name's characters by their codes.
      result =
        "u"
        + name.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }
        .joined(separator: "U")
    }
    if let first = result.unicodeScalars.first, isASCIIDigit(first) { result = "_" + result }
    if reservedMembers.contains(result) { return result + "_" }
    return keywords.contains(result) ? "`\(result)`" : result
  }

  /// Words Swift reserves, which a member may be named with only in backticks.
  static let keywords: Set<String> = [
    "associatedtype", "borrowing", "break", "case", "catch", "class", "consuming", "continue",
    "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
    "fileprivate", "for", "func", "guard", "if", "import", "in", "inout", "internal", "is",
    "let", "nil", "open", "operator", "precedencegroup", "private", "protocol", "public",
    "repeat", "rethrows", "return", "static", "struct", "subscript", "super", "switch", "throw",
    "throws", "true", "try", "typealias", "var", "where", "while", "as", "await", "any", "some",
  ]

  /// Names that even in backticks mean something else after a type's `.` (`Classes.self` is
  /// the type itself, `Classes.init` its initializer): such a member gets a trailing `_`.
  static let reservedMembers: Set<String> = ["self", "init", "deinit", "subscript"]

  static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value >= 0x41 && scalar.value <= 0x5A) || (scalar.value >= 0x61 && scalar.value <= 0x7A)
  }

  static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x30 && scalar.value <= 0x39
  }
}
