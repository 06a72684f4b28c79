import SkinKit

/// A size in points.
package struct Size: Sendable, Hashable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(width: 0, height: 0)
}

/// A rectangle in points, origin at the top left, y growing downwards (as SVG and UIKit).
///
/// ```swift
/// let frame = Rect(x: 0, y: 0, width: 390, height: 44)
/// frame.inset(by: EdgeInsets(top: 0, right: 16, bottom: 0, left: 16)).width   // 358
/// ```
package struct Rect: Sendable, Hashable, CustomStringConvertible {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var minX: Double { x }
  public var minY: Double { y }
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
  public var midX: Double { x + width / 2 }
  public var midY: Double { y + height / 2 }
  public var size: Size { Size(width: width, height: height) }

  /// The rectangle shrunk by insets (never to a negative size).
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: x + insets.left, y: y + insets.top,
      width: max(0, width - insets.left - insets.right),
      height: max(0, height - insets.top - insets.bottom))
  }

  /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
  public func inset(dx: Double, dy: Double) -> Rect {
    inset(by: EdgeInsets(top: dy, right: dx, bottom: dy, left: dx))
  }

  /// The rectangle moved by an offset.
  public func offset(dx: Double, dy: Double) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width, height: height)
  }

  /// A rectangle of `size` centered in this one.
  public func centered(_ size: Size) -> Rect {
    Rect(
      x: midX - size.width / 2, y: midY - size.height / 2, width: size.width, height: size.height)
  }

  public var description: String { "(\(x), \(y), \(width)×\(height))" }
}

extension EdgeInsets {
  /// The sum of the left and right insets.
  var horizontal: Double { left + right }
  /// The sum of the top and bottom insets.
  var vertical: Double { top + bottom }

  /// Each side added to the other's.
  func adding(_ other: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: top + other.top, right: right + other.right, bottom: bottom + other.bottom,
      left: left + other.left)
  }
}
