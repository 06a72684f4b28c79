import SkinKit
import Testing

/// What the browser fixtures cannot show: easing outside 0…1 (a transition's progress never
/// leaves it), the before flag, values of SkinKit's own types, and the transition rules'
/// bookkeeping.
@Suite("Motion: easing, interpolation and transition rules")
struct MotionLayerTests {
  @Test func cubicBeziersContinueAlongTheirEndTangents() {
    let overshoot = TimingFunction.cubicBezier(0.5, -1, 0.5, 2)
    // Start tangent y1/x1 = -2, end tangent (y2 - 1)/(x2 - 1) = -2.
    #expect(overshoot.progress(at: -0.5) == 1)
    #expect(overshoot.progress(at: 1.5) == 0)
    // x1 = 0: the tangent from the second point; both y at 0 and x2 = 1: linear.
    #expect(TimingFunction.cubicBezier(0, 0, 0.5, 1).progress(at: -1) == -2)
    #expect(TimingFunction.cubicBezier(0, 0, 1, 1).progress(at: 2) == 2)
    #expect(TimingFunction.ease.progress(at: 0) == 0)
    #expect(TimingFunction.ease.progress(at: 1) == 1)
  }

  @Test func stepsFollowCSSEasingOutside0To1AndInTheBeforePhase() {
    let steps = TimingFunction.steps(4, .jumpEnd)
    #expect(steps.progress(at: -0.1) == -0.25)
    #expect(steps.progress(at: 1.1) == 1)
    #expect(steps.progress(at: 1.3) == 1.25)
    let start = TimingFunction.steps(2, .jumpStart)
    #expect(start.progress(at: 0) == 0.5)
    #expect(start.progress(at: 0, beforeFlag: true) == 0)
    #expect(start.progress(at: 0.5, beforeFlag: true) == 0.5)
    #expect(TimingFunction.steps(3, .jumpNone).progress(at: 0.5) == 0.5)
  }

  @Test func linearFunctionsExtrapolateFromTheirOuterStops() {
    let function = TimingFunction.piecewiseLinear([
      .init(output: -0.5, input: 0), .init(output: 2, input: 1),
    ])
    #expect(function.progress(at: -0.5) == -1.75)
    #expect(function.progress(at: 1.5) == 3.25)
    let jump = TimingFunction.piecewiseLinear([
      .init(output: 0, input: 0), .init(output: 0, input: 0.5), .init(output: 1, input: 0.5),
    ])
    #expect(jump.progress(at: 0.25) == 0)
    #expect(jump.progress(at: 0.5) == 1)
    #expect(jump.progress(at: 0.75) == 1)
  }

  @Test func timingFunctionsPrintAsChromiumComputesThem() {
    #expect(TimingFunction.steps(1, .end).description == "steps(1)")
    #expect(TimingFunction.steps(1, .start).description == "steps(1, start)")
    #expect(TimingFunction.steps(3, .jumpBoth).description == "steps(3, jump-both)")
    #expect(
      TimingFunction.cubicBezier(1 / 3, 0.1234567, 0.25, 1).description
        == "cubic-bezier(0.333333, 0.123457, 0.25, 1)")
    #expect(TimingFunction.easeInOut.description == "ease-in-out")
  }

  @Test func skinKitsOwnValueTypesInterpolate() {
    let insets = StyleInterpolation.value(
      .insets(EdgeInsets(top: 0, right: 10, bottom: 20, left: 30)),
      .insets(EdgeInsets(all: 40)), at: 0.25, syntax: .insets)
    #expect(insets == .insets(EdgeInsets(top: 10, right: 17.5, bottom: 25, left: 32.5)))
    let size = StyleInterpolation.value(
      .size(StyleSize(width: 0, height: -3)), .size(StyleSize(width: 4, height: 1)), at: 0.5,
      syntax: .size)
    #expect(size == .size(StyleSize(width: 2, height: -1)))
    // Clamped to the property's range: a row height never goes below 0.
    let rowHeight = PropertyTable.builtIn.definition(named: "row-height")!.syntax
    #expect(
      StyleInterpolation.value(.length(10), .length(30), at: -1, syntax: rowHeight) == .length(0))
    #expect(
      StyleInterpolation.value(.integer(1), .integer(4), at: 0.5, syntax: .integer(minimum: 0))
        == .integer(3))
  }

  @Test func valuesWithoutAnInterpolationFlipHalfWay() {
    let syntax = ValueSyntax.boolean
    #expect(!StyleInterpolation.interpolates(.boolean(false), .boolean(true)))
    #expect(
      StyleInterpolation.value(.boolean(false), .boolean(true), at: 0.49, syntax: syntax)
        == .boolean(false))
    #expect(
      StyleInterpolation.value(.boolean(false), .boolean(true), at: 0.5, syntax: syntax)
        == .boolean(true))
    // An inset and an outset shadow do not interpolate; nor does currentcolor left in.
    let outset = StyleValue.boxShadows([StyleShadow(offsetX: 1, offsetY: 1)])
    let inset = StyleValue.boxShadows([StyleShadow(offsetX: 1, offsetY: 1, inset: true)])
    #expect(!StyleInterpolation.interpolates(outset, inset))
    #expect(!StyleInterpolation.interpolates(.currentColor, .color(.white)))
    #expect(StyleInterpolation.interpolates(.none, inset))
  }

  @Test func transitionPropertyNamesAPropertyByAnyOfItsNamesOrItsShorthand() {
    func settings(_ names: [String], for property: String) -> TransitionSettings? {
      TransitionSettings(
        property: property, properties: .motion(.properties(names)),
        durations: .motion(.times([1, 2, 3])),
        timingFunctions: .motion(.timingFunctions([.linear])),
        delays: .motion(.times([0])), behaviors: .motion(.behaviors(allowDiscrete: [false])))
    }
    #expect(settings(["text-color"], for: "color")?.duration == 1)
    #expect(settings(["opacity", "backgroundcolor"], for: "background-color")?.duration == 2)
    #expect(settings(["opacity", "color", "padding"], for: "padding-left")?.duration == 3)
    #expect(settings(["padding-top", "all"], for: "padding-top")?.duration == 2)
    #expect(settings(["colour"], for: "color") == nil)
    #expect(settings([], for: "color") == nil)
  }

  /// A transition from 0 to 100 over 1 s, linear, started at time 10.
  static func running(_ settings: TransitionSettings) -> RunningTransition? {
    let change = TransitionRules.change(
      before: .length(0), after: .length(100), settings: settings, running: nil,
      completedEndValue: nil, now: 10, syntax: .length(minimum: nil, percentages: false))
    guard case .start(let transition) = change else { return nil }
    return transition
  }

  @Test func aTransitionStartsOnlyForAChangeItCanShow() {
    let syntax = ValueSyntax.length(minimum: nil, percentages: false)
    let linear = TransitionSettings(duration: 1, timingFunction: .linear)
    let started = Self.running(linear)
    #expect(started?.startTime == 10)
    #expect(started?.endTime == 11)
    #expect(started?.value(at: 10.25, syntax: syntax) == .length(25))
    func change(_ before: StyleValue, _ after: StyleValue, _ settings: TransitionSettings?)
      -> TransitionChange
    {
      TransitionRules.change(
        before: before, after: after, settings: settings, running: nil, completedEndValue: nil,
        now: 0, syntax: syntax)
    }
    #expect(change(.length(1), .length(1), linear) == .none)
    #expect(change(.length(1), .length(2), nil) == .none)
    #expect(change(.length(1), .length(2), TransitionSettings(duration: 1, delay: -1)) == .none)
    #expect(change(.keyword("a"), .keyword("b"), linear) == .none)
    let discrete = TransitionSettings(
      duration: 1, timingFunction: .linear, allowsDiscrete: true)
    guard case .start(let flip) = change(.keyword("a"), .keyword("b"), discrete) else {
      Issue.record("allow-discrete starts a discrete transition")
      return
    }
    #expect(flip.value(at: 0.4, syntax: syntax) == .keyword("a"))
    // A completed transition that already ended at the value does not start again.
    #expect(
      TransitionRules.change(
        before: .length(1), after: .length(2), settings: linear, running: nil,
        completedEndValue: .length(2), now: 0, syntax: syntax) == .none)
  }

  @Test func aRunningTransitionIsKeptCancelledReversedOrReplaced() throws {
    let syntax = ValueSyntax.length(minimum: nil, percentages: false)
    let linear = TransitionSettings(duration: 1, timingFunction: .linear)
    let running = try #require(Self.running(linear))
    func change(_ after: StyleValue, at now: Double, _ settings: TransitionSettings? = nil)
      -> TransitionChange
    {
      TransitionRules.change(
        before: running.value(at: now, syntax: syntax), after: after,
        settings: settings ?? linear, running: running, completedEndValue: nil, now: now,
        syntax: syntax)
    }
    #expect(change(.length(100), at: 10.5) == .keep)
    #expect(change(.length(50), at: 10.5) == .cancel)
    #expect(
      TransitionRules.change(
        before: .length(50), after: .length(0), settings: nil, running: running,
        completedEndValue: nil, now: 10.5, syntax: syntax) == .cancel)
    guard case .start(let back) = change(.length(0), at: 10.25) else {
      Issue.record("going back starts a reversed transition")
      return
    }
    #expect(back.reversingShorteningFactor == 0.25)
    #expect(back.duration == 0.25)
    #expect(back.startValue == .length(25))
    #expect(back.reversingAdjustedStartValue == .length(100))
    guard case .start(let elsewhere) = change(.length(40), at: 10.25) else {
      Issue.record("a new end value starts a new transition")
      return
    }
    #expect(elsewhere.reversingShorteningFactor == 1)
    #expect(elsewhere.duration == 1)
    #expect(elsewhere.startValue == .length(25))
  }
}
