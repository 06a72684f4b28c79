import SkinKit
import Testing

/// Transitions as apps see them: started by a class, a state, the environment or a skin
/// switch, moved by the clock the app drives (``StyleManager/advance(to:)``), written to the
/// objects through their bindings. The values along the way are the motion layer's (checked
/// against Chromium by `TransitionConformanceTests`); these tests check when transitions
/// start, reverse, stop and end, and what reaches the objects.
@Suite("Transitions: started by changes, moved by the app's clock")
struct TransitionEngineTests {
  static let colors = """
    Label { color: #000000; transition: color 200ms linear }
    Label.alert { color: #ff0000 }
    """

  /// A window with one label, styled by a manager of a sheet (the window held here: a
  /// manager holds its roots weakly).
  private final class Screen {
    let manager: StyleManager
    let window = Window()
    let label = Label()

    init(_ sheet: String = TransitionEngineTests.colors) {
      manager = StyleManager(skin: Skin(stylesheets: [Stylesheet.parse(sheet, path: "t.skss")]))
      window.addChild(label)
      manager.style(window)
    }

    /// Starts the clock at 0 and the label's move to the `alert` class's color.
    func startAlert() {
      manager.advance(to: .zero)
      label.addClass("alert")
      manager.updateStyles()
    }
  }

  @Test func withoutAClockChangesApplyAtOnce() {
    let screen = Screen()
    screen.label.addClass("alert")
    let report = screen.manager.updateStyles()
    #expect(screen.label.textColor.description == "#ff0000ff")
    #expect(report.startedTransitions.isEmpty)
    #expect(report.runningTransitions == 0)
    #expect(screen.manager.time == nil)
  }

  @Test func aClassChangeMovesTheValueOverTheDuration() {
    let screen = Screen()
    screen.manager.advance(to: .seconds(1))
    screen.label.addClass("alert")
    let report = screen.manager.updateStyles()
    #expect(
      report.startedTransitions.map(\.description) == [
        "0/0 Label.alert color: #000000ff → #ff0000ff, 0.2s from 1s"
      ])
    #expect(report.runningTransitions == 1)
    #expect(screen.label.textColor.description == "#000000ff")
    var frame = screen.manager.advance(to: .milliseconds(1050))
    #expect(screen.label.textColor.description == "#400000ff")
    #expect(frame.writtenProperties == 1)
    #expect(frame.runningTransitions == 1)
    screen.manager.advance(to: .milliseconds(1100))
    #expect(screen.label.textColor.description == "#800000ff")
    frame = screen.manager.advance(to: .milliseconds(1200))
    #expect(screen.label.textColor.description == "#ff0000ff")
    #expect(frame.finishedTransitions == 1)
    #expect(frame.runningTransitions == 0)
    // Idle: nothing runs, nothing is written.
    frame = screen.manager.advance(to: .milliseconds(1300))
    #expect(frame.writtenProperties == 0)
    #expect(screen.label.textColor.description == "#ff0000ff")
  }

  @Test func anInterruptedTransitionReversesShortened() {
    let screen = Screen()
    screen.startAlert()
    screen.manager.advance(to: .milliseconds(50))
    screen.label.removeClass("alert")
    let report = screen.manager.updateStyles()
    // A quarter of the way to red: back to black in a quarter of the time (CSS Transitions 1
    // §3.1), starting from where it was.
    #expect(
      report.startedTransitions.map(\.description) == [
        "0/0 Label color: #400000ff → #000000ff, 0.05s from 0.05s"
      ])
    screen.manager.advance(to: .milliseconds(75))
    #expect(screen.label.textColor.description == "#200000ff")
    let end = screen.manager.advance(to: .milliseconds(100))
    #expect(screen.label.textColor.description == "#000000ff")
    #expect(end.finishedTransitions == 1)
  }

  @Test func aNewTargetStartsFromWhereTheValueIs() {
    let screen = Screen(
      Self.colors + "Label.calm { color: #0000ff }")
    screen.startAlert()
    screen.manager.advance(to: .milliseconds(100))
    screen.label.removeClass("alert")
    screen.label.addClass("calm")
    let report = screen.manager.updateStyles()
    #expect(
      report.startedTransitions.map(\.description) == [
        "0/0 Label.calm color: #800000ff → #0000ffff, 0.2s from 0.1s"
      ])
  }

  @Test func aDelayHoldsTheStartValue() {
    let screen = Screen(
      """
      Label { color: #000000; transition: color 100ms linear 100ms }
      Label.alert { color: #ff0000 }
      """)
    screen.manager.advance(to: .zero)
    screen.label.addClass("alert")
    #expect(
      screen.manager.updateStyles().startedTransitions.map(\.description) == [
        "0/0 Label.alert color: #000000ff → #ff0000ff, 0.1s from 0.1s"
      ])
    screen.manager.advance(to: .milliseconds(50))
    #expect(screen.label.textColor.description == "#000000ff")
    screen.manager.advance(to: .milliseconds(150))
    #expect(screen.label.textColor.description == "#800000ff")
  }

  @Test func aPropertyNoLongerListedJumpsToItsValue() {
    let screen = Screen(
      Self.colors + "Label.frozen { transition-property: none }")
    screen.startAlert()
    screen.manager.advance(to: .milliseconds(50))
    screen.label.addClass("frozen")
    let report = screen.manager.updateStyles()
    #expect(report.runningTransitions == 0)
    #expect(screen.label.textColor.description == "#ff0000ff")
  }

  @Test func aRuleThatStopsApplyingTransitionsBackToTheObjectsOwnValue() {
    let screen = Screen(
      """
      Label { transition: color 100ms linear }
      Label.alert { color: #ff0000 }
      """)
    screen.label.textColor = StyleColor(rgb: 0x0000ff)
    screen.startAlert()
    screen.manager.advance(to: .milliseconds(100))
    #expect(screen.label.textColor.description == "#ff0000ff")
    screen.label.removeClass("alert")
    #expect(
      screen.manager.updateStyles().startedTransitions.map(\.description) == [
        "0/0 Label color: #ff0000ff → #0000ffff, 0.1s from 0.1s"
      ])
    screen.manager.advance(to: .milliseconds(200))
    #expect(screen.label.textColor.description == "#0000ffff")
  }

  @Test func onlyWhatReachesTheObjectTransitions() {
    // A view does not take `color` (its labels do): nothing runs for it.
    let screen = Screen(
      """
      * { transition: all 100ms linear }
      Window { color: #000000; background-color: #000000 }
      Window.dark { color: #ffffff; background-color: #ffffff }
      """)
    screen.manager.advance(to: .zero)
    screen.window.addClass("dark")
    let report = screen.manager.updateStyles()
    #expect(
      report.startedTransitions.map(\.description) == [
        "0 Window.dark background-color: #000000ff → #ffffffff, 0.1s from 0s",
        "0/0 Label color: #000000ff → #ffffffff, 0.1s from 0s",
      ])
  }

  @Test func theKeysOfSeveralLonghandsTakeEachLonghandsValue() {
    let manager = StyleManager(
      skin: Skin(stylesheets: [
        Stylesheet.parse(
          """
          View { padding: 0; transition: padding-left 100ms linear }
          View.wide { padding: 10px 20px 30px 40px }
          """, path: "t.skss")
      ]))
    let view = View()
    manager.style(view)
    manager.advance(to: .zero)
    view.addClass("wide")
    let report = manager.updateStyles()
    // Only padding-left transitions; the other sides take their new values at once.
    #expect(report.startedTransitions.map(\.property) == ["padding-left"])
    #expect(view.padding == EdgeInsets(top: 10, right: 20, bottom: 30, left: 0))
    manager.advance(to: .milliseconds(50))
    #expect(view.padding == EdgeInsets(top: 10, right: 20, bottom: 30, left: 20))
    manager.advance(to: .milliseconds(100))
    #expect(view.padding == EdgeInsets(top: 10, right: 20, bottom: 30, left: 40))
  }

  @Test func theEnvironmentAndSkinSwitchesStartTransitions() {
    let sheet = """
      Label { color: #000000; transition: color 100ms linear }
      @media (prefers-color-scheme: dark) { Label { color: #ffffff } }
      """
    let screen = Screen(sheet)
    screen.manager.advance(to: .zero)
    let dark = screen.manager.updateEnvironment { $0.colorScheme = .dark }
    #expect(
      dark.startedTransitions.map(\.description) == [
        "0/0 Label color: #000000ff → #ffffffff, 0.1s from 0s"
      ])
    #expect(screen.label.textColor.description == "#000000ff")
    screen.manager.advance(to: .milliseconds(100))
    let other = Skin(stylesheets: [
      Stylesheet.parse("Label { color: #00ff00; transition: color 100ms linear }", path: "u.skss")
    ])
    let switched = screen.manager.activate(other)
    #expect(
      switched.startedTransitions.map(\.description) == [
        "0/0 Label color: #ffffffff → #00ff00ff, 0.1s from 0.1s"
      ])
  }

  @Test func reducedMotionIsTheSheetsToHonour() {
    let sheet =
      Self.colors + """
        @media (prefers-reduced-motion: reduce) { * { transition: none !important } }
        """
    let screen = Screen(sheet)
    screen.manager.advance(to: .zero)
    screen.manager.updateEnvironment { $0.reduceMotion = true }
    screen.label.addClass("alert")
    let report = screen.manager.updateStyles()
    #expect(report.startedTransitions.isEmpty)
    #expect(screen.label.textColor.description == "#ff0000ff")
  }

  @Test func aNodeThatLeavesTheTreeStopsWhereItIs() {
    let screen = Screen()
    screen.startAlert()
    screen.manager.advance(to: .milliseconds(100))
    screen.label.removeFromParent()
    let frame = screen.manager.advance(to: .milliseconds(150))
    #expect(frame.writtenProperties == 0)
    #expect(frame.runningTransitions == 0)
    #expect(screen.label.textColor.description == "#800000ff")
    #expect(screen.window.children.isEmpty)
  }

  @Test func aNodeMovedToAnotherTreeTakesItsValuesThereAndMovesOnItsFrames() {
    let screen = Screen()
    let other = Window()
    screen.manager.style(other)
    screen.startAlert()
    screen.manager.advance(to: .milliseconds(100))
    #expect(screen.label.textColor.description == "#800000ff")
    screen.label.removeFromParent()
    other.addChild(screen.label)
    let moved = screen.manager.updateStyles()
    // Its transition stopped when it left; in the other tree its values are written again.
    #expect(moved.runningTransitions == 0)
    #expect(screen.label.textColor.description == "#ff0000ff")
    screen.label.removeClass("alert")
    #expect(
      screen.manager.updateStyles().startedTransitions.map(\.description) == [
        "0/0 Label color: #ff0000ff → #000000ff, 0.2s from 0.1s"
      ])
    let frame = screen.manager.advance(to: .milliseconds(200))
    #expect(frame.runningTransitions == 1)
    #expect(screen.label.textColor.description == "#800000ff")
    withExtendedLifetime(other) {}
  }

  @Test func anAppsOwnClassesTransitionThroughTheirBindings() {
    let manager = StyleManager(
      skin: Skin(stylesheets: [
        Stylesheet.parse(
          "Pill { background-color: #000000; transition: background-color 1s linear }"
            + " Pill.on { background-color: #0000ff }", path: "t.skss")
      ]))
    let badge = Pill()
    manager.style(badge)
    manager.advance(to: .seconds(10))
    badge.tags = ["on"]
    badge.setNeedsStyleUpdate()
    #expect(manager.updateStyles().runningTransitions == 1)
    manager.advance(to: .milliseconds(10_500))
    #expect(badge.fill.description == "#000080ff")
  }
}

/// A class of an app's own, adopting ``StyleTreeNode``.
private final class Pill: StyleTreeNode {
  var tags: [String] = []
  var fill = StyleColor.clear
  var styleParentNode: (any StyleTreeNode)? { nil }
  var styleChildNodes: [any StyleTreeNode] { [] }
  var styleClassNames: [String] { tags }
  static var styleBindings: [StyleBinding] { [.bind(\.backgroundColor, to: \Pill.fill)] }
}
