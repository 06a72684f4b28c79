import SkinKitSelectors

/// The names one of whose bearers a set of selectors' subjects require — the ids, classes and
/// types an element must have for some selector of the set to match it — or every element,
/// when some subject requires no name (`*`, `:is(…)`, `[attr]`). What a change to an ancestor
/// restyles below it (Blink's descendant invalidation sets): `.theme-dark Label.title` names
/// `title`, so adding `theme-dark` to the root restyles the `.title` nodes under it, not every
/// node.
///
/// ```swift
/// var names = SubjectNames()
/// names.insert(.styleClass("title"))
/// names.insert(.type("Label", exact: false))
/// names.contains(node)   // whether node has class title or is a Label
/// ```
package struct SubjectNames: Sendable, Equatable {
  /// Every element may be a subject.
  package private(set) var includesEveryElement = false
  private var classes: [UInt32] = []
  private var types: [UInt32] = []
  private var identifiers: [UInt32] = []
  /// One bit per name (its id modulo 64): a node none of whose names has its bit set is no
  /// subject, without a search.
  private var mask: UInt64 = 0

  package init() {}

  /// Equal when they hold the same names, in whatever order the selectors added them.
  package static func == (lhs: SubjectNames, rhs: SubjectNames) -> Bool {
    lhs.includesEveryElement == rhs.includesEveryElement && lhs.mask == rhs.mask
      && Set(lhs.classes) == Set(rhs.classes) && Set(lhs.types) == Set(rhs.types)
      && Set(lhs.identifiers) == Set(rhs.identifiers)
  }

  /// The set of every element.
  package static let everyElement: SubjectNames = {
    var names = SubjectNames()
    names.includesEveryElement = true
    return names
  }()

  /// Whether no element is a subject.
  package var isEmpty: Bool {
    !includesEveryElement && classes.isEmpty && types.isEmpty && identifiers.isEmpty
  }

  /// Adds the subjects requiring `name` (an id, class or type; `nil` or another simple
  /// selector: every element).
  package mutating func insert(_ name: SimpleSelector?) {
    guard !includesEveryElement else { return }
    switch name {
    case .identifier(let name): Self.add(name.id, to: &identifiers, mask: &mask)
    case .styleClass(let name): Self.add(name.id, to: &classes, mask: &mask)
    case .type(let name, _): Self.add(name.id, to: &types, mask: &mask)
    default:
      self = .everyElement
    }
  }

  /// Adds the subjects requiring the name coded `code` (``RuleCandidate/nameCode(_:)``: an
  /// id, class or non-exact type; any other code: every element) — ``insert(_:)`` without
  /// the enum.
  mutating func insert(code: UInt64) {
    guard !includesEveryElement else { return }
    let id = UInt32(truncatingIfNeeded: code)
    switch code >> 32 {
    case RuleCandidate.identifierKind: Self.add(id, to: &identifiers, mask: &mask)
    case RuleCandidate.classKind: Self.add(id, to: &classes, mask: &mask)
    case RuleCandidate.typeKind: Self.add(id, to: &types, mask: &mask)
    default: self = .everyElement
    }
  }

  /// Adds every subject of `other`.
  package mutating func formUnion(_ other: SubjectNames) {
    guard !includesEveryElement else { return }
    if other.includesEveryElement {
      self = .everyElement
      return
    }
    for id in other.classes { Self.add(id, to: &classes, mask: &mask) }
    for id in other.types { Self.add(id, to: &types, mask: &mask) }
    for id in other.identifiers { Self.add(id, to: &identifiers, mask: &mask) }
  }

  private static func add(_ id: UInt32, to list: inout [UInt32], mask: inout UInt64) {
    // A name whose bit is clear is new: no search.
    guard mask & (1 << UInt64(id & 63)) == 0 || !list.contains(id) else { return }
    list.append(id)
    mask |= 1 << UInt64(id & 63)
  }

  @inline(__always)
  private func mayHave(_ id: UInt32) -> Bool { mask & (1 << UInt64(id & 63)) != 0 }

  /// Whether `element` has one of the names (always, for every element).
  package func contains(_ element: any StyleElement) -> Bool {
    if includesEveryElement { return true }
    if mask == 0 { return false }
    if let identifier = element.styleIdentifier, mayHave(identifier.id),
      identifiers.contains(identifier.id)
    {
      return true
    }
    for name in element.styleClasses where mayHave(name.id) && classes.contains(name.id) {
      return true
    }
    for name in element.styleType.lineage where mayHave(name.id) && types.contains(name.id) {
      return true
    }
    return false
  }
}

/// What a change to an element can restyle: the ``InvalidationScope`` of elements whose
/// matching may change, and — for the descendants and children in it — which of them
/// (``SubjectNames``).
///
/// ```swift
/// let invalidation = map.invalidation(for: .styleClass("theme-dark"))
/// invalidation.scope          // [.descendants]
/// invalidation.descendants    // the subjects of the rules under `.theme-dark`
/// ```
package struct Invalidation: Sendable, Equatable {
  package var scope: InvalidationScope = []
  /// The descendants (or children) in ``scope`` to restyle: those with these names.
  package var descendants = SubjectNames()

  package init(scope: InvalidationScope = [], descendants: SubjectNames = SubjectNames()) {
    self.scope = scope
    self.descendants = descendants
  }

  /// Whether nothing is restyled.
  package var isEmpty: Bool { scope.isEmpty }

  package mutating func formUnion(_ other: Invalidation) {
    scope.formUnion(other.scope)
    descendants.formUnion(other.descendants)
  }
}
