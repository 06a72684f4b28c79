extension String {
  /// `backgroundImage` → `background-image` (UIKit's camel case to `.skss` kebab case).
  package var kebabCased: String {
    var out = ""
    for character in self {
      if character.isUppercase, !out.isEmpty, out.last != "-" {
        out += "-"
      }
      out += character.lowercased()
    }
    return out
  }

  /// `light-gray` → `lightGray` (kebab case to camel case: each word after the first
  /// capitalized, the first kept as it is).
  package var camelCased: String {
    let words = split(separator: "-")
    guard let first = words.first else { return self }
    return String(first)
      + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }
}
