import SkinKit
import Testing

/// `radial-gradient()`, `conic-gradient()` and their repeating forms in `background-image`
/// (CSS Images 3 §3.2, Images 4 §3.3): typed, computed and printed as Chromium 156 computes
/// them (colors as SkinKit prints them; the cases are in the browser fixture too), invalid
/// ones reported and dropped.
@Suite("Paint: radial and conic gradients")
struct RadialConicGradientTests {
  /// (value as written, value as `skss resolve` prints it for an element whose color is
  /// rgb(10, 20, 30) and font size 10px).
  static let computed: [(String, String)] = [
    ("radial-gradient(red, blue)", "radial-gradient(#ff0000ff, #0000ffff)"),
    ("radial-gradient(circle, red, blue)", "radial-gradient(circle, #ff0000ff, #0000ffff)"),
    (
      "radial-gradient(ellipse farthest-corner, red, blue)", "radial-gradient(#ff0000ff, #0000ffff)"
    ),
    ("radial-gradient(circle 10px, red, blue)", "radial-gradient(10px, #ff0000ff, #0000ffff)"),
    (
      "radial-gradient(10px 20% ellipse, red, blue)",
      "radial-gradient(10px 20%, #ff0000ff, #0000ffff)"
    ),
    (
      "radial-gradient(closest-corner circle, red, blue)",
      "radial-gradient(circle closest-corner, #ff0000ff, #0000ffff)"
    ),
    (
      "radial-gradient(farthest-side, red, blue)",
      "radial-gradient(farthest-side, #ff0000ff, #0000ffff)"
    ),
    ("radial-gradient(at top left, red, blue)", "radial-gradient(at 0% 0%, #ff0000ff, #0000ffff)"),
    (
      "radial-gradient(at bottom 10px right 5%, red, blue)",
      "radial-gradient(at 95% calc(100% - 10px), #ff0000ff, #0000ffff)"
    ),
    (
      "radial-gradient(at 2em bottom, red, blue)",
      "radial-gradient(at 20px 100%, #ff0000ff, #0000ffff)"
    ),
    (
      "radial-gradient(at right 0 bottom 0, red, blue)",
      "radial-gradient(at 100% 100%, #ff0000ff, #0000ffff)"
    ),
    ("radial-gradient(at left 50% top 50%, red, blue)", "radial-gradient(#ff0000ff, #0000ffff)"),
    (
      "radial-gradient(in oklab circle at left, red, blue)",
      "radial-gradient(circle at 0% 50% in oklab, #ff0000ff, #0000ffff)"
    ),
    (
      "radial-gradient(circle 2em at 1em 1em, red, blue)",
      "radial-gradient(20px at 10px 10px, #ff0000ff, #0000ffff)"
    ),
    (
      "radial-gradient(circle calc(10px - 20px), red, blue)",
      "radial-gradient(0px, #ff0000ff, #0000ffff)"
    ),
    (
      "repeating-radial-gradient(circle closest-side at 10% 90%, red 0, currentcolor 1em)",
      "repeating-radial-gradient(circle closest-side at 10% 90%, #ff0000ff 0px, #0a141eff 10px)"
    ),
    ("radial-gradient(red 0%, blue)", "radial-gradient(#ff0000ff 0%, #0000ffff)"),
    ("conic-gradient(red, blue)", "conic-gradient(#ff0000ff, #0000ffff)"),
    ("conic-gradient(from 0deg at center, red, blue)", "conic-gradient(#ff0000ff, #0000ffff)"),
    (
      "conic-gradient(from 0.25turn at right 10px top 0%, red, blue)",
      "conic-gradient(from 90deg at calc(100% - 10px) 0%, #ff0000ff, #0000ffff)"
    ),
    (
      "conic-gradient(red 10deg 20deg, 30%, blue 1rad)",
      "conic-gradient(#ff0000ff 10deg, #ff0000ff 20deg, 30%, #0000ffff 57.29577951308232deg)"
    ),
    (
      "conic-gradient(in hsl longer hue from 45deg at 10px 10px, red, blue)",
      "conic-gradient(from 45deg at 10px 10px in hsl longer hue, #ff0000ff, #0000ffff)"
    ),
    (
      "repeating-conic-gradient(red 0 10deg, blue 10deg calc(5% + 5%))",
      "repeating-conic-gradient(#ff0000ff 0deg, #ff0000ff 10deg, #0000ffff 10deg, #0000ffff 10%)"
    ),
  ]

  @Test func aRadialGradientIsTypedWithItsShapeSizeAndCenter() throws {
    let value = try #require(
      Language.value(
        "background-image", "radial-gradient(ellipse 10px 20% at right 4px top 0%, red, 40%, white)"
      ))
    let gradient = try #require((StyleImage?(styleValue: value) ?? nil)?.gradient)
    let center = StyleGradient.Position(
      x: LinearLength(points: -4, percent: 100), y: LinearLength(percent: 0))
    #expect(
      gradient.kind
        == .radial(
          isCircle: false, size: .radii(LinearLength(points: 10), LinearLength(percent: 20)),
          center: center))
    #expect(
      gradient.stops == [
        .init(color: StyleColor(rgb: 0xFF0000)),
        .init(color: nil, position: LinearLength(percent: 40)),
        .init(color: .white),
      ])
    #expect(gradient.direction == .angle(180))
  }

  @Test func aRadialGradientsExtentIsTyped() throws {
    let value = try #require(
      Language.value("background-image", "radial-gradient(closest-corner circle, red, blue)"))
    let gradient = try #require((StyleImage?(styleValue: value) ?? nil)?.gradient)
    #expect(gradient.kind == .radial(isCircle: true, size: .closestCorner, center: .center))
  }

  @Test func aConicGradientIsTypedWithItsAngleCenterAndAngularStops() throws {
    let value = try #require(
      Language.value("background-image", "repeating-conic-gradient(from 0.5turn, red 0, blue 25%)"))
    let gradient = try #require((StyleImage?(styleValue: value) ?? nil)?.gradient)
    #expect(gradient.kind == .conic(fromDegrees: 180, center: .center))
    #expect(gradient.isRepeating)
    #expect(
      gradient.stops == [
        .init(color: StyleColor(rgb: 0xFF0000), degrees: 0),
        .init(color: StyleColor(rgb: 0x0000FF), position: LinearLength(percent: 25)),
      ])
  }

  /// (value, message), each an `invalid-gradient` that Chromium drops too.
  static let rejected: [(String, String)] = [
    ("radial-gradient(circle 10%, red, blue)", "a circle's radius is a length, not a percentage"),
    ("radial-gradient(10px ellipse, red, blue)", "an ellipse takes two radii"),
    ("radial-gradient(circle 10px 20px, red, blue)", "a circle takes one radius"),
    ("radial-gradient(-10px, red, blue)", "a radius is never negative"),
    (
      "radial-gradient(calc(10px + 5%) 20px, red, blue)",
      "a radius mixes a percentage with a length"
    ),
    (
      "radial-gradient(ellipse closest-side 10px, red, blue)",
      "unexpected '10px' before the color stops"
    ),
    ("radial-gradient(circle in hsl at left, red, blue)", "unexpected 'at' before the color stops"),
    ("radial-gradient(at top circle, red, blue)", "unexpected 'circle' before the color stops"),
    ("radial-gradient(at left 10px top, red, blue)", "a position takes one, two or four values"),
    ("radial-gradient(at top 10px, red, blue)", "invalid position after 'at'"),
    ("radial-gradient(at, red, blue)", "expected a position after 'at'"),
    ("radial-gradient(circle)", "a gradient needs at least one color stop"),
    (
      "conic-gradient(at 10px 10px from 45deg, red, blue)",
      "unexpected 'from' before the color stops"
    ),
    ("conic-gradient(from 10px, red, blue)", "expected an angle, found '10px'"),
    ("conic-gradient(red 10px, blue)", "expected an angle, found '10px'"),
    ("conic-gradient(red 10deg 20deg 30deg, blue)", "a color stop takes at most two positions"),
    (
      "conic-gradient(red calc(10deg + 5%), blue)",
      "a math function in a conic gradient's position takes only percentages"
    ),
    (
      "repeating-conic-gradient(in hsl in hsl, red, blue)", "unexpected 'in' before the color stops"
    ),
  ]

  @Test("invalid gradients are reported where they are written", arguments: rejected)
  func invalidGradientsAreReported(_ text: String, _ message: String) throws {
    try PaintTestSupport.expectReportedAndDropped(
      "background-image", text, id: "invalid-gradient", message: message, on: "panel")
  }
}
