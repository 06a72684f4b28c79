/// How two computed values of a property combine while a transition runs (CSS Values 4 §3,
/// CSS Transitions 1 §4, CSS Color 4 §12), as Chromium 156 computes it for transitions:
///
/// - colors: two legacy colors (`rgb()`, `#hex`, `hsl()`, named) in sRGB, anything else in
///   Oklab; premultiplied by alpha; a legacy result is legacy sRGB, any other Oklab (the
///   computation of `color-mix()`, ``StyleColor/colorMix(_:_:_:_:in:alphaMultiplier:)``);
/// - lengths, numbers: `from + (to − from) · p`, then clamped to the property's range
///   (`opacity` 0…1, non-negative lengths, `font-weight` 1…1000); a length with `%`, `em`
///   or `rem` term by term (`calc(12.5% + 7.5px)`); integers rounded half up;
/// - insets and sizes side by side;
/// - shadow lists shadow by shadow, the shorter list padded with transparent shadows of
///   zero lengths (`none` is the empty list); a pair of which one is `inset` and the other
///   not makes the lists discrete;
/// - everything else (keywords, booleans, fonts, images, gradients — Chromium does not
///   interpolate gradients either —, strings, app values) is discrete: the first value
///   before p = 0.5, the second from it.
///
/// `currentcolor` must be computed before (``StyleValue/resolvingCurrentColor(_:)``): a
/// value that still holds it is discrete.
///
/// ```swift
/// let half = StyleInterpolation.value(.length(10), .length(30), at: 0.5, syntax: .length(minimum: 0, percentages: true))
/// half.description   // "20"
/// ```
package enum StyleInterpolation {
  /// Whether the two values interpolate (`false`: they animate discretely, and a transition
  /// between them starts only with `transition-behavior: allow-discrete`).
  package static func interpolates(_ from: StyleValue, _ to: StyleValue) -> Bool {
    switch (from, to) {
    case (.color, .color), (.length, .length), (.number, .number), (.integer, .integer),
      (.insets, .insets), (.size, .size):
      return true
    case (.length, .relativeLength), (.relativeLength, .length),
      (.relativeLength, .relativeLength):
      return isLinear(from) && isLinear(to)
    case (.boxShadows, .boxShadows), (.boxShadows, .none), (.none, .boxShadows),
      (.textShadows, .textShadows), (.textShadows, .none), (.none, .textShadows):
      guard let pairs = shadowPairs(from, to) else { return false }
      return !pairs.contains { $0.0.specifiedColor != nil || $0.1.specifiedColor != nil }
    default:
      return false
    }
  }

  /// Whether two values are the same as Chromium keeps them when it weighs a change, in
  /// 32-bit floats: lengths and numbers (`calc(12px + 1.12em)` and `1.72em` are both 34.4
  /// there, 34.400000000000006 and 34.4 in doubles), colors component by component in one
  /// space (a transition's value at its start is its `oklab(0.25 0.03 0.041)` start color,
  /// whose components the interpolation holds as floats; one at its `lab()` start is that
  /// color in Oklab, which is not the `lab()` color), shadow lists shadow by shadow.
  package static func same(_ a: StyleValue, _ b: StyleValue) -> Bool {
    if a == b { return true }
    switch (a, b) {
    case (.length(let x), .length(let y)), (.number(let x), .number(let y)):
      return Float(x) == Float(y)
    case (.color(let x), .color(let y)):
      guard x.isLegacy == y.isLegacy, x.isLegacy || (x.space == y.space && x.missing == y.missing),
        Float(x.alpha) == Float(y.alpha)
      else { return false }
      let first = x.isLegacy ? x.srgbComponents : x.components
      let second = y.isLegacy ? y.srgbComponents : y.components
      return Float(first.0) == Float(second.0) && Float(first.1) == Float(second.1)
        && Float(first.2) == Float(second.2)
    case (.boxShadows(let x), .boxShadows(let y)), (.textShadows(let x), .textShadows(let y)):
      return x.count == y.count
        && zip(x, y).allSatisfy { a, b in
          a.inset == b.inset && same(.color(a.color), .color(b.color))
            && [a.offsetX, a.offsetY, a.blur, a.spread].map(Float.init)
              == [b.offsetX, b.offsetY, b.blur, b.spread].map(Float.init)
        }
    default:
      return false
    }
  }

  /// The value at progress `p` (0 is `from`, 1 is `to`; outside 0…1 for an overshooting
  /// easing function), clamped to what `syntax` accepts — unless `clamped` is false: a value
  /// that another animation stacked over it interpolates from is clamped only once that one
  /// is done (``clamped(_:syntax:)``), as Chromium composes an effect stack.
  package static func value(
    _ from: StyleValue, _ to: StyleValue, at p: Double, syntax: ValueSyntax,
    clamped: Bool = true
  ) -> StyleValue {
    guard interpolates(from, to) else { return p < 0.5 ? from : to }
    func clamp(_ value: Double, _ syntax: ValueSyntax) -> Double {
      clamped ? Self.clamp(value, syntax) : value
    }
    switch (from, to) {
    case (.color(let a), .color(let b)):
      return .color(color(a, b, at: p))
    case (.length(let a), .length(let b)):
      return .length(clamp(blend(a, b, p), syntax))
    case (.number(let a), .number(let b)):
      return .number(clamp(blend(a, b, p), syntax))
    case (.integer(let a), .integer(let b)):
      let rounded = (blend(Double(a), Double(b), p) + 0.5).rounded(.down)
      return .integer(Int(clamp(rounded, syntax)))
    case (.insets(let a), .insets(let b)):
      return .insets(
        EdgeInsets(
          top: blend(a.top, b.top, p), right: blend(a.right, b.right, p),
          bottom: blend(a.bottom, b.bottom, p), left: blend(a.left, b.left, p)))
    case (.size(let a), .size(let b)):
      return .size(
        StyleSize(width: blend(a.width, b.width, p), height: blend(a.height, b.height, p)))
    case (.boxShadows, _), (.textShadows, _), (_, .boxShadows), (_, .textShadows):
      let shadows = shadowPairs(from, to)!.map { shadow($0, $1, at: p, clamped: clamped) }
      if case .textShadows = from { return .textShadows(shadows) }
      if case .textShadows = to { return .textShadows(shadows) }
      return .boxShadows(shadows)
    default:
      let a = linear(from)
      let b = linear(to)
      let result = LinearLength(
        points: blend(a.points, b.points, p), percent: blend(a.percent, b.percent, p),
        em: blend(a.em, b.em, p), rem: blend(a.rem, b.rem, p))
      if result.isAbsolute { return .length(clamp(result.points, syntax)) }
      return .relativeLength(result)
    }
  }

  /// `value` clamped to what `syntax` accepts (and a shadow's blur to 0 or more): the end of
  /// an effect stack interpolated with `clamped: false`.
  package static func clamped(_ value: StyleValue, syntax: ValueSyntax) -> StyleValue {
    switch value {
    case .length(let points): .length(clamp(points, syntax))
    case .number(let number): .number(clamp(number, syntax))
    case .integer(let integer): .integer(Int(clamp(Double(integer), syntax)))
    case .boxShadows(let shadows): .boxShadows(shadows.map { shadow($0, $0, at: 0) })
    case .textShadows(let shadows): .textShadows(shadows.map { shadow($0, $0, at: 0) })
    default: value
    }
  }

  /// Two colors as a transition mixes them (see the type's summary).
  package static func color(_ a: StyleColor, _ b: StyleColor, at p: Double) -> StyleColor {
    let legacy = a.isLegacy && b.isLegacy
    let method = ColorInterpolation(space: legacy ? .srgb : .oklab)
    let mixed = StyleColor.colorMix(a, 1 - p, b, p, in: method)
    guard legacy else {
      // Blink's transitions clamp the lightness after unpremultiplying (color-mix() clamps
      // it before): an overshooting easing function takes it to 1 at most, as Chromium shows.
      let (lightness, a, b) = mixed.components
      guard lightness < 0 || lightness > 1 else { return mixed }
      return StyleColor(
        .oklab, min(max(lightness, 0), 1), a, b, alpha: mixed.alpha, missing: mixed.missing)
    }
    let (red, green, blue) = mixed.components
    return StyleColor(red: red, green: green, blue: blue, alpha: mixed.alpha)
  }

  /// `from + (to − from) · p`, as Blink's `Blend` of doubles.
  static func blend(_ from: Double, _ to: Double, _ p: Double) -> Double {
    from + (to - from) * p
  }

  /// A value clamped to the range its property accepts.
  private static func clamp(_ value: Double, _ syntax: ValueSyntax) -> Double {
    switch syntax {
    case .length(let minimum?, _, _): max(minimum, value)
    case .number(let range, _): min(max(value, range.lowerBound), range.upperBound)
    case .integer(let minimum): max(Double(minimum), value)
    case .fontWeight: min(max(value, 1), 1000)
    case .fontSize: max(0, value)
    default: value
    }
  }

  /// Whether a length is a sum of points, `%`, `em` and `rem` (no viewport units or math
  /// functions kept whole, which do not interpolate term by term here).
  private static func isLinear(_ value: StyleValue) -> Bool {
    switch value {
    case .length: return true
    case .relativeLength(let length):
      return length.expression == nil && length.vw == 0 && length.vh == 0 && length.vmin == 0
        && length.vmax == 0
    default: return false
    }
  }

  private static func linear(_ value: StyleValue) -> LinearLength {
    switch value {
    case .length(let points): LinearLength(points: points)
    case .relativeLength(let length): length
    default: LinearLength()
    }
  }

  /// The shadows of two lists paired, the shorter padded with transparent zero shadows
  /// (inset as the longer list's), or `nil` if a pair differs in `inset`.
  private static func shadowPairs(_ from: StyleValue, _ to: StyleValue)
    -> [(StyleShadow, StyleShadow)]?
  {
    let a = [StyleShadow](styleValue: from) ?? []
    let b = [StyleShadow](styleValue: to) ?? []
    var pairs: [(StyleShadow, StyleShadow)] = []
    for index in 0..<max(a.count, b.count) {
      let first = index < a.count ? a[index] : padding(like: b[index])
      let second = index < b.count ? b[index] : padding(like: a[index])
      guard first.inset == second.inset else { return nil }
      pairs.append((first, second))
    }
    return pairs
  }

  private static func padding(like shadow: StyleShadow) -> StyleShadow {
    StyleShadow(offsetX: 0, offsetY: 0, color: .clear, inset: shadow.inset)
  }

  private static func shadow(
    _ a: StyleShadow, _ b: StyleShadow, at p: Double, clamped: Bool = true
  ) -> StyleShadow {
    var shadow = StyleShadow(
      offsetX: blend(a.offsetX, b.offsetX, p), offsetY: blend(a.offsetY, b.offsetY, p),
      blur: blend(a.blur, b.blur, p), spread: blend(a.spread, b.spread, p),
      color: color(a.color, b.color, at: p), inset: a.inset)
    // The initializer keeps a blur at 0 or more; a stacked value keeps it as it is.
    if !clamped { shadow.blur = blend(a.blur, b.blur, p) }
    return shadow
  }
}
