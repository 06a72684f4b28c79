import SkinKitProperties
import SkinKitSelectors

/// The model of `UINavigationBar`: bar colors and its title's text attributes; its items
/// (``BarButtonItem``) are its children.
open class NavigationBar: View {
  override open class var nodeType: StyleType { .builtIn("NavigationBar") }

  override open class var styleBindings: [StyleBinding] {
    super.styleBindings + [
      .bind(\.barTintColor, to: \NavigationBar.barTintColor),
      .bind(\.barStyle, to: \NavigationBar.barStyle),
      .bind(\.isTranslucent, to: \NavigationBar.isTranslucent),
      .bind(\.shadowImage, to: \NavigationBar.shadowImage),
      .bind(\.titleColor, to: \NavigationBar.titleColor),
      .bind(\.titleFont, to: \NavigationBar.titleFont),
      .bind(\.backgroundImage, to: \NavigationBar.backgroundImage),
      .bind(\.largeTitleColor, to: \NavigationBar.largeTitleColor),
      .bind(\.largeTitleFont, to: \NavigationBar.largeTitleFont),
      .bind(\.backIndicatorImage, to: \NavigationBar.backIndicatorImage),
    ]
  }

  public var barTintColor = StyleColor.clear
  public var barStyle = BarStyle.default
  public var isTranslucent = true
  public var shadowImage: StyleImage?
  public var backgroundImage: StyleImage?
  public var titleColor = StyleColor.black
  public var titleFont = StyleFont.system(size: 17, weight: 600)
  public var largeTitleColor = StyleColor.black
  public var largeTitleFont = StyleFont.system(size: 34, weight: 700)
  public var backIndicatorImage: StyleImage?
  /// The title shown.
  public var title: String? {
    didSet { if title != oldValue { attributeDidChange("title") } }
  }

  override open func styleAttribute(_ name: String) -> String? {
    name == "title" ? title : super.styleAttribute(name)
  }

  /// The bar's items.
  public var items: [BarItem] { children.compactMap { $0 as? BarItem } }
  /// Appends an item.
  public func addItem(_ item: BarItem) { addChild(item) }
}

/// The model of `UITabBar`; its items (``TabBarItem``) are its children.
open class TabBar: View {
  override open class var nodeType: StyleType { .builtIn("TabBar") }

  override open class var styleBindings: [StyleBinding] {
    super.styleBindings + [
      .bind(\.barTintColor, to: \TabBar.barTintColor),
      .bind(\.barStyle, to: \TabBar.barStyle),
      .bind(\.isTranslucent, to: \TabBar.isTranslucent),
      .bind(\.shadowImage, to: \TabBar.shadowImage),
      .bind(\.selectedImageTintColor, to: \TabBar.selectedImageTintColor),
      .bind(\.unselectedItemTintColor, to: \TabBar.unselectedItemTintColor),
      .bind(\.selectionIndicatorImage, to: \TabBar.selectionIndicatorImage),
      .bind(\.itemSpacing, to: \TabBar.itemSpacing),
      .bind(\.itemWidth, to: \TabBar.itemWidth),
      .bind(\.backgroundImage, to: \TabBar.backgroundImage),
    ]
  }

  public var barTintColor = StyleColor.clear
  public var barStyle = BarStyle.default
  public var isTranslucent = true
  public var shadowImage: StyleImage?
  public var backgroundImage: StyleImage?
  public var selectedImageTintColor = StyleColor(rgb: 0x007AFF)
  public var unselectedItemTintColor = StyleColor(rgb: 0x999999)
  public var selectionIndicatorImage: StyleImage?
  public var itemSpacing = 0.0
  public var itemWidth = 0.0

  /// The bar's items.
  public var items: [TabBarItem] { children.compactMap { $0 as? TabBarItem } }
  /// Appends an item.
  public func addItem(_ item: TabBarItem) { addChild(item) }
}

/// The model of `UIToolbar`; its items are its children.
open class Toolbar: View {
  override open class var nodeType: StyleType { .builtIn("Toolbar") }

  override open class var styleBindings: [StyleBinding] {
    super.styleBindings + [
      .bind(\.barTintColor, to: \Toolbar.barTintColor),
      .bind(\.barStyle, to: \Toolbar.barStyle),
      .bind(\.isTranslucent, to: \Toolbar.isTranslucent),
      .bind(\.shadowImage, to: \Toolbar.shadowImage),
      .bind(\.backgroundImage, to: \Toolbar.backgroundImage),
    ]
  }

  public var barTintColor = StyleColor.clear
  public var barStyle = BarStyle.default
  public var isTranslucent = true
  public var shadowImage: StyleImage?
  public var backgroundImage: StyleImage?

  /// Appends an item.
  public func addItem(_ item: BarItem) { addChild(item) }
}

/// The model of `UISearchBar`.
open class SearchBar: View {
  override open class var nodeType: StyleType { .builtIn("SearchBar") }

  override open class var styleBindings: [StyleBinding] {
    super.styleBindings + [
      .bind(\.barTintColor, to: \SearchBar.barTintColor),
      .bind(\.barStyle, to: \SearchBar.barStyle),
      .bind(\.isTranslucent, to: \SearchBar.isTranslucent),
      .bind(\.shadowImage, to: \SearchBar.shadowImage),
      .bind(\.placeholderColor, to: \SearchBar.placeholderColor),
      .bind(\.backgroundImage, to: \SearchBar.backgroundImage),
      .bind(\.searchFieldBackgroundImage, to: \SearchBar.searchFieldBackgroundImage),
    ]
  }

  public var barTintColor = StyleColor.clear
  public var barStyle = BarStyle.default
  public var isTranslucent = true
  public var shadowImage: StyleImage?
  public var backgroundImage: StyleImage?
  public var placeholderColor = StyleColor(rgba: 0x3C3C_434C)
  public var searchFieldBackgroundImage: StyleImage?
  public var placeholder: String? {
    didSet { if placeholder != oldValue { attributeDidChange("placeholder") } }
  }

  override open func styleAttribute(_ name: String) -> String? {
    name == "placeholder" ? placeholder : super.styleAttribute(name)
  }
}

/// The model of `UIBarItem`: not a view (as in UIKit), but a node of the tree, so
/// `NavigationBar BarButtonItem` selects it. Its title text attributes (color per state,
/// font), image and tint are style properties; `title` is the `title` attribute.
open class BarItem: StyleNode {
  override open class var nodeType: StyleType { .builtIn("BarItem") }

  override open class var styleBindings: [StyleBinding] {
    super.styleBindings + [
      .bind(\.titleColor, to: \BarItem.titleColor),
      .bind(\.titleFont, to: \BarItem.titleFont),
      .bind(\.titleColor, perState: \BarItem.titleColors),
      .bind(\.image, to: \BarItem.image),
    ]
  }

  public var titleColors = PerState(StyleColor(rgb: 0x007AFF))
  public var titleFont = StyleFont.system(size: 17)
  public var image: StyleImage?
  public var title: String? {
    didSet { if title != oldValue { attributeDidChange("title") } }
  }

  /// An item titled `title`.
  public convenience init(title: String?, classes: [String] = [], identifier: String? = nil) {
    self.init(classes: classes, identifier: identifier)
    self.title = title
  }

  override open func styleAttribute(_ name: String) -> String? {
    name == "title" ? title : super.styleAttribute(name)
  }

  public var titleColor: StyleColor {
    get { titleColors.normal }
    set { titleColors.normal = newValue }
  }
  /// The title color shown in a state.
  public func titleColor(for state: ElementState) -> StyleColor { titleColors[state] }

  /// Not `:disabled`.
  public var isEnabled: Bool {
    get { !state.contains(.disabled) }
    set { if newValue { state.remove(.disabled) } else { state.insert(.disabled) } }
  }
}

/// The model of `UIBarButtonItem`: a tint and a background image per state besides.
open class BarButtonItem: BarItem {
  override open class var nodeType: StyleType { .builtIn("BarButtonItem") }

  override open class var styleBindings: [StyleBinding] {
    super.styleBindings + [
      .bind(\.tintColor, to: \BarButtonItem.tintColor),
      .bind(\.backgroundImage, to: \BarButtonItem.backgroundImage),
      .bind(\.backgroundImage, perState: \BarButtonItem.backgroundImages),
    ]
  }

  public var tintColor = StyleColor(rgb: 0x007AFF)
  public var backgroundImages = PerState<StyleImage?>(nil)
  public var backgroundImage: StyleImage? {
    get { backgroundImages.normal }
    set { backgroundImages.normal = newValue }
  }
}

/// The model of `UITabBarItem`.
open class TabBarItem: BarItem {
  override open class var nodeType: StyleType { .builtIn("TabBarItem") }
}
