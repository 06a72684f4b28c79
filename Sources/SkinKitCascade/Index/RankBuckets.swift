import SkinKitSelectors

/// The buckets of a rule index and its selectors in rank order: the last steps of indexing,
/// after the rules are ranked.
struct RankBuckets: Sendable {
  let selectors: CompiledSelectorTable
  let byIdentifier: NameBuckets
  let byClass: NameBuckets
  let byType: NameBuckets
  let universal: NameBuckets

  init(
    _ unsorted: [RuleEntry], summaries: SelectorSummaries, normalOrder: [Int],
    ranking: RuleRanking
  ) {
    // Each rank's bucket key first, so that each bucket's list is made at its size.
    let keys = normalOrder.map {
      RuleIndex.bucketKey(summaries.subject($0), demand: summaries.demand)
    }
    var sizes = [Int](repeating: 0, count: 5)
    for key in keys { sizes[Int(key.map { $0 >> 32 } ?? 0)] += 1 }
    var byIdentifier: [(id: UInt32, candidate: RuleCandidate)] = []
    var byClass: [(id: UInt32, candidate: RuleCandidate)] = []
    var byType: [(id: UInt32, candidate: RuleCandidate)] = []
    var universal: [(id: UInt32, candidate: RuleCandidate)] = []
    byIdentifier.reserveCapacity(sizes[Int(RuleCandidate.identifierKind)])
    byClass.reserveCapacity(sizes[Int(RuleCandidate.classKind)])
    byType.reserveCapacity(sizes[Int(RuleCandidate.typeKind)])
    universal.reserveCapacity(sizes[0])
    for (rank, index) in normalOrder.enumerated() {
      let subject = summaries.subject(index)
      let key = keys[rank]
      var candidate = RuleCandidate(
        rank: Int32(rank), subject: subject, hasOther: summaries.subjectHasOther[index],
        compounds: Int(summaries.compoundCount[index]), key: key,
        hashes: summaries.hashes[(index * 4)..<(index * 4 + 4)], media: ranking.media[index])
      if unsorted[index].scope != nil {
        candidate.scoped = true
        candidate.decided = false
      }
      let name = UInt32(truncatingIfNeeded: key ?? 0)
      switch key.map({ $0 >> 32 }) {
      case RuleCandidate.identifierKind: byIdentifier.append((name, candidate))
      case RuleCandidate.classKind: byClass.append((name, candidate))
      case RuleCandidate.typeKind: byType.append((name, candidate))
      default: universal.append((0, candidate))
      }
    }
    selectors = summaries.selectors.reordered(normalOrder).frozen()
    self.byIdentifier = NameBuckets(byIdentifier)
    self.byClass = NameBuckets(byClass)
    self.byType = NameBuckets(byType)
    self.universal = NameBuckets(universal)
  }
}
