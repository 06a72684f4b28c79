import SkinKitSelectors

// Nested selectors made absolute (CSS Nesting), and the bound on how large they grow.
extension StylesheetCompiler {
  /// How many simple selectors a written selector holds once made absolute (a `:is(…)` counts
  /// one plus its list), computed without building it: its own, plus the parent list's
  /// (`parentWeight`, `nil` at top level) for each `&` and for the one implied when it has
  /// none or starts with a combinator. Written selectors are small trees; resolved ones share
  /// their parents, so walking them instead could take time exponential in the nesting.
  static func expandedWeight(of selector: ComplexSelector, parentWeight: Int?) -> Int {
    var nestings = 0
    let own = writtenWeight(of: selector, nestings: &nestings)
    guard let parentWeight else { return own }
    let implied = selector.leadingCombinator != nil || nestings == 0 ? 1 : 0
    return own + (nestings + implied) * parentWeight
  }

  /// The simple selectors of a written selector; counts its `&` into `nestings`.
  static func writtenWeight(of selector: ComplexSelector, nestings: inout Int) -> Int {
    var weight = 0
    for compound in selector.compounds {
      for component in compound.components {
        weight += 1
        if case .nesting = component { nestings += 1 }
        for list in component.nestedLists {
          for inner in list.selectors { weight += writtenWeight(of: inner, nestings: &nestings) }
        }
      }
    }
    return weight
  }

  /// Makes a nested selector absolute (CSS Nesting §3): `&` is `:is(parent)`; a selector
  /// without `&` is `& <selector>` (with its leading combinator, if any). When the parent list
  /// has one selector and `&` starts the selector, the parent is spliced in directly — the
  /// same match and specificity, faster to match. (`package`: the language server shows a
  /// nested rule's selector, and its specificity, as it matches.)
  package static func resolveNesting(_ selector: ComplexSelector, parent: SelectorList?)
    -> ComplexSelector
  {
    guard let parent else {
      // CSS Nesting §3.1: a top-level `&` has no parent; it is `:scope`, which in a sheet
      // with no scoping root is the tree's root — and, as `:scope` in `@scope`'s implied
      // selector, it adds no specificity (Chromium: `& {}` loses to `:root {}`).
      return replacingNesting(in: selector, with: Self.topLevelNesting)
    }
    if selector.leadingCombinator != nil || !selector.containsNesting {
      let combinator = selector.leadingCombinator ?? .descendant
      // Replace `&` in the written part only: the parent is already resolved (it holds no
      // `&`), and walking it again at every level would take time exponential in the depth
      // of nesting when parents are lists (`:is(:is(…) a, :is(…) b) a`).
      let relative = replacingNesting(in: selector.withoutLeadingCombinator, with: .is(parent))
      if parent.selectors.count == 1 {
        let base = parent.selectors[0]
        return ComplexSelector(
          compounds: Array(base.compounds) + relative.compounds,
          combinators: Array(base.combinators) + [combinator] + relative.combinators)
      }
      return ComplexSelector(
        compounds: [CompoundSelector([.is(parent)])] + relative.compounds,
        combinators: [combinator] + relative.combinators)
    }
    // `&` at the start of the first compound, single parent: splice.
    if parent.selectors.count == 1, let first = selector.compounds.first,
      case .nesting = first.components[0],
      !first.components.dropFirst().contains(where: Self.isNestingOrType),
      !selector.compounds.dropFirst().contains(where: \.containsNesting)
    {
      let base = parent.selectors[0]
      let merged = CompoundSelector(Array(base.subject.components) + first.components.dropFirst())
      return ComplexSelector(
        compounds: base.compounds.dropLast() + [merged] + selector.compounds.dropFirst(),
        combinators: Array(base.combinators) + selector.combinators)
    }
    return replacingNesting(in: selector, with: .is(parent))
  }

  /// What a top-level `&` stands for: the root, with zero specificity.
  static let topLevelNesting = SimpleSelector.where(
    SelectorList([
      ComplexSelector(compounds: [CompoundSelector([.structural(.root)])], combinators: [])
    ]))

  static func isNestingOrType(_ component: SimpleSelector) -> Bool {
    switch component {
    case .nesting, .type, .universal: true
    default: false
    }
  }

  static func replacingNesting(in selector: ComplexSelector, with replacement: SimpleSelector)
    -> ComplexSelector
  {
    guard selector.containsNesting else { return selector }
    return ComplexSelector(
      compounds: selector.compounds.map { replacingNesting(in: $0, with: replacement) },
      combinators: selector.combinators, leadingCombinator: selector.leadingCombinator)
  }

  static func replacingNesting(in compound: CompoundSelector, with replacement: SimpleSelector)
    -> CompoundSelector
  {
    CompoundSelector(
      compound.components.map { component in
        switch component {
        case .nesting: return replacement
        case .not(let list): return .not(replacingNesting(in: list, with: replacement))
        case .is(let list): return .is(replacingNesting(in: list, with: replacement))
        case .where(let list): return .where(replacingNesting(in: list, with: replacement))
        case .has(let list): return .has(replacingNesting(in: list, with: replacement))
        case .nth(var nth):
          nth.filter = nth.filter.map { replacingNesting(in: $0, with: replacement) }
          return .nth(nth)
        default: return component
        }
      })
  }

  static func replacingNesting(in list: SelectorList, with replacement: SimpleSelector)
    -> SelectorList
  {
    SelectorList(list.selectors.map { replacingNesting(in: $0, with: replacement) })
  }
}
