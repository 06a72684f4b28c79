import Foundation
import SkinKit

/// Controls: switches, sliders, progress views, steppers, segmented controls, text fields
/// and activity indicators, drawn as UIKit draws them, in the colors their styles give.
extension Painter {
  /// The soft shadow under a thumb or a selected segment.
  private var thumbShadow: Shadow {
    Shadow(color: .black, opacity: 0.16, offset: StyleSize(width: 0, height: 2), radius: 4)
  }

  /// A number attribute clamped to 0…1 (`value`, `progress`).
  private func fraction(_ node: PreviewNode, _ names: String..., default fallback: Double) -> Double
  {
    for name in names {
      if let value = node.number(name) { return min(1, max(0, value)) }
    }
    return fallback
  }

  func paintSwitch(_ node: PreviewNode, look: WidgetLook) {
    let track = node.frame.centered(Size(width: 51, height: 31))
    let isOn = node.isIn(.selected) || node.attribute("on") == "true"
    canvas.rect(
      track, radius: 15.5, fill: isOn ? look.onTint : system.fill, role: "track")
    let x = isOn ? track.maxX - 15.5 : track.x + 15.5
    let thumb = Rect(x: x - 13.5, y: track.midY - 13.5, width: 27, height: 27)
    paintShadow(thumbShadow, of: thumb, radius: 13.5, circle: true)
    canvas.circle(x: x, y: track.midY, radius: 13.5, fill: look.thumbTint, role: "thumb")
  }

  func paintSlider(_ node: PreviewNode, look: WidgetLook) {
    let inner = node.frame.inset(by: look.padding)
    let value = fraction(node, "value", default: 0.5)
    let track = Rect(x: inner.x, y: inner.midY - 2, width: inner.width, height: 4)
    let thumbX = inner.x + 14 + (inner.width - 28) * value
    canvas.rect(
      Rect(x: thumbX, y: track.y, width: track.maxX - thumbX, height: 4), radius: 2,
      fill: look.maximumTrackTint, role: "maximum-track")
    canvas.rect(
      Rect(x: track.x, y: track.y, width: thumbX - track.x, height: 4), radius: 2,
      fill: look.minimumTrackTint, role: "minimum-track")
    let thumb = Rect(x: thumbX - 14, y: inner.midY - 14, width: 28, height: 28)
    paintShadow(thumbShadow, of: thumb, radius: 14, circle: true)
    canvas.circle(x: thumbX, y: inner.midY, radius: 14, fill: look.thumbTint, role: "thumb")
  }

  func paintProgress(_ node: PreviewNode, look: WidgetLook) {
    let inner = node.frame.inset(by: look.padding)
    let progress = fraction(node, "progress", "value", default: 0.5)
    let track = Rect(x: inner.x, y: inner.midY - 2, width: inner.width, height: 4)
    canvas.rect(track, radius: 2, fill: look.trackTint, role: "track")
    canvas.rect(
      Rect(x: track.x, y: track.y, width: track.width * progress, height: 4), radius: 2,
      fill: look.progressTint, role: "progress")
  }

  func paintStepper(_ node: PreviewNode, look: WidgetLook) {
    let frame = node.frame.centered(Size(width: 94, height: 32))
    canvas.rect(
      frame, radius: 8, fill: node.style.color("background-color", or: system.tertiaryFill),
      role: "background")
    canvas.line(
      from: (frame.midX, frame.y + 7), to: (frame.midX, frame.maxY - 7), color: system.separator,
      width: 1, role: "divider")
    let color = look.textColor
    Glyphs.draw(
      "minus", in: Rect(x: frame.x + 16, y: frame.midY - 8, width: 16, height: 16), color: color,
      weight: 2, on: canvas)
    Glyphs.draw(
      "plus", in: Rect(x: frame.maxX - 32, y: frame.midY - 8, width: 16, height: 16), color: color,
      weight: 2, on: canvas)
  }

  /// Segments from the `segments` attribute; the selected one (`selected`, default 0) in
  /// `selected-segment-tint-color`, titles in `title-color` and `title-font`.
  func paintSegments(_ node: PreviewNode, look: WidgetLook) {
    let frame = node.frame.inset(by: look.padding)
    let titles = Measure.segments(of: node)
    let selected = Int(node.number("selected") ?? 0)
    let radius = node.style.length("border-radius", or: 9)
    canvas.rect(
      frame, radius: radius, fill: node.style.color("background-color", or: system.tertiaryFill),
      role: "background")
    let width = frame.width / Double(titles.count)
    for index in 1..<max(1, titles.count) where index != selected && index != selected + 1 {
      let x = frame.x + width * Double(index)
      canvas.line(
        from: (x, frame.midY - 8), to: (x, frame.midY + 8), color: system.separator, width: 1,
        role: "divider")
    }
    if titles.indices.contains(selected) {
      let segment = Rect(
        x: frame.x + width * Double(selected), y: frame.y, width: width, height: frame.height
      ).inset(dx: 2, dy: 2)
      paintShadow(thumbShadow, of: segment, radius: max(0, radius - 2))
      canvas.rect(
        segment, radius: max(0, radius - 2), fill: look.selectedSegmentTint, role: "selection")
    }
    for (index, title) in titles.enumerated() {
      let segment = Rect(
        x: frame.x + width * Double(index), y: frame.y, width: width, height: frame.height)
      line(
        title, in: segment.inset(dx: 4, dy: 0), font: look.titleFont, color: look.titleColor,
        role: "segment-title")
    }
  }

  /// A text field: its text in `color`, or its placeholder in `placeholder-color`; a field
  /// that sets neither a background nor a border gets the system's rounded fill.
  func paintTextField(_ node: PreviewNode, look: WidgetLook) {
    let frame = node.frame
    let background = node.style.color("background-color")
    if let background {
      canvas.rect(frame, radius: look.cornerRadius, fill: background, role: "background")
    } else if look.borderWidth == 0 {
      canvas.rect(frame, radius: 10, fill: system.tertiaryFill, role: "background")
    }
    var inner = frame.inset(by: look.padding)
    if let glyph = node.attribute("image") {
      Glyphs.draw(
        glyph, in: Rect(x: inner.x, y: inner.midY - 10, width: 20, height: 20),
        color: look.placeholderColor, on: canvas)
      inner = inner.inset(by: EdgeInsets(left: 28))
    }
    let (anchor, _) = anchor(for: look.textAlignment, in: inner)
    if var text = node.attribute("text"), !text.isEmpty {
      if node.attribute("secure") == "true" { text = String(repeating: "•", count: text.count) }
      line(
        text, in: inner, font: look.textFont, color: look.textColor, anchor: anchor,
        letterSpacing: look.letterSpacing, role: "text")
    } else if let placeholder = node.attribute("placeholder") {
      line(
        placeholder, in: inner, font: look.textFont, color: look.placeholderColor, anchor: anchor,
        letterSpacing: look.letterSpacing, role: "placeholder")
    }
  }

  func paintActivityIndicator(_ node: PreviewNode, look: WidgetLook) {
    let center = (x: node.frame.midX, y: node.frame.midY)
    let base = node.style.color("color", or: system.gray)
    for index in 0..<8 {
      let angle = Double(index) * .pi / 4 - .pi / 2
      var color = base
      color.alpha *= 1 - Double(index) * 0.1
      canvas.line(
        from: (center.x + cos(angle) * 4.5, center.y + sin(angle) * 4.5),
        to: (center.x + cos(angle) * 9, center.y + sin(angle) * 9), color: color, width: 2,
        role: "spoke")
    }
  }
}
