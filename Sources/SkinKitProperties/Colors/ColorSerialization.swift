import Foundation

/// How Chromium serializes a computed color that is not legacy sRGB (CSS Color 4 §15):
/// `lab(…)`, `lch(…)`, `oklab(…)`, `oklch(…)` or `color(SPACE …)`, each component with six
/// significant digits (`0.539974`, `326.643`; `1.00000e-8` below 10⁻⁶), `none` for a missing
/// one, and ` / alpha` unless the alpha is 1.
///
/// ```swift
/// ColorSerialization.text(of: StyleColor(.oklch, 0.62, 0.19, 259))   // "oklch(0.62 0.19 259)"
/// ColorSerialization.number(0.5399741)                             // "0.539974"
/// ```
package enum ColorSerialization {
  /// The color in its space's notation.
  package static func text(of color: StyleColor) -> String {
    text(of: color, number: number)
  }

  /// The color in its space's notation with each number as Swift writes a `Double` (the
  /// shortest digits that read back as the same value), for data that must give back the
  /// very color (prebuilt stylesheets): a float-computed component such as 0.30000001192092896
  /// prints as 0.3 in ``text(of:)``.
  package static func exactText(of color: StyleColor) -> String {
    text(of: color) { "\($0)" }
  }

  private static func text(of color: StyleColor, number: (Double) -> String) -> String {
    let space = color.space
    let (c0, c1, c2) = color.components
    var parts: [String] = []
    for (index, (value, channel)) in [(c0, StyleColor.Channels.red), (c1, .green), (c2, .blue)]
      .enumerated()
    {
      if color.missing.contains(channel) {
        parts.append("none")
      } else {
        parts.append(number(index == 2 && space.hasHue ? StyleColor.normalizedHue(value) : value))
      }
    }
    var text: String
    if space.isPredefined {
      text = "color(\(space.name) " + parts.joined(separator: " ")
    } else {
      text = space.name + "(" + parts.joined(separator: " ")
    }
    if color.missing.contains(.alpha) {
      text += " / none"
    } else if color.alpha < 1 {
      text += " / " + number(max(0, color.alpha))
    }
    return text + ")"
  }

  /// A number with six significant digits, as Chromium prints a color component: trailing
  /// zeros dropped, and in exponent form (`1.00000e-8`, `1.23457e+6`) when its decimal
  /// exponent is below −6 or at least 6.
  package static func number(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "0" : (value > 0 ? "infinity" : "-infinity") }
    if value == 0 { return "0" }
    let exponential = String(format: "%.5e", value)
    guard let e = exponential.lastIndex(of: "e"), let exponent = Int(exponential[e...].dropFirst())
    else { return exponential }
    if exponent < -6 || exponent >= 6 {
      let mantissa = exponential[..<e]
      return mantissa + "e" + (exponent < 0 ? "-" : "+") + String(abs(exponent))
    }
    var fixed = String(format: "%.\(max(0, 5 - exponent))f", value)
    if fixed.contains(".") {
      while fixed.hasSuffix("0") { fixed.removeLast() }
      if fixed.hasSuffix(".") { fixed.removeLast() }
    }
    return fixed == "-0" ? "0" : fixed
  }
}
