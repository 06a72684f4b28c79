import SkinKitCascade
import SkinKitSelectors

/// A tree a skin styles: its root, skin and environment, the marking of what changes
/// affect (driven by the skin's ``InvalidationMap``), and the update that restyles only the
/// marked nodes (`StyledTree+Update.swift`).
final class StyledTree {
  unowned let root: StyleNode
  private(set) var skin: Skin
  private(set) var environment: StyleEnvironment
  /// Called when a node is marked (the manager's automatic updates schedule one).
  var didMark: (() -> Void)?
  /// Nodes whose descendants with some names must be recomputed (a class added to a node that
  /// rules name in an ancestor compound): marked when the next update starts.
  var pendingDescendants: [(node: StyleNode, names: SubjectNames)] = []
  /// Whether the next update writes every value again (``restyleAll()``).
  var rewritesAll = false
  /// How updates resolve (threads, caches).
  var options = ResolutionOptions()
  /// The time of the clock the app drives, in seconds, or `nil` while it drives none: then
  /// every change applies at once and no transition starts.
  var time: Double?
  /// The nodes with running transitions or moving animations (the frames write them).
  var animating: [StyleNode] = []
  /// Changes when a skin switch changes how values reach objects (another image folder,
  /// another registry's routing): a node written in an older generation is written in full.
  private(set) var generation: UInt32 = 0

  init(root: StyleNode, skin: Skin, environment: StyleEnvironment) {
    self.root = root
    self.skin = skin
    self.environment = environment
    markSelf(root)
    markDescendants(root)
  }

  // MARK: Marking

  func markSelf(_ node: StyleNode) {
    node.styling.flags.insert(.needsStyle)
    markPath(above: node)
    didMark?()
  }

  func markDescendants(_ node: StyleNode) {
    guard !node.children.isEmpty else { return }
    node.styling.flags.insert(.descendantsNeedStyle)
    markPath(above: node)
    didMark?()
  }

  /// Flags the ancestors so the update walks down to `node`.
  private func markPath(above node: StyleNode) {
    var current = node.parent
    while let ancestor = current, !ancestor.styling.flags.contains(.descendantMarked) {
      ancestor.styling.flags.insert(.descendantMarked)
      current = ancestor.parent
    }
  }

  /// Marks what a change to `node` affects.
  func mark(_ invalidation: Invalidation, at node: StyleNode) {
    let scope = invalidation.scope
    guard !scope.isEmpty else { return }
    if scope.contains(.wholeTree) {
      markSelf(root)
      markDescendants(root)
      return
    }
    if scope.contains(.element) { markSelf(node) }
    let names = invalidation.descendants
    if scope.contains(.descendants) {
      if names.includesEveryElement {
        markDescendants(node)
      } else if !names.isEmpty, !node.children.isEmpty {
        if let last = pendingDescendants.last, last.node === node {
          pendingDescendants[pendingDescendants.count - 1].names.formUnion(names)
        } else {
          pendingDescendants.append((node, names))
        }
        didMark?()
      }
    } else if scope.contains(.children) {
      for child in node.children where names.contains(child) { markSelf(child) }
    }
    guard let parent = node.parent else { return }
    let siblings = parent.children
    let index = node.styleIndex
    var marked: ArraySlice<StyleNode> = []
    if scope.contains(.laterSiblings) {
      marked = siblings[(index + 1)...]
    } else if scope.contains(.nextSibling), index + 1 < siblings.count {
      marked = siblings[(index + 1)...(index + 1)]
    }
    for sibling in marked { markSelf(sibling) }
    if scope.contains(.earlierSiblings) {
      for sibling in siblings[..<index] { markSelf(sibling) }
    }
    if scope.contains(.siblingDescendants) {
      for sibling in siblings where sibling !== node { markDescendants(sibling) }
    }
  }

  /// Marks the descendants the pending invalidations name (before an update walks the tree).
  func markPendingDescendants() {
    guard !pendingDescendants.isEmpty else { return }
    let pending = pendingDescendants
    pendingDescendants = []
    for (node, names) in pending where node.styledTree === self {
      guard !node.styling.flags.contains(.descendantsNeedStyle) else { continue }
      var stack = node.children
      while let current = stack.popLast() {
        if names.contains(current) { markSelf(current) }
        if !current.styling.flags.contains(.descendantsNeedStyle) {
          stack.append(contentsOf: current.children)
        }
      }
    }
  }

  /// A node (with its subtree) joined the tree under `parent`.
  func childInserted(_ child: StyleNode, into parent: StyleNode) {
    markSelf(child)
    markDescendants(child)
    siblingsChanged(in: parent, emptinessChanged: parent.children.count == 1)
  }

  /// A child of `parent` left the tree.
  func childRemoved(from parent: StyleNode) {
    siblingsChanged(in: parent, emptinessChanged: parent.children.isEmpty)
  }

  /// A child moved among its siblings.
  func childMoved(_ child: StyleNode, within parent: StyleNode) {
    siblingsChanged(in: parent, emptinessChanged: false)
  }

  /// Positions among `parent`'s children changed: every child may match structural
  /// pseudo-classes and sibling combinators differently.
  private func siblingsChanged(in parent: StyleNode, emptinessChanged: Bool) {
    let map = skin.invalidation
    let position = map.scope(for: .position)
    if position.contains(.wholeTree) {
      markSelf(root)
      markDescendants(root)
      return
    }
    if !position.isEmpty {
      let onSiblings = !position.isDisjoint(
        with: [.element, .nextSibling, .laterSiblings, .earlierSiblings])
      for child in parent.children {
        if onSiblings { markSelf(child) }
        if !position.isDisjoint(with: [.descendants, .siblingDescendants]) {
          markDescendants(child)
        } else if position.contains(.children) {
          for grandchild in child.children { markSelf(grandchild) }
        }
      }
    }
    if emptinessChanged { mark(map.invalidation(for: .childCount), at: parent) }
  }

  /// Switches the skin: every node is recomputed (only changed values are written).
  func changeSkin(to skin: Skin) {
    if Self.writesDifferently(skin, self.skin) { generation &+= 1 }
    self.skin = skin
    markSelf(root)
    markDescendants(root)
  }

  /// Switches to a skin whose rules differ from the current one's only as `difference`
  /// says: only the nodes its rules may select are recomputed (the others match the same
  /// rules, in the same order; their descendants follow when inherited values change).
  func changeSkin(to skin: Skin, difference: SkinDifference) {
    if Self.writesDifferently(skin, self.skin) || !difference.rerouted.isEmpty {
      generation &+= 1
    }
    self.skin = skin
    guard difference.changedRules > 0 else { return }
    root.forEachNode { node in
      if difference.mayAffect(node) { markSelf(node) }
    }
  }

  /// Whether the same value reaches an object differently under the two skins (another image
  /// folder, another registry's routing).
  private static func writesDifferently(_ new: Skin, _ old: Skin) -> Bool {
    new.directory != old.directory
      || !new.registry.reroutedProperties(from: old.registry).isEmpty
  }

  /// Marks every node, to be recomputed and to have every value written again.
  func restyleAll() {
    rewritesAll = true
    markSelf(root)
    markDescendants(root)
  }

  /// Switches the environment, marking the nodes that rules depending on it may style.
  func changeEnvironment(to new: StyleEnvironment) {
    let old = environment
    environment = new
    guard old != new else { return }
    markAnimatedNodesIfKeyframesChange(from: old, to: new)
    let change = skin.invalidation.environmentChange(from: old, to: new)
    guard !change.isEmpty else { return }
    if change.affectsEveryElement {
      markSelf(root)
      markDescendants(root)
      return
    }
    root.forEachNode { node in
      if change.mightAffect(node) { markSelf(node) }
    }
  }
}
