import SkinKitSelectors

/// Rules bucketed by the rightmost compound's most selective name — its id, else a class,
/// else its type — plus a universal bucket, so an element is matched only against rules that
/// could apply to it (Stylo's `SelectorMap`). Matching goes right to left, so the subject
/// compound decides.
///
/// Entries are stored in cascade order (origin, layer, specificity, order of appearance):
/// an entry's index is its normal cascade rank, and every bucket lists ranks in ascending
/// order. What the hot loop reads is kept in flat arrays (blocks, compiled selectors,
/// ancestor hashes, media slots), one element per rank.
struct RuleIndex: Sendable {
  let entries: [RuleEntry]
  /// Each rank's declarations.
  let blocks: [DeclarationBlock]
  /// Each rank's selector, compiled for snapshot matching (selector index = rank).
  let selectors: CompiledSelectorTable
  /// For entries with `!important` declarations: their rank among important declarations.
  let importantRank: [Int32]
  let byIdentifier: NameBuckets
  let byClass: NameBuckets
  let byType: NameBuckets
  let universal: [Int32]
  /// Names each rank needs among an element's ancestors (see ``AncestorFilter``), as a
  /// range of ``hashes``.
  let hashStart: [Int32]
  let hashCount: [Int32]
  let hashes: [UInt32]
  /// Each rank's media conditions as an index into ``mediaLists`` (-1 for none).
  let mediaIndex: [Int32]
  /// The distinct media condition lists.
  let mediaLists: [[MediaQueryList]]

  init(entries unsorted: [RuleEntry], layerRanks: [CascadeOrigin: [LayerName: Int]]) {
    func layerRank(_ entry: RuleEntry) -> Int {
      guard let layer = entry.layer else { return Int.max }
      return layerRanks[entry.origin]?[layer] ?? 0
    }
    let entries = unsorted.sorted { lhs, rhs in
      if lhs.origin != rhs.origin { return lhs.origin < rhs.origin }
      let (left, right) = (layerRank(lhs), layerRank(rhs))
      if left != right { return left < right }
      if lhs.selector.specificity != rhs.selector.specificity {
        return lhs.selector.specificity < rhs.selector.specificity
      }
      return lhs.order < rhs.order
    }
    self.entries = entries
    self.blocks = entries.map(\.block)
    // Important declarations: origins reversed, layers reversed (unlayered weakest).
    let importantOrder = entries.indices.filter { entries[$0].block.hasImportant }.sorted { a, b in
      let (lhs, rhs) = (entries[a], entries[b])
      if lhs.origin != rhs.origin { return lhs.origin > rhs.origin }
      let (left, right) = (layerRank(lhs), layerRank(rhs))
      if left != right { return left > right }
      if lhs.selector.specificity != rhs.selector.specificity {
        return lhs.selector.specificity < rhs.selector.specificity
      }
      return lhs.order < rhs.order
    }
    var importantRank = [Int32](repeating: -1, count: entries.count)
    for (rank, index) in importantOrder.enumerated() { importantRank[index] = Int32(rank) }
    self.importantRank = importantRank

    var selectors = CompiledSelectors()
    var byIdentifier: [(id: UInt32, rank: Int32)] = []
    var byClass: [(id: UInt32, rank: Int32)] = []
    var byType: [(id: UInt32, rank: Int32)] = []
    var universal: [Int32] = []
    var hashStart: [Int32] = []
    var hashCount: [Int32] = []
    var hashes: [UInt32] = []
    var mediaIndex: [Int32] = []
    var mediaLists: [[MediaQueryList]] = []
    var mediaLookup: [[MediaQueryList]: Int32] = [:]
    for (index, entry) in entries.enumerated() {
      let rank = Int32(index)
      selectors.append(entry.selector)
      switch Self.bucketKey(entry.selector.subject) {
      case .identifier(let name): byIdentifier.append((name.id, rank))
      case .styleClass(let name): byClass.append((name.id, rank))
      case .type(let name, _): byType.append((name.id, rank))
      default: universal.append(rank)
      }
      let required = AncestorFilter.requiredHashes(of: entry.selector)
      hashStart.append(Int32(hashes.count))
      hashCount.append(Int32(required.count))
      hashes += required
      if entry.media.isEmpty {
        mediaIndex.append(-1)
      } else if let existing = mediaLookup[entry.media] {
        mediaIndex.append(existing)
      } else {
        let new = Int32(mediaLists.count)
        mediaLists.append(entry.media)
        mediaLookup[entry.media] = new
        mediaIndex.append(new)
      }
    }
    self.selectors = selectors.frozen()
    self.byIdentifier = NameBuckets(byIdentifier)
    self.byClass = NameBuckets(byClass)
    self.byType = NameBuckets(byType)
    self.universal = universal
    self.hashStart = hashStart
    self.hashCount = hashCount
    self.hashes = hashes
    self.mediaIndex = mediaIndex
    self.mediaLists = mediaLists
  }

  /// The simple selector a compound is bucketed under: id, else class, else type.
  static func bucketKey(_ compound: CompoundSelector) -> SimpleSelector? {
    var styleClass: SimpleSelector?
    var type: SimpleSelector?
    for component in compound.components {
      switch component {
      case .identifier: return component
      case .styleClass: if styleClass == nil { styleClass = component }
      case .type: type = component
      default: break
      }
    }
    return styleClass ?? type
  }

  /// Which media lists hold in an environment (evaluated once per resolution).
  func evaluateMedia(_ environment: StyleEnvironment) -> [Bool] {
    mediaLists.map { lists in lists.allSatisfy { $0.matches(environment) } }
  }

  /// Sets `result` to the ranks of the rules matching snapshot node `index`, ascending.
  func collectMatches(
    _ index: Int, snapshot: TreeSnapshot, matcher: ProgramMatcher, filter: AncestorFilter,
    media: [Bool], into result: inout [Int32]
  ) {
    result.removeAll(keepingCapacity: true)
    let identifier = snapshot.identifier[index]
    if identifier != 0 {
      byIdentifier.forEach(identifier) { consider($0, index, matcher, filter, media, &result) }
    }
    let classBase = Int(snapshot.classStart[index])
    for offset in 0..<Int(snapshot.classCount[index]) {
      byClass.forEach(snapshot.classes[classBase + offset]) {
        consider($0, index, matcher, filter, media, &result)
      }
    }
    let type = Int(snapshot.typeIndex[index])
    let lineageBase = Int(snapshot.lineageStart[type])
    for offset in 0..<Int(snapshot.lineageCount[type]) {
      byType.forEach(snapshot.lineage[lineageBase + offset]) {
        consider($0, index, matcher, filter, media, &result)
      }
    }
    for rank in universal { consider(rank, index, matcher, filter, media, &result) }
    if result.count > 1 { result.sort() }
  }

  /// Sets `result` to the ranks of the rules matching `element`, ascending, matching
  /// through the element's protocol (no snapshot).
  func collectMatches(
    _ element: any StyleElement, matcher: NodeMatcher<ElementNode>, filter: AncestorFilter,
    media: [Bool], into result: inout [Int32]
  ) {
    result.removeAll(keepingCapacity: true)
    let node = ElementNode(element)
    func consider(_ rank: Int32) {
      let slot = Int(rank)
      let mediaSlot = mediaIndex[slot]
      if mediaSlot >= 0 && !media[Int(mediaSlot)] { return }
      let start = Int(hashStart[slot])
      for offset in 0..<Int(hashCount[slot]) where !filter.mightContain(hashes[start + offset]) {
        return
      }
      if matcher.matches(entries[slot].selector, node) { result.append(rank) }
    }
    if let identifier = element.styleIdentifier { byIdentifier.forEach(identifier.id, consider) }
    for name in element.styleClasses { byClass.forEach(name.id, consider) }
    for name in element.styleType.lineage { byType.forEach(name.id, consider) }
    for rank in universal { consider(rank) }
    if result.count > 1 { result.sort() }
  }

  @inline(__always)
  private func consider(
    _ rank: Int32, _ index: Int, _ matcher: ProgramMatcher, _ filter: AncestorFilter,
    _ media: [Bool], _ result: inout [Int32]
  ) {
    let slot = Int(rank)
    let mediaSlot = mediaIndex[slot]
    if mediaSlot >= 0 && !media[Int(mediaSlot)] { return }
    let start = Int(hashStart[slot])
    for offset in 0..<Int(hashCount[slot]) where !filter.mightContain(hashes[start + offset]) {
      return
    }
    if matcher.matches(slot, index) { result.append(rank) }
  }
}
