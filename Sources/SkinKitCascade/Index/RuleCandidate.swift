import SkinKitSelectors

/// What can be checked about a rule before its selector runs, kept inline in its bucket so
/// that most candidates are rejected with a few integer compares: its media slot, the names
/// its subject compound needs besides the bucket's own, and the names it needs among the
/// ancestors (for the Bloom filter). When the selector is nothing but those names (a single
/// compound of classes, a type and an id — the most common kind), passing the checks *is*
/// the match, and the selector never runs.
struct RuleCandidate: Sendable {
  var rank: Int32
  /// Index into the media results, or -1.
  var media: Int32 = -1
  var classA: UInt32 = 0
  var classB: UInt32 = 0
  /// A type the node must be or derive from (0: none).
  var type: UInt32 = 0
  var identifier: UInt32 = 0
  /// Ancestor name hashes (0: none).
  var hash0: UInt32 = 0
  var hash1: UInt32 = 0
  var hash2: UInt32 = 0
  var hash3: UInt32 = 0
  /// Whether passing the checks decides the match.
  var decided = false

  init(rank: Int32) { self.rank = rank }

  /// The candidate for a selector (its subject compound, and how many compounds it has)
  /// bucketed under `key`, with its ancestor hashes.
  init(
    rank: Int32, subject: CompoundSelector, compounds: Int, key: SimpleSelector?,
    hashes: [UInt32], media: Int32
  ) {
    self.rank = rank
    self.media = media
    var remaining = hashes[...]
    hash0 = remaining.popFirst() ?? 0
    hash1 = remaining.popFirst() ?? 0
    hash2 = remaining.popFirst() ?? 0
    hash3 = remaining.popFirst() ?? 0
    // The first two classes, the first type and id, and how many of each (no arrays: an
    // index builds one candidate per rule).
    var classCount = 0
    var typeCount = 0
    var identifierCount = 0
    var classA: UInt32 = 0
    var classB: UInt32 = 0
    var type: UInt32 = 0
    var identifier: UInt32 = 0
    var onlyNames = compounds == 1
    // Names compared as integers (comparing the selectors themselves is an enum comparison
    // for every component).
    let skipped = key.flatMap(Self.nameCode)
    for component in subject.components {
      if let skipped, Self.nameCode(component) == skipped { continue }
      switch component {
      case .styleClass(let name):
        if classCount == 0 { classA = name.id } else if classCount == 1 { classB = name.id }
        classCount += 1
      case .type(let name, false):
        if typeCount == 0 { type = name.id }
        typeCount += 1
      case .identifier(let name):
        if identifierCount == 0 { identifier = name.id }
        identifierCount += 1
      case .universal: break
      default: onlyNames = false
      }
    }
    self.classA = classA
    self.classB = classB
    self.type = type
    self.identifier = identifier
    decided = onlyNames && classCount <= 2 && typeCount <= 1 && identifierCount <= 1
  }

  /// A name selector's kind and interned name as one integer (`nil` for other selectors):
  /// equal exactly when the selectors are equal.
  static func nameCode(_ component: SimpleSelector) -> UInt64? {
    switch component {
    case .styleClass(let name): UInt64(name.id) | 1 << 32
    case .type(let name, false): UInt64(name.id) | 2 << 32
    case .type(let name, true): UInt64(name.id) | 3 << 32
    case .identifier(let name): UInt64(name.id) | 4 << 32
    default: nil
    }
  }
}
