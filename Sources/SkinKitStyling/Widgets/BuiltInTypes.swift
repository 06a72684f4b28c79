import SkinKitSelectors

/// The model widgets' type hierarchy, as UIKit's, and the UIKit names that also name them.
///
/// This is the one table of built-in types, kept by the layer that owns the model widgets:
/// the widgets take their types from it, trees use it to give a `"Button"` node its
/// supertypes, and the layers below, which know no widget, receive its UIKit names as data
/// (``typeNames``, which a skin's registry hands to the compiler with the stylesheets, so
/// that selectors read `UIButton` as `Button`).
///
/// ```swift
/// BuiltInTypes.type(named: "UIButton")?.lineageDescription  // "Button ← Control ← View"
/// BuiltInTypes.canonicalName("UINavigationBar")               // "NavigationBar"
/// ```
package enum BuiltInTypes {
  /// Each built-in type and its supertype (`nil` for roots), supertypes listed first.
  public static let hierarchy: [(name: String, supertype: String?)] = [
    ("View", nil),
    ("Window", "View"),
    ("Label", "View"),
    ("ImageView", "View"),
    ("StackView", "View"),
    ("ScrollView", "View"),
    ("TableView", "ScrollView"),
    ("CollectionView", "ScrollView"),
    ("TextView", "ScrollView"),
    ("Control", "View"),
    ("Button", "Control"),
    ("Switch", "Control"),
    ("Slider", "Control"),
    ("Stepper", "Control"),
    ("SegmentedControl", "Control"),
    ("TextField", "Control"),
    ("NavigationBar", "View"),
    ("TabBar", "View"),
    ("Toolbar", "View"),
    ("SearchBar", "View"),
    ("ProgressView", "View"),
    ("ActivityIndicatorView", "View"),
    ("TableViewCell", "View"),
    ("BarItem", nil),
    ("BarButtonItem", "BarItem"),
    ("TabBarItem", "BarItem"),
    ("ViewController", nil),
    ("NavigationController", "ViewController"),
    ("TabBarController", "ViewController"),
    ("TableViewController", "ViewController"),
  ]

  private static let types: [String: StyleType] = {
    var result: [String: StyleType] = [:]
    for entry in hierarchy {
      let supertype = entry.supertype.flatMap { result[$0] }
      result[entry.name] = StyleType(name: StyleName(entry.name), supertype: supertype)
    }
    return result
  }()

  /// The UIKit name of each built-in type (`UIButton` for `Button`), as the selector parser
  /// reads type names through: what the compiler is given to read sheets written for UIKit.
  package static let typeNames = TypeNameTable(
    aliases: Dictionary(uniqueKeysWithValues: hierarchy.map { ("UI" + $0.name, $0.name) }))

  /// The built-in type with this name or UIKit name (`Button` or `UIButton`).
  public static func type(named name: String) -> StyleType? {
    types[canonicalName(name)]
  }

  /// The built-in type with this name; traps if there is none (for the widgets' own use).
  public static func builtIn(_ name: String) -> StyleType {
    guard let type = types[name] else { preconditionFailure("\(name) is not a built-in type") }
    return type
  }

  /// Whether `name` (or its UIKit spelling) is a built-in type.
  public static func contains(_ name: String) -> Bool { types[canonicalName(name)] != nil }

  /// The model widget's name for a UIKit name (`UIButton` → `Button`); other names unchanged.
  public static func canonicalName(_ name: String) -> String { typeNames.canonicalName(name) }
}

extension StyleType {
  /// The built-in type with this name (`View`, `Button`, …): a model widget's type, with its
  /// supertypes as UIKit's (`Button ← Control ← View`). Traps if no model widget has the name.
  ///
  /// ```swift
  /// let card = StyleType(name: "Card", supertype: .builtIn("View"))
  /// card.lineageDescription   // "Card ← View"
  /// ```
  public static func builtIn(_ name: String) -> StyleType { BuiltInTypes.builtIn(name) }
}
