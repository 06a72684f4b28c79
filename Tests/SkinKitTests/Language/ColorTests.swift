import SkinKit
import Testing

/// skss-language.md §6, colors: every notation gives its exact color. Expected values are
/// worked out by hand from the CSS Color 4 and Sass definitions (the arithmetic is in the
/// comments); 8-bit channels are `round(value × 255)` with halves rounded up.
@Suite("Language: colors")
struct ColorTests {
  static let notations: [(String, String)] = [
    // Hex: 3, 4, 6, 8 digits, any case; 0x.
    ("#f80", "#ff8800ff"),
    ("#f808", "#ff880088"),
    ("#ff8000", "#ff8000ff"),
    ("#ff800080", "#ff800080"),
    ("#FF8000", "#ff8000ff"),
    ("#AbCdEf", "#abcdefff"),
    ("0xff8000", "#ff8000ff"),
    ("0xFF8000", "#ff8000ff"),
    ("0xff800080", "#ff800080"),
    // rgb()/rgba(): comma and space syntax, / alpha, percentages, fractions, clamping.
    ("rgb(255, 128, 0)", "#ff8000ff"),
    ("rgb(255 128 0)", "#ff8000ff"),
    ("RGB(255 128 0)", "#ff8000ff"),
    ("rgb(255 128 0 / 0.25)", "#ff800040"),  // 0.25 × 255 = 63.75 → 64 = 0x40
    ("rgb(255 128 0 / 25%)", "#ff800040"),
    ("rgba(255, 128, 0, 0.25)", "#ff800040"),
    ("rgb(255, 128, 0, 0.25)", "#ff800040"),
    ("rgba(255 128 0)", "#ff8000ff"),
    ("rgb(100%, 50%, 0%)", "#ff8000ff"),  // 50% × 255 = 127.5 → 128 = 0x80 (half up)
    ("rgb(100% 50% 0% / 50%)", "#ff800080"),
    ("rgb(127.5 0 0)", "#800000ff"),  // 127.5 → 128
    ("rgb(12.4 0 0)", "#0c0000ff"),  // 12.4 → 12
    ("rgb(300 -20 0)", "#ff0000ff"),  // clamped to 0…255
    ("rgb(255 0 0 / 2)", "#ff0000ff"),  // alpha clamped to 1
    ("rgb(255 0 0 / -1)", "#ff000000"),
    ("rgb(none 255 0)", "#00ff00ff"),  // none is 0 in the modern syntax
    ("rgb(255 128 0 / none)", "#ff800000"),
    // hsl()/hsla(): angle units, legacy and modern syntax.
    ("hsl(120, 100%, 25%)", "#008000ff"),  // g = 2 × 0.25 = 0.5 → 128
    ("hsl(120 100% 25%)", "#008000ff"),
    ("hsl(120 100 25)", "#008000ff"),  // modern numbers are percentages
    ("hsl(120deg 100% 25% / 50%)", "#00800080"),
    ("hsla(0, 100%, 50%, 0.25)", "#ff000040"),
    ("hsl(0.5turn 100% 50%)", "#00ffffff"),  // 180°
    ("hsl(3.14159265rad 100% 50%)", "#00ffffff"),  // π rad = 180°
    ("hsl(200grad 100% 50%)", "#00ffffff"),  // 200 × 0.9 = 180°
    ("hsl(240deg 100% 50%)", "#0000ffff"),
    ("hsl(-120 100% 50%)", "#0000ffff"),  // −120 ≡ 240
    ("hsl(480 100% 50%)", "#00ff00ff"),  // 480 ≡ 120
    ("hsl(0 0% 100%)", "#ffffffff"),
    ("hsl(60 100% 50%)", "#ffff00ff"),
    // hwb(): whiteness + blackness ≥ 100% gives gray w / (w + b).
    ("hwb(0 0% 0%)", "#ff0000ff"),
    ("hwb(120 20% 40%)", "#339933ff"),  // (0,1,0) × 0.4 + 0.2 = (0.2, 0.6, 0.2) → 51, 153, 51
    ("hwb(240 60% 60%)", "#808080ff"),  // gray 0.6 / 1.2 = 0.5 → 128
    ("hwb(0 100% 0% / 0.25)", "#ffffff40"),
    // hsb()/hsba(): saturation and brightness as percentages or numbers 0–1.
    ("hsb(120, 100%, 50%)", "#008000ff"),  // v = 0.5 on the green channel
    ("hsb(120, 1, 0.5)", "#008000ff"),
    ("hsb(120 1 0.5)", "#008000ff"),
    ("hsb(240, 0.5, 1)", "#8080ffff"),  // v − v·s = 0.5 on red and green → 128
    ("hsba(0, 1, 1, 0.25)", "#ff000040"),
    ("hsba(0 100% 100% / 25%)", "#ff000040"),
    ("hsb(0.5turn, 100%, 100%)", "#00ffffff"),
    ("hsb(3.14159265rad, 1, 1)", "#00ffffff"),
    ("hsb(0, 0, 0.6)", "#999999ff"),  // 0.6 × 255 = 153
    // CSS names (case-insensitive, CSS's values).
    ("red", "#ff0000ff"),
    ("RED", "#ff0000ff"),
    ("darkgray", "#a9a9a9ff"),
    ("DarkGray", "#a9a9a9ff"),
    ("darkgrey", "#a9a9a9ff"),
    ("lightgray", "#d3d3d3ff"),
    ("gray", "#808080ff"),
    ("rebeccapurple", "#663399ff"),
    ("transparent", "#00000000"),
    ("Transparent", "#00000000"),
    // UIKit's names with the Color suffix, and the UIKit-only names without it.
    ("darkGrayColor", "#555555ff"),
    ("DARKGRAYCOLOR", "#555555ff"),
    ("lightGrayColor", "#aaaaaaff"),
    ("grayColor", "#808080ff"),
    ("orangeColor", "#ff8000ff"),
    ("brownColor", "#996633ff"),
    ("purpleColor", "#800080ff"),
    ("clearColor", "#00000000"),
    ("clear", "#00000000"),
    ("lightTextColor", "#ffffff99"),  // white at 60%: 0.6 × 255 = 153 = 0x99
    ("lightText", "#ffffff99"),
    ("darkTextColor", "#000000ff"),
    ("darkText", "#000000ff"),
    ("groupTableViewBackgroundColor", "#efeff4ff"),
    ("groupTableViewBackground", "#efeff4ff"),
    ("currentcolor", "currentcolor"),
    ("currentColor", "currentcolor"),
  ]

  @Test("each notation gives its color", arguments: notations)
  func notation(_ text: String, _ expected: String) {
    #expect(Language.color(text) == expected)
  }

  /// The Sass color functions and color-mix(), with the arithmetic that gives each result.
  static let functions: [(String, String)] = [
    // lighten/darken add or subtract points of HSL lightness, clamped to 0–100%.
    // #800000: l = 128/255/2 = 25.1%; +20 points = 45.1%; r = 2l = 0.902 → 230 = 0xe6.
    ("lighten(#800000, 20%)", "#e60000ff"),
    ("lighten(#800000, 20)", "#e60000ff"),
    // red: l = 50% → 70%; s = 100%: r = 1, g = b = 2l − 1 = 0.4 → 102 = 0x66.
    ("lighten(red, 20%)", "#ff6666ff"),
    ("lighten(red, 60%)", "#ffffffff"),  // 50 + 60 clamps to 100%
    // red: l = 50% → 30%: r = 2l = 0.6 → 153 = 0x99.
    ("darken(red, 20%)", "#990000ff"),
    ("darken(#333, 50%)", "#000000ff"),  // 20% − 50 clamps to 0%
    ("darken(red, 0%)", "#ff0000ff"),
    // Alpha is kept: #ff000080 has alpha 128.
    ("lighten(#ff000080, 20%)", "#ff666680"),
    // saturate/desaturate add or subtract points of HSL saturation.
    // #996666: r = 0.6, g = b = 0.4 → l = 50%, s = 0.1/0.5 = 20%; +30 = 50%:
    // r = 0.5 + 0.25 = 0.75 → 191.25 → 191 = 0xbf; g = b = 0.25 → 63.75 → 64 = 0x40.
    ("saturate(#996666, 30%)", "#bf4040ff"),
    // #bf4040: l = (191 + 64)/510 = 50%, s = 127/255 = 49.8%; −30 = 19.8%:
    // r = 0.5 + 0.099 = 0.599 → 152.75 → 153 = 0x99; g = b = 0.401 → 102.25 → 102 = 0x66.
    ("desaturate(#bf4040, 30%)", "#996666ff"),
    ("desaturate(red, 100%)", "#808080ff"),  // s = 0, l = 50% → 127.5 → 128
    ("saturate(#808080, 0%)", "#808080ff"),
    // mix(a, b, p): p is a's weight; with equal alphas the channels blend linearly.
    ("mix(red, blue)", "#800080ff"),  // 0.5 → 127.5 → 128
    ("mix(red, blue, 25%)", "#4000bfff"),  // r = 0.25 → 64, b = 0.75 → 191
    ("mix(red, blue, 100%)", "#ff0000ff"),
    ("mix(red, blue, 0%)", "#0000ffff"),
    // Alpha-aware: w = 2p − 1 = 0, a = 1 − 0 = 1 → weight₁ = (0 + 1)/(1 + 0) → 1, so the
    // channels are red's; alpha = 1 × 0.5 + 0 × 0.5 = 0.5 → 128.
    ("mix(rgba(255, 0, 0, 1), rgba(0, 0, 255, 0), 50%)", "#ff000080"),
    // p = 0.25, w = −0.5, a = 0.4 − 1 = −0.6 → (w + a)/(1 + w·a) = −1.1/1.3 = −0.846;
    // weight₁ = 0.0769: r = 19.6 → 20 = 0x14, b = 235.4 → 235 = 0xeb;
    // alpha = 0.4 × 0.25 + 1 × 0.75 = 0.85 → 216.75 → 217 = 0xd9.
    ("mix(rgba(255, 0, 0, 0.4), #0000ff, 25%)", "#1400ebd9"),
    // alpha()/fade() set the alpha.
    ("alpha(red, 0.25)", "#ff000040"),
    ("alpha(red, 25%)", "#ff000040"),
    ("fade(red, 0.25)", "#ff000040"),
    ("alpha(rgba(255, 0, 0, 0.1), 1)", "#ff0000ff"),
    ("alpha(#3c3c43, 0.29)", "#3c3c434a"),  // 0.29 × 255 = 73.95 → 74 = 0x4a
    // Nesting: darken(lighten(#800000, 20%), 20%) = 45.1% − 20 = 25.1% → back to #800000.
    ("darken(lighten(#800000, 20%), 20%)", "#800000ff"),
    // lighten(red, 20%) = (1, 0.4, 0.4); half of it with black: (0.5, 0.2, 0.2) → 128, 51, 51.
    ("mix(lighten(red, 20%), black)", "#803333ff"),
    // color-mix(in srgb, …) (CSS Color 5): premultiplied, percentages normalized.
    ("color-mix(in srgb, red 40%, blue)", "#660099ff"),  // r = 0.4 → 102, b = 0.6 → 153
    ("color-mix(in srgb, red, blue 60%)", "#660099ff"),
    ("color-mix(in srgb, red, blue)", "#800080ff"),
    // 10% + 30% = 40%: scaled to 25% / 75%, and the alpha multiplied by 0.4 → 102 = 0x66.
    ("color-mix(in srgb, red 10%, blue 30%)", "#4000bf66"),
    // Premultiplied: transparent adds no color, only halves the alpha (0.5 → 128).
    ("color-mix(in srgb, transparent, blue)", "#0000ff80"),
    // srgb-linear: 0.5 in linear light is 1.055 × 0.5^(1/2.4) − 0.055 = 0.7354 → 187.5 → 188.
    ("color-mix(in srgb-linear, red, blue)", "#bc00bcff"),
  ]

  @Test("color functions follow Sass and CSS Color 5", arguments: functions)
  func function(_ text: String, _ expected: String) {
    #expect(Language.color(text) == expected)
  }

  /// Colors that are rejected.
  static let rejected: [String] = [
    "#ff80a", "#ff80000", "#ggg", "#", "0xff80", "0xgg8000", "1xff8000",
    "rgb(1, 2)", "rgb(1, 2, 3, 4, 5)", "rgb(1 2 3 4)", "rgb(1, 2 3)", "rgb(100%, 2, 3)",
    "rgb(none, 0, 0)", "rgb(1 2 3 /)", "rgb(1 2 3 / 0.5 0.5)", "rgb(red 2 3)",
    "hsl(120, 100, 25)", "hsl(120 100% 25% 1)", "hsl(1px 100% 50%)", "hwb(0, 0%, 0%)",
    "hsb(1px, 1, 1)", "notacolor", "darkgraycolour", "12", "12px", "\"red\"",
    "lighten(red)", "lighten(red, 120%)", "lighten(red, -5%)", "lighten(nocolor, 10%)",
    "mix(red)", "mix(red, blue, 150%)", "alpha(red)", "frobnicate(red)",
    "color-mix(in okhsl, red, blue)", "color-mix(in srgb longer hue, red, blue)",
    "color-mix(in oklch sideways hue, red, blue)", "color-mix(in srgb, red 0%, blue 0%)",
    "oklch(0.5 0.1)", "oklch(0.5, 0.1, 30)", "lab(50 20 30 / 1 2)", "color(p3 1 0 0)",
    "color(display-p3 1 0)", "light-dark(red)", "oklch(from red l c)", "rgb(from red r g x)",
    "color-mix(in srgb, red 150%, blue)", "red blue",
    // Empty and unclosed functions are rejected, never a crash.
    "rgb()", "rgba()", "hsl()", "hsla()", "hwb()", "hsb()", "hsba()", "hsl( )", "hwb(/ 1)",
    "lighten()", "mix()", "alpha()", "fade()", "color-mix()", "rgb(", "hsl(120", "hwb(,",
  ]

  @Test("malformed colors are rejected", arguments: rejected)
  func rejection(_ text: String) {
    #expect(Language.color(text) == nil)
  }

  @Test(
    "a bad hex color says whether a digit or the count is wrong (a bad digit first)",
    arguments: [
      ("#ff80a", "'#ff80a' needs 3, 4, 6 or 8 hex digits"),
      ("#ff8000ff0", "'#ff8000ff0' needs 3, 4, 6 or 8 hex digits"),
      ("#ggg", "'#ggg' is not a hex color"),
      ("#ff80g", "'#ff80g' is not a hex color"),
      ("#ff8000ffaag", "'#ff8000ffaag' is not a hex color"),
      ("0xgg8000", "'0xgg8000' is not a hex color"),
    ])
  func hexMessage(_ text: String, _ message: String) {
    var reader = ValueReader(Tokenizer.tokenize(text)[...])
    #expect(throws: ValueError(message)) { try ColorParser.read(&reader) }
  }

  /// Full precision through every function, and one rounding at the end (CSS Color 4 and 5,
  /// checked against Chromium in Tests/Fixtures/Conformance/colors.json).
  static let precision: [(String, String)] = [
    // rgb(100.6 0 0) keeps 100.6: half of it is 50.3 → 50 = 0x32 (rounded first: 101 → 0x33).
    ("color-mix(in srgb, rgb(100.6 0 0), black)", "#320000ff"),
    // hsl() and hwb() inputs too: hsl(0 100% 19.725%) has red 2l = 0.3945 (100.6 of 255),
    // hwb(0 0% 60.55%) red 1 − b = 0.3945: half of it is 50.3 → 0x32.
    ("color-mix(in srgb, hsl(0 100% 19.725%), black)", "#320000ff"),
    ("color-mix(in srgb, hwb(0 0% 60.55%), black)", "#320000ff"),
    // Exact halves round up whatever the floating-point error: red 0.7 × 255 = 178.5 → 0xb3,
    // alpha (0.3 + 0.7) / 2 = 0.5 → 127.5 → 0x80.
    ("color-mix(in srgb, rgb(0 0 0 / .3) 50%, rgb(255 0 0 / .7))", "#b3000080"),
    // mediumvioletred and #ac38: alpha (1 + 136/255) / 2 × 255 = 195.5 → 196 = 0xc4.
    ("color-mix(in srgb, mediumvioletred, #ac38)", "#bd5568c4"),
    // Sass functions keep the precision of their inputs: lighten(rgb(100.6 0 0), 0%) is
    // still 100.6, half of which is 50.3 → 0x32.
    ("mix(lighten(rgb(100.6 0 0), 0%), black)", "#320000ff"),
    ("mix(alpha(rgb(100.6 0 0), 1), black)", "#320000ff"),
  ]

  @Test("colors keep full precision and are rounded once", arguments: precision)
  func fullPrecision(_ text: String, _ expected: String) {
    #expect(Language.color(text) == expected)
  }

  /// CSS Color 4 §7–8 ranges, as Chromium applies them.
  static let ranges: [(String, String)] = [
    // Saturation above 100% is not clamped (§7): l = .65, a = 1.07 × .35 = .3745;
    // r = .65 − .3745 = .2755 → 70 = 0x46, g = 1.0245 clips to ff, b = .46275 → 118 = 0x76.
    ("hsl(135 107% 65%)", "#46ff76ff"),
    // … and the out-of-gamut channels survive a mix: green 1.0245 / 2 = .51225 → 131 = 0x83;
    // red .13775 → 35 = 0x23, blue .231375 → 59 = 0x3b.
    ("color-mix(in srgb, hsl(135 107% 65%), black)", "#23833bff"),
    // hsl(0 150% 40%) is (1, −0.2, −0.2); mixed with white: (1, 0.4, 0.4) → ff 66 66.
    ("color-mix(in srgb, hsl(0 150% 40%), white)", "#ff6666ff"),
    // Lightness above 100% is not clamped either: hsl(0 100% 150%) is (1, 2, 2).
    ("color-mix(in srgb, hsl(0 100% 150%) 10%, black)", "#1a3333ff"),
    // Negative saturation and lightness clamp to 0 (Chromium clamps lightness too).
    ("color-mix(in srgb, hsl(0 -50% 40%) 10%, white)", "#f0f0f0ff"),
    ("hsl(0 200% -10%)", "#000000ff"),
    // The comma syntax clamps both to 0–100%: hsl(0, 150%, 40%) is (0.8, 0, 0).
    ("color-mix(in srgb, hsl(0, 150%, 40%), white)", "#e68080ff"),
    // hwb(): negative whiteness or blackness clamps to 0; above 100% is normalized, not
    // clamped: hwb(0 130% 30%) is gray 1.3 / 1.6 = 0.8125 → 207 = 0xcf.
    ("hwb(0 -20% 30%)", "#b30000ff"),
    ("hwb(0 130% 30%)", "#cfcfcfff"),
    // hsl() converted as Chromium converts it (Blink's MakeRGBAFromHSLA, in float): a
    // channel on .5 of 255 in exact arithmetic (42.5, 195.5, 8.5, 178.5) lands on either side
    // of it as in Chromium 156: rgb(0, 128, 42), rgb(0, 255, 195), rgb(128, 9, 0),
    // rgb(178, 0, 255) (paint differential seeds 787, 1190, 1585, 1929).
    ("hsla(140, 100%, 25%)", "#00802aff"),
    ("hsl(166 100% 50%)", "#00ffc3ff"),
    ("hsl(4, 100%, 25%)", "#800900ff"),
    ("hsl(282deg 100% 50%)", "#b200ffff"),
    // A channel written none is missing: color-mix takes the other color's (CSS Color 4
    // §12.2), so red is 200 here, not 100; a missing alpha too.
    ("color-mix(in srgb, rgb(none 0 0), rgb(200 0 0))", "#c80000ff"),
    ("color-mix(in srgb, rgb(0 0 0 / none), rgb(200 0 0 / 0.5))", "#64000080"),
    // Missing in both stays missing, and is filled by the next mix.
    ("color-mix(in srgb, color-mix(in srgb, rgb(none 0 0), rgb(none 0 0)), red)", "#ff0000ff"),
    // A missing hue is not an sRGB channel: hsl(none 100% 50%) is red, mixed as red.
    ("color-mix(in srgb, hsl(none 100% 50%), rgb(200 0 0))", "#e40000ff"),
  ]

  @Test("hsl() and hwb() ranges and missing channels follow CSS Color 4", arguments: ranges)
  func cssColor4Ranges(_ text: String, _ expected: String) {
    #expect(Language.color(text) == expected)
  }

  /// Color functions of currentcolor are kept until an element's color is known.
  @Test func colorFunctionsTakeCurrentcolor() throws {
    let blue = StyleColor(rgb: 0x0000ff)
    let cases: [(String, String, String)] = [
      (
        "color-mix(in srgb, currentcolor 50%, red)",
        "color-mix(in srgb, currentcolor 50%, #ff0000ff 50%)", "#800080ff"
      ),
      (
        "color-mix(in srgb, currentcolor 30%, red 30%)",
        "color-mix(in srgb, currentcolor 30%, #ff0000ff 30%)", "#80008099"
      ),
      ("lighten(currentcolor, 20%)", "lighten(currentcolor, 20%)", "#6666ffff"),
      ("darken(currentcolor, 10%)", "darken(currentcolor, 10%)", "#0000ccff"),
      ("mix(currentcolor, red, 25%)", "mix(currentcolor, #ff0000ff, 25%)", "#bf0040ff"),
      ("alpha(currentcolor, 0.5)", "alpha(currentcolor, 0.5)", "#0000ff80"),
      ("fadeout(currentcolor, 0.25)", "fadeout(currentcolor, 0.25)", "#0000ffbf"),
      (
        "color-mix(in srgb, red, lighten(currentcolor, 0%))",
        "color-mix(in srgb, #ff0000ff 50%, lighten(currentcolor, 0%) 50%)", "#800080ff"
      ),
    ]
    for (text, description, resolved) in cases {
      let parsed = try ColorParser.parse(Tokenizer.tokenize(text)[...])
      guard case .derived(let derived) = parsed else {
        Issue.record("\(text) is not kept as a color function of currentcolor")
        continue
      }
      #expect(derived.description == description)
      #expect(parsed.resolved(currentColor: blue).hex == resolved, "\(text)")
    }
    // With concrete colors only, the function is computed at once.
    #expect(Language.color("lighten(blue, 20%)") == "#6666ffff")
  }

  @Test func colorsCompareAtEightBitsAndPrintCanonically() {
    #expect(StyleColor(red: 1, green: 0.5, blue: 0).hex == "#ff8000ff")
    #expect(StyleColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5).hex == "#80808080")
    #expect(StyleColor.byte(0.5) == 128)
    #expect(StyleColor.byte(1.5) == 255)
    #expect(StyleColor.byte(-0.1) == 0)
    #expect(StyleColor.byte(.nan) == 0)
    #expect(StyleColor.byte(0.7) == 179)  // 0.7 × 255 is 178.49999999999997 in binary
    #expect(StyleColor.byte(178.4999 / 255) == 178)
    #expect(StyleColor(rgb: 0xff8000) == StyleColor(red: 1, green: 0.502, blue: 0))
  }

  @Test func colorPropertiesTakeEveryNotationAndCurrentcolor() {
    #expect(Language.value("color", "hsb(120, 1, 0.5)") == .color(StyleColor(rgb: 0x008000)))
    #expect(Language.value("textColor", "darkGrayColor") == .color(StyleColor(rgb: 0x555555)))
    #expect(Language.value("border-color", "currentcolor") == .currentColor)
    #expect(
      Language.value("border-color", "color-mix(in srgb, currentcolor, red)")?.dependsOnCurrentColor
        == true)
    #expect(Language.value("background-color", "lighten(red, 20%)")?.description == "#ff6666ff")
    #expect(Language.rejection("color", "12px")?.id == .invalidValue)
  }
}
