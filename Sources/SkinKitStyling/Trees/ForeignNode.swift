import SkinKitProperties
import SkinKitSelectors

/// The node SkinKit styles for an object of a foreign tree (a ``StyleTreeNode`` that is not
/// a ``StyleNode``): it holds the object's styling state — computed style, what was written,
/// the inline style, the marks of what needs restyling — and mirrors what sheets select it
/// by, read from the object whenever it says something changed. Values go to the object.
///
/// Kept in the object's record (by identity), so it lives as long as the object; it holds
/// the object weakly, and never leaves SkinKit (every public answer names the object).
final class ForeignNode: StyleNode {
  /// The object this node styles.
  private(set) weak var object: (any StyleTreeNode)?

  private init(object: any StyleTreeNode, type: StyleType) {
    self.object = object
    super.init()
    prepare(
      type: type, classes: object.styleClassNames, identifier: object.styleID,
      state: object.styleState)
  }

  override var styleTarget: AnyObject { object ?? self }

  override func styleAttribute(_ name: String) -> String? { object?.styleAttribute(name) }

  override var styleRootEnvironment: StyleEnvironment? { object?.styleRootEnvironment }

  /// The node for `object`, made with its subtree's if there is none.
  static func node(for object: any StyleTreeNode) -> ForeignNode {
    checkNotModelWidget(object)
    let record = ObjectRecords.record(making: object)
    if let node = record.node { return node }
    var types = TypeCache()
    let node = ForeignNode(object: object, type: types.type(of: object))
    record.node = node
    node.readDescendants(types: &types)
    return node
  }

  private static func checkNotModelWidget(_ object: any StyleTreeNode) {
    precondition(
      !(object is StyleNode),
      "SkinKit: a \(type(of: object)) (a StyleNode) cannot be a child of a foreign tree's node")
  }

  /// The style types of the classes met while reading a tree: each node's is found here,
  /// without the process-wide table's lock.
  private struct TypeCache {
    var types: [ObjectIdentifier: StyleType] = [:]

    mutating func type(of object: any StyleTreeNode) -> StyleType {
      let key = ObjectIdentifier(Swift.type(of: object))
      if let type = types[key] { return type }
      let type = StyleTypes.type(of: object)
      types[key] = type
      return type
    }
  }

  /// Reads the children of this node and of every node made for them, top down without
  /// recursion (trees may be deep).
  private func readDescendants(types: inout TypeCache) {
    var pending = readChildren(types: &types)
    while let next = pending.popLast() {
      pending += next.readChildren(types: &types)
    }
  }

  /// Reads what the object says about itself and its children (and, for a root, its
  /// environment), marking what changed.
  func readObject() {
    readOwnState()
    if parent == nil, let environment = styleRootEnvironment {
      styling.tree?.changeEnvironment(to: environment)
    }
    var types = TypeCache()
    readDescendants(types: &types)
  }

  /// Reads what every object of the tree this node roots says about itself and its children,
  /// as if each had called ``StyleTreeNode/setNeedsStyleUpdate()``.
  func readWholeTree() {
    forEachNode { ($0 as? ForeignNode)?.readOwnState() }
    readObject()
  }

  /// Reads the object's classes, identifier and state (each setter marks what its change
  /// affects).
  private func readOwnState() {
    guard let object else { return }
    let names = object.styleClassNames
    if names.count != styleClasses.count
      || zip(names, styleClasses).contains(where: { $0 != $1.string })
    {
      classes = names
    }
    identifier = object.styleID
    state = object.styleState
  }

  /// Makes the children the nodes of the object's children, in order, checking that the
  /// tree is consistent; returns the nodes made for it (whose children are still to read).
  private func readChildren(types: inout TypeCache) -> [ForeignNode] {
    guard let object else { return [] }
    let objects = object.styleChildNodes
    if objects.isEmpty && children.isEmpty { return [] }
    for child in objects {
      Self.checkNotModelWidget(child)
      precondition(
        child.styleParentNode === object,
        "SkinKit: a \(type(of: child)) is a child of a \(type(of: object)) but its "
          + "styleParentNode is another node: the tree is inconsistent")
    }
    var made: [ForeignNode] = []
    var wanted: [StyleNode] = []
    wanted.reserveCapacity(objects.count)
    for (child, record) in zip(objects, ObjectRecords.records(making: objects)) {
      if let node = record.node {
        if node.parent !== self { node.readOwnState() }
        wanted.append(node)
      } else {
        let node = ForeignNode(object: child, type: types.type(of: child))
        record.node = node
        made.append(node)
        wanted.append(node)
      }
    }
    // A node read for the first time, outside any styled tree: its children are all new.
    if children.isEmpty, made.count == wanted.count, styling.enclosingTree == nil {
      adoptNewChildren(wanted)
      return made
    }
    if wanted.count == children.count, zip(wanted, children).allSatisfy({ $0 === $1 }) {
      return made
    }
    let kept = Set(wanted.map(ObjectIdentifier.init))
    for child in children where !kept.contains(ObjectIdentifier(child)) {
      child.removeFromParent()
    }
    for (index, child) in wanted.enumerated()
    where index >= children.count || children[index] !== child {
      precondition(
        child !== self && (child.children.isEmpty || !isDescendant(of: child)),
        "SkinKit: a \(type(of: object)) is among its own descendants: the tree has a cycle")
      insertChild(child, at: index)
    }
    return made
  }
}
