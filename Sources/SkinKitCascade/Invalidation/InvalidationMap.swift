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
  private var scopes: [InvalidationFeature: InvalidationScope] = [:]
  /// The state flags any selector tests (`:normal` counts as all four).
  public private(set) var testedStates: ElementState = []
  /// Whether some declaration sets a non-inherited property to `inherit`, so that a change
  /// in a parent's non-inherited values can change its children's.
  public private(set) var inheritsNonInheritedProperties = false
  /// Rules whose matching depends on the environment: `@media` or `:dark`-like pseudo-classes.
  private(set) var environmentRules: [EnvironmentRule] = []
  /// The layer order's dependence on the environment (a layer first named inside `@media`).
  let conditionalLayers: ConditionalLayers?

  struct EnvironmentRule: Sendable {
    let media: [MediaQueryList]
    let pseudoClasses: [EnvironmentPseudoClass]
    /// The subject compound's bucket name (id, class or type), or `nil` for any element.
    let subjectKey: SimpleSelector?
  }

  /// Analyses every rule of a cascade.
  public init(cascade: StyleCascade) {
    conditionalLayers = cascade.conditionalLayers
    for entry in cascade.rules {
      collect(entry.selector, outerPath: [])
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
    scopes[feature] ?? []
  }

  /// The scope of a change of state from `old` to `new` (the flags that differ).
  public func scope(forStateChangeFrom old: ElementState, to new: ElementState) -> InvalidationScope
  {
    let changed = old.symmetricDifference(new)
    var result: InvalidationScope = []
    for (_, flag) in ElementState.names where changed.contains(flag) {
      result.formUnion(scope(for: .state(flag)))
    }
    return result
  }

  /// The scope of a change of style classes (the classes gained or lost).
  public func scope(forClassChangeFrom old: [StyleName], to new: [StyleName]) -> InvalidationScope {
    var result: InvalidationScope = []
    for name in old where !new.contains(name) { result.formUnion(scope(for: .styleClass(name))) }
    for name in new where !old.contains(name) { result.formUnion(scope(for: .styleClass(name))) }
    return result
  }

  // MARK: Analysis

  private mutating func add(_ feature: InvalidationFeature, _ scope: InvalidationScope) {
    guard !scope.isEmpty else { return }
    scopes[feature, default: []].formUnion(scope)
  }

  /// Records the features of every compound of `selector`. `outerPath` holds the steps
  /// from the element `selector`'s subject stands for to the outermost selector's subject
  /// (empty at top level; the enclosing selector's, inside `:is()` and the like).
  private mutating func collect(_ selector: ComplexSelector, outerPath: [PathStep]) {
    let combinators = selector.combinators
    for (index, compound) in selector.compounds.enumerated() {
      let path = combinators[index...].map(PathStep.combinator) + outerPath
      let scope = InvalidationScope.element.walking(path)
      for component in compound.components { collect(component, scope: scope, path: path) }
    }
    // An element right of a sibling combinator depends on its earlier siblings.
    for (index, combinator) in combinators.enumerated()
    where combinator == .nextSibling || combinator == .subsequentSibling {
      let path = combinators[(index + 1)...].map(PathStep.combinator) + outerPath
      add(.position, InvalidationScope.element.walking(path))
    }
  }

  private mutating func collect(
    _ component: SimpleSelector, scope: InvalidationScope, path: [PathStep]
  ) {
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
        collect(selector, outerPath: [.siblings] + path)
      }
    case .not(let list), .is(let list), .where(let list):
      for selector in list.selectors { collect(selector, outerPath: path) }
    case .type, .universal, .environment, .nesting, .unmatchable:
      break
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
