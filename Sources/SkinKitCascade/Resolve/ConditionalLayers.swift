import SkinKitSelectors
import SkinKitSyntax

/// The layer order of a cascade whose sheets name some layer inside `@media`.
///
/// CSS Cascade 5 §6.4.3 orders layers by their first declaration, and a conditional rule
/// that does not apply declares nothing: `@media (width < 340px) { @layer theme {} }` puts
/// `theme` first only where the query holds. Queries are evaluated again whenever the
/// environment changes, so the order of the layers — and with it the cascade order of their
/// rules — is one per set of query results. The rule index holds the order of the
/// environments where every mention counts; this makes (and keeps) a ``RankOrder`` for each
/// environment whose layer order differs.
final class ConditionalLayers: Sendable {
  /// Every origin's mentions, in order, for the origins with a conditional one.
  let mentions: [CascadeOrigin: [LayerMention]]
  /// The distinct conditions of the mentions, and each mention's slot among them (-1 when
  /// it always counts).
  private let conditions: [[MediaQueryList]]
  private let slots: [CascadeOrigin: [Int]]
  /// The orders made so far, by the conditions' results.
  private let orders = Locked<[[Bool]: RankOrder]>([:])

  init?(_ mentions: [CascadeOrigin: [LayerMention]]) {
    guard !mentions.isEmpty else { return nil }
    self.mentions = mentions
    var conditions: [[MediaQueryList]] = []
    var lookup: [[MediaQueryList]: Int] = [:]
    var slots: [CascadeOrigin: [Int]] = [:]
    for (origin, list) in mentions {
      slots[origin] = list.map { mention in
        guard !mention.media.isEmpty else { return -1 }
        if let slot = lookup[mention.media] { return slot }
        lookup[mention.media] = conditions.count
        conditions.append(mention.media)
        return conditions.count - 1
      }
    }
    self.conditions = conditions
    self.slots = slots
  }

  /// Which conditions hold in `environment`.
  func results(in environment: StyleEnvironment) -> [Bool] {
    conditions.map { lists in lists.allSatisfy { $0.matches(environment) } }
  }

  /// The rank order in `environment`: the index's own when the layers keep their order there.
  func order(
    in environment: StyleEnvironment, index: RuleIndex, layers: [CascadeOrigin: [LayerName]]
  )
    -> RankOrder
  {
    let results = results(in: environment)
    if let known = orders.withLock({ $0[results] }) { return known }
    let order = makeOrder(results, index: index, layers: layers)
    orders.withLock { $0[results] = order }
    return order
  }

  private func makeOrder(
    _ results: [Bool], index: RuleIndex, layers: [CascadeOrigin: [LayerName]]
  ) -> RankOrder {
    var effective = layers
    for (origin, list) in mentions {
      var names: [LayerName] = []
      var seen = Set<LayerName>()
      for (position, mention) in list.enumerated() {
        let slot = slots[origin]![position]
        guard slot < 0 || results[slot] else { continue }
        // Parents are declared before their sublayers, as the compiler declares them.
        for length in 1...mention.name.components.count {
          let prefix = LayerName(Array(mention.name.components.prefix(length)))
          if seen.insert(prefix).inserted { names.append(prefix) }
        }
      }
      // A layer named only where the conditions fail has no rule that applies; it goes last.
      for name in layers[origin] ?? [] where seen.insert(name).inserted { names.append(name) }
      effective[origin] = names
    }
    guard effective != layers else { return index.order }
    let ranks = StyleCascade.layerRanks(effective)
    let count = index.written.count
    var keys: [RuleSortKey] = []
    keys.reserveCapacity(count)
    for rank in 0..<count { keys.append(RuleSortKey(index.entry(ofRank: rank), layerRanks: ranks)) }
    let normal = (0..<count).sorted { RuleSortKey.normalPrecedes(keys[$0], keys[$1]) }
    var normalPosition = [Int32](repeating: 0, count: count)
    for (position, rank) in normal.enumerated() { normalPosition[rank] = Int32(position) }
    let important = (0..<count).filter { index.importantRank[$0] >= 0 }
      .sorted { RuleSortKey.importantPrecedes(keys[$0], keys[$1]) }
    var importantPosition = [Int32](repeating: -1, count: count)
    for (position, rank) in important.enumerated() { importantPosition[rank] = Int32(position) }
    return RankOrder(
      normalPosition: normalPosition, importantPosition: importantPosition,
      layerKey: keys.map { $0.layer == Int.max ? RankOrder.unlayered : Int32(clamping: $0.layer) },
      defaultSkinRules: index.order.defaultSkinRules)
  }

  /// Whether some mention's conditions hold in one environment and not in the other (the
  /// layer order may then differ).
  func flips(from old: StyleEnvironment, to new: StyleEnvironment) -> Bool {
    results(in: old) != results(in: new)
  }
}
