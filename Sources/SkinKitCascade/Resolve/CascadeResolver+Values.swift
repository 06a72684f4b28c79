import SkinKitProperties
import SkinKitSyntax

// Computed values: each winning declaration's value computed against the parent's, in the
// order `em`, percentages and `currentcolor` need.
extension CascadeResolver {
  /// The style of the winners in ``winners`` (their ids in ``touched``), and, when every
  /// value they compute to depends only on the rules and the parent's custom properties,
  /// those values apart from the parent's (what the matched-properties cache keeps). `key` is
  /// the matched list's compacted key when the caches may be used (`nil`: they may not).
  mutating func compute(
    parent: ComputedStyle?, custom: [String: (DeclaredValue, DeclarationReference)],
    inline: InlineStyle?, key: CompactRankList?
  ) -> (style: ComputedStyle, reusable: MatchedProperties?) {
    // The node's own values; inherited ones are merged over the parent's at the end.
    var inherited: [ComputedStyle.Entry] = []
    var reset: [ComputedStyle.Entry] = []
    var sources: [(id: Int32, reference: DeclarationReference)] = []
    let inheritedFlags = table.inheritedFlags
    // Room for every winner (a value invalid at computed-value time takes none), each in
    // its list: the lists are kept by the style.
    var inheritedCount = 0
    for id in touched where inheritedFlags[Int(id)] { inheritedCount += 1 }
    inherited.reserveCapacity(inheritedCount)
    reset.reserveCapacity(touched.count - inheritedCount)
    if recordsWinners { sources.reserveCapacity(touched.count) }
    var reusable = inline == nil
    let parentFontSize = parent.map { $0.value(table.fontSizeID).numberValue ?? 16 } ?? 16
    let parentWeight = parent.map { $0.value(table.fontWeightID).numberValue ?? 400 } ?? 400
    let parentColor = parent?.color ?? .black
    var computeContext = ComputeContext(
      parentFontSize: parentFontSize, rootFontSize: parent?.rootFontSize ?? 16,
      parentFontWeight: parentWeight, fontSize: parentFontSize, color: parentColor)
    computeContext.viewport = (environment.width ?? 0, environment.height ?? 0)
    computeContext.contentSize = environment.contentSize
    let colorSchemeID = table.colorSchemeID
    if colorSchemeID >= 0 {
      computeContext.darkScheme = ColorSchemeValue.usesDark(
        parent?.value(colorSchemeID), environmentIsDark: environment.colorScheme == .dark)
    }
    // Registered custom properties compute against the element's font size, color and color
    // scheme: first against its parent's, then, if they read them and the element's own
    // differ, again once those are computed (below).
    var needs = RegisteredSyntax.Dependencies()
    let fontCycle = registered.isEmpty ? [] : fontSizeCycle(inline: inline, custom: custom)
    var customSet = computeCustomProperties(
      parent: parent, cascaded: custom, inline: inline, key: key, context: computeContext,
      cycle: fontCycle, dependencies: &needs)
    let provisional = computeContext

    // font-size first (em and percentages need it), then color-scheme (light-dark()), then
    // color (currentcolor), then the rest.
    let (fontSizeID, colorID) = (Int32(table.fontSizeID), Int32(table.colorID))
    let schemeID = Int32(colorSchemeID)
    touched.sort { lhs, rhs in
      let left = lhs == fontSizeID ? 0 : lhs == schemeID ? 1 : lhs == colorID ? 2 : 3
      let right = rhs == fontSizeID ? 0 : rhs == schemeID ? 1 : rhs == colorID ? 2 : 3
      return left != right ? left < right : lhs < rhs
    }
    /// Once the element's font size, color scheme and color are known: its registered custom
    /// properties computed again if they read them and they differ from its parent's. Such
    /// values are the element's own: nothing it computes is kept for other elements.
    func settleCustomProperties(_ resolver: inout CascadeResolver) {
      guard needs.readsElement else { return }
      if computeContext.fontSize != provisional.fontSize
        || computeContext.color != provisional.color
        || computeContext.darkScheme != provisional.darkScheme
      {
        customSet = resolver.computeCustomProperties(
          parent: parent, cascaded: custom, inline: inline, key: nil, context: computeContext,
          cycle: fontCycle, dependencies: &needs)
      }
      reusable = false
      needs = []
    }
    for id32 in touched {
      let id = Int(id32)
      if needs.readsElement, id32 != fontSizeID, id32 != schemeID, id32 != colorID {
        settleCustomProperties(&self)
      }
      // In a cycle with a registered length in em, font-size is invalid at computed-value
      // time: it inherits.
      if id32 == fontSizeID, !fontCycle.isEmpty { continue }
      let start = Self.decode(winners[id])
      let value: StyleValue?
      let reference: DeclarationReference?
      if !start.isInline,
        let known = index.blocks[Int(start.rule)].contextFreeValue(at: Int(start.declaration))
      {
        (value, reference) = (known, start)
      } else {
        var contextFree = false
        (value, reference) = computedValue(
          from: start, inline: inline, definition: table[id], parent: parent,
          customSet: customSet, context: computeContext, contextFree: &contextFree)
        if !contextFree { reusable = false }
      }
      guard let value else { continue }
      if recordsWinners, let reference { sources.append((id32, reference)) }
      if inheritedFlags[id] {
        inherited.append(ComputedStyle.Entry(id: id32, value: value))
      } else {
        reset.append(ComputedStyle.Entry(id: id32, value: value))
      }
      if id == table.fontSizeID, let size = value.numberValue {
        computeContext.fontSize = size
        // CSS Values 4 §6.1.1: `rem` is the root element's font size — on the root itself
        // too, once its own font-size is known (in font-size, it is the initial value).
        if parent == nil { computeContext.rootFontSize = size }
      }
      if id == table.colorID, case .color(let color) = value {
        computeContext.color = color
      }
      if id == colorSchemeID {
        computeContext.darkScheme = ColorSchemeValue.usesDark(
          value, environmentIsDark: environment.colorScheme == .dark)
        // The root's color, unless it declares one, is CanvasText in its own scheme.
        if parent == nil {
          computeContext.color = ComputedStyle.canvasText(dark: computeContext.darkScheme)
        }
      }
    }
    settleCustomProperties(&self)
    inherited.sort { $0.id < $1.id }
    reset.sort { $0.id < $1.id }
    if recordsWinners {
      sources.sort { $0.id < $1.id }
      recordedWinners = WinningDeclarations(entries: sources, scoped: scopedMatched)
    }
    var rootFontSize = parent?.rootFontSize ?? 16
    if parent == nil { rootFontSize = computeContext.fontSize }
    let style = ComputedStyle(
      inheritedEntries: Self.merge(parent?.inheritedEntries ?? [], inherited), resetEntries: reset,
      customSet: customSet, table: tableBox, rootFontSize: rootFontSize,
      darkCanvasText: parent?.darkCanvasText ?? computeContext.darkScheme)
    return (
      style,
      reusable ? MatchedProperties(reset: reset, inherited: inherited) : nil
    )
  }

  static func set(_ entries: inout [ComputedStyle.Entry], _ id: Int32, _ value: StyleValue) {
    if let index = ComputedStyle.search(entries, id) {
      entries[index].value = value
      return
    }
    let position = entries.firstIndex { $0.id > id } ?? entries.count
    entries.insert(ComputedStyle.Entry(id: id, value: value), at: position)
  }

  /// The computed value the winning declaration `start` gives, and the declaration it came
  /// from: `start`, or the one `revert` or `revert-layer` rolls back to (CSS Cascade 5
  /// §7.3–7.4; the keywords may also come from `var()`). When the declaration is invalid at
  /// computed-value time the property behaves as `unset` and no declaration is returned.
  /// The value is `nil` when nothing is stored (see ``unsetValue(_:parent:declaredExplicitly:)``). `contextFree` is
  /// set when the value depends on nothing but the matched rules and the custom properties
  /// (see ``PropertyTable/contextFreeValue(_:for:)``).
  private mutating func computedValue(
    from start: DeclarationReference, inline: InlineStyle?, definition: PropertyDefinition,
    parent: ComputedStyle?, customSet: CustomPropertySet, context: ComputeContext,
    contextFree: inout Bool
  ) -> (StyleValue?, DeclarationReference?) {
    var reference = start
    while true {
      let declaration = declaration(reference, inline: inline)
      var declared = declaration.value
      if case .unparsed = declared {
        guard let parsed = substitutedValue(declaration, reference, definition.id, customSet)
        else {
          // Nothing is stored, whatever the parent (see unsetValue).
          contextFree = true
          // No declaration is the value's source: an explanation calls the winner void.
          return (unsetValue(definition, parent: parent, declaredExplicitly: false), nil)
        }
        declared = parsed
      }
      guard let rollback = Rollback(declared) else {
        contextFree = table.contextFreeValue(declared, for: definition.id) != nil
        return (
          value(of: declared, definition: definition, parent: parent, context: context),
          reference
        )
      }
      guard
        let earlier = rollBack(
          .property(definition.id), from: reference, rollback, inline: inline)
      else {
        contextFree = false
        return (unsetValue(definition, parent: parent, declaredExplicitly: true), reference)
      }
      reference = earlier
    }
  }

  /// The computed value of a declared value that is not `revert`, `revert-layer` or
  /// unparsed.
  private func value(
    of declared: DeclaredValue, definition: PropertyDefinition, parent: ComputedStyle?,
    context: ComputeContext
  ) -> StyleValue? {
    switch declared {
    case .value(var value):
      if case .derivedColor(let derived) = value, derived.containsLightDark {
        value = ParsedColor.derived(derived).choosingScheme(dark: context.darkScheme).styleValue
      }
      var computeContext = context
      if definition.id == table.colorID {
        // `color: currentcolor` is the parent's color, in a color function too (CSS Color 4
        // §6.4: in `color`, currentcolor is the inherited value; a root's is a document's
        // initial black, as `inherit` is).
        computeContext.color = parent?.color ?? .black
        if value.dependsOnCurrentColor { return value.resolvingCurrentColor(computeContext.color) }
      }
      return definition.syntax.computed(value, context: computeContext)
    case .inherit:
      // A root inherits the initial values of a document without a color scheme.
      return parent.map { inheritedValue($0, definition) } ?? definition.initial
    case .initial:
      return initialValue(definition, context)
    case .unset, .unparsed, .revert, .revertLayer:
      return unsetValue(definition, parent: parent, declaredExplicitly: true)
    }
  }

  /// A declaration's value with `var()` substituted from `customSet` and parsed; `nil`
  /// when it is invalid at computed-value time (reported). Remembered per declaration and
  /// set: every node under one palette reads a rule's `var(--c1)` the same way.
  mutating func substitutedValue(
    _ declaration: CompiledDeclaration, _ reference: DeclarationReference, _ id: PropertyID,
    _ customSet: CustomPropertySet
  ) -> DeclaredValue? {
    guard case .unparsed = declaration.value else { return declaration.value }
    if let known = cachedSubstitution(reference, under: customSet) { return known }
    return substitute(declaration, reference, id, customSet)
  }

  /// ``substitutedValue(_:_:_:_:)`` computed (for a value not in the cache, which it
  /// remembers).
  mutating func substitute(
    _ declaration: CompiledDeclaration, _ reference: DeclarationReference, _ id: PropertyID,
    _ customSet: CustomPropertySet
  ) -> DeclaredValue? {
    guard case .unparsed(let tokens, let shorthand) = declaration.value else {
      return declaration.value
    }
    let code = Self.encode(rule: reference.rule, declaration: Int(reference.declaration))
    let firstReport = recorded.count
    var value: DeclaredValue?
    if let substituted = substituteVariables(
      tokens, customSet.values, range: declaration.range)
    {
      value = table.parseSubstituted(substituted[...], for: id, shorthand: shorthand)
    }
    if value == nil {
      report(
        .invalidAtComputedTime,
        "'\(declaration.writtenName)' is invalid once var() is substituted; it behaves as 'unset'",
        declaration.range)
    }
    if caching, !reference.isInline {
      caches.substitutions.insert(
        Substitution(value: value, diagnostics: Array(recorded[firstReport...])), code,
        under: customSet)
    }
    return value
  }

  /// The substituted value cached for a declaration under `customSet` (its diagnostics
  /// reported again), or `nil` when none is: found without reading the declaration.
  mutating func cachedSubstitution(
    _ reference: DeclarationReference, under customSet: CustomPropertySet
  ) -> DeclaredValue?? {
    guard caching, !reference.isInline else { return nil }
    let code = Self.encode(rule: reference.rule, declaration: Int(reference.declaration))
    guard let known = caches.substitutions.value(code, under: customSet) else { return nil }
    for diagnostic in known.diagnostics {
      report(diagnostic.id, diagnostic.message, diagnostic.range)
    }
    return .some(known.value)
  }

  /// The parent's value, keeping `currentcolor` a keyword (CSS inherits it as one).
  private func inheritedValue(_ parent: ComputedStyle, _ definition: PropertyDefinition)
    -> StyleValue
  {
    let entries = definition.inherited ? parent.inheritedEntries : parent.resetEntries
    if let index = ComputedStyle.search(entries, Int32(definition.id)) {
      return entries[index].value
    }
    return definition.id == table.colorID ? .color(parent.color) : definition.initial
  }

  /// A property's initial value for the node: `color`'s is CanvasText in the node's own
  /// color scheme (`color: initial` in a dark subtree is white), every other's its
  /// definition's.
  private func initialValue(_ definition: PropertyDefinition, _ context: ComputeContext)
    -> StyleValue
  {
    definition.id == table.colorID
      ? .color(ComputedStyle.canvasText(dark: context.darkScheme)) : definition.initial
  }

  /// `unset`: inherit for inherited properties, initial otherwise. For an invalid-at-
  /// computed-time declaration on an inherited property, nothing is stored (the inherited
  /// entry stays as it is); on a reset property, the initial value.
  private func unsetValue(
    _ definition: PropertyDefinition, parent: ComputedStyle?, declaredExplicitly: Bool
  )
    -> StyleValue?
  {
    if definition.inherited {
      guard let parent else { return declaredExplicitly ? definition.initial : nil }
      return declaredExplicitly ? inheritedValue(parent, definition) : nil
    }
    // Stored either way, as the matched-properties cache stores it (a cached style and one
    // computed in full must declare the same properties).
    return definition.initial
  }
}
