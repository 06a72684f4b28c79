/// When a CSS animation has an effect, and where in an iteration it is (Web Animations 1
/// §4.5–4.10 as CSS Animations 1 uses them: no end delay, iterations start at 0, playback
/// rate 1, linear effect easing — the easing applies between keyframes): one animation's
/// `animation-duration`, `-delay`, `-iteration-count`, `-direction` and `-fill-mode`.
///
/// Times are seconds of the animation's local time (0 when it started).
package struct AnimationTiming: Sendable, Hashable {
  package enum Direction: String, Sendable, Hashable {
    case normal, reverse, alternate
    case alternateReverse = "alternate-reverse"
  }

  package enum FillMode: String, Sendable, Hashable {
    case none, forwards, backwards, both
  }

  /// Where an animation is at a time: its iteration progress (0…1 within the current
  /// iteration, after the direction is applied) and the before flag step easings read.
  package struct Progress: Sendable, Hashable {
    package let progress: Double
    package let beforeFlag: Bool
  }

  package var duration: Double
  package var delay: Double
  /// `Double.infinity` for `infinite`.
  package var iterations: Double
  package var direction: Direction
  package var fillMode: FillMode

  package init(
    duration: Double, delay: Double, iterations: Double, direction: Direction,
    fillMode: FillMode
  ) {
    self.duration = max(duration, 0)
    self.delay = delay
    self.iterations = max(iterations, 0)
    self.direction = direction
    self.fillMode = fillMode
  }

  /// The duration of all its iterations (infinite for `infinite` iterations of a non-zero
  /// duration).
  package var activeDuration: Double {
    duration == 0 || iterations == 0 ? 0 : duration * iterations
  }

  /// When its active interval ends, its delay included (never below 0).
  package var endTime: Double { max(delay + activeDuration, 0) }

  /// How near a boundary a time counts as on it: a microsecond, as in Chromium (times are
  /// sums of seconds in floating point: 0.1 + 0.2 is not 0.3).
  static let tolerance = 1e-6

  /// Whether, at `time`, it has reached its end (then it changes no more: its effect is its
  /// last value with `forwards`/`both`, none without).
  package func isFinished(at time: Double) -> Bool { time >= endTime - Self.tolerance }

  private enum Phase { case before, active, after }

  /// Its progress at `time`, or `nil` when it has no effect then (before its delay without
  /// `backwards`, after its end without `forwards`).
  package func progress(at time: Double) -> Progress? {
    let active = activeDuration
    let end = endTime
    let phase: Phase =
      time < max(min(delay, end), 0) - Self.tolerance
      ? .before : time >= max(min(delay + active, end), 0) - Self.tolerance ? .after : .active
    let activeTime: Double
    switch phase {
    case .before:
      guard fillMode == .backwards || fillMode == .both else { return nil }
      activeTime = max(time - delay, 0)
    case .active:
      activeTime = time - delay
    case .after:
      guard fillMode == .forwards || fillMode == .both else { return nil }
      activeTime = max(min(time - delay, active), 0)
    }
    // At the end of the active interval, the iterations exactly (0.69 s − 0.09 s of 0.2 s
    // iterations is 3.0000000000000004 in floating point, which would start a fourth).
    let atEnd = phase != .before && abs(activeTime - active) <= Self.tolerance
    let overall =
      duration == 0
      ? (phase == .before ? 0 : iterations) : atEnd ? iterations : activeTime / duration
    var simple = overall.isInfinite ? 0 : overall.truncatingRemainder(dividingBy: 1)
    if simple == 0, atEnd, iterations != 0 {
      simple = 1
    }
    let iteration: Double =
      phase == .after && iterations.isInfinite
      ? .infinity : simple == 1 ? overall.rounded(.down) - 1 : overall.rounded(.down)
    let forwards: Bool
    switch direction {
    case .normal: forwards = true
    case .reverse: forwards = false
    case .alternate, .alternateReverse:
      let even = iteration.isInfinite || iteration.truncatingRemainder(dividingBy: 2) == 0
      forwards = even == (direction == .alternate)
    }
    return Progress(
      progress: forwards ? simple : 1 - simple,
      beforeFlag: (phase == .before && forwards) || (phase == .after && !forwards))
  }
}
