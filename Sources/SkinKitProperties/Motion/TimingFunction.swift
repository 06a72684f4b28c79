import Foundation

/// An easing function (CSS Easing 1 and 2): how a transition's progress in time becomes its
/// progress between the two values. ``progress(at:beforeFlag:)`` computes the output as
/// Chromium does (a cubic Bézier is solved as `gfx::CubicBezier` solves it, and extrapolated
/// outside 0…1 along its end tangents), and ``description`` is Chromium's computed form.
///
/// ```swift
/// TimingFunction.ease.progress(at: 0.5)                         // 0.80240339…
/// TimingFunction.steps(4, .jumpEnd).progress(at: 0.3)           // 0.25
/// TimingFunction.cubicBezier(0.5, -1, 0.5, 2).description        // "cubic-bezier(0.5, -1, 0.5, 2)"
/// ```
public enum TimingFunction: Sendable, Hashable, CustomStringConvertible {
  /// `linear`: the output is the input.
  case linear
  /// `ease`, `ease-in`, `ease-out` and `ease-in-out`: the cubic Béziers CSS names (kept as
  /// the keyword, which is how they serialize).
  case ease, easeIn, easeOut, easeInOut
  /// `cubic-bezier(x1, y1, x2, y2)`, x1 and x2 in 0…1.
  case cubicBezier(Double, Double, Double, Double)
  /// `steps(n, position)`; `step-start` is `steps(1, start)`, `step-end` `steps(1, end)`.
  case steps(Int, StepPosition)
  /// `linear(…)` with every stop's input resolved (CSS Easing 2 §2.1.1): at least two
  /// stops, inputs never decreasing.
  case piecewiseLinear([LinearStop])

  /// One stop of a `linear()` function: the output at an input (both 1 for 100%).
  public struct LinearStop: Sendable, Hashable {
    public var output: Double
    public var input: Double

    public init(output: Double, input: Double) {
      self.output = output
      self.input = input
    }
  }

  /// Where the jumps of a `steps()` function are (CSS Easing 1 §2.3). `start` and `end`
  /// are `jump-start` and `jump-end` under their older names, which Chromium keeps.
  public enum StepPosition: String, Sendable, Hashable, CaseIterable {
    case jumpStart = "jump-start"
    case jumpEnd = "jump-end"
    case jumpNone = "jump-none"
    case jumpBoth = "jump-both"
    case start
    case end
  }

  /// The output progress for an input progress (not limited to 0…1: a transition's
  /// progress before its start or after its end, or an overshooting function's).
  ///
  /// `beforeFlag` is CSS Easing's before flag: whether the animation is in its before phase
  /// (a step function at the very start of a jump then gives the value before the jump).
  public func progress(at input: Double, beforeFlag: Bool = false) -> Double {
    switch self {
    case .linear: return input
    case .ease, .easeIn, .easeOut, .easeInOut:
      return CubicBezierSolver(self.controlPoints).solve(input)
    case .cubicBezier(let x1, let y1, let x2, let y2):
      return CubicBezierSolver((x1, y1, x2, y2)).solve(input)
    case .steps(let count, let position):
      return Self.stepProgress(input, count: count, position: position, beforeFlag: beforeFlag)
    case .piecewiseLinear(let stops):
      return Self.linearProgress(input, stops: stops)
    }
  }

  /// The control points of a cubic Bézier function (`ease` is `(0.25, 0.1, 0.25, 1)`).
  var controlPoints: (Double, Double, Double, Double) {
    switch self {
    case .ease: (0.25, 0.1, 0.25, 1)
    case .easeIn: (0.42, 0, 1, 1)
    case .easeOut: (0, 0, 0.58, 1)
    case .easeInOut: (0.42, 0, 0.58, 1)
    case .cubicBezier(let x1, let y1, let x2, let y2): (x1, y1, x2, y2)
    default: (0, 0, 1, 1)
    }
  }

  /// CSS Easing 1 §2.3.1, as Chromium's `StepsTimingFunction::GetPreciseValue`.
  static func stepProgress(
    _ input: Double, count: Int, position: StepPosition, beforeFlag: Bool
  ) -> Double {
    let steps = Double(count)
    // The offset added before rounding down, as Chromium does: 20 ms of 100 ms is
    // 0.19999999999999998 in seconds, and 5 × that + 1 is 2 in doubles (a step more than
    // 5 × that, rounded down, + 1).
    let offset: Double =
      position == .jumpStart || position == .start || position == .jumpBoth ? 1 : 0
    var current = (input * steps + offset).rounded(.down)
    if beforeFlag && (input * steps).truncatingRemainder(dividingBy: 1) == 0 { current -= 1 }
    if input >= 0 && current < 0 { current = 0 }
    let jumps: Double =
      switch position {
      case .jumpBoth: steps + 1
      case .jumpNone: steps - 1
      default: steps
      }
    if input <= 1 && current > jumps { current = jumps }
    return current / jumps
  }

  /// CSS Easing 2 §2.1.3: the two stops around the input (the first or last two outside
  /// them, which extrapolates), interpolated.
  static func linearProgress(_ input: Double, stops: [LinearStop]) -> Double {
    guard stops.count >= 2 else { return input }
    // The first stop whose input is greater than the input.
    var upper = stops.firstIndex { $0.input > input } ?? stops.count
    upper = min(max(upper, 1), stops.count - 1)
    let (previous, next) = (stops[upper - 1], stops[upper])
    if previous.input == next.input { return next.output }
    let fraction = (input - previous.input) / (next.input - previous.input)
    return previous.output + (next.output - previous.output) * fraction
  }

  /// As Chromium's getComputedStyle prints it: keywords as written (`ease`), `steps(1)`
  /// for `step-end`, `linear(0 0%, 1 100%)` with every input, numbers with six
  /// significant digits.
  public var description: String { cssText(number: MotionNumber.text) }

  func cssText(number: (Double) -> String) -> String {
    switch self {
    case .linear: return "linear"
    case .ease: return "ease"
    case .easeIn: return "ease-in"
    case .easeOut: return "ease-out"
    case .easeInOut: return "ease-in-out"
    case .cubicBezier(let x1, let y1, let x2, let y2):
      return "cubic-bezier(" + [x1, y1, x2, y2].map(number).joined(separator: ", ") + ")"
    case .steps(let count, let position):
      if position == .end || position == .jumpEnd { return "steps(\(count))" }
      return "steps(\(count), \(position.rawValue))"
    case .piecewiseLinear(let stops):
      let parts = stops.map {
        number($0.output) + " " + number($0.input * 100) + "%"
      }
      return "linear(" + parts.joined(separator: ", ") + ")"
    }
  }
}

/// Numbers as Chromium prints a computed time or easing argument: six significant digits,
/// C's `%g` (`1234.57`, `2.5e-07`, `1e+06`).
enum MotionNumber {
  static func text(_ value: Double) -> String {
    if value == 0 { return "0" }
    return String(format: "%g", value)
  }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1), solved for x as Chromium's
/// `gfx::CubicBezier` solves it: an initial guess from 11 samples of the curve, at most four
/// Newton steps, then bisection, to within 1e-7; outside 0…1 the curve continues along its
/// tangent at the nearer end.
struct CubicBezierSolver {
  private let ax, bx, cx, ay, by, cy: Double
  private let startGradient, endGradient: Double
  private var samples: [Double] = []
  private static let epsilon = 1e-7
  private static let sampleCount = 11

  init(_ points: (Double, Double, Double, Double)) {
    let (p1x, p1y, p2x, p2y) = points
    cx = 3 * p1x
    bx = 3 * (p2x - p1x) - cx
    ax = 1 - cx - bx
    cy = 3 * p1y
    by = 3 * (p2y - p1y) - cy
    ay = 1 - cy - by
    if p1x > 0 {
      startGradient = p1y / p1x
    } else if p1y == 0 && p2x > 0 {
      startGradient = p2y / p2x
    } else if p1y == 0 && p2y == 0 {
      startGradient = 1
    } else {
      startGradient = 0
    }
    if p2x < 1 {
      endGradient = (p2y - 1) / (p2x - 1)
    } else if p2y == 1 && p1x < 1 {
      endGradient = (p1y - 1) / (p1x - 1)
    } else if p2y == 1 && p1y == 1 {
      endGradient = 1
    } else {
      endGradient = 0
    }
    let delta = 1.0 / Double(Self.sampleCount - 1)
    samples = (0..<Self.sampleCount).map { sampleX(Double($0) * delta) }
  }

  private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  private func derivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

  func solve(_ x: Double) -> Double {
    if x < 0 { return startGradient * x }
    if x > 1 { return 1 + endGradient * (x - 1) }
    return sampleY(solveX(x))
  }

  private func solveX(_ x: Double) -> Double {
    var t0 = 0.0
    var t1 = 0.0
    var t2 = x
    let delta = 1.0 / Double(Self.sampleCount - 1)
    for index in 1..<Self.sampleCount where x <= samples[index] {
      t1 = delta * Double(index)
      t0 = t1 - delta
      t2 = t0 + (t1 - t0) * (x - samples[index - 1]) / (samples[index] - samples[index - 1])
      break
    }
    var x2 = 0.0
    for _ in 0..<4 {
      x2 = sampleX(t2) - x
      if abs(x2) < Self.epsilon { return t2 }
      let d2 = derivativeX(t2)
      if abs(d2) < Self.epsilon { break }
      t2 -= x2 / d2
    }
    if abs(x2) < Self.epsilon { return t2 }
    while t0 < t1 {
      x2 = sampleX(t2)
      if abs(x2 - x) < Self.epsilon { return t2 }
      if x > x2 { t0 = t2 } else { t1 = t2 }
      t2 = (t1 + t0) * 0.5
    }
    return t2
  }
}
