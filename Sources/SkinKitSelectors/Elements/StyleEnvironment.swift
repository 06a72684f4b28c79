import SkinKitSyntax

/// The environment an element is shown in — UIKit's trait collection, the screen size and the
/// user's accessibility settings — which environment pseudo-classes (`:pad`, `:dark`) and
/// `@media` queries test.
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

  /// The contrast the user asks for (`prefers-contrast`): UIKit's `accessibilityContrast`
  /// (Increase Contrast is `more`) and, as in CSS, `less`.
  public enum Contrast: String, Sendable, Hashable, CaseIterable {
    case noPreference = "no-preference"
    case more, less
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
  /// The contrast asked for (default no preference): `prefers-contrast`.
  public var contrast: Contrast = .noPreference
  /// Reduce Motion is on: `prefers-reduced-motion: reduce`.
  public var reduceMotion = false
  /// Reduce Transparency is on: `prefers-reduced-transparency: reduce`.
  public var reduceTransparency = false
  /// Smart or classic invert is on: `inverted-colors: inverted`.
  public var invertColors = false
  /// Bold Text is on (UIKit's `legibilityWeight` is `.bold`): `legibility-weight: bold`.
  public var boldText = false

  public init(
    idiom: Idiom = .phone, orientation: Orientation? = nil, colorScheme: ColorScheme = .light,
    horizontalSizeClass: SizeClass = .compact, verticalSizeClass: SizeClass = .regular,
    width: Double? = nil, height: Double? = nil, contentSize: ContentSize = .large,
    layoutDirection: LayoutDirection = .ltr, contrast: Contrast = .noPreference,
    reduceMotion: Bool = false, reduceTransparency: Bool = false, invertColors: Bool = false,
    boldText: Bool = false
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
    self.contrast = contrast
    self.reduceMotion = reduceMotion
    self.reduceTransparency = reduceTransparency
    self.invertColors = invertColors
    self.boldText = boldText
  }

  /// The orientation: as given, else landscape when width > height, else portrait.
  public var effectiveOrientation: Orientation {
    if let orientation { return orientation }
    if let width, let height, width > height { return .landscape }
    return .portrait
  }
}

/// A bad environment key or value, with a message for the user.
package struct EnvironmentError: SkinKitError, Equatable {
  /// What is wrong, naming the allowed values.
  public var message: String
}
