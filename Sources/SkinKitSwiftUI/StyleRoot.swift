#if canImport(SwiftUI) || SKINKIT_STAND_INS
import Observation
import struct SkinKit.StyleContext
import class SkinKit.StyleManager

/// The root of a styled SwiftUI tree, which follows its manager's skin: keep one (an app's
/// `@State`), give it to the root view (``SwiftUI/View/styleRoot(_:)``), and call
/// ``refresh()`` after the manager's skin or environment changes — a theme switch, or each
/// reload of a `StyleReloader` (its `onEvent`) — so that SwiftUI renders the tree again.
///
/// The tree's contexts are cached by position from one render to the next: a refresh
/// computes again only what the new skin or environment affects. Observation makes the
/// adapter need iOS 17, macOS 14, tvOS 17, watchOS 10 or visionOS 1.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor @Observable public final class StyleRoot {
  /// The manager whose skin and environment the tree is styled with.
  @ObservationIgnored public let manager: StyleManager
  @ObservationIgnored private let tree: StyleContext

  /// The root context, with the manager's skin and environment as of the last
  /// ``refresh()``: views that read it (``SwiftUI/View/styleRoot(_:)`` does) are rendered
  /// again when it changes.
  public private(set) var context: StyleContext

  /// The root of a tree styled by `manager`.
  public init(manager: StyleManager = .shared) {
    self.manager = manager
    tree = StyleContext(manager: manager)
    context = tree
  }

  /// Reads the manager's skin and environment again: when either changed, ``context`` changes
  /// and the tree is rendered again. Returns whether it changed.
  @discardableResult
  public func refresh() -> Bool {
    let current = tree.withEnvironment(nil)
    guard current != context else { return false }
    context = current
    return true
  }
}
#endif
