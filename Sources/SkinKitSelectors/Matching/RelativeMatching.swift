/// `:has()` (Selectors 4 §4.5): whether some element reached from an anchor by a relative
/// selector matches it. The elements a relative selector can reach — the anchor's descendants,
/// or its later siblings and their descendants — are read from the live tree (a snapshot
/// may hold only a node's context, not its descendants'), in a snapshot of the anchor's
/// subtree, or of its parent's for a selector that starts with `+` or `~` (one snapshot of a
/// parent serves all its children during a pass).
///
/// A relative selector is matched right to left like any other, its leading combinator
/// ending at the anchor: `:has(> A B)` holds when some B has an ancestor A whose parent is
/// the anchor.
///
/// ```swift
/// let list = try SelectorParser.parse(".card:has(> Label.title)", typeNames: .none)
/// let snapshot = TreeSnapshot(subtree: root)
/// snapshot.select(list, environment: StyleEnvironment())   // the cards with such a child
/// ```
extension NodeMatcher {
  /// Whether some relative selector of `list` matches an element reached from `anchor`
  /// (remembered for the pass, when the matcher has a ``SiblingCache``).
  func matchesRelative(_ list: SelectorList, _ anchor: Node) -> Bool {
    guard let siblingCache else { return evaluateRelative(list, anchor) }
    return siblingCache.relation(of: anchor, list) { evaluateRelative(list, anchor) }
  }

  private func evaluateRelative(_ list: SelectorList, _ anchor: Node) -> Bool {
    let element = anchor.snapshot.elements[anchor.i]
    if element is any DescendantsUnknownStyleElement { return false }
    let sideways = list.selectors.contains { Self.startsSideways($0) }
    let scopeRoot: any StyleElement
    if sideways, let parent = element.styleParent {
      scopeRoot = parent
    } else {
      scopeRoot = element
    }
    guard scopeRoot.styleChildCount > 0 else { return false }
    let scope =
      siblingCache?.relativeScope(of: scopeRoot) { RelativeScope(scopeRoot) }
      ?? RelativeScope(scopeRoot)
    let anchorIndex = scopeRoot === element ? scope.root : scope.child(element)
    guard anchorIndex >= 0 else { return false }
    let tree = scope.snapshot
    let matcher = NodeMatcher(
      environment: environment, stateOverride: overrideNode(in: tree, from: anchor.snapshot))
    for selector in list.selectors
    where candidates(of: selector, anchor: anchorIndex, in: tree).contains(where: { candidate in
      matcher.matchRelative(
        selector, compoundIndex: selector.compounds.count - 1, tree.node(candidate),
        anchor: Int32(anchorIndex)) == .matched
    }) {
      return true
    }
    return false
  }

  /// The nodes of `tree` a relative selector may match from the anchor: its later siblings
  /// when every combinator goes sideways (the next one alone for `+ A`); its later siblings
  /// and their descendants when it starts sideways; its descendants otherwise.
  private func candidates(of selector: ComplexSelector, anchor: Int, in tree: TreeSnapshot)
    -> [Int]
  {
    let sideways = Self.startsSideways(selector)
    if sideways
      && selector.combinators.allSatisfy({ $0 == .nextSibling || $0 == .subsequentSibling })
    {
      let nextOnly = selector.leadingCombinator == .nextSibling && selector.compounds.count == 1
      var result: [Int] = []
      var sibling = tree.nextSibling[anchor]
      while sibling >= 0 {
        result.append(Int(sibling))
        if nextOnly { break }
        sibling = tree.nextSibling[Int(sibling)]
      }
      return result
    }
    // In document order, the anchor's subtree ends where the next node at its depth or
    // above starts: what follows it in the scope are its later siblings and their descendants.
    let depth = tree.depth[anchor]
    var subtreeEnd = anchor + 1
    while subtreeEnd < tree.subtree.upperBound && tree.depth[subtreeEnd] > depth {
      subtreeEnd += 1
    }
    return Array(sideways ? subtreeEnd..<tree.subtree.upperBound : (anchor + 1)..<subtreeEnd)
  }

  /// Whether a relative selector starts with `+` or `~` (it reaches later siblings).
  static func startsSideways(_ selector: ComplexSelector) -> Bool {
    selector.leadingCombinator == .nextSibling || selector.leadingCombinator == .subsequentSibling
  }

  /// The node of `scope` this matcher's state override names (found by its element).
  private func overrideNode(in scope: TreeSnapshot, from snapshot: TreeSnapshot)
    -> (node: Node, state: ElementState)?
  {
    guard let stateOverride else { return nil }
    let element = snapshot.elements[stateOverride.node.i]
    guard let index = scope.elements.firstIndex(where: { $0 === element }) else { return nil }
    return (scope.node(index), stateOverride.state)
  }

  /// Matches compound `compoundIndex` of a relative selector and what is left of it, the
  /// leading combinator's step ending at the node numbered `anchor`.
  func matchRelative(_ selector: ComplexSelector, compoundIndex: Int, _ node: Node, anchor: Int32)
    -> Outcome
  {
    guard matches(selector.compounds[compoundIndex], node) else {
      return .restartFromClosestLaterSibling
    }
    let combinator =
      compoundIndex > 0
      ? selector.combinators[compoundIndex - 1] : selector.leadingCombinator ?? .descendant
    return MatchOutcome.left(
      of: combinator, from: next(node, combinator), next: { next($0, combinator) },
      scanned: { _ in nil },
      matchLeft: { candidate in
        guard compoundIndex > 0 else {
          return candidate.index == anchor ? .matched : .restartFromClosestLaterSibling
        }
        return matchRelative(selector, compoundIndex: compoundIndex - 1, candidate, anchor: anchor)
      })
  }
}

/// The subtree a `:has()` looks into, snapshotted from the live tree, with where each child of
/// its root is.
final class RelativeScope {
  let snapshot: TreeSnapshot
  /// The root's index in ``snapshot``.
  let root: Int
  /// The index of the root's `k`-th child.
  private let children: [Int]

  init(_ element: any StyleElement) {
    snapshot = TreeSnapshot(subtree: element)
    root = snapshot.subtree.lowerBound
    var children: [Int] = []
    var child = root + 1 < snapshot.subtree.upperBound ? root + 1 : -1
    while child >= 0 {
      children.append(child)
      child = Int(snapshot.nextSibling[child])
    }
    self.children = children
  }

  /// The index of `element`, a child of the root; -1 if it is none.
  func child(_ element: any StyleElement) -> Int {
    let position = element.styleIndex
    guard position < children.count, snapshot.elements[children[position]] === element else {
      return children.first { snapshot.elements[$0] === element } ?? -1
    }
    return children[position]
  }
}
