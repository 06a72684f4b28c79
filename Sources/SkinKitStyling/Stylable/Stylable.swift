/// An object style objects can be applied to. Adopting it (through any capability protocol,
/// such as ``TextStylable``) gives the object ``cascadingStyle``: setting it applies a
/// ``CascadingStyle``, getting it reads the object's values back. No base class and no
/// Objective-C runtime: the capability protocols say what the object supports.
///
/// ```swift
/// final class Badge: TextStylable, BackgroundStylable {
///   var font = StyleFont.system(size: 12)
///   var textColor = StyleColor.black
///   var textAlignment = TextAlignment.center
///   var letterSpacing = 0.0
///   var backgroundColor = StyleColor.clear
/// }
/// let badge = Badge()
/// badge.cascadingStyle = CascadingStyle().configured { $0.textColor = .white; $0.alpha = 0.5 }
/// badge.textColor                         // white (alpha is ignored: Badge has no alpha)
/// badge.cascadingStyle.backgroundColor    // clear, read back
/// ```
public protocol Stylable: AnyObject {}

extension Stylable {
  /// Setting applies the style (on a node of a styled tree it becomes the node's inline
  /// style, restyled at once); getting reads back every value the object has that SkinKit
  /// knows (built-in properties and those of registered style classes).
  public var cascadingStyle: CascadingStyle {
    get { CascadingStyle.reading(from: self) }
    set {
      if let node = self as? StyleNode {
        node.setInlineStyle(newValue)
      } else {
        newValue.apply(to: self)
      }
    }
  }

  /// The object's values read back into a style of a given class (its ``CascadingStyle/setValues(from:)``).
  ///
  /// ```swift
  /// let shadow = view.readStyle(as: ShadowStyle.self)
  /// ```
  public func readStyle<Style: CascadingStyle>(as type: Style.Type) -> Style {
    let style = Style()
    style.setValues(from: self)
    return style
  }
}
