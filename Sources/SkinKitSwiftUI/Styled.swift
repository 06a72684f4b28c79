#if canImport(SwiftUI)
import SwiftUI
#elseif SKINKIT_STAND_INS
import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || SKINKIT_STAND_INS
import struct SkinKit.StyleContext
import struct SkinKit.StyleKey
import struct SkinKit.StyleKeys

/// A value of the style of the nearest styled view above
/// (``SwiftUI/View/styleNode(_:classes:id:state:attributes:)``), read in a view's body:
/// `nil` when no declaration sets it, so that the view keeps its own default.
///
/// ```swift
/// struct Title: View {
///   @Styled(\.textColor) var color
///   var body: some View {
///     Text(color?.hex ?? "no color set")
///   }
/// }
/// ```
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@propertyWrapper public struct Styled<Value: Sendable & Equatable>: DynamicProperty {
  @Environment(\.styleContext) private var context
  private let key: StyleKey<Value>

  /// A built-in property (a member of `StyleKeys`: `\.textColor`, `\.padding`).
  public init(_ member: KeyPath<StyleKeys, StyleKey<Value>>) {
    key = StyleKeys.builtIn[keyPath: member]
  }

  /// A key of the app's.
  public init(_ key: StyleKey<Value>) { self.key = key }

  /// The value, or `nil` when no declaration sets it (here, or above for an inherited
  /// property).
  public var wrappedValue: Value? { context[key] }
}
#endif
