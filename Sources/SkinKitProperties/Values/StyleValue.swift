import SkinKitSyntax

/// A typed property value, as parsed from a declaration or computed for a node.
///
/// ``description`` is the canonical text `skss resolve` prints: colors `#rrggbbaa` (those CSS
/// keeps in a space of their own as Chromium serializes them: `oklch(0.62 0.19 259)`),
/// numbers in shortest form, insets `top right bottom left`.
///
/// ```swift
/// StyleValue.color(StyleColor(rgb: 0xff0000)).description   // "#ff0000ff"
/// StyleValue.length(12.5).description                       // "12.5"
/// ```
public enum StyleValue: Sendable, Hashable, CustomStringConvertible {
  case color(StyleColor)
  /// `currentcolor`, until computed.
  case currentColor
  /// A color function of `currentcolor` (`color-mix(in srgb, currentcolor 50%, red)`),
  /// until computed: like `currentcolor`, it is computed with the color of the element that
  /// reads it.
  case derivedColor(DerivedColor)
  /// A length in points.
  case length(Double)
  /// A length with `%`, `em` or `rem` parts (specified, or computed when it keeps `%`).
  indirect case relativeLength(LinearLength)
  case number(Double)
  case integer(Int)
  case boolean(Bool)
  /// A keyword, lowercase.
  case keyword(String)
  case fontFamilies([FontFamily])
  indirect case font(StyleFont)
  indirect case insets(EdgeInsets)
  case size(StyleSize)
  indirect case image(StyleImage)
  /// `none` (no image).
  case none
  case string(String)
  /// A value of a type an app registered.
  case custom(CustomStyleValue)
  /// A `box-shadow` list (never empty: no shadow is ``none``).
  case boxShadows([StyleShadow])
  /// A `text-shadow` list (never empty: no shadow is ``none``).
  case textShadows([StyleShadow])
  /// A `transition-*` longhand's list.
  indirect case motion(MotionList)

  public var description: String {
    switch self {
    case .color(let color): color.cssText
    case .currentColor: "currentcolor"
    case .derivedColor(let derived): derived.description
    case .length(let points): TokenPrinter.formatNumber(points)
    case .relativeLength(let length): length.description
    case .number(let number): TokenPrinter.formatNumber(number)
    case .integer(let integer): String(integer)
    case .boolean(let flag): flag ? "true" : "false"
    case .keyword(let word): word
    case .fontFamilies(let families): families.map(\.description).joined(separator: ", ")
    case .font(let font): font.description
    case .insets(let insets): insets.description
    case .size(let size): size.description
    case .image(let image): image.description
    case .none: "none"
    case .string(let string): TokenPrinter.quote(string)
    case .custom(let value): value.description
    case .boxShadows(let shadows): shadows.map(\.description).joined(separator: ", ")
    case .textShadows(let shadows):
      shadows.map { $0.cssText(isTextShadow: true) }.joined(separator: ", ")
    case .motion(let list): list.description
    }
  }

  /// Whether the value is `currentcolor` or a color function of it: what an element computes
  /// with its own color.
  public var dependsOnCurrentColor: Bool {
    switch self {
    case .currentColor, .derivedColor: true
    case .boxShadows(let shadows), .textShadows(let shadows):
      shadows.contains { $0.dependsOnCurrentColor }
    case .image(let image): image.gradient?.dependsOnCurrentColor ?? false
    default: false
    }
  }

  /// The value with `currentcolor` (alone or in a color function) computed for an element
  /// whose `color` is `color`; any other value unchanged.
  ///
  /// ```swift
  /// StyleValue.currentColor.resolvingCurrentColor(.white).description   // "#ffffffff"
  /// ```
  public func resolvingCurrentColor(_ color: StyleColor) -> StyleValue {
    switch self {
    case .currentColor: .color(color)
    case .derivedColor(let derived): .color(derived.resolved(currentColor: color))
    case .boxShadows(let shadows): .boxShadows(shadows.map { $0.resolvingCurrentColor(color) })
    case .textShadows(let shadows): .textShadows(shadows.map { $0.resolvingCurrentColor(color) })
    case .image(let image) where image.gradient != nil:
      .image(StyleImage(gradient: image.gradient!.resolvingCurrentColor(color)))
    default: self
    }
  }

  /// The color, if this is one.
  public var colorValue: StyleColor? {
    if case .color(let color) = self { return color }
    return nil
  }

  /// The number of points or plain number, if this is one.
  public var numberValue: Double? {
    switch self {
    case .length(let value), .number(let value): value
    case .integer(let value): Double(value)
    default: nil
    }
  }
}

/// A value of a type an app registered with a property, wrapped so the cascade can compare
/// and print it.
///
/// ```swift
/// struct Glow: Hashable, Sendable, CustomStringConvertible { var radius: Double; var description: String { "glow \(radius)" } }
/// StyleValue.custom(CustomStyleValue(Glow(radius: 4))).description   // "glow 4"
/// ```
public struct CustomStyleValue: Sendable, Hashable, CustomStringConvertible {
  private let box: Box

  public init<Value: Hashable & Sendable & CustomStringConvertible>(_ value: Value) {
    box = Box(
      value: value, equals: { other in (other as? Value) == value }, text: value.description)
  }

  /// The wrapped value.
  public var base: any Sendable { box.value }

  /// The wrapped value as a type, or `nil` if it is another type.
  public func value<Value>(as type: Value.Type) -> Value? { box.value as? Value }

  public var description: String { box.text }

  public static func == (lhs: CustomStyleValue, rhs: CustomStyleValue) -> Bool {
    lhs.box.equals(rhs.box.value)
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(box.text) }

  private final class Box: Sendable {
    let value: any Sendable
    let equals: @Sendable (any Sendable) -> Bool
    let text: String

    init(value: any Sendable, equals: @escaping @Sendable (any Sendable) -> Bool, text: String) {
      self.value = value
      self.equals = equals
      self.text = text
    }
  }
}
