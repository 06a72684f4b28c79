import Foundation
import SkinKit
import Testing

/// Seeded random transitions (Scripts/conformance/motion_random.py) run through the engine as
/// apps run it — a manager over a window and a label, the clock moved by
/// ``StyleManager/advance(to:)``, the class changed on the label — against what Chromium 156
/// computes for the same transitions, read from the label at Chromium's sample times.
/// `SKINKIT_MOTION_CASES=/path.json` adds the cases of that file (the script's `--check`).
@Suite("Motion: random transitions against Chromium")
struct RandomTransitionTests {
  /// The cases of kind `transition` (another kind has a suite of its own).
  static let cases = (RandomMotionCase.fixture + RandomMotionCase.live).filter {
    $0.kind == "transition"
  }

  @Test func theFixtureIsThere() {
    #expect(RandomMotionCase.fixture.count == 300)
    // A kind no suite runs would be skipped unseen.
    let kinds = Set((RandomMotionCase.fixture + RandomMotionCase.live).map(\.kind))
    #expect(kinds == ["transition"])
  }

  /// The sheet is one SkinKit reads without a problem (a case it could not read would test
  /// nothing), a transition starts when Chromium's does, and the label shows Chromium's value
  /// at each sample time.
  @Test("each sample is Chromium's", arguments: cases)
  func samplesAgree(_ motion: RandomMotionCase) throws {
    let stage = MotionStage(motion)
    #expect(stage.sheet.diagnostics.isEmpty, "\(motion.marker): \(stage.sheet.diagnostics)")
    let started = stage.change { $0.addClass("to") }
    let verb = motion.running ? "started" : "started no"
    #expect(
      started.count == (motion.running ? 1 : 0),
      "\(motion.marker): Chromium \(verb) transition, SkinKit \(started.map(\.description))")
    for sample in motion.samples {
      stage.advance(to: sample.time)
      expect(motion, stage, sample.value, "at \(sample.time) ms")
    }
  }

  /// An interruption at Chromium's time: the value then, the transition it starts (its
  /// duration and delay, shortened when it reverses) and its values after.
  @Test("each interruption is Chromium's", arguments: cases.filter { $0.interrupt != nil })
  func interruptionsAgree(_ motion: RandomMotionCase) throws {
    let interrupt = try #require(motion.interrupt)
    let stage = MotionStage(motion)
    _ = stage.change { $0.addClass("to") }
    stage.advance(to: interrupt.at)
    expect(motion, stage, interrupt.valueAt, "at the interruption, \(interrupt.at) ms")
    let started = stage.change { label in
      switch interrupt.kind {
      case "back": label.removeClass("to")
      case "next":
        label.removeClass("to")
        label.addClass("next")
      default: label.addClass("frozen")
      }
    }
    let what = "after the \(interrupt.kind) interruption at \(interrupt.at) ms"
    let verb = interrupt.running ? "started" : "started no"
    // CSS Transitions 1 §3 step 4.1: a transition whose current value is the after-change
    // value is cancelled. Chromium's current value, interpolated in floats (an oklab() color
    // sometimes through another space and back), may differ from it unseen (it prints the
    // same, and so does every frame of the transition Chromium then starts); SkinKit's
    // is the value itself, and SkinKit cancels.
    let unseen =
      started.isEmpty
      && interrupt.samples.last.map {
        ComparableValue.agree(
          chromium: ComparableValue(chromium: $0.value, property: motion.property),
          skinKit: ComparableValue(chromium: interrupt.valueAt, property: motion.property),
          tolerance: ComparableValue.halfTolerance)
      } == true
    #expect(
      started.count == (interrupt.running && !unseen ? 1 : 0),
      "\(motion.marker) \(what): Chromium \(verb) transition, SkinKit \(started.map(\.description))"
    )
    if let transition = started.first, let duration = interrupt.duration,
      let delay = interrupt.delay
    {
      let ours = (
        duration: transition.duration.milliseconds,
        delay: transition.start.milliseconds - interrupt.at
      )
      let timing = "Chromium's duration \(duration) ms, delay \(delay) ms; SkinKit's \(ours)"
      #expect(
        abs(ours.duration - duration) < 1e-3 && abs(ours.delay - delay) < 1e-3,
        "\(motion.marker) \(what): \(timing)")
    }
    for sample in interrupt.samples {
      stage.advance(to: interrupt.at + sample.time)
      expect(motion, stage, sample.value, "\(what), \(sample.time) ms later")
    }
  }

  /// Expects the label to show Chromium's `value` (the comparison of
  /// `TransitionConformanceTests`).
  private func expect(
    _ motion: RandomMotionCase, _ stage: MotionStage, _ value: String, _ when: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    guard let shown = stage.shown else {
      Issue.record("\(motion.marker): no widget value for \(motion.property)")
      return
    }
    #expect(
      MotionComparison.agree(value, shown, property: motion.property),
      "\(motion.marker) \(when): Chromium \(value), SkinKit \(shown)",
      sourceLocation: sourceLocation)
  }
}

extension Duration {
  /// The duration in milliseconds.
  fileprivate var milliseconds: Double {
    Double(components.seconds) * 1000 + Double(components.attoseconds) * 1e-15
  }
}
