import SkinKitSyntax

/// A `linear-gradient()`, `radial-gradient()` or `conic-gradient()`, or a repeating one (CSS
/// Images 3 §3, Images 4 §3 for conic gradients and color interpolation): its ``kind`` (the
/// line, ellipse or cone the colors follow), color stops with positions, transition hints and
/// the color space the colors are interpolated in. What `background-image` holds when a
/// sheet writes a gradient (``StyleImage/gradient``).
///
/// ``description`` is Chromium's computed form, colors as SkinKit prints them: angles in
/// degrees (a linear `180deg` and a conic `from 0deg`, the defaults, left out), `to` a side
/// or corner (horizontal first), a center as two positions (`at 0% 50%`,
/// `at calc(100% - 10px) 80%`; the center left out), `ellipse` and `farthest-corner` left
/// out and a circle's radius without `circle`, the interpolation method when it is not the
/// default for the colors (sRGB when every color is a legacy sRGB color, else Oklab), a stop
/// with two positions as two stops.
///
/// ```swift
/// let gradient = StyleGradient(
///   direction: .angle(90),
///   stops: [.init(color: StyleColor(rgb: 0xff0000)), .init(color: .white, position: .init(percent: 40))])
/// gradient.description   // "linear-gradient(90deg, #ff0000ff, #ffffffff 40%)"
/// ```
public struct StyleGradient: Sendable, Hashable, CustomStringConvertible {
  /// Which gradient function, and the geometry it takes before the stops.
  public enum Kind: Sendable, Hashable {
    /// `linear-gradient()`: colors along a line.
    case linear(Direction)
    /// `radial-gradient()`: colors along rays from a center to an ending shape, a circle or
    /// an ellipse, of a size (`circle closest-side at top`).
    case radial(isCircle: Bool, size: RadialSize, center: Position)
    /// `conic-gradient()`: colors around a center, from an angle in degrees clockwise from
    /// the top (`from 90deg at 10px 20%`), stops at angles.
    case conic(fromDegrees: Double, center: Position)
  }

  /// Where the gradient line points.
  public enum Direction: Sendable, Hashable {
    /// An angle in degrees, clockwise from "to top" (`180` is "to bottom").
    case angle(Double)
    /// `to` a side (one of the two `nil`) or a corner: `-1` left or top, `1` right or bottom.
    case corner(horizontal: Int?, vertical: Int?)
  }

  /// One color stop, or a transition hint (no color: where the midpoint between the stops
  /// around it lies).
  public struct Stop: Sendable, Hashable {
    /// The stop's color (a written `currentcolor` is the element's `color`); `nil` for a hint.
    public var color: StyleColor?
    /// Where on the gradient line or ray (a conic gradient's: a percentage of the turn), or
    /// `nil` when ``degrees`` places it or the stops are spread evenly.
    public var position: LinearLength?
    /// Where a conic gradient's stop lies, as an angle in degrees clockwise from its start;
    /// `nil` when ``position`` places it or the stops are spread evenly.
    public var degrees: Double?
    /// The color as written when it depends on the element (`currentcolor`, a color
    /// function of it, `light-dark()`): `nil` once computed.
    package var specifiedColor: ParsedColor?
    /// Whether ``position`` was written as a percentage: Chromium prints a zero one as `0%`,
    /// a zero length as `0px`. Not part of the value.
    package var isPercentage = false

    public init(color: StyleColor?, position: LinearLength? = nil) {
      self.color = color
      self.position = position
    }

    /// A conic gradient's stop at an angle in degrees.
    public init(color: StyleColor?, degrees: Double) {
      self.color = color
      self.degrees = degrees
    }

    /// Whether it is a color stop rather than a transition hint.
    var hasColor: Bool { color != nil || specifiedColor != nil }

    public static func == (lhs: Stop, rhs: Stop) -> Bool {
      lhs.color == rhs.color && lhs.position == rhs.position && lhs.degrees == rhs.degrees
        && lhs.specifiedColor == rhs.specifiedColor
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(color)
      hasher.combine(position)
      hasher.combine(degrees)
      hasher.combine(specifiedColor)
    }
  }

  /// Linear, radial or conic, with its geometry.
  public var kind: Kind
  /// Whether the stops repeat (`repeating-linear-gradient()` and the other `repeating-`
  /// functions).
  public var isRepeating: Bool
  public var stops: [Stop]
  /// `in SPACE [METHOD hue]` as written (normalized), or `nil` for the default.
  package var interpolation: ColorInterpolation?

  /// A linear gradient.
  public init(direction: Direction = .angle(180), isRepeating: Bool = false, stops: [Stop]) {
    self.init(kind: .linear(direction), isRepeating: isRepeating, stops: stops)
  }

  /// A gradient of any kind.
  public init(kind: Kind, isRepeating: Bool = false, stops: [Stop]) {
    self.kind = kind
    self.isRepeating = isRepeating
    self.stops = stops
  }

  /// A linear gradient's direction (`180deg` for the other kinds); setting it makes the
  /// gradient linear.
  public var direction: Direction {
    get {
      if case .linear(let direction) = kind { return direction }
      return .angle(180)
    }
    set { kind = .linear(newValue) }
  }

  /// The color interpolation method (`oklch longer hue`), or `nil` when the gradient uses
  /// the default for its colors.
  public var interpolationMethod: String? { effectiveInterpolation?.description }

  /// The method when it is not the default one, as Chromium computes it.
  private var effectiveInterpolation: ColorInterpolation? {
    guard let interpolation else { return nil }
    let legacy = stops.allSatisfy { stop in
      stop.specifiedColor == nil ? (stop.color?.isLegacy ?? true) : true
    }
    let defaultSpace: ColorInterpolation.Space = legacy ? .srgb : .oklab
    if interpolation.space == defaultSpace, interpolation.hue == .shorter { return nil }
    return interpolation
  }

  public var description: String {
    var head = kind.headWords
    if let method = effectiveInterpolation { head += ["in", method.description] }
    var parts = head.isEmpty ? [] : [head.joined(separator: " ")]
    for stop in stops {
      var words: [String] = []
      if stop.hasColor { words.append(Self.colorText(stop)) }
      if let position = stop.position {
        // A conic gradient's position is a percentage, and a zero written `0%` is `0%`.
        let isAngular = if case .conic = kind { true } else { false }
        let isPercentage = isAngular || (stop.isPercentage && position == LinearLength())
        words.append(
          isPercentage
            ? TokenPrinter.formatNumber(position.percent) + "%" : Self.positionText(position))
      }
      if let degrees = stop.degrees { words.append(TokenPrinter.formatNumber(degrees) + "deg") }
      parts.append(words.joined(separator: " "))
    }
    return (isRepeating ? "repeating-" : "") + kind.functionName + "("
      + parts.joined(separator: ", ")
      + ")"
  }

  private static func colorText(_ stop: Stop) -> String {
    switch stop.specifiedColor {
    case .currentColor?: "currentcolor"
    case .derived(let derived)?: derived.description
    case .color(let color)?: color.cssText
    case nil: stop.color?.cssText ?? ""
    }
  }

  /// A position as Chromium prints a computed one: `10px`, `25%`, `calc(50% - 4px)`; units
  /// it keeps (`em` before it is computed) as written.
  static func positionText(_ length: LinearLength) -> String {
    if needsContext(length) { return length.description }
    let points = TokenPrinter.formatNumber(length.points) + "px"
    if length.percent == 0 { return points }
    let percent = TokenPrinter.formatNumber(length.percent) + "%"
    if length.points == 0 { return percent }
    let sign = length.points < 0 ? " - " : " + "
    return "calc(" + percent + sign + TokenPrinter.formatNumber(abs(length.points)) + "px)"
  }

  /// Whether a length has units only an element gives a value (`em`, `vw`, a math function
  /// of them), which it is computed from.
  static func needsContext(_ length: LinearLength) -> Bool {
    length.expression != nil || length.em != 0 || length.rem != 0 || length.vw != 0
      || length.vh != 0 || length.vmin != 0 || length.vmax != 0
  }

  /// Whether a stop's color depends on the element's color.
  var dependsOnCurrentColor: Bool { stops.contains { $0.specifiedColor != nil } }

  /// Whether it needs the element (font size, viewport, color scheme) to be computed.
  var dependsOnContext: Bool {
    kind.lengths.contains(where: Self.needsContext)
      || stops.contains { stop in
        (stop.position.map(Self.needsContext) ?? false)
          || (stop.specifiedColor?.containsLightDark ?? false)
      }
  }

  /// The gradient with its colors computed for an element whose `color` is `currentColor`.
  func resolvingCurrentColor(_ currentColor: StyleColor) -> StyleGradient {
    var gradient = self
    for index in gradient.stops.indices {
      guard let specified = gradient.stops[index].specifiedColor else { continue }
      gradient.stops[index].color = specified.resolved(currentColor: currentColor)
      gradient.stops[index].specifiedColor = nil
    }
    return gradient
  }

  /// The computed gradient: positions in points (percentages kept), `light-dark()` chosen.
  func computed(_ context: ComputeContext) -> StyleGradient {
    var gradient = self
    gradient.kind = kind.mappingLengths { Self.computed($0, context) }.clampingRadii
    for index in gradient.stops.indices {
      if let position = gradient.stops[index].position {
        gradient.stops[index].position = Self.computed(position, context)
      }
      if let specified = gradient.stops[index].specifiedColor, specified.containsLightDark {
        switch specified.choosingScheme(dark: context.darkScheme) {
        case .color(let color):
          gradient.stops[index].color = color
          gradient.stops[index].specifiedColor = nil
        case let other:
          gradient.stops[index].specifiedColor = other
        }
      }
    }
    return gradient
  }

  /// A length in points and percentages.
  static func computed(_ length: LinearLength, _ context: ComputeContext) -> LinearLength {
    let resolved = length.resolved(
      fontSize: context.fontSize, rootFontSize: context.rootFontSize,
      viewport: context.viewport, contentSize: context.contentSize)
    return LinearLength(points: resolved.points, percent: resolved.percent)
  }
}
