/// Values keyed by a list of matched rule ranks (and optionally a parent style), hashed
/// without allocating; the rule list is copied only when a value is stored.
///
/// Two caches of the resolver use it: the style sharing cache (same parent style and same
/// matched rules give the same computed style, as browsers share styles between siblings)
/// and the matched properties cache (same matched rules give the same declared values,
/// whatever the parent, when those values depend on nothing else).
struct RuleSetCache<Value> {
  private struct Entry {
    let parent: ObjectIdentifier?
    let rules: [Int32]
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
    for entry in bucket where entry.parent == parent && entry.rules == rules { return entry.value }
    return nil
  }

  mutating func insert(_ value: Value, parent: ObjectIdentifier?, rules: [Int32]) {
    buckets[Self.hash(parent: parent, rules: rules), default: []].append(
      Entry(parent: parent, rules: rules, value: value))
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
