/// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
  private var custom: [ObjectIdentifier: Any] = [:]

  /// The environment the stand-in driver evaluates a body in (what SwiftUI gives the
  /// `@Environment` properties of the view whose body it evaluates).
  nonisolated(unsafe) static var current: EnvironmentValues?

  /// https://developer.apple.com/documentation/swiftui/environmentvalues/init()
  public init() {}

  /// https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)
  public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
    get { custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { custom[ObjectIdentifier(key)] = newValue }
  }

  /// https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme
  public var colorScheme: ColorScheme = .light
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/dynamictypesize
  public var dynamicTypeSize: DynamicTypeSize = .large
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/layoutdirection
  public var layoutDirection: LayoutDirection = .leftToRight
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass
  public var horizontalSizeClass: UserInterfaceSizeClass?
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/verticalsizeclass
  public var verticalSizeClass: UserInterfaceSizeClass?
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/colorschemecontrast
  public var colorSchemeContrast: ColorSchemeContrast = .standard
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/legibilityweight
  public var legibilityWeight: LegibilityWeight?
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion
  public var accessibilityReduceMotion = false
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducetransparency
  public var accessibilityReduceTransparency = false
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityinvertcolors
  public var accessibilityInvertColors = false
}

/// https://developer.apple.com/documentation/swiftui/environmentkey
public protocol EnvironmentKey {
  /// https://developer.apple.com/documentation/swiftui/environmentkey/value
  associatedtype Value
  /// https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
  static var defaultValue: Self.Value { get }
}

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/dynamicproperty/update()
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// https://developer.apple.com/documentation/swiftui/environment
@propertyWrapper public struct Environment<Value>: DynamicProperty {
  private let keyPath: KeyPath<EnvironmentValues, Value>

  /// https://developer.apple.com/documentation/swiftui/environment/init(_:)
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
  public var wrappedValue: Value {
    (EnvironmentValues.current ?? EnvironmentValues())[keyPath: keyPath]
  }
}

/// https://developer.apple.com/documentation/swiftui/colorscheme
public enum ColorScheme: CaseIterable, Sendable, Hashable {
  case light
  case dark
}

/// https://developer.apple.com/documentation/swiftui/layoutdirection
public enum LayoutDirection: CaseIterable, Sendable, Hashable {
  case leftToRight
  case rightToLeft
}

/// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass
public enum UserInterfaceSizeClass: Sendable, Hashable {
  case compact
  case regular
}

/// https://developer.apple.com/documentation/swiftui/dynamictypesize
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall
  case small
  case medium
  case large
  case xLarge
  case xxLarge
  case xxxLarge
  case accessibility1
  case accessibility2
  case accessibility3
  case accessibility4
  case accessibility5
}

/// https://developer.apple.com/documentation/swiftui/colorschemecontrast
public enum ColorSchemeContrast: CaseIterable, Sendable, Hashable {
  case standard
  case increased
}

/// https://developer.apple.com/documentation/swiftui/legibilityweight
public enum LegibilityWeight: Sendable, Hashable {
  case regular
  case bold
}
