import SkinKitSelectors

/// What the rule index needs of each rule's selector, read in one pass over the rules in the
/// order they were compiled and kept in flat arrays (one slot per rule, or a run of slots
/// per rule).
///
/// The index orders rules by rank (origin, layer, specificity, order), which scatters them
/// over the heap: reading each rule's selector in rank order costs a cache miss per object.
/// Read in compiled order — roughly the order they were allocated in — the same objects
/// stream through the cache, and the index then works from these arrays alone.
struct SelectorSummaries: Sendable {
  /// Each rule's selector, compiled (selector index = position in compiled order).
  var selectors = CompiledSelectors()
  /// Each rule's subject names as ``RuleCandidate/nameCode(_:)`` codes, in the order
  /// written: `subjectStart[i] ..< subjectStart[i + 1]` in ``subjectCodes``.
  var subjectCodes: [UInt64] = []
  var subjectStart: [Int32] = [0]
  /// Whether the subject has a simple selector that is not a name (`:hover`, `[a]`…).
  var subjectHasOther: [Bool] = []
  /// How many compounds each selector has.
  var compoundCount: [Int32] = []
  /// Four ancestor hashes per rule (0: none).
  var hashes: [UInt32] = []
  /// How many rules' subjects need each class or (non-exact) type code.
  var demand = CodeTable(capacity: 256)

  init(_ entries: [RuleEntry]) {
    let count = entries.count
    // The per-rule arrays are made at their sizes and filled by index (appending checks
    // each array's uniqueness and capacity, for every rule).
    var compoundCount = [Int32](repeating: 0, count: count)
    var subjectHasOther = [Bool](repeating: false, count: count)
    var subjectStart = [Int32](repeating: 0, count: count + 1)
    var hashes = [UInt32](repeating: 0, count: count * 4)
    var subjectCodes: [UInt64] = []
    subjectCodes.reserveCapacity(count * 2)
    // A guess for typical sheets (two compounds, four simple selectors a rule).
    selectors.reserveCapacity(count, compounds: count * 2, operations: count * 4)
    // Fields are read by index: iterating the entries would copy each one whole.
    for index in entries.indices {
      selectors.append(entries[index].selector)
      // The selector's arrays taken one by one (a copy of the selector goes through its
      // fields' value witnesses).
      let compounds = entries[index].selector.compounds
      let combinators = entries[index].selector.combinators
      compoundCount[index] = Int32(compounds.count)
      var other = false
      // The subject's components read in place (iterating them copies each).
      let components = compounds[compounds.count - 1].components
      for position in components.indices {
        if let code = RuleCandidate.nameCode(components[position]) {
          subjectCodes.append(code)
          if let key = RuleIndex.demandKey(code: code) { demand.add(1, to: key) }
        } else if case .universal = components[position] {
          continue
        } else {
          other = true
        }
      }
      subjectStart[index + 1] = Int32(subjectCodes.count)
      subjectHasOther[index] = other
      AncestorFilter.writeRequiredHashes(
        compounds: compounds, combinators: combinators, into: &hashes, at: index * 4)
    }
    self.compoundCount = compoundCount
    self.subjectHasOther = subjectHasOther
    self.subjectStart = subjectStart
    self.hashes = hashes
    self.subjectCodes = subjectCodes
  }

  /// The subject codes of rule `index`.
  func subject(_ index: Int) -> ArraySlice<UInt64> {
    subjectCodes[Int(subjectStart[index])..<Int(subjectStart[index + 1])]
  }
}

/// The rules' cascade order, and what the cascade reads of their declarations and media
/// conditions: the other half of what the rule index reads of each rule, independent of
/// ``SelectorSummaries`` (a large sheet's index reads the two at once, on two cores).
struct RuleRanking: Sendable {
  /// For each rank (cascade order of normal declarations), the rule's index in compiled order.
  let normalOrder: [Int]
  /// For each rank whose rule has `!important` declarations, its rank among those (else -1):
  /// origins and layers in reverse.
  let importantRank: [Int32]
  /// Each rank's declarations.
  let blocks: [DeclarationBlock]
  let declarations: DeclarationTable
  /// Each rule's slot in ``mediaLists`` (compiled order), or -1.
  let media: [Int32]
  /// For each rank, its layer's place in its origin's order (``RankOrder/layerKey``).
  let layerKeys: [Int32]
  /// How many rules are the default skin's (they have the lowest ranks).
  let defaultSkinRules: Int32
  /// The distinct media condition lists.
  let mediaLists: [[MediaQueryList]]

  /// What the values depend on in the environment (rules in compiled order).
  let environment: ValueEnvironment

  /// `inheritedFlags` is the property table's, by id; `registered` names the registered
  /// custom properties.
  init(
    _ entries: [RuleEntry], layerRanks: [CascadeOrigin: [LayerName: Int]], inheritedFlags: [Bool],
    registered: Set<String>
  ) {
    self.init(
      Order(entries, layerRanks: layerRanks),
      rows: DeclarationRows(entries, inheritedFlags: inheritedFlags, registered: registered))
  }

  /// The part of a ranking read from the rules' selectors, layers and media alone — one
  /// core's share while the other reads their declarations (``DeclarationRows``).
  struct Order: Sendable {
    let keys: [RuleSortKey]
    let normalOrder: [Int]
    let media: [Int32]
    let mediaLists: [[MediaQueryList]]

    init(_ entries: [RuleEntry], layerRanks: [CascadeOrigin: [LayerName: Int]]) {
      // Sort a permutation by compact keys (sorting the entries themselves copies them over
      // and over). Fields are read by index: iterating the rules would copy each one whole
      // (a dozen references retained and released, for every rule).
      let keys = [RuleSortKey].made(count: entries.count) {
        RuleSortKey(entries[$0], layerRanks: layerRanks)
      }
      var media: [Int32] = []
      media.reserveCapacity(entries.count)
      var mediaLists: [[MediaQueryList]] = []
      var mediaLookup: [[MediaQueryList]: Int32] = [:]
      for index in entries.indices {
        let conditions = entries[index].media
        if conditions.isEmpty {
          media.append(-1)
        } else if let existing = mediaLookup[conditions] {
          media.append(existing)
        } else {
          let new = Int32(mediaLists.count)
          mediaLists.append(conditions)
          mediaLookup[conditions] = new
          media.append(new)
        }
      }
      self.keys = keys
      self.normalOrder = RankSort.normalOrder(keys)
      self.media = media
      self.mediaLists = mediaLists
    }
  }

  /// The ranking of rules ordered as `order` says, whose declarations are `rows`.
  init(_ order: Order, rows: DeclarationRows) {
    let keys = order.keys
    let normalOrder = order.normalOrder
    // The rules with important declarations (in compiled order), sorted by important order.
    var rankOf = [Int32](repeating: 0, count: normalOrder.count)
    for (rank, index) in normalOrder.enumerated() { rankOf[index] = Int32(rank) }
    let important = keys.indices.filter {
      rows.flags[$0] & DeclarationTable.hasImportant != 0
    }
    var importantRank = [Int32](repeating: -1, count: normalOrder.count)
    for (position, index) in RankSort.importantOrder(important, of: keys).enumerated() {
      importantRank[Int(rankOf[index])] = Int32(position)
    }
    self.normalOrder = normalOrder
    self.importantRank = importantRank
    self.layerKeys = normalOrder.map { index in
      let layer = keys[index].layer
      return layer == Int.max ? RankOrder.unlayered : Int32(clamping: layer)
    }
    self.defaultSkinRules = Int32(keys.count { $0.origin == CascadeOrigin.defaultSkin.rawValue })
    self.blocks = normalOrder.map { rows.blocks[$0] }
    self.declarations = DeclarationTable(rows, order: normalOrder)
    self.environment = rows.environment
    self.media = order.media
    self.mediaLists = order.mediaLists
  }
}

/// What orders a rule in the cascade (CSS Cascade 5 §6.1): origin, layer, specificity,
/// order of appearance — the one definition of that order, for the index and for the
/// environment-dependent orders of ``ConditionalLayers``.
struct RuleSortKey {
  var origin: Int
  /// The layer's place in its origin's order; `Int.max` unlayered.
  var layer: Int
  var specificity: Specificity
  var order: Int

  init(origin: Int, layer: Int, specificity: Specificity, order: Int) {
    self.origin = origin
    self.layer = layer
    self.specificity = specificity
    self.order = order
  }

  init(_ entry: borrowing RuleEntry, layerRanks: [CascadeOrigin: [LayerName: Int]]) {
    origin = entry.origin.rawValue
    layer = entry.layer.map { layerRanks[entry.origin]?[$0] ?? 0 } ?? Int.max
    specificity = entry.selector.specificity
    order = entry.order
  }

  /// Normal declarations: later origins, later layers (unlayered last), higher specificity,
  /// later order win.
  static func normalPrecedes(_ lhs: RuleSortKey, _ rhs: RuleSortKey) -> Bool {
    if lhs.origin != rhs.origin { return lhs.origin < rhs.origin }
    if lhs.layer != rhs.layer { return lhs.layer < rhs.layer }
    if lhs.specificity != rhs.specificity { return lhs.specificity < rhs.specificity }
    return lhs.order < rhs.order
  }

  /// Important declarations: origins reversed, layers reversed (unlayered weakest).
  static func importantPrecedes(_ lhs: RuleSortKey, _ rhs: RuleSortKey) -> Bool {
    if lhs.origin != rhs.origin { return lhs.origin > rhs.origin }
    if lhs.layer != rhs.layer { return lhs.layer > rhs.layer }
    if lhs.specificity != rhs.specificity { return lhs.specificity < rhs.specificity }
    return lhs.order < rhs.order
  }
}
