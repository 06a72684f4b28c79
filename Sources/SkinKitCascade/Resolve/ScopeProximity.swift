import SkinKitSelectors

/// A rule in an `@scope` that matched an element, and how near its scoping root is.
struct ScopedMatch: Sendable {
  var rank: Int32
  /// The generations between the element and the nearest scoping root its selector matched
  /// from (0: the element is the root).
  var generations: Int32
}

extension RuleIndex {
  /// The proximity of the scoped rule of `rank` to `node` — the generations up to the nearest
  /// scoping root whose scope holds the node and from which the rule's selector matches it —
  /// or `nil` when it does not match. `matcher` matches as outside any `@scope`.
  func scopeProximity(ofRank rank: Int, _ node: SnapshotNode, matcher: NodeMatcher) -> Int? {
    let entry = entry(ofRank: rank)
    guard let scope = entry.scope else { return nil }
    var found: Int?
    _ = scope.firstRoot(holding: node, matcher: matcher) { root, generations in
      guard matcher.scoped(at: root).matches(entry.selector, node) else { return false }
      found = generations
      return true
    }
    return found
  }
}

extension CascadeResolver {
  /// Puts `ranks` (matched by one element, some of them scoped: ``scopedMatched``) in cascade
  /// order (CSS Cascade 6 §6.1): by `positions` — each rank's place in that order by origin,
  /// importance, layer, specificity and order of appearance (`nil`: the rank itself) — except
  /// that of two rules of one origin, layer and specificity, the one whose scoping root is
  /// nearer comes later and wins, an unscoped rule counting as the farthest. Chromium 156 does
  /// not reverse proximity for `!important` declarations, and neither does this.
  func orderByProximity(_ ranks: inout [Int32], positions: [Int32]?) {
    guard ranks.count > 1 else { return }
    struct Key {
      var rank: Int32
      var position: Int32
      var origin: Bool
      var layer: Int32
      var specificity: Specificity
      var generations: Int32
    }
    var keys = ranks.map { rank in
      Key(
        rank: rank, position: positions?[Int(rank)] ?? rank,
        origin: rank < order.defaultSkinRules, layer: order.layerKey[Int(rank)],
        specificity: index.selector(ofRank: Int(rank)).specificity,
        generations: scopedMatched.first { $0.rank == rank }?.generations ?? .max)
    }
    keys.sort { a, b in
      if a.generations != b.generations, a.origin == b.origin, a.layer == b.layer,
        a.specificity == b.specificity
      {
        return a.generations > b.generations
      }
      return a.position < b.position
    }
    for (offset, key) in keys.enumerated() { ranks[offset] = key.rank }
  }
}
