import Foundation
import SkinKit
import Testing

/// CSS Color 4 and 5 beyond sRGB (skss-language.md §10): every space, `none`, `color-mix()` in
/// every space, `light-dark()`, relative colors — parsed, converted as Chromium converts them
/// (in 32-bit floats) and printed as Chromium serializes a computed color. Chromium 156's values are
/// written down where they were read (`getComputedStyle`), and compared within the float error
/// of its conversions (``ComparableValue/spaceTolerance``).
@Suite("Language: CSS Color 4 and 5 spaces")
struct ModernColorTests {
  static func parsed(_ text: String) throws -> StyleColor {
    try ColorParser.parse(Tokenizer.tokenize(text)[...]).resolved(currentColor: .black)
  }

  /// (written, printed): clamping, hue folding and number formats as Chromium's.
  static let serializations: [(String, String)] = [
    ("oklch(0.62 0.19 259)", "oklch(0.62 0.19 259)"),
    ("oklch(62% 0.19 259deg / 50%)", "oklch(0.62 0.19 259 / 0.5)"),
    ("oklch(0.5 0.1 none)", "oklch(0.5 0.1 none)"),
    ("OKLCH(1.2 -0.1 30)", "oklch(1 0 30)"),
    ("oklch(0.123456789 0.1 400)", "oklch(0.123457 0.1 40)"),
    ("oklch(0.5 1e-7 30)", "oklch(0.5 1.00000e-7 30)"),
    ("oklch(0.5 0.1 30 / none)", "oklch(0.5 0.1 30 / none)"),
    ("lab(120 20 30)", "lab(100 20 30)"),
    ("lab(50% 100% -100%)", "lab(50 125 -125)"),
    ("lch(50% 40 30)", "lch(50 40 30)"),
    ("oklab(0.5 0.1 -0.1)", "oklab(0.5 0.1 -0.1)"),
    ("color(display-p3 1 0 0)", "color(display-p3 1 0 0)"),
    ("color(display-p3 none 0 0)", "color(display-p3 none 0 0)"),
    ("color(xyz 0.2 0.3 0.4)", "color(xyz-d65 0.2 0.3 0.4)"),
    ("color(rec2020 100% 0 0 / 0.5)", "color(rec2020 1 0 0 / 0.5)"),
    ("color(srgb 1.5 -0.5 0.5)", "color(srgb 1.5 -0.5 0.5)"),
  ]

  @Test("each space's notation prints as Chromium serializes it", arguments: serializations)
  func serialization(_ text: String, _ expected: String) throws {
    #expect(try Self.parsed(text).cssText == expected)
  }

  /// (color, Chromium 156's computed value): conversions in 32-bit floats through XYZ D50,
  /// which CSS Color 4's figures (sRGB red is `oklch(0.627955 0.257683 29.2339)`, display-p3
  /// red is sRGB (1.093066, −0.226742, −0.150135)) approach within 10⁻⁴.
  static let conversions: [(String, String)] = [
    (
      "color(from oklch(0.627955 0.257683 29.2339) srgb r g b)",
      "color(srgb 0.999952 0.000237986 0.000181958)"
    ),
    ("color(from lab(100 0 0) srgb r g b)", "color(srgb 0.999867 1.00006 1)"),
    ("color(from color(display-p3 1 0 0) srgb r g b)", "color(srgb 1.09302 -0.22669 -0.150073)"),
    ("color(from red display-p3 r g b)", "color(display-p3 0.91753 0.200241 0.138502)"),
    ("lch(from red l c h)", "lch(54.29 106.854 40.856)"),
    ("oklch(from red l c h)", "oklch(0.627966 0.257704 29.2346)"),
    ("color(from color(xyz-d50 0.5 0.5 0.5) srgb r g b)", "color(srgb 0.743883 0.725707 0.811898)"),
    // sRGB from srgb-linear through skcms's approximate curve, as Chromium (exactly: 0.735357).
    (
      "color(from color(srgb-linear 0.5 0.4 0.3) srgb r g b)",
      "color(srgb 0.735394 0.66523 0.583889)"
    ),
    (
      "oklab(from color(display-p3 1.3 -0.2 0.5) l a b)",
      "oklab(0.793272 0.371078 0.0738164)"
    ),
  ]

  @Test("conversions print as Chromium computes them", arguments: conversions)
  func conversionsMatchChromium(_ text: String, _ chromium: String) throws {
    #expect(try Self.parsed(text).cssText == chromium)
  }

  @Test func displayP3ComponentsAreChromiums() throws {
    #expect(try Self.parsed("color(display-p3 1 0 0)").hex == "#ff0000ff")
    let back = StyleColor(red: 1, green: 0, blue: 0).displayP3Components
    // Chromium: color(display-p3 0.91753 0.200241 0.138502), six digits.
    #expect(abs(back.red - 0.91753) < 5e-6 && abs(back.green - 0.200241) < 5e-7)
    #expect(abs(back.blue - 0.138502) < 5e-7)
  }

  /// Every space converts a color there and back as Chromium does: to its six digits, but
  /// through `srgb-linear`, whose way back to sRGB is skcms's approximate curve, and `oklch`
  /// (Chromium 156's values).
  @Test func everySpaceRoundTrips() throws {
    let exact = "color(srgb 0.784314 0.117647 0.352941)"
    for space in [
      "srgb", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d50", "xyz-d65",
    ] {
      let channels = space.hasPrefix("xyz") ? "x y z" : "r g b"
      let text = "color(from color(from rgb(200 30 90) \(space) \(channels)) srgb r g b)"
      #expect(try Self.parsed(text).cssText == exact)
    }
    #expect(
      try Self.parsed("color(from color(from rgb(200 30 90) srgb-linear r g b) srgb r g b)")
        .cssText == "color(srgb 0.784363 0.117682 0.35297)")
    #expect(
      try Self.parsed("color(from lab(from rgb(200 30 90) l a b) srgb r g b)").cssText == exact)
    #expect(
      try Self.parsed("color(from oklch(from rgb(200 30 90) l c h) srgb r g b)").cssText
        == "color(srgb 0.784314 0.117648 0.352941)")
  }

  /// (mix, what Chromium 156 computes).
  static let mixes: [(String, String)] = [
    ("color-mix(in lab, red, blue)", "lab(41.9277 74.5607 -21.0676)"),
    ("color-mix(in oklch, red, blue)", "oklch(0.539974 0.285457 326.643)"),
    ("color-mix(red, blue)", "oklab(0.539974 0.0962086 -0.0928316)"),
    ("color-mix(in oklch longer hue, red, blue)", "oklch(0.539974 0.285457 146.643)"),
    ("color-mix(in oklch decreasing hue, red, blue)", "oklch(0.539974 0.285457 326.643)"),
    ("color-mix(in oklch, white, red)", "oklch(0.81398 0.128877 29.2346)"),
    ("color-mix(in oklch, oklch(0.5 0 none), oklch(0.7 0.1 90))", "oklch(0.6 0.05 90)"),
    ("color-mix(in lch, white 30%, blue)", "lch(50.6954 91.8549 301.368)"),
    ("color-mix(in display-p3, red, blue)", "color(display-p3 0.458734 0.100055 0.549017)"),
    ("color-mix(in xyz, red, blue)", "color(xyz-d65 0.296439 0.142411 0.484861)"),
    ("color-mix(in lab, transparent, red)", "lab(54.29 80.8198 69.8997 / 0.5)"),
    ("color-mix(in oklab, rgb(none 0 0), blue)", "oklab(0.225991 -0.0162312 -0.155761)"),
    ("color-mix(in hsl, white, red)", "color(srgb 0.875 0.625 0.625)"),
    ("color-mix(in hwb, red 20%, blue 30%)", "color(srgb 0.8 0 1 / 0.5)"),
    ("color-mix(in srgb, red 20%, blue 30%)", "color(srgb 0.4 0 0.6 / 0.5)"),
    // Out of gamut: mixing in HWB keeps a negative whiteness or blackness (compared clipped).
    (
      "color-mix(in hwb increasing hue, oklch(0.041 0.211 62.8deg / 0), color(xyz-d50 0.913 0.064 0.268))",
      "color(srgb -0.887048 1.39571 1.52257 / 0.5)"
    ),
    // ProPhoto's transfer function is a pure 1.8 power in Chromium (no linear segment).
    (
      "color(from color(prophoto-rgb 0.019 0.019 0.019) srgb r g b)",
      "color(srgb 0.0103013 0.0103056 0.010306)"
    ),
    // hsl()'s missing saturation is carried to chroma, its missing hue to hue.
    ("color-mix(in lch, hsl(120 none 50%), lch(50 60 30))", "lch(51.6941 60 30)"),
    (
      "color-mix(in oklch increasing hue, oklab(0.081 0.253 0.313) 19%, hsl(none none 100%))",
      "oklch(0.825385 0.402465 51.0511)"
    ),
    ("oklch(from red l c h)", "oklch(0.627966 0.257704 29.2346)"),
    ("rgb(from oklch(0.5 0.2 30) r g b)", "color(srgb 0.730943 0.0524306 0.00289917)"),
    ("color(from red display-p3 r g b)", "color(display-p3 0.91753 0.200241 0.138502)"),
  ]

  @Test("color-mix() in every space and relative colors compute as in Chromium", arguments: mixes)
  func mixesAsChromium(_ text: String, _ chromium: String) throws {
    let color = try Self.parsed(text)
    let ours = ComparableValue(skinKit: .color(color))
    let theirs = ComparableValue(chromium: chromium, property: "color")
    #expect(
      ComparableValue.agree(
        chromium: theirs, skinKit: ours, tolerance: ComparableValue.halfTolerance),
      "\(text): SkinKit \(color.cssText), Chromium \(chromium)")
  }

  /// (color, what Chromium 156 prints): out of the sRGB gamut, HWB mixes and relative HSL and
  /// HWB colors keep a negative whiteness, blackness or lightness and give the same channels.
  static let outOfGamut: [(String, String)] = [
    (
      "color-mix(in hwb, color(srgb 1.2 -0.3 0.5), color(srgb 0.2 0.3 0.5))",
      "color(srgb 0.46 -0.05 0.85)"
    ),
    (
      "color-mix(in hwb increasing hue, color(srgb -0.5 -0.2 -0.1) 25%, color(srgb 1.5 1.2 1.1))",
      "color(srgb 1.1 0.7 0.9)"
    ),
    ("color-mix(in hsl, color(srgb 1.5 1.2 1.1), blue)", "color(srgb 0.816667 0.879167 0.983333)"),
    ("hwb(from color(srgb 1.5 1.2 1.1) h w b)", "color(srgb 1.5 1.2 1.1)"),
    ("hwb(from color(srgb -0.5 -0.2 -0.1) calc(h + 30) w b)", "color(srgb -0.5 -0.4 -0.1)"),
    ("hsl(from color(srgb -0.5 -0.2 -0.1) calc(h + 30) s l)", "color(srgb -0.5 -0.4 -0.1)"),
  ]

  /// (color, what Chromium 156 prints): a color written with hsl() or hwb() is mixed and
  /// derived in that space from its components as written, even where sRGB loses them (white
  /// has no hue); converted to another space, its hue is missing as any achromatic color's.
  static let writtenPolar: [(String, String)] = [
    ("color-mix(in hsl, hsl(0 0% 100%), blue)", "color(srgb 0.875 0.625 0.875)"),
    ("color-mix(in hsl, hsl(120 0% 50%), blue)", "color(srgb 0.25 0.75 0.75)"),
    ("color-mix(in hsl, hsl(120 50% 100%), blue)", "color(srgb 0.5625 0.9375 0.9375)"),
    ("color-mix(in hsl, hsl(120 50% 0%), blue)", "color(srgb 0.0625 0.4375 0.4375)"),
    ("color-mix(in hwb, hwb(120 60% 60%), blue)", "color(srgb 0.3 0.7 0.7)"),
    ("color-mix(in hwb, hwb(120 100% 0%), blue)", "color(srgb 0.5 1 1)"),
    ("color-mix(in hsl, white, blue)", "color(srgb 0.625 0.625 0.875)"),
    ("color-mix(in hwb, hsl(120 50% 100%), blue)", "color(srgb 0.5 0.5 1)"),
    ("color-mix(in hsl, hwb(120 100% 0%), blue)", "color(srgb 0.625 0.625 0.875)"),
    (
      "color-mix(in hsl, hsl(120 50% 100% / 0.5), blue)",
      "color(srgb 0.388889 0.944444 0.944444 / 0.75)"
    ),
    ("hsl(from hsl(120 50% 100%) calc(h + 10) s calc(l - 50))", "color(srgb 0.25 0.75 0.333333)"),
    // A `none` component of hsl() or hwb() stays missing: the other color's is taken.
    ("color-mix(in hsl, hsl(none 50% 50%), blue)", "color(srgb 0.125 0.125 0.875)"),
    ("color(from hsl(none 50% 50%) srgb r g b)", "color(srgb 0.75 0.25 0.25)"),
    ("color-mix(in hwb, hwb(none none 20%), hwb(120 30% 20%))", "color(srgb 0.3 0.8 0.3)"),
    (
      "color-mix(in hsl, hsla(125.8deg, 68.6%, 111.6%, 0.25), blue)",
      "color(srgb 0.22512 0.938641 0.97488 / 0.625)"
    ),
  ]

  /// (background-color, what Chromium 156 computes): white or black, whichever contrasts
  /// more by WCAG's ratio (#767676 is black's by 4.62 to 4.54), alpha ignored, white on a tie.
  static let contrastColors: [(String, String)] = [
    ("contrast-color(red)", "#000000ff"), ("contrast-color(#333)", "#ffffffff"),
    ("contrast-color(white)", "#000000ff"), ("contrast-color(oklch(0.7 0.1 200))", "#000000ff"),
    ("contrast-color(#767676)", "#000000ff"), ("contrast-color(#757575)", "#ffffffff"),
    ("contrast-color(rgb(118 118 118 / 0.2))", "#000000ff"),
    ("contrast-color(color(display-p3 0 1 0))", "#000000ff"),
    ("contrast-color(var(--bg))", "#000000ff"), ("contrast-color(currentcolor)", "#000000ff"),
    ("contrast-color(light-dark(white, black))", "#000000ff"),
  ]

  @Test("contrast-color() is black or white as Chromium chooses", arguments: contrastColors)
  func contrastColor(_ value: String, _ chromium: String) throws {
    let values = try Resolved.values(
      "background-color", sheet: "Item { --bg: #0a6; color: #fff; background-color: \(value); }",
      tree: #"{"root": {"type": "Item"}}"#)
    #expect(values["0"] == chromium)
  }

  @Test("an alpha missing from both colors of a mix premultiplies nothing")
  func mixWithoutAlpha() throws {
    // Chromium 156 (its float error in green).
    #expect(
      try Self.parsed("color-mix(in srgb-linear, rgb(255 0 0 / none), rgb(0 0 255 / none))").cssText
        == "color(srgb-linear 0.5 -6.85395e-9 0.5 / none)")
  }

  @Test("a gray converted from another space keeps the hue of its float rounding error")
  func grayKeepsItsRoundingHue() throws {
    // Chromium 156: the hue is the direction of the gray's 32-bit float error, whose
    // saturation is not exactly 0 (coloraide, in double, gives a red and a purple-blue).
    #expect(
      try Self.parsed("hsl(from oklch(0.504 0 296) h 100% 50%)").cssText
        == "color(srgb 0 0.914968 1)")
    #expect(
      try Self.parsed("color-mix(in hsl, oklch(0.5 0 120), blue)").cssText
        == "color(srgb 0.222116 0.42526 0.666444)")
    #expect(
      try Self.parsed("color-mix(in hwb, red, lab(25 none none))").cssText
        == "color(srgb 0.441765 0.616265 0.116239)")
  }

  @Test(
    "hsl() and hwb() colors mix and derive from their written components", arguments: writtenPolar)
  func writtenPolarComponents(_ text: String, _ chromium: String) throws {
    #expect(try Self.parsed(text).cssText == chromium)
  }

  @Test(
    "out-of-gamut colors through hsl and hwb print exactly as Chromium's", arguments: outOfGamut)
  func outOfGamutPolar(_ text: String, _ chromium: String) throws {
    #expect(try Self.parsed(text).cssText == chromium)
  }

  @Test("light-dark() follows color-scheme and the environment, as in Chromium")
  func lightDark() throws {
    let sheet = """
      Item { color: light-dark(red, blue); }
      .both { color-scheme: light dark; }
      .dark { color-scheme: dark; }
      .only { color-scheme: only light; }
      """
    let tree = """
      {"type": "Page", "children": [{"type": "Item"}, {"type": "Item", "classes": ["both"]},
        {"type": "Item", "classes": ["dark"]}, {"type": "Item", "classes": ["only"]}]}
      """
    let light = try Resolved.values("color", sheet: sheet, tree: tree)
    #expect(light["0/0"] == "#ff0000ff" && light["0/1"] == "#ff0000ff")
    #expect(light["0/2"] == "#0000ffff" && light["0/3"] == "#ff0000ff")
    let dark = try Resolved.values(
      "color", sheet: sheet, tree: tree, environment: ["color-scheme": "dark"])
    #expect(dark["0/0"] == "#ff0000ff" && dark["0/1"] == "#0000ffff")
    #expect(dark["0/2"] == "#0000ffff" && dark["0/3"] == "#ff0000ff")
  }

  @Test("a bad color-scheme value is an invalid-value diagnostic at its line and column")
  func badColorScheme() {
    let diagnostics = Language.diagnostics("Page {\n  color-scheme: light normal;\n}")
    #expect(diagnostics.map(\.id) == [.invalidValue])
    #expect(diagnostics.first?.location?.line == 2)
    #expect(diagnostics.first?.location?.column == 17)
  }
}

/// CSS Values 4 math and units against the environment (skss-language.md §10).
@Suite("Language: Values 4 math and units")
struct MathUnitTests {
  static let tree = """
    {"environment": {"width": 800, "height": 600},
     "root": {"type": "Page", "children": [{"type": "Item"}]}}
    """

  /// (padding-top, points at 800 × 600 with a 16-point font): Chromium's values.
  static let lengths: [(String, String)] = [
    ("10vw", "80"), ("10vh", "60"), ("10vmin", "60"), ("10vmax", "80"), ("10dvh", "60"),
    ("10svw", "80"), ("2ch", "16"), ("2ex", "14.6875"),
    ("clamp(.75rem, 2vw, 1rem)", "16"), ("clamp(1rem, 4vw, 1.5rem)", "24"),
    ("min(10vw, 50px)", "50"), ("max(1em, 1vw)", "16"), ("calc(10vw + 1em)", "96"),
    ("round(7.7px, 2px)", "8"), ("round(up, 7.1px, 2px)", "8"), ("round(down, 7.9px, 2px)", "6"),
    ("round(to-zero, 1.5vw, 5px)", "10"), ("mod(18px, 5px)", "3"), ("rem(18px, 5px)", "3"),
    ("abs(calc(2px - 10px))", "8"), ("hypot(3px, 4px)", "5"),
    ("calc(2px * pi)", "6.283185307179586"),
    ("calc(clamp(1rem, 3vw, 2rem) * 2)", "48"),
  ]

  @Test("viewport and font units, and math functions of them", arguments: lengths)
  func length(_ value: String, _ expected: String) throws {
    let values = try Resolved.values(
      "padding-top", sheet: "Item { padding-top: \(value); }", tree: Self.tree)
    #expect(values["0/0"] == expected)
  }

  /// (font-size, padding-top, points): Chromium 156's values, whose default font's digit is
  /// half an em measured in 1/128 px, rounded down, and whose metrics are those of the font
  /// size rounded down to a hundredth of a pixel (12.2578125px is measured at 12.25px).
  static let digitWidths: [(String, String, String)] = [
    ("16px", "1ch", "8"), ("14.4px", "1ch", "7.1953125"), ("19.2px", "1ch", "9.59375"),
    ("13.3px", "1ch", "6.6484375"), ("21.7px", "1ch", "10.84375"), ("90%", "2.5ch", "17.98828125"),
    ("1.2rem", "clamp(8.4ch, 4.4vmax, 2.5ex)", "80.5875"), ("14.4px", "calc(2ch * 3)", "43.171875"),
    ("14.4px", "1ex", "6.609375"), ("12.2578125px", "100ex", "562.255859375"),
    ("12.2578125px", "100ch", "612.5"), ("10.759px", "100ch", "537.5"),
  ]

  @Test(
    "ch and ex are a digit's advance and the x-height as Chromium measures them",
    arguments: digitWidths)
  func digitWidth(_ fontSize: String, _ value: String, _ expected: String) throws {
    let values = try Resolved.values(
      "padding-top", sheet: "Item { font-size: \(fontSize); padding-top: \(value); }",
      tree: Self.tree)
    #expect(values["0/0"] == expected)
  }

  @Test("numbers: sign(), pow(), sqrt(), trigonometry and round() of numbers")
  func numbers() throws {
    for (value, expected) in [
      ("calc(sign(-3) * -0.25)", "0.25"), ("calc(pow(2, -2))", "0.25"), ("sqrt(0.25)", "0.5"),
      ("calc(sin(90deg) / 2)", "0.5"), ("round(0.44, 0.2)", "0.4"), ("calc(exp(0) / 2)", "0.5"),
    ] {
      let values = try Resolved.values(
        "opacity", sheet: "Item { opacity: \(value); }", tree: Self.tree)
      #expect(values["0/0"] == expected, "\(value)")
    }
  }

  @Test("round() of a length without an interval, and min() with %, are invalid values")
  func invalidMath() {
    let diagnostics = Language.diagnostics(
      "Item {\n  padding-top: round(7px);\n  padding-left: min(10%, 2vw);\n}")
    #expect(diagnostics.map(\.id) == [.invalidValue, .invalidValue])
    #expect(diagnostics.map { $0.location?.line ?? 0 } == [2, 3])
  }
}
