import Foundation
import SkinKit

/// Simple line icons standing in for images (`"image": "gear"` on a tab bar item, a button
/// or an image view), drawn on a 24-point grid and scaled to the rectangle they fill.
///
/// ```swift
/// Glyphs.draw("gear", in: Rect(x: 0, y: 0, width: 24, height: 24), color: tint, on: canvas)
/// ```
package enum Glyphs {
  /// The names drawn as their own icon; any other name draws as a picture.
  public static let names = [
    "house", "gear", "person", "magnifyingglass", "bell", "star", "heart", "envelope", "lock",
    "grid", "chevron", "chevron.left", "checkmark", "plus", "minus", "photo", "bolt", "cloud",
    "folder",
  ]

  /// Draws a glyph (or the picture glyph for an unknown name), stroked in `color`.
  public static func draw(
    _ name: String, in rect: Rect, color: StyleColor, weight: Double = 1.8, on canvas: Canvas
  ) {
    let scale = min(rect.width, rect.height) / 24
    let origin = (x: rect.midX - 12 * scale, y: rect.midY - 12 * scale)
    canvas.group(
      [
        (
          "transform",
          "translate(\(SVGValues.number(origin.x)) \(SVGValues.number(origin.y))) scale(\(SVGValues.number(scale)))"
        ),
        ("data-role", "icon"), ("data-icon", name),
      ]
    ) {
      // Large glyphs keep a light line: the stroke grows with the glyph only up to 1.5×.
      let stroke = weight * min(scale, 1.5) / scale
      for part in parts(of: name) {
        canvas.path(
          part.d, fill: part.filled ? color : nil, stroke: part.filled ? nil : color,
          strokeWidth: stroke)
      }
    }
  }

  private struct Part {
    var d: String
    var filled = false
  }

  private static func circle(_ x: Double, _ y: Double, _ r: Double) -> String {
    "M\(x - r) \(y) a\(r) \(r) 0 1 0 \(2 * r) 0 a\(r) \(r) 0 1 0 \(-2 * r) 0"
  }

  private static func parts(of name: String) -> [Part] {
    switch name {
    case "house":
      return [Part(d: "M3 11.5 L12 3.5 L21 11.5 M5.5 9.5 V20.5 H10 V14.5 H14 V20.5 H18.5 V9.5")]
    case "gear":
      var teeth = ""
      for index in 0..<8 {
        let angle = Double(index) * .pi / 4
        let inner = (x: 12 + cos(angle) * 7.5, y: 12 + sin(angle) * 7.5)
        let outer = (x: 12 + cos(angle) * 10, y: 12 + sin(angle) * 10)
        teeth +=
          "M\(SVGValues.number(inner.x)) \(SVGValues.number(inner.y)) L\(SVGValues.number(outer.x)) \(SVGValues.number(outer.y)) "
      }
      return [Part(d: circle(12, 12, 7)), Part(d: circle(12, 12, 3)), Part(d: teeth)]
    case "person":
      return [
        Part(d: circle(12, 8, 4)), Part(d: "M4 21 C4 16.5 7.5 14 12 14 C16.5 14 20 16.5 20 21"),
      ]
    case "magnifyingglass":
      return [Part(d: circle(10.5, 10.5, 6.5)), Part(d: "M15.5 15.5 L21 21")]
    case "bell":
      return [
        Part(d: "M6 16.5 V11 C6 7.5 8.5 5 12 5 C15.5 5 18 7.5 18 11 V16.5 L20 18.5 H4 Z"),
        Part(d: "M10 21 H14"), Part(d: "M12 3 V5"),
      ]
    case "star":
      return [
        Part(
          d:
            "M12 3 L14.6 8.9 L21 9.5 L16.2 13.8 L17.6 20.1 L12 16.8 L6.4 20.1 L7.8 13.8 L3 9.5 L9.4 8.9 Z"
        )
      ]
    case "heart":
      return [
        Part(
          d:
            "M12 20 C5 15 3 12 3 8.5 C3 6 5 4 7.5 4 C9.5 4 11 5.2 12 6.8 C13 5.2 14.5 4 16.5 4 C19 4 21 6 21 8.5 C21 12 19 15 12 20 Z"
        )
      ]
    case "envelope":
      return [Part(d: "M3 6 H21 V18 H3 Z"), Part(d: "M3 6.5 L12 13 L21 6.5")]
    case "lock":
      return [
        Part(d: "M5 11 H19 V21 H5 Z"),
        Part(d: "M8 11 V7.5 C8 5 9.8 3.5 12 3.5 C14.2 3.5 16 5 16 7.5 V11"),
      ]
    case "grid":
      return [
        Part(d: "M4 4 H10 V10 H4 Z"), Part(d: "M14 4 H20 V10 H14 Z"), Part(d: "M4 14 H10 V20 H4 Z"),
        Part(d: "M14 14 H20 V20 H14 Z"),
      ]
    case "chevron":
      return [Part(d: "M9 5 L16 12 L9 19")]
    case "chevron.left":
      return [Part(d: "M15 5 L8 12 L15 19")]
    case "checkmark":
      return [Part(d: "M4.5 12.5 L9.5 17.5 L19.5 6.5")]
    case "plus":
      return [Part(d: "M12 5 V19 M5 12 H19")]
    case "minus":
      return [Part(d: "M5 12 H19")]
    case "bolt":
      return [Part(d: "M13 2.5 L5 13.5 H11.5 L10.5 21.5 L19 10 H12.5 Z")]
    case "cloud":
      return [
        Part(
          d:
            "M7 18.5 C4.5 18.5 3 16.8 3 14.8 C3 12.8 4.6 11.2 6.6 11.2 C7 8 9.4 5.5 12.6 5.5 C15.8 5.5 18.2 8 18.4 11.2 C20 11.4 21 12.9 21 14.8 C21 16.8 19.6 18.5 17.4 18.5 Z"
        )
      ]
    case "folder":
      return [Part(d: "M3 6 H9.5 L11.5 8 H21 V19 H3 Z")]
    default:
      return [
        Part(d: "M3 5 H21 V19 H3 Z"), Part(d: "M3 17 L9 11 L13.5 15.5 L16 13 L21 18"),
        Part(d: circle(16, 8.5, 1.8)),
      ]
    }
  }
}
