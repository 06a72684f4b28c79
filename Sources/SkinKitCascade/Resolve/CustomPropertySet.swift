import SkinKitProperties
import SkinKitSyntax

/// A node's computed custom properties, shared by reference: a node that declares none
/// holds its parent's set itself — not a copy — so a palette of tokens defined on the root
/// is stored once for the whole tree (Ladybird's structural sharing of custom properties),
/// and caches can key on a set's identity.
final class CustomPropertySet: Sendable {
  let values: [String: [Token]]

  init(_ values: [String: [Token]]) { self.values = values }

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
/// subtrees), most often the same one many times in a row.
struct SubstitutionCache {
  private final class Values {
    /// Kept alive: the cache is keyed by its identity.
    let set: CustomPropertySet
    var byDeclaration: [Int64: Substitution] = [:]
    init(_ set: CustomPropertySet) { self.set = set }
  }

  private var sets: [ObjectIdentifier: Values] = [:]
  private var last: Values?
  /// How many values it holds, over every set.
  private(set) var count = 0

  private mutating func values(for set: CustomPropertySet, creating: Bool) -> Values? {
    if let last, last.set === set { return last }
    let found = sets[ObjectIdentifier(set)]
    if let found {
      last = found
      return found
    }
    guard creating else { return nil }
    let made = Values(set)
    sets[ObjectIdentifier(set)] = made
    last = made
    return made
  }

  mutating func value(_ declaration: Int64, under set: CustomPropertySet) -> Substitution? {
    values(for: set, creating: false)?.byDeclaration[declaration]
  }

  mutating func insert(_ value: Substitution, _ declaration: Int64, under set: CustomPropertySet) {
    let values = values(for: set, creating: true)!
    if values.byDeclaration.updateValue(value, forKey: declaration) == nil { count += 1 }
  }
}
