import SkinKitCascade
import SkinKitSelectors

/// A ``TreeSnapshot`` of some siblings of a declarative tree — a declared list, or an only
/// child alone — with their ancestors as context: what one ask resolves its nodes over, with
/// the engine's session, as an object tree's update resolves a node with its context.
///
/// Each ancestor shows its own siblings when some rule looks at an ancestor's position or
/// siblings (`Row:nth-child(odd) Label`); otherwise it shows itself alone, which matches the
/// same rules, so that a deep node of a long list does not copy the list into its snapshot.
struct ContextSnapshot {
  let tree: TreeSnapshot
  private let indices: [ObjectIdentifier: Int]

  init(siblings: [ContextEntry], under owner: ContextEntry, ancestorSiblings: Bool) {
    var parent: ContextElement?
    var parents: [ContextElement] = []
    func link(_ level: [ContextEntry]) {
      let elements = level.map { $0.element! }
      for (position, element) in elements.enumerated() {
        element.parentElement = parent
        element.position = position
      }
      if let parent {
        parent.childElements = elements
        parents.append(parent)
      }
    }
    for ancestor in owner.path {
      link(ancestorSiblings ? ancestor.declaredSiblings ?? [ancestor] : [ancestor])
      parent = ancestor.element
    }
    link(siblings)
    tree = TreeSnapshot(subtree: siblings[0].element!, descendants: false)
    // The links served the snapshot only (children would hold their parents in a cycle).
    for element in parents { element.childElements = [] }
    let wanted = Set(siblings.map { ObjectIdentifier($0.element!) })
    var indices: [ObjectIdentifier: Int] = [:]
    for (index, element) in tree.elements.enumerated() {
      let key = ObjectIdentifier(element)
      if wanted.contains(key) { indices[key] = index }
    }
    self.indices = indices
  }

  /// The snapshot index of one of the siblings.
  func index(of entry: ContextEntry) -> Int { indices[ObjectIdentifier(entry.element!)]! }
}

extension ContextEntry {
  /// The list the entry's parent declared, when the entry is in it.
  var declaredSiblings: [ContextEntry]? {
    guard isDeclared, let entries = parent?.declared?.entries, entries.count > index,
      entries[index] === self
    else { return nil }
    return entries
  }
}
