import SkinKitSyntax

/// The text attributes of UISS and Themify (UIKit's `UITextAttribute…` and
/// `NSAttributedString.Key` names) and the `.skss` properties a title takes them as.
enum TextAttributes {
  /// A label's property for a text attribute (UISS's `UILabel` `textAttributes`): the
  /// font and the text color.
  static func labelTarget(_ key: String) -> PropertyTarget? {
    switch target(key)?.name {
    case "title-font": PropertyTarget(name: "font", kind: .font)
    case "title-color": PropertyTarget(name: "color", kind: .color)
    default: nil
    }
  }

  static func target(_ key: String) -> PropertyTarget? {
    // `NSAttributedString.Key.font` and `NSForegroundColorAttributeName` name the same thing.
    var name = key.split(separator: ".").last.map(String.init) ?? key
    if name.hasPrefix("NS") && name.hasSuffix("AttributeName") {
      name = String(name.dropFirst(2).dropLast(13))
    }
    if name.hasPrefix("UITextAttribute") { name = String(name.dropFirst(15)) }
    switch name.asciiLowercased {
    case "font": return PropertyTarget(name: "title-font", kind: .font)
    case "textcolor", "foregroundcolor": return PropertyTarget(name: "title-color", kind: .color)
    case "textshadowcolor": return PropertyTarget(name: "title-shadow-color", kind: .color)
    case "textshadowoffset": return PropertyTarget(name: "title-shadow-offset", kind: .size)
    default: return nil
    }
  }
}
