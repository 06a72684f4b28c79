import SkinKitSyntax

/// The environment an element is shown in — UIKit's trait collection plus the screen size —
/// which environment pseudo-classes (`:pad`, `:dark`) and `@media` queries test.
///
/// ```swift
/// var environment = StyleEnvironment()
/// environment.idiom = .pad
/// environment.width = 1024
/// environment.height = 768
/// environment.effectiveOrientation   // .landscape (derived from the size)
/// ```
public struct StyleEnvironment: Sendable, Hashable {
  /// The device family.
  public enum Idiom: String, Sendable, Hashable, CaseIterable {
    case phone, pad, tv, mac, watch, car, vision
  }

  /// Portrait or landscape.
  public enum Orientation: String, Sendable, Hashable, CaseIterable {
    case portrait, landscape
  }

  /// Light or dark appearance.
  public enum ColorScheme: String, Sendable, Hashable, CaseIterable {
    case light, dark
  }

  /// UIKit's size classes.
  public enum SizeClass: String, Sendable, Hashable, CaseIterable {
    case compact, regular
  }

  /// Left-to-right or right-to-left layout.
  public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    case ltr, rtl
  }

  /// UIKit's dynamic type categories, in order, kebab-cased.
  public enum ContentSize: String, Sendable, Hashable, CaseIterable, Comparable {
    case extraSmall = "extra-small"
    case small
    case medium
    case large
    case extraLarge = "extra-large"
    case extraExtraLarge = "extra-extra-large"
    case extraExtraExtraLarge = "extra-extra-extra-large"
    case accessibilityMedium = "accessibility-medium"
    case accessibilityLarge = "accessibility-large"
    case accessibilityExtraLarge = "accessibility-extra-large"
    case accessibilityExtraExtraLarge = "accessibility-extra-extra-large"
    case accessibilityExtraExtraExtraLarge = "accessibility-extra-extra-extra-large"

    /// The position in UIKit's order.
    public var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    public static func < (lhs: ContentSize, rhs: ContentSize) -> Bool { lhs.rank < rhs.rank }
  }

  /// The device family (default phone).
  public var idiom: Idiom = .phone
  /// The orientation, if given; otherwise derived from the size (see ``effectiveOrientation``).
  public var orientation: Orientation?
  /// Light or dark (default light).
  public var colorScheme: ColorScheme = .light
  /// Horizontal size class (default compact).
  public var horizontalSizeClass: SizeClass = .compact
  /// Vertical size class (default regular).
  public var verticalSizeClass: SizeClass = .regular
  /// Width in points, if known.
  public var width: Double?
  /// Height in points, if known.
  public var height: Double?
  /// The dynamic type category (default large).
  public var contentSize: ContentSize = .large
  /// Layout direction (default ltr).
  public var layoutDirection: LayoutDirection = .ltr

  public init(
    idiom: Idiom = .phone, orientation: Orientation? = nil, colorScheme: ColorScheme = .light,
    horizontalSizeClass: SizeClass = .compact, verticalSizeClass: SizeClass = .regular,
    width: Double? = nil, height: Double? = nil, contentSize: ContentSize = .large,
    layoutDirection: LayoutDirection = .ltr
  ) {
    self.idiom = idiom
    self.orientation = orientation
    self.colorScheme = colorScheme
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.width = width
    self.height = height
    self.contentSize = contentSize
    self.layoutDirection = layoutDirection
  }

  /// The orientation: as given, else landscape when width > height, else portrait.
  public var effectiveOrientation: Orientation {
    if let orientation { return orientation }
    if let width, let height, width > height { return .landscape }
    return .portrait
  }

  /// The environment keys a tree file or `--env` may set, in the documented order.
  public static let keys = [
    "idiom", "orientation", "color-scheme", "horizontal-size-class", "vertical-size-class",
    "width", "height", "content-size", "layout-direction",
  ]

  /// Sets one key from text (`"idiom"`, `"pad"`), as tree files and `--env` spell them.
  /// Throws a message naming the allowed values when the key or value is unknown.
  package mutating func set(_ key: String, to value: String) throws(EnvironmentError) {
    func pick<T: RawRepresentable & CaseIterable>(_: T.Type) throws(EnvironmentError) -> T
    where T.RawValue == String {
      guard let result = T(rawValue: value) else {
        throw EnvironmentError(
          message:
            "unknown \(key) '\(value)' (expected \(T.allCases.map(\.rawValue).joined(separator: ", ")))"
        )
      }
      return result
    }
    func number() throws(EnvironmentError) -> Double {
      var text = value
      for unit in ["px", "pt"] where text.hasSuffix(unit) { text.removeLast(2) }
      guard let number = Double(text), number.isFinite, number >= 0 else {
        throw EnvironmentError(message: "\(key) must be a number of points, not '\(value)'")
      }
      return number
    }
    switch key {
    case "idiom": idiom = try pick(Idiom.self)
    case "orientation": orientation = try pick(Orientation.self)
    case "color-scheme", "prefers-color-scheme": colorScheme = try pick(ColorScheme.self)
    case "horizontal-size-class": horizontalSizeClass = try pick(SizeClass.self)
    case "vertical-size-class": verticalSizeClass = try pick(SizeClass.self)
    case "width": width = try number()
    case "height": height = try number()
    case "content-size": contentSize = try pick(ContentSize.self)
    case "layout-direction": layoutDirection = try pick(LayoutDirection.self)
    default:
      throw EnvironmentError(
        message: "unknown environment key '\(key)' (expected \(Self.keys.joined(separator: ", ")))")
    }
  }
}

/// A bad environment key or value, with a message for the user.
package struct EnvironmentError: SkinKitError, Equatable {
  /// What is wrong, naming the allowed values.
  public var message: String
}
