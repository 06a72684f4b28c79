/// One property's keyframes in one running animation, computed for one element: the value at
/// each offset (`nil`: the element's underlying value — the one the cascade gives it, which
/// the implicit `from` and `to` keyframes take) and the easing from it to the next (CSS
/// Animations 1 §4, Web Animations 1 §5.3.4).
///
/// ```swift
/// let track = KeyframeTrack(
///   property: 0,
///   keyframes: [(0.5, .computed(.number(0.2)), nil)], easing: .linear)
/// let quarter = AnimationTiming.Progress(progress: 0.25, beforeFlag: false)
/// track.value(
///   at: quarter, underlying: .number(1), base: .number(1),
///   syntax: .number(range: 0...1, percentages: true), context: ComputeContext())
/// // .number(0.6): a quarter of the way is half way from 1 (implicit 0%) to 0.2 (50%)
/// ```
package struct KeyframeTrack: Sendable, Hashable {
  /// A keyframe's value.
  package enum Value: Sendable, Hashable {
    /// Computed once, when the animation starts or its node is restyled.
    case computed(StyleValue)
    /// Computed at each frame, for the element's font size and color then (an `em` length,
    /// `currentcolor`: they follow a font size or color that an animation moves).
    case specified(StyleValue)
  }

  package struct Stop: Sendable, Hashable {
    package let offset: Double
    package let value: Value?
    package let easing: TimingFunction
  }

  package let property: PropertyID
  /// By offset, one per offset, the first at 0 and the last at 1.
  package let stops: [Stop]
  /// Whether a value is computed at each frame (its element's font size and color are read).
  package let readsElement: Bool

  /// The track of `keyframes` (offset, value, the keyframe's own easing), in order of
  /// offset, keyframes of one offset in order of appearance: of those, the last sets the
  /// value; `from` and `to` are added with the underlying value where none is given, and
  /// a keyframe without an easing of its own takes the animation's, `easing`.
  package init(
    property: PropertyID, keyframes: [(offset: Double, value: Value?, easing: TimingFunction?)],
    easing: TimingFunction
  ) {
    var stops: [Stop] = []
    for keyframe in keyframes {
      let stop = Stop(
        offset: keyframe.offset, value: keyframe.value, easing: keyframe.easing ?? easing)
      if let last = stops.last, last.offset == stop.offset {
        stops[stops.count - 1] = stop
      } else {
        stops.append(stop)
      }
    }
    if stops.first?.offset != 0 { stops.insert(Stop(offset: 0, value: nil, easing: easing), at: 0) }
    if stops.last?.offset != 1 { stops.append(Stop(offset: 1, value: nil, easing: easing)) }
    self.property = property
    self.stops = stops
    readsElement = stops.contains {
      if case .specified? = $0.value { true } else { false }
    }
  }

  /// The value at `progress`: between the keyframes around it, eased by the first one's
  /// easing, interpolated as a transition interpolates (``StyleInterpolation``), clamped to
  /// what `syntax` accepts. A keyframe without a value takes `underlying` (what the
  /// animations before this one give), but `base` (the element's own value, without
  /// animations) when the two ends do not interpolate, as Chromium does for a discrete value.
  /// A value computed at each frame is computed in `context`. With `clamped` false, the value
  /// is left outside the property's range (another animation stacked over it will clamp).
  package func value(
    at progress: AnimationTiming.Progress, underlying: StyleValue, base: StyleValue,
    syntax: ValueSyntax, context: ComputeContext, clamped: Bool = true
  ) -> StyleValue {
    let p = progress.progress
    // The last keyframe at or before p that is not at 1 (the first when p is below 0).
    var index = 0
    for candidate in stops.indices.dropLast() where stops[candidate].offset <= p {
      index = candidate
    }
    let from = stops[index]
    let to = stops[index + 1]
    let distance = (p - from.offset) / (to.offset - from.offset)
    let eased = from.easing.progress(at: distance, beforeFlag: progress.beforeFlag)
    func computed(_ value: Value?) -> StyleValue? {
      switch value {
      case .computed(let value): return value
      case .specified(let value):
        let computed = syntax.computed(value, context: context)
        return computed.dependsOnCurrentColor
          ? computed.resolvingCurrentColor(context.color) : computed
      case nil: return nil
      }
    }
    let (first, last) = (computed(from.value), computed(to.value))
    var start = first ?? underlying
    var end = last ?? underlying
    if first == nil || last == nil, !StyleInterpolation.interpolates(start, end) {
      start = first ?? base
      end = last ?? base
    }
    return StyleInterpolation.value(start, end, at: eased, syntax: syntax, clamped: clamped)
  }
}
