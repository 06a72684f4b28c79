import SkinKitCascade
import SkinKitSelectors

extension ContextStore {
  /// The entries of the list `owner` declares now, marking what the change from its last list
  /// may restyle as an object tree's update marks it (``InvalidationMap``):
  /// - the same list: its entries;
  /// - the same types at the same positions: each changed child changes in place, as an
  ///   object's classes, identifier, state or attributes change, keeping its cached subtree;
  /// - otherwise: an entry per child, taking the last list's entries with the same description
  ///   (and their cached subtrees), and dropping the others — children moved, added or
  ///   removed, which rules looking at positions and siblings may see.
  func declare(_ children: [StyleContext.Child], under owner: ContextEntry, map: InvalidationMap)
    -> [ContextEntry]
  {
    guard let declared = owner.declared else {
      return keep(positioned(children.map { ContextEntry($0, parent: owner) }), under: owner)
    }
    if declared.children == children { return declared.entries }
    if declared.children.count == children.count,
      zip(declared.children, children).allSatisfy({ $0.type == $1.type })
    {
      for (index, (old, new)) in zip(declared.children, children).enumerated() where old != new {
        declared.entries[index].describe(as: new)
        Self.mark(
          Self.invalidation(from: old, to: new, map: map), at: index, in: declared.entries)
      }
      owner.declared = (children, declared.entries)
      return declared.entries
    }
    let entries = positioned(reuse(declared.entries, for: children, under: owner))
    let position = map.scope(for: .position)
    for entry in entries where entry.style != nil {
      if !position.isDisjoint(with: [.element, .nextSibling, .laterSiblings, .earlierSiblings]) {
        entry.stale = true
      }
      if !position.isDisjoint(with: [.descendants, .siblingDescendants]) {
        Self.markStale(below: entry, SubjectNames.everyElement)
      } else if position.contains(.children) {
        for child in entry.cachedChildren { child.stale = true }
      }
    }
    return keep(entries, under: owner)
  }

  /// An entry per child: the old list's entry with the same description (the one at the same
  /// position first), or a new one; the old entries not taken leave the cache.
  private func reuse(
    _ old: [ContextEntry], for children: [StyleContext.Child], under owner: ContextEntry
  ) -> [ContextEntry] {
    var taken = [Bool](repeating: false, count: old.count)
    var unclaimed: [StyleContext.Child: [Int]] = [:]
    for index in old.indices.reversed() { unclaimed[old[index].child!, default: []].append(index) }
    var entries: [ContextEntry] = []
    entries.reserveCapacity(children.count)
    for (position, child) in children.enumerated() {
      var reused: Int?
      if position < old.count, old[position].child == child {
        reused = position
      } else {
        while reused == nil, let candidate = unclaimed[child]?.popLast() {
          if !taken[candidate] { reused = candidate }
        }
      }
      if let reused, !taken[reused] {
        taken[reused] = true
        entries.append(old[reused])
      } else {
        entries.append(ContextEntry(child, parent: owner))
      }
    }
    for (index, entry) in old.enumerated() where !taken[index] { Self.evict(entry) }
    return entries
  }

  private func positioned(_ entries: [ContextEntry]) -> [ContextEntry] {
    for (index, entry) in entries.enumerated() {
      entry.isDeclared = true
      entry.index = index
    }
    return entries
  }

  /// Keeps the list as `owner`'s (unless `owner` left the cache).
  private func keep(_ entries: [ContextEntry], under owner: ContextEntry) -> [ContextEntry] {
    if !owner.evicted { owner.declared = (entries.map { $0.child! }, entries) }
    return entries
  }

  /// What changing a node's description from `old` to `new` (the same type) may restyle.
  static func invalidation(
    from old: StyleContext.Child, to new: StyleContext.Child, map: InvalidationMap
  ) -> Invalidation {
    var result = map.invalidation(forClassChangeFrom: old.styleClasses, to: new.styleClasses)
    if old.identifier != new.identifier {
      for name in [old.identifier, new.identifier].compactMap({ $0 }) {
        result.formUnion(map.invalidation(for: .identifier(name)))
      }
    }
    result.formUnion(map.invalidation(forStateChangeFrom: old.state, to: new.state))
    for name in Set(old.attributes.keys).union(new.attributes.keys)
    where old.attributes[name] != new.attributes[name] {
      result.formUnion(map.invalidation(for: .attribute(name)))
    }
    if old.isLeaf != new.isLeaf { result.formUnion(map.invalidation(for: .childCount)) }
    return result
  }

  /// Marks what `invalidation` says a change to the entry at `index` of `list` restyles.
  static func mark(_ invalidation: Invalidation, at index: Int, in list: [ContextEntry]) {
    let scope = invalidation.scope
    let entry = list[index]
    if scope.contains(.element) { entry.stale = true }
    if scope.contains(.descendants) {
      markStale(below: entry, invalidation.descendants)
    } else if scope.contains(.children) {
      for child in entry.cachedChildren where invalidation.descendants.contains(child.element!) {
        child.stale = true
      }
    }
    var siblings: ArraySlice<ContextEntry> = []
    if scope.contains(.laterSiblings) {
      siblings = list[(index + 1)...]
    } else if scope.contains(.nextSibling), index + 1 < list.count {
      siblings = list[(index + 1)...(index + 1)]
    }
    if scope.contains(.earlierSiblings) { siblings += list[..<index] }
    for sibling in siblings { sibling.stale = true }
    if scope.contains(.siblingDescendants) {
      for sibling in list where sibling !== entry { markStale(below: sibling, .everyElement) }
    }
  }

  /// Marks the cached entries below `entry` that have one of `names`.
  static func markStale(below entry: ContextEntry, _ names: SubjectNames) {
    var pending = entry.cachedChildren
    while let next = pending.popLast() {
      if names.contains(next.element!) { next.stale = true }
      pending += next.cachedChildren
    }
  }
}

extension ContextEntry {
  /// The children kept in the cache: those asked for alone, and the list last declared.
  var cachedChildren: [ContextEntry] {
    Array(onlyChildren.values) + (declared?.entries ?? [])
  }
}
