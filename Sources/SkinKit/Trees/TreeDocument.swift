import Foundation
import SkinKitSelectors

/// A widget tree read from JSON, as the `skss` commands take it (design.md, "Files on the
/// command line"): one node, or `{"environment": {...}, "types": {"Card": "View"}, "root": node}`.
/// A node is `{"type", "id", "classes", "state", "attributes", "style", "children"}`; only
/// `type` is required.
///
/// Its nodes are model widgets, as an app's are: a `"Button"` is a ``Button``, a type the
/// file declares is the model widget of its nearest built-in supertype (a `View` for a type
/// with none), with the declared type as its style type; `"style"` is the node's inline
/// style. Styling the document is styling those widgets (``resolve(with:environment:)``).
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
  public let root: StyleNode
  /// The environment the tree is shown in.
  public let environment: StyleEnvironment
  /// Type names as the file spelled them, where that is not the type's own name.
  private let spellings: [ObjectIdentifier: String]
  /// The file the tree was read from, and where each node is written in it.
  private let file: SourceFile?
  private let ranges: [ObjectIdentifier: Range<Int>]

  init(
    root: StyleNode, environment: StyleEnvironment, spellings: [ObjectIdentifier: String],
    file: SourceFile? = nil, ranges: [ObjectIdentifier: Range<Int>] = [:]
  ) {
    self.root = root
    self.environment = environment
    self.spellings = spellings
    self.file = file
    self.ranges = ranges
  }

  /// Where a node is written in the tree file (its JSON object), for diagnostics about the
  /// node itself (`skss audit`'s touch targets); `nil` for a node the file did not give.
  package func range(of node: StyleNode) -> SourceRange? {
    guard let file, let bytes = ranges[ObjectIdentifier(node)] else { return nil }
    return SourceRange(file: file, bytes: bytes)
  }

  /// Every node in document order.
  public var nodes: [StyleNode] { root.subtree }

  /// A node's type as the file spelled it (`UIButton` stays `UIButton` in output).
  public func typeName(of node: StyleNode) -> String {
    spellings[ObjectIdentifier(node)] ?? node.styleType.name.string
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
