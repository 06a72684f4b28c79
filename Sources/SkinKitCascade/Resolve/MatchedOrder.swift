import SkinKitSelectors

/// Where each rule an element matched stands in its cascade order: for normal
/// declarations, its place in the matched list (which the resolver ordered, scope
/// proximity included); for important ones, layers reversed, then specificity, then that
/// same order (proximity is not reversed).
struct MatchedOrder {
  var normal: [Int32: Int] = [:]
  var important: [Int32: Int] = [:]

  init(_ ranks: [Int32], order: RankOrder, specificity: (Int32) -> Specificity) {
    for (place, rank) in ranks.enumerated() { normal[rank] = place }
    let byImportance = ranks.enumerated().sorted { a, b in
      let (left, right) = (order.layerKey[Int(a.element)], order.layerKey[Int(b.element)])
      if left != right { return left > right }
      let (first, second) = (specificity(a.element), specificity(b.element))
      if first != second { return first < second }
      return a.offset < b.offset
    }
    for (place, entry) in byImportance.enumerated() { important[entry.element] = place }
  }
}
