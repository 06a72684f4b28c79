// UIKit's views as nodes of a styled tree. On an Apple platform with UIKit this builds against
// UIKit; on Linux against the stand-in module (StandIns/UIKit), which CI builds and tests it
// with; elsewhere (macOS without Catalyst) the module is empty.
#if canImport(UIKit)
import UIKit
#elseif SKINKIT_STAND_INS
import UIKitStandIn
#endif

#if canImport(UIKit) || SKINKIT_STAND_INS
import SkinKit

/// Every view is a node: its superview is its parent, its subviews its children (but for
/// what UIKit draws a control or a bar with: see ``styleChildNodes``), its
/// `accessibilityIdentifier` its identifier (`#save`) and ``styleClasses`` its classes. The
/// conformance is isolated to the main actor, as UIKit's views are: style a view's tree and
/// update it on the main actor (``StyleManager/automaticUpdates`` `= .mainActor` does).
#if canImport(UIKit)
// Neither type is SkinKitUIKit's (UIKit adds no such conformance): @retroactive says so.
// swift-format-ignore: AvoidRetroactiveConformances
extension UIView: @retroactive @MainActor StyleTreeNode {}
#else
extension UIView: @MainActor StyleTreeNode {}
#endif

extension UIView {
  public var styleParentNode: (any StyleTreeNode)? { UIKitTree.parent(of: self) }
  /// Its subviews — but for what UIKit draws its controls, labels and bars with, and its
  /// private views; a cell's are its content view's, a bar's its items.
  public var styleChildNodes: [any StyleTreeNode] { UIKitTree.children(of: self) }
  public var styleClassNames: [String] { styleClasses }
  public var styleID: String? { accessibilityIdentifier }
  /// A control's state (`:highlighted`, `:selected`, `:disabled`, `:focused`). UIKit tells
  /// no one when it changes: the values kept per state (a button's title colors) follow it
  /// through UIKit; for others, call `setNeedsStyleUpdate()` when the state changes.
  public var styleState: ElementState {
    (self as? UIControl).map { ElementState(controlState: $0.state) } ?? []
  }

  /// `title` (a button's normal title, a navigation bar's top item's) and `placeholder` (a
  /// text field's or search bar's), for `[title="Save"]`.
  public func styleAttribute(_ name: String) -> String? {
    switch (name, self) {
    case ("title", let button as UIButton): button.title(for: .normal)
    case ("title", let bar as UINavigationBar): bar.topItem?.title
    case ("placeholder", let field as UITextField): field.placeholder
    case ("placeholder", let bar as UISearchBar): bar.placeholder
    default: nil
    }
  }

  /// A window's environment is its traits (``SkinKit/StyleEnvironment/init(traitCollection:)``),
  /// read again when its traits change (``registerForStyleTraitChanges()``).
  public var styleRootEnvironment: StyleEnvironment? {
    self is UIWindow ? StyleEnvironment(traitCollection: traitCollection) : nil
  }

  /// UIKit's classes by the model widgets' names (`UILabel` is `Label`), so that the sheets
  /// written for the model widgets select UIKit's views; a class of the app keeps its name.
  public static func styleTypeName(of type: AnyClass) -> String? {
    UIKitTree.typeNames[ObjectIdentifier(type)]
  }

  /// The properties of UIKit's views that the model widgets mirror.
  public static var styleBindings: [StyleBinding] { UIKitBindings.views }

  /// The view's style classes (`.primary`). Setting them marks what the change affects, for
  /// the next update.
  public var styleClasses: [String] {
    get { StyleClassTable.classes(of: self) }
    set {
      StyleClassTable.setClasses(newValue, of: self)
      setNeedsStyleUpdate()
    }
  }
}

/// The style classes of views and bar items, beside them: an extension of a class it does not
/// own has no stored property. An entry whose object is gone is dropped when the table grows
/// (a new object at the same address has a reference that is not the entry's).
@MainActor enum StyleClassTable {
  final class Entry {
    weak var object: AnyObject?
    var classes: [String]

    init(_ object: AnyObject, _ classes: [String]) {
      self.object = object
      self.classes = classes
    }
  }

  static var entries: [ObjectIdentifier: Entry] = [:]

  static func classes(of object: AnyObject) -> [String] {
    guard let entry = entries[ObjectIdentifier(object)], entry.object === object else {
      return []
    }
    return entry.classes
  }

  static func setClasses(_ classes: [String], of object: AnyObject) {
    if entries.count > 64 { entries = entries.filter { $0.value.object != nil } }
    entries[ObjectIdentifier(object)] = classes.isEmpty ? nil : Entry(object, classes)
  }
}
#endif
