import SkinKitSyntax

extension StyleGradient {
  /// A point of the box a radial or conic gradient is centered on (`at <position>`): each
  /// coordinate from the box's left or top edge, a percentage of its width or height plus
  /// points (`right 10px` is `calc(100% - 10px)`).
  public struct Position: Sendable, Hashable {
    /// From the left edge.
    public var x: LinearLength
    /// From the top edge.
    public var y: LinearLength
    /// Whether each coordinate was written as a percentage (a keyword is one): Chromium
    /// prints a zero one as `0%`, a zero length as `0px`. Not part of the value.
    package var isPercentage = (x: false, y: false)

    public init(x: LinearLength, y: LinearLength) {
      self.x = x
      self.y = y
    }

    public static func == (lhs: Position, rhs: Position) -> Bool {
      lhs.x == rhs.x && lhs.y == rhs.y
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(x)
      hasher.combine(y)
    }

    /// The middle of the box (`at center`), the default.
    public static let center = Position(x: LinearLength(percent: 50), y: LinearLength(percent: 50))
  }

  /// How far a radial gradient's ending shape reaches: to a side or a corner of the box
  /// (CSS Images 3 §3.2.1), or given radii.
  public enum RadialSize: Sendable, Hashable {
    case closestSide, closestCorner, farthestSide, farthestCorner
    /// A circle's radius (never a percentage).
    case radius(LinearLength)
    /// An ellipse's horizontal and vertical radii.
    case radii(LinearLength, LinearLength)

    /// The extent keywords, by name.
    static let extents: [String: RadialSize] = [
      "closest-side": .closestSide, "closest-corner": .closestCorner,
      "farthest-side": .farthestSide, "farthest-corner": .farthestCorner,
    ]
  }
}

extension StyleGradient.Kind {
  /// The function's name without `repeating-`.
  var functionName: String {
    switch self {
    case .linear: "linear-gradient"
    case .radial: "radial-gradient"
    case .conic: "conic-gradient"
    }
  }

  /// The words before the interpolation method in Chromium's computed form (none for the
  /// defaults).
  var headWords: [String] {
    switch self {
    case .linear(.angle(let degrees)) where degrees != 180:
      return [TokenPrinter.formatNumber(degrees) + "deg"]
    case .linear(.corner(let horizontal, let vertical)) where !(horizontal == nil && vertical == 1):
      let sides = [
        horizontal.map { $0 < 0 ? "left" : "right" }, vertical.map { $0 < 0 ? "top" : "bottom" },
      ]
      return ["to"] + sides.compactMap { $0 }
    case .linear: return []
    case .radial(let isCircle, let size, let center):
      var words: [String] = []
      switch size {
      case .radius(let radius):
        words.append(StyleGradient.positionText(radius))
      case .radii(let horizontal, let vertical):
        words += [StyleGradient.positionText(horizontal), StyleGradient.positionText(vertical)]
      default:
        if isCircle { words.append("circle") }
        if size != .farthestCorner {
          words += StyleGradient.RadialSize.extents.filter { $0.value == size }.map(\.key)
        }
      }
      return words + Self.centerWords(center)
    case .conic(let fromDegrees, let center):
      let from = fromDegrees == 0 ? [] : ["from", TokenPrinter.formatNumber(fromDegrees) + "deg"]
      return from + Self.centerWords(center)
    }
  }

  private static func centerWords(_ center: StyleGradient.Position) -> [String] {
    guard center != .center else { return [] }
    func text(_ length: LinearLength, isPercentage: Bool) -> String {
      isPercentage && length == LinearLength() ? "0%" : StyleGradient.positionText(length)
    }
    return [
      "at", text(center.x, isPercentage: center.isPercentage.x),
      text(center.y, isPercentage: center.isPercentage.y),
    ]
  }

  /// The lengths of its geometry.
  var lengths: [LinearLength] {
    switch self {
    case .linear: []
    case .radial(_, let size, let center):
      switch size {
      case .radius(let radius): [center.x, center.y, radius]
      case .radii(let horizontal, let vertical): [center.x, center.y, horizontal, vertical]
      default: [center.x, center.y]
      }
    case .conic(_, let center): [center.x, center.y]
    }
  }

  /// The same geometry with every length transformed.
  func mappingLengths(_ transform: (LinearLength) -> LinearLength) -> Self {
    func moved(_ center: StyleGradient.Position) -> StyleGradient.Position {
      var moved = center
      moved.x = transform(center.x)
      moved.y = transform(center.y)
      return moved
    }
    switch self {
    case .linear: return self
    case .radial(let isCircle, let size, let center):
      let mapped: StyleGradient.RadialSize =
        switch size {
        case .radius(let radius): .radius(transform(radius))
        case .radii(let horizontal, let vertical):
          .radii(transform(horizontal), transform(vertical))
        default: size
        }
      return .radial(isCircle: isCircle, size: mapped, center: moved(center))
    case .conic(let fromDegrees, let center):
      return .conic(fromDegrees: fromDegrees, center: moved(center))
    }
  }

  /// A radial gradient's radii below zero (a `calc()`) as zero, as CSS clamps them; a
  /// radius with relative units is clamped once computed.
  var clampingRadii: Self {
    guard case .radial(let isCircle, let size, let center) = self else { return self }
    func clamped(_ length: LinearLength) -> LinearLength {
      guard length == LinearLength(points: length.points, percent: length.percent) else {
        return length
      }
      return LinearLength(points: max(length.points, 0), percent: max(length.percent, 0))
    }
    let clampedSize: StyleGradient.RadialSize =
      switch size {
      case .radius(let radius): .radius(clamped(radius))
      case .radii(let horizontal, let vertical): .radii(clamped(horizontal), clamped(vertical))
      default: size
      }
    return .radial(isCircle: isCircle, size: clampedSize, center: center)
  }
}
