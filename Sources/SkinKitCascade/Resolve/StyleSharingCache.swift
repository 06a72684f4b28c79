/// Values keyed by a list of matched rule ranks (and optionally a parent style), hashed
/// without allocating; the rule list is stored, compacted, only when a value is stored.
///
/// Two caches of the resolver use it: the style sharing cache (same parent style and same
/// matched rules give the same computed style, as browsers share styles between siblings)
/// and the matched properties cache (same matched rules give the same declared values,
/// whatever the parent, when those values depend on nothing else).
struct RuleSetCache<Value> {
  private struct Entry {
    let parent: ObjectIdentifier?
    let rules: CompactRankList
    let value: Value
  }

  private var buckets: [Int: [Entry]] = [:]

  @inline(__always)
  private static func hash(parent: ObjectIdentifier?, rules: [Int32]) -> Int {
    var value = UInt64(UInt(bitPattern: parent.map { $0.hashValue } ?? 0))
    for rank in rules {
      value = (value ^ UInt64(UInt32(bitPattern: rank))) &* 0x100_0000_01B3
    }
    value ^= UInt64(rules.count) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: value)
  }

  func value(parent: ObjectIdentifier?, rules: [Int32]) -> Value? {
    guard let bucket = buckets[Self.hash(parent: parent, rules: rules)] else { return nil }
    for entry in bucket where entry.parent == parent && entry.rules.equals(rules) {
      return entry.value
    }
    return nil
  }

  mutating func insert(_ value: Value, parent: ObjectIdentifier?, rules: [Int32]) {
    buckets[Self.hash(parent: parent, rules: rules), default: []].append(
      Entry(parent: parent, rules: CompactRankList(rules), value: value))
  }
}

/// A list of rule ranks stored in as few bytes as it exactly takes: each rank's difference
/// from the previous one, zigzag-encoded, as a LEB128 varint. Matched lists are mostly
/// ascending with small gaps, so a rank takes one or two bytes instead of four — and the
/// copy has no spare capacity (the resolver's scratch list keeps the largest capacity it
/// ever needed; sharing its buffer made every cached key that large).
///
/// ```swift
/// let list = CompactRankList([3, 7, 8, 300])
/// list.equals([3, 7, 8, 300])  // true
/// list.equals([3, 7, 8])       // false
/// ```
struct CompactRankList {
  private let bytes: [UInt8]
  private let count: Int32

  init(_ ranks: [Int32]) {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Self.encodedSize(ranks))
    var previous: Int32 = 0
    for rank in ranks {
      var delta = Self.zigzag(Int64(rank) - Int64(previous))
      while delta >= 0x80 {
        bytes.append(UInt8(truncatingIfNeeded: delta) | 0x80)
        delta >>= 7
      }
      bytes.append(UInt8(delta))
      previous = rank
    }
    self.bytes = bytes
    self.count = Int32(ranks.count)
  }

  /// Whether the list holds exactly `ranks`, in order.
  func equals(_ ranks: [Int32]) -> Bool {
    guard Int(count) == ranks.count else { return false }
    return bytes.withUnsafeBufferPointer { stored in
      var position = 0
      var previous: Int32 = 0
      for rank in ranks {
        var expected = Self.zigzag(Int64(rank) - Int64(previous))
        while expected >= 0x80 {
          guard position < stored.count,
            stored[position] == UInt8(truncatingIfNeeded: expected) | 0x80
          else { return false }
          position += 1
          expected >>= 7
        }
        guard position < stored.count, stored[position] == UInt8(expected) else { return false }
        position += 1
        previous = rank
      }
      return position == stored.count
    }
  }

  private static func zigzag(_ value: Int64) -> UInt64 {
    UInt64(bitPattern: (value << 1) ^ (value >> 63))
  }

  private static func encodedSize(_ ranks: [Int32]) -> Int {
    var size = 0
    var previous: Int32 = 0
    for rank in ranks {
      var delta = zigzag(Int64(rank) - Int64(previous))
      size += 1
      while delta >= 0x80 {
        size += 1
        delta >>= 7
      }
      previous = rank
    }
    return size
  }
}

/// What a set of matched rules gives every node that matches exactly them, when none of
/// the winning declarations depends on the node's parent, font size or custom properties.
struct MatchedProperties {
  /// Non-inherited values, sorted by id.
  let reset: [ComputedStyle.Entry]
  /// Inherited values the rules set, sorted by id (merged over the parent's per node).
  let inherited: [ComputedStyle.Entry]
  /// The winning declarations, sorted by id.
  let sources: [(id: Int32, reference: DeclarationReference)]
}
