/// The names (types with their supertypes, classes, ids) of the ancestors of the node a walk
/// down a ``TreeSnapshot`` is at, each with the depth of its outermost holder — an exact
/// answer to "has some ancestor above depth *d* this name?", which is what the last step of
/// a descendant selector asks (`.theme-dark .title`: is `.theme-dark` above the `.title`
/// that matched?). ``ProgramMatcher`` answers that step from here instead of walking up the
/// tree node by node: every `.theme-dark …` rule of a themed tree, and every two-compound
/// descendant selector, is one lookup.
///
/// Every node reached from a subject through combinators is an ancestor of the subject or a
/// sibling of one, so its own ancestors are exactly the subject's ancestors above its depth.
/// Names are added in walk order: when a node is left, its names are its holders' deepest
/// (the outermost holder of a name is never left while a deeper holder stays).
///
/// ```swift
/// let names = AncestorNames()
/// names.add(snapshot, 0)              // the root, class `theme-dark`
/// names.hasAncestor(.styleClass, themeDark.id, above: 3)   // true
/// names.remove(snapshot, 0)
/// ```
package final class AncestorNames {
  /// Open addressing over keys `kind << 32 | id` (0: an empty slot); a name whose holders
  /// have all been left keeps its slot with a count of 0. Unchecked exclusivity: the table is
  /// one walk's, used from its thread only, and read for every descendant step matched (a
  /// checked access cost more than the lookup).
  @exclusivity(unchecked) private var keys: [UInt64]
  @exclusivity(unchecked) private var counts: [Int32]
  @exclusivity(unchecked) private var outermost: [Int32]
  private var used = 0

  package init() {
    keys = [UInt64](repeating: 0, count: 64)
    counts = [Int32](repeating: 0, count: 64)
    outermost = [Int32](repeating: 0, count: 64)
  }

  @inline(__always)
  static func key(_ kind: TreeSnapshot.NameKind, _ id: UInt32) -> UInt64 {
    let tag: UInt64
    switch kind {
    case .type: tag = 1
    case .styleClass: tag = 2
    case .identifier: tag = 3
    }
    return tag << 32 | UInt64(id)
  }

  /// The slot of `key`: where it is, or the empty slot where it would go.
  @inline(__always)
  private func slot(_ key: UInt64) -> Int {
    let mask = keys.count - 1
    var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
    while keys[slot] != 0 && keys[slot] != key { slot = (slot + 1) & mask }
    return slot
  }

  /// The names of `node` join, held at its depth.
  package func add(_ snapshot: TreeSnapshot, _ node: Int) {
    let depth = snapshot.depth[node]
    snapshot.forEachName(of: node) { id, kind in
      let key = Self.key(kind, id)
      var position = slot(key)
      if keys[position] == 0 {
        if (used + 1) * 2 > keys.count {
          grow()
          position = slot(key)
        }
        keys[position] = key
        used += 1
      }
      if counts[position] == 0 || depth < outermost[position] { outermost[position] = depth }
      counts[position] += 1
    }
  }

  /// The names of `node`, added before, leave.
  package func remove(_ snapshot: TreeSnapshot, _ node: Int) {
    snapshot.forEachName(of: node) { id, kind in
      let position = slot(Self.key(kind, id))
      if keys[position] != 0 && counts[position] > 0 { counts[position] -= 1 }
    }
  }

  /// Whether a node added and not removed, of depth less than `depth`, has the name.
  @inline(__always)
  package func hasAncestor(_ key: UInt64, above depth: Int32) -> Bool {
    let position = slot(key)
    return keys[position] != 0 && counts[position] > 0 && outermost[position] < depth
  }

  /// ``hasAncestor(_:above:)`` for a name given by kind and id.
  package func hasAncestor(_ kind: TreeSnapshot.NameKind, _ id: UInt32, above depth: Int32)
    -> Bool
  {
    hasAncestor(Self.key(kind, id), above: depth)
  }

  private func grow() {
    let (oldKeys, oldCounts, oldOutermost) = (keys, counts, outermost)
    let capacity = oldKeys.count * 2
    keys = [UInt64](repeating: 0, count: capacity)
    counts = [Int32](repeating: 0, count: capacity)
    outermost = [Int32](repeating: 0, count: capacity)
    for index in oldKeys.indices where oldKeys[index] != 0 {
      let position = slot(oldKeys[index])
      keys[position] = oldKeys[index]
      counts[position] = oldCounts[index]
      outermost[position] = oldOutermost[index]
    }
  }
}
