/// `round()`, `mod()` and `rem()` (CSS Values 4 §10.7, §10.8) as Chromium evaluates them
/// (`EvaluateSteppedValueFunction` in `blink/renderer/platform/geometry/math_functions.h`): the
/// multiples of B around A found with `fmod`, `nearest` choosing by A's distance to the lower
/// one against half of B, halves going up (towards +∞).
///
/// Chromium evaluates them in double when both arguments are known when the sheet is parsed
/// (`round(7px, 2px)`), and in 32-bit floats, as its lengths are, when an argument is relative
/// (`round(3.9vmax, 0.5rem)`: 31.2 and 4.8 are exact halves in double, but as floats 31.2 lies
/// below the half, which rounds down to 28.8): callers choose the type accordingly.
///
/// `SteppedValue.evaluate("nearest", 7.5, 5.0)` is 10; `SteppedValue.evaluate("mod", -7.0, 5.0)` is 3.
enum SteppedValue {
  /// `op` is a rounding strategy (`nearest`, `up`, `down`, `to-zero`), `mod` or `rem`.
  static func evaluate<T: BinaryFloatingPoint>(_ op: String, _ a: T, _ b: T) -> T {
    let rounding = op != "mod" && op != "rem"
    if b == 0 || (a.isInfinite && b.isInfinite) { return .nan }
    if rounding && (a.truncatingRemainder(dividingBy: b) == 0 || (a.isInfinite && !b.isInfinite)) {
      return a
    }
    if !rounding && a.isInfinite { return .nan }
    // A finite A with an infinite B (CSS Values 4 §10.7.1).
    let infiniteStep = !a.isInfinite && b.isInfinite
    let zero: T = a.sign == .minus ? -0.0 : 0
    var (lower, upper) = nearestMultiples(a, b)
    switch op {
    case "mod":
      if b.isInfinite && a.sign != b.sign { return .nan }
      let result = a.truncatingRemainder(dividingBy: b)
      guard result.sign != b.sign else { return result }
      return abs(a) == abs(b) ? -result : result + b
    case "rem":
      return a.truncatingRemainder(dividingBy: b)
    case "up":
      if infiniteStep { return a == 0 ? a : a.sign == .minus ? -0.0 : .infinity }
      return upper
    case "down":
      if infiniteStep { return a == 0 ? a : a.sign == .minus ? -.infinity : 0 }
      return lower
    case "to-zero":
      if infiniteStep { return zero }
      return abs(upper) < abs(lower) ? upper : lower
    default:
      if infiniteStep { return zero }
      let negative = a < 0
      if negative { swap(&lower, &upper) }
      let distance = abs(a.truncatingRemainder(dividingBy: b))
      let half = abs(b) / 2
      return distance < half || (negative && distance == half) ? lower : upper
    }
  }

  /// The multiples of B just below and just above A (`GetNearestMultiples`), the upper one
  /// summed from the smallest term up.
  private static func nearestMultiples<T: BinaryFloatingPoint>(_ a: T, _ b: T) -> (T, T) {
    let negative = a < 0
    var x = abs(a)
    var y = abs(b)
    var z = -x.truncatingRemainder(dividingBy: y)
    var lower = x + z
    if abs(x) > abs(z) { swap(&x, &z) }
    if abs(x) > abs(y) { swap(&x, &y) }
    if abs(y) > abs(z) { swap(&y, &z) }
    var upper = x + y + z
    if negative {
      swap(&lower, &upper)
      lower = -lower
      upper = -upper
    }
    return (lower, upper)
  }
}
