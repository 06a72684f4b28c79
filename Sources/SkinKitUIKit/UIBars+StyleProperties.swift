#if canImport(UIKit)
import UIKit
#elseif SKINKIT_STAND_INS
import UIKitStandIn
#endif

#if canImport(UIKit) || SKINKIT_STAND_INS
import SkinKit

// The bars' properties as the model's keys take them (``UIKitBindings``): a navigation bar's
// title colors and fonts are its title text attributes.

extension UINavigationBar {
  var styledBarTintColor: StyleColor? {
    get { barTintColor.map(StyleColor.init) }
    set { barTintColor = newValue.map(UIColor.init) }
  }

  var styledBarStyle: BarStyle {
    get { BarStyle(barStyle) }
    set { barStyle = UIBarStyle(newValue) }
  }

  var styledTitleColor: StyleColor? {
    get { (titleTextAttributes?[.foregroundColor] as? UIColor).map(StyleColor.init) }
    set {
      titleTextAttributes = titleTextAttributes.setting(
        .foregroundColor, newValue.map(UIColor.init))
    }
  }

  var styledTitleFont: StyleFont? {
    get { (titleTextAttributes?[.font] as? UIFont).map(StyleFont.init) }
    set { titleTextAttributes = titleTextAttributes.setting(.font, newValue.map(UIFont.styled)) }
  }

  var styledLargeTitleColor: StyleColor? {
    get { (largeTitleTextAttributes?[.foregroundColor] as? UIColor).map(StyleColor.init) }
    set {
      largeTitleTextAttributes = largeTitleTextAttributes.setting(
        .foregroundColor, newValue.map(UIColor.init))
    }
  }

  var styledLargeTitleFont: StyleFont? {
    get { (largeTitleTextAttributes?[.font] as? UIFont).map(StyleFont.init) }
    set {
      largeTitleTextAttributes = largeTitleTextAttributes.setting(
        .font, newValue.map(UIFont.styled))
    }
  }
}

extension UIToolbar {
  var styledBarTintColor: StyleColor? {
    get { barTintColor.map(StyleColor.init) }
    set { barTintColor = newValue.map(UIColor.init) }
  }

  var styledBarStyle: BarStyle {
    get { BarStyle(barStyle) }
    set { barStyle = UIBarStyle(newValue) }
  }
}

extension UITabBar {
  var styledBarTintColor: StyleColor? {
    get { barTintColor.map(StyleColor.init) }
    set { barTintColor = newValue.map(UIColor.init) }
  }

  var styledBarStyle: BarStyle {
    get { BarStyle(barStyle) }
    set { barStyle = UIBarStyle(newValue) }
  }

  var styledUnselectedItemTintColor: StyleColor? {
    get { unselectedItemTintColor.map(StyleColor.init) }
    set { unselectedItemTintColor = newValue.map(UIColor.init) }
  }

  var styledItemSpacing: Double {
    get { Double(itemSpacing) }
    set { itemSpacing = CGFloat(newValue) }
  }

  var styledItemWidth: Double {
    get { Double(itemWidth) }
    set { itemWidth = CGFloat(newValue) }
  }
}

extension UISearchBar {
  var styledBarTintColor: StyleColor? {
    get { barTintColor.map(StyleColor.init) }
    set { barTintColor = newValue.map(UIColor.init) }
  }

  var styledBarStyle: BarStyle {
    get { BarStyle(barStyle) }
    set { barStyle = UIBarStyle(newValue) }
  }
}

extension Optional where Wrapped == [NSAttributedString.Key: Any] {
  /// The attributes with `key` set to `value` (removed for `nil`; no attributes when none
  /// is left).
  func setting(_ key: NSAttributedString.Key, _ value: Any?) -> Self {
    var attributes = self ?? [:]
    attributes[key] = value
    return attributes.isEmpty ? nil : attributes
  }
}
#endif
