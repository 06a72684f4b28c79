/// The transition-* settings that apply to one property of one element: the entry of its
/// computed `transition-*` lists at the last position of `transition-property` that names
/// it — by its name or another it answers to (`text-color` is `color`), or as one of a
/// shorthand's longhands (`padding` names `padding-top`) — or is `all` (CSS Transitions 1
/// §2: a shorter list repeats).
///
/// ```swift
/// let settings = TransitionSettings(
///   property: "opacity", properties: .properties(["opacity"]), durations: .times([0.3]),
///   timingFunctions: .timingFunctions([.easeOut]), delays: .times([0]),
///   behaviors: .behaviors(allowDiscrete: [false]))
/// settings?.duration   // 0.3
/// ```
package struct TransitionSettings: Sendable, Hashable {
  /// Seconds.
  package var duration: Double
  /// Seconds; negative starts the transition part way through.
  package var delay: Double
  package var timingFunction: TimingFunction
  /// `transition-behavior: allow-discrete`: values that do not interpolate transition too.
  package var allowsDiscrete: Bool

  package init(
    duration: Double, delay: Double = 0, timingFunction: TimingFunction = .ease,
    allowsDiscrete: Bool = false
  ) {
    self.duration = duration
    self.delay = delay
    self.timingFunction = timingFunction
    self.allowsDiscrete = allowsDiscrete
  }

  /// The settings for property `property` (its canonical name, or a custom property's)
  /// from an element's computed `transition-*` values, or `nil` when no entry of
  /// `transition-property` matches it (or a value is not a list of its kind). `table` says
  /// which names and shorthands stand for the property.
  package init?(
    property: String, properties: StyleValue, durations: StyleValue,
    timingFunctions: StyleValue, delays: StyleValue, behaviors: StyleValue,
    table: PropertyTable = .builtIn
  ) {
    guard case .motion(.properties(let names)) = properties,
      case .motion(.times(let durationList)) = durations, !durationList.isEmpty,
      case .motion(.timingFunctions(let functionList)) = timingFunctions,
      !functionList.isEmpty,
      case .motion(.times(let delayList)) = delays, !delayList.isEmpty,
      case .motion(.behaviors(let behaviorList)) = behaviors, !behaviorList.isEmpty,
      let index = names.lastIndex(where: {
        $0 == "all" || $0 == property || table.canonicalName($0) == property
          || table.shorthand(named: $0)?.longhands.contains(property) == true
      })
    else { return nil }
    self.init(
      duration: durationList[index % durationList.count],
      delay: delayList[index % delayList.count],
      timingFunction: functionList[index % functionList.count],
      allowsDiscrete: behaviorList[index % behaviorList.count])
  }

  /// `max(duration, 0) + delay`: a transition starts only when it is above 0.
  package var combinedDuration: Double { max(duration, 0) + delay }
}

/// One running transition of one property of one element (CSS Transitions 1 §3): what the
/// engine keeps per element and property until it ends or is cancelled. Times are seconds
/// on the app's clock.
package struct RunningTransition: Sendable, Hashable {
  package var startValue: StyleValue
  package var endValue: StyleValue
  /// The value a reversal back to this transition's start would end at (§3.1).
  package var reversingAdjustedStartValue: StyleValue
  /// How much of its duration a reversed transition takes, 0…1 (§3.1).
  package var reversingShorteningFactor: Double
  /// When it starts, its delay included.
  package var startTime: Double
  /// How long it runs (the shortening factor applied).
  package var duration: Double
  package var timingFunction: TimingFunction

  package init(
    startValue: StyleValue, endValue: StyleValue, reversingAdjustedStartValue: StyleValue,
    reversingShorteningFactor: Double, startTime: Double, duration: Double,
    timingFunction: TimingFunction
  ) {
    self.startValue = startValue
    self.endValue = endValue
    self.reversingAdjustedStartValue = reversingAdjustedStartValue
    self.reversingShorteningFactor = reversingShorteningFactor
    self.startTime = startTime
    self.duration = duration
    self.timingFunction = timingFunction
  }

  package var endTime: Double { startTime + duration }

  /// How far apart two times may be and still be one instant: half the app's clock's
  /// nanosecond. The clock's time in seconds and a start or end time summed from a delay and
  /// a duration in seconds round differently (`1.594` is not `1 + 0.594`), and a frame at
  /// the very start or end of a transition shows its start or end value, as Chromium's
  /// does.
  static let sameInstant = 5e-10

  /// Whether it has ended at `time` (then the element shows ``endValue`` and the engine
  /// drops it, keeping its end value as the completed transition's).
  package func isFinished(at time: Double) -> Bool { time >= endTime - Self.sameInstant }

  /// The eased progress at `time`: the easing function's output at the elapsed fraction
  /// (before the start, its output at 0 in the before phase; after the end, 1).
  package func progress(at time: Double) -> Double {
    if time < startTime - Self.sameInstant {
      return timingFunction.progress(at: 0, beforeFlag: true)
    }
    if isFinished(at: time) { return 1 }
    if time <= startTime + Self.sameInstant { return timingFunction.progress(at: 0) }
    return timingFunction.progress(at: (time - startTime) / duration)
  }

  /// The property's value at `time`, clamped to what `syntax` accepts.
  package func value(at time: Double, syntax: ValueSyntax) -> StyleValue {
    if isFinished(at: time) { return endValue }
    return StyleInterpolation.value(startValue, endValue, at: progress(at: time), syntax: syntax)
  }
}

/// What a style change does to one property's transition (CSS Transitions 1 §3).
package enum TransitionChange: Sendable, Hashable {
  /// Nothing runs and nothing starts.
  case none
  /// The running transition goes on as it was.
  case keep
  /// The running transition is cancelled; nothing replaces it.
  case cancel
  /// This transition starts, replacing the running one if there is one.
  case start(RunningTransition)
}

/// The rules of CSS Transitions 1 §3 and Transitions 2 §3 (behavior), as a function of one
/// property's values at a style change event: the engine computes the before-change and
/// after-change values (currentcolor computed), looks up the ``TransitionSettings``, and
/// applies the ``TransitionChange``.
///
/// ```swift
/// let change = TransitionRules.change(
///   before: .number(0), after: .number(1),
///   settings: TransitionSettings(duration: 1, timingFunction: .linear), running: nil,
///   completedEndValue: nil, now: 10, syntax: .number(range: 0...1, percentages: true))
/// // .start(a transition from 0 to 1, starting at 10 and lasting 1 s)
/// ```
package enum TransitionRules {
  /// What happens to the property's transition.
  ///
  /// - Parameters:
  ///   - before: the before-change value (a running transition's current value included).
  ///   - after: the after-change value.
  ///   - settings: the matching transition settings, `nil` when no `transition-property`
  ///     entry names the property.
  ///   - running: the property's running transition, if any.
  ///   - completedEndValue: the end value of the property's completed transition, if any.
  ///   - now: the time of the style change event.
  ///   - syntax: the property's syntax (its range clamps interpolated values).
  ///   - animatable: `false` for the properties that never transition (`transition-*`).
  package static func change(
    before: StyleValue, after: StyleValue, settings: TransitionSettings?,
    running: RunningTransition?, completedEndValue: StyleValue?, now: Double,
    syntax: ValueSyntax, animatable: Bool = true
  ) -> TransitionChange {
    guard let settings, animatable else { return running == nil ? .none : .cancel }
    let allowDiscrete = settings.allowsDiscrete
    func transitionable(_ a: StyleValue, _ b: StyleValue) -> Bool {
      allowDiscrete || StyleInterpolation.interpolates(a, b)
    }
    guard let running else {
      // §3 step 1.
      guard !StyleInterpolation.same(before, after), transitionable(before, after),
        settings.combinedDuration > 0,
        completedEndValue != after
      else { return .none }
      return .start(
        RunningTransition(
          startValue: before, endValue: after, reversingAdjustedStartValue: before,
          reversingShorteningFactor: 1, startTime: now + settings.delay,
          duration: settings.duration, timingFunction: settings.timingFunction))
    }
    // §3 step 4 (its end value unchanged: it goes on).
    if running.endValue == after { return .keep }
    let current = running.value(at: now, syntax: syntax)
    // §3 step 4.1 and 4.2.
    if StyleInterpolation.same(current, after) || !transitionable(current, after)
      || settings.combinedDuration <= 0
    {
      return .cancel
    }
    // §3 step 4.3: back towards where it came from, shortened (§3.1). The factor is
    // clamped to 0…1 as Chromium does, without the absolute value §3.1 takes: a transition
    // that overshot below its start (an easing output under 0) reverses in no time, and
    // with no positive delay does not start at all (the value is the end value at once).
    if running.reversingAdjustedStartValue == after {
      let old = running.reversingShorteningFactor
      let factor = min(max(running.progress(at: now) * old + 1 - old, 0), 1)
      let delay = settings.delay >= 0 ? settings.delay : factor * settings.delay
      guard settings.duration * factor + delay > 0 else { return .cancel }
      return .start(
        RunningTransition(
          startValue: current, endValue: after, reversingAdjustedStartValue: running.endValue,
          reversingShorteningFactor: factor, startTime: now + delay,
          duration: settings.duration * factor, timingFunction: settings.timingFunction))
    }
    // §3 step 4.4.
    return .start(
      RunningTransition(
        startValue: current, endValue: after, reversingAdjustedStartValue: current,
        reversingShorteningFactor: 1, startTime: now + settings.delay,
        duration: settings.duration, timingFunction: settings.timingFunction))
  }

  /// Whether a property transitions at all: the `transition-*` and `animation-*`
  /// properties do not (CSS Transitions 1, Animations 1: "Animation type: not animatable").
  package static func isAnimatable(_ name: String) -> Bool {
    !name.hasPrefix("transition-") && !name.hasPrefix("animation-")
  }
}
