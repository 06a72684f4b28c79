import Foundation
import SkinKit

/// How values are spelled in SVG attributes.
///
/// ```swift
/// SVGValues.number(12.5)                               // "12.5"
/// SVGValues.paint(StyleColor(rgba: 0x3C3C_434A))       // ("#3c3c43", "0.29")
/// ```
package enum SVGValues {
  /// A number with at most two decimals, in shortest form.
  public static func number(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return TokenPrinter.formatNumber(rounded == 0 ? 0 : rounded)
  }

  /// A color as `#rrggbb` and its opacity (`nil` when opaque): the 8-bit channels the
  /// cascade computed, alpha as a fraction with at most three decimals.
  public static func paint(_ color: StyleColor) -> (color: String, opacity: String?) {
    let hex = color.hex
    let alpha = color.bytes.alpha
    let opacity =
      alpha == 255 ? nil : TokenPrinter.formatNumber((Double(alpha) / 255 * 1000).rounded() / 1000)
    return (String(hex.prefix(7)), opacity)
  }

  /// The SVG font family list for a font: the named family first, then the system font's
  /// stand-ins, so any renderer finds something close.
  public static func fontFamily(_ font: StyleFont) -> String {
    let system = "'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, sans-serif"
    var names: [String] = []
    for family in font.families {
      switch family {
      case .system: names.append(system)
      case .monospaced: names.append("'SF Mono', Menlo, 'DejaVu Sans Mono', monospace")
      case .generic(let name): names.append(name)
      case .named(let name): names.append("'" + name.replacingOccurrences(of: "'", with: "") + "'")
      }
    }
    if !font.families.contains(.system) && !font.families.contains(.monospaced) {
      names.append(system)
    }
    return names.joined(separator: ", ")
  }
}
