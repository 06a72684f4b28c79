import SkinKit
import Testing

/// `linear-gradient()` and `repeating-linear-gradient()` in `background-image` (CSS Images 3
/// §3.1, Images 4 §3.1): parsed into a typed gradient, computed and printed as Chromium
/// computes them (colors as SkinKit prints them), invalid ones reported and dropped.
@Suite("Paint: gradients")
struct GradientTests {
  /// (value as written, value as `skss resolve` prints it for an element whose color is
  /// rgb(10, 20, 30) and font size 10px).
  static let computed: [(String, String)] = [
    ("linear-gradient(red, blue)", "linear-gradient(#ff0000ff, #0000ffff)"),
    ("linear-gradient(to bottom, red, blue)", "linear-gradient(#ff0000ff, #0000ffff)"),
    (
      "linear-gradient(to top left, red, blue)",
      "linear-gradient(to left top, #ff0000ff, #0000ffff)"
    ),
    ("linear-gradient(0.25turn, red, blue)", "linear-gradient(90deg, #ff0000ff, #0000ffff)"),
    ("linear-gradient(100grad, red, blue)", "linear-gradient(90deg, #ff0000ff, #0000ffff)"),
    ("linear-gradient(180deg, red, blue)", "linear-gradient(#ff0000ff, #0000ffff)"),
    (
      "linear-gradient(red 10% 20%, 30%, currentcolor 2em)",
      "linear-gradient(#ff0000ff 10%, #ff0000ff 20%, 30%, #0a141eff 20px)"
    ),
    (
      "repeating-linear-gradient(in oklch longer hue 45deg, red 0, blue calc(10px + 5%))",
      "repeating-linear-gradient(45deg in oklch longer hue, #ff0000ff 0px, #0000ffff calc(5% + 10px))"
    ),
    ("linear-gradient(in srgb, red, blue)", "linear-gradient(#ff0000ff, #0000ffff)"),
    (
      "linear-gradient(in hsl shorter hue, red, blue)",
      "linear-gradient(in hsl, #ff0000ff, #0000ffff)"
    ),
    (
      "linear-gradient(in oklab, oklch(0.5 0.1 20), blue)",
      "linear-gradient(oklch(0.5 0.1 20), #0000ffff)"
    ),
    ("linear-gradient(in xyz, red, blue)", "linear-gradient(in xyz-d65, #ff0000ff, #0000ffff)"),
    (
      "linear-gradient(red 0%, 0%, blue 0 100%)",
      "linear-gradient(#ff0000ff 0%, 0%, #0000ffff 0px, #0000ffff 100%)"
    ),
  ]

  @Test(
    "each gradient computes to Chromium's form (radial and conic ones too)",
    arguments: computed + RadialConicGradientTests.computed)
  func computesLikeChromium(_ text: String, _ expected: String) throws {
    let resolved = try Language.resolve(
      "#panel { color: rgb(10, 20, 30); font-size: 10px; background-image: \(text) }")
    #expect(resolved.value("background-image", of: "panel") == expected)
    #expect(resolved.diagnostics.isEmpty)
  }

  @Test func theTypedValueIsAnImageHoldingTheGradient() throws {
    let value = try #require(
      Language.value("background-image", "linear-gradient(to right, red, 40%, white 80%)"))
    let image = try #require(StyleImage?(styleValue: value) ?? nil)
    let gradient = try #require(image.gradient)
    #expect(image.name == "")
    #expect(gradient.direction == .corner(horizontal: 1, vertical: nil))
    #expect(
      gradient.stops == [
        .init(color: StyleColor(rgb: 0xFF0000)),
        .init(color: nil, position: LinearLength(percent: 40)),
        .init(color: .white, position: LinearLength(percent: 80)),
      ])
    #expect(gradient.interpolationMethod == nil)
  }

  /// (value, id, message).
  static let rejected: [(String, String, String)] = [
    (
      "linear-gradient(red 10%, 20%, 30%, blue)", "invalid-gradient",
      "a transition hint must stand between two color stops"
    ),
    (
      "linear-gradient(10%, red)", "invalid-gradient",
      "a transition hint must stand between two color stops"
    ),
    (
      "linear-gradient(to right red, blue)", "invalid-gradient",
      "unexpected 'red' before the color stops"
    ),
    (
      "linear-gradient(to middle, red, blue)", "invalid-gradient",
      "expected a side after 'to', found 'middle'"
    ),
    (
      "linear-gradient(in oklab longer hue, red, blue)", "invalid-gradient",
      "expected a color space after 'in', found 'oklab longer hue'"
    ),
    (
      "linear-gradient(red 1px 2px 3px, blue)", "invalid-gradient",
      "a color stop takes at most two positions"
    ),
    ("linear-gradient(45deg)", "invalid-gradient", "a gradient needs at least one color stop"),
  ]

  @Test("invalid gradients are reported where they are written", arguments: rejected)
  func invalidGradientsAreReported(_ text: String, _ id: String, _ message: String) throws {
    try PaintTestSupport.expectReportedAndDropped(
      "background-image", text, id: id, message: message, on: "panel")
  }

  @Test func aButtonTakesTheGradientAsItsBackgroundImage() {
    let button = Button(identifier: "go")
    PaintTestSupport.style(
      button, with: "#go { color: blue; background-image: linear-gradient(currentcolor, white) }")
    let gradient = StyleGradient(stops: [
      .init(color: StyleColor(rgb: 0x0000FF)), .init(color: .white),
    ])
    #expect(button.backgroundImage == StyleImage(gradient: gradient))
  }
}
