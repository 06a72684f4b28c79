import SkinKitSelectors

/// Rule candidates grouped by an interned name id (``StyleName/id``): one flat buffer of
/// candidates and, per id, where its group starts and how long it is. Interned ids are small
/// and dense, so a lookup is two loads — no hashing, no reference counting on the hot path.
final class NameBuckets: @unchecked Sendable {
  let start: FrozenBuffer<Int32>
  let count: FrozenBuffer<Int32>
  let candidates: FrozenBuffer<RuleCandidate>

  /// Groups `(id, candidate)` pairs; candidates keep their order within a group.
  init(_ pairs: [(id: UInt32, candidate: RuleCandidate)]) {
    var size = 0
    for pair in pairs where Int(pair.id) >= size { size = Int(pair.id) + 1 }
    var count = [Int32](repeating: 0, count: size)
    for pair in pairs { count[Int(pair.id)] += 1 }
    var start = [Int32](repeating: 0, count: size)
    var total: Int32 = 0
    for id in count.indices {
      start[id] = total
      total += count[id]
    }
    var next = start
    var placed = [RuleCandidate](repeating: RuleCandidate(rank: 0), count: pairs.count)
    for pair in pairs {
      placed[Int(next[Int(pair.id)])] = pair.candidate
      next[Int(pair.id)] += 1
    }
    self.start = FrozenBuffer.frozen(start)
    self.count = FrozenBuffer.frozen(count)
    self.candidates = FrozenBuffer.frozen(placed)
  }

  deinit {
    start.freeFrozen()
    count.freeFrozen()
    candidates.freeFrozen()
  }

  /// The candidates grouped under `id`, as a range of ``candidates``.
  @inline(__always)
  func range(_ id: UInt32) -> Range<Int> {
    let slot = Int(id)
    guard slot < count.count else { return 0..<0 }
    let base = Int(start[slot])
    return base..<(base + Int(count[slot]))
  }
}

/// Every rule's declarations as flat integer records, by rank: what the cascade's hot loop
/// reads to find each property's winning declaration.
final class DeclarationTable: @unchecked Sendable {
  /// Per rank: where its declarations start in the flat buffers, and how many.
  let start: FrozenBuffer<Int32>
  let count: FrozenBuffer<Int32>
  /// Per rank: bit 0 has normal declarations, bit 1 has important ones, bit 2 has custom
  /// ones, bit 3 has values holding `var()`.
  let flags: FrozenBuffer<UInt8>
  /// Per declaration: its property id (-1 for a custom property) and importance.
  let propertyID: FrozenBuffer<Int32>
  let important: FrozenBuffer<Bool>
  /// Whether some declaration may set a non-inherited property to `inherit`.
  let inheritsResetProperties: Bool

  static let hasNormal: UInt8 = 1
  static let hasImportant: UInt8 = 2
  static let hasCustom: UInt8 = 4
  static let hasVariables: UInt8 = 8

  /// The table of `rows` (in compiled order) by rank: rank `r` is row `order[r]`.
  init(_ rows: DeclarationRows, order: [Int]) {
    self.start = FrozenBuffer.frozen(order.map { rows.start[$0] })
    self.count = FrozenBuffer.frozen(order.map { rows.count[$0] })
    self.flags = FrozenBuffer.frozen(order.map { rows.flags[$0] })
    self.propertyID = FrozenBuffer.frozen(rows.propertyID)
    self.important = FrozenBuffer.frozen(rows.important)
    self.inheritsResetProperties = rows.inheritsResetProperties
  }

  deinit {
    start.freeFrozen()
    count.freeFrozen()
    flags.freeFrozen()
    propertyID.freeFrozen()
    important.freeFrozen()
  }
}
