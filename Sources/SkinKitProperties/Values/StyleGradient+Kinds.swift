import SkinKitSyntax

extension StyleGradient {
  /// A point of the box a radial or conic gradient is centered on (`at <position>`): each
  /// coordinate from the box's left or top edge, a percentage of its width or height plus
  /// points (`right 10px` is `calc(100% - 10px)`).
  public struct Position: Sendable, Hashable {
    public var x: LinearLength
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

  /// A radial gradient's ending shape, its size and its center (`circle closest-side at top`).
  public struct Radial: Sendable, Hashable {
    /// How far the ending shape reaches: to a side or a corner of the box, or given lengths.
    public enum Size: Sendable, Hashable {
      /// To the box's closest or farthest side or corner.
      case extent(Extent)
      /// A circle's radius (never a percentage).
      case radius(LinearLength)
      /// An ellipse's horizontal and vertical radii.
      case radii(LinearLength, LinearLength)
    }

    /// The extent keywords (CSS Images 3 §3.2.1).
    public enum Extent: String, Sendable, Hashable, CaseIterable {
      case closestSide = "closest-side"
      case closestCorner = "closest-corner"
      case farthestSide = "farthest-side"
      case farthestCorner = "farthest-corner"
    }

    /// Whether the ending shape is a circle (else an ellipse).
    public var isCircle: Bool
    public var size: Size
    public var center: Position

    public init(
      isCircle: Bool = false, size: Size = .extent(.farthestCorner), center: Position = .center
    ) {
      self.isCircle = isCircle
      self.size = size
      self.center = center
    }
  }

  /// A conic gradient's start angle and center (`from 90deg at 10px 20%`).
  public struct Conic: Sendable, Hashable {
    /// Where the first stop lies, in degrees clockwise from the top.
    public var fromDegrees: Double
    public var center: Position

    public init(fromDegrees: Double = 0, center: Position = .center) {
      self.fromDegrees = fromDegrees
      self.center = center
    }
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
    case .radial(let radial):
      var words: [String] = []
      switch radial.size {
      case .extent(let extent):
        if radial.isCircle { words.append("circle") }
        if extent != .farthestCorner { words.append(extent.rawValue) }
      case .radius(let radius):
        words.append(StyleGradient.positionText(radius))
      case .radii(let horizontal, let vertical):
        words += [StyleGradient.positionText(horizontal), StyleGradient.positionText(vertical)]
      }
      return words + Self.centerWords(radial.center)
    case .conic(let conic):
      let from =
        conic.fromDegrees == 0
        ? [] : ["from", TokenPrinter.formatNumber(conic.fromDegrees) + "deg"]
      return from + Self.centerWords(conic.center)
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
    case .radial(let radial):
      switch radial.size {
      case .extent: [radial.center.x, radial.center.y]
      case .radius(let radius): [radial.center.x, radial.center.y, radius]
      case .radii(let horizontal, let vertical):
        [radial.center.x, radial.center.y, horizontal, vertical]
      }
    case .conic(let conic): [conic.center.x, conic.center.y]
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
    case .radial(var radial):
      radial.center = moved(radial.center)
      switch radial.size {
      case .extent: break
      case .radius(let radius): radial.size = .radius(transform(radius))
      case .radii(let horizontal, let vertical):
        radial.size = .radii(transform(horizontal), transform(vertical))
      }
      return .radial(radial)
    case .conic(var conic):
      conic.center = moved(conic.center)
      return .conic(conic)
    }
  }

  /// A radial gradient's radii below zero (a `calc()`) as zero, as CSS clamps them; a
  /// radius with relative units is clamped once computed.
  var clampingRadii: Self {
    guard case .radial(var radial) = self else { return self }
    func clamped(_ length: LinearLength) -> LinearLength {
      guard length == LinearLength(points: length.points, percent: length.percent) else {
        return length
      }
      return LinearLength(points: max(length.points, 0), percent: max(length.percent, 0))
    }
    switch radial.size {
    case .extent: return self
    case .radius(let radius): radial.size = .radius(clamped(radius))
    case .radii(let horizontal, let vertical):
      radial.size = .radii(clamped(horizontal), clamped(vertical))
    }
    return .radial(radial)
  }
}
