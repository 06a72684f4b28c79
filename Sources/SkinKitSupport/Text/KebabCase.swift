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
}
