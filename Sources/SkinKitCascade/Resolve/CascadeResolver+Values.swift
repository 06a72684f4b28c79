import SkinKitProperties
import SkinKitSyntax

// Computed values: each winning declaration's value computed against the parent's, in the
// order `em`, percentages and `currentcolor` need.
extension CascadeResolver {
  mutating func compute(
    parent: ComputedStyle?, custom: [String: (DeclaredValue, DeclarationReference)],
    inline: InlineStyle?
  ) -> ComputedStyle {
    let customProperties = computeCustomProperties(parent: parent, cascaded: custom, inline: inline)
    var inherited = parent?.inheritedEntries ?? []
    var reset: [ComputedStyle.Entry] = []
    var sources: [(id: Int32, reference: DeclarationReference)] = []
    let parentFontSize = parent.map { $0.value(table.fontSizeID).numberValue ?? 16 } ?? 16
    let parentWeight = parent.map { $0.value(table.fontWeightID).numberValue ?? 400 } ?? 400
    let parentColor = parent?.color ?? .black
    var computeContext = ComputeContext(
      parentFontSize: parentFontSize, rootFontSize: parent?.rootFontSize ?? 16,
      parentFontWeight: parentWeight, fontSize: parentFontSize, color: parentColor)

    // font-size first (em and percentages need it), then color (currentcolor), then the rest.
    let (fontSizeID, colorID) = (Int32(table.fontSizeID), Int32(table.colorID))
    touched.sort { lhs, rhs in
      let left = lhs == fontSizeID ? 0 : lhs == colorID ? 1 : 2
      let right = rhs == fontSizeID ? 0 : rhs == colorID ? 1 : 2
      return left != right ? left < right : lhs < rhs
    }
    for id32 in touched {
      let id = Int(id32)
      let definition = table[id]
      let (computed, reference) = computedValue(
        from: Self.decode(winners[id]), inline: inline, definition: definition, parent: parent,
        customProperties: customProperties, context: computeContext)
      guard let value = computed else { continue }
      sources.append((id32, reference))
      if definition.inherited {
        Self.set(&inherited, id32, value)
      } else {
        Self.set(&reset, id32, value)
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
    }
    reset.sort { $0.id < $1.id }
    sources.sort { $0.id < $1.id }
    var rootFontSize = parent?.rootFontSize ?? 16
    if parent == nil { rootFontSize = computeContext.fontSize }
    return ComputedStyle(
      inheritedEntries: inherited, resetEntries: reset, ownSources: sources,
      customProperties: customProperties, table: tableBox, rootFontSize: rootFontSize)
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
  /// §7.3–7.4; the keywords may also come from `var()`). The value is `nil` when the property
  /// should behave as `unset` after all (invalid at computed-value time).
  private mutating func computedValue(
    from start: DeclarationReference, inline: InlineStyle?, definition: PropertyDefinition,
    parent: ComputedStyle?, customProperties: [String: [Token]], context: ComputeContext
  ) -> (StyleValue?, DeclarationReference) {
    var reference = start
    while true {
      let declaration = declaration(reference, inline: inline)
      var declared = declaration.value
      if case .unparsed(let tokens, let shorthand) = declared {
        guard
          let substituted = substituteVariables(
            tokens, customProperties, range: declaration.range),
          let parsed = table.parseSubstituted(
            substituted[...], for: definition.id, shorthand: shorthand)
        else {
          report(
            .invalidAtComputedTime,
            "'\(declaration.writtenName)' is invalid once var() is substituted; it behaves as 'unset'",
            declaration.range)
          return (unsetValue(definition, parent: parent, declaredExplicitly: false), reference)
        }
        declared = parsed
      }
      guard let rollback = Rollback(declared) else {
        return (
          value(of: declared, definition: definition, parent: parent, context: context),
          reference
        )
      }
      guard
        let earlier = rollBack(
          .property(definition.id), from: reference, rollback, inline: inline)
      else {
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
    case .value(let value):
      var computeContext = context
      if definition.id == table.colorID {
        // `color: currentcolor` is the parent's color, in a color function too (CSS Color 4
        // §6.4: in `color`, currentcolor is the inherited value).
        computeContext.color = parent?.color ?? .black
        if value.dependsOnCurrentColor { return value.resolvingCurrentColor(computeContext.color) }
      }
      return definition.syntax.computed(value, context: computeContext)
    case .inherit:
      return parent.map { inheritedValue($0, definition) } ?? definition.initial
    case .initial:
      return definition.initial
    case .unset, .unparsed, .revert, .revertLayer:
      return unsetValue(definition, parent: parent, declaredExplicitly: true)
    }
  }

  /// The parent's value, keeping `currentcolor` a keyword (CSS inherits it as one).
  private func inheritedValue(_ parent: ComputedStyle, _ definition: PropertyDefinition)
    -> StyleValue
  {
    let entries = definition.inherited ? parent.inheritedEntries : parent.resetEntries
    if let index = ComputedStyle.search(entries, Int32(definition.id)) {
      return entries[index].value
    }
    return definition.initial
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
    return declaredExplicitly ? definition.initial : nil
  }
}
