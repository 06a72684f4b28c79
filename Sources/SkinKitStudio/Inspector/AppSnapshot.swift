/// What an inspected app publishes to a studio (``StyleInspector``): its styled trees as
/// they are, with each node's computed values. A tree is in the shape of a tree file
/// (`skss resolve --tree`), so the studio reads it as one, plus the values the app computed.
///
/// ```json
/// {"id": "5c0f…", "name": "MyApp", "process": 4242, "roots": [
///   {"environment": {"idiom": "phone", "color-scheme": "dark"}, "types": {"Card": "View"},
///    "root": {"type": "Window", "children": [{"type": "Button", "id": "save",
///              "values": {"background-color": "#007affff"}}]}}]}
/// ```
package struct AppSnapshot: Codable, Sendable, Equatable {
  /// The inspector's own id (random, for the life of the inspector).
  package var id: String
  /// The app's name (its process name, unless the app gives another).
  package var name: String
  /// The app's process id.
  package var process: Int32
  /// Each root the app's style manager styles, in order.
  package var roots: [Root]

  package init(id: String, name: String, process: Int32, roots: [Root]) {
    self.id = id
    self.name = name
    self.process = process
    self.roots = roots
  }

  /// One styled tree.
  package struct Root: Codable, Sendable, Equatable {
    /// The environment it is styled in (tree-file keys: `idiom`, `color-scheme`, …).
    package var environment: [String: String]
    /// The supertype of each type of the tree that is not built in.
    package var types: [String: String]
    package var root: Node

    package init(environment: [String: String], types: [String: String], root: Node) {
      self.environment = environment
      self.types = types
      self.root = root
    }
  }

  /// One node: a tree file's node, plus its computed values.
  package struct Node: Codable, Sendable, Equatable {
    package var type: String
    package var id: String?
    package var classes: [String]?
    package var state: [String]?
    package var attributes: [String: String]?
    /// The computed values a declaration gave it (on the node or inherited), by canonical
    /// name, as `skss resolve` prints them.
    package var values: [String: String]?
    package var children: [Node]?

    package init(
      type: String, id: String? = nil, classes: [String]? = nil, state: [String]? = nil,
      attributes: [String: String]? = nil, values: [String: String]? = nil,
      children: [Node]? = nil
    ) {
      self.type = type
      self.id = id
      self.classes = classes
      self.state = state
      self.attributes = attributes
      self.values = values
      self.children = children
    }

    /// The node as a tree file writes it (without the values).
    var treeFileObject: [String: Any] {
      var object: [String: Any] = ["type": type]
      if let id { object["id"] = id }
      if let classes, !classes.isEmpty { object["classes"] = classes }
      if let state, !state.isEmpty { object["state"] = state }
      if let attributes, !attributes.isEmpty { object["attributes"] = attributes }
      if let children, !children.isEmpty { object["children"] = children.map(\.treeFileObject) }
      return object
    }

    /// This node's values and its descendants', in document order.
    var valuesInDocumentOrder: [[String: String]] {
      var result: [[String: String]] = []
      var stack = [self]
      while let node = stack.popLast() {
        result.append(node.values ?? [:])
        stack.append(contentsOf: (node.children ?? []).reversed())
      }
      return result
    }
  }
}

extension AppSnapshot.Root {
  /// The tree as a tree file (`{"environment", "types", "root"}`).
  var treeFileObject: [String: Any] {
    ["environment": environment, "types": types, "root": root.treeFileObject]
  }
}
