/// Positions among siblings, remembered for one matching pass over a tree whose structure
/// does not change meanwhile.
///
/// Without it, the pseudo-classes that count siblings (`:nth-of-type()`, `:first-of-type`,
/// `:last-of-type`, `:only-of-type`, `:nth-child(… of S)`) and the `~` combinator walk a
/// node's siblings for every node: over a parent with a million children, a million walks of
/// up to a million steps. With it, each parent's children are walked once per
/// pseudo-class or combinator, and every node then reads its answer (Blink's
/// `NthIndexCache` does the same). Only parents with more than ``minimumSiblings`` children
/// are remembered: shorter lists are quicker to walk.
///
/// Not thread-safe: each pass (each worker of a parallel resolution) has its own.
///
/// ```swift
/// let cache = SiblingCache()
/// let matcher = NodeMatcher(environment: environment, siblingCache: cache)
/// ```
package final class SiblingCache {
  /// Parents with at most this many children are walked, not remembered.
  public static let minimumSiblings = 32

  /// Per parent: each child's 1-based position among the siblings of its exact type, and
  /// how many siblings of each type there are.
  private var typePositions: [Int: (position: [Int32], count: [UInt32: Int32])] = [:]
  /// Per parent and `of S` filter: how many siblings before each child match it, and in all.
  private var filtered: [FilterKey: (before: [Int32], total: Int32)] = [:]
  /// Per parent and selector step: for each child, the outcome (plus one; 0 when unknown)
  /// of scanning it and then its earlier siblings (see ``scan(from:key:skip:end:evaluate:)``).
  private var scans: [ScanKey: [UInt8]] = [:]
  /// Per node and `:has()` argument, whether the node matches it: a `:has()` left of a
  /// combinator is asked again for each element it could be the anchor of.
  private var relations: [RelationKey: Bool] = [:]
  /// The subtrees `:has()` looked into, by their root's element.
  private var relativeScopes: [ObjectIdentifier: RelativeScope] = [:]
  /// Per node and `@scope` (by identity): the scoping roots whose scope holds the node.
  private var scopeRoots: [ScopeRootsKey: [Int32]] = [:]

  struct ScopeRootsKey: Hashable {
    let node: Int32
    let scope: ObjectIdentifier
  }

  struct RelationKey: Hashable {
    let node: Int32
    let argument: SelectorList
  }

  struct FilterKey: Hashable {
    let parent: Int
    let filter: SelectorList
  }

  /// A selector step: a compound by its index in a compiled table (`selector` is `nil`), or
  /// by its index in a selector.
  struct ScanKey: Hashable {
    let parent: Int
    let compound: Int
    let selector: ComplexSelector?
  }

  public init() {}

  /// Whether `node`'s siblings are worth remembering; its parent's key if so.
  @inline(__always)
  static func parentKey(_ node: SnapshotNode) -> Int? {
    guard node.siblingCount > minimumSiblings else { return nil }
    return node.parentCacheKey
  }

  /// All of `node`'s siblings (itself included) in order, or `nil` when the links do not
  /// agree with the positions the nodes report (then nothing is remembered).
  private static func siblings(of node: SnapshotNode) -> [SnapshotNode]? {
    var first = node
    while let previous = first.previousSiblingNode { first = previous }
    var result: [SnapshotNode] = []
    result.reserveCapacity(node.siblingCount)
    var current: SnapshotNode? = first
    while let sibling = current {
      guard sibling.indexInParent == result.count, result.count < node.siblingCount else {
        return nil
      }
      result.append(sibling)
      current = sibling.nextSiblingNode
    }
    return result.count == node.siblingCount ? result : nil
  }

  /// `node`'s 1-based position among the siblings of its exact type, and how many there are;
  /// `nil` when not remembered (a short list of siblings).
  func typePosition(of node: SnapshotNode) -> (position: Int, count: Int)? {
    guard let parent = Self.parentKey(node) else { return nil }
    if typePositions[parent] == nil {
      guard let siblings = Self.siblings(of: node) else { return nil }
      var positions: [Int32] = []
      positions.reserveCapacity(siblings.count)
      var counts: [UInt32: Int32] = [:]
      for sibling in siblings {
        let count = counts[sibling.typeNameID, default: 0] + 1
        counts[sibling.typeNameID] = count
        positions.append(count)
      }
      typePositions[parent] = (positions, counts)
    }
    guard let entry = typePositions[parent], node.indexInParent < entry.position.count else {
      return nil
    }
    return (Int(entry.position[node.indexInParent]), Int(entry.count[node.typeNameID] ?? 0))
  }

  /// How many of `node`'s siblings before it satisfy `filter` (`matches`), and how many
  /// siblings do in all; `nil` when not remembered.
  func filteredPosition(
    of node: SnapshotNode, filter: SelectorList, matches: (SnapshotNode) -> Bool
  ) -> (before: Int, total: Int)? {
    guard let parent = Self.parentKey(node) else { return nil }
    let key = FilterKey(parent: parent, filter: filter)
    if filtered[key] == nil {
      guard let siblings = Self.siblings(of: node) else { return nil }
      // `matches` may use this cache too (a nested `:nth-child`): the table is stored only
      // once complete.
      var before: [Int32] = []
      before.reserveCapacity(siblings.count)
      var total: Int32 = 0
      for sibling in siblings {
        before.append(total)
        if matches(sibling) { total += 1 }
      }
      filtered[key] = (before, total)
    }
    guard let entry = filtered[key], node.indexInParent < entry.before.count else { return nil }
    return (Int(entry.before[node.indexInParent]), Int(entry.total))
  }

  /// The scoping roots of `scope` whose scope holds `node`, nearest first, if remembered.
  package func scopeRoots(of node: SnapshotNode, scope: ObjectIdentifier) -> [Int32]? {
    scopeRoots[ScopeRootsKey(node: node.index, scope: scope)]
  }

  /// Remembers the scoping roots of `scope` whose scope holds `node`.
  package func remember(scopeRoots roots: [Int32], of node: SnapshotNode, scope: ObjectIdentifier) {
    scopeRoots[ScopeRootsKey(node: node.index, scope: scope)] = roots
  }

  /// Whether `node` matches `:has(argument)`: remembered, or `evaluate`d and remembered.
  func relation(of node: SnapshotNode, _ argument: SelectorList, evaluate: () -> Bool) -> Bool {
    let key = RelationKey(node: node.index, argument: argument)
    if let known = relations[key] { return known }
    let result = evaluate()
    relations[key] = result
    return result
  }

  /// The snapshot of `element`'s subtree that `:has()` looks into: remembered, or `make`d and
  /// remembered.
  func relativeScope(of element: any StyleElement, make: () -> RelativeScope) -> RelativeScope {
    let key = ObjectIdentifier(element)
    if let known = relativeScopes[key] { return known }
    let scope = make()
    relativeScopes[key] = scope
    return scope
  }

  /// Scans `start` and then its earlier siblings, one by one, with `evaluate` (which must
  /// depend on nothing but the node and `key`), and returns the first outcome other than
  /// `skip` — or `end` if every one is `skip`. Every sibling scanned remembers the result,
  /// so a later scan over the same siblings stops where this one did: the scans of a whole
  /// list of siblings cost one walk. `nil` when not remembered (the caller scans).
  func scan(
    from start: SnapshotNode, compound: Int, selector: ComplexSelector? = nil, skip: UInt8,
    end: UInt8,
    evaluate: (SnapshotNode) -> UInt8
  ) -> UInt8? {
    guard let parent = Self.parentKey(start) else { return nil }
    let key = ScanKey(parent: parent, compound: compound, selector: selector)
    let count = start.siblingCount
    var walked: [Int] = []
    var result = end
    var candidate: SnapshotNode? = start
    while let current = candidate {
      let position = current.indexInParent
      guard position < count else { return nil }
      if let known = scans[key]?[position], known != 0 {
        result = known - 1
        break
      }
      // `evaluate` may use this cache too: nothing is stored until it returns.
      let outcome = evaluate(current)
      walked.append(position)
      if outcome != skip {
        result = outcome
        break
      }
      candidate = current.previousSiblingNode
    }
    if scans[key] == nil { scans[key] = [UInt8](repeating: 0, count: count) }
    for position in walked { scans[key]![position] = result + 1 }
    return result
  }
}
