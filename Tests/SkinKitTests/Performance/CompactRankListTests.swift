import Testing

@testable import SkinKitCascade

/// The caches' compact keys must tell every list of ranks from every other: a false match
/// would give a node another node's style.
@Suite("Compact rank lists")
struct CompactRankListTests {
  static let lists: [[Int32]] = [
    [], [0], [1], [127], [128], [3, 7, 8, 300], [300, 8, 7, 3], [0, 0, 0],
    [Int32.max], [Int32.min, Int32.max], [5, 5 + 64, 5 + 64 + 8192], [-1, 0, 1],
    Array(0..<500), Array(stride(from: 9999, through: 0, by: -37)),
  ]

  @Test("a list equals itself", arguments: lists)
  func equalsItself(_ ranks: [Int32]) {
    let list = CompactRankList(ranks)
    #expect(list.equals(ranks))
    // Lookups hash the plain list; entries keep the hash of the list they were made from.
    #expect(list.hash == CompactRankList.hash(ranks))
  }

  @Test("a list equals no other list of the table")
  func differsFromTheOthers() {
    for (i, a) in Self.lists.enumerated() {
      for (j, b) in Self.lists.enumerated() where i != j {
        #expect(!CompactRankList(a).equals(b), "\(a) matched \(b)")
      }
    }
  }

  @Test("prefixes, extensions and single changes are told apart")
  func nearMisses() {
    let ranks: [Int32] = [2, 90, 91, 4000, 4001, 70000]
    let list = CompactRankList(ranks)
    #expect(!list.equals(Array(ranks.dropLast())))
    #expect(!list.equals(ranks + [70001]))
    for index in ranks.indices {
      for change: Int32 in [-1, 1, 128, -128] {
        var other = ranks
        other[index] += change
        #expect(!list.equals(other), "\(other)")
      }
    }
  }
}
