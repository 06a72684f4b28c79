import SkinKitSyntax

/// A color as written: a concrete color, `currentcolor`, or a color function of
/// `currentcolor` (computed once the element's color is known).
///
/// A function whose colors are all concrete is computed when it is parsed: only
/// `currentcolor` makes a ``DerivedColor``.
///
/// ```swift
/// let mix = try ColorParser.parse(Tokenizer.tokenize("color-mix(in srgb, currentcolor, red)")[...])
/// mix.resolved(currentColor: StyleColor(rgb: 0x0000ff)).hex   // "#800080ff"
/// ```
package enum ParsedColor: Sendable, Hashable {
  case color(StyleColor)
  case currentColor
  case derived(DerivedColor)

  /// The color for an element whose `color` is `currentColor` (in a light color scheme).
  public func resolved(currentColor: StyleColor) -> StyleColor {
    switch self {
    case .color(let color): color
    case .currentColor: currentColor
    case .derived(let derived): derived.resolved(currentColor: currentColor)
    }
  }

  /// The color with every `light-dark()` in it replaced by the color for the scheme (its
  /// second color when `dark`), and computed if nothing else in it depends on the element.
  package func choosingScheme(dark: Bool) -> ParsedColor {
    guard case .derived(let derived) = self, derived.containsLightDark else { return self }
    if case .lightDark = derived.operation {
      return derived.operands[dark ? 1 : 0].choosingScheme(dark: dark)
    }
    let operands = derived.operands.map { $0.choosingScheme(dark: dark) }
    return .applying(derived.operation, operands[0], operands.count > 1 ? operands[1] : nil)
  }

  /// The color as a property's value.
  package var styleValue: StyleValue {
    switch self {
    case .color(let color): .color(color)
    case .currentColor: .currentColor
    case .derived(let derived): .derivedColor(derived)
    }
  }

  /// Whether a `light-dark()` is in it.
  var containsLightDark: Bool {
    if case .derived(let derived) = self { return derived.containsLightDark }
    return false
  }

  /// `operation` applied to its colors: computed at once when they are concrete, else kept.
  static func applying(_ operation: ColorOperation, _ first: ParsedColor, _ second: ParsedColor?)
    -> ParsedColor
  {
    if case .lightDark = operation {
      return .derived(DerivedColor(operation, first, second))
    }
    switch (first, second) {
    case (.color(let a), nil): return .color(operation.applied(a, nil))
    case (.color(let a), .color(let b)?): return .color(operation.applied(a, b))
    default: return .derived(DerivedColor(operation, first, second))
    }
  }

  /// CSS text for the color (`currentcolor`, `#rrggbbaa`, or the function).
  var text: String {
    switch self {
    case .color(let color): color.cssText
    case .currentColor: "currentcolor"
    case .derived(let derived): derived.description
    }
  }
}

/// A color function over colors at least one of which is `currentcolor`:
/// `color-mix(in srgb, currentcolor 50%, red)`, `lighten(currentcolor, 10%)`.
///
/// CSS Color 5 §2 makes `color-mix()` with `currentcolor` a computed value of its own, which
/// an element inheriting it computes again with its own color (as Chromium does, and as
/// `currentcolor` alone behaves); SkinKit keeps every color function of `currentcolor` that
/// way.
public struct DerivedColor: Sendable, Hashable, CustomStringConvertible {
  /// What the function does.
  package let operation: ColorOperation
  /// Its colors: one, or two for the mixes.
  package let operands: [ParsedColor]

  /// `operation` over `first` (and `second`, for `mix` and `color-mix`).
  package init(_ operation: ColorOperation, _ first: ParsedColor, _ second: ParsedColor? = nil) {
    self.operation = operation
    self.operands = second.map { [first, $0] } ?? [first]
  }

  /// Whether a `light-dark()` is in it: then the element's color scheme, not only its color,
  /// decides what it computes to.
  public var containsLightDark: Bool {
    if case .lightDark = operation { return true }
    return operands.contains { $0.containsLightDark }
  }

  /// Whether a relative color is in it.
  package var containsRelative: Bool {
    if case .relative = operation { return true }
    return operands.contains {
      if case .derived(let inner) = $0 { return inner.containsRelative }
      return false
    }
  }

  /// The color for an element whose `color` is `currentColor` (a `light-dark()` in it taken
  /// in a light scheme).
  public func resolved(currentColor: StyleColor) -> StyleColor {
    let first = operands[0].resolved(currentColor: currentColor)
    let second = operands.count > 1 ? operands[1].resolved(currentColor: currentColor) : nil
    return operation.applied(first, second)
  }

  /// The function as CSS text, its concrete colors as `#rrggbbaa`.
  public var description: String {
    let first = operands[0].text
    let second = operands.count > 1 ? operands[1].text : ""
    func percent(_ fraction: Double) -> String {
      TokenPrinter.formatNumber(fraction * 100) + "%"
    }
    switch operation {
    case .lighten(let amount): return "lighten(\(first), \(TokenPrinter.formatNumber(amount))%)"
    case .darken(let amount): return "darken(\(first), \(TokenPrinter.formatNumber(amount))%)"
    case .saturate(let amount): return "saturate(\(first), \(TokenPrinter.formatNumber(amount))%)"
    case .desaturate(let amount):
      return "desaturate(\(first), \(TokenPrinter.formatNumber(amount))%)"
    case .mix(let weight): return "mix(\(first), \(second), \(percent(weight)))"
    case .setAlpha(let alpha): return "alpha(\(first), \(TokenPrinter.formatNumber(alpha)))"
    case .addAlpha(let amount):
      return amount < 0
        ? "fadeout(\(first), \(TokenPrinter.formatNumber(-amount)))"
        : "fadein(\(first), \(TokenPrinter.formatNumber(amount)))"
    case .colorMix(let method, let p1, let p2, let multiplier):
      return
        "color-mix(in \(method), \(first) \(percent(p1 * multiplier)), \(second) \(percent(p2 * multiplier)))"
    case .lightDark:
      return "light-dark(\(first), \(second))"
    case .relative(let relative):
      return relative.text(origin: first)
    case .contrastColor:
      return "contrast-color(\(first))"
    }
  }
}

/// What a color function does, its numbers already read: the one definition of each
/// function, used both when a sheet is parsed and when a ``DerivedColor`` is computed.
package enum ColorOperation: Sendable, Hashable {
  /// Sass `lighten(c, amount)`: percentage points of HSL lightness added.
  case lighten(Double)
  /// Sass `darken(c, amount)`.
  case darken(Double)
  /// Sass `saturate(c, amount)`: percentage points of HSL saturation added.
  case saturate(Double)
  /// Sass `desaturate(c, amount)`.
  case desaturate(Double)
  /// Sass `mix(a, b, weight)`, `weight` (0…1) being `a`'s share.
  case mix(weight: Double)
  /// `alpha(c, x)` and `fade(c, x)`: the alpha set to `x`.
  case setAlpha(Double)
  /// `fadein(c, x)` and `fadeout(c, x)`: `x` added to the alpha (negative for `fadeout`).
  case addAlpha(Double)
  /// CSS Color 5 `color-mix()`: the two shares normalized to add up to 1, and the alpha
  /// multiplier (below 1 when the written percentages add up to less than 100%).
  case colorMix(ColorInterpolation, Double, Double, alphaMultiplier: Double)
  /// CSS Color 5 `light-dark(a, b)`: `a` in a light color scheme, `b` in a dark one. Never
  /// applied to colors by ``applied(_:_:)`` alone: the element's scheme chooses (see
  /// ``ParsedColor/choosingScheme(dark:)``).
  case lightDark
  /// CSS Color 5 relative color syntax: `oklch(from ORIGIN calc(l + 0.1) c h)`.
  case relative(RelativeColor)
  /// CSS Color 5 `contrast-color(c)`: white or black, whichever has the higher WCAG contrast
  /// ratio with `c` (white when they tie).
  case contrastColor

  /// The function applied to its colors (`second` for the mixes only).
  public func applied(_ first: StyleColor, _ second: StyleColor?) -> StyleColor {
    switch self {
    case .lighten(let amount): first.lightened(by: amount)
    case .darken(let amount): first.darkened(by: amount)
    case .saturate(let amount): first.saturated(by: amount)
    case .desaturate(let amount): first.desaturated(by: amount)
    case .mix(let weight): first.mixed(with: second ?? .black, weight: weight)
    case .setAlpha(let alpha): first.withAlpha(alpha)
    case .addAlpha(let amount): first.withAlpha(first.alpha + amount)
    case .colorMix(let method, let p1, let p2, let multiplier):
      StyleColor.colorMix(
        first, p1, second ?? .black, p2, in: method, alphaMultiplier: multiplier)
    case .lightDark: first
    case .relative(let relative): relative.applied(to: first)
    case .contrastColor:
      first.contrastRatio(with: .white) >= first.contrastRatio(with: .black) ? .white : .black
    }
  }
}
