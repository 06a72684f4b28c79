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

/// Every view is a node: its superview is its parent, its subviews its children, its
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
  public var styleParentNode: (any StyleTreeNode)? { superview }
  public var styleChildNodes: [any StyleTreeNode] { subviews }
  public var styleClassNames: [String] { styleClasses }
  public var styleID: String? { accessibilityIdentifier }

  /// A window's environment is its traits (``SkinKit/StyleEnvironment/init(traitCollection:)``),
  /// read again when its traits change (``registerForStyleTraitChanges()``).
  public var styleRootEnvironment: StyleEnvironment? {
    self is UIWindow ? StyleEnvironment(traitCollection: traitCollection) : nil
  }

  /// UIKit's classes by the model widgets' names (`UILabel` is `Label`), so that the sheets
  /// written for the model widgets select UIKit's views; a class of the app keeps its name.
  public static func styleTypeName(of type: AnyClass) -> String? {
    UIKitTypeNames.names[ObjectIdentifier(type)]
  }

  public static var styleBindings: [StyleBinding] {
    [
      .bind(\.backgroundColor, to: \UIView.styledBackgroundColor),
      .bind(\.alpha, to: \UIView.styledAlpha),
      .bind(\.isHidden, to: \UIView.isHidden),
      .bind(\.tintColor, to: \UIView.styledTintColor),
      .bind(\.textColor, to: \UILabel.styledTextColor),
      .bind(\.font, to: \UILabel.styledFont),
    ]
  }

  /// The view's style classes (`.primary`). Setting them marks what the change affects, for
  /// the next update.
  public var styleClasses: [String] {
    get { StyleClassTable.classes(of: self) }
    set {
      StyleClassTable.setClasses(newValue, of: self)
      setNeedsStyleUpdate()
    }
  }

  var styledBackgroundColor: StyleColor {
    get { backgroundColor.map(StyleColor.init) ?? .clear }
    set { backgroundColor = UIColor(newValue) }
  }

  var styledAlpha: Double {
    get { Double(alpha) }
    set { alpha = CGFloat(newValue) }
  }

  var styledTintColor: StyleColor {
    get { StyleColor(tintColor) }
    set { tintColor = UIColor(newValue) }
  }
}

extension UILabel {
  var styledTextColor: StyleColor {
    get { StyleColor(textColor) }
    set { textColor = UIColor(newValue) }
  }

  var styledFont: StyleFont {
    get { StyleFont(font) }
    set { font = UIFont.styled(newValue) }
  }
}

/// The sheets' names of UIKit's classes.
@MainActor enum UIKitTypeNames {
  static let names: [ObjectIdentifier: String] = [
    ObjectIdentifier(UIView.self): "View", ObjectIdentifier(UIWindow.self): "Window",
    ObjectIdentifier(UILabel.self): "Label",
    ObjectIdentifier(UITableViewCell.self): "TableViewCell",
  ]
}

/// The style classes of views, beside them: an extension of a class it does not own has no
/// stored property. An entry whose view is gone is dropped when next met (a new view at
/// the same address has a reference that is not the entry's).
@MainActor enum StyleClassTable {
  final class Entry {
    weak var view: UIView?
    var classes: [String]

    init(_ view: UIView, _ classes: [String]) {
      self.view = view
      self.classes = classes
    }
  }

  static var entries: [ObjectIdentifier: Entry] = [:]

  static func classes(of view: UIView) -> [String] {
    guard let entry = entries[ObjectIdentifier(view)], entry.view === view else { return [] }
    return entry.classes
  }

  static func setClasses(_ classes: [String], of view: UIView) {
    if entries.count > 64 { entries = entries.filter { $0.value.view != nil } }
    entries[ObjectIdentifier(view)] = classes.isEmpty ? nil : Entry(view, classes)
  }
}
#endif
