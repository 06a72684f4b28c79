import SkinKit

/// Content views: table cells (text, detail and accessory) and image views.
extension Painter {
  /// A cell's own `text` and `detail` attributes (when it has no children showing them) and
  /// its `accessory` (`disclosure` or `checkmark`).
  func paintCell(_ node: PreviewNode, look: WidgetLook) {
    let inner = node.frame.inset(by: look.padding)
    let accessory = node.attribute("accessory") ?? "none"
    let accessoryWidth = accessory == "none" ? 0.0 : 20
    let textArea = inner.inset(by: EdgeInsets(right: accessoryWidth))
    if node.visibleChildren.isEmpty {
      if let text = node.attribute("text") {
        line(
          text, in: textArea, font: look.textFont, color: look.textColor, anchor: .start,
          letterSpacing: look.letterSpacing, role: "text")
      }
      if let detail = node.attribute("detail") {
        var color = look.textColor
        color.alpha *= 0.55
        line(detail, in: textArea, font: look.textFont, color: color, anchor: .end, role: "detail")
      }
    }
    switch accessory {
    case "disclosure":
      var color = node.style.color("color") ?? system.tertiaryLabel
      if node.style.color("color") != nil { color.alpha *= 0.35 }
      Glyphs.draw(
        "chevron", in: Rect(x: inner.maxX - 10, y: inner.midY - 7, width: 14, height: 14),
        color: color, weight: 2.6, on: canvas)
    case "checkmark":
      Glyphs.draw(
        "checkmark", in: Rect(x: inner.maxX - 16, y: inner.midY - 8, width: 16, height: 16),
        color: node.style.tint, weight: 2.4, on: canvas)
    default:
      break
    }
  }

  /// An image view stands for its image: a tinted placeholder with the glyph its `image`
  /// attribute names (a picture for any other name).
  func paintImage(_ node: PreviewNode, look: WidgetLook) {
    let frame = node.frame
    let radius = look.cornerRadius
    let tint = node.style.tint
    if let background = node.style.color("background-color") {
      canvas.rect(frame, radius: radius, fill: background, role: "background")
    } else {
      var fill = tint
      fill.alpha *= 0.16
      canvas.rect(frame, radius: radius, fill: fill, role: "placeholder")
    }
    let side = min(frame.width, frame.height) * 0.52
    Glyphs.draw(
      node.attribute("image") ?? "photo", in: frame.centered(Size(width: side, height: side)),
      color: tint, weight: 1.6, on: canvas)
  }
}
