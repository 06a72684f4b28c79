import SkinKitSelectors

/// A counting Bloom filter of the names (types with supertypes, classes, ids) of an
/// element's ancestors, kept up to date while a tree is walked. A selector whose ancestor
/// compounds need a name the filter has never seen cannot match, so most descendant
/// selectors are rejected without walking up the tree (as in Blink and Stylo).
///
/// False positives only cost a real match; there are no false negatives.
struct AncestorFilter {
  private static let bits = 12
  private static let size = 1 << bits
  private static let mask = UInt32(size - 1)
  private var counters = [UInt8](repeating: 0, count: size)

  /// The hash of a name used as a type, class or id (kinds are salted apart).
  enum Kind: UInt32 {
    case type = 0x5bd1_e995
    case styleClass = 0x27d4_eb2f
    case identifier = 0x1656_67b1
  }

  @inline(__always)
  static func hash(_ name: StyleName, _ kind: Kind) -> UInt32 { hash(id: name.id, kind) }

  @inline(__always)
  static func hash(id: UInt32, _ kind: Kind) -> UInt32 {
    var h = id &* 0x9E37_79B1 ^ kind.rawValue
    h ^= h >> 15
    h = h &* 0x85EB_CA6B
    h ^= h >> 13
    return h
  }

  @inline(__always)
  static func slots(_ hash: UInt32) -> (Int, Int) {
    (Int(hash & mask), Int((hash >> UInt32(bits)) & mask))
  }

  mutating func insert(_ hash: UInt32) {
    let (a, b) = Self.slots(hash)
    if counters[a] < 255 { counters[a] += 1 }
    if counters[b] < 255 { counters[b] += 1 }
  }

  mutating func remove(_ hash: UInt32) {
    let (a, b) = Self.slots(hash)
    // A saturated counter stays saturated (it may be shared by many names).
    if counters[a] > 0 && counters[a] < 255 { counters[a] -= 1 }
    if counters[b] > 0 && counters[b] < 255 { counters[b] -= 1 }
  }

  @inline(__always)
  func mightContain(_ hash: UInt32) -> Bool {
    let (a, b) = Self.slots(hash)
    return counters[a] != 0 && counters[b] != 0
  }

  /// The hashes an element contributes.
  static func hashes(of element: any StyleElement) -> [UInt32] {
    var result: [UInt32] = []
    for name in element.styleType.lineage { result.append(hash(name, .type)) }
    for name in element.styleClasses { result.append(hash(name, .styleClass)) }
    if let id = element.styleIdentifier { result.append(hash(id, .identifier)) }
    return result
  }

  /// The hash of a name a snapshot reports.
  @inline(__always)
  static func hash(id: UInt32, _ kind: TreeSnapshot.NameKind) -> UInt32 {
    switch kind {
    case .type: hash(id: id, Kind.type)
    case .styleClass: hash(id: id, Kind.styleClass)
    case .identifier: hash(id: id, Kind.identifier)
    }
  }

  /// Adds (or removes) every name of a snapshot node.
  mutating func add(_ snapshot: TreeSnapshot, _ index: Int) { update(snapshot, index, by: 1) }

  mutating func remove(_ snapshot: TreeSnapshot, _ index: Int) { update(snapshot, index, by: -1) }

  private mutating func update(_ snapshot: TreeSnapshot, _ index: Int, by delta: Int) {
    func apply(_ hash: UInt32, _ filter: inout AncestorFilter) {
      if delta > 0 { filter.insert(hash) } else { filter.remove(hash) }
    }
    let type = Int(snapshot.typeIndex[index])
    let lineageBase = Int(snapshot.lineageStart[type])
    for offset in 0..<Int(snapshot.lineageCount[type]) {
      apply(Self.hash(id: snapshot.lineage[lineageBase + offset], Kind.type), &self)
    }
    let classBase = Int(snapshot.classStart[index])
    for offset in 0..<Int(snapshot.classCount[index]) {
      apply(Self.hash(id: snapshot.classes[classBase + offset], Kind.styleClass), &self)
    }
    let identifier = snapshot.identifier[index]
    if identifier != 0 { apply(Self.hash(id: identifier, Kind.identifier), &self) }
  }

  /// A filter holding every ancestor of `element` (not the element itself).
  static func forAncestors(of element: any StyleElement) -> AncestorFilter {
    var filter = AncestorFilter()
    var node = element.styleParent
    while let current = node {
      for hash in hashes(of: current) { filter.insert(hash) }
      node = current.styleParent
    }
    return filter
  }

  /// Writes the names a selector (its `compounds` and `combinators`) needs among the
  /// ancestors — those of every compound joined to the right by a descendant or child
  /// combinator (such a compound matches an ancestor) — as the first four found, into
  /// `hashes[base..<base + 4]` (which hold zeros: none).
  static func writeRequiredHashes(
    compounds: ComplexSelector.Compounds, combinators: ComplexSelector.Combinators,
    into hashes: inout [UInt32], at base: Int
  ) {
    var found = 0
    for index in combinators.indices where found < 4 {
      // A switch, not `==`: the combinator's `Equatable` is another module's, called through
      // its witness table.
      switch combinators[index] {
      case .descendant, .child: break
      case .nextSibling, .subsequentSibling: continue
      }
      // Components read in place (iterating them copies each).
      let components = compounds[index].components
      for position in components.indices where found < 4 {
        let value: UInt32
        switch components[position] {
        case .type(let name, _): value = hash(name, .type)
        case .styleClass(let name): value = hash(name, .styleClass)
        case .identifier(let name): value = hash(name, .identifier)
        default: continue
        }
        hashes[base + found] = value
        found += 1
      }
    }
  }
}
