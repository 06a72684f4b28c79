import SkinKitSelectors

/// The elements an environment change (rotation, dark mode, another idiom) may restyle under
/// one cascade: those that could be the subject of a rule whose `@media` condition or
/// environment pseudo-class (`:dark`) evaluates differently in the new environment.
///
/// ```swift
/// let change = map.environmentChange(from: light, to: dark)
/// change.isEmpty                // false when some rule depends on the color scheme
/// change.mightAffect(label)     // whether `label` must be recomputed
/// ```
package struct EnvironmentInvalidation: Sendable {
  /// Some flipped rule's subject has no id, class or type: every element may be affected.
  public let affectsEveryElement: Bool
  private let identifiers: Set<StyleName>
  private let classes: Set<StyleName>
  private let types: Set<StyleName>

  init(subjectKeys: [SimpleSelector?]) {
    var every = false
    var identifiers = Set<StyleName>()
    var classes = Set<StyleName>()
    var types = Set<StyleName>()
    for key in subjectKeys {
      switch key {
      case .identifier(let name): identifiers.insert(name)
      case .styleClass(let name): classes.insert(name)
      case .type(let name, _): types.insert(name)
      default: every = true
      }
    }
    self.affectsEveryElement = every
    self.identifiers = identifiers
    self.classes = classes
    self.types = types
  }

  /// Whether no rule changes (nothing to restyle).
  public var isEmpty: Bool {
    !affectsEveryElement && identifiers.isEmpty && classes.isEmpty && types.isEmpty
  }

  /// Whether `element` could be the subject of a rule that flipped.
  public func mightAffect(_ element: any StyleElement) -> Bool {
    if affectsEveryElement { return true }
    if isEmpty { return false }
    if let id = element.styleIdentifier, identifiers.contains(id) { return true }
    for name in element.styleClasses where classes.contains(name) { return true }
    for name in element.styleType.lineage where types.contains(name) { return true }
    return false
  }
}

extension InvalidationMap {
  /// What changing the environment from `old` to `new` may restyle: the subjects of the rules
  /// whose `@media` conditions or environment pseudo-classes evaluate differently, or whose
  /// values depend on a size that changed (`vw` on the width, `text-style()` on the content
  /// size) — and every
  /// element when the order of the layers may change (a layer named first inside an `@media`
  /// whose result changes) or what `@property` registers does (one inside such an `@media`).
  public func environmentChange(from old: StyleEnvironment, to new: StyleEnvironment)
    -> EnvironmentInvalidation
  {
    if let conditionalLayers, conditionalLayers.flips(from: old, to: new) {
      return EnvironmentInvalidation(subjectKeys: [nil])
    }
    if registrationsReadViewport, old.width != new.width || old.height != new.height {
      return EnvironmentInvalidation(subjectKeys: [nil])
    }
    for media in registrationConditions
    where media.allSatisfy({ $0.matches(old) }) != media.allSatisfy({ $0.matches(new) }) {
      return EnvironmentInvalidation(subjectKeys: [nil])
    }
    var keys: [SimpleSelector?] = []
    let changed = EnvironmentDependence(changeFrom: old, to: new)
    if !changed.isEmpty {
      for (key, dependence) in environmentValueRules where !dependence.isDisjoint(with: changed) {
        keys.append(key)
      }
    }
    for rule in environmentRules {
      let mediaFlips =
        rule.media.allSatisfy { $0.matches(old) } != rule.media.allSatisfy { $0.matches(new) }
      let pseudoFlips = rule.pseudoClasses.contains { $0.matches(old) != $0.matches(new) }
      if mediaFlips || pseudoFlips { keys.append(rule.subjectKey) }
    }
    return EnvironmentInvalidation(subjectKeys: keys)
  }
}
