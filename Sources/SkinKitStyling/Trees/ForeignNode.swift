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

  private init(object: any StyleTreeNode) {
    self.object = object
    super.init()
    styleType = StyleTypes.type(of: object)
  }

  override var styleTarget: AnyObject { object ?? self }

  override func styleAttribute(_ name: String) -> String? { object?.styleAttribute(name) }

  override var styleRootEnvironment: StyleEnvironment? { object?.styleRootEnvironment }

  /// The node for `object`, made with its subtree's if there is none.
  static func node(for object: any StyleTreeNode) -> ForeignNode {
    let (node, made) = existingOrNew(object)
    guard made else { return node }
    // Built top down without recursion: trees may be deep.
    var pending = [node]
    while let next = pending.popLast() {
      pending += next.readChildren()
    }
    return node
  }

  private static func existingOrNew(_ object: any StyleTreeNode) -> (ForeignNode, made: Bool) {
    precondition(
      !(object is StyleNode),
      "SkinKit: a \(type(of: object)) (a StyleNode) cannot be a child of a foreign tree's node")
    let record = ObjectRecords.record(making: object)
    if let node = record.node { return (node, false) }
    let node = ForeignNode(object: object)
    record.node = node
    node.readOwnState()
    return (node, true)
  }

  /// Reads what the object says about itself and its children (and, for a root, its
  /// environment), marking what changed.
  func readObject() {
    readOwnState()
    if parent == nil, let environment = styleRootEnvironment {
      styling.tree?.changeEnvironment(to: environment)
    }
    var pending = readChildren()
    while let next = pending.popLast() {
      pending += next.readChildren()
    }
  }

  /// Reads the object's classes, identifier and state (each setter marks what its change
  /// affects).
  private func readOwnState() {
    guard let object else { return }
    let names = object.styleClassNames
    if names != classes { classes = names }
    identifier = object.styleID
    state = object.styleState
  }

  /// Makes the children the nodes of the object's children, in order, checking that the
  /// tree is consistent; returns the nodes made for it (whose children are still to read).
  private func readChildren() -> [ForeignNode] {
    guard let object else { return [] }
    var made: [ForeignNode] = []
    var wanted: [StyleNode] = []
    for child in object.styleChildNodes {
      precondition(
        child.styleParentNode === object,
        "SkinKit: a \(type(of: child)) is a child of a \(type(of: object)) but its "
          + "styleParentNode is another node: the tree is inconsistent")
      let (node, isNew) = Self.existingOrNew(child)
      if isNew {
        made.append(node)
      } else if node.parent !== self {
        node.readOwnState()
      }
      wanted.append(node)
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
