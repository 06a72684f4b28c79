import SkinKitProperties
import SkinKitSelectors

/// The model of `UIView`: a node with a background, visibility, tint, layer border and
/// shadow, and margins — each a style property skins and style objects set.
///
/// ```swift
/// let card = View(classes: ["card"])
/// card.addSubview(Label(text: "Title", classes: ["title"]))
/// card.cascadingStyle = CascadingStyle().configured { $0.cornerRadius = 12 }
/// ```
open class View: StyleNode {
  override open class var nodeType: StyleType { .builtIn("View") }

  override open class var styleBindings: [StyleBinding] {
    super.styleBindings + [
      .bind(\.backgroundColor, to: \View.backgroundColor),
      .bind(\.alpha, to: \View.alpha),
      .bind(\.isHidden, to: \View.isHidden),
      .bind(\.clipsToBounds, to: \View.clipsToBounds),
      .bind(\.tintColor, to: \View.tintColor),
      .bind(\.borderColor, to: \View.borderColor),
      .bind(\.borderWidth, to: \View.borderWidth),
      .bind(\.cornerRadius, to: \View.cornerRadius),
      .bind(\.shadowColor, to: \View.shadowColor),
      .bind(\.shadowOffset, to: \View.shadowOffset),
      .bind(\.shadowRadius, to: \View.shadowRadius),
      .bind(\.shadowOpacity, to: \View.shadowOpacity),
      .bind(\.boxShadow, to: \View.boxShadows),
      .bind(\.padding, to: \View.padding),
    ]
  }

  public var backgroundColor = StyleColor.clear
  public var alpha = 1.0
  public var isHidden = false
  public var clipsToBounds = false
  public var tintColor = StyleColor(rgb: 0x007AFF)
  public var borderColor = StyleColor.black
  public var borderWidth = 0.0
  public var cornerRadius = 0.0
  public var shadowColor = StyleColor.black
  public var shadowOffset = StyleSize(width: 0, height: -3)
  public var shadowRadius = 3.0
  public var shadowOpacity = 0.0
  /// CSS's `box-shadow` list, first shadow on top (empty: none). The layer's one shadow is
  /// ``shadowColor``, ``shadowOffset``, ``shadowRadius`` and ``shadowOpacity``.
  public var boxShadows: [StyleShadow] = []
  /// UIKit's `layoutMargins` (8 on every side by default).
  public var padding = EdgeInsets(all: 8)

  /// The child views.
  public var subviews: [View] { children.compactMap { $0 as? View } }
  /// The parent, if it is a view.
  public var superview: View? { parent as? View }

  /// Appends a child view.
  public func addSubview(_ view: View) { addChild(view) }
  /// Inserts a child view at an index among the children.
  public func insertSubview(_ view: View, at index: Int) { insertChild(view, at: index) }
  /// Removes the view from its parent.
  public func removeFromSuperview() { removeFromParent() }
}

/// The model of `UIWindow`: the root of a screen, carrying the environment its tree is
/// shown in (idiom, orientation, color scheme, size classes, size, content size, layout
/// direction). Changing the environment marks what depends on it for the next update.
///
/// ```swift
/// let window = Window(environment: StyleEnvironment(colorScheme: .light))
/// manager.style(window)
/// window.environment.colorScheme = .dark
/// window.updateStyles()     // restyles what `@media dark` and `:dark` rules style
/// ```
open class Window: View {
  override open class var nodeType: StyleType { .builtIn("Window") }

  /// The environment of the tree this window roots.
  public var environment = StyleEnvironment() {
    didSet {
      guard environment != oldValue, parent == nil else { return }
      styling.tree?.changeEnvironment(to: environment)
    }
  }

  override open var styleRootEnvironment: StyleEnvironment? { environment }

  /// A window shown in an environment.
  public convenience init(
    environment: StyleEnvironment, classes: [String] = [], identifier: String? = nil
  ) {
    self.init(classes: classes, identifier: identifier)
    self.environment = environment
  }
}
