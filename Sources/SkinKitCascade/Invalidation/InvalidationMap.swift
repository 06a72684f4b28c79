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
  private var invalidations: [InvalidationFeature: Invalidation] = [:]
  /// The state flags any selector tests (`:normal` counts as all four).
  public private(set) var testedStates: ElementState = []
  /// Whether some declaration sets a non-inherited property to `inherit`, so that a change
  /// in a parent's non-inherited values can change its children's.
  public private(set) var inheritsNonInheritedProperties = false
  /// Rules whose matching depends on the environment: `@media` or `:dark`-like pseudo-classes.
  private(set) var environmentRules: [EnvironmentRule] = []
  /// The layer order's dependence on the environment (a layer first named inside `@media`).
  let conditionalLayers: ConditionalLayers?
  /// The `@media` conditions of the `@property` rules inside `@media`: when one flips, what is
  /// registered changes, and every element may compute its custom properties anew.
  let registrationConditions: [[MediaQueryList]]
  /// Whether a registered initial value has viewport units: a change of size changes it
  /// wherever nothing sets the property.
  let registrationsReadViewport: Bool
  /// Rules with a value that depends on the environment's sizes (`vw`, `text-style()`), by
  /// their subject's bucket name.
  private(set) var environmentValueRules: [(subjectKey: SimpleSelector?, EnvironmentDependence)] =
    []

  struct EnvironmentRule: Sendable {
    let media: [MediaQueryList]
    let pseudoClasses: [EnvironmentPseudoClass]
    /// The subject compound's bucket name (id, class or type), or `nil` for any element.
    let subjectKey: SimpleSelector?
  }

  /// Analyses every rule of a cascade, in cascade order.
  public init(cascade: StyleCascade) {
    conditionalLayers = cascade.conditionalLayers
    registrationConditions = cascade.registrations.map(\.media).filter { !$0.isEmpty }
    registrationsReadViewport = cascade.registrations.contains { $0.initialReadsEnvironment != nil }
    // The rules are read in place, field by field: a copy of a rule retains and releases a
    // dozen references.
    let index = cascade.index
    let rules = index.written
    let order = index.writtenIndex
    // What the values depend on was read with the declarations, by the index.
    let values = index.valueEnvironment
    var collector = InvalidationCollector()
    var scopes = Set<ObjectIdentifier>()
    for rank in order.indices {
      let position = Int(order[rank])
      if let scope = rules[position].scope, scopes.insert(ObjectIdentifier(scope)).inserted {
        collector.collect(scope)
      }
      // The selector's arrays taken one by one (a copy of the selector goes through its
      // fields' value witnesses).
      let compounds = rules[position].selector.compounds
      let combinators = rules[position].selector.combinators
      let subjectKey = RuleIndex.requiredName(compounds[compounds.count - 1].components)
      let dependence = values.dependence(ofRule: position)
      if !dependence.isEmpty { environmentValueRules.append((subjectKey, dependence)) }
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
    inheritsNonInheritedProperties = values.inheritsNonInherited
    testedStates = collector.testedStates
    invalidations.reserveCapacity(collector.features.count)
    for (feature, invalidation) in zip(collector.features, collector.invalidations) {
      invalidations[feature] = invalidation
    }
  }

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
