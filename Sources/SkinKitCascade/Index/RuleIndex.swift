import SkinKitSelectors
import SkinKitSupport
import SkinKitSyntax

/// Rules bucketed by the rightmost compound's most selective name — its id, else a class,
/// else its type — plus a universal bucket, so an element is matched only against rules that
/// could apply to it (Stylo's `SelectorMap`). Matching goes right to left, so the subject
/// compound decides.
///
/// A rule's rank is its place in cascade order (origin, layer, specificity, order of
/// appearance), and every bucket lists ranks in ascending order. What the hot loop reads is
/// kept in flat arrays (blocks, compiled selectors, ancestor hashes, media slots), one
/// element per rank. The rules themselves stay in the order they were compiled in (copying
/// 10,000 of them into rank order touched every object they refer to, cold, for nothing):
/// ``writtenIndex`` maps a rank to its rule.
struct RuleIndex: Sendable {
  /// The rules as compiled (order of appearance).
  let written: [RuleEntry]
  /// For each rank, the index of its rule in ``written``.
  let writtenIndex: [Int32]
  /// Each rank's declarations.
  let blocks: [DeclarationBlock]
  /// Each rank's selector, compiled for snapshot matching (selector index = rank).
  let selectors: CompiledSelectorTable
  /// For entries with `!important` declarations: their rank among important declarations.
  let importantRank: [Int32]
  /// The ranks' cascade order, origins and layers when no layer's place depends on the
  /// environment.
  let order: RankOrder
  let byIdentifier: NameBuckets
  let byClass: NameBuckets
  let byType: NameBuckets
  let universal: NameBuckets
  /// Each rank's declarations as flat records.
  let declarations: DeclarationTable
  /// The distinct media condition lists (a candidate's `media` indexes them).
  let mediaLists: [[MediaQueryList]]

  /// What the rules' values depend on in the environment (``written`` order), read with
  /// their declarations for the invalidation map.
  let valueEnvironment: ValueEnvironment
  /// What the rules' selectors invalidate, read on a second core when the rules are many
  /// (`nil`: the invalidation map reads them itself).
  let invalidations: RuleInvalidations?

  /// `inheritedFlags` is the property table's, by id (the declaration table records whether
  /// some declaration may make a non-inherited property inherit); `registered` names the
  /// registered custom properties (whose values compute where they are declared).
  init(
    entries unsorted: [RuleEntry], layerRanks: [CascadeOrigin: [LayerName: Int]],
    inheritedFlags: [Bool], registered: Set<String>
  ) {
    // Everything below reads the rules once, in compiled order, and then only flat arrays:
    // their selectors, and their order, declarations and media — and, when there are enough
    // rules to be worth a second thread, what their selectors invalidate on the other (the
    // skin that holds the cascade asks for it next: see `InvalidationMap`).
    let summaries: SelectorSummaries
    let ranking: RuleRanking
    if ForkJoin.hasSeveralCores && unsorted.count >= Self.minimumParallelRules {
      // The two shares take about as long: the selectors' summaries and the rules' order on
      // one core; what the selectors invalidate and the declarations' rows on the other.
      let ((selectorShare, order), (invalidationShare, rows)) = ForkJoin.both(
        { (SelectorSummaries(unsorted), RuleRanking.Order(unsorted, layerRanks: layerRanks)) },
        {
          (
            RuleInvalidations(selectorsOf: unsorted),
            DeclarationRows(unsorted, inheritedFlags: inheritedFlags, registered: registered)
          )
        })
      summaries = selectorShare
      ranking = RuleRanking(order, rows: rows)
      invalidations = invalidationShare
    } else {
      summaries = SelectorSummaries(unsorted)
      ranking = RuleRanking(
        unsorted, layerRanks: layerRanks, inheritedFlags: inheritedFlags, registered: registered)
      invalidations = nil
    }
    let normalOrder = ranking.normalOrder
    self.written = unsorted
    self.writtenIndex = normalOrder.map { Int32($0) }
    self.blocks = ranking.blocks
    self.importantRank = ranking.importantRank
    self.order = RankOrder(
      normalPosition: nil, importantPosition: ranking.importantRank, layerKey: ranking.layerKeys,
      defaultSkinRules: ranking.defaultSkinRules)

    // Each rank's bucket key first, so that each bucket's list is made at its size.
    let keys = normalOrder.map { Self.bucketKey(summaries.subject($0), demand: summaries.demand) }
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
    self.selectors = summaries.selectors.reordered(normalOrder).frozen()
    self.byIdentifier = NameBuckets(byIdentifier)
    self.byClass = NameBuckets(byClass)
    self.byType = NameBuckets(byType)
    self.universal = NameBuckets(universal)
    self.declarations = ranking.declarations
    self.valueEnvironment = ranking.environment
    self.mediaLists = ranking.mediaLists
  }

  /// Indexes with at least this many rules read their selectors, order and declarations on
  /// one core and what their selectors invalidate on another.
  static let minimumParallelRules = 4096

  /// The rules in cascade order (made when asked for: explanations, tools, code generation).
  var entries: [RuleEntry] { writtenIndex.map { written[Int($0)] } }

  /// The rule of a rank.
  func entry(ofRank rank: Int) -> RuleEntry { written[Int(writtenIndex[rank])] }

  /// The selector of a rank's rule.
  func selector(ofRank rank: Int) -> ComplexSelector { written[Int(writtenIndex[rank])].selector }

  /// The name code (``RuleCandidate/nameCode(_:)``) a subject is bucketed under: its id;
  /// else, of its classes and (non-exact) type, the one the fewest rules' subjects need (a
  /// proxy for the rarest name in trees); else `nil` (the universal bucket). An `:exact`
  /// type is bucketed under its plain type (the lineage lookup finds the own name).
  static func bucketKey(_ subject: ArraySlice<UInt64>, demand: CodeTable) -> UInt64? {
    var best: (code: UInt64, count: Int32)?
    for code in subject {
      let plain: UInt64
      switch code >> 32 {
      case RuleCandidate.identifierKind: return code
      case RuleCandidate.classKind, RuleCandidate.typeKind: plain = code
      case RuleCandidate.exactTypeKind:
        plain = (code & 0xFFFF_FFFF) | RuleCandidate.typeKind << 32
      default: continue
      }
      let count = demand[plain] ?? 0
      if best == nil || count < best!.count { best = (plain, count) }
    }
    return best?.code
  }

  /// The key a class or (non-exact) type is counted under in the demand table: its name
  /// code; `nil` for the rest.
  static func demandKey(code: UInt64) -> UInt64? {
    switch code >> 32 {
    case RuleCandidate.classKind, RuleCandidate.typeKind: code
    default: nil
    }
  }

  /// A name every element matching a compound (its `components`) has: its id or first
  /// class, else its type (`nil` when it has none of them).
  static func requiredName(_ components: CompoundSelector.Components) -> SimpleSelector? {
    var type: SimpleSelector?
    // Read in place, by index (iterating copies each component).
    for index in components.indices {
      switch components[index] {
      case .identifier, .styleClass: return components[index]
      case .type(let name, _): type = .type(name, exact: false)
      default: break
      }
    }
    return type
  }

  /// Which media lists hold in an environment (evaluated once per resolution).
  func evaluateMedia(_ environment: StyleEnvironment) -> [Bool] {
    mediaLists.map { lists in lists.allSatisfy { $0.matches(environment) } }
  }

  /// Sets `result` to the ranks of the rules matching snapshot node `index`, ascending, and
  /// `scoped` to those of them in an `@scope` with their proximity. Candidates are checked
  /// inline — media, the subject's other names, the ancestor Bloom filter — and a selector
  /// runs only when those checks cannot decide.
  func collectMatches(
    _ index: Int, snapshot: TreeSnapshot, matcher: ProgramMatcher, filter: AncestorFilter,
    media: [Bool], into result: inout [Int32], scoped: inout [ScopedMatch]
  ) {
    result.removeAll(keepingCapacity: true)
    if !scoped.isEmpty { scoped.removeAll(keepingCapacity: true) }
    let classes = snapshot.classes
    let classBase = Int(snapshot.classStart[index])
    let classEnd = classBase + Int(snapshot.classCount[index])
    let type = Int(snapshot.typeIndex[index])
    let lineage = snapshot.lineage
    let lineageBase = Int(snapshot.lineageStart[type])
    let lineageEnd = lineageBase + Int(snapshot.lineageCount[type])
    let identifier = snapshot.identifier[index]

    @inline(__always) func hasClass(_ id: UInt32) -> Bool {
      for position in classBase..<classEnd where classes[position] == id { return true }
      return false
    }
    @inline(__always) func isKind(_ id: UInt32) -> Bool {
      for position in lineageBase..<lineageEnd where lineage[position] == id { return true }
      return false
    }
    @inline(__always) func scan(_ buckets: NameBuckets, _ id: UInt32) {
      let candidates = buckets.candidates
      for slot in buckets.range(id) {
        let candidate = candidates[slot]
        if candidate.media >= 0 && !media[Int(candidate.media)] { continue }
        if candidate.classA != 0 && !hasClass(candidate.classA) { continue }
        if candidate.classB != 0 && !hasClass(candidate.classB) { continue }
        if candidate.type != 0 && !isKind(candidate.type) { continue }
        if candidate.identifier != 0 && candidate.identifier != identifier { continue }
        if candidate.hash0 != 0 {
          if !filter.mightContain(candidate.hash0) { continue }
          if candidate.hash1 != 0 && !filter.mightContain(candidate.hash1) { continue }
          if candidate.hash2 != 0 && !filter.mightContain(candidate.hash2) { continue }
          if candidate.hash3 != 0 && !filter.mightContain(candidate.hash3) { continue }
        }
        if candidate.decided || (!candidate.scoped && matcher.matches(Int(candidate.rank), index)) {
          result.append(candidate.rank)
        } else if candidate.scoped,
          let generations = scopeProximity(
            ofRank: Int(candidate.rank), snapshot.node(index), matcher: matcher.general)
        {
          result.append(candidate.rank)
          scoped.append(ScopedMatch(rank: candidate.rank, generations: Int32(generations)))
        }
      }
    }
    // Each bucket holds its candidates in rank order, so each scan appends an ascending run:
    // merged into the ranks before it as it comes (cheaper than sorting them all at the end).
    var sorted = 0
    @inline(__always) func merge() {
      defer { sorted = result.count }
      guard sorted > 0, sorted < result.count, result[sorted - 1] > result[sorted] else { return }
      Self.mergeRun(&result, from: sorted)
    }
    if identifier != 0 {
      scan(byIdentifier, identifier)
      merge()
    }
    for position in classBase..<classEnd {
      scan(byClass, classes[position])
      merge()
    }
    for position in lineageBase..<lineageEnd {
      scan(byType, lineage[position])
      merge()
    }
    scan(universal, 0)
    merge()
  }

  /// Merges the ascending run `ranks[middle...]` into the ascending `ranks[..<middle]`.
  ///
  /// ```swift
  /// var ranks: [Int32] = [2, 5, 9, 3, 4, 10]
  /// RuleIndex.mergeRun(&ranks, from: 3)   // [2, 3, 4, 5, 9, 10]
  /// ```
  static func mergeRun(_ ranks: inout [Int32], from middle: Int) {
    let count = ranks.count
    ranks.withUnsafeMutableBufferPointer { buffer in
      withUnsafeTemporaryAllocation(of: Int32.self, capacity: count - middle) { run in
        _ = run.initialize(fromContentsOf: buffer[middle..<count])
        // From the back: the larger of the two lists' last elements goes last.
        var (left, right, out) = (middle - 1, count - middle - 1, count - 1)
        while right >= 0 {
          if left >= 0 && buffer[left] > run[right] {
            buffer[out] = buffer[left]
            left -= 1
          } else {
            buffer[out] = run[right]
            right -= 1
          }
          out -= 1
        }
      }
    }
  }
}
