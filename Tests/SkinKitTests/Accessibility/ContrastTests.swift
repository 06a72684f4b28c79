import Foundation
import SkinKit
import Testing

/// WCAG 2.2 contrast and APCA Lc against published reference values.
@Suite("Contrast arithmetic")
struct ContrastTests {
  static func color(_ hex: String) -> StyleColor {
    var digits = hex.dropFirst()
    if digits.count == 3 { digits = Substring(digits.map { "\($0)\($0)" }.joined()) }
    return StyleColor(rgb: UInt32(digits, radix: 16)!)
  }

  /// WCAG 2.2's relative luminance (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance):
  /// white 1 and black 0 by definition; mid gray #808080 (128/255 = 0.50196 →
  /// ((0.50196 + 0.055) / 1.055)^2.4) 0.2158605; #767676 is the lightest gray that reaches
  /// 4.5:1 on white (WebAIM's and Apple's examples give 4.54:1) and #777777 the first that
  /// fails (4.48:1).
  @Test(
    "relative luminance",
    arguments: [
      ("#ffffff", 1.0), ("#000000", 0.0), ("#808080", 0.21586050011389923),
      ("#767676", 0.18116424424986022), ("#777777", 0.184474994500441), ("#ff0000", 0.2126),
    ])
  func luminance(hex: String, expected: Double) {
    #expect(Self.color(hex).relativeLuminance == expected)
  }

  /// The contrast ratio (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio): 21:1 for black
  /// and white, 1:1 for a color and itself; published rounded values 4.54, 4.48 and 7.0
  /// (#595959 is the lightest gray reaching AAA on white), 4.02 for iOS's system blue.
  @Test(
    "contrast ratio, either order",
    arguments: [
      ("#000000", "#ffffff", 21.0), ("#ffffff", "#ffffff", 1.0),
      ("#767676", "#ffffff", 4.542224959605253), ("#777777", "#ffffff", 4.478089453577214),
      ("#595959", "#ffffff", 7.004729208035935), ("#007aff", "#ffffff", 4.016975780478911),
    ])
  func ratio(first: String, second: String, expected: Double) {
    #expect(Self.color(first).contrastRatio(with: Self.color(second)) == expected)
    #expect(Self.color(second).contrastRatio(with: Self.color(first)) == expected)
  }

  @Test("a color outside sRGB is measured clipped to sRGB, as it is painted")
  func outsideSRGB() {
    let p3Green = StyleColor(displayP3Red: 0, green: 1, blue: 0)
    #expect(p3Green.srgbComponents.red < 0)
    #expect(p3Green.relativeLuminance == p3Green.clippedToSRGB.relativeLuminance)
    #expect(p3Green.relativeLuminance == StyleColor(rgb: 0x00ff00).relativeLuminance)
    // Alpha is not part of the measure: composite first.
    #expect(StyleColor(rgba: 0x0000_0080).relativeLuminance == 0)
  }

  /// The test values of apca-w3 (github.com/Myndex/apca-w3, test/index.js at 4c290e78,
  /// "APCA Test Script for 0.1.7"; algorithm 0.0.98G-4g, the same pairs in the README of
  /// Myndex/SAPC-APCA, "Testing your implementation"): text first, then background.
  @Test(
    "APCA Lc: apca-w3's published test values, both polarities",
    arguments: [
      ("#888", "#fff", 63.056469930209424), ("#fff", "#888", -68.54146436644962),
      ("#000", "#aaa", 58.146262578561334), ("#aaa", "#000", -56.24113336839742),
      ("#123", "#def", 91.66830811481631), ("#def", "#123", -93.06770049484275),
      ("#123", "#444", 8.32326136957393), ("#444", "#123", -7.526878460278154),
    ])
  func apca(text: String, background: String, expected: Double) {
    #expect(Self.color(text).apcaContrast(onBackground: Self.color(background)) == expected)
  }

  @Test("APCA: too little contrast is 0; the extremes")
  func apcaLimits() {
    #expect(Self.color("#777").apcaContrast(onBackground: Self.color("#777")) == 0)
    #expect(Self.color("#123").apcaContrast(onBackground: Self.color("#234")) == 0)
    #expect(StyleColor.black.apcaContrast(onBackground: .white) == 106.04067321268862)
    #expect(StyleColor.white.apcaContrast(onBackground: .black) == -107.88473318309848)
  }

  /// apca-w3's last test value: `#0006` (black at alpha 0.4) as text on white is Lc
  /// 54.62184067441377 — the text blended over its background first (#999999).
  @Test("APCA of translucent text: composited over its background first")
  func apcaTranslucent() {
    let text = Compositing.paint([], on: .white, foreground: StyleColor(rgba: 0x0000_0066))
    #expect(text.hex == "#999999ff")
    #expect(text.apcaContrast(onBackground: .white) == 54.62184067441377)
  }

  @Test(
    "WCAG thresholds by level and text size",
    arguments: [
      (WCAGLevel.aa, false, 4.5), (.aa, true, 3), (.aaa, false, 7), (.aaa, true, 4.5),
    ])
  func thresholds(level: WCAGLevel, large: Bool, expected: Double) {
    #expect(level.minimumTextRatio(largeText: large) == expected)
    #expect(WCAGLevel.minimumNonTextRatio == 3)
  }

  @Test(
    "large text: 18 points, or 14 points and bold",
    arguments: [
      (18.0, 400.0, true), (17.5, 900.0, true), (14, 700, true), (14, 600, false),
      (13.5, 700, false), (17, 400, false),
    ])
  func largeText(size: Double, weight: Double, expected: Bool) {
    #expect(WCAGLevel.isLargeText(size: size, weight: weight) == expected)
  }
}
