import SkinKit

/// Paint values (shadow lists) compared part by part: Chromium prints `rgb(…) 1px 2px 0px
/// 0px inset, …`, SkinKit the same with its colors (`#rrggbbaa`); each color is compared as
/// colors are, each length as a number, keywords and commas as text.
extension ComparableValue {
  /// Whether a property's value is compared as a list of parts.
  static func isPaint(_ property: String) -> Bool {
    property == "box-shadow" || property == "text-shadow"
  }

  /// Chromium's value split into its parts (commas kept as parts).
  static func paintParts(chromium text: String) -> [ComparableValue] {
    var parts: [ComparableValue] = []
    var word = ""
    var depth = 0
    func flush() {
      if !word.isEmpty { parts.append(ComparableValue(chromium: word, property: "color")) }
      word = ""
    }
    for character in text {
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

  /// SkinKit's computed value in the same parts.
  static func paintParts(skinKit value: StyleValue) -> [ComparableValue] {
    let (shadows, isText): ([StyleShadow], Bool)
    switch value {
    case .boxShadows(let list): (shadows, isText) = (list, false)
    case .textShadows(let list): (shadows, isText) = (list, true)
    default: return [ComparableValue(skinKit: value)]
    }
    var parts: [ComparableValue] = []
    for (index, shadow) in shadows.enumerated() {
      if index > 0 { parts.append(.text(",")) }
      parts.append(ComparableValue(skinKit: .color(shadow.color)))
      let lengths =
        isText
        ? [shadow.offsetX, shadow.offsetY, shadow.blur]
        : [shadow.offsetX, shadow.offsetY, shadow.blur, shadow.spread]
      parts += lengths.map { .number($0) }
      if shadow.inset && !isText { parts.append(.text("inset")) }
    }
    return parts
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
