import Foundation
import SkinKitSelectors

/// A widget tree read from JSON, as the `skss` commands take it (design.md, "Files on the
/// command line"): one node, or `{"environment": {...}, "types": {"Card": "View"}, "root": node}`.
/// A node is `{"type", "id", "classes", "state", "attributes", "style", "children"}`; only
/// `type` is required.
///
/// ```swift
/// let document = try TreeDocument.parse(#"{"type": "Window", "children": [{"type": "Button"}]}"#)
/// document.root.children[0].styleType.lineageDescription   // "Button ← Control ← View"
/// ```
package final class TreeDocument {
  /// How many levels of nodes a tree file may nest (the root is level 1). A deeper node is
  /// a ``TreeError`` at its line and column.
  ///
  /// The limit bounds what depth costs: `skss resolve` and `skss explain` name every node
  /// by its path from the root (`0/2/1`), so their output grows with the number of nodes
  /// times their depth, and descendant selectors may walk up to the root. Real screens are
  /// a few dozen levels deep; 512 is the depth at which browsers' HTML parsers stop nesting
  /// elements too. Trees built in code have no such limit.
  public static let maximumDepth = 512

  /// How many types a lineage declared in a tree file's `"types"` may hold: a type and its
  /// supertypes (`PrimaryCard ← Card ← View` is 3).
  public static let maximumLineage = 64

  /// The root node.
  public let root: TreeNode
  /// The environment the tree is shown in.
  public let environment: StyleEnvironment

  init(root: TreeNode, environment: StyleEnvironment) {
    self.root = root
    self.environment = environment
  }

  /// Every node in document order.
  public var nodes: [TreeNode] {
    var result: [TreeNode] = []
    var stack = [root]
    while let node = stack.popLast() {
      result.append(node)
      stack.append(contentsOf: node.children.reversed())
    }
    return result
  }

  /// Reads a tree file. Throws a ``TreeError`` naming the file and the JSON location.
  public static func load(contentsOf path: String) throws(TreeError) -> TreeDocument {
    guard let data = FileManager.default.contents(atPath: path) else {
      var isDirectory: ObjCBool = false
      let message =
        !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        ? "no such tree file"
        : isDirectory.boolValue
          ? "this is a directory, not a tree file" : "cannot read the tree file"
      throw TreeError(path: path, message: message)
    }
    return try parse(data, path: path)
  }

  /// Parses tree JSON text.
  public static func parse(_ text: String, path: String = "<tree>") throws(TreeError)
    -> TreeDocument
  {
    try parse(Data(text.utf8), path: path)
  }

  /// Parses tree JSON data.
  public static func parse(_ data: Data, path: String = "<tree>") throws(TreeError)
    -> TreeDocument
  {
    let file = SourceFile(path: path, utf8: [UInt8](data))
    let json: JSONDocument
    do {
      json = try JSONDocument.parse(file)
    } catch {
      let start = file.location(at: error.offset)
      throw TreeError(
        path: path, line: start.line, column: start.column,
        message: error.message == "the file is empty"
          ? "the tree file is empty" : "invalid JSON: \(error.message)")
    }
    var builder = TreeBuilder(path: path, json: json)
    return try builder.document()
  }
}

/// A bad tree file: where (the file, the `line:column` of the offending text, and for a
/// well-formed file the JSON location, such as `$.root.children[2].type`) and what.
///
/// ```swift
/// do { _ = try TreeDocument.parse(#"{"type": "View", "state": ["pressed"]}"#, path: "t.json") }
/// catch { print(error) }
/// // t.json:1:28: error: $.state[0]: unknown state 'pressed' (expected highlighted, …)
/// ```
package struct TreeError: SkinKitError {
  /// The tree file.
  public var path: String
  /// The JSON path of the bad value (`$.root.children[2].type`); `nil` when the file is not
  /// JSON at all.
  public var jsonPath: String?
  /// Where in the file, 1-based; `nil` when the file could not be read.
  public var line: Int?
  public var column: Int?
  /// What is wrong.
  public var message: String

  public init(
    path: String, jsonPath: String? = nil, line: Int? = nil, column: Int? = nil,
    message: String
  ) {
    self.path = path
    self.jsonPath = jsonPath
    self.line = line
    self.column = column
    self.message = message
  }

  public var location: ErrorLocation? { ErrorLocation(path: path, line: line, column: column) }

  /// `path:line:column: error: $.json.path: message`.
  public var description: String {
    "\(location!): error: " + (jsonPath.map { "\($0): " } ?? "") + message
  }
}

/// One node of a ``TreeDocument``.
package final class TreeNode: StyleElement {
  /// The type as the file spelled it (`UIButton` stays `UIButton` in output).
  public let typeName: String
  public let styleType: StyleType
  // Read for every node of every pass (the snapshot takes them through `StyleElement`) and
  // written only while the tree is built or edited, on the thread that owns it: their
  // accesses are not checked at run time (checking them was a tenth of a resolution's
  // instructions at 100 rules).
  @exclusivity(unchecked) public var styleClasses: [StyleName]
  @exclusivity(unchecked) public var styleIdentifier: StyleName?
  @exclusivity(unchecked) public var styleState: ElementState
  @exclusivity(unchecked) public var attributes: [String: String]
  /// The node's inline `style` text, if any.
  public let inlineStyleText: String?
  @exclusivity(unchecked) public internal(set) var children: [TreeNode] = []
  /// The node whose ``children`` holds this one. Not a `weak` reference: a weak reference
  /// gives the object it points to a side table, through which every retain and release of
  /// that node then goes (a pass retains each node it snapshots: ~5 % of a pass over 1,000
  /// nodes). A parent clears its children's links when it goes, so the link is never left
  /// pointing at a freed node.
  public private(set) unowned(unsafe) var parent: TreeNode?
  @exclusivity(unchecked) public private(set) var styleIndex = 0
  let environmentBox: EnvironmentBox

  init(
    typeName: String, type: StyleType, classes: [StyleName], identifier: StyleName?,
    state: ElementState, attributes: [String: String], inlineStyleText: String?,
    environment: EnvironmentBox
  ) {
    self.typeName = typeName
    self.styleType = type
    self.styleClasses = classes
    self.styleIdentifier = identifier
    self.styleState = state
    self.attributes = attributes
    self.inlineStyleText = inlineStyleText
    self.environmentBox = environment
  }

  deinit {
    guard !children.isEmpty else { return }
    var pending = children
    children = []
    for child in pending { child.parent = nil }
    releaseWithoutRecursion(&pending) { node in
      defer { node.children = [] }
      for child in node.children { child.parent = nil }
      return node.children
    }
  }

  func append(_ child: TreeNode) {
    child.parent = self
    child.styleIndex = children.count
    children.append(child)
  }

  public func styleAttribute(_ name: String) -> String? { attributes[name] }
  public var styleParent: (any StyleElement)? { parent }
  public var styleChildCount: Int { children.count }
  public func styleChild(at index: Int) -> any StyleElement { children[index] }
  public var styleEnvironment: StyleEnvironment { environmentBox.environment }
}

final class EnvironmentBox {
  var environment: StyleEnvironment
  init(_ environment: StyleEnvironment) { self.environment = environment }
}
