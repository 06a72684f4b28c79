import SkinKit
import Testing

/// Disagreements with Chromium 156 that the random transition cases found (seeds of
/// Scripts/conformance/motion_random.py), each fixed and kept here with Chromium's values.
@Suite("Transitions: what the random cases found")
struct TransitionFindingsTests {
  /// A label under a manager of `sheet`, its clock started at 0 (the window held here: a
  /// manager holds its roots weakly).
  private final class Stage {
    let manager: StyleManager
    let window = Window()
    let label = Label(classes: ["x"])

    init(_ sheet: String) {
      manager = StyleManager(skin: Skin(stylesheets: [Stylesheet.parse(sheet, path: "t.skss")]))
      window.addChild(label)
      manager.style(window)
      manager.advance(to: .zero)
    }

    func toggle(_ name: String) -> [String] {
      if label.classes.contains(name) { label.removeClass(name) } else { label.addClass(name) }
      return manager.updateStyles().startedTransitions.map(\.description)
    }
  }

  /// Seed 205: at the very end of a transition the label shows its end value, as Chromium's
  /// after phase does — 1594 ms on the clock is the end of a 1594ms transition, though 1.594
  /// and the clock's 1 s + 0.594 s are not the same double (it showed the last step, 42.7).
  @Test func theEndTimeShowsTheEndValue() {
    let stage = Stage(
      """
      Label.x { padding-top: 45.6px; transition: padding-top 1594ms steps(2, end) }
      Label.x.to { padding-top: 39.8px }
      """)
    _ = stage.toggle("to")
    stage.manager.advance(to: .milliseconds(1491))
    #expect(stage.label.padding.top == 42.7)
    stage.manager.advance(to: .milliseconds(1594))
    #expect(stage.label.padding.top == 39.8)
  }

  static let overshoot = """
    Label.x { padding-top: 39.6px; transition: padding-top 1900ms cubic-bezier(0.55, -0.92, 0.98, 1.04) DELAY }
    Label.x.to { padding-top: 21.7px }
    """

  /// Seed 90: a transition that went below its start (the easing's output under 0) and is
  /// sent back there reverses in no time (Chromium clamps the reversing shortening factor to
  /// 0…1 without taking its absolute value): with no delay, none starts and the label shows
  /// its start value at once (it took 0.47 s).
  @Test func aReversalFromBelowItsStartDoesNotStart() {
    let stage = Stage(Self.overshoot.replacingOccurrences(of: "DELAY", with: ""))
    _ = stage.toggle("to")
    stage.manager.advance(to: .milliseconds(592))
    #expect(
      MotionComparison.agree("43.9955px", .length(stage.label.padding.top), property: "padding-top")
    )
    #expect(stage.toggle("to").isEmpty)
    #expect(stage.label.padding.top == 39.6)
  }

  /// Seed 151's rule: with a positive delay (never shortened) the reversed transition starts
  /// and takes 0 s; Chromium reports it so (duration 0, delay 76ms) and shows 39.6px from
  /// the delay's end.
  @Test func aReversalFromBelowItsStartTakesNoTimeAfterItsDelay() {
    let stage = Stage(Self.overshoot.replacingOccurrences(of: "DELAY", with: "76ms"))
    _ = stage.toggle("to")
    stage.manager.advance(to: .milliseconds(668))
    let shown = stage.label.padding.top
    #expect(MotionComparison.agree("43.9955px", .length(shown), property: "padding-top"))
    #expect(stage.toggle("to") == ["0/0 Label.x padding-top: \(shown) → 39.6, 0s from 0.744s"])
    stage.manager.advance(to: .milliseconds(700))
    #expect(stage.label.padding.top == shown)
    stage.manager.advance(to: .milliseconds(744))
    #expect(stage.label.padding.top == 39.6)
  }

  /// Seed 2's class: an easing output under 0 takes an Oklab lightness past 1, which
  /// Chromium's transitions clamp after unpremultiplying (`color-mix()` clamps before, which
  /// leaves a translucent color's lightness above 1: 1.25 here).
  @Test func anOvershootingOklabLightnessStopsAt1() {
    let stage = Stage(
      """
      Label.x { color: rgb(255 255 255 / 0.5); transition: color 1s linear(-0.5, 1) }
      Label.x.to { color: oklch(0.5 0.1 200 / 0.5) }
      """)
    _ = stage.toggle("to")
    let color = stage.label.textColor
    #expect(color.components.0 == 1)
    #expect(
      MotionComparison.agree(
        "oklab(1 0.047053 0.0171311 / 0.5)", .color(color), property: "color"))
    stage.manager.advance(to: .milliseconds(500))
    #expect(
      MotionComparison.agree(
        "oklab(0.874995 -0.0234581 -0.00853544 / 0.5)", .color(stage.label.textColor),
        property: "color"))
  }

  /// Seeds 16867 and 3073: a frame on a step of `steps()` is where Chromium's arithmetic
  /// puts it — the elapsed fraction in seconds, and the step rounded down after adding the
  /// jump at the start: 20 ms of a 100ms `steps(5, jump-start)` is 5 × 0.19999999999999998
  /// + 1 = 2 steps (it was 1, 24.76px), and 80 ms of a 100ms `steps(5)` is 5 ×
  /// 0.7999999999999999 = 3 steps, not 4.
  @Test func aFrameOnAStepIsWhereChromiumPutsIt() {
    let stage = Stage(
      """
      Label.x { padding-bottom: 30px; padding-top: 51.24px;
        transition: padding-bottom 100ms steps(5, jump-start), padding-top 0.1s steps(5, end) }
      Label.x.to { padding-bottom: 3.8px; padding-top: 34.4px }
      """)
    _ = stage.toggle("to")
    stage.manager.advance(to: .milliseconds(20))
    #expect(
      MotionComparison.agree("19.52px", .length(stage.label.padding.bottom), property: "padding"))
    stage.manager.advance(to: .milliseconds(80))
    #expect(
      MotionComparison.agree("41.136px", .length(stage.label.padding.top), property: "padding"))
  }

  /// Seed 9135's class: sent back during its delay, a transition of an `oklab()` color is
  /// still at its start color, so none starts (SkinKit started a reversal from the color
  /// as its float interpolation holds it to the same color). Seed 11773's: a frame at a
  /// transition's start, to the clock's nanosecond, shows its start value.
  @Test func backDuringTheDelayStartsNothing() {
    let stage = Stage(
      """
      Label.x { color: oklab(0.25 0.03 0.041); transition: color 1.4s steps(5) 282ms }
      Label.x.to { color: lab(45 -35 29 / 0.64) }
      """)
    _ = stage.toggle("to")
    stage.manager.advance(to: .milliseconds(230))
    #expect(stage.toggle("to").isEmpty)
    #expect(stage.label.textColor.description == "oklab(0.25 0.03 0.041)")
    // Seed 36945: the same for a shadow of such a color.
    let shadows = Stage(
      """
      Label.x { box-shadow: -17px -5px 13px oklab(0.45 -0.044 0.206);
        transition: box-shadow 1000ms cubic-bezier(0.14, -1.3, 0.34, 2.15) 338ms allow-discrete }
      Label.x.to { box-shadow: none }
      """)
    _ = shadows.toggle("to")
    shadows.manager.advance(to: .milliseconds(147))
    #expect(shadows.toggle("to").isEmpty)
    #expect(
      shadows.label.boxShadows.map(\.description) == [
        "oklab(0.45 -0.044 0.206) -17px -5px 13px 0px"
      ])
  }

  /// Seed 11075: `calc(12px + 1.12em)` and `1.72em` under a 20px font are both 34.4px as
  /// Chromium keeps lengths (32-bit floats), so changing one for the other starts nothing
  /// (in doubles the first is 34.400000000000006).
  @Test func lengthsEqualAsChromiumKeepsThemStartNothing() {
    let stage = Stage(
      """
      Window { font-size: 20px }
      Label.x { font-size: calc(12px + 1.12em); transition: all 600ms ease 538ms }
      Label.x.to { font-size: 1.72em }
      """)
    #expect(stage.toggle("to").isEmpty)
  }
}
