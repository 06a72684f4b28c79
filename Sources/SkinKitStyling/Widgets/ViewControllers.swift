import SkinKitSelectors

/// The model of `UIViewController`: not a view, but a container node, so containment
/// selectors can name it (`NavigationController Button`, UIAppearance's
/// `whenContainedInInstancesOf:`). Its ``view`` is its first child; child controllers follow.
///
/// ```swift
/// let settings = ViewController(classes: ["settings"])
/// settings.view = TableView()
/// let navigation = NavigationController(rootViewController: settings)
/// window.addChild(navigation)
/// ```
open class ViewController: StyleNode {
  override open class var nodeType: StyleType { .builtIn("ViewController") }

  /// The controller's view (its first child).
  public var view: View? {
    get { children.first as? View }
    set {
      if let current = children.first as? View, current !== newValue { current.removeFromParent() }
      if let newValue { insertChild(newValue, at: 0) }
    }
  }

  /// The child controllers.
  public var childControllers: [ViewController] { children.compactMap { $0 as? ViewController } }

  /// Adds a child controller.
  public func addChildController(_ controller: ViewController) { addChild(controller) }
}

/// The model of `UINavigationController`: a view holding the navigation bar, and the
/// pushed controllers as children.
open class NavigationController: ViewController {
  override open class var nodeType: StyleType { .builtIn("NavigationController") }

  /// The bar (in the controller's view).
  public let navigationBar = NavigationBar()

  /// A navigation controller showing `rootViewController`.
  public convenience init(
    rootViewController: ViewController, classes: [String] = [], identifier: String? = nil
  ) {
    self.init(classes: classes, identifier: identifier)
    let container = View()
    container.addSubview(navigationBar)
    view = container
    pushViewController(rootViewController)
  }

  /// Pushes a controller (it becomes the last child).
  public func pushViewController(_ controller: ViewController) { addChild(controller) }
}

/// The model of `UITabBarController`: a view holding the tab bar, and its controllers as
/// children.
open class TabBarController: ViewController {
  override open class var nodeType: StyleType { .builtIn("TabBarController") }

  /// The bar (in the controller's view).
  public let tabBar = TabBar()

  /// A tab bar controller showing `viewControllers`.
  public convenience init(
    viewControllers: [ViewController], classes: [String] = [], identifier: String? = nil
  ) {
    self.init(classes: classes, identifier: identifier)
    let container = View()
    container.addSubview(tabBar)
    view = container
    for controller in viewControllers { addChild(controller) }
  }
}

/// The model of `UITableViewController`: its view is a table view.
open class TableViewController: ViewController {
  override open class var nodeType: StyleType { .builtIn("TableViewController") }

  /// The table (the controller's view).
  public var tableView: TableView? { view as? TableView }

  /// A controller whose view is a new table view.
  override public init(classes: [String] = [], identifier: String? = nil) {
    super.init(classes: classes, identifier: identifier)
    view = TableView()
  }
}
