/// Rule ranks grouped by an interned name id (``StyleName/id``): a flat array of ranks and,
/// per id, where its group starts and how long it is. Interned ids are small and dense, so
/// a lookup is two array reads — no hashing on the hot path.
struct NameBuckets: Sendable {
  private let start: [Int32]
  private let count: [Int32]
  private let ranks: [Int32]

  /// Groups `(id, rank)` pairs; ranks keep their order within a group.
  init(_ pairs: [(id: UInt32, rank: Int32)]) {
    let size = Int(pairs.map(\.id).max() ?? 0) + 1
    var count = [Int32](repeating: 0, count: pairs.isEmpty ? 0 : size)
    for pair in pairs { count[Int(pair.id)] += 1 }
    var start = [Int32](repeating: 0, count: count.count)
    var total: Int32 = 0
    for id in count.indices {
      start[id] = total
      total += count[id]
    }
    var ranks = [Int32](repeating: 0, count: pairs.count)
    var next = start
    for pair in pairs {
      ranks[Int(next[Int(pair.id)])] = pair.rank
      next[Int(pair.id)] += 1
    }
    self.start = start
    self.count = count
    self.ranks = ranks
  }

  /// Calls `body` with each rank grouped under `id`, in order.
  @inline(__always)
  func forEach(_ id: UInt32, _ body: (Int32) -> Void) {
    let slot = Int(id)
    guard slot < count.count else { return }
    let base = Int(start[slot])
    for offset in 0..<Int(count[slot]) { body(ranks[base + offset]) }
  }

  /// How many ranks are grouped under `id`.
  func count(of id: UInt32) -> Int {
    Int(id) < count.count ? Int(count[Int(id)]) : 0
  }
}
