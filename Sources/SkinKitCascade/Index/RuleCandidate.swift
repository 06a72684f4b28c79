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

  /// The candidate for a selector bucketed under `key`, with its ancestor hashes.
  init(rank: Int32, selector: ComplexSelector, key: SimpleSelector?, hashes: [UInt32], media: Int32)
  {
    self.rank = rank
    self.media = media
    var remaining = hashes[...]
    hash0 = remaining.popFirst() ?? 0
    hash1 = remaining.popFirst() ?? 0
    hash2 = remaining.popFirst() ?? 0
    hash3 = remaining.popFirst() ?? 0
    var classes: [UInt32] = []
    var types: [UInt32] = []
    var identifiers: [UInt32] = []
    var onlyNames = selector.compounds.count == 1
    for component in selector.subject.components {
      if let key, component == key { continue }
      switch component {
      case .styleClass(let name): classes.append(name.id)
      case .type(let name, false): types.append(name.id)
      case .identifier(let name): identifiers.append(name.id)
      case .universal: break
      default: onlyNames = false
      }
    }
    classA = classes.first ?? 0
    classB = classes.dropFirst().first ?? 0
    type = types.first ?? 0
    identifier = identifiers.first ?? 0
    decided = onlyNames && classes.count <= 2 && types.count <= 1 && identifiers.count <= 1
  }
}
