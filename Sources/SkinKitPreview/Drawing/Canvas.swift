import SkinKit

/// Drawing primitives that build an SVG document: shapes and text in colors as the cascade
/// computed them (`#rrggbb` plus an opacity), groups, shadows and clips. Every shape may
/// carry a `data-role` naming what it is (`background`, `title`, `thumb`…), so a test or a
/// script can find it.
///
/// ```swift
/// let canvas = Canvas(width: 100, height: 50)
/// canvas.rect(Rect(x: 0, y: 0, width: 100, height: 50), radius: 8, fill: .white, role: "background")
/// canvas.svg   // <?xml …?><svg …><rect … fill="#ffffff" data-role="background"/></svg>
/// ```
package final class Canvas {
  private let root: SVGElement
  let defs = SVGElement("defs")
  private var stack: [SVGElement]
  private var counter = 0

  public init(width: Double, height: Double) {
    root = SVGElement(
      "svg",
      [
        "xmlns": "http://www.w3.org/2000/svg", "width": SVGValues.number(width),
        "height": SVGValues.number(height),
        "viewBox": "0 0 \(SVGValues.number(width)) \(SVGValues.number(height))",
      ])
    root.append(defs)
    stack = [root]
  }

  /// The document as text.
  public var svg: String { SVGWriter.document(root) }

  private var current: SVGElement { stack[stack.count - 1] }

  func add(_ element: SVGElement, role: String?) {
    if let role { element.set("data-role", role) }
    current.append(element)
  }

  func uniqueID(_ prefix: String) -> String {
    counter += 1
    return "\(prefix)-\(counter)"
  }

  /// Sets `fill` (or `stroke`) and its opacity from a color; `none` for nothing to paint.
  func paint(_ element: SVGElement, _ attribute: String, _ color: StyleColor?) {
    guard let color, color.bytes.alpha > 0 else {
      element.set(attribute, "none")
      return
    }
    let (hex, opacity) = SVGValues.paint(color)
    element.set(attribute, hex)
    if let opacity { element.set(attribute + "-opacity", opacity) }
  }

  // MARK: Groups

  /// Draws `body` inside a group with the given attributes.
  public func group(_ attributes: [(String, String)], _ body: () -> Void) {
    let group = SVGElement("g")
    for (name, value) in attributes { group.set(name, value) }
    current.append(group)
    stack.append(group)
    body()
    stack.removeLast()
  }

  /// A clip path of a (rounded) rectangle, for `clip-path="url(#…)"`.
  public func clipPath(_ rect: Rect, radius: Double) -> String {
    let id = uniqueID("clip")
    let clip = SVGElement("clipPath", ["id": id])
    clip.append(roundedRect(rect, radius: radius))
    defs.append(clip)
    return id
  }

  /// A Gaussian blur filter covering `bounds` (for shadows), for `filter="url(#…)"`.
  public func blurFilter(deviation: Double, bounds: Rect) -> String {
    let id = uniqueID("blur")
    let margin = deviation * 3 + 2
    let region = bounds.inset(dx: -margin, dy: -margin)
    let filter = SVGElement(
      "filter",
      [
        "id": id, "filterUnits": "userSpaceOnUse", "x": SVGValues.number(region.x),
        "y": SVGValues.number(region.y), "width": SVGValues.number(region.width),
        "height": SVGValues.number(region.height),
      ])
    filter.append(SVGElement("feGaussianBlur", ["stdDeviation": SVGValues.number(deviation)]))
    defs.append(filter)
    return id
  }

  // MARK: Shapes

  func roundedRect(_ rect: Rect, radius: Double) -> SVGElement {
    let element = SVGElement(
      "rect",
      [
        "x": SVGValues.number(rect.x), "y": SVGValues.number(rect.y),
        "width": SVGValues.number(rect.width), "height": SVGValues.number(rect.height),
      ])
    let radius = min(radius, rect.width / 2, rect.height / 2)
    if radius > 0 {
      element.set("rx", SVGValues.number(radius))
      element.set("ry", SVGValues.number(radius))
    }
    return element
  }

  /// A rectangle with rounded corners, filled and/or stroked.
  public func rect(
    _ rect: Rect, radius: Double = 0, fill: StyleColor?, stroke: StyleColor? = nil,
    strokeWidth: Double = 1, role: String? = nil, filter: String? = nil
  ) {
    let element = roundedRect(rect, radius: radius)
    paint(element, "fill", fill)
    if let stroke {
      paint(element, "stroke", stroke)
      element.set("stroke-width", SVGValues.number(strokeWidth))
    }
    if let filter { element.set("filter", "url(#\(filter))") }
    add(element, role: role)
  }

  /// A circle.
  public func circle(
    x: Double, y: Double, radius: Double, fill: StyleColor?, stroke: StyleColor? = nil,
    strokeWidth: Double = 1, role: String? = nil, filter: String? = nil
  ) {
    let element = SVGElement(
      "circle",
      ["cx": SVGValues.number(x), "cy": SVGValues.number(y), "r": SVGValues.number(radius)])
    paint(element, "fill", fill)
    if let stroke {
      paint(element, "stroke", stroke)
      element.set("stroke-width", SVGValues.number(strokeWidth))
    }
    if let filter { element.set("filter", "url(#\(filter))") }
    add(element, role: role)
  }

  /// A straight line with round caps.
  public func line(
    from start: (x: Double, y: Double), to end: (x: Double, y: Double), color: StyleColor,
    width: Double, role: String? = nil
  ) {
    let element = SVGElement(
      "line",
      [
        "x1": SVGValues.number(start.x), "y1": SVGValues.number(start.y),
        "x2": SVGValues.number(end.x), "y2": SVGValues.number(end.y),
        "stroke-width": SVGValues.number(width), "stroke-linecap": "round",
      ])
    paint(element, "stroke", color)
    add(element, role: role)
  }

  /// A path (`d` in SVG path syntax), filled and/or stroked.
  public func path(
    _ d: String, fill: StyleColor?, stroke: StyleColor? = nil, strokeWidth: Double = 1,
    role: String? = nil
  ) {
    let element = SVGElement("path", ["d": d])
    paint(element, "fill", fill)
    if let stroke {
      paint(element, "stroke", stroke)
      element.set("stroke-width", SVGValues.number(strokeWidth))
      element.set("stroke-linecap", "round")
      element.set("stroke-linejoin", "round")
    }
    add(element, role: role)
  }

  /// Where a line of text is anchored: its start, middle or end.
  package enum Anchor: String, Sendable {
    case start, middle, end
  }

  /// One line of text with its baseline at `y`.
  public func text(
    _ string: String, x: Double, baseline y: Double, font: StyleFont, color: StyleColor,
    anchor: Anchor = .start, letterSpacing: Double = 0, role: String? = nil,
    filter: String? = nil
  ) {
    guard !string.isEmpty else { return }
    let element = SVGElement(
      "text",
      [
        "x": SVGValues.number(x), "y": SVGValues.number(y),
        "font-family": SVGValues.fontFamily(font), "font-size": SVGValues.number(font.size),
      ], text: string)
    if font.weight != 400 { element.set("font-weight", String(font.weight)) }
    if font.italic { element.set("font-style", "italic") }
    paint(element, "fill", color)
    if anchor != .start { element.set("text-anchor", anchor.rawValue) }
    if letterSpacing != 0 { element.set("letter-spacing", SVGValues.number(letterSpacing)) }
    if let filter { element.set("filter", "url(#\(filter))") }
    add(element, role: role)
  }
}
