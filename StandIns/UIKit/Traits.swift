import Foundation

/// https://developer.apple.com/documentation/uikit/uitraitcollection
open class UITraitCollection: @unchecked Sendable {
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle
  public private(set) var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass
  public private(set) var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/verticalsizeclass
  public private(set) var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory
  public private(set) var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/layoutdirection
  public private(set) var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfaceidiom
  public private(set) var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/accessibilitycontrast
  public private(set) var accessibilityContrast: UIAccessibilityContrast = .unspecified
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/legibilityweight
  public private(set) var legibilityWeight: UILegibilityWeight = .unspecified

  /// https://developer.apple.com/documentation/uikit/uitraitcollection/init()
  public init() {}

  /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfacestyle:)
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init()
    self.userInterfaceStyle = userInterfaceStyle
  }

  /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(horizontalsizeclass:)
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init()
    self.horizontalSizeClass = horizontalSizeClass
  }

  /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(verticalsizeclass:)
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init()
    self.verticalSizeClass = verticalSizeClass
  }

  /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(preferredcontentsizecategory:)
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init()
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }

  /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(layoutdirection:)
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init()
    self.layoutDirection = layoutDirection
  }

  /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfaceidiom:)
  public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
    self.init()
    self.userInterfaceIdiom = userInterfaceIdiom
  }

  /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(accessibilitycontrast:)
  public convenience init(accessibilityContrast: UIAccessibilityContrast) {
    self.init()
    self.accessibilityContrast = accessibilityContrast
  }

  /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(legibilityweight:)
  public convenience init(legibilityWeight: UILegibilityWeight) {
    self.init()
    self.legibilityWeight = legibilityWeight
  }

  /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(traitsfrom:)
  /// (a later collection's specified traits win).
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    self.init()
    for traits in traitCollections {
      if traits.userInterfaceStyle != .unspecified {
        userInterfaceStyle = traits.userInterfaceStyle
      }
      if traits.horizontalSizeClass != .unspecified {
        horizontalSizeClass = traits.horizontalSizeClass
      }
      if traits.verticalSizeClass != .unspecified { verticalSizeClass = traits.verticalSizeClass }
      if traits.preferredContentSizeCategory != .unspecified {
        preferredContentSizeCategory = traits.preferredContentSizeCategory
      }
      if traits.layoutDirection != .unspecified { layoutDirection = traits.layoutDirection }
      if traits.userInterfaceIdiom != .unspecified {
        userInterfaceIdiom = traits.userInterfaceIdiom
      }
      if traits.accessibilityContrast != .unspecified {
        accessibilityContrast = traits.accessibilityContrast
      }
      if traits.legibilityWeight != .unspecified { legibilityWeight = traits.legibilityWeight }
    }
  }

  /// The traits whose values differ from `other`'s.
  func changedTraits(from other: UITraitCollection) -> Set<ObjectIdentifier> {
    var changed: Set<ObjectIdentifier> = []
    func note(_ trait: any UITraitDefinition.Type, _ differs: Bool) {
      if differs { changed.insert(ObjectIdentifier(trait)) }
    }
    note(UITraitUserInterfaceStyle.self, userInterfaceStyle != other.userInterfaceStyle)
    note(UITraitHorizontalSizeClass.self, horizontalSizeClass != other.horizontalSizeClass)
    note(UITraitVerticalSizeClass.self, verticalSizeClass != other.verticalSizeClass)
    note(
      UITraitPreferredContentSizeCategory.self,
      preferredContentSizeCategory != other.preferredContentSizeCategory)
    note(UITraitLayoutDirection.self, layoutDirection != other.layoutDirection)
    note(UITraitUserInterfaceIdiom.self, userInterfaceIdiom != other.userInterfaceIdiom)
    note(UITraitAccessibilityContrast.self, accessibilityContrast != other.accessibilityContrast)
    note(UITraitLegibilityWeight.self, legibilityWeight != other.legibilityWeight)
    return changed
  }
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified = 0
  case light = 1
  case dark = 2
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass
public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified = 0
  case compact = 1
  case regular = 2
}

/// https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  case unspecified = -1
  case leftToRight = 0
  case rightToLeft = 1
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast
public enum UIAccessibilityContrast: Int, Sendable {
  case unspecified = -1
  case normal = 0
  case high = 1
}

/// https://developer.apple.com/documentation/uikit/uilegibilityweight
public enum UILegibilityWeight: Int, Sendable {
  case unspecified = -1
  case regular = 0
  case bold = 1
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone = 0
  case pad = 1
  case tv = 2
  case carPlay = 3
  case mac = 5
  case vision = 6
}

/// https://developer.apple.com/documentation/uikit/uicontentsizecategory
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
  public static let small = Self(rawValue: "UICTContentSizeCategoryS")
  public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
  public static let large = Self(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
}

/// https://developer.apple.com/documentation/uikit/uitraitdefinition
public protocol UITraitDefinition {}

/// https://developer.apple.com/documentation/uikit/uitrait
public typealias UITrait = any UITraitDefinition.Type

/// https://developer.apple.com/documentation/uikit/uitraituserinterfacestyle
public struct UITraitUserInterfaceStyle: UITraitDefinition {}
/// https://developer.apple.com/documentation/uikit/uitraithorizontalsizeclass
public struct UITraitHorizontalSizeClass: UITraitDefinition {}
/// https://developer.apple.com/documentation/uikit/uitraitverticalsizeclass
public struct UITraitVerticalSizeClass: UITraitDefinition {}
/// https://developer.apple.com/documentation/uikit/uitraitpreferredcontentsizecategory
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {}
/// https://developer.apple.com/documentation/uikit/uitraitlayoutdirection
public struct UITraitLayoutDirection: UITraitDefinition {}
/// https://developer.apple.com/documentation/uikit/uitraituserinterfaceidiom
public struct UITraitUserInterfaceIdiom: UITraitDefinition {}
/// https://developer.apple.com/documentation/uikit/uitraitaccessibilitycontrast
public struct UITraitAccessibilityContrast: UITraitDefinition {}
/// https://developer.apple.com/documentation/uikit/uitraitlegibilityweight
public struct UITraitLegibilityWeight: UITraitDefinition {}
