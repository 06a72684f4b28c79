#if canImport(UIKit)
import UIKit
#elseif SKINKIT_STAND_INS
import UIKitStandIn
#endif

#if canImport(UIKit) || SKINKIT_STAND_INS
import SkinKit

extension StyleEnvironment {
  /// The environment a trait collection describes: appearance (`color-scheme`), size
  /// classes, text size (`content-size`), layout direction, idiom, Increase Contrast
  /// (`prefers-contrast: more`) and Bold Text (`legibility-weight: bold`); a trait left
  /// unspecified keeps `base`'s value. Reduce Motion, Reduce Transparency and Invert Colors
  /// are not traits in UIKit but `UIAccessibility` settings: set them in `base`.
  public init(traitCollection traits: UITraitCollection, base: StyleEnvironment = .init()) {
    self = base
    switch traits.userInterfaceStyle {
    case .dark: colorScheme = .dark
    case .light: colorScheme = .light
    default: break
    }
    if let size = Self.sizeClass(traits.horizontalSizeClass) { horizontalSizeClass = size }
    if let size = Self.sizeClass(traits.verticalSizeClass) { verticalSizeClass = size }
    if let size = Self.contentSizes[traits.preferredContentSizeCategory] { contentSize = size }
    switch traits.layoutDirection {
    case .leftToRight: layoutDirection = .ltr
    case .rightToLeft: layoutDirection = .rtl
    default: break
    }
    switch traits.userInterfaceIdiom {
    case .phone: idiom = .phone
    case .pad: idiom = .pad
    case .tv: idiom = .tv
    case .carPlay: idiom = .car
    case .mac: idiom = .mac
    case .vision: idiom = .vision
    default: break
    }
    switch traits.accessibilityContrast {
    case .high: contrast = .more
    case .normal: contrast = .noPreference
    default: break
    }
    switch traits.legibilityWeight {
    case .bold: boldText = true
    case .regular: boldText = false
    default: break
    }
  }

  private static func sizeClass(_ size: UIUserInterfaceSizeClass) -> SizeClass? {
    switch size {
    case .compact: .compact
    case .regular: .regular
    default: nil
    }
  }

  private static let contentSizes: [UIContentSizeCategory: ContentSize] = [
    .extraSmall: .extraSmall, .small: .small, .medium: .medium, .large: .large,
    .extraLarge: .extraLarge, .extraExtraLarge: .extraExtraLarge,
    .extraExtraExtraLarge: .extraExtraExtraLarge, .accessibilityMedium: .accessibilityMedium,
    .accessibilityLarge: .accessibilityLarge,
    .accessibilityExtraLarge: .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge: .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge: .accessibilityExtraExtraExtraLarge,
  ]
}
#endif
