import Testing

@testable import SkinKitCascade

/// A node's matched ranks come from its buckets as ascending runs, each merged into the
/// ranks before it: the result must be what sorting them gives.
@Suite("Matched ranks merged run by run")
struct RankMergeTests {
  @Test("merging a run equals sorting the whole list")
  func mergeEqualsSort() {
    var seed: UInt64 = 0x5EED
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    for round in 0..<500 {
      let first = (0..<next(40)).map { _ in Int32(next(1000)) }.sorted()
      let run = (0..<(1 + next(40))).map { _ in Int32(next(1000)) }.sorted()
      var merged = first + run
      RuleIndex.mergeRun(&merged, from: first.count)
      #expect(merged == (first + run).sorted(), "round \(round)")
    }
    var ranks: [Int32] = [2, 5, 9, 3, 4, 10]
    RuleIndex.mergeRun(&ranks, from: 3)
    #expect(ranks == [2, 3, 4, 5, 9, 10])
  }
}
