import SkinKitSelectors
import SkinKitSyntax

// `@extend`: selectors added to the rules that use the extended simple selector.
extension StylesheetCompiler {
  /// An `@extend` read in a rule: the rule's selectors extend `target` in rules of `origin`.
  struct Extension {
    var extender: SelectorList
    var target: SimpleSelector
    var origin: CascadeOrigin
    var range: SourceRange
    var used = false
  }

  /// Notes an `@extend` of the simple selector in `selector` by the rule `extender`.
  mutating func addExtension(
    _ selector: ArraySlice<Token>, range: SourceRange, extender: SelectorList,
    origin: CascadeOrigin
  ) {
    let target: SimpleSelector
    switch SelectorParser.parse(
      selector, in: range.file, nested: false, typeNames: typeNames)
    {
    case .success(let list):
      guard list.selectors.count == 1, list.selectors[0].compounds.count == 1,
        list.selectors[0].compounds[0].components.count == 1
      else {
        report(
          .invalidExtend, "@extend takes one simple selector, such as '.primary' or 'Button'",
          range)
        return
      }
      target = list.selectors[0].compounds[0].components[0]
    case .failure(let error):
      report(
        .invalidExtend, "@extend: \(error.diagnostic.message)", range,
        fixIts: error.diagnostic.fixIts)
      return
    }
    extensions.append(
      Extension(extender: extender, target: target, origin: origin, range: range))
  }

  /// Adds, for every rule whose selector uses an extended simple selector, the selector with
  /// the extender in its place (Sass's `@extend`: `.danger { @extend .primary; }` makes
  /// `.danger` match every rule written for `.primary`).
  mutating func applyExtensions() {
    guard !extensions.isEmpty else { return }
    let originalCount = entries.count
    var added: [RuleEntry] = []
    var addedWeight = 0
    var work = 0
    extending: for index in extensions.indices {
      let extensionRule = extensions[index]
      var tooLarge = false
      for entry in entries.prefix(originalCount) + added where entry.origin == extensionRule.origin
      {
        for extender in extensionRule.extender.selectors {
          let extended = Self.extend(
            entry.selector, target: extensionRule.target, with: extender, work: &work)
          if work > Self.maximumExtendWork {
            report(.tooManyRules, "@extend creates too many rules; stopped", extensionRule.range)
            break extending
          }
          for selector in extended {
            extensions[index].used = true
            // Extended selectors share lists with the rules they come from (and `:is()` lists
            // grow at every level), so they are measured, and the large ones dropped.
            let weight = Self.weight(of: selector, limit: Self.maximumSelectorWeight)
            work += weight
            guard weight <= Self.maximumSelectorWeight else {
              tooLarge = true
              continue
            }
            addedWeight += weight
            added.append(
              RuleEntry(
                selector: selector, block: entry.block, origin: entry.origin, layer: entry.layer,
                media: entry.media, order: entry.order, source: SelectorSource(.selector(selector)),
                range: entry.range, scope: entry.scope))
            if added.count > Self.maximumRuleCount || addedWeight > Self.maximumExtendedWeight {
              report(.tooManyRules, "@extend creates too many rules; stopped", extensionRule.range)
              break extending
            }
          }
        }
      }
      if tooLarge {
        report(
          .expansionTooLarge,
          "@extend: a selector extended expands to more than \(Self.maximumSelectorWeight) simple selectors; it is not extended",
          extensionRule.range)
      }
      if !extensions[index].used {
        report(
          .extendTargetNotFound, "@extend: no rule uses '\(extensionRule.target)'",
          extensionRule.range)
      }
    }
    entries += added
    entries.sort { $0.order < $1.order }
  }

  /// How many simple selectors a selector holds (a `:is(…)` counts one plus its list), counted
  /// up to `limit`: past it, `limit + 1`. A selector's lists may be shared many times over,
  /// so the count stops rather than walk all of them.
  static func weight(of selector: ComplexSelector, limit: Int) -> Int {
    var count = 0
    func visit(_ selector: ComplexSelector) -> Bool {
      for compound in selector.compounds {
        for component in compound.components {
          count += 1
          guard count <= limit else { return false }
          for list in component.nestedLists {
            for inner in list.selectors where !visit(inner) { return false }
          }
        }
      }
      return true
    }
    _ = visit(selector)
    return count
  }

  /// The selectors `selector` becomes when `target` is extended by `extender`; adds the
  /// simple selectors it looked at to `work`.
  static func extend(
    _ selector: ComplexSelector, target: SimpleSelector, with extender: ComplexSelector,
    work: inout Int
  ) -> [ComplexSelector] {
    work += selector.compounds.reduce(0) { $0 + $1.components.count }
    var results = extendTopLevel(selector, target: target, with: extender)
    // Inside `:is()`, `:where()` and `:not()` (a rule nested under a selector list is
    // `:is(list)`), the list grows by the extended selectors.
    for (compoundIndex, compound) in selector.compounds.enumerated() {
      for (componentIndex, component) in compound.components.enumerated() {
        let rebuild: (SelectorList) -> SimpleSelector
        let list: SelectorList
        switch component {
        case .is(let inner):
          list = inner
          rebuild = { .is($0) }
        case .where(let inner):
          list = inner
          rebuild = { .where($0) }
        case .not(let inner):
          list = inner
          rebuild = { .not($0) }
        default:
          continue
        }
        let added = list.selectors.flatMap {
          extend($0, target: target, with: extender, work: &work)
        }
        guard !added.isEmpty else { continue }
        var components = Array(compound.components)
        components[componentIndex] = rebuild(SelectorList(list.selectors + added))
        var compounds = Array(selector.compounds)
        compounds[compoundIndex] = CompoundSelector(components)
        results.append(
          ComplexSelector(
            compounds: compounds, combinators: selector.combinators,
            leadingCombinator: selector.leadingCombinator))
      }
    }
    return results
  }

  /// Extensions of the selector's own compounds (not inside pseudo-classes).
  static func extendTopLevel(
    _ selector: ComplexSelector, target: SimpleSelector, with extender: ComplexSelector
  ) -> [ComplexSelector] {
    var results: [ComplexSelector] = []
    for (position, compound) in selector.compounds.enumerated()
    where compound.components.contains(target) {
      let rest = compound.components.filter { $0 != target }
      guard let merged = merge(extender.subject.components, with: rest) else { continue }
      let before = Array(selector.compounds[..<position])
      let withinBefore = position > 0 ? Array(selector.combinators[..<(position - 1)]) : []
      let joinBefore = position > 0 ? selector.combinators[position - 1] : Combinator.descendant
      let after = Array(selector.compounds[(position + 1)...])
      let afterCombinators = Array(selector.combinators[position...])
      let extenderAncestors = Array(extender.compounds.dropLast())
      let withinExtender = Array(extender.combinators.dropLast())
      let joinExtender = extender.combinators.last ?? .descendant
      // Weave the selector's ancestors and the extender's: each order, joined by descendant.
      var weaves: [(compounds: [CompoundSelector], combinators: [Combinator], join: Combinator)] =
        []
      if extenderAncestors.isEmpty {
        weaves.append((before, withinBefore, joinBefore))
      } else if before.isEmpty {
        weaves.append((extenderAncestors, withinExtender, joinExtender))
      } else {
        weaves.append(
          (before + extenderAncestors, withinBefore + [.descendant] + withinExtender, joinExtender))
        weaves.append(
          (extenderAncestors + before, withinExtender + [.descendant] + withinBefore, joinBefore))
      }
      for weave in weaves {
        let combinators =
          weave.combinators + (weave.compounds.isEmpty ? [] : [weave.join]) + afterCombinators
        results.append(
          ComplexSelector(compounds: weave.compounds + [merged] + after, combinators: combinators))
      }
    }
    return results
  }

  /// Unifies two compounds' simple selectors, or `nil` when they cannot both hold (two
  /// different types).
  static func merge(_ extender: CompoundSelector.Components, with rest: [SimpleSelector])
    -> CompoundSelector?
  {
    var types: [SimpleSelector] = []
    var others: [SimpleSelector] = []
    for component in extender + rest {
      switch component {
      case .type, .universal: types.append(component)
      default: if !others.contains(component) { others.append(component) }
      }
    }
    let concrete = types.filter { if case .universal = $0 { false } else { true } }
    var head: [SimpleSelector] = []
    if let first = concrete.first {
      guard concrete.allSatisfy({ $0 == first }) else { return nil }
      head = [first]
    }
    let components = head + others
    return components.isEmpty ? CompoundSelector([.universal]) : CompoundSelector(components)
  }
}
