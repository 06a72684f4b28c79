import SkinKitProperties

extension Stylable {
  /// Setting applies the style (on a node of a styled tree it becomes the node's inline
  /// style, restyled at once); getting reads back every value the object has that SkinKit
  /// knows (built-in properties and, on a styled node, those of its skin's style classes).
  public var cascadingStyle: CascadingStyle {
    get {
      let result = CascadingStyle.reading(from: self)
      for type in (self as? StyleNode)?.styledTree?.skin.registry.styles ?? [] {
        result.merge(readStyle(as: type))
      }
      return result
    }
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
    let style = type.init()
    style.setValues(from: self)
    return style
  }
}
