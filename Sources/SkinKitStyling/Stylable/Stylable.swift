import SkinKitProperties

extension Stylable {
  /// The object's style object, as `AKCascadingStyle`'s `cascadingStyle` was: assigning
  /// applies a style, reading gives it back.
  ///
  /// Assigning writes every value of the style that the object supports; on a node of a
  /// styled tree the style becomes the node's inline style (restyled at once, or with the
  /// next automatic update): it beats normal rules, loses to `!important` ones, and stays
  /// through restyles and skin switches. Assigning an empty style removes it.
  ///
  /// Reading gives a style of the class last assigned, holding the values the object has
  /// now for the properties that style set — so `object.cascadingStyle = style` is followed
  /// by `object.cascadingStyle == style` for every property the object supports, and
  /// `object.cascadingStyle as? ShadowStyle` finds a `ShadowStyle` again. Before anything is
  /// assigned, reading gives every value the object has that SkinKit knows (use
  /// ``readStyle(as:)`` for that at any time).
  ///
  /// The style read stays tied to the object: setting a value on it sets it on the object
  /// (as part of its assigned style), so a change through the property is never lost:
  ///
  /// ```swift
  /// label.cascadingStyle = TitleStyle().configured { $0.textColor = .white }
  /// label.cascadingStyle as? TitleStyle           // the class assigned
  /// label.cascadingStyle.textColor = .black       // reaches the label
  /// label.textColor                               // black
  /// ```
  public var cascadingStyle: CascadingStyle {
    get {
      let style: CascadingStyle
      if let assigned = assignedStyle {
        style = CascadingStyle.readBack(assigned, from: self)
      } else {
        style = CascadingStyle.reading(from: self)
        for type in styleNode?.styledTree?.skin.registry.styles ?? [] {
          style.merge(readStyle(as: type))
        }
      }
      style.bind(to: self)
      return style
    }
    set {
      if let tree = self as? any StyleTreeNode {
        tree.makeStyleNode().setInlineStyle(newValue)
      } else {
        ObjectRecords.record(making: self).assigned = newValue.isEmpty ? nil : newValue.copy()
        newValue.apply(to: self)
      }
    }
  }

  /// The object's values read back into a style of a given class (its
  /// ``CascadingStyle/setValues(from:)``): every value the class knows, whatever was
  /// assigned.
  ///
  /// ```swift
  /// let shadow = view.readStyle(as: ShadowStyle.self)
  /// ```
  public func readStyle<Style: CascadingStyle>(as type: Style.Type) -> Style {
    let style = type.init()
    style.setValues(from: self)
    return style
  }

  /// The style last assigned to the object (a copy of its own), if any.
  var assignedStyle: CascadingStyle? {
    if let tree = self as? any StyleTreeNode {
      return tree.existingStyleNode?.styling.inline?.style
    }
    return ObjectRecords.record(of: self)?.assigned
  }

  /// The node SkinKit styles for the object, if it is a node of a styled tree.
  private var styleNode: StyleNode? { (self as? any StyleTreeNode)?.existingStyleNode }

  /// Takes the values `changed` of a style read from the object into its assigned style,
  /// and assigns that (what setting a value through ``cascadingStyle`` does).
  func takeChanges(of style: CascadingStyle, to changed: [PropertyID]) {
    let assigned = assignedStyle?.copy() ?? type(of: style).init()
    assigned.copyValues(changed, from: style)
    cascadingStyle = assigned
  }
}
