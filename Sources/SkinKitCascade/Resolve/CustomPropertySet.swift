import SkinKitProperties
import SkinKitSyntax

/// A node's computed custom properties, shared by reference: a node that declares none
/// holds its parent's set itself — not a copy — so a palette of tokens defined on the root
/// is stored once for the whole tree (Ladybird's structural sharing of custom properties),
/// and caches can key on a set's identity.
final class CustomPropertySet: Sendable {
  let values: [String: [Token]]
  /// What the node's children inherit when it differs from ``values``: a registered property
  /// that does not inherit (`@property … { inherits: false }`) is at its initial value there.
  private let childSet: CustomPropertySet?

  init(_ values: [String: [Token]], forChildren childSet: CustomPropertySet? = nil) {
    self.values = values
    self.childSet = childSet
  }

  /// The set the node's children inherit (this one unless a registered property does not
  /// inherit).
  var forChildren: CustomPropertySet { childSet ?? self }

  /// The set with no custom property (shared by every root).
  static let empty = CustomPropertySet([:])

  /// Whether both sets hold the same properties with the same tokens.
  func hasSameValues(as other: CustomPropertySet) -> Bool {
    self === other || values == other.values
  }
}

/// The custom properties a list of matched rules gives under one inherited set (a class: the
/// cache keys on the inherited set's identity, so the entry keeps that set alive), with what
/// computing them reported (reported again for every node that reuses them).
final class CustomSetEntry {
  let inheritedSet: CustomPropertySet
  let customSet: CustomPropertySet
  let diagnostics: [Diagnostic]

  init(inheritedSet: CustomPropertySet, customSet: CustomPropertySet, diagnostics: [Diagnostic]) {
    self.inheritedSet = inheritedSet
    self.customSet = customSet
    self.diagnostics = diagnostics
  }
}

/// A declaration's value once `var()` is substituted and parsed (`nil`: invalid at
/// computed-value time), with what substituting reported.
struct Substitution {
  let value: DeclaredValue?
  let diagnostics: [Diagnostic]
}

/// Substituted values by declaration (an encoded rule rank and declaration index), per
/// custom property set. A pass meets few sets (a theme's root, a few overriding
/// subtrees), most often the same one many times in a row: each set gets a number, and a
/// value is found by (number, declaration) in one open-addressing table, its key mixed by a
/// multiplication (a `Dictionary` per set hashed every lookup with SipHash).
struct SubstitutionCache {
  /// The sets met, by number (kept alive: they are told apart by identity), and each one's
  /// number (looked up when the set is not the last one asked for, and there are many).
  private var sets: [CustomPropertySet] = []
  private var numbers: [ObjectIdentifier: Int32] = [:]
  private var lastSet: (set: ObjectIdentifier, number: Int32)?
  private var setNumbers: [Int32] = []
  private var declarations: [Int64] = []
  private var values: [Substitution] = []
  /// Open addressing: an index into the arrays above, plus one (0 is empty).
  private var slots: [Int32] = []
  /// How many values it holds, over every set.
  var count: Int { values.count }

  private mutating func number(of set: CustomPropertySet, creating: Bool) -> Int32? {
    let id = ObjectIdentifier(set)
    if let lastSet, lastSet.set == id { return lastSet.number }
    // A few sets (a theme's root and a few overriding subtrees) are searched in turn; many,
    // through their dictionary.
    let found =
      sets.count <= 8 ? sets.firstIndex { $0 === set }.map(Int32.init) : numbers[id]
    if let found {
      lastSet = (id, found)
      return found
    }
    guard creating else { return nil }
    let number = Int32(sets.count)
    sets.append(set)
    numbers[id] = number
    lastSet = (id, number)
    return number
  }

  @inline(__always)
  private static func start(_ declaration: Int64, _ number: Int32, mask: Int) -> Int {
    let key = UInt64(bitPattern: declaration) &+ UInt64(UInt32(bitPattern: number)) &* 0x1_0001
    return Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 35) & mask
  }

  private func position(_ declaration: Int64, _ number: Int32) -> Int? {
    guard !slots.isEmpty else { return nil }
    let mask = slots.count - 1
    var slot = Self.start(declaration, number, mask: mask)
    while true {
      let stored = Int(slots[slot])
      guard stored != 0 else { return nil }
      if declarations[stored - 1] == declaration, setNumbers[stored - 1] == number {
        return stored - 1
      }
      slot = (slot + 1) & mask
    }
  }

  mutating func value(_ declaration: Int64, under set: CustomPropertySet) -> Substitution? {
    guard let number = number(of: set, creating: false) else { return nil }
    return position(declaration, number).map { values[$0] }
  }

  mutating func insert(_ value: Substitution, _ declaration: Int64, under set: CustomPropertySet) {
    let number = number(of: set, creating: true)!
    if let known = position(declaration, number) {
      values[known] = value
      return
    }
    declarations.append(declaration)
    setNumbers.append(number)
    values.append(value)
    if values.count * 2 > slots.count {
      rehash(capacity: Swift.max(64, slots.count * 2))
    } else {
      place(values.count - 1)
    }
  }

  private mutating func place(_ index: Int) {
    let mask = slots.count - 1
    var slot = Self.start(declarations[index], setNumbers[index], mask: mask)
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(index + 1)
  }

  private mutating func rehash(capacity: Int) {
    slots = [Int32](repeating: 0, count: capacity)
    for index in values.indices { place(index) }
  }
}
