import SkinKitSelectors

/// The model widget classes by their type names: what a tree file's `"Button"` node is made of.
///
/// ```swift
/// ModelWidgets.make("UIButton")?.styleType.lineageDescription   // "Button ← Control ← View"
/// ModelWidgets.make("Card")                                       // nil: not built in
/// ```
package enum ModelWidgets {
  private static let factories: [String: @Sendable () -> StyleNode] = [
    "View": { View() }, "Window": { Window() }, "Label": { Label() },
    "ImageView": { ImageView() }, "StackView": { StackView() }, "ScrollView": { ScrollView() },
    "TableView": { TableView() }, "CollectionView": { CollectionView() },
    "TextView": { TextView() }, "Control": { Control() }, "Button": { Button() },
    "Switch": { Switch() }, "Slider": { Slider() }, "Stepper": { Stepper() },
    "SegmentedControl": { SegmentedControl() }, "TextField": { TextField() },
    "NavigationBar": { NavigationBar() }, "TabBar": { TabBar() }, "Toolbar": { Toolbar() },
    "SearchBar": { SearchBar() }, "ProgressView": { ProgressView() },
    "ActivityIndicatorView": { ActivityIndicatorView() }, "TableViewCell": { TableViewCell() },
    "BarItem": { BarItem() }, "BarButtonItem": { BarButtonItem() },
    "TabBarItem": { TabBarItem() }, "ViewController": { ViewController() },
    "NavigationController": { NavigationController() },
    "TabBarController": { TabBarController() },
    "TableViewController": { TableViewController() },
  ]

  /// A new model widget of the built-in type `name` (or its UIKit name), or `nil` when no
  /// model widget has the name.
  package static func make(_ name: String) -> StyleNode? {
    factories[BuiltInTypes.canonicalName(name)]?()
  }

  /// A new node of `type`: a model widget of its nearest built-in type (with `type` as its
  /// style type), else a ``View`` of that type (a type with no built-in supertype is a plain
  /// element to selectors, and an object that takes a view's values).
  package static func make(type: StyleType) -> StyleNode {
    for name in type.lineage {
      guard let widget = make(name.string) else { continue }
      if widget.styleType !== type { widget.styleType = type }
      return widget
    }
    let view = View()
    view.styleType = type
    return view
  }

  /// Gives a widget an attribute from a tree file: the property it keeps it in (a button's
  /// `title`, a label's `text`), else a free-form attribute.
  package static func setAttribute(_ value: String, forName name: String, of node: StyleNode) {
    switch (node, name) {
    case (let button as Button, "title"): button.title = value
    case (let item as BarItem, "title"): item.title = value
    case (let bar as NavigationBar, "title"): bar.title = value
    case (let bar as SearchBar, "placeholder"): bar.placeholder = value
    case (let field as TextField, "text"): field.text = value
    case (let field as TextField, "placeholder"): field.placeholder = value
    case (let label as Label, "text"): label.text = value
    case (let cell as TableViewCell, "text"): cell.text = value
    default: node.setAttribute(value, forName: name)
    }
  }
}
