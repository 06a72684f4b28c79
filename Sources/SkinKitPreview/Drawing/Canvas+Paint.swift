import Foundation
import SkinKit

/// Paint servers and masks: the SVG that gradients and CSS shadows need.
extension Canvas {
  /// A `<linearGradient>` from `start` to `end` in user space, for `fill="url(#…)"`.
  func linearGradient(
    from start: (x: Double, y: Double), to end: (x: Double, y: Double),
    stops: [(Double, StyleColor)]
  ) -> String {
    let id = uniqueID("gradient")
    let gradient = SVGElement(
      "linearGradient",
      [
        "id": id, "gradientUnits": "userSpaceOnUse", "x1": SVGValues.number(start.x),
        "y1": SVGValues.number(start.y), "x2": SVGValues.number(end.x),
        "y2": SVGValues.number(end.y),
      ])
    appendStops(stops, to: gradient)
    defs.append(gradient)
    return id
  }

  /// A `<radialGradient>` centered on `center` reaching `radius` horizontally, scaled
  /// vertically by `scaleY` (an ellipse), for `fill="url(#…)"`.
  func radialGradient(
    center: (x: Double, y: Double), radius: Double, scaleY: Double, stops: [(Double, StyleColor)]
  ) -> String {
    let id = uniqueID("gradient")
    let (x, y) = (SVGValues.number(center.x), SVGValues.number(center.y))
    let gradient = SVGElement(
      "radialGradient",
      [
        "id": id, "gradientUnits": "userSpaceOnUse", "cx": x, "cy": y,
        "r": SVGValues.number(radius),
      ])
    if abs(scaleY - 1) > 0.0001 {
      gradient.set(
        "gradientTransform",
        "translate(\(x) \(y)) scale(1 \(SVGValues.number(scaleY))) translate(-\(x) -\(y))")
    }
    appendStops(stops, to: gradient)
    defs.append(gradient)
    return id
  }

  private func appendStops(_ stops: [(Double, StyleColor)], to gradient: SVGElement) {
    for (offset, color) in stops {
      let stop = SVGElement("stop", ["offset": SVGValues.number(min(max(offset, 0), 1))])
      let (hex, opacity) = SVGValues.paint(color)
      stop.set("stop-color", hex)
      if let opacity { stop.set("stop-opacity", opacity) }
      gradient.append(stop)
    }
  }

  /// A (rounded) rectangle filled with a paint server.
  func rect(_ rect: Rect, radius: Double, paintServer id: String, role: String) {
    let element = roundedRect(rect, radius: radius)
    element.set("fill", "url(#\(id))")
    add(element, role: role)
  }

  /// A mask that shows `region` except a (rounded) rectangle: what CSS keeps of an outer
  /// shadow, which is never drawn under its box.
  func mask(showing region: Rect, without hole: Rect, radius: Double) -> String {
    let id = uniqueID("mask")
    let mask = SVGElement(
      "mask",
      [
        "id": id, "maskUnits": "userSpaceOnUse", "x": SVGValues.number(region.x),
        "y": SVGValues.number(region.y), "width": SVGValues.number(region.width),
        "height": SVGValues.number(region.height),
      ])
    let shown = roundedRect(region, radius: 0)
    shown.set("fill", "#ffffff")
    mask.append(shown)
    let hidden = roundedRect(hole, radius: radius)
    hidden.set("fill", "#000000")
    mask.append(hidden)
    defs.append(mask)
    return id
  }

  /// A filled path (`d` in SVG path syntax) with optional fill rule, blur filter and mask.
  func path(
    _ d: String, fill: StyleColor, evenOdd: Bool, filter: String?, mask: String? = nil,
    role: String
  ) {
    let element = SVGElement("path", ["d": d])
    paint(element, "fill", fill)
    if evenOdd { element.set("fill-rule", "evenodd") }
    if let filter { element.set("filter", "url(#\(filter))") }
    if let mask { element.set("mask", "url(#\(mask))") }
    add(element, role: role)
  }

  /// The outline of a (rounded) rectangle in SVG path syntax, clockwise.
  static func roundedRectPath(_ rect: Rect, radius: Double) -> String {
    let r = max(0, min(radius, rect.width / 2, rect.height / 2))
    let n = SVGValues.number
    guard r > 0 else {
      return "M\(n(rect.minX)) \(n(rect.minY))H\(n(rect.maxX))V\(n(rect.maxY))H\(n(rect.minX))Z"
    }
    let arc = "A\(n(r)) \(n(r)) 0 0 1 "
    return "M\(n(rect.minX + r)) \(n(rect.minY))H\(n(rect.maxX - r))"
      + arc + "\(n(rect.maxX)) \(n(rect.minY + r))V\(n(rect.maxY - r))"
      + arc + "\(n(rect.maxX - r)) \(n(rect.maxY))H\(n(rect.minX + r))"
      + arc + "\(n(rect.minX)) \(n(rect.maxY - r))V\(n(rect.minY + r))"
      + arc + "\(n(rect.minX + r)) \(n(rect.minY))Z"
  }
}
