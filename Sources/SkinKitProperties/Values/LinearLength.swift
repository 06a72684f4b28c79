import SkinKitSelectors
import SkinKitSyntax

/// A length that may depend on context: `a·pt + b·% + c·em + d·rem + e·vw + f·vh + g·vmin +
/// h·vmax`. Plain lengths have only points; `calc()` folds to this form (CSS Values 4 §10: sums
/// of compatible units). `ch` and `ex` are kept as terms of their own: a font's metrics are
/// not proportional to its size as Chromium measures them (see `NumericParser`).
/// A math function that is not a sum (`clamp(1rem, 2vw, 2rem)`,
/// `round(…)`) with relative units is kept whole until computed (its `expression`).
///
/// ```swift
/// LinearLength(points: 2, percent: 10).description   // "calc(10% + 2)"
/// LinearLength(em: 1.5).resolved(fontSize: 10, rootFontSize: 16).points  // 15
/// ```
public struct LinearLength: Sendable, Hashable, CustomStringConvertible {
  public var points: Double
  public var percent: Double
  public var em: Double
  public var rem: Double
  /// Hundredths of the environment's width, height, smaller and larger side.
  public var vw: Double
  public var vh: Double
  public var vmin: Double
  public var vmax: Double
  /// A math function computed only once the context is known (all the terms above are 0).
  package var expression: LengthExpression?

  public init(
    points: Double = 0, percent: Double = 0, em: Double = 0, rem: Double = 0, vw: Double = 0,
    vh: Double = 0, vmin: Double = 0, vmax: Double = 0
  ) {
    self.points = points
    self.percent = percent
    self.em = em
    self.rem = rem
    self.vw = vw
    self.vh = vh
    self.vmin = vmin
    self.vmax = vmax
    self.expression = nil
  }

  /// A math function of relative lengths, kept until computed.
  package init(expression: LengthExpression) {
    self.init()
    self.expression = expression
  }

  /// Whether it is a plain number of points.
  public var isAbsolute: Bool {
    percent == 0 && em == 0 && rem == 0 && vw == 0 && vh == 0 && vmin == 0 && vmax == 0
      && expression == nil
  }

  /// Whether it depends on the environment's width or height (viewport units).
  package var dependsOnViewport: Bool {
    vw != 0 || vh != 0 || vmin != 0 || vmax != 0 || (expression?.dependsOnViewport ?? false)
  }

  /// Whether it depends on the environment's content size (a text style).
  package var dependsOnContentSize: Bool { expression?.dependsOnContentSize ?? false }

  /// `em` and `rem` replaced by points (the viewport units by 0). A result too large for a
  /// `Double` is the largest finite one (CSS Values 4 §10.9 clamps infinities), so computed
  /// values stay finite.
  public func resolved(fontSize: Double, rootFontSize: Double) -> LinearLength {
    resolved(fontSize: fontSize, rootFontSize: rootFontSize, viewport: (0, 0))
  }

  /// Every term but `%` replaced by points: `em` by `fontSize`, `rem` by `rootFontSize`, the
  /// viewport units by the environment's `viewport` (width, height), text styles by their
  /// size at `contentSize`.
  package func resolved(
    fontSize: Double, rootFontSize: Double, viewport: (width: Double, height: Double),
    contentSize: StyleEnvironment.ContentSize = .large
  ) -> LinearLength {
    if let expression {
      let context = LengthExpression.Context(
        fontSize: fontSize, rootFontSize: rootFontSize, viewport: viewport,
        contentSize: contentSize)
      return LinearLength(points: Self.finite(expression.evaluate(context)))
    }
    let small = Swift.min(viewport.width, viewport.height)
    let large = Swift.max(viewport.width, viewport.height)
    var sum = points + em * fontSize + rem * rootFontSize
    if vw != 0 || vh != 0 || vmin != 0 || vmax != 0 {
      sum += (vw * viewport.width + vh * viewport.height + vmin * small + vmax * large) / 100
    }
    return LinearLength(points: Self.finite(sum), percent: percent)
  }

  /// `value` clamped to the finite range, NaN as 0.
  static func finite(_ value: Double) -> Double {
    value.isNaN
      ? 0 : Swift.min(Swift.max(value, -Double.greatestFiniteMagnitude), .greatestFiniteMagnitude)
  }

  static func + (lhs: LinearLength, rhs: LinearLength) -> LinearLength {
    LinearLength(
      points: lhs.points + rhs.points, percent: lhs.percent + rhs.percent, em: lhs.em + rhs.em,
      rem: lhs.rem + rhs.rem, vw: lhs.vw + rhs.vw, vh: lhs.vh + rhs.vh,
      vmin: lhs.vmin + rhs.vmin, vmax: lhs.vmax + rhs.vmax)
  }

  static func * (lhs: LinearLength, rhs: Double) -> LinearLength {
    LinearLength(
      points: lhs.points * rhs, percent: lhs.percent * rhs, em: lhs.em * rhs, rem: lhs.rem * rhs,
      vw: lhs.vw * rhs, vh: lhs.vh * rhs, vmin: lhs.vmin * rhs, vmax: lhs.vmax * rhs)
  }

  public var description: String {
    if let expression { return expression.description }
    var terms: [String] = []
    if percent != 0 { terms.append(TokenPrinter.formatNumber(percent) + "%") }
    for (value, unit) in [
      (em, "em"), (rem, "rem"), (vw, "vw"), (vh, "vh"), (vmin, "vmin"), (vmax, "vmax"),
    ]
    where value != 0 {
      terms.append(TokenPrinter.formatNumber(value) + unit)
    }
    if points != 0 || terms.isEmpty { terms.append(TokenPrinter.formatNumber(points)) }
    if terms.count == 1 { return terms[0] }
    var text = "calc(" + terms[0]
    for term in terms.dropFirst() {
      text += term.hasPrefix("-") ? " - " + term.dropFirst() : " + " + term
    }
    return text + ")"
  }
}

/// A math function of lengths that is not a sum (CSS Values 4 §10): `min()`, `max()`,
/// `clamp()`, `round()`, `mod()`, `rem()`, `abs()`, `hypot()` over terms with relative units,
/// computed once the font sizes and the environment are known.
package indirect enum LengthExpression: Sendable, Hashable, CustomStringConvertible {
  case length(LinearLength)
  case function(String, [LengthExpression])
  /// `round(strategy, a, b)`.
  case round(String, LengthExpression, LengthExpression)
  /// A sum or product of expressions: `calc(clamp(…) + 2px)`, `calc(max(…) * 2)`.
  case sum(LengthExpression, LengthExpression)
  case scaled(LengthExpression, Double)
  /// A text style's size (`text-style(body)` as a font size).
  case textStyle(TextStyle)
  /// An expression scaled as a text style scales (`calc(12pt * text-scale(body))`).
  case textScaled(LengthExpression, TextStyle)
  /// A number of `ch`, the digit's advance at the element's font size.
  case ch(Double)
  /// A number of `ex`, the x-height at the element's font size.
  case ex(Double)

  /// What computing needs.
  package struct Context {
    var fontSize: Double
    var rootFontSize: Double
    var viewport: (width: Double, height: Double)
    var contentSize: StyleEnvironment.ContentSize
  }

  /// The length in points.
  func evaluate(_ context: Context) -> Double {
    switch self {
    case .length(let length):
      return length.resolved(
        fontSize: context.fontSize, rootFontSize: context.rootFontSize,
        viewport: context.viewport, contentSize: context.contentSize
      ).points
    case .sum(let a, let b): return a.evaluate(context) + b.evaluate(context)
    case .scaled(let a, let factor): return a.evaluate(context) * factor
    case .textStyle(let style): return style.pointSize(at: context.contentSize)
    case .ch(let count): return count * NumericParser.chWidth(fontSize: context.fontSize)
    case .ex(let count): return count * NumericParser.exHeight(fontSize: context.fontSize)
    case .textScaled(let a, let style):
      return a.evaluate(context) * style.scale(at: context.contentSize)
    case .round(let strategy, let a, let b):
      // A relative length is a float in Chromium when it is computed (see SteppedValue).
      return Double(
        SteppedValue.evaluate(strategy, Float(a.evaluate(context)), Float(b.evaluate(context))))
    case .function(let name, let arguments) where name == "mod" || name == "rem":
      let a = Float(arguments[0].evaluate(context))
      return Double(SteppedValue.evaluate(name, a, Float(arguments[1].evaluate(context))))
    case .function(let name, let arguments):
      return NumericParser.apply(name, arguments.map { $0.evaluate(context) })
    }
  }

  /// Whether a percentage is in it (which only a length computed later resolves).
  var containsPercentage: Bool {
    switch self {
    case .length(let length):
      length.percent != 0 || (length.expression?.containsPercentage ?? false)
    case .sum(let a, let b): a.containsPercentage || b.containsPercentage
    case .scaled(let a, _), .textScaled(let a, _): a.containsPercentage
    case .round(_, let a, let b): a.containsPercentage || b.containsPercentage
    case .function(_, let arguments): arguments.contains { $0.containsPercentage }
    case .textStyle, .ch, .ex: false
    }
  }

  /// Whether viewport units are in it.
  var dependsOnViewport: Bool { contains { $0.dependsOnViewport } }

  /// Whether a text style is in it.
  var dependsOnContentSize: Bool {
    switch self {
    case .textStyle, .textScaled: true
    default: contains { $0.dependsOnContentSize }
    }
  }

  /// Whether a length in it satisfies `test`.
  private func contains(_ test: (LinearLength) -> Bool) -> Bool {
    switch self {
    case .length(let length): test(length)
    case .sum(let a, let b), .round(_, let a, let b): a.contains(test) || b.contains(test)
    case .scaled(let a, _), .textScaled(let a, _): a.contains(test)
    case .function(_, let arguments): arguments.contains { $0.contains(test) }
    case .textStyle, .ch, .ex: false
    }
  }

  package var description: String {
    switch self {
    case .length(let length): length.description
    case .sum(let a, let b): "calc(\(a) + \(b))"
    case .scaled(let a, let factor): "calc(\(a) * \(TokenPrinter.formatNumber(factor)))"
    case .textStyle(let style): "text-style(\(style))"
    case .ch(let count): TokenPrinter.formatNumber(count) + "ch"
    case .ex(let count): TokenPrinter.formatNumber(count) + "ex"
    case .textScaled(let a, let style): "calc(\(a) * text-scale(\(style)))"
    case .round(let strategy, let a, let b): "round(\(strategy), \(a), \(b))"
    case .function(let name, let arguments):
      "\(name)(\(arguments.map(\.description).joined(separator: ", ")))"
    }
  }
}
