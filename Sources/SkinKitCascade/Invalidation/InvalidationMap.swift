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

  /// Analyses every rule of a cascade.
  public init(cascade: StyleCascade) {
    conditionalLayers = cascade.conditionalLayers
    registrationConditions = cascade.registrations.map(\.media).filter { !$0.isEmpty }
    registrationsReadViewport = cascade.registrations.contains { $0.initialReadsEnvironment != nil }
    var custom: EnvironmentDependence = []
    for entry in cascade.rules {
      for declaration in entry.block.declarations {
        if case .custom = declaration.target, case .unparsed(let tokens, _) = declaration.value {
          custom.formUnion(EnvironmentDependence(tokens: tokens))
        }
      }
    }
    // A registered custom property computes its value where it is declared (`10vw` in px):
    // its declarations depend on the environment as a property's do.
    let registered = Set(cascade.registrations.map(\.name))
    var scopes = Set<ObjectIdentifier>()
    for entry in cascade.rules {
      if let scope = entry.scope, scopes.insert(ObjectIdentifier(scope)).inserted {
        collect(scope)
      }
      var dependence: EnvironmentDependence = []
      for declaration in entry.block.declarations {
        if case .custom(let name) = declaration.target, registered.contains(name) {
          dependence.formUnion(EnvironmentDependence(declaration.value, custom: custom))
        }
        if case .property = declaration.target {
          dependence.formUnion(EnvironmentDependence(declaration.value, custom: custom))
        }
      }
      if !dependence.isEmpty {
        environmentValueRules.append(
          (RuleIndex.requiredName(entry.selector.subject), dependence))
      }
      collect(
        entry.selector, outerPath: [], subject: RuleIndex.requiredName(entry.selector.subject))
      var pseudoClasses: [EnvironmentPseudoClass] = []
      Self.environmentPseudoClasses(in: entry.selector, into: &pseudoClasses)
      if !entry.media.isEmpty || !pseudoClasses.isEmpty {
        environmentRules.append(
          EnvironmentRule(
            media: entry.media, pseudoClasses: pseudoClasses,
            subjectKey: RuleIndex.requiredName(entry.selector.subject)))
      }
      if !inheritsNonInheritedProperties {
        for declaration in entry.block.declarations {
          guard case .property(let id) = declaration.target, !cascade.table[id].inherited
          else { continue }
          switch declaration.value {
          // `revert` may roll back to a default-skin `inherit`.
          case .inherit, .revert, .revertLayer: inheritsNonInheritedProperties = true
          default: break
          }
        }
      }
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

  // MARK: Analysis

  /// Records that a change of `feature` restyles `scope`, where the descendants and
  /// children in it are the subjects requiring `subject` (`nil`: any element).
  private mutating func add(
    _ feature: InvalidationFeature, _ scope: InvalidationScope, subject: SimpleSelector?
  ) {
    guard !scope.isEmpty else { return }
    var added = Invalidation(scope: scope)
    if !scope.isDisjoint(with: [.descendants, .children]) { added.descendants.insert(subject) }
    invalidations[feature, default: Invalidation()].formUnion(added)
  }

  /// Records the features of every compound of `selector`. `outerPath` holds the steps
  /// from the element `selector`'s subject stands for to the outermost selector's subject
  /// (empty at top level; the enclosing selector's, inside `:is()` and the like); `subject`
  /// is the name the outermost selector's subject requires.
  private mutating func collect(
    _ selector: ComplexSelector, outerPath: [PathStep], subject: SimpleSelector?
  ) {
    let combinators = selector.combinators
    for (index, compound) in selector.compounds.enumerated() {
      let path = combinators[index...].map(PathStep.combinator) + outerPath
      let scope = InvalidationScope.element.walking(path)
      for component in compound.components {
        collect(component, scope: scope, path: path, subject: subject)
      }
    }
    // An element right of a sibling combinator depends on its earlier siblings.
    for (index, combinator) in combinators.enumerated()
    where combinator == .nextSibling || combinator == .subsequentSibling {
      let path = combinators[(index + 1)...].map(PathStep.combinator) + outerPath
      add(.position, InvalidationScope.element.walking(path), subject: subject)
    }
  }

  private mutating func collect(
    _ component: SimpleSelector, scope: InvalidationScope, path: [PathStep],
    subject: SimpleSelector?
  ) {
    func add(_ feature: InvalidationFeature, _ scope: InvalidationScope) {
      self.add(feature, scope, subject: subject)
    }
    switch component {
    case .styleClass(let name): add(.styleClass(name), scope)
    case .identifier(let name): add(.identifier(name), scope)
    case .attribute(let attribute): add(.attribute(attribute.name), scope)
    case .state(let state):
      for (_, flag) in ElementState.names where state.contains(flag) {
        add(.state(flag), scope)
        testedStates.insert(flag)
      }
    case .enabled:
      add(.state(.disabled), scope)
      testedStates.insert(.disabled)
    case .normal:
      for (_, flag) in ElementState.names {
        add(.state(flag), scope)
        testedStates.insert(flag)
      }
    case .structural(let pseudo):
      switch pseudo {
      case .root: break
      case .empty: add(.childCount, scope)
      default: add(.position, scope)
      }
    case .nth(let nth):
      add(.position, scope)
      // `of S` counts the siblings that match S: a change to one sibling moves the others.
      for selector in nth.filter?.selectors ?? [] {
        collect(selector, outerPath: [.siblings] + path, subject: subject)
      }
    case .not(let list), .is(let list), .where(let list):
      for selector in list.selectors { collect(selector, outerPath: path, subject: subject) }
    case .has(let list):
      for selector in list.selectors {
        collect(selector, outerPath: [.relative] + path, subject: subject)
        // A child added, removed or moved anywhere may change what the argument reaches.
        add(.position, .wholeTree)
        add(.childCount, .wholeTree)
      }
    case .type, .universal, .environment, .nesting, .scope, .unmatchable:
      break
    }
  }

  /// The features an `@scope`'s start and end selectors (and its outer scopes') test: a
  /// change to one may make an element a scoping root or limit, or stop it being one, which
  /// changes the scope of the element and of every element below it.
  private mutating func collect(_ scope: ScopeCondition) {
    var current: ScopeCondition? = scope
    while let condition = current {
      for list in [condition.start, condition.end].compactMap({ $0 }) {
        for selector in list.selectors {
          collect(selector, outerPath: [], subject: nil)
          collect(selector, outerPath: [.combinator(.descendant)], subject: nil)
        }
      }
      current = condition.outer
    }
  }

  static func environmentPseudoClasses(
    in selector: ComplexSelector, into result: inout [EnvironmentPseudoClass]
  ) {
    for compound in selector.compounds {
      for component in compound.components {
        if case .environment(let pseudo) = component, !result.contains(pseudo) {
          result.append(pseudo)
        }
        for list in component.nestedLists {
          for inner in list.selectors { environmentPseudoClasses(in: inner, into: &result) }
        }
      }
    }
  }
}
