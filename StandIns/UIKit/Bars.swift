// The bars and bar items of the UIKit stand-in: each declaration from the page cited above it
// (see Views.swift for what a stand-in is).

import Foundation

/// https://developer.apple.com/documentation/uikit/uibarstyle
public enum UIBarStyle: Int, Sendable {
  case `default` = 0
  case black = 1
}

/// https://developer.apple.com/documentation/uikit/uinavigationbar
@MainActor open class UINavigationBar: UIView {
  /// https://developer.apple.com/documentation/uikit/uinavigationbar/bartintcolor
  open var barTintColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uinavigationbar/barstyle
  open var barStyle = UIBarStyle.default
  /// https://developer.apple.com/documentation/uikit/uinavigationbar/istranslucent
  open var isTranslucent = true
  /// https://developer.apple.com/documentation/uikit/uinavigationbar/titletextattributes
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  /// https://developer.apple.com/documentation/uikit/uinavigationbar/largetitletextattributes
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  /// https://developer.apple.com/documentation/uikit/uinavigationbar/items
  open private(set) var items: [UINavigationItem]?
  /// https://developer.apple.com/documentation/uikit/uinavigationbar/topitem
  open var topItem: UINavigationItem? { items?.last }

  /// https://developer.apple.com/documentation/uikit/uinavigationbar/setitems(_:animated:)
  open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
    self.items = items
  }
}

/// https://developer.apple.com/documentation/uikit/uinavigationitem
@MainActor open class UINavigationItem {
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/init(title:)
  public init(title: String) { self.title = title }
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/title
  open var title: String?
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitems
  open var leftBarButtonItems: [UIBarButtonItem]?
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitems
  open var rightBarButtonItems: [UIBarButtonItem]?
}

/// https://developer.apple.com/documentation/uikit/uitoolbar
@MainActor open class UIToolbar: UIView {
  /// https://developer.apple.com/documentation/uikit/uitoolbar/bartintcolor
  open var barTintColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uitoolbar/barstyle
  open var barStyle = UIBarStyle.default
  /// https://developer.apple.com/documentation/uikit/uitoolbar/istranslucent
  open var isTranslucent = true
  /// https://developer.apple.com/documentation/uikit/uitoolbar/items
  open var items: [UIBarButtonItem]?
}

/// https://developer.apple.com/documentation/uikit/uitabbar
@MainActor open class UITabBar: UIView {
  /// https://developer.apple.com/documentation/uikit/uitabbar/bartintcolor
  open var barTintColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uitabbar/barstyle
  open var barStyle = UIBarStyle.default
  /// https://developer.apple.com/documentation/uikit/uitabbar/istranslucent
  open var isTranslucent = true
  /// https://developer.apple.com/documentation/uikit/uitabbar/unselecteditemtintcolor
  open var unselectedItemTintColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uitabbar/items
  open var items: [UITabBarItem]?
  /// https://developer.apple.com/documentation/uikit/uitabbar/itemspacing
  open var itemSpacing: CGFloat = 0
  /// https://developer.apple.com/documentation/uikit/uitabbar/itemwidth
  open var itemWidth: CGFloat = 0
}

/// https://developer.apple.com/documentation/uikit/uisearchbar
@MainActor open class UISearchBar: UIView {
  /// https://developer.apple.com/documentation/uikit/uisearchbar/bartintcolor
  open var barTintColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uisearchbar/barstyle
  open var barStyle = UIBarStyle.default
  /// https://developer.apple.com/documentation/uikit/uisearchbar/istranslucent
  open var isTranslucent = true
  /// https://developer.apple.com/documentation/uikit/uisearchbar/placeholder
  open var placeholder: String?
}

/// https://developer.apple.com/documentation/uikit/uibaritem (a subclass of `NSObject`,
/// not a view)
@MainActor open class UIBarItem: NSObject {
  private var attributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  public override init() {}

  /// https://developer.apple.com/documentation/uikit/uibaritem/title
  open var title: String?
  /// https://developer.apple.com/documentation/uikit/uibaritem/image
  open var image: UIImage?
  /// https://developer.apple.com/documentation/uikit/uibaritem/isenabled
  open var isEnabled = true
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
  open var accessibilityIdentifier: String?

  /// https://developer.apple.com/documentation/uikit/uibaritem/settitletextattributes(_:for:)
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    self.attributes[state.rawValue] = attributes
  }
  /// https://developer.apple.com/documentation/uikit/uibaritem/titletextattributes(for:)
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    attributes[state.rawValue]
  }
}

/// https://developer.apple.com/documentation/uikit/uibarbuttonitem
@MainActor open class UIBarButtonItem: UIBarItem {
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/tintcolor
  open var tintColor: UIColor?
}

/// https://developer.apple.com/documentation/uikit/uitabbaritem
@MainActor open class UITabBarItem: UIBarItem {}
