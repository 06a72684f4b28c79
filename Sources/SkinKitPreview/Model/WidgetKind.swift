import SkinKit

/// What a node draws as: the nearest built-in type in its lineage (a `Card` declared as a
/// `View` draws as a view; an unknown type draws as a plain view).
///
/// ```swift
/// WidgetKind(of: BuiltInTypes.builtIn("TableView"))   // .tableView
/// ```
package enum WidgetKind: String, Sendable, CaseIterable {
  case window, viewController, navigationController, tabBarController
  case navigationBar, tabBar, toolbar, searchBar, barButtonItem, tabBarItem
  case tableView, scrollView, tableViewCell, stackView, view
  case label, button, switchControl, slider, stepper, segmentedControl, textField
  case progressView, activityIndicator, imageView

  /// The kind of the nearest type in the lineage that draws differently.
  public init(of type: StyleType) {
    for name in type.lineage {
      if let kind = Self.byTypeName[name.string] {
        self = kind
        return
      }
    }
    self = .view
  }

  private static let byTypeName: [String: WidgetKind] = [
    "Window": .window, "ViewController": .viewController,
    "TableViewController": .viewController, "NavigationController": .navigationController,
    "TabBarController": .tabBarController, "NavigationBar": .navigationBar, "TabBar": .tabBar,
    "Toolbar": .toolbar, "SearchBar": .searchBar, "BarItem": .barButtonItem,
    "BarButtonItem": .barButtonItem, "TabBarItem": .tabBarItem, "TableView": .tableView,
    "ScrollView": .scrollView, "CollectionView": .scrollView, "TextView": .scrollView,
    "TableViewCell": .tableViewCell, "StackView": .stackView, "View": .view, "Label": .label,
    "Button": .button, "Switch": .switchControl, "Slider": .slider, "Stepper": .stepper,
    "SegmentedControl": .segmentedControl, "TextField": .textField,
    "ProgressView": .progressView, "ActivityIndicatorView": .activityIndicator,
    "ImageView": .imageView,
  ]

  /// Screens and view controllers: bars at the top and bottom, content between.
  var isScreenContainer: Bool {
    switch self {
    case .window, .viewController, .navigationController, .tabBarController: true
    default: false
    }
  }

  /// Bars a screen puts at its top edge, under the status bar.
  var isTopBar: Bool { self == .navigationBar }

  /// Bars a screen puts at its bottom edge, over the home indicator.
  var isBottomBar: Bool { self == .tabBar || self == .toolbar }

  /// Views that scroll: they fill the height they are given and do not stretch their rows.
  var scrolls: Bool { self == .tableView || self == .scrollView }

  /// Kinds that take whatever height a vertical stack has left.
  var fillsHeight: Bool { isScreenContainer || scrolls }

  /// Kinds that take whatever width a row has left (the rest keep their natural width).
  var fillsWidth: Bool {
    switch self {
    case .slider, .progressView, .textField, .searchBar, .stackView, .view, .tableView, .imageView,
      .scrollView, .label, .button, .window, .viewController, .navigationController,
      .tabBarController:
      true
    default: false
    }
  }
}
