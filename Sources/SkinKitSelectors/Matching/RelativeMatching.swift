/// `:has()` (Selectors 4 §4.5): whether some element reached from an anchor by a relative
/// selector matches it. The elements a relative selector can reach — the anchor's descendants,
/// or its later siblings and their descendants — are read from the live tree (a snapshot
/// may hold only a node's context, not its descendants'), in a snapshot of the anchor's
/// subtree, or of its parent's for a selector that starts with `+` or `~`.
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
    let scope = TreeSnapshot(subtree: scopeRoot)
    let first = scope.subtree.lowerBound
    // The anchor: the scope's root, or the root's child that is the anchor's element.
    var anchorIndex = first
    if scopeRoot !== element {
      var child = first + 1
      while child < scope.subtree.upperBound && scope.elements[child] !== element {
        child += 1
      }
      anchorIndex = child
    }
    let matcher = NodeMatcher(
      environment: environment, stateOverride: overrideNode(in: scope, from: anchor.snapshot))
    // In document order, the anchor's subtree ends where the next node at its depth or
    // above starts: what follows it in the scope are its later siblings and their descendants.
    let anchorDepth = scope.depth[anchorIndex]
    var subtreeEnd = anchorIndex + 1
    while subtreeEnd < scope.subtree.upperBound && scope.depth[subtreeEnd] > anchorDepth {
      subtreeEnd += 1
    }
    for selector in list.selectors {
      let candidates =
        Self.startsSideways(selector)
        ? subtreeEnd..<scope.subtree.upperBound : (anchorIndex + 1)..<subtreeEnd
      let last = selector.compounds.count - 1
      for candidate in candidates
      where matcher.matchRelative(
        selector, compoundIndex: last, scope.node(candidate), anchor: Int32(anchorIndex))
        == .matched
      {
        return true
      }
    }
    return false
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
