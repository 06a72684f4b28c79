import SkinKitSelectors

/// Rules bucketed by the rightmost compound's most selective name — its id, else a class,
/// else its type — plus a universal bucket, so an element is matched only against rules that
/// could apply to it (Stylo's `SelectorMap`). Matching goes right to left, so the subject
/// compound decides.
///
/// Entries are stored in cascade order (origin, layer, specificity, order of appearance):
/// an entry's index is its normal cascade rank, and every bucket lists indices in
/// ascending order.
struct RuleIndex: Sendable {
  let entries: [RuleEntry]
  /// For entries with `!important` declarations: their rank among important declarations.
  let importantRank: [Int32]
  let byIdentifier: [UInt32: [Int32]]
  let byClass: [UInt32: [Int32]]
  let byType: [UInt32: [Int32]]
  let universal: [Int32]
  /// Names each entry needs among an element's ancestors (see ``AncestorFilter``).
  let ancestorHashes: [[UInt32]]
  /// Each entry's media conditions as an index into ``mediaLists`` (-1 for none).
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

    var byIdentifier: [UInt32: [Int32]] = [:]
    var byClass: [UInt32: [Int32]] = [:]
    var byType: [UInt32: [Int32]] = [:]
    var universal: [Int32] = []
    var hashes: [[UInt32]] = []
    var mediaIndex: [Int32] = []
    var mediaLists: [[MediaQueryList]] = []
    var mediaLookup: [[MediaQueryList]: Int32] = [:]
    for (index, entry) in entries.enumerated() {
      let rank = Int32(index)
      switch Self.bucketKey(entry.selector.subject) {
      case .identifier(let name): byIdentifier[name.id, default: []].append(rank)
      case .styleClass(let name): byClass[name.id, default: []].append(rank)
      case .type(let name, _): byType[name.id, default: []].append(rank)
      default: universal.append(rank)
      }
      hashes.append(AncestorFilter.requiredHashes(of: entry.selector))
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
    self.byIdentifier = byIdentifier
    self.byClass = byClass
    self.byType = byType
    self.universal = universal
    self.ancestorHashes = hashes
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

  /// Appends the ranks of the entries that match `element`, in ascending order.
  func collectMatches(
    for element: any StyleElement, filter: AncestorFilter, media: [Bool], context: MatchingContext,
    into result: inout [Int32]
  ) {
    result.removeAll(keepingCapacity: true)
    if let id = element.styleIdentifier, let bucket = byIdentifier[id.id] {
      match(bucket, element, filter, media, context, &result)
    }
    for name in element.styleClasses {
      if let bucket = byClass[name.id] { match(bucket, element, filter, media, context, &result) }
    }
    for name in element.styleType.lineage {
      if let bucket = byType[name.id] { match(bucket, element, filter, media, context, &result) }
    }
    match(universal, element, filter, media, context, &result)
    result.sort()
  }

  @inline(__always)
  private func match(
    _ bucket: [Int32], _ element: any StyleElement, _ filter: AncestorFilter, _ media: [Bool],
    _ context: MatchingContext, _ result: inout [Int32]
  ) {
    candidates: for rank in bucket {
      let index = Int(rank)
      let mediaSlot = mediaIndex[index]
      if mediaSlot >= 0 && !media[Int(mediaSlot)] { continue }
      for hash in ancestorHashes[index] where !filter.mightContain(hash) { continue candidates }
      if SelectorMatcher.matches(entries[index].selector, element, context: context) {
        result.append(rank)
      }
    }
  }
}
