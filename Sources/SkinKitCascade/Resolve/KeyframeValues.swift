import SkinKitProperties
import SkinKitSelectors
import SkinKitSyntax

// An `@keyframes` rule's values computed for one element: what its animation interpolates.
extension KeyframesRule {
  /// Each property the keyframes set, as a track of values computed for an element whose
  /// computed style is `style` (its parent's `parent`) in `context` (its
  /// ``computeContext(for:parent:environment:)``), as the cascade
  /// computes a declaration there: `em` against the element's font size (`font-size` against
  /// its parent's), `currentcolor` as its color (in `color`, its parent's), `light-dark()` in
  /// its color scheme, `var()` from its custom properties, `inherit` from its parent. A
  /// value invalid once `var()` is substituted is `unset`, as in a rule; `revert` leaves the
  /// keyframe to the underlying value (as a keyframe that does not set the property). `easing` is the
  /// animation's, for keyframes without an `animation-timing-function` of their own.
  package func tracks(
    for style: ComputedStyle, parent: ComputedStyle?, context: ComputeContext,
    easing: TimingFunction
  ) -> [KeyframeTrack] {
    let table = style.table
    var byProperty:
      [PropertyID: [(offset: Double, value: KeyframeTrack.Value?, easing: TimingFunction?)]] =
        [:]
    var order: [PropertyID] = []
    for keyframe in keyframes {
      for declaration in keyframe.declarations {
        guard case .property(let id) = declaration.target else { continue }
        let value = Self.computed(
          declaration.value, id: id, table: table, style: style, parent: parent,
          context: context)
        if byProperty[id] == nil { order.append(id) }
        byProperty[id, default: []].append((keyframe.offset, value, keyframe.timingFunction))
      }
    }
    return order.map {
      KeyframeTrack(property: $0, keyframes: byProperty[$0] ?? [], easing: easing)
    }
  }

  /// What the values of an element whose computed style is `style` (its parent's `parent`)
  /// are computed against in `environment`: its font size and color, its parent's font size
  /// and weight, its root's font size, its color scheme, the viewport and content size.
  package static func computeContext(
    for style: ComputedStyle, parent: ComputedStyle?, environment: StyleEnvironment
  ) -> ComputeContext {
    let table = style.table
    var context = ComputeContext(
      parentFontSize: parent.map { $0.value(table.fontSizeID).numberValue ?? 16 } ?? 16,
      rootFontSize: style.rootFontSize,
      parentFontWeight: parent.map { $0.value(table.fontWeightID).numberValue ?? 400 } ?? 400,
      fontSize: style.value(table.fontSizeID).numberValue ?? 16, color: style.color)
    context.viewport = (environment.width ?? 0, environment.height ?? 0)
    context.contentSize = environment.contentSize
    if table.colorSchemeID >= 0 {
      context.darkScheme = ColorSchemeValue.usesDark(
        style.value(table.colorSchemeID), environmentIsDark: environment.colorScheme == .dark)
    }
    return context
  }

  /// A keyframe's declared value of `id`, computed for the element (`nil`: the underlying
  /// value); one that reads the element's font size or color (`em`, `currentcolor`, outside
  /// `font-size` and `color` themselves) is left to be computed at each frame, against the
  /// font size and color an animation may be moving.
  private static func computed(
    _ declared: DeclaredValue, id: PropertyID, table: PropertyTable, style: ComputedStyle,
    parent: ComputedStyle?, context: ComputeContext
  ) -> KeyframeTrack.Value? {
    let definition = table[id]
    var declared = declared
    if case .unparsed(let tokens, let shorthand) = declared {
      var tooLarge = false
      declared =
        CascadeResolver.substitutingVariables(tokens, style.customProperties, tooLarge: &tooLarge)
        .flatMap { table.parseSubstituted($0[...], for: id, shorthand: shorthand) } ?? .unset
    }
    let inherited = parent?.value(id) ?? definition.initial
    switch declared {
    case .value(var value):
      if case .derivedColor(let derived) = value, derived.containsLightDark {
        value = ParsedColor.derived(derived).choosingScheme(dark: context.darkScheme).styleValue
      }
      var computeContext = context
      if id == table.colorID {
        // In `color`, currentcolor is the parent's color (CSS Color 4 §6.4).
        computeContext.color = parent?.color ?? .black
      } else if id != table.fontSizeID,
        value.dependsOnCurrentColor || table.contextFreeValue(.value(value), for: id) == nil
      {
        return .specified(value)
      }
      let computed = definition.syntax.computed(value, context: computeContext)
      return .computed(
        computed.dependsOnCurrentColor
          ? computed.resolvingCurrentColor(computeContext.color) : computed)
    case .inherit:
      return .computed(inherited)
    case .initial:
      return .computed(definition.initial)
    case .unset:
      return .computed(definition.inherited ? inherited : definition.initial)
    case .revert, .revertLayer, .unparsed:
      return nil
    }
  }
}
