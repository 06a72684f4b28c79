import SkinKitProperties
import SkinKitSyntax

/// One problem `skss audit` found: a node whose colors lack contrast in some environments,
/// or a touch target too small — with the colors, the figures, and where each color came
/// from, as values (``diagnostic`` is the same finding as a ``Diagnostic``).
package struct AuditFinding: Sendable, Hashable {
  /// What was checked.
  package enum Kind: String, Sendable, Hashable {
    /// Text against its background (WCAG 1.4.3 / 1.4.6, and APCA when asked).
    case text
    /// A control's tint or border against its background (WCAG 1.4.11).
    case nonText = "non-text"
  }

  /// A place a color or an opacity came from: a node's property and the declaration that won
  /// it, or the audit's base (no declaration).
  package struct Source: Sendable, Hashable {
    /// The node's path from the root (`0/1/2`); empty for the base.
    package var nodePath: String
    /// The property (`background-color`), or `base` for the base color.
    package var property: String
    /// Its computed value, canonical (`#ffffffff`, `0.5`).
    package var value: String
    /// The winning declaration, if the value came from one.
    package var declaration: SourceRange?
    /// The declaration's selector (`Label.title`, `(inline style)`), or for the base what it
    /// stands for.
    package var context: String
  }

  package var kind: Kind
  /// The node's path from the root (`0/1/2`) and its description (`Label.title`).
  package var nodePath: String
  package var nodeDescription: String
  /// The color property checked (`color`, `title-color`, `tint-color`).
  package var property: String
  /// The color as computed, the color it paints (composited, with its alpha, over the
  /// background and inside every ancestor's opacity), and the effective background.
  package var color: StyleColor
  package var painted: StyleColor
  package var background: StyleColor
  /// WCAG's contrast ratio of ``painted`` and ``background``, and the ratio required.
  package var ratio: Double
  package var required: Double
  /// For text: whether it is large in WCAG's sense, the level, and its size and weight.
  package var largeText: Bool
  package var level: WCAGLevel?
  /// APCA's Lc of ``painted`` on ``background``, and the |Lc| required when APCA was asked.
  package var lightnessContrast: Double
  package var apcaMinimum: Double?
  /// Where the color and the background came from.
  package var colorSources: [Source]
  package var backgroundSources: [Source]
  /// The environments it fails in, each as `--env` spells it, in the matrix's order.
  package var environments: [String]

  /// Whether WCAG's ratio fails (rather than only APCA's Lc).
  package var failsRatio: Bool { ratio < required }

  /// The id: `low-text-contrast` or `low-non-text-contrast`.
  package var id: DiagnosticID {
    kind == .text ? .lowTextContrast : .lowNonTextContrast
  }

  /// Where the finding is reported: the declaration of its color (the one an author
  /// changes), else the innermost background's.
  package var range: SourceRange {
    colorSources.compactMap(\.declaration).first
      ?? backgroundSources.compactMap(\.declaration).last ?? .none
  }

  /// `1.23`: a ratio with two decimals, rounded down, so a failing 4.499 never shows as 4.50.
  package static func format(ratio: Double) -> String {
    let hundredths = Int((ratio * 100).rounded(.down))
    let decimals = hundredths % 100
    return "\(hundredths / 100).\(decimals < 10 ? "0" : "")\(decimals)"
  }

  /// `63.1`: an Lc with one decimal.
  package static func format(lc: Double) -> String {
    let tenths = (lc * 10).rounded()
    return tenths.truncatingRemainder(dividingBy: 10) == 0
      ? "\(Int(tenths / 10)).0" : "\(tenths / 10)"
  }

  /// The one-line message: what fails and by how much.
  package var message: String {
    var parts: [String] = []
    let what = kind == .text ? (largeText ? "large text" : "text") : property
    if failsRatio {
      let standard =
        kind == .text ? "WCAG \(level?.rawValue ?? "AA")" : "WCAG 1.4.11, non-text"
      parts.append(
        "\(what) contrast \(Self.format(ratio: ratio)):1 is below \(TokenPrinter.formatNumber(required)):1 (\(standard))"
      )
    }
    if let apcaMinimum, abs(lightnessContrast) < apcaMinimum {
      parts.append(
        "\(parts.isEmpty ? "\(what) " : "")APCA Lc \(Self.format(lc: lightnessContrast)) is below \(TokenPrinter.formatNumber(apcaMinimum))"
      )
    }
    return parts.joined(separator: "; ")
      + ": \(property) \(color.cssText) on \(background.cssText) at \(nodePath) \(nodeDescription)"
  }

  /// The finding as a diagnostic, at ``range``.
  package var diagnostic: Diagnostic { Diagnostic(id, message, at: range) }
}
