import SkinKit
import Testing

/// `@keyframes` animations as apps see them: started when a node is styled with an
/// `animation-name`, moved by the clock the app drives (``StyleManager/advance(to:)``),
/// written to the objects through their bindings. The timing and interpolation are checked
/// against Chromium by `AnimationConformanceTests`; these tests check when animations start,
/// hold, stop and end, and what reaches the objects.
@Suite("Animations: @keyframes run on the app's clock")
struct AnimationEngineTests {
  static let pulse = """
    @keyframes pulse { from { opacity: 1 } 50% { opacity: 0.2 } to { opacity: 1 } }
    Label.badge { animation: pulse 1s linear infinite }
    """

  /// A window with one label, styled by a manager of a sheet (the window held here: a
  /// manager holds its roots weakly).
  private final class Screen {
    let manager: StyleManager
    let window = Window()
    let label = Label()

    init(_ sheet: String, classes: [String] = ["badge"], clockFirst: Bool = true) {
      manager = StyleManager(skin: Skin(stylesheets: [Stylesheet.parse(sheet, path: "a.skss")]))
      for name in classes { label.addClass(name) }
      window.addChild(label)
      if clockFirst { manager.advance(to: .zero) }
      manager.style(window)
    }

    @discardableResult
    func at(_ milliseconds: Int) -> StyleUpdateReport {
      manager.advance(to: .milliseconds(milliseconds))
    }
  }

  /// Equal but for the last bits of floating point (0.1 + 0.2 is not 0.3).
  private func near(_ value: Double, _ expected: Double) -> Bool { abs(value - expected) < 1e-9 }

  @Test func aPulsingBadgeLoopsOnTheClock() {
    let screen = Screen(Self.pulse)
    #expect(screen.label.alpha == 1)
    var frame = screen.at(250)
    #expect(near(screen.label.alpha, 0.6))
    #expect(frame.runningAnimations == 1)
    screen.at(500)
    #expect(near(screen.label.alpha, 0.2))
    frame = screen.at(1_750)
    #expect(near(screen.label.alpha, 0.6))
    #expect(frame.runningAnimations == 1)
    #expect(frame.description.contains("1 animations running"))
  }

  @Test func theFirstStylingStartsAnimationsAtTheClocksTime() {
    let screen = Screen(Self.pulse, clockFirst: false)
    // No clock: nothing runs, the object shows the style's values.
    #expect(screen.manager.time == nil)
    #expect(screen.label.alpha == 1)
    // The clock starts at 2 s: so does the animation.
    let first = screen.at(2_000)
    #expect(first.runningAnimations == 1)
    #expect(screen.label.alpha == 1)
    screen.at(2_250)
    #expect(near(screen.label.alpha, 0.6))
  }

  @Test func missingFromAndToKeyframesTakeTheUnderlyingValue() {
    let screen = Screen(
      """
      @keyframes flash { to { color: #ff0000 } }
      Label { color: #000000 }
      Label.badge { animation: flash 100ms linear }
      """)
    #expect(screen.label.textColor.description == "#000000ff")
    screen.at(50)
    #expect(screen.label.textColor.description == "#800000ff")
    // Ended without a fill: back to the style's value, and nothing runs.
    let end = screen.at(100)
    #expect(screen.label.textColor.description == "#000000ff")
    #expect(end.runningAnimations == 0)
    let idle = screen.at(200)
    #expect(idle.writtenProperties == 0)
  }

  @Test func theObjectsOwnValueIsTheUnderlyingValueOfWhatNoRuleSets() {
    let label = Label()
    label.textColor = StyleColor(rgb: 0x0000FF)
    let window = Window()
    window.addChild(label)
    label.addClass("badge")
    let manager = StyleManager(
      skin: Skin(stylesheets: [
        Stylesheet.parse(
          "@keyframes flash { from { color: #ff0000 } } Label.badge { animation: flash 100ms linear }",
          path: "a.skss")
      ]))
    manager.advance(to: .zero)
    manager.style(window)
    #expect(label.textColor.description == "#ff0000ff")
    manager.advance(to: .milliseconds(50))
    #expect(label.textColor.description == "#800080ff")
    manager.advance(to: .milliseconds(100))
    #expect(label.textColor.description == "#0000ffff")
  }

  @Test func fillModesHoldTheEndsAndAnIdleFrameWritesNothing() {
    let screen = Screen(
      """
      @keyframes fade { from { opacity: 0.8 } to { opacity: 0.4 } }
      Label.badge { animation: fade 200ms linear 100ms both }
      """)
    // In its delay, `backwards` shows the first keyframe.
    #expect(near(screen.label.alpha, 0.8))
    screen.at(200)
    #expect(near(screen.label.alpha, 0.6))
    let end = screen.at(300)
    #expect(near(screen.label.alpha, 0.4))
    #expect(end.runningAnimations == 0)
    let idle = screen.at(400)
    #expect(idle.writtenProperties == 0)
    #expect(near(screen.label.alpha, 0.4))
  }

  @Test func alternateIterationsRunBack() {
    let screen = Screen(
      """
      @keyframes grow { from { letter-spacing: 0px } to { letter-spacing: 10px } }
      Label.badge { animation: grow 100ms linear 3 alternate forwards }
      """)
    screen.at(25)
    #expect(near(screen.label.letterSpacing, 2.5))
    screen.at(125)
    #expect(near(screen.label.letterSpacing, 7.5))
    screen.at(225)
    #expect(near(screen.label.letterSpacing, 2.5))
    // Three iterations end forwards: the third ran from 0 to 10.
    screen.at(400)
    #expect(near(screen.label.letterSpacing, 10))
  }

  @Test func pausedHoldsItsTimeAndRunningGoesOnFromThere() {
    let screen = Screen(
      """
      @keyframes grow { from { letter-spacing: 0px } to { letter-spacing: 10px } }
      Label.badge { animation: grow 100ms linear }
      Label.badge.held { animation-play-state: paused }
      """)
    screen.at(40)
    screen.label.addClass("held")
    let update = screen.manager.updateStyles()
    #expect(update.runningAnimations == 0)
    screen.at(500)
    #expect(near(screen.label.letterSpacing, 4))
    screen.label.removeClass("held")
    screen.manager.updateStyles()
    screen.at(520)
    #expect(near(screen.label.letterSpacing, 6))
  }

  @Test func aNameNoLongerListedStopsAndTheStylesValuesComeBack() {
    let screen = Screen(
      """
      @keyframes grow { from { letter-spacing: 0px } to { letter-spacing: 10px } }
      Label { letter-spacing: 1px }
      Label.badge { animation: grow 100ms linear }
      """)
    screen.at(50)
    #expect(near(screen.label.letterSpacing, 5))
    screen.label.removeClass("badge")
    let update = screen.manager.updateStyles()
    #expect(near(screen.label.letterSpacing, 1))
    #expect(update.runningAnimations == 0)
  }

  @Test func aLaterAnimationWinsAndTheRuleOfTheStrongestLayerRuns() {
    let screen = Screen(
      """
      @layer base, theme;
      @layer theme { @keyframes a { from { letter-spacing: 10px } to { letter-spacing: 20px } } }
      @layer base { @keyframes a { from { letter-spacing: 100px } to { letter-spacing: 200px } } }
      @keyframes b { from { letter-spacing: 0px } to { letter-spacing: 4px } }
      @keyframes b { from { letter-spacing: 0px } to { letter-spacing: 8px } }
      Label.badge { animation: a 100ms linear, b 100ms linear }
      Label.badge.first { animation: b 100ms linear, a 100ms linear }
      """)
    screen.at(50)
    // `b`, the later of the list, wins; the later of two `b` rules runs.
    #expect(near(screen.label.letterSpacing, 4))
    screen.label.addClass("first")
    screen.manager.updateStyles()
    // Both keep their start; `a` from the stronger layer, `theme`, wins now.
    #expect(near(screen.label.letterSpacing, 15))
  }

  @Test func keyframesInMediaFollowTheEnvironment() {
    let screen = Screen(
      """
      @keyframes glow { to { color: #ffffff } }
      @media (prefers-color-scheme: dark) { @keyframes glow { to { color: #ff0000 } } }
      Label { color: #000000 }
      Label.badge { animation: glow 100ms linear infinite }
      """)
    screen.at(50)
    #expect(screen.label.textColor.description == "#808080ff")
    screen.manager.updateEnvironment { $0.colorScheme = .dark }
    screen.at(150)
    #expect(screen.label.textColor.description == "#800000ff")
  }

  @Test func aPerKeyframeEasingAppliesToItsSegment() {
    let screen = Screen(
      """
      @keyframes step {
        from { letter-spacing: 0px; animation-timing-function: steps(2, end) }
        50% { letter-spacing: 10px }
        to { letter-spacing: 20px }
      }
      Label.badge { animation: step 200ms linear }
      """)
    screen.at(40)
    #expect(near(screen.label.letterSpacing, 0))
    screen.at(60)
    #expect(near(screen.label.letterSpacing, 5))
    // The second segment takes the animation's easing, linear.
    screen.at(150)
    #expect(near(screen.label.letterSpacing, 15))
  }

  @Test func valuesComputeForTheNode() {
    let screen = Screen(
      """
      @keyframes inset { from { letter-spacing: 1em } to { letter-spacing: var(--wide) } }
      Label { font-size: 10px; --wide: 30px }
      Label.badge { animation: inset 100ms linear }
      """)
    #expect(near(screen.label.letterSpacing, 10))
    screen.at(50)
    #expect(near(screen.label.letterSpacing, 20))
  }

  @Test func aNodeThatLeavesTheTreeStopsAndStartsAgainWhenStyledThere() {
    let screen = Screen(Self.pulse)
    screen.at(250)
    screen.label.removeFromParent()
    let frame = screen.at(500)
    #expect(frame.runningAnimations == 0)
    #expect(near(screen.label.alpha, 0.6))
    screen.window.addChild(screen.label)
    screen.manager.updateStyles()
    #expect(screen.label.alpha == 1)
    screen.at(750)
    #expect(near(screen.label.alpha, 0.6))
  }

  @Test func reducedMotionIsTheSheetsToHonour() {
    let screen = Screen(
      Self.pulse + "\n@media (prefers-reduced-motion: reduce) { * { animation: none !important } }"
    )
    screen.at(250)
    #expect(near(screen.label.alpha, 0.6))
    let update = screen.manager.updateEnvironment { $0.reduceMotion = true }
    #expect(screen.label.alpha == 1)
    #expect(update.runningAnimations == 0)
  }
}
