import Foundation
import SkinKit

/// A computed gradient laid on a box, as CSS Images 3 §3 lays it: the gradient line (linear),
/// the ending ellipse (radial) or the center and start angle (conic), and the color stops at
/// distances along it, positions filled in and made increasing (§3.5.3, "color stop
/// fixup"). SVG draws what this computes; what it cannot draw is approximated, as the
/// Preview article says: colors are mixed in sRGB, a transition hint is a stop of the two
/// colors' midpoint color, a repeating gradient is its period repeated as stops.
///
/// ```swift
/// let box = Rect(x: 0, y: 0, width: 100, height: 50)
/// let line = GradientGeometry.linearLine(.corner(horizontal: 1, vertical: nil), in: box)
/// line.length   // 100
/// ```
enum GradientGeometry {
  /// A stop at a distance along the gradient line or ray (degrees for a conic gradient).
  struct Stop: Equatable {
    var distance: Double
    var color: StyleColor
  }

  /// The most stops a repeating gradient is unrolled into.
  static let maximumStops = 512

  // MARK: Linear

  /// The gradient line of a linear gradient: its start, end and length.
  static func linearLine(_ direction: StyleGradient.Direction, in box: Rect) -> (
    start: (x: Double, y: Double), end: (x: Double, y: Double), length: Double
  ) {
    var dx: Double
    var dy: Double
    switch direction {
    case .angle(let degrees):
      let radians = degrees * .pi / 180
      dx = sin(radians)
      dy = -cos(radians)
    case .corner(let horizontal, let vertical):
      // A corner: the line is perpendicular to the diagonal between the two other corners.
      dx = Double(horizontal ?? 0) * (vertical == nil ? 1 : box.height)
      dy = Double(vertical ?? 0) * (horizontal == nil ? 1 : box.width)
      let norm = max(hypot(dx, dy), .leastNonzeroMagnitude)
      dx /= norm
      dy /= norm
    }
    let length = abs(box.width * dx) + abs(box.height * dy)
    let half = (x: dx * length / 2, y: dy * length / 2)
    return (
      (box.midX - half.x, box.midY - half.y), (box.midX + half.x, box.midY + half.y), length
    )
  }

  // MARK: Radial

  /// A radial gradient's center and radii in a box.
  static func ellipse(
    isCircle: Bool, size: StyleGradient.RadialSize, center position: StyleGradient.Position,
    in box: Rect
  ) -> (center: (x: Double, y: Double), rx: Double, ry: Double) {
    let center = point(position, in: box)
    let sides = (
      x: (abs(center.x - box.minX), abs(center.x - box.maxX)),
      y: (abs(center.y - box.minY), abs(center.y - box.maxY))
    )
    let corners = [
      (sides.x.0, sides.y.0), (sides.x.1, sides.y.0), (sides.x.0, sides.y.1),
      (sides.x.1, sides.y.1),
    ]
    let closest = (x: min(sides.x.0, sides.x.1), y: min(sides.y.0, sides.y.1))
    let farthest = (x: max(sides.x.0, sides.x.1), y: max(sides.y.0, sides.y.1))
    let radii: (Double, Double)
    switch size {
    case .radius(let radius):
      let r = resolve(radius, against: 0)
      radii = (r, r)
    case .radii(let horizontal, let vertical):
      radii = (resolve(horizontal, against: box.width), resolve(vertical, against: box.height))
    case let extent:
      let side = extent == .closestSide || extent == .closestCorner ? closest : farthest
      let byDistance = corners.sorted { hypot($0.0, $0.1) < hypot($1.0, $1.1) }
      let corner = extent == .closestCorner ? byDistance[0] : byDistance[3]
      switch (extent, isCircle) {
      case (.closestSide, true), (.farthestSide, true):
        let r = extent == .closestSide ? min(side.x, side.y) : max(side.x, side.y)
        radii = (r, r)
      case (.closestSide, false), (.farthestSide, false):
        radii = (side.x, side.y)
      case (_, true):
        let r = hypot(corner.0, corner.1)
        radii = (r, r)
      case (_, false):
        // The ellipse of the side extent's aspect ratio through the corner.
        radii = (corner.0 * 2.0.squareRoot(), corner.1 * 2.0.squareRoot())
      }
    }
    return (center, max(radii.0, 0), max(radii.1, 0))
  }

  // MARK: Conic

  /// A conic gradient's center in a box.
  static func point(_ position: StyleGradient.Position, in box: Rect) -> (x: Double, y: Double) {
    (
      box.minX + resolve(position.x, against: box.width),
      box.minY + resolve(position.y, against: box.height)
    )
  }

  /// The distance from a point to the farthest corner of a box.
  static func farthestCorner(from point: (x: Double, y: Double), in box: Rect) -> Double {
    [(box.minX, box.minY), (box.maxX, box.minY), (box.minX, box.maxY), (box.maxX, box.maxY)]
      .map { hypot($0.0 - point.x, $0.1 - point.y) }.max() ?? 0
  }

  // MARK: Stops

  /// A computed length in points: its percentage of `basis` plus its points.
  static func resolve(_ length: LinearLength, against basis: Double) -> Double {
    length.points + length.percent / 100 * basis
  }

  /// The stops at distances (`length` is the line's, the ray's, or 360 for degrees), hints
  /// as stops of the midpoint color, positions fixed up as CSS does.
  static func stops(_ gradient: StyleGradient, length: Double) -> [Stop] {
    var positions: [Double?] = gradient.stops.map { stop in
      if let degrees = stop.degrees { return degrees }
      return stop.position.map { resolve($0, against: length) }
    }
    let colored = gradient.stops.indices.filter { gradient.stops[$0].color != nil }
    guard let first = colored.first, let last = colored.last else { return [] }
    if positions[first] == nil { positions[first] = 0 }
    if positions[last] == nil { positions[last] = length }
    // Each position at least the largest before it.
    var largest = -Double.infinity
    for index in positions.indices {
      guard let position = positions[index] else { continue }
      largest = max(largest, position)
      positions[index] = largest
    }
    // Stops without a position spread evenly between the positioned ones around them.
    var index = 0
    while index < positions.count {
      guard positions[index] == nil else {
        index += 1
        continue
      }
      let start = index - 1
      var end = index
      while positions[end] == nil { end += 1 }
      let from = positions[start]!
      let to = positions[end]!
      for missing in index..<end {
        positions[missing] = from + (to - from) * Double(missing - start) / Double(end - start)
      }
      index = end
    }
    var result: [Stop] = []
    for (offset, stop) in gradient.stops.enumerated() {
      if let color = stop.color {
        result.append(Stop(distance: positions[offset]!, color: color))
      } else if offset > 0, offset + 1 < gradient.stops.count,
        let before = gradient.stops[offset - 1].color, let after = gradient.stops[offset + 1].color
      {
        result.append(Stop(distance: positions[offset]!, color: mix(before, after, 0.5)))
      }
    }
    return result
  }

  /// The stops repeated over `0…length` (a repeating gradient's period drawn as stops, at
  /// most ``maximumStops``); one stop of the last color when the period is empty.
  static func repeated(_ stops: [Stop], over length: Double) -> [Stop] {
    guard let first = stops.first, let last = stops.last else { return [] }
    let period = last.distance - first.distance
    guard period > 0, length > 0 else { return [Stop(distance: 0, color: last.color)] }
    let startCount = Int(((0 - first.distance) / period).rounded(.down))
    let endCount = Int(((length - first.distance) / period).rounded(.up))
    var result: [Stop] = []
    for repeat_ in startCount..<max(endCount, startCount + 1) {
      for stop in stops {
        result.append(Stop(distance: stop.distance + Double(repeat_) * period, color: stop.color))
      }
      if result.count > maximumStops { break }
    }
    return result
  }

  /// The stops between `start` and `end` as offsets from 0 to 1, a stop interpolated at each
  /// end when the stops go beyond it.
  static func offsets(_ stops: [Stop], from start: Double, to end: Double) -> [(Double, StyleColor)]
  {
    guard !stops.isEmpty else { return [] }
    let span = max(end - start, .leastNonzeroMagnitude)
    var result: [(Double, StyleColor)] = []
    if let color = color(at: start, in: stops), stops[0].distance < start {
      result.append((0, color))
    }
    for stop in stops where stop.distance >= start && stop.distance <= end {
      result.append(((stop.distance - start) / span, stop.color))
    }
    if let color = color(at: end, in: stops), stops[stops.count - 1].distance > end {
      result.append((1, color))
    }
    if result.isEmpty {
      // Every stop lies on one side: the box is the color at that side.
      let color = stops[0].distance > end ? stops[0].color : stops[stops.count - 1].color
      result = [(0, color), (1, color)]
    }
    return result
  }

  /// The color at a distance: the stops' colors interpolated in sRGB, padded at the ends.
  static func color(at distance: Double, in stops: [Stop]) -> StyleColor? {
    guard let first = stops.first, let last = stops.last else { return nil }
    if distance <= first.distance { return first.color }
    if distance >= last.distance { return last.color }
    for (before, after) in zip(stops, stops.dropFirst()) where distance <= after.distance {
      let span = after.distance - before.distance
      return span <= 0
        ? after.color : mix(before.color, after.color, (distance - before.distance) / span)
    }
    return last.color
  }

  /// Two colors mixed in sRGB, `fraction` of the way from the first.
  static func mix(_ a: StyleColor, _ b: StyleColor, _ fraction: Double) -> StyleColor {
    let (ar, ag, ab) = a.srgbComponents
    let (br, bg, bb) = b.srgbComponents
    func between(_ x: Double, _ y: Double) -> Double { x + (y - x) * fraction }
    return StyleColor(
      red: between(ar, br), green: between(ag, bg), blue: between(ab, bb),
      alpha: between(a.alpha, b.alpha))
  }
}
