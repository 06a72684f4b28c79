import SkinKitCascade
import SkinKitSelectors

/// A tree a skin styles: its root, skin and environment, the marking of what changes
/// affect (driven by the skin's ``InvalidationMap``), and the update that restyles only the
/// marked nodes.
final class StyledTree {
  unowned let root: StyleNode
  private(set) var skin: Skin
  private(set) var environment: StyleEnvironment
  /// Called when a node is marked (the manager's automatic updates schedule one).
  var didMark: (() -> Void)?

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
  func mark(_ scope: InvalidationScope, at node: StyleNode) {
    guard !scope.isEmpty else { return }
    if scope.contains(.element) { markSelf(node) }
    if scope.contains(.descendants) {
      markDescendants(node)
    } else if scope.contains(.children) {
      for child in node.children { markSelf(child) }
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
    if emptinessChanged { mark(map.scope(for: .childCount), at: parent) }
  }

  /// Switches the skin: every node is recomputed (only changed values are written).
  func changeSkin(to skin: Skin) {
    self.skin = skin
    markSelf(root)
    markDescendants(root)
  }

  /// Switches to a skin whose rules differ from the current one's only as `difference`
  /// says: only the nodes its rules may select are recomputed (the others match the same
  /// rules, in the same order; their descendants follow when inherited values change).
  func changeSkin(to skin: Skin, difference: SkinDifference) {
    self.skin = skin
    guard difference.changedRules > 0 else { return }
    for node in root.subtree where difference.mayAffect(node) {
      markSelf(node)
      for property in difference.rerouted { node.styling.applied[property] = nil }
    }
  }

  /// Switches the environment, marking the nodes that rules depending on it may style.
  func changeEnvironment(to new: StyleEnvironment) {
    let old = environment
    environment = new
    guard old != new else { return }
    let change = skin.invalidation.environmentChange(from: old, to: new)
    guard !change.isEmpty else { return }
    if change.affectsEveryElement {
      markSelf(root)
      markDescendants(root)
      return
    }
    for node in root.subtree where change.mightAffect(node) { markSelf(node) }
  }

  // MARK: Updating

  /// Recomputes the marked nodes (and the nodes below whose inherited values changed),
  /// writing only the values that changed.
  @discardableResult
  func update() -> StyleUpdateReport {
    let clock = ContinuousClock()
    let start = clock.now
    var report = StyleUpdateReport()
    guard
      !root.styling.flags.isEmpty || root.styling.style == nil
    else { return report }
    let session = StyleResolutionSession(cascade: skin.cascade, environment: environment)
    var applier = StyleApplier(skin: skin)
    let propagatesNonInherited = skin.invalidation.inheritsNonInheritedProperties

    struct Frame {
      let node: StyleNode
      var nextChild: Int
      /// The children must be recomputed: the node's inherited values changed, or every
      /// descendant is marked.
      let forceChildren: Bool
      let forceDescendants: Bool
    }
    var stack: [Frame] = []

    /// Recomputes `node` if needed; returns the frame for its children, if they need a visit.
    func visit(_ node: StyleNode, parentStyle: ComputedStyle?, forced: Bool, forceAll: Bool)
      -> Frame?
    {
      let flags = node.styling.flags
      node.styling.flags = []
      var inheritanceChanged = false
      if forced || forceAll || flags.contains(.needsStyle) || node.styling.style == nil {
        let inline = node.styling.inlineStyle(table: skin.cascade.table)
        let style = session.resolve(node, parentStyle: parentStyle, inline: inline)
        report.recomputedNodes += 1
        if let old = node.styling.style {
          inheritanceChanged =
            !style.passesSameInheritance(as: old)
            || (propagatesNonInherited && !style.hasSameNonInheritedValues(as: old))
        } else {
          inheritanceChanged = true
        }
        node.styling.style = style
        applier.apply(
          style, to: node, parentStyle: parentStyle, inline: inline, session: session,
          report: &report)
      }
      let forceDescendants = forceAll || flags.contains(.descendantsNeedStyle)
      guard
        !node.children.isEmpty,
        inheritanceChanged || forceDescendants || flags.contains(.descendantMarked)
      else { return nil }
      return Frame(
        node: node, nextChild: 0, forceChildren: inheritanceChanged,
        forceDescendants: forceDescendants)
    }

    if let frame = visit(root, parentStyle: nil, forced: false, forceAll: false) {
      session.enter(root)
      stack.append(frame)
    }
    while let top = stack.last {
      guard top.nextChild < top.node.children.count else {
        stack.removeLast()
        session.leave()
        continue
      }
      stack[stack.count - 1].nextChild += 1
      let child = top.node.children[top.nextChild]
      if let frame = visit(
        child, parentStyle: top.node.styling.style, forced: top.forceChildren,
        forceAll: top.forceDescendants)
      {
        session.enter(child)
        stack.append(frame)
      }
    }
    report.diagnostics = session.diagnostics
    report.duration = clock.now - start
    return report
  }
}
