import SkinKitProperties
import SkinKitSelectors

/// What each change to an element can affect under one cascade, derived from the cascade's
/// selectors (a simplified form of Blink's invalidation sets; rules without declarations are
/// not in the cascade and count for nothing): for every class, identifier,
/// attribute and state flag the selectors test, the ``InvalidationScope`` of elements whose
/// matching may change when an element gains or loses it. A feature no selector tests has
/// an empty scope, so changing it restyles nothing.
///
/// ```swift
/// let sheet = Stylesheet.parse(
///   ".title { color: red } .dark Label { color: white } .a + Label { opacity: 0.5 }")
/// let map = InvalidationMap(cascade: StyleCascade(stylesheets: [sheet]))
/// map.scope(for: .styleClass("title"))   // [.element]
/// map.scope(for: .styleClass("dark"))    // [.descendants]
/// map.scope(for: .styleClass("a"))       // [.nextSibling]
/// map.scope(for: .styleClass("other"))   // []
/// ```
package struct InvalidationMap: Sendable {
  /// What the rules' selectors and values affect.
  private let rules: RuleInvalidations
  /// The layer order's dependence on the environment (a layer first named inside `@media`).
  let conditionalLayers: ConditionalLayers?
  /// The `@media` conditions of the `@property` rules inside `@media`: when one flips, what is
  /// registered changes, and every element may compute its custom properties anew.
  let registrationConditions: [[MediaQueryList]]
  /// Whether a registered initial value has viewport units: a change of size changes it
  /// wherever nothing sets the property.
  let registrationsReadViewport: Bool

  /// Analyses every rule of a cascade (or takes what the rule index read of their selectors
  /// on its second core).
  public init(cascade: StyleCascade) {
    conditionalLayers = cascade.conditionalLayers
    registrationConditions = cascade.registrations.map(\.media).filter { !$0.isEmpty }
    registrationsReadViewport = cascade.registrations.contains { $0.initialReadsEnvironment != nil }
    let index = cascade.index
    rules = (index.invalidations ?? RuleInvalidations(selectorsOf: index.written))
      .adding(index.valueEnvironment, of: index.written)
  }

  /// The state flags any selector tests (`:normal` counts as all four).
  public var testedStates: ElementState { rules.testedStates }
  /// Whether some declaration sets a non-inherited property to `inherit`, so that a change
  /// in a parent's non-inherited values can change its children's.
  public var inheritsNonInheritedProperties: Bool { rules.inheritsNonInheritedProperties }
  /// Rules whose matching depends on the environment: `@media` or `:dark`-like pseudo-classes.
  var environmentRules: [RuleInvalidations.EnvironmentRule] { rules.environmentRules }
  /// Rules with a value that depends on the environment's sizes (`vw`, `text-style()`), by
  /// their subject's bucket name.
  var environmentValueRules: [(subjectKey: SimpleSelector?, EnvironmentDependence)] {
    rules.environmentValueRules
  }
  private var invalidations: [InvalidationFeature: Invalidation] { rules.invalidations }

  /// The elements, relative to one that gains or loses `feature`, whose matching may change.
  public func scope(for feature: InvalidationFeature) -> InvalidationScope {
    invalidations[feature]?.scope ?? []
  }

  /// What a change of `feature` on an element restyles: the scope, and which of the
  /// descendants and children in it.
  public func invalidation(for feature: InvalidationFeature) -> Invalidation {
    invalidations[feature] ?? Invalidation()
  }

  /// What a change of state from `old` to `new` restyles (the flags that differ).
  public func invalidation(forStateChangeFrom old: ElementState, to new: ElementState)
    -> Invalidation
  {
    let changed = old.symmetricDifference(new)
    var result = Invalidation()
    for (_, flag) in ElementState.names where changed.contains(flag) {
      result.formUnion(invalidation(for: .state(flag)))
    }
    return result
  }

  /// What a change of style classes restyles (the classes gained or lost).
  public func invalidation(forClassChangeFrom old: [StyleName], to new: [StyleName])
    -> Invalidation
  {
    var result = Invalidation()
    for name in old where !new.contains(name) {
      result.formUnion(invalidation(for: .styleClass(name)))
    }
    for name in new where !old.contains(name) {
      result.formUnion(invalidation(for: .styleClass(name)))
    }
    return result
  }
}

/// The part of an ``InvalidationMap`` read from the rules: for every feature a selector
/// tests, the elements a change of it may restyle; the rules whose matching or values depend
/// on the environment. The rule index of a large cascade reads the selectors' part on its
/// second core while the first ranks the rules (see `RuleIndex.invalidations`).
struct RuleInvalidations: Sendable {
  fileprivate(set) var invalidations: [InvalidationFeature: Invalidation] = [:]
  fileprivate(set) var testedStates: ElementState = []
  fileprivate(set) var inheritsNonInheritedProperties = false
  fileprivate(set) var environmentRules: [EnvironmentRule] = []
  fileprivate(set) var environmentValueRules:
    [(subjectKey: SimpleSelector?, EnvironmentDependence)] = []

  struct EnvironmentRule: Sendable {
    let media: [MediaQueryList]
    let pseudoClasses: [EnvironmentPseudoClass]
    /// The subject compound's bucket name (id, class or type), or `nil` for any element.
    let subjectKey: SimpleSelector?
  }

  /// Reads the selectors of `rules` (what their values depend on is added by
  /// ``adding(_:of:)``). The result does not depend on the rules' order: the scopes of
  /// features are unions, and the environment's rules are read as a set of subjects.
  init(selectorsOf rules: [RuleEntry]) {
    var collector = InvalidationCollector()
    var scopes = Set<ObjectIdentifier>()
    // The rules are read in place, field by field: a copy of a rule retains and releases a
    // dozen references.
    for position in rules.indices {
      if let scope = rules[position].scope, scopes.insert(ObjectIdentifier(scope)).inserted {
        collector.collect(scope)
      }
      // The selector's arrays taken one by one (a copy of the selector goes through its
      // fields' value witnesses).
      let compounds = rules[position].selector.compounds
      let combinators = rules[position].selector.combinators
      let subjectKey = RuleIndex.requiredName(compounds[compounds.count - 1].components)
      collector.recordsPseudoClasses = true
      collector.collect(
        compounds: compounds, combinators: combinators, outerPath: [],
        subject: InvalidationCollector.subjectCode(subjectKey))
      collector.recordsPseudoClasses = false
      if !rules[position].media.isEmpty || !collector.pseudoClasses.isEmpty {
        environmentRules.append(
          EnvironmentRule(
            media: rules[position].media, pseudoClasses: collector.pseudoClasses,
            subjectKey: subjectKey))
      }
      if !collector.pseudoClasses.isEmpty { collector.pseudoClasses.removeAll() }
    }
    testedStates = collector.testedStates
    invalidations.reserveCapacity(collector.features.count)
    for (feature, invalidation) in zip(collector.features, collector.invalidations) {
      invalidations[feature] = invalidation
    }
  }

  /// These invalidations with what the values of `rules` depend on in the environment
  /// (`values`, read by the index with their declarations).
  func adding(_ values: ValueEnvironment, of rules: [RuleEntry]) -> RuleInvalidations {
    var result = self
    result.inheritsNonInheritedProperties = values.inheritsNonInherited
    for position in rules.indices {
      let dependence = values.dependence(ofRule: position)
      guard !dependence.isEmpty else { continue }
      let compounds = rules[position].selector.compounds
      result.environmentValueRules.append(
        (RuleIndex.requiredName(compounds[compounds.count - 1].components), dependence))
    }
    return result
  }
}
