import SkinKitSyntax

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

  /// The entries in the order stored, each with its mixed hash, and an open-addressing table
  /// of their positions plus one (0: an empty slot), probed from the mixed hash's high bits.
  /// The hash is mixed already: a `Dictionary` would hash it again (SipHash, a tenth of a
  /// small sheet's resolution).
  private var entries: [Entry] = []
  private var mixed: [UInt64] = []
  private var slots: [Int32] = []
  /// 64 minus log2 of the table's size: the shift that takes a slot from a mixed hash.
  private var shift: UInt64 = 64
  /// How many entries the cache keeps before it starts again empty (`nil`: no bound).
  private let limit: Int?

  /// A cache of every entry stored, or of at most `limit` at once: when full, it is
  /// emptied and fills again with what comes next.
  init(limit: Int? = nil) {
    self.limit = limit
  }

  /// How many entries it holds.
  var count: Int { entries.count }

  @inline(__always)
  private static func mix(parent: ObjectIdentifier?, rules: UInt64) -> UInt64 {
    let value = UInt64(parent.map { UInt(bitPattern: $0) } ?? 0) ^ rules
    return value &* 0x9E37_79B9_7F4A_7C15
  }

  /// The value stored for `rules` (whose ``CompactRankList/hash(_:)`` is `hash`).
  func value(parent: ObjectIdentifier?, rules: [Int32], hash: UInt64) -> Value? {
    position(parent: parent, rules: rules, hash: hash).map { entries[$0].value }
  }

  /// The value stored for `rules`, with the compacted list it is stored under (equal to
  /// `rules`: another cache can store its value under the same list instead of a copy).
  func valueAndKey(parent: ObjectIdentifier?, rules: [Int32], hash: UInt64)
    -> (value: Value, key: CompactRankList)?
  {
    position(parent: parent, rules: rules, hash: hash).map {
      (entries[$0].value, entries[$0].rules)
    }
  }

  private func position(parent: ObjectIdentifier?, rules: [Int32], hash: UInt64) -> Int? {
    guard !slots.isEmpty else { return nil }
    let key = Self.mix(parent: parent, rules: hash)
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: key >> shift) & mask
    while true {
      let stored = Int(slots[slot])
      guard stored != 0 else { return nil }
      let index = stored - 1
      if mixed[index] == key, entries[index].parent == parent, entries[index].rules.equals(rules) {
        return index
      }
      slot = (slot + 1) & mask
    }
  }

  /// Stores `value` under `key`, the compacted list of matched rules (hashed as the list).
  mutating func insert(_ value: Value, parent: ObjectIdentifier?, key: CompactRankList) {
    if let limit, entries.count >= limit {
      entries.removeAll(keepingCapacity: true)
      mixed.removeAll(keepingCapacity: true)
      slots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    }
    if (entries.count + 1) * 2 > slots.count { grow() }
    let hash = Self.mix(parent: parent, rules: key.hash)
    entries.append(Entry(parent: parent, rules: key, value: value))
    mixed.append(hash)
    place(entries.count - 1, hash)
  }

  private mutating func place(_ index: Int, _ hash: UInt64) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash >> shift) & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(index + 1)
  }

  /// Doubles the table (16 slots at first) and places every entry again.
  private mutating func grow() {
    let capacity = Swift.max(16, slots.count * 2)
    slots = [Int32](repeating: 0, count: capacity)
    shift = UInt64(64 - capacity.trailingZeroBitCount)
    for index in mixed.indices { place(index, mixed[index]) }
  }
}

/// A list of rule ranks stored in as few bytes as it exactly takes: each rank's difference
/// from the previous one, as an unsigned LEB128 varint. Matched lists are ascending with
/// small gaps (a layer order other than the index's can make a difference negative: it takes
/// five bytes, and the list stays exact), so a rank takes one or two bytes instead of four.
/// Not zigzag-encoded: that would double every gap, and at 10,000 rules a third of the gaps
/// (64–127) would take two bytes instead of one. The copy has no spare capacity (the resolver's scratch list keeps the largest capacity it
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
  /// ``hash(_:)`` of the list.
  let hash: UInt64

  init(_ ranks: [Int32], hash: UInt64? = nil) {
    self.hash = hash ?? Self.hash(ranks)
    count = Int32(ranks.count)
    bytes = ranks.withUnsafeBufferPointer { source in
      var size = 0
      var previous: Int32 = 0
      for rank in source {
        size += Self.encodedLength(Self.delta(rank, previous))
        previous = rank
      }
      // An empty list is the shared empty array: initializing it in place would write its
      // (shared) header, a race ThreadSanitizer reports when threads do it at once.
      guard size > 0 else { return [] }
      return [UInt8](unsafeUninitializedCapacity: size) { buffer, written in
        var position = 0
        var previous: Int32 = 0
        for rank in source {
          var delta = Self.delta(rank, previous)
          while delta >= 0x80 {
            buffer[position] = UInt8(truncatingIfNeeded: delta) | 0x80
            position += 1
            delta >>= 7
          }
          buffer[position] = UInt8(delta)
          position += 1
          previous = rank
        }
        written = position
      }
    }
  }

  /// A hash of a list of ranks (FNV-1a over the ranks, then the count), equal for equal
  /// lists whether taken from the list or from its compact form.
  static func hash(_ ranks: [Int32]) -> UInt64 {
    var value: UInt64 = 0xCBF2_9CE4_8422_2325
    for rank in ranks {
      value = (value ^ UInt64(UInt32(bitPattern: rank))) &* 0x100_0000_01B3
    }
    return value ^ (UInt64(ranks.count) &* 0x9E37_79B9_7F4A_7C15)
  }

  /// Whether the list holds exactly `ranks`, in order.
  func equals(_ ranks: [Int32]) -> Bool {
    guard Int(count) == ranks.count else { return false }
    return bytes.withUnsafeBufferPointer { stored in
      var position = 0
      var previous: Int32 = 0
      for rank in ranks {
        var expected = Self.delta(rank, previous)
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

  /// The difference from the previous rank, as the unsigned number encoded.
  @inline(__always)
  private static func delta(_ rank: Int32, _ previous: Int32) -> UInt32 {
    UInt32(bitPattern: rank &- previous)
  }

  /// Bytes of `value` as a LEB128 varint (7 bits a byte).
  @inline(__always)
  private static func encodedLength(_ value: UInt32) -> Int {
    (32 - (value | 1).leadingZeroBitCount + 6) / 7
  }
}

/// What a set of matched rules gives every node that matches exactly them, when none of
/// the winning declarations depends on the node's parent, font size or custom properties.
/// A class: the caches hand it out for every node that matches the list, one reference
/// counted instead of three arrays.
final class MatchedProperties {
  /// Non-inherited values, sorted by id.
  let reset: [ComputedStyle.Entry]
  /// Inherited values the rules set, sorted by id (merged over the parent's per node).
  let inherited: [ComputedStyle.Entry]

  init(reset: [ComputedStyle.Entry], inherited: [ComputedStyle.Entry]) {
    self.reset = reset
    self.inherited = inherited
  }
}

/// What the matched-properties cache knows of a list of matched rules.
enum MatchedPropertiesKind {
  /// Their values depend on nothing but the rules: the same for every node matching them.
  case contextFree(MatchedProperties)
  /// Their values depend on the custom properties inherited (`var()`, or custom properties
  /// declared): `first` holds them under the first inherited set they were computed with
  /// (most trees have one set, the root's palette); under any other set, look them up by the
  /// parent's set. Keeping the first here rather than in a second table saved ~11 MB of
  /// hash table at 100,000 nodes.
  case dependsOnCustomProperties(first: CustomMatchedProperties?)
  /// Their values depend on the parent's other values (`em`, `inherit`…): computed per node.
  case uncacheable
}

/// A list of matched rules' values under one inherited custom property set (a class: the
/// matched-properties cache holds one in each of its entries that needs one, by reference).
final class CustomMatchedProperties {
  /// The parent's custom properties these were computed with (kept alive: the cache is
  /// keyed by its identity).
  let inheritedSet: CustomPropertySet
  /// The node's own custom properties (the inherited set itself when the rules declare
  /// none).
  let customSet: CustomPropertySet
  let properties: MatchedProperties
  /// What computing them reported (reported again for every node that reuses them).
  let diagnostics: [Diagnostic]

  init(
    inheritedSet: CustomPropertySet, customSet: CustomPropertySet,
    properties: MatchedProperties, diagnostics: [Diagnostic]
  ) {
    self.inheritedSet = inheritedSet
    self.customSet = customSet
    self.properties = properties
    self.diagnostics = diagnostics
  }
}

/// What a resolution pass did, for `skss bench` and tests: how many nodes took a style from
/// each cache and how many were cascaded.
package struct ResolutionStatistics: Sendable, Equatable {
  /// Nodes whose style came from the style sharing cache (same parent style, same rules).
  package var sharedStyles = 0
  /// Nodes whose values came from the matched-properties cache (same rules, and same
  /// inherited custom properties when they use them).
  package var matchedPropertiesHits = 0
  /// Nodes whose matched declarations were cascaded and computed.
  package var cascaded = 0
  /// Custom property sets made; every other node holds its parent's set (or one a node
  /// matching the same rules under the same parent set made).
  package var customPropertySetsMade = 0

  package init() {}

  package static func + (lhs: Self, rhs: Self) -> Self {
    var sum = lhs
    sum.sharedStyles += rhs.sharedStyles
    sum.matchedPropertiesHits += rhs.matchedPropertiesHits
    sum.cascaded += rhs.cascaded
    sum.customPropertySetsMade += rhs.customPropertySetsMade
    return sum
  }
}
