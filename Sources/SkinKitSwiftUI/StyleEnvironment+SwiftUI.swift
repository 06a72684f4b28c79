#if canImport(SwiftUI)
import SwiftUI
#elseif SKINKIT_STAND_INS
import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || SKINKIT_STAND_INS
// Only the types the adapter uses: SkinKit's model widgets (`View`, `Label`, `Button`…) share
// SwiftUI's names.
import struct SkinKit.StyleEnvironment

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension StyleEnvironment {
  /// The environment SwiftUI's environment values describe: color scheme (`color-scheme`),
  /// Dynamic Type size (`content-size`), layout direction, size classes, contrast
  /// (`prefers-contrast: more` for increased), Bold Text (`legibility-weight`), Reduce
  /// Motion, Reduce Transparency and Invert Colors; a size class or legibility weight SwiftUI
  /// leaves unset (`nil`) keeps `base`'s, as do the idiom and the size, which SwiftUI's
  /// environment does not carry.
  public init(_ values: EnvironmentValues, base: StyleEnvironment = .init()) {
    self = base
    colorScheme = values.colorScheme == .dark ? .dark : .light
    contentSize = Self.contentSizes[values.dynamicTypeSize] ?? base.contentSize
    layoutDirection = values.layoutDirection == .rightToLeft ? .rtl : .ltr
    if let size = values.horizontalSizeClass { horizontalSizeClass = Self.sizeClass(size) }
    if let size = values.verticalSizeClass { verticalSizeClass = Self.sizeClass(size) }
    contrast = values.colorSchemeContrast == .increased ? .more : .noPreference
    if let weight = values.legibilityWeight { boldText = weight == .bold }
    reduceMotion = values.accessibilityReduceMotion
    reduceTransparency = values.accessibilityReduceTransparency
    invertColors = values.accessibilityInvertColors
  }

  private static func sizeClass(_ size: UserInterfaceSizeClass) -> SizeClass {
    size == .regular ? .regular : .compact
  }

  /// SwiftUI's Dynamic Type sizes by their `UIContentSizeCategory` equivalents' names.
  private static let contentSizes: [DynamicTypeSize: ContentSize] = [
    .xSmall: .extraSmall, .small: .small, .medium: .medium, .large: .large,
    .xLarge: .extraLarge, .xxLarge: .extraExtraLarge, .xxxLarge: .extraExtraExtraLarge,
    .accessibility1: .accessibilityMedium, .accessibility2: .accessibilityLarge,
    .accessibility3: .accessibilityExtraLarge, .accessibility4: .accessibilityExtraExtraLarge,
    .accessibility5: .accessibilityExtraExtraExtraLarge,
  ]
}
#endif
