#if canImport(UIKit)
import UIKit
#elseif SKINKIT_STAND_INS
import UIKitStandIn
#endif

#if canImport(UIKit) || SKINKIT_STAND_INS
import SkinKit

/// The hooks that keep a view hierarchy styled as it changes, called by the app (or by the
/// subclasses that call them for it) — SkinKit swizzles nothing. Each restyles only what
/// the change affects.
///
/// In debug builds each hook also looks over its window for views that entered it without
/// one (a subclass that does not call ``styleDidMoveToWindow()``): they are not styled, and
/// ``StyleHooks/missedHook`` is told, once per view.
extension UIView {
  /// Call from `didMoveToWindow()`: styles the view (and its subviews) in the tree of the
  /// window it entered.
  ///
  /// ```swift
  /// override func didMoveToWindow() {
  ///   super.didMoveToWindow()
  ///   styleDidMoveToWindow()
  /// }
  /// ```
  public func styleDidMoveToWindow() {
    guard let window else { return }
    StyleHooks.audit(window, except: self)
    (superview ?? self).setNeedsStyleUpdate()
    window.updateStyles()
  }

  /// Call from `prepareForReuse()`: a cell's classes, state or subviews may have changed
  /// while it was off screen.
  public func stylePrepareForReuse() {
    if let window { StyleHooks.audit(window, except: self) }
    setNeedsStyleUpdate()
    (window ?? self).updateStyles()
  }

  /// Restyles the window's tree when its traits change (appearance, size classes, text
  /// size, layout direction, idiom): call once on each window, after styling it.
  @discardableResult
  public func registerForStyleTraitChanges() -> any UITraitChangeRegistration {
    registerForTraitChanges(StyleHooks.traits) { (view: UIView, _: UITraitCollection) in
      if let window = view.window { StyleHooks.audit(window, except: view) }
      view.setNeedsStyleUpdate()
      view.updateStyles()
    }
  }
}

/// What the hooks check in debug builds.
@MainActor public enum StyleHooks {
  /// The traits ``UIView/registerForStyleTraitChanges()`` observes: those
  /// ``SkinKit/StyleEnvironment/init(traitCollection:)`` reads.
  static let traits: [UITrait] = [
    UITraitUserInterfaceStyle.self, UITraitHorizontalSizeClass.self,
    UITraitVerticalSizeClass.self, UITraitPreferredContentSizeCategory.self,
    UITraitLayoutDirection.self, UITraitUserInterfaceIdiom.self,
    UITraitAccessibilityContrast.self, UITraitLegibilityWeight.self,
  ]

  /// Told of a view found unstyled in a styled window (debug builds only), with a message
  /// saying which hook is missing; prints the message by default.
  public static var missedHook: @MainActor (UIView, String) -> Void = { _, message in
    print(message)
  }

  /// The views already reported.
  static let reported = ReportedViews()

  /// Reports the views of `window`'s tree that are not styled while the window is, but
  /// for `hooked` and its subviews (the hook being run styles them): before the hook's own
  /// restyle, which would style the others too (a superview reads all its subviews again).
  static func audit(_ window: UIWindow, except hooked: UIView) {
    #if DEBUG
    guard window.isStyled else { return }
    var pending = styledSubviews(of: window)
    while let view = pending.popLast() {
      if view === hooked { continue }
      if !view.isStyled, reported.insert(view) {
        missedHook(
          view,
          "SkinKitUIKit: a \(type(of: view)) entered a styled window without a restyle hook"
            + " and is not styled: call styleDidMoveToWindow() from its didMoveToWindow()"
            + " (or its superview's setNeedsStyleUpdate() after adding it) [missed-style-hook]"
        )
      }
      pending += styledSubviews(of: view)
    }
    #endif
  }

  /// The views among `view`'s styled children (not UIKit's drawing of a control, not private
  /// views: they are never styled).
  private static func styledSubviews(of view: UIView) -> [UIView] {
    UIKitTree.children(of: view).compactMap { $0 as? UIView }
  }
}

/// A set of views held weakly (a view reported once stays reported while it lives).
@MainActor final class ReportedViews {
  private var views: [ObjectIdentifier: Weak] = [:]

  final class Weak {
    weak var view: UIView?
    init(_ view: UIView) { self.view = view }
  }

  /// Inserts `view`; whether it was not there.
  func insert(_ view: UIView) -> Bool {
    if let entry = views[ObjectIdentifier(view)], entry.view === view { return false }
    views[ObjectIdentifier(view)] = Weak(view)
    return true
  }
}
#endif
