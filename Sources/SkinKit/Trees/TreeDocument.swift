import Foundation

/// A widget tree read from JSON, as the `skss` commands take it (design.md, "Files on the
/// command line"): one node, or `{"environment": {...}, "types": {"Card": "View"}, "root": node}`.
/// A node is `{"type", "id", "classes", "state", "attributes", "style", "children"}`; only
/// `type` is required.
///
/// ```swift
/// let document = try TreeDocument.parse(#"{"type": "Window", "children": [{"type": "Button"}]}"#)
/// document.root.children[0].styleType.lineageDescription   // "Button ← Control ← View"
/// ```
public final class TreeDocument {
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
      throw TreeError(path: path, location: nil, message: "cannot read the tree file")
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
  public static func parse(
    _ data: Data, path: String = "<tree>", environment overrides: StyleEnvironment? = nil
  )
    throws(TreeError) -> TreeDocument
  {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      throw TreeError(
        path: path, location: jsonLocation(of: error, in: data), message: jsonMessage(of: error))
    }
    var builder = TreeBuilder(path: path)
    return try builder.document(from: object)
  }

  static func jsonMessage(of error: any Error) -> String {
    let description =
      (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
    if description.contains("Too many nested") {
      return "the JSON nests too deeply (more than about 250 tree levels)"
    }
    let trimmed = description.components(separatedBy: " around character").first ?? description
    return "invalid JSON: "
      + trimmed.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "."))
  }

  /// `line:column` from Foundation's "around character N".
  static func jsonLocation(of error: any Error, in data: Data) -> String? {
    let description = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
    guard let range = description.range(of: "around character ") else { return nil }
    let digits = description[range.upperBound...].prefix { $0.isNumber }
    guard let offset = Int(digits) else { return nil }
    var line = 1
    var column = 1
    for byte in data.prefix(offset) {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return "\(line):\(column)"
  }
}

/// A bad tree file: where (the file, and a JSON path such as `root.children[2].type` or a
/// `line:column`) and what.
public struct TreeError: Error, Sendable, CustomStringConvertible {
  public var path: String
  public var location: String?
  public var message: String

  public var description: String {
    "\(path)\(location.map { ":\($0)" } ?? ""): error: \(message)"
  }
}

/// One node of a ``TreeDocument``.
public final class TreeNode: StyleElement {
  /// The type as the file spelled it (`UIButton` stays `UIButton` in output).
  public let typeName: String
  public let styleType: StyleType
  public var styleClasses: [StyleName]
  public var styleIdentifier: StyleName?
  public var styleState: ElementState
  public var attributes: [String: String]
  /// The node's inline `style` text, if any.
  public let inlineStyleText: String?
  public internal(set) var children: [TreeNode] = []
  public private(set) weak var parent: TreeNode?
  public private(set) var styleIndex = 0
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
    // Release descendants without recursion, so a very deep tree cannot exhaust the
    // stack: a child nobody else holds gives up its children to the work list first.
    guard !children.isEmpty else { return }
    var pending = children
    children = []
    while var node = pending.popLast() {
      if isKnownUniquelyReferenced(&node) {
        pending.append(contentsOf: node.children)
        node.children = []
      }
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

/// Turns decoded JSON into nodes, with messages that name the JSON location.
struct TreeBuilder {
  let path: String
  var types: [String: StyleType] = [:]

  init(path: String) { self.path = path }

  func fail(_ location: String, _ message: String) -> TreeError {
    TreeError(path: path, location: location, message: message)
  }

  mutating func document(from object: Any) throws(TreeError) -> TreeDocument {
    guard let dictionary = object as? [String: Any] else {
      throw fail(
        "$", "a tree file is a JSON object (a node, or {\"environment\", \"types\", \"root\"})")
    }
    var environment = StyleEnvironment()
    var rootObject: Any = dictionary
    var rootPath = "$"
    if dictionary["root"] != nil || dictionary["environment"] != nil || dictionary["types"] != nil {
      if dictionary["type"] != nil && dictionary["root"] == nil {
        rootObject = dictionary
      } else {
        for key in dictionary.keys where !["root", "environment", "types"].contains(key) {
          throw fail("$.\(key)", "unknown key '\(key)' (expected environment, types, root)")
        }
        guard let root = dictionary["root"] else { throw fail("$", "missing \"root\"") }
        rootObject = root
        rootPath = "$.root"
        if let value = dictionary["environment"] {
          guard let entries = value as? [String: Any] else {
            throw fail("$.environment", "\"environment\" must be an object")
          }
          for key in entries.keys.sorted() {
            let raw = entries[key]!
            let text: String
            if let string = raw as? String {
              text = string
            } else if let number = raw as? NSNumber, !(raw is Bool) {
              text = number.stringValue
            } else {
              throw fail("$.environment.\(key)", "\"\(key)\" must be a string or a number")
            }
            do {
              try environment.set(key, to: text)
            } catch {
              throw fail("$.environment.\(key)", error.message)
            }
          }
        }
        if let value = dictionary["types"] {
          guard let entries = value as? [String: Any] else {
            throw fail("$.types", "\"types\" must be an object like {\"Card\": \"View\"}")
          }
          try declareTypes(entries)
        }
      }
    }
    let box = EnvironmentBox(environment)
    let root = try buildTree(rootObject, at: rootPath, environment: box)
    return TreeDocument(root: root, environment: environment)
  }

  mutating func declareTypes(_ entries: [String: Any]) throws(TreeError) {
    var supertypes: [String: String] = [:]
    for (name, value) in entries {
      guard let supertype = value as? String else {
        throw fail("$.types.\(name)", "the supertype of '\(name)' must be a type name")
      }
      if BuiltInTypes.contains(name) {
        throw fail("$.types.\(name)", "'\(name)' is a built-in type; it cannot be redeclared")
      }
      supertypes[name] = supertype
    }
    func resolve(_ name: String, chain: [String]) throws(TreeError) -> StyleType {
      if let known = types[name] { return known }
      if let builtIn = BuiltInTypes.type(named: name) { return builtIn }
      guard let supertype = supertypes[name] else {
        return StyleType(name: StyleName(name))
      }
      if chain.contains(name) {
        throw fail(
          "$.types.\(name)", "the types form a cycle: \((chain + [name]).joined(separator: " → "))")
      }
      let type = StyleType(
        name: StyleName(name), supertype: try resolve(supertype, chain: chain + [name]))
      types[name] = type
      return type
    }
    for name in supertypes.keys.sorted() { _ = try resolve(name, chain: []) }
  }

  func type(named name: String) -> StyleType {
    types[name] ?? BuiltInTypes.type(named: name) ?? StyleType(name: StyleName(name))
  }

  /// Builds the tree iteratively (no recursion, whatever the depth).
  mutating func buildTree(_ object: Any, at location: String, environment: EnvironmentBox)
    throws(TreeError)
    -> TreeNode
  {
    var typeCache: [String: StyleType] = [:]
    let root = try node(object, at: location, environment: environment, typeCache: &typeCache)
    var pending: [(TreeNode, [Any], String)] = []
    if let children = try childrenArray(object, at: location) {
      pending.append((root, children, location))
    }
    while let (parent, children, parentLocation) = pending.popLast() {
      for (index, child) in children.enumerated() {
        let childLocation = "\(parentLocation).children[\(index)]"
        let built = try node(
          child, at: childLocation, environment: environment, typeCache: &typeCache)
        parent.append(built)
        if let grandchildren = try childrenArray(child, at: childLocation) {
          pending.append((built, grandchildren, childLocation))
        }
      }
    }
    return root
  }

  func childrenArray(_ object: Any, at location: String) throws(TreeError) -> [Any]? {
    guard let dictionary = object as? [String: Any], let value = dictionary["children"] else {
      return nil
    }
    guard let array = value as? [Any] else {
      throw fail("\(location).children", "\"children\" must be an array")
    }
    return array.isEmpty ? nil : array
  }

  func node(
    _ object: Any, at location: String, environment: EnvironmentBox,
    typeCache: inout [String: StyleType]
  )
    throws(TreeError) -> TreeNode
  {
    guard let dictionary = object as? [String: Any] else {
      throw fail(location, "a node must be a JSON object with a \"type\"")
    }
    for key in dictionary.keys
    where !["type", "id", "classes", "state", "attributes", "attrs", "style", "children"].contains(
      key)
    {
      throw fail(
        "\(location).\(key)",
        "unknown key '\(key)' (a node has type, id, classes, state, attributes, style, children)")
    }
    guard let typeValue = dictionary["type"] else {
      throw fail(location, "the node has no \"type\"")
    }
    guard let typeName = typeValue as? String, !typeName.isEmpty else {
      throw fail("\(location).type", "\"type\" must be a non-empty string")
    }
    let type: StyleType
    if let cached = typeCache[typeName] {
      type = cached
    } else {
      type = self.type(named: typeName)
      typeCache[typeName] = type
    }
    var identifier: StyleName?
    if let value = dictionary["id"] {
      guard let id = value as? String else {
        throw fail("\(location).id", "\"id\" must be a string")
      }
      identifier = StyleName(id)
    }
    var classes: [StyleName] = []
    if let value = dictionary["classes"] {
      guard let names = value as? [Any] else {
        throw fail("\(location).classes", "\"classes\" must be an array of strings")
      }
      for (index, entry) in names.enumerated() {
        guard let name = entry as? String else {
          throw fail("\(location).classes[\(index)]", "a class must be a string")
        }
        let interned = StyleName(name)
        if !classes.contains(interned) { classes.append(interned) }
      }
    }
    var state: ElementState = []
    if let value = dictionary["state"] {
      let names: [Any]
      if let single = value as? String {
        names = [single]
      } else if let list = value as? [Any] {
        names = list
      } else {
        throw fail("\(location).state", "\"state\" must be an array of state names")
      }
      for (index, entry) in names.enumerated() {
        guard let name = entry as? String, let flag = ElementState(name: name) else {
          throw fail(
            "\(location).state[\(index)]",
            "unknown state \(entry) (expected highlighted, selected, disabled, focused)")
        }
        state.insert(flag)
      }
    }
    var attributes: [String: String] = [:]
    if let value = dictionary["attributes"] ?? dictionary["attrs"] {
      guard let entries = value as? [String: Any] else {
        throw fail("\(location).attributes", "\"attributes\" must be an object of strings")
      }
      for (key, raw) in entries {
        if let string = raw as? String {
          attributes[key] = string
        } else if let number = raw as? NSNumber {
          attributes[key] = raw is Bool ? (number.boolValue ? "true" : "false") : number.stringValue
        } else {
          throw fail("\(location).attributes.\(key)", "an attribute value must be a string")
        }
      }
    }
    var style: String?
    if let value = dictionary["style"] {
      guard let text = value as? String else {
        throw fail("\(location).style", "\"style\" must be a string")
      }
      style = text
    }
    return TreeNode(
      typeName: typeName, type: type, classes: classes, identifier: identifier, state: state,
      attributes: attributes, inlineStyleText: style, environment: environment)
  }
}
