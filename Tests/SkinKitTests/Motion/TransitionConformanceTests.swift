import Foundation
import SkinKit
import Testing

/// Transitions computed by SkinKit's motion layer (easing functions, interpolation, the
/// rules of CSS Transitions 1 §3) against what Chromium 156 computes for the same
/// transitions, sampled on paused animations (Tests/Fixtures/Motion).
@Suite("Motion: agreement with Chromium")
struct TransitionConformanceTests {
  static let easing = MotionCase.load("easing.json")
  static let values = MotionCase.load("values.json")
  static let rules = MotionCase.load("rules.json")

  @Test func theFixturesAreThere() {
    #expect(Self.easing.count == 31)
    #expect(Self.values.count == 41)
    #expect(Self.rules.count == 16)
  }

  /// A transition starts (or does not) as in Chromium, and its value at each sample time is
  /// Chromium's: the easing function's output for the number cases, the interpolated value
  /// for the others.
  @Test("each sample is Chromium's", arguments: easing + values + rules)
  func samplesAgree(_ motion: MotionCase) throws {
    let syntax = motion.valueSyntax
    let from = try motion.computed(motion.from)
    let to = try motion.computed(motion.to)
    let change = TransitionRules.change(
      before: from, after: to, settings: try motion.settings(), running: nil,
      completedEndValue: nil, now: 0, syntax: syntax)
    guard case .start(let transition) = change else {
      #expect(!motion.running, "no transition started: \(change)")
      #expect(change == TransitionChange.none)
      return
    }
    #expect(motion.running)
    for sample in motion.samples {
      let value = transition.value(at: sample.time / 1000, syntax: syntax)
      let agrees =
        if case .number(let number) = value, motion.syntax == "number" {
          MotionComparison.agree(sample.value, number)
        } else {
          MotionComparison.agree(sample.value, value, property: motion.syntax)
        }
      #expect(agrees, "at \(sample.time) ms: Chromium \(sample.value), SkinKit \(value)")
    }
    guard let interrupt = motion.interrupt else { return }
    let now = interrupt.at / 1000
    let current = transition.value(at: now, syntax: syntax)
    #expect(MotionComparison.agree(interrupt.valueAt, current, property: motion.syntax))
    let after =
      interrupt.className == "back" ? from : try motion.computed("20px")
    let next = TransitionRules.change(
      before: current, after: after, settings: try motion.settings(), running: transition,
      completedEndValue: nil, now: now, syntax: syntax)
    guard case .start(let reversed) = next else {
      Issue.record("the interruption started nothing: \(next)")
      return
    }
    #expect(abs(reversed.duration * 1000 - (interrupt.duration ?? -1)) < 1e-6)
    #expect(abs((reversed.startTime - now) * 1000 - (interrupt.delay ?? -1)) < 1e-6)
    for sample in interrupt.samples {
      let value = reversed.value(at: now + sample.time / 1000, syntax: syntax)
      #expect(
        MotionComparison.agree(sample.value, value, property: motion.syntax),
        "after the interruption, at \(sample.time) ms: Chromium \(sample.value), SkinKit \(value)"
      )
    }
  }
}
