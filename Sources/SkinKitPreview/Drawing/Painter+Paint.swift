import Foundation
import SkinKit

/// CSS paint: `box-shadow`, `background-image` gradients and `text-shadow`, as SVG draws
/// them. A blur of `b` is a Gaussian of standard deviation `b / 2` (CSS Backgrounds 3 §7.1.1);
/// an outer shadow is masked out under its box and an inner one clipped to it, as CSS draws
/// them. A conic gradient, which SVG has no paint for, is wedges of 2° each in the color at
/// their middle.
extension Painter {
  /// The degrees of one wedge of a conic gradient.
  static let wedgeDegrees = 2.0

  /// `box-shadow`'s outer shadows: the box's shape offset, grown by the spread and blurred,
  /// the last shadow first (the first is on top).
  func paintOuterShadows(_ node: PreviewNode, look: WidgetLook) {
    let frame = node.frame
    let radius = look.cornerRadius
    for shadow in look.boxShadows.reversed() where !shadow.inset && shadow.color.alpha > 0 {
      let shape = frame.offset(dx: shadow.offsetX, dy: shadow.offsetY)
        .inset(dx: -shadow.spread, dy: -shadow.spread)
      guard shape.width > 0, shape.height > 0 else { continue }
      let shapeRadius = radius > 0 ? max(0, radius + shadow.spread) : 0
      let margin = shadow.blur * 1.5 + 2
      let region = Self.union(shape.inset(dx: -margin, dy: -margin), frame)
      let filter =
        shadow.blur > 0 ? canvas.blurFilter(deviation: shadow.blur / 2, bounds: shape) : nil
      let mask = canvas.mask(showing: region, without: frame, radius: radius)
      canvas.path(
        Canvas.roundedRectPath(shape, radius: shapeRadius), fill: shadow.color, evenOdd: false,
        filter: filter, mask: mask, role: "box-shadow")
    }
  }

  /// `box-shadow`'s inner shadows: everything around the box's shape offset and shrunk by the
  /// spread, blurred and clipped to the box.
  func paintInnerShadows(_ node: PreviewNode, look: WidgetLook) {
    let frame = node.frame
    let radius = look.cornerRadius
    for shadow in look.boxShadows.reversed() where shadow.inset && shadow.color.alpha > 0 {
      let hole = frame.offset(dx: shadow.offsetX, dy: shadow.offsetY)
        .inset(dx: shadow.spread, dy: shadow.spread)
      let margin =
        shadow.blur * 1.5 + abs(shadow.offsetX) + abs(shadow.offsetY) + abs(shadow.spread) + 2
      let outer = frame.inset(dx: -margin, dy: -margin)
      var d = Canvas.roundedRectPath(outer, radius: 0)
      if hole.width > 0, hole.height > 0 {
        d += Canvas.roundedRectPath(hole, radius: max(0, radius - shadow.spread))
      }
      let filter =
        shadow.blur > 0 ? canvas.blurFilter(deviation: shadow.blur / 2, bounds: outer) : nil
      let clip = canvas.clipPath(frame, radius: radius)
      canvas.group([("clip-path", "url(#\(clip))")]) {
        canvas.path(d, fill: shadow.color, evenOdd: true, filter: filter, role: "inset-shadow")
      }
    }
  }

  /// A `background-image` gradient over the background color, in the box's shape.
  func paintBackgroundGradient(_ node: PreviewNode, look: WidgetLook) {
    guard !drawsOwnBackground(node.kind), let gradient = look.backgroundGradient else { return }
    let frame = node.frame
    guard frame.width > 0, frame.height > 0 else { return }
    let radius = look.cornerRadius
    switch gradient.kind {
    case .linear(let direction):
      let line = GradientGeometry.linearLine(direction, in: frame)
      var stops = GradientGeometry.stops(gradient, length: line.length)
      if gradient.isRepeating { stops = GradientGeometry.repeated(stops, over: line.length) }
      let id = canvas.linearGradient(
        from: line.start, to: line.end,
        stops: GradientGeometry.offsets(stops, from: 0, to: line.length))
      canvas.rect(frame, radius: radius, paintServer: id, role: "background-image")
    case .radial(let isCircle, let size, let center):
      let ellipse = GradientGeometry.ellipse(
        isCircle: isCircle, size: size, center: center, in: frame)
      let rx = max(ellipse.rx, 0.01)
      let scaleY = max(ellipse.ry, 0.01) / rx
      var stops = GradientGeometry.stops(gradient, length: rx)
      // How far the ray reaches, in horizontal units: to the farthest corner when the stops
      // repeat, else to the last stop.
      let corner =
        [frame.minX, frame.maxX].flatMap { x in
          [frame.minY, frame.maxY].map { y in
            hypot(x - ellipse.center.x, (y - ellipse.center.y) / scaleY)
          }
        }.max() ?? rx
      let reach: Double
      if gradient.isRepeating {
        reach = corner
        stops = GradientGeometry.repeated(stops, over: reach)
      } else {
        reach = max(rx, stops.last?.distance ?? rx)
      }
      let id = canvas.radialGradient(
        center: ellipse.center, radius: reach, scaleY: scaleY,
        stops: GradientGeometry.offsets(stops, from: 0, to: reach))
      canvas.rect(frame, radius: radius, paintServer: id, role: "background-image")
    case .conic(let fromDegrees, let center):
      paintConic(gradient, from: fromDegrees, at: center, in: frame, radius: radius)
    }
  }

  /// A conic gradient as wedges from its center past the farthest corner, clipped to the box;
  /// neighbouring wedges of one color are one wedge.
  private func paintConic(
    _ gradient: StyleGradient, from fromDegrees: Double, at position: StyleGradient.Position,
    in frame: Rect, radius: Double
  ) {
    let center = GradientGeometry.point(position, in: frame)
    let reach = GradientGeometry.farthestCorner(from: center, in: frame) + 1
    var stops = GradientGeometry.stops(gradient, length: 360)
    if gradient.isRepeating { stops = GradientGeometry.repeated(stops, over: 360) }
    let count = Int(360 / Self.wedgeDegrees)
    var wedges: [(start: Double, end: Double, color: StyleColor)] = []
    for index in 0..<count {
      let start = Double(index) * Self.wedgeDegrees
      guard let color = GradientGeometry.color(at: start + Self.wedgeDegrees / 2, in: stops)
      else { return }
      if let last = wedges.last, last.color == color {
        wedges[wedges.count - 1].end = start + Self.wedgeDegrees
      } else {
        wedges.append((start, start + Self.wedgeDegrees, color))
      }
    }
    let n = SVGValues.number
    func point(_ degrees: Double) -> String {
      let radians = (fromDegrees + degrees) * .pi / 180
      return "\(n(center.x + reach * sin(radians))) \(n(center.y - reach * cos(radians)))"
    }
    let clip = canvas.clipPath(frame, radius: radius)
    canvas.group([("clip-path", "url(#\(clip))"), ("data-role", "background-image")]) {
      for (index, wedge) in wedges.enumerated() {
        // Each wedge overlaps the next by half a degree, so no seam shows between them.
        let end = index == wedges.count - 1 ? wedge.end : wedge.end + 0.5
        let large = end - wedge.start > 180 ? 1 : 0
        let d =
          "M\(n(center.x)) \(n(center.y))L\(point(wedge.start))"
          + "A\(n(reach)) \(n(reach)) 0 \(large) 1 \(point(end))Z"
        canvas.path(d, fill: wedge.color, evenOdd: false, filter: nil, role: "conic-wedge")
      }
    }
  }

  /// A label line's `text-shadow`s, the last first, under the text.
  func paintTextShadows(
    _ line: String, x: Double, baseline: Double, font: StyleFont, anchor: Canvas.Anchor,
    look: WidgetLook
  ) {
    for shadow in look.textShadows.reversed() where shadow.color.alpha > 0 {
      let bounds = look.node.frame.offset(dx: shadow.offsetX, dy: shadow.offsetY)
      let filter =
        shadow.blur > 0 ? canvas.blurFilter(deviation: shadow.blur / 2, bounds: bounds) : nil
      canvas.text(
        line, x: x + shadow.offsetX, baseline: baseline + shadow.offsetY, font: font,
        color: shadow.color, anchor: anchor, letterSpacing: look.letterSpacing,
        role: "text-shadow", filter: filter)
    }
  }

  private static func union(_ a: Rect, _ b: Rect) -> Rect {
    let minX = min(a.minX, b.minX)
    let minY = min(a.minY, b.minY)
    return Rect(
      x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
  }
}
