import SkinKit

/// Paint values (shadow lists, gradients) compared part by part: Chromium prints
/// `rgb(…) 1px 2px 0px 0px inset, …` or `linear-gradient(45deg, rgb(…) 10%, …)`, SkinKit the
/// same with its colors (`#rrggbbaa`); each color is compared as colors are, each dimension
/// as a number and its unit, keywords, commas and `calc()` as text.
extension ComparableValue {
  /// Whether a property's value is compared as a list of parts.
  static func isPaint(_ property: String) -> Bool {
    ["box-shadow", "text-shadow", "background-image"].contains(property)
  }

  /// A value split into its parts (a gradient's name, then its arguments' parts).
  static func paintParts(_ text: String) -> [ComparableValue] {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if let open = trimmed.firstIndex(of: "("),
      trimmed[..<open].hasSuffix("-gradient"), trimmed.hasSuffix(")")
    {
      let inner = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
      return [.text(String(trimmed[...open]))] + paintParts(String(inner)) + [.text(")")]
    }
    var parts: [ComparableValue] = []
    var word = ""
    var depth = 0
    func flush() {
      if !word.isEmpty { parts += part(word) }
      word = ""
    }
    for character in trimmed {
      switch character {
      case "(":
        depth += 1
        word.append(character)
      case ")":
        depth -= 1
        word.append(character)
      case " " where depth == 0:
        flush()
      case "," where depth == 0:
        flush()
        parts.append(.text(","))
      default:
        word.append(character)
      }
    }
    flush()
    return parts
  }

  /// One word: a color, a dimension (its number, then its unit), or text.
  private static func part(_ word: String) -> [ComparableValue] {
    if word.hasPrefix("#"), word.count == 9, let value = UInt32(word.dropFirst(), radix: 16) {
      let bytes = [24, 16, 8, 0].map { Int((value >> UInt32($0)) & 0xFF) }
      return [.color(bytes: bytes, exact: nil)]
    }
    for unit in ["px", "deg", "%"] where word.hasSuffix(unit) {
      if let number = Double(word.dropLast(unit.count)) { return [.number(number), .text(unit)] }
    }
    if word.hasPrefix("calc(") { return [.text(word)] }
    return [ComparableValue(chromium: word, property: "color")]
  }

  /// Whether two lists of parts agree part by part.
  static func agree(chromium: [ComparableValue], skinKit: [ComparableValue], tolerance: Double)
    -> Bool
  {
    chromium.count == skinKit.count
      && zip(chromium, skinKit).allSatisfy {
        agree(chromium: $0, skinKit: $1, tolerance: tolerance)
      }
  }
}
