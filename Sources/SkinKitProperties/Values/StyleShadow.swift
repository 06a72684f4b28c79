import SkinKitSyntax

/// One shadow of a `box-shadow` or `text-shadow` list (CSS Backgrounds 3 §7.1, CSS Text
/// Decoration 3 §4): an offset, a blur radius, a spread (box shadows only), a color and
/// whether it is drawn inside the box (`inset`, box shadows only). Lengths are in points.
///
/// A list is what a model widget takes (`[StyleShadow]`, `none` is empty); the layer
/// properties `shadow-color`, `shadow-offset`, `shadow-radius` and `shadow-opacity` stay for
/// the one shadow a `CALayer` draws.
///
/// ``description`` is Chromium's computed form, colors as SkinKit prints them: the color
/// first, then every length with its unit, then `inset`.
///
/// ```swift
/// let shadow = StyleShadow(offsetX: 0, offsetY: 2, blur: 4, color: StyleColor(rgb: 0x000000))
/// shadow.description   // "#000000ff 0px 2px 4px 0px"
/// ```
public struct StyleShadow: Sendable, Hashable, CustomStringConvertible {
  /// Horizontal offset (positive to the right).
  public var offsetX: Double
  /// Vertical offset (positive downwards).
  public var offsetY: Double
  /// Blur radius, never negative.
  public var blur: Double
  /// How far the shadow grows (negative: shrinks) before it is blurred; 0 for text.
  public var spread: Double
  /// The shadow's color (a written `currentcolor` is the element's `color`).
  public var color: StyleColor
  /// Whether the shadow is cast inside the box (`inset`).
  public var inset: Bool
  /// The color as written when it depends on the element (`currentcolor`, a color function
  /// of it): `nil` once computed for an element.
  package var specifiedColor: ParsedColor?
  /// The lengths as written (x, y, blur, spread) when one depends on the font size or the
  /// viewport (`1em`, `2vw`): `nil` once computed.
  package var specifiedLengths: [LinearLength]?

  public init(
    offsetX: Double, offsetY: Double, blur: Double = 0, spread: Double = 0,
    color: StyleColor = .black, inset: Bool = false
  ) {
    self.offsetX = offsetX
    self.offsetY = offsetY
    self.blur = max(0, blur)
    self.spread = spread
    self.color = color
    self.inset = inset
  }

  /// As `box-shadow` computes it in Chromium: `color x y blur spread [inset]`.
  public var description: String { cssText(isTextShadow: false) }

  /// The box form, or for a text shadow `color x y blur` (no spread, never inset).
  package func cssText(isTextShadow: Bool) -> String {
    var parts = [colorText]
    let lengths = specifiedLengths.map { $0.map(\.description) }
    let points = [offsetX, offsetY, blur, spread].map { TokenPrinter.formatNumber($0) + "px" }
    parts += (lengths ?? points).prefix(isTextShadow ? 3 : 4)
    if inset && !isTextShadow { parts.append("inset") }
    return parts.joined(separator: " ")
  }

  private var colorText: String {
    switch specifiedColor {
    case .currentColor?: "currentcolor"
    case .derived(let derived)?: derived.description
    case .color(let color)?: color.cssText
    case nil: color.cssText
    }
  }

  /// Whether the computed value depends on the element's color.
  var dependsOnCurrentColor: Bool { specifiedColor != nil }

  /// Whether it needs the element (its font size, viewport, color scheme) to be computed.
  var dependsOnContext: Bool {
    specifiedLengths != nil || (specifiedColor?.containsLightDark ?? false)
  }

  /// The shadow with its color computed for an element whose `color` is `currentColor`.
  func resolvingCurrentColor(_ currentColor: StyleColor) -> StyleShadow {
    guard let specifiedColor else { return self }
    var shadow = self
    shadow.color = specifiedColor.resolved(currentColor: currentColor)
    shadow.specifiedColor = nil
    return shadow
  }

  /// The computed shadow: lengths in points, `light-dark()` chosen; `currentcolor` is kept
  /// (an inherited `text-shadow` takes the inheriting element's color, as CSS computes it).
  func computed(_ context: ComputeContext) -> StyleShadow {
    var shadow = self
    if let lengths = specifiedLengths {
      let points = lengths.map {
        let resolved = $0.resolved(
          fontSize: context.fontSize, rootFontSize: context.rootFontSize,
          viewport: context.viewport, contentSize: context.contentSize)
        return resolved.points
      }
      (shadow.offsetX, shadow.offsetY) = (points[0], points[1])
      (shadow.blur, shadow.spread) = (max(0, points[2]), points[3])
      shadow.specifiedLengths = nil
    }
    if let specified = specifiedColor, specified.containsLightDark {
      switch specified.choosingScheme(dark: context.darkScheme) {
      case .color(let color):
        shadow.color = color
        shadow.specifiedColor = nil
      case let other:
        shadow.specifiedColor = other
      }
    }
    return shadow
  }
}

/// A list of shadows, or `none` (an empty list): what `box-shadow` and `text-shadow` hold.
extension Array: StyleValueConvertible where Element == StyleShadow {
  public init?(styleValue: StyleValue) {
    switch styleValue {
    case .boxShadows(let shadows), .textShadows(let shadows): self = shadows
    case .none: self = []
    default: return nil
    }
  }

  public func styleValue(for syntax: ValueSyntax) -> StyleValue {
    if isEmpty { return .none }
    if case .textShadow = syntax { return .textShadows(self) }
    return .boxShadows(self)
  }
}
