import SkinKitSyntax

/// The `color-scheme` property's value (CSS Color Adjustment 1 §2): `normal`, or the schemes
/// an element supports (`light`, `dark`, names of other schemes) with an optional `only`,
/// kept as a keyword of those words (`light dark`).
///
/// The scheme used for `light-dark()` follows Chromium on a page without a `color-scheme`
/// meta tag: the environment's scheme when the value lists it; otherwise the first of
/// `light` and `dark` the value lists; otherwise (`normal`, or only other names) light.
///
/// ```swift
/// ColorSchemeValue.usesDark(.keyword("light dark"), environmentIsDark: true)   // true
/// ColorSchemeValue.usesDark(.keyword("normal"), environmentIsDark: true)       // false
/// ColorSchemeValue.usesDark(.keyword("dark"), environmentIsDark: false)        // true
/// ```
package enum ColorSchemeValue {
  /// Parses `normal | [ light | dark | <custom-ident> ]+ && only?`.
  static let syntax = ValueSyntax.custom { text in
    let words = text.split(separator: " ").map { String($0).asciiLowercased }
    let schemes = words.filter { $0 != "only" }
    let onlies = words.count - schemes.count
    let valid =
      words == ["normal"]
      || (!schemes.isEmpty && onlies <= 1 && !schemes.contains("normal")
        && (onlies == 0 || words.first == "only" || words.last == "only")
        && schemes.allSatisfy { word in
          word.first.map { $0.isLetter || $0 == "-" || $0 == "_" } ?? false
        })
    guard valid else {
      throw ValueError(
        "expected normal, or light and/or dark (with an optional only), found '\(text)'")
    }
    // Serialized as Chromium does: the schemes, then `only`.
    return .keyword((schemes + (onlies == 1 ? ["only"] : [])).joined(separator: " "))
  }

  /// Whether an element whose `color-scheme` is `value` uses the dark scheme.
  package static func usesDark(_ value: StyleValue?, environmentIsDark: Bool) -> Bool {
    guard case .keyword(let text)? = value else { return false }
    let words = text.split(separator: " ")
    if words.contains(environmentIsDark ? "dark" : "light") { return environmentIsDark }
    for word in words where word == "light" || word == "dark" { return word == "dark" }
    return false
  }
}
