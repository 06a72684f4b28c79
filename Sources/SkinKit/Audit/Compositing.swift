import SkinKitProperties

/// What a node's text is seen against: the backgrounds of the node and its ancestors painted
/// one over the other, as UIKit and a browser paint them, down to an opaque base.
///
/// Each node on the way from the root is a ``Layer``: the colors it fills its bounds with, in
/// painting order (its `background-color`; a bar's `bar-tint-color` over it), and its
/// `opacity`. A node's opacity applies to the node and everything inside it as one group
/// (CSS `opacity`; UIKit's `alpha` with group opacity, the default since iOS 7): the group
/// is painted, then blended over what is behind it. Colors are blended with source-over in
/// sRGB as stored (not linear light), as browsers and Core Animation blend, each first
/// converted and clipped to sRGB.
///
/// ```swift
/// let layers = [Compositing.Layer(fills: [StyleColor(rgba: 0xff000080)], opacity: 0.5)]
/// Compositing.paint(layers, on: .white).hex   // "#ffbfbfff" (a quarter red over white)
/// ```
///
/// Only ancestors count: siblings drawn behind a node, images and shadows are not known
/// without a layout, and are not composited.
package enum Compositing {
  /// One node's contribution: what it fills its bounds with, and its opacity.
  package struct Layer: Sendable, Hashable {
    /// The colors painted over the node's whole bounds, in order.
    package var fills: [StyleColor]
    /// The node's opacity, 0…1 (clamped).
    package var opacity: Double

    package init(fills: [StyleColor], opacity: Double = 1) {
      self.fills = fills
      self.opacity = opacity
    }
  }

  /// A color with premultiplied alpha.
  private struct Paint {
    var red = 0.0
    var green = 0.0
    var blue = 0.0
    var alpha = 0.0

    init() {}

    init(_ color: StyleColor) {
      let clipped = color.clamped
      alpha = clipped.alpha
      red = clipped.red * alpha
      green = clipped.green * alpha
      blue = clipped.blue * alpha
    }

    /// Source-over: `self` painted over `below`.
    func over(_ below: Paint) -> Paint {
      var result = Paint()
      let rest = 1 - alpha
      result.red = red + below.red * rest
      result.green = green + below.green * rest
      result.blue = blue + below.blue * rest
      result.alpha = alpha + below.alpha * rest
      return result
    }

    func scaled(by factor: Double) -> Paint {
      var result = self
      result.red *= factor
      result.green *= factor
      result.blue *= factor
      result.alpha *= factor
      return result
    }

    var color: StyleColor {
      guard alpha > 0 else { return .clear }
      return StyleColor(red: red / alpha, green: green / alpha, blue: blue / alpha, alpha: alpha)
    }
  }

  /// The color seen where `layers` (the root's first) are painted over the opaque `base`,
  /// with `foreground` (a text color, with its alpha) painted last inside the innermost
  /// layer, when given. The result is opaque when `base` is.
  package static func paint(
    _ layers: [Layer], on base: StyleColor, foreground: StyleColor? = nil
  ) -> StyleColor {
    var inner = foreground.map(Paint.init)
    for layer in layers.reversed() {
      var group = Paint()
      for fill in layer.fills { group = Paint(fill).over(group) }
      if let content = inner { group = content.over(group) }
      inner = group.scaled(by: min(max(layer.opacity.isNaN ? 1 : layer.opacity, 0), 1))
    }
    let below = Paint(base)
    return (inner.map { $0.over(below) } ?? below).color
  }
}
