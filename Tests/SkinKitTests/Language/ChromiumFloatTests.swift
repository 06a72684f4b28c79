import Foundation
import SkinKit
import Testing

/// Colors and stepped math computed as Chromium computes them, in 32-bit floats: each case a
/// value Chromium 156 printed (`getComputedStyle`), which SkinKit prints to the last digit.
@Suite("Language: Chromium's float arithmetic")
struct ChromiumFloatTests {
  static func text(_ color: String) throws -> String {
    try ColorParser.parse(Tokenizer.tokenize(color)[...]).resolved(currentColor: .black).cssText
  }

  /// Colors far outside every gamut, converted and mixed through several spaces, where CSS
  /// Color 4's double-precision sample code is up to 2 % away (Chromium's float matrices,
  /// skcms's D50 white, Lab's four-digit D50 white).
  static let outOfGamut: [(String, String)] = [
    (
      "color-mix(in lch, oklch(0.656 0.005 50.2) 30%, oklab(11.4% 0.086 -0.362))",
      "lch(8.74562 143.013 349.656)"
    ),
    (
      "color-mix(in oklch, color(prophoto-rgb 3.2 -0.5 0.4), color(rec2020 0.2 1.4 -0.3))",
      "oklch(1 0.765238 82.157)"
    ),
    (
      "color-mix(in srgb-linear, color(a98-rgb 1.5 0.2 -0.3), lab(50 200 -100))",
      "color(srgb-linear 2.67854 -0.221433 0.68121)"
    ),
    (
      "color-mix(in lab, color(prophoto-rgb 3.4 -0.6 1.2) 35%, color(rec2020 -0.3 1.6 0.2))",
      "lab(100 -44.6803 102.298)"
    ),
    (
      "color-mix(in srgb, color-mix(in oklch longer hue, lab(20 150 -140), color(a98-rgb 1.8 -0.4 0.1)), color(xyz-d50 1.5 -0.2 0.9))",
      "color(srgb 0.563781 -0.172706 0.696371)"
    ),
    (
      "color-mix(in xyz-d65, oklch(0.7 0.3 30), hwb(200 10% 20%) 40%)",
      "color(xyz-d65 0.436015 0.274124 0.24992)"
    ),
  ]

  @Test("far out-of-gamut mixes print Chromium's digits", arguments: outOfGamut)
  func farOutOfGamut(_ color: String, _ chromium: String) throws {
    #expect(try Self.text(color) == chromium)
  }

  /// `a` and `b` both `none` carried to a polar space's chroma (saturation) and hue, and
  /// back; one of them alone carries nothing.
  static let chroma: [(String, String)] = [
    ("color-mix(in lab, red, hsl(none none 25%))", "lab(40.6363 80.8198 69.8997)"),
    ("color-mix(in oklab, red, hsl(none none 25%))", "oklab(0.499253 0.22488 0.125859)"),
    ("color-mix(in lab, red, hsl(none 0% 25%))", "lab(40.6363 40.4134 34.9497)"),
    ("color-mix(in lab, red, lch(25 none none))", "lab(39.645 80.8198 69.8997)"),
    ("color-mix(in lab, red, lch(25 none 30))", "lab(39.645 40.4099 34.9499)"),
    ("color-mix(in lch, red, lab(25 none none))", "lch(39.645 106.854 40.856)"),
    ("color-mix(in lch, red, lab(25 none 10))", "lch(39.645 58.4271 65.428)"),
    ("color-mix(in oklch, red, lab(25 none none))", "oklch(0.490707 0.257704 29.2346)"),
    ("color-mix(in hsl, red, lab(25 none none))", "color(srgb 0.732504 0 0)"),
    // HWB has no chroma: a gray's hue is its rounding error's, but an LCH hue is carried.
    ("color-mix(in lab, red, hwb(none none 25%))", "lab(47.4523 72.9577 63.0999)"),
    ("color-mix(in hwb, red, lch(25 none none))", "color(srgb 0.616265 0.116239 0.116239)"),
    ("color-mix(in hwb, red, oklch(0.5 0.1 none))", "color(srgb 0.782918 0.142748 0.142748)"),
    (
      "color-mix(in lab, lab(72.286 -52.051 -95.820 / 0.5) 61%, hsl(none none 25%))",
      "lab(46.8639 -52.051 -95.82 / 0.695)"
    ),
  ]

  @Test("a color's whole chroma is carried between rectangular and polar spaces", arguments: chroma)
  func chromaCarried(_ color: String, _ chromium: String) throws {
    #expect(try Self.text(color) == chromium)
  }

  static let tree = """
    {"environment": {"width": 800, "height": 600},
     "root": {"type": "Page", "children": [{"type": "Item"}]}}
    """

  /// (padding-top with a 9.6px root font at 800 × 600, Chromium's value): a relative length
  /// is a float when Chromium computes it, and 31.2 is then below the half between 28.8 and
  /// 33.6; absolute lengths are folded in double, where it is the half, which rounds up.
  static let stepped: [(String, Double)] = [
    ("round(3.9vmax, 0.5rem)", 28.8), ("round(up, 3.9vmax, 0.5rem)", 33.6),
    ("round(to-zero, 3.9vmax, 0.5rem)", 28.8), ("mod(3.9vmax, 0.5rem)", 2.4),
    ("rem(3.9vmax, 0.5rem)", 2.4), ("round(31.2px, 4.8px)", 33.6), ("round(7.5px, 5px)", 10),
    ("calc(mod(-7px, 5px) + 10px)", 13),
  ]

  @Test("round(), mod() and rem() of relative lengths are computed in floats", arguments: stepped)
  func steppedFunctions(_ value: String, _ chromium: Double) throws {
    let values = try Resolved.values(
      "padding-top", sheet: "Page { font-size: 9.6px; } Item { padding-top: \(value); }",
      tree: Self.tree)
    let points = try #require(values["0/0"].flatMap(Double.init))
    // Chromium prints six digits of its float; SkinKit keeps the float's exact value.
    #expect(abs(points - chromium) < 1e-5)
  }
}
