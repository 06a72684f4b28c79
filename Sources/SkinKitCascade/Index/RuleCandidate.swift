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
  /// Whether the rule is in an `@scope` (matched with its scoping roots, never decided by
  /// the checks alone).
  var scoped = false

  init(rank: Int32) { self.rank = rank }

  /// The candidate for a selector — its subject's name codes (``nameCode(_:)``, in the
  /// order written), whether the subject has other simple selectors, and how many compounds
  /// the selector has — bucketed under the name code `key`, with its ancestor hashes.
  init(
    rank: Int32, subject: ArraySlice<UInt64>, hasOther: Bool, compounds: Int, key: UInt64?,
    hashes: ArraySlice<UInt32>, media: Int32
  ) {
    self.rank = rank
    self.media = media
    let base = hashes.startIndex
    hash0 = hashes[base]
    hash1 = hashes[base + 1]
    hash2 = hashes[base + 2]
    hash3 = hashes[base + 3]
    // The first two classes, the first type and id, and how many of each (no arrays: an
    // index builds one candidate per rule).
    var classCount = 0
    var typeCount = 0
    var identifierCount = 0
    var onlyNames = compounds == 1 && !hasOther
    for code in subject where code != key {
      let name = UInt32(truncatingIfNeeded: code)
      switch code >> 32 {
      case Self.classKind:
        if classCount == 0 { classA = name } else if classCount == 1 { classB = name }
        classCount += 1
      case Self.typeKind:
        if typeCount == 0 { type = name }
        typeCount += 1
      case Self.identifierKind:
        if identifierCount == 0 { identifier = name }
        identifierCount += 1
      default:
        // An `:exact` type is checked by the selector.
        onlyNames = false
      }
    }
    decided = onlyNames && classCount <= 2 && typeCount <= 1 && identifierCount <= 1
  }

  /// The kinds of name a ``nameCode(_:)`` holds in its upper 32 bits.
  static let classKind: UInt64 = 1
  static let typeKind: UInt64 = 2
  static let exactTypeKind: UInt64 = 3
  static let identifierKind: UInt64 = 4

  /// A name selector's kind and interned name as one integer (`nil` for other selectors):
  /// equal exactly when the selectors are equal.
  static func nameCode(_ component: SimpleSelector) -> UInt64? {
    switch component {
    case .styleClass(let name): UInt64(name.id) | classKind << 32
    case .type(let name, false): UInt64(name.id) | typeKind << 32
    case .type(let name, true): UInt64(name.id) | exactTypeKind << 32
    case .identifier(let name): UInt64(name.id) | identifierKind << 32
    default: nil
    }
  }
}
