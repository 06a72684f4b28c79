// Capability protocols: each tells ``CascadingStyle/apply(to:)`` (and skins) that an object
// supports a group of style properties. A class adopts the ones it has; nothing else is
// needed to be styled — as `AKCascadingStyle` asked `respondsToSelector:`, typed.

/// Has a background color (`background-color`).
public protocol BackgroundStylable: Stylable {
  var backgroundColor: StyleColor { get set }
}

/// Has UIView's visibility properties (`opacity`/`alpha`, `hidden`, `clips-to-bounds`).
public protocol ViewStylable: Stylable {
  var alpha: Double { get set }
  var isHidden: Bool { get set }
  var clipsToBounds: Bool { get set }
}

/// Has a tint (`tint-color`).
public protocol TintStylable: Stylable {
  var tintColor: StyleColor { get set }
}

/// Has a layer border and rounded corners (`border-color`, `border-width`, `border-radius`).
public protocol BorderStylable: Stylable {
  var borderColor: StyleColor { get set }
  var borderWidth: Double { get set }
  var cornerRadius: Double { get set }
}

/// Has a layer shadow (`shadow-color`, `shadow-offset`, `shadow-radius`, `shadow-opacity`).
public protocol ShadowStylable: Stylable {
  var shadowColor: StyleColor { get set }
  var shadowOffset: StyleSize { get set }
  var shadowRadius: Double { get set }
  var shadowOpacity: Double { get set }
}

/// Has inner margins (`padding`, UIKit's `layoutMargins`).
public protocol PaddingStylable: Stylable {
  var padding: EdgeInsets { get set }
}

/// Shows an image (`image`; `nil` is `none`).
public protocol ImageStylable: Stylable {
  var image: StyleImage? { get set }
}

/// Has a background image (`background-image`).
public protocol BackgroundImageStylable: Stylable {
  var backgroundImage: StyleImage? { get set }
}

/// Fits its content in a way (`content-mode`).
public protocol ContentModeStylable: Stylable {
  var contentMode: ContentMode { get set }
}

/// Insets its content (`content-insets`: a button's content edge insets, a scroll view's
/// content inset).
public protocol ContentInsetsStylable: Stylable {
  var contentInsets: EdgeInsets { get set }
}

/// Lays out its children along an axis (`spacing`, `axis`).
public protocol StackStylable: Stylable {
  var spacing: Double { get set }
  var axis: LayoutAxis { get set }
}

/// Aligns and distributes its children, as `UIStackView` does (`alignment`,
/// `distribution`).
public protocol StackLayoutStylable: Stylable {
  var alignment: StackAlignment { get set }
  var distribution: StackDistribution { get set }
}
