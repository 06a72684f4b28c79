// SwiftUI's views as nodes of a declarative styled tree: each styled view's StyleContext travels
// down SwiftUI's environment. On an Apple platform with SwiftUI this builds against SwiftUI; on
// Linux against the stand-in module (StandIns/SwiftUI), which CI builds and tests it with.
#if canImport(SwiftUI)
import SwiftUI
#elseif SKINKIT_STAND_INS
import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || SKINKIT_STAND_INS
import struct SkinKit.ElementState
import struct SkinKit.StyleContext
import struct SkinKit.StyleEnvironment

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension EnvironmentValues {
  /// The style context of the nearest styled view above (``SwiftUI/View/styleNode(_:classes:id:state:attributes:)``):
  /// its values are that node's computed style. Outside a ``SwiftUI/View/styleRoot(_:)``, the
  /// root of a tree styled by `StyleManager.shared`.
  public var styleContext: StyleContext {
    get { self[StyleContextKey.self] }
    set { self[StyleContextKey.self] = newValue }
  }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
private struct StyleContextKey: EnvironmentKey {
  static let defaultValue = StyleContext(manager: .shared)
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension View {
  /// Makes this view a node of the styled tree: its context is the child, described by
  /// `type`, `classes`, `id`, `state` and `attributes`, of the context above it, and the
  /// view and its content read that context from the environment (``Styled``,
  /// `@Environment(\.styleContext)`).
  ///
  /// SwiftUI does not tell a view its siblings: each styled view is its parent node's only
  /// child, so `:first-child`, `:last-child` and `:only-child` match it and `:nth-child(2)`,
  /// `+` and `~` do not; `:empty` does not match.
  public nonisolated func styleNode(
    _ type: String, classes: [String] = [], id: String? = nil, state: ElementState = [],
    attributes: [String: String] = [:]
  ) -> some View {
    styleNode(
      StyleContext.Child(
        type: type, classes: classes, id: id, state: state, attributes: attributes))
  }

  /// Makes this view the node `node` describes (see ``styleNode(_:classes:id:state:attributes:)``).
  public nonisolated func styleNode(_ node: StyleContext.Child) -> some View {
    transformEnvironment(\.styleContext) { context in context = context.child(node) }
  }

  /// Makes this view the root of a styled tree: its content is styled with `root`'s manager's
  /// skin, in the environment SwiftUI gives it (color scheme, Dynamic Type size, layout
  /// direction, size classes: ``SkinKit/StyleEnvironment/init(_:base:)``), and is rendered
  /// again when ``StyleRoot/refresh()`` finds a new skin or manager environment.
  public func styleRoot(_ root: StyleRoot) -> some View {
    StyleRootView(root: root, content: self)
  }
}

/// The root of a styled tree: reading `root.context` in its body has SwiftUI render it again
/// when the context changes (Observation).
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct StyleRootView<Content: View>: View {
  let root: StyleRoot
  let content: Content

  var body: some View {
    let tree = root.context
    return content.transformEnvironment(\.self) { values in
      values.styleContext = tree.withEnvironment(StyleEnvironment(values, base: tree.environment))
    }
  }
}
#endif
