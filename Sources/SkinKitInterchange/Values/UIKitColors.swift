import Foundation
import SkinKitProperties
import SkinKitSyntax

/// UIKit's named colors as the seeds' formats mean them: `"darkGray"` and `"darkGrayColor"`
/// both mean `[UIColor darkGrayColor]` (`#555555`, not CSS's `darkgray`), with the exact
/// components UIKit documents, so colors derived from them (SkinKit's lighter and darker
/// colors) are computed from the same numbers UIKit used.
///
/// ```swift
/// UIKitColors.color(named: "darkGray")?.hex    // "#555555ff"
/// UIKitColors.color(named: "orangeColor")?.hex // "#ff8000ff"
/// ```
enum UIKitColors {
  /// The classic `UIColor` class methods (without `Color`) and their exact components.
  static let exact: [(name: String, color: StyleColor)] = [
    ("black", StyleColor(red: 0, green: 0, blue: 0)),
    ("darkGray", StyleColor(red: 1 / 3, green: 1 / 3, blue: 1 / 3)),
    ("lightGray", StyleColor(red: 2 / 3, green: 2 / 3, blue: 2 / 3)),
    ("white", StyleColor(red: 1, green: 1, blue: 1)),
    ("gray", StyleColor(red: 0.5, green: 0.5, blue: 0.5)),
    ("red", StyleColor(red: 1, green: 0, blue: 0)),
    ("green", StyleColor(red: 0, green: 1, blue: 0)),
    ("blue", StyleColor(red: 0, green: 0, blue: 1)),
    ("cyan", StyleColor(red: 0, green: 1, blue: 1)),
    ("yellow", StyleColor(red: 1, green: 1, blue: 0)),
    ("magenta", StyleColor(red: 1, green: 0, blue: 1)),
    ("orange", StyleColor(red: 1, green: 0.5, blue: 0)),
    ("purple", StyleColor(red: 0.5, green: 0, blue: 0.5)),
    ("brown", StyleColor(red: 0.6, green: 0.4, blue: 0.2)),
    ("clear", StyleColor(red: 0, green: 0, blue: 0, alpha: 0)),
    ("lightText", StyleColor(red: 1, green: 1, blue: 1, alpha: 0.6)),
    ("darkText", StyleColor(red: 0, green: 0, blue: 0)),
  ]

  /// The UIKit color with this name, with or without the `Color` suffix (ASCII case
  /// ignored), or `nil` when UIKit has no such class method.
  static func color(named name: String) -> StyleColor? {
    var base = name.trimmingCharacters(in: .whitespacesAndNewlines)
    if base.count > 5, base.asciiLowercased.hasSuffix("color") { base = String(base.dropLast(5)) }
    let lowered = base.asciiLowercased
    if let entry = exact.first(where: { $0.name.asciiLowercased == lowered }) { return entry.color }
    if let entry = NamedColors.uikit.first(where: {
      $0.name.asciiLowercased == lowered + "color" || $0.name.asciiLowercased == lowered
    }) {
      return StyleColor(rgba: entry.rgba)
    }
    return nil
  }

  /// A color as `.skss` hex text: `#rrggbb`, or `#rrggbbaa` when it is not opaque.
  static func hexText(_ color: StyleColor) -> String {
    let text = color.hex
    return text.hasSuffix("ff") ? String(text.dropLast(2)) : text
  }
}

/// Numbers as `.skss` writes them, after rounding away binary noise (`0.3 * 100` is
/// `30.000000000000004`; it prints `30`).
func decimalText(_ value: Double) -> String {
  guard abs(value) < 1e6 else { return TokenPrinter.formatNumber(value) }
  let rounded = (value * 1e9).rounded() / 1e9
  return TokenPrinter.formatNumber(rounded == 0 ? 0 : rounded)
}
