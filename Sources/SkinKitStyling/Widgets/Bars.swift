import SkinKitProperties
import SkinKitSelectors

/// The model of `UINavigationBar`: bar colors and its title's text attributes; its items
/// (``BarButtonItem``) are its children.
open class NavigationBar: View, BarStylable, TitleStylable, BackgroundImageStylable,
  LargeTitleStylable, BackIndicatorStylable
{
  override open class var nodeType: StyleType { .builtIn("NavigationBar") }

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
open class TabBar: View, BarStylable, TabBarStylable, TabBarLayoutStylable,
  BackgroundImageStylable
{
  override open class var nodeType: StyleType { .builtIn("TabBar") }

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
open class Toolbar: View, BarStylable, BackgroundImageStylable {
  override open class var nodeType: StyleType { .builtIn("Toolbar") }

  public var barTintColor = StyleColor.clear
  public var barStyle = BarStyle.default
  public var isTranslucent = true
  public var shadowImage: StyleImage?
  public var backgroundImage: StyleImage?

  /// Appends an item.
  public func addItem(_ item: BarItem) { addChild(item) }
}

/// The model of `UISearchBar`.
open class SearchBar: View, BarStylable, PlaceholderStylable, BackgroundImageStylable,
  SearchFieldStylable
{
  override open class var nodeType: StyleType { .builtIn("SearchBar") }

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
open class BarItem: StyleNode, StateTitleColorStylable, ImageStylable {
  override open class var nodeType: StyleType { .builtIn("BarItem") }

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
open class BarButtonItem: BarItem, TintStylable, StateBackgroundImageStylable {
  override open class var nodeType: StyleType { .builtIn("BarButtonItem") }

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
