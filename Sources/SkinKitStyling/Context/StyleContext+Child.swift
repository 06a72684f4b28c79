import SkinKitSelectors
import SkinKitSupport

extension StyleContext {
  /// What selectors see of one node of a declarative tree: its type, style classes,
  /// identifier, state and attributes, and whether it has children. Two nodes with equal
  /// descriptions under the same parent have the same style (see ``StyleContext``).
  ///
  /// ```swift
  /// let save = StyleContext.Child(
  ///   type: "Button", classes: ["primary"], id: "save", attributes: ["title": "Save"])
  /// save.classes     // ["primary"]
  /// ```
  public struct Child: Hashable, Sendable {
    /// The type, with its supertypes (a model widget's: `Button ← Control ← View`).
    public let type: StyleType
    package let styleClasses: [StyleName]
    package let identifier: StyleName?
    /// The state (`:highlighted`, `:selected`, `:disabled`, `:focused`).
    public let state: ElementState
    /// The attributes (`[title="Save"]` tests `title`).
    public let attributes: [String: String]
    /// Whether the node has no children (`:empty`).
    public let isLeaf: Bool

    /// A node of the type named `type`: a model widget's name or UIKit name (`Button`,
    /// `UIButton`) gives the model widget's type with its supertypes; any other name is a type
    /// of its own, with no supertype.
    public init(
      type: String, classes: [String] = [], id: String? = nil, state: ElementState = [],
      attributes: [String: String] = [:], isLeaf: Bool = false
    ) {
      self.init(
        type: ContextTypes.type(named: type), classes: classes, id: id, state: state,
        attributes: attributes, isLeaf: isLeaf)
    }

    /// A node of a type made in code (`StyleType(name: "Card", supertype: .builtIn("View"))`).
    public init(
      type: StyleType, classes: [String] = [], id: String? = nil, state: ElementState = [],
      attributes: [String: String] = [:], isLeaf: Bool = false
    ) {
      self.type = type
      var names: [StyleName] = []
      for name in classes.map({ StyleName($0) }) where !names.contains(name) { names.append(name) }
      self.styleClasses = names
      self.identifier = id.map { StyleName($0) }
      self.state = state
      self.attributes = attributes
      self.isLeaf = isLeaf
    }

    /// The style classes (`.primary`), in order, without duplicates.
    public var classes: [String] { styleClasses.map(\.string) }
    /// The style identifier (`#save`).
    public var id: String? { identifier?.string }
  }
}

/// The types of declarative nodes by name: the model widgets' (by their names and UIKit
/// names), and one type of its own for each other name, made once (so that a name is one
/// type object, which snapshots compare by identity first).
enum ContextTypes {
  private static let others = Locked([String: StyleType]())

  static func type(named name: String) -> StyleType {
    if let builtIn = BuiltInTypes.type(named: name) { return builtIn }
    return others.withLock { table in
      if let type = table[name] { return type }
      let type = StyleType(name: name)
      table[name] = type
      return type
    }
  }
}
