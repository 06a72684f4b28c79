import SkinKitSyntax

/// A length that may depend on context: `a·pt + b·% + c·em + d·rem`. Plain lengths have
/// only points; `calc()` folds to this form (CSS Values 4 §10: sums of compatible units).
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

  public init(points: Double = 0, percent: Double = 0, em: Double = 0, rem: Double = 0) {
    self.points = points
    self.percent = percent
    self.em = em
    self.rem = rem
  }

  /// Whether it is a plain number of points.
  public var isAbsolute: Bool { percent == 0 && em == 0 && rem == 0 }

  /// `em` and `rem` replaced by points. A result too large for a `Double` is the largest
  /// finite one (CSS Values 4 §10.9 clamps infinities), so computed values stay finite.
  public func resolved(fontSize: Double, rootFontSize: Double) -> LinearLength {
    LinearLength(points: Self.finite(points + em * fontSize + rem * rootFontSize), percent: percent)
  }

  /// `value` clamped to the finite range, NaN as 0.
  static func finite(_ value: Double) -> Double {
    value.isNaN
      ? 0 : Swift.min(Swift.max(value, -Double.greatestFiniteMagnitude), .greatestFiniteMagnitude)
  }

  static func + (lhs: LinearLength, rhs: LinearLength) -> LinearLength {
    LinearLength(
      points: lhs.points + rhs.points, percent: lhs.percent + rhs.percent, em: lhs.em + rhs.em,
      rem: lhs.rem + rhs.rem)
  }

  static func * (lhs: LinearLength, rhs: Double) -> LinearLength {
    LinearLength(
      points: lhs.points * rhs, percent: lhs.percent * rhs, em: lhs.em * rhs, rem: lhs.rem * rhs)
  }

  public var description: String {
    var terms: [String] = []
    if percent != 0 { terms.append(TokenPrinter.formatNumber(percent) + "%") }
    if em != 0 { terms.append(TokenPrinter.formatNumber(em) + "em") }
    if rem != 0 { terms.append(TokenPrinter.formatNumber(rem) + "rem") }
    if points != 0 || terms.isEmpty { terms.append(TokenPrinter.formatNumber(points)) }
    if terms.count == 1 { return terms[0] }
    var text = "calc(" + terms[0]
    for term in terms.dropFirst() {
      text += term.hasPrefix("-") ? " - " + term.dropFirst() : " + " + term
    }
    return text + ")"
  }
}
