/// The contrast WCAG 2.2 asks for, by level, for text and for the parts of controls.
///
/// | | text | large text | non-text (1.4.11) |
/// |---|---|---|---|
/// | AA (1.4.3) | 4.5 | 3 | 3 |
/// | AAA (1.4.6) | 7 | 4.5 | 3 |
///
/// Large text is at least 18 points, or at least 14 points and bold (weight 700 or more),
/// as WCAG defines it. SkinKit's lengths are UIKit points, and the sizes are compared as
/// written: a label of `font-size: 17` is not large, one of `font: bold 14` is.
///
/// ```swift
/// WCAGLevel.aa.minimumTextRatio(largeText: false)   // 4.5
/// WCAGLevel.isLargeText(size: 14, weight: 700)      // true
/// ```
package enum WCAGLevel: String, Sendable, Hashable, CaseIterable {
  case aa = "AA"
  case aaa = "AAA"

  /// The ratio text must reach at this level.
  package func minimumTextRatio(largeText: Bool) -> Double {
    switch (self, largeText) {
    case (.aa, false): 4.5
    case (.aa, true): 3
    case (.aaa, false): 7
    case (.aaa, true): 4.5
    }
  }

  /// The ratio the visual parts of controls (a tint, a border) must reach against what is
  /// next to them: 3, at either level (1.4.11 has no AAA).
  package static let minimumNonTextRatio = 3.0

  /// Whether text of this size (points) and weight (100–900) is large in WCAG's sense.
  package static func isLargeText(size: Double, weight: Double) -> Bool {
    size >= 18 || (size >= 14 && weight >= 700)
  }
}
