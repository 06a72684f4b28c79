import SkinKitSupport

/// A selector list: `Button.primary, #save`.
///
/// ```swift
/// let list = try SelectorParser.parse("Button.primary, #save", typeNames: .none)
/// list.selectors.map(\.specificity)   // [(0,1,1), (1,0,0)]
/// list.description                    // "Button.primary, #save"
/// ```
@usableFromInline package struct SelectorList: Sendable, Hashable, CustomStringConvertible {
  /// The selectors, in source order.
  public var selectors: [ComplexSelector]

  public init(_ selectors: [ComplexSelector]) { self.selectors = selectors }

  /// The largest specificity among the selectors (what `:is()` and `:not()` contribute).
  public var maximumSpecificity: Specificity {
    var maximum = Specificity.zero
    for index in selectors.indices where selectors[index].specificity > maximum {
      maximum = selectors[index].specificity
    }
    return maximum
  }

  public var description: String { selectors.map(\.description).joined(separator: ", ") }
}

/// A chain of compound selectors joined by combinators: `Panel > Button.primary`.
/// Stored left to right — every compound's simple selectors in one array — and matched right
/// to left.
@usableFromInline package struct ComplexSelector: Sendable, Hashable, CustomStringConvertible {
  // In this order, the one-byte field last: 56 bytes a selector.
  /// Every compound's simple selectors, left to right.
  @usableFromInline let simpleSelectors: [SimpleSelector]
  /// Computed once, when the selector is built.
  public let specificity: Specificity
  /// Where the compounds end in ``simpleSelectors``, and the combinators.
  @usableFromInline let layout: CompoundLayout
  /// A combinator written before the first compound (`> .child` in a nested rule).
  public let leadingCombinator: Combinator?

  /// A selector of `compounds` joined by `combinators` (one fewer).
  public init(
    compounds: some Collection<CompoundSelector>, combinators: some Collection<Combinator>,
    leadingCombinator: Combinator? = nil
  ) {
    precondition(combinators.count == max(0, compounds.count - 1))
    var builder = ComplexSelectorBuilder(
      capacity: compounds.reduce(0) { $0 + $1.components.count })
    var joining = combinators.makeIterator()
    for compound in compounds {
      builder.simpleSelectors.append(contentsOf: compound.components)
      builder.endCompound(joinedBy: builder.compoundCount == 0 ? nil : joining.next())
    }
    self = builder.build(leadingCombinator: leadingCombinator)
  }

  init(simpleSelectors: [SimpleSelector], layout: CompoundLayout, leadingCombinator: Combinator?) {
    self.simpleSelectors = simpleSelectors
    self.layout = layout
    self.leadingCombinator = leadingCombinator
    var specificity = Specificity.zero
    for index in simpleSelectors.indices {
      specificity = specificity + simpleSelectors[index].specificity
    }
    self.specificity = specificity
  }

  /// The compounds, left to right.
  @inlinable @inline(__always)
  public var compounds: Compounds { Compounds(simpleSelectors: simpleSelectors, layout: layout) }

  /// `combinators[i]` joins `compounds[i]` and `compounds[i + 1]`.
  @inlinable @inline(__always)
  public var combinators: Combinators { Combinators(layout: layout) }

  /// The same selector without its leading combinator.
  public var withoutLeadingCombinator: ComplexSelector {
    ComplexSelector(simpleSelectors: simpleSelectors, layout: layout, leadingCombinator: nil)
  }

  /// The rightmost compound: the one the element itself must match.
  @inlinable @inline(__always)
  public var subject: CompoundSelector { compounds[layout.count - 1] }

  /// Whether any compound contains `&`.
  public var containsNesting: Bool { CompoundSelector.contains(.nesting, in: simpleSelectors) }

  /// Whether any compound contains `:scope` (inside `:is()` and the like too).
  public var containsScope: Bool { CompoundSelector.contains(.scope, in: simpleSelectors) }

  /// Whether the selector can never match an element: one of its compounds holds a
  /// pseudo-element or `:host` (not inside `:not()`, where it matches everything).
  public var neverMatches: Bool {
    simpleSelectors.contains { if case .unmatchable = $0 { true } else { false } }
  }

  public static func == (lhs: ComplexSelector, rhs: ComplexSelector) -> Bool {
    lhs.layout == rhs.layout && lhs.leadingCombinator == rhs.leadingCombinator
      && lhs.simpleSelectors == rhs.simpleSelectors
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(simpleSelectors)
    hasher.combine(layout)
    hasher.combine(leadingCombinator)
  }

  public var description: String {
    var out = leadingCombinator.map { $0.symbol + " " } ?? ""
    for (index, compound) in compounds.enumerated() {
      if index > 0 {
        let combinator = combinators[index - 1]
        out += combinator == .descendant ? " " : " \(combinator.symbol) "
      }
      out += compound.description
    }
    return out
  }
}

/// How two compounds relate.
@usableFromInline package enum Combinator: Sendable, Hashable {
  /// `A B`: B inside A, at any depth (`appearanceWhenContainedIn`).
  case descendant
  /// `A > B`: B a direct child of A.
  case child
  /// `A + B`: B right after A among siblings.
  case nextSibling
  /// `A ~ B`: B after A among siblings.
  case subsequentSibling

  /// How it is written.
  public var symbol: String {
    switch self {
    case .descendant: " "
    case .child: ">"
    case .nextSibling: "+"
    case .subsequentSibling: "~"
    }
  }
}

/// Simple selectors that all apply to one element: `Button.primary:highlighted`. Built from
/// an array, or a view of a compound of a ``ComplexSelector``.
@usableFromInline package struct CompoundSelector: Sendable, Hashable, CustomStringConvertible {
  /// The simple selectors in source order (a type or `*`, if any, comes first).
  public let components: Components

  public init(_ components: [SimpleSelector]) {
    self.components = Components(storage: components, offset: 0, count: components.count)
  }

  @inlinable
  init(components: Components) { self.components = components }

  /// The sum of the components' specificities.
  public var specificity: Specificity {
    components.reduce(.zero) { $0 + $1.specificity }
  }

  /// Whether the compound contains `&`.
  public var containsNesting: Bool { contains(.nesting) }

  /// Whether the compound contains `simple` (`&`, `:scope`), inside `:is()` and the like too.
  public func contains(_ simple: SimpleSelector) -> Bool {
    Self.contains(simple, in: components)
  }

  /// Whether `components` contain `simple`, inside `:is()` and the like too.
  static func contains(_ simple: SimpleSelector, in components: some Collection<SimpleSelector>)
    -> Bool
  {
    components.contains { component in
      component == simple
        || component.nestedLists.contains { list in
          list.selectors.contains { contains(simple, in: $0.simpleSelectors) }
        }
    }
  }

  public var description: String {
    components.isEmpty ? "*" : components.map(\.description).joined()
  }
}

/// One simple selector.
@usableFromInline package enum SimpleSelector: Sendable, Hashable, CustomStringConvertible {
  /// `Button`: the type or a subtype. `exact` (from `:exact`) matches the type alone.
  case type(StyleName, exact: Bool)
  /// `*`.
  case universal
  /// `.primary`.
  case styleClass(StyleName)
  /// `#save`.
  case identifier(StyleName)
  /// `[name]`, `[name="v"]`, `[name~="v"]`… (Boxed, as `unmatchable`'s payload: held inline,
  /// their two strings made every simple selector half as large again.)
  indirect case attribute(AttributeSelector)
  /// `:highlighted`, `:selected`, `:disabled`, `:focused`.
  case state(ElementState)
  /// `:enabled` (not disabled).
  case enabled
  /// `:normal` (none of the four states).
  case normal
  /// Structural pseudo-classes.
  case structural(StructuralPseudoClass)
  /// `:nth-child(An+B [of S])` and relatives.
  indirect case nth(NthPseudoClass)
  /// `:phone`, `:dark`, `:landscape`…
  case environment(EnvironmentPseudoClass)
  /// `:not(S)`.
  indirect case not(SelectorList)
  /// `:is(S)`.
  indirect case `is`(SelectorList)
  /// `:where(S)`.
  indirect case `where`(SelectorList)
  /// `:has(R)`: some element reached from this one by a relative selector of `R` matches
  /// (each selector's ``ComplexSelector/leadingCombinator`` is how; none is `descendant`).
  indirect case has(SelectorList)
  /// `&`, the parent rule's selector (replaced when nested rules are flattened).
  case nesting
  /// `:scope`: the scoping root of the `@scope` rule the selector is in; outside any
  /// `@scope`, the tree's root (Selectors 4 §14.4).
  case scope
  /// A pseudo-element or `:host`: valid, and never matching an element of a widget tree.
  indirect case unmatchable(UnmatchableSelector)

  /// This simple selector's contribution to specificity.
  public var specificity: Specificity {
    switch self {
    case .type(_, let exact): Specificity(classes: exact ? 1 : 0, types: 1)
    case .universal, .where, .nesting: .zero
    case .identifier: Specificity(ids: 1)
    case .styleClass, .attribute, .state, .enabled, .normal, .structural, .environment, .scope:
      Specificity(classes: 1)
    case .nth(let nth): Specificity(classes: 1) + (nth.filter?.maximumSpecificity ?? .zero)
    case .not(let list), .is(let list), .has(let list): list.maximumSpecificity
    case .unmatchable(let selector): selector.specificity
    }
  }

  /// Selector lists inside this selector (`:is(…)`, `:not(…)`, `:has(…)`, `:nth-child(… of S)`).
  public var nestedLists: [SelectorList] {
    switch self {
    case .not(let list), .is(let list), .where(let list), .has(let list): [list]
    case .nth(let nth): nth.filter.map { [$0] } ?? []
    default: []
    }
  }

  public var description: String {
    switch self {
    case .type(let name, let exact): name.string + (exact ? ":exact" : "")
    case .universal: "*"
    case .styleClass(let name): "." + name.string
    case .identifier(let name): "#" + name.string
    case .attribute(let attribute): attribute.description
    case .state(let state): ":" + state.description
    case .enabled: ":enabled"
    case .normal: ":normal"
    case .structural(let pseudo): ":" + pseudo.rawValue
    case .nth(let nth): nth.description
    case .environment(let pseudo): ":" + pseudo.name
    case .not(let list): ":not(\(list))"
    case .is(let list): ":is(\(list))"
    case .where(let list): ":where(\(list))"
    case .has(let list): ":has(\(list))"
    case .nesting: "&"
    case .scope: ":scope"
    case .unmatchable(let selector): selector.text
    }
  }
}

/// `:root`, `:first-child` and the other argument-less structural pseudo-classes.
@usableFromInline package enum StructuralPseudoClass: String, Sendable, Hashable, CaseIterable {
  case root
  case firstChild = "first-child"
  case lastChild = "last-child"
  case onlyChild = "only-child"
  case firstOfType = "first-of-type"
  case lastOfType = "last-of-type"
  case onlyOfType = "only-of-type"
  case empty
}

/// `:nth-child()`, `:nth-last-child()`, `:nth-of-type()`, `:nth-last-of-type()`.
@usableFromInline package struct NthPseudoClass: Sendable, Hashable, CustomStringConvertible {
  /// Which of the four.
  package enum Kind: String, Sendable, Hashable, CaseIterable {
    case child = "nth-child"
    case lastChild = "nth-last-child"
    case ofType = "nth-of-type"
    case lastOfType = "nth-last-of-type"
  }

  public var kind: Kind
  /// The An+B formula.
  public var formula: NthFormula
  /// The `of S` filter (child kinds only).
  public var filter: SelectorList?

  public init(kind: Kind, formula: NthFormula, filter: SelectorList? = nil) {
    self.kind = kind
    self.formula = formula
    self.filter = filter
  }

  public var description: String {
    ":\(kind.rawValue)(\(formula)\(filter.map { " of \($0)" } ?? ""))"
  }
}

/// An+B (CSS Syntax §6): matches 1-based positions `A·n + B` for some n ≥ 0.
package struct NthFormula: Sendable, Hashable, CustomStringConvertible {
  public var a: Int
  public var b: Int

  public init(a: Int, b: Int) {
    self.a = a
    self.b = b
  }

  /// Whether the 1-based `position` is selected.
  public func matches(_ position: Int) -> Bool {
    if a == 0 { return position == b }
    let difference = position - b
    return difference % a == 0 && difference / a >= 0
  }

  /// Canonical text (`2n+1`, `-n+3`, `5`, `n`).
  public var description: String {
    if a == 0 { return "\(b)" }
    let head = a == 1 ? "n" : a == -1 ? "-n" : "\(a)n"
    if b == 0 { return head }
    return head + (b > 0 ? "+\(b)" : "\(b)")
  }
}

/// `:phone … :vision`, `:portrait`, `:landscape`, `:dark`, `:light`.
@usableFromInline package enum EnvironmentPseudoClass: Sendable, Hashable {
  case idiom(StyleEnvironment.Idiom)
  case orientation(StyleEnvironment.Orientation)
  case colorScheme(StyleEnvironment.ColorScheme)

  /// The pseudo-class for a name, or `nil`.
  public init?(name: String) {
    if let idiom = StyleEnvironment.Idiom(rawValue: name) {
      self = .idiom(idiom)
    } else if let orientation = StyleEnvironment.Orientation(rawValue: name) {
      self = .orientation(orientation)
    } else if let scheme = StyleEnvironment.ColorScheme(rawValue: name) {
      self = .colorScheme(scheme)
    } else {
      return nil
    }
  }

  /// The name without the colon.
  public var name: String {
    switch self {
    case .idiom(let idiom): idiom.rawValue
    case .orientation(let orientation): orientation.rawValue
    case .colorScheme(let scheme): scheme.rawValue
    }
  }

  /// Whether an environment satisfies it.
  public func matches(_ environment: StyleEnvironment) -> Bool {
    switch self {
    case .idiom(let idiom): environment.idiom == idiom
    case .orientation(let orientation): environment.effectiveOrientation == orientation
    case .colorScheme(let scheme): environment.colorScheme == scheme
    }
  }
}

/// `[name]`, `[name="value"]` with the operators of Selectors Level 4 §6.
@usableFromInline package struct AttributeSelector: Sendable, Hashable, CustomStringConvertible {
  /// The comparison.
  package enum Operator: String, Sendable, Hashable, CaseIterable {
    case equals = "="
    case includes = "~="
    case dashMatch = "|="
    case prefix = "^="
    case suffix = "$="
    case substring = "*="
  }

  public var name: String
  /// The operator, or `nil` for presence (`[name]`).
  public var op: Operator?
  /// The value compared with (empty for presence).
  public var value: String
  /// The ` i` flag.
  public var caseInsensitive: Bool

  public init(name: String, op: Operator? = nil, value: String = "", caseInsensitive: Bool = false)
  {
    self.name = name
    self.op = op
    self.value = value
    self.caseInsensitive = caseInsensitive
  }

  /// Whether an attribute value (or its absence) satisfies the selector.
  public func matches(_ attribute: String?) -> Bool {
    guard let attribute else { return false }
    guard let op else { return true }
    let actual = caseInsensitive ? attribute.asciiLowercasedForMatching : attribute
    let expected = caseInsensitive ? value.asciiLowercasedForMatching : value
    switch op {
    case .equals: return actual == expected
    case .includes:
      if expected.isEmpty || expected.contains(where: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
        return false
      }
      return actual.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        .contains { $0 == expected }
    case .dashMatch: return actual == expected || actual.hasPrefix(expected + "-")
    case .prefix: return !expected.isEmpty && actual.hasPrefix(expected)
    case .suffix: return !expected.isEmpty && actual.hasSuffix(expected)
    case .substring: return !expected.isEmpty && actual.contains(expected)
    }
  }

  public var description: String {
    guard let op else { return "[\(name)]" }
    let quoted = StringLiteral.quoted(value, in: .css)
    return "[\(name)\(op.rawValue)\(quoted)\(caseInsensitive ? " i" : "")]"
  }
}

extension String {
  fileprivate var asciiLowercasedForMatching: String {
    String(decoding: utf8.map { ($0 >= 0x41 && $0 <= 0x5A) ? $0 | 0x20 : $0 }, as: UTF8.self)
  }
}

extension ComplexSelector {
  /// Every type name the selector uses, including inside `:is()`, `:not()` and `:where()`.
  public var typeNames: [String] {
    var names: [String] = []
    for component in simpleSelectors {
      if case .type(let name, _) = component { names.append(name.string) }
      for list in component.nestedLists {
        for selector in list.selectors { names += selector.typeNames }
      }
    }
    return names
  }
}
