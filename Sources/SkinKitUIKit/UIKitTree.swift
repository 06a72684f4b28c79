#if canImport(UIKit)
import UIKit
#elseif SKINKIT_STAND_INS
import UIKitStandIn
#endif

#if canImport(UIKit) || SKINKIT_STAND_INS
import SkinKit

/// Where UIKit's views and bar items are in a styled tree, and the names sheets give them.
///
/// A view's children are its subviews but for what UIKit draws a view with: the subviews of
/// UIKit's controls, labels, image views, bars and text views (a button's title label, a
/// bar's background) are theirs, not the app's, and private views (`_UIBarBackground`) are
/// never nodes. A cell's children are its content view's subviews, so that
/// `TableViewCell > Label` selects a cell's label as it does a model cell's. A bar's children
/// are its items (a navigation bar's: its top item's left and right items).
@MainActor enum UIKitTree {
  /// The sheets' names of UIKit's classes: the model widgets' (`UILabel` is `Label`).
  static let typeNames: [ObjectIdentifier: String] = [
    ObjectIdentifier(UIView.self): "View", ObjectIdentifier(UIWindow.self): "Window",
    ObjectIdentifier(UILabel.self): "Label", ObjectIdentifier(UIImageView.self): "ImageView",
    ObjectIdentifier(UIStackView.self): "StackView",
    ObjectIdentifier(UIProgressView.self): "ProgressView",
    ObjectIdentifier(UIScrollView.self): "ScrollView",
    ObjectIdentifier(UITableView.self): "TableView",
    ObjectIdentifier(UITableViewCell.self): "TableViewCell",
    ObjectIdentifier(UITextField.self): "TextField", ObjectIdentifier(UITextView.self): "TextView",
    ObjectIdentifier(UIControl.self): "Control", ObjectIdentifier(UIButton.self): "Button",
    ObjectIdentifier(UISwitch.self): "Switch", ObjectIdentifier(UISlider.self): "Slider",
    ObjectIdentifier(UISegmentedControl.self): "SegmentedControl",
    ObjectIdentifier(UINavigationBar.self): "NavigationBar",
    ObjectIdentifier(UIToolbar.self): "Toolbar", ObjectIdentifier(UITabBar.self): "TabBar",
    ObjectIdentifier(UISearchBar.self): "SearchBar",
    ObjectIdentifier(UIBarItem.self): "BarItem",
    ObjectIdentifier(UIBarButtonItem.self): "BarButtonItem",
    ObjectIdentifier(UITabBarItem.self): "TabBarItem",
  ]

  /// The styled children of `view`.
  static func children(of view: UIView) -> [any StyleTreeNode] {
    if let items = items(of: view) {
      if itemBars.count > 64 { itemBars = itemBars.filter { $0.value.item != nil } }
      for item in items { itemBars[ObjectIdentifier(item)] = ItemEntry(item, view) }
      return items
    }
    if drawsItsOwnSubviews(view) { return [] }
    if let cell = view as? UITableViewCell {
      let content = cell.contentView
      return (content.subviews + cell.subviews.filter { $0 !== content }).filter(isNode)
    }
    return view.subviews.filter(isNode)
  }

  /// The styled parent of `view`: its superview, or the cell whose content view that is.
  static func parent(of view: UIView) -> UIView? {
    guard let superview = view.superview else { return nil }
    if let cell = superview.superview as? UITableViewCell, cell.contentView === superview {
      return cell
    }
    return superview
  }

  /// The bar that showed `item` when it was last styled.
  static func bar(of item: UIBarItem) -> UIView? {
    guard let entry = itemBars[ObjectIdentifier(item)], entry.item === item else { return nil }
    return entry.bar
  }

  /// The items a bar shows, or `nil` for a view that is not a bar.
  private static func items(of view: UIView) -> [UIBarItem]? {
    switch view {
    case let bar as UINavigationBar:
      (bar.topItem?.leftBarButtonItems ?? []) + (bar.topItem?.rightBarButtonItems ?? [])
    case let bar as UIToolbar: bar.items ?? []
    case let bar as UITabBar: bar.items ?? []
    default: nil
    }
  }

  /// Whether `view`'s subviews are UIKit's drawing of it.
  private static func drawsItsOwnSubviews(_ view: UIView) -> Bool {
    view is UIButton || view is UISwitch || view is UISlider || view is UISegmentedControl
      || view is UITextField || view is UILabel || view is UIImageView
      || view is UIProgressView || view is UISearchBar || view is UITextView
  }

  /// Whether a subview is a node: not one of UIKit's private classes (`_UI…`).
  private static func isNode(_ view: UIView) -> Bool {
    let type = ObjectIdentifier(type(of: view))
    if let known = privateClasses[type] { return !known }
    let isPrivate = String(describing: Swift.type(of: view)).hasPrefix("_")
    privateClasses[type] = isPrivate
    return !isPrivate
  }

  private static var privateClasses: [ObjectIdentifier: Bool] = [:]
  /// Each item's bar, beside it: UIKit's items do not know their bar. An entry whose item is
  /// gone is dropped when the table grows (a new item at the same address is not the entry's).
  private static var itemBars: [ObjectIdentifier: ItemEntry] = [:]

  final class ItemEntry {
    weak var item: UIBarItem?
    weak var bar: UIView?
    init(_ item: UIBarItem, _ bar: UIView) {
      self.item = item
      self.bar = bar
    }
  }
}
#endif
