#if canImport(UIKit)
import UIKit
#elseif SKINKIT_STAND_INS
import UIKitStandIn
#endif

#if canImport(UIKit) || SKINKIT_STAND_INS
import SkinKit

/// A bar's items are nodes too, children of the bar that shows them (a navigation bar's top
/// item's left and right items, a toolbar's or tab bar's items), so that
/// `NavigationBar BarButtonItem` selects them as it does the model's. UIKit's items do not
/// know their bar: an item's parent is the bar that listed it when its tree was last styled.
#if canImport(UIKit)
// swift-format-ignore: AvoidRetroactiveConformances
extension UIBarItem: @retroactive @MainActor StyleTreeNode {}
#else
extension UIBarItem: @MainActor StyleTreeNode {}
#endif

extension UIBarItem: TitleTextAttributed {
  public var styleParentNode: (any StyleTreeNode)? { UIKitTree.bar(of: self) }
  public var styleChildNodes: [any StyleTreeNode] { [] }
  public var styleClassNames: [String] { styleClasses }
  public var styleID: String? { accessibilityIdentifier }
  /// `:disabled` when not enabled.
  public var styleState: ElementState { isEnabled ? [] : .disabled }
  /// `title`, for `[title="Done"]`.
  public func styleAttribute(_ name: String) -> String? { name == "title" ? title : nil }

  /// UIKit's item classes by the model's names (`UIBarButtonItem` is `BarButtonItem`).
  public static func styleTypeName(of type: AnyClass) -> String? {
    UIKitTree.typeNames[ObjectIdentifier(type)]
  }

  /// Title colors per state and the title font (its title text attributes), and a button
  /// item's tint.
  public static var styleBindings: [StyleBinding] { UIKitBindings.barItems }

  /// The item's style classes (`.primary`). Setting them marks what the change affects, for
  /// the next update.
  public var styleClasses: [String] {
    get { StyleClassTable.classes(of: self) }
    set {
      StyleClassTable.setClasses(newValue, of: self)
      setNeedsStyleUpdate()
    }
  }

  /// The title colors per state; without its own normal one, the system tint.
  var styledTitleColors: PerState<StyleColor> {
    get { titleColors(normal: StyleColor(rgb: 0x007AFF)) }
    set { setTitleColors(newValue) }
  }

  var styledTitleFont: StyleFont? {
    get { titleFont }
    set { titleFont = newValue }
  }
}

extension UIBarButtonItem {
  var styledTintColor: StyleColor? {
    get { tintColor.map(StyleColor.init) }
    set { tintColor = newValue.map(UIColor.init) }
  }
}

#endif
