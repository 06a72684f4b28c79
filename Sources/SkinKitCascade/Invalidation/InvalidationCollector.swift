import SkinKitSelectors

/// Walks a cascade's selectors and records, for every feature they test, what a change of it
/// restyles: the analysis behind ``InvalidationMap``.
///
/// A skin builds one for every rule of its cascade, so the walk allocates nothing per
/// compound: features are found by integer code in a ``CodeTable`` (a `Dictionary` keyed
/// by ``InvalidationFeature`` hashed the enum, strings and all, for every simple selector),
/// and the steps from a compound to the subject are only made into an array when a nested
/// selector (`:is()`, `:has()`…) needs them as its outer path.
struct InvalidationCollector {
  /// Each feature's slot in ``features`` and ``invalidations``, by ``code(_:)``.
  private var slots = CodeTable(capacity: 256)
  private(set) var features: [InvalidationFeature] = []
  private(set) var invalidations: [Invalidation] = []
  /// Each slot's subject code inserted last (`UInt64.max`: none): consecutive rules often
  /// repeat one, and its insertion then changes nothing.
  private var lastSubjects: [UInt64] = []
  /// Attribute names, numbered for their codes.
  private var attributeNumbers: [String: UInt32] = [:]
  /// The state flags any selector tests.
  private(set) var testedStates: ElementState = []
  /// The environment pseudo-classes of the selector being walked, when ``recordsPseudoClasses``.
  var pseudoClasses: [EnvironmentPseudoClass] = []
  /// Whether the walk records environment pseudo-classes (a rule's own selector does; the
  /// selectors of its `@scope` do not).
  var recordsPseudoClasses = false

  /// The kinds of feature code (the upper 32 bits; the lower hold a name id, an attribute's
  /// number or a state's raw value).
  private static let classKind: UInt64 = 1
  private static let identifierKind: UInt64 = 2
  private static let attributeKind: UInt64 = 3
  private static let stateKind: UInt64 = 4
  private static let positionCode: UInt64 = 5 << 32
  private static let childCountCode: UInt64 = 6 << 32

  /// The states `:normal` tests, and the flags one state selector may hold.
  private static let flags: [ElementState] = ElementState.names.map(\.1)

  /// The subject code (``RuleCandidate/nameCode(_:)``) of a required name: what a rule's
  /// descendants-scoped features restyle; 0 (any element) for `nil`.
  static func subjectCode(_ name: SimpleSelector?) -> UInt64 {
    name.flatMap(RuleCandidate.nameCode) ?? 0
  }

  /// Records that a change of the feature coded `code` (made by `feature` when first seen)
  /// restyles `scope`, where the descendants and children in it are the subjects with the
  /// name coded `subject` (0: any element).
  private mutating func add(
    _ code: UInt64, _ feature: @autoclosure () -> InvalidationFeature,
    _ scope: InvalidationScope, subject: UInt64
  ) {
    guard !scope.isEmpty else { return }
    let slot: Int
    if let existing = slots[code] {
      slot = Int(existing)
    } else {
      slot = features.count
      slots[code] = Int32(slot)
      features.append(feature())
      invalidations.append(Invalidation())
      lastSubjects.append(UInt64.max)
    }
    invalidations[slot].scope.formUnion(scope)
    if !scope.isDisjoint(with: [.descendants, .children]), lastSubjects[slot] != subject {
      invalidations[slot].descendants.insert(code: subject)
      lastSubjects[slot] = subject
    }
  }

  /// Records the features of every compound of `selector`. `outerPath` holds the steps
  /// from the element `selector`'s subject stands for to the outermost selector's subject
  /// (empty at top level; the enclosing selector's, inside `:is()` and the like); `subject`
  /// is the code of the name the outermost selector's subject requires.
  mutating func collect(_ selector: ComplexSelector, outerPath: [PathStep], subject: UInt64) {
    collect(
      compounds: selector.compounds, combinators: selector.combinators, outerPath: outerPath,
      subject: subject)
  }

  /// ``collect(_:outerPath:subject:)`` for the selector with these compounds and combinators.
  mutating func collect(
    compounds: ComplexSelector.Compounds, combinators: ComplexSelector.Combinators,
    outerPath: [PathStep], subject: UInt64
  ) {
    for index in compounds.indices {
      var scope = InvalidationScope.element
      for position in index..<combinators.count { scope = scope.step(combinators[position]) }
      if !outerPath.isEmpty { scope = scope.walking(outerPath) }
      let components = compounds[index].components
      for position in components.indices {
        collect(
          components, position, scope: scope, combinators: combinators, from: index,
          outerPath: outerPath, subject: subject)
      }
    }
    // An element right of a sibling combinator depends on its earlier siblings.
    for index in combinators.indices {
      switch combinators[index] {
      case .nextSibling, .subsequentSibling: break
      case .descendant, .child: continue
      }
      var scope = InvalidationScope.element
      for position in (index + 1)..<combinators.count {
        scope = scope.step(combinators[position])
      }
      if !outerPath.isEmpty { scope = scope.walking(outerPath) }
      add(Self.positionCode, .position, scope, subject: subject)
    }
  }

  /// Records the features `components[position]` tests, at `scope`; the steps from its
  /// compound to the outermost subject are `combinators[from...]` then `outerPath`, made into
  /// one array only for a nested selector. The component is switched on where it is (passed
  /// on, it would be copied, payload and all).
  private mutating func collect(
    _ components: CompoundSelector.Components, _ position: Int, scope: InvalidationScope,
    combinators: ComplexSelector.Combinators, from: Int, outerPath: [PathStep], subject: UInt64
  ) {
    func path() -> [PathStep] { combinators[from...].map(PathStep.combinator) + outerPath }
    switch components[position] {
    case .styleClass(let name):
      add(UInt64(name.id) | Self.classKind << 32, .styleClass(name), scope, subject: subject)
    case .identifier(let name):
      add(UInt64(name.id) | Self.identifierKind << 32, .identifier(name), scope, subject: subject)
    case .attribute(let attribute):
      let number: UInt32
      if let known = attributeNumbers[attribute.name] {
        number = known
      } else {
        number = UInt32(attributeNumbers.count)
        attributeNumbers[attribute.name] = number
      }
      add(
        UInt64(number) | Self.attributeKind << 32, .attribute(attribute.name), scope,
        subject: subject)
    case .state(let state):
      for flag in Self.flags where state.contains(flag) { addState(flag, scope, subject: subject) }
    case .enabled:
      addState(.disabled, scope, subject: subject)
    case .normal:
      for flag in Self.flags { addState(flag, scope, subject: subject) }
    case .structural(let pseudo):
      switch pseudo {
      case .root: break
      case .empty: add(Self.childCountCode, .childCount, scope, subject: subject)
      default: add(Self.positionCode, .position, scope, subject: subject)
      }
    case .nth(let nth):
      add(Self.positionCode, .position, scope, subject: subject)
      // `of S` counts the siblings that match S: a change to one sibling moves the others.
      if let filter = nth.filter {
        let outer = [.siblings] + path()
        for selector in filter.selectors { collect(selector, outerPath: outer, subject: subject) }
      }
    case .not(let list), .is(let list), .where(let list):
      let outer = path()
      for selector in list.selectors { collect(selector, outerPath: outer, subject: subject) }
    case .has(let list):
      let outer = [.relative] + path()
      for selector in list.selectors {
        collect(selector, outerPath: outer, subject: subject)
        // A child added, removed or moved anywhere may change what the argument reaches.
        add(Self.positionCode, .position, .wholeTree, subject: subject)
        add(Self.childCountCode, .childCount, .wholeTree, subject: subject)
      }
    case .environment(let pseudo):
      if recordsPseudoClasses, !pseudoClasses.contains(pseudo) { pseudoClasses.append(pseudo) }
    case .type, .universal, .nesting, .scope, .unmatchable:
      break
    }
  }

  private mutating func addState(
    _ flag: ElementState, _ scope: InvalidationScope, subject: UInt64
  ) {
    add(UInt64(flag.rawValue) | Self.stateKind << 32, .state(flag), scope, subject: subject)
    testedStates.insert(flag)
  }

  /// The features an `@scope`'s start and end selectors (and its outer scopes') test: a
  /// change to one may make an element a scoping root or limit, or stop it being one, which
  /// changes the scope of the element and of every element below it.
  mutating func collect(_ scope: ScopeCondition) {
    var current: ScopeCondition? = scope
    while let condition = current {
      for list in [condition.start, condition.end].compactMap({ $0 }) {
        for selector in list.selectors {
          collect(selector, outerPath: [], subject: 0)
          collect(selector, outerPath: [.combinator(.descendant)], subject: 0)
        }
      }
      current = condition.outer
    }
  }
}
