// A stand-in for the part of UIKit that SkinKitUIKit uses, so that the adapter compiles and its
// logic is tested on Linux. Each declaration has the signature and actor isolation of Apple's
// published one, from the page cited above it; bodies do what the page says, no more. Built
// and linked only on Linux (Package.swift): no product used on an Apple platform contains it.
// What is not UIKit's — the test driver — is in StandInDriver.swift.

@_exported import Foundation  // as UIKit re-exports Foundation (and CGFloat with it)

/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder {
  public init() {}
}

/// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder, UITraitEnvironment, UITraitChangeObservable {
  /// https://developer.apple.com/documentation/uikit/uiview/superview
  open private(set) weak var superview: UIView?
  /// https://developer.apple.com/documentation/uikit/uiview/subviews
  open private(set) var subviews: [UIView] = []
  /// https://developer.apple.com/documentation/uikit/uiview/window
  open var window: UIWindow? { superview?.window }
  /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
  open var backgroundColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uiview/alpha
  open var alpha: CGFloat = 1
  /// https://developer.apple.com/documentation/uikit/uiview/ishidden
  open var isHidden = false
  /// https://developer.apple.com/documentation/uikit/uiview/tintcolor
  open var tintColor: UIColor! = UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)
  /// https://developer.apple.com/documentation/uikit/uiview/layer
  open var layer: CALayer { ownLayer }
  private let ownLayer = CALayer()
  /// https://developer.apple.com/documentation/uikit/uiview/clipstobounds
  open var clipsToBounds = false
  /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.property
  open var contentMode = UIView.ContentMode.scaleToFill
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
  open var accessibilityIdentifier: String?
  /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
  open var traitCollection: UITraitCollection { window?.windowTraits ?? UITraitCollection() }

  var traitRegistrations: [TraitRegistration] = []

  public override init() {}

  /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  open func addSubview(_ view: UIView) {
    let oldWindow = view.window
    view.superview?.subviews.removeAll { $0 === view }
    subviews.append(view)
    view.superview = self
    if view.window !== oldWindow { view.windowDidChange(from: oldWindow?.windowTraits) }
  }

  /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
  open func removeFromSuperview() {
    let oldWindow = window
    superview?.subviews.removeAll { $0 === self }
    superview = nil
    if oldWindow != nil { windowDidChange(from: oldWindow?.windowTraits) }
  }

  /// https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
  open func didMoveToWindow() {}

  /// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)
  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait],
    handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let registration = TraitRegistration(traits: traits.map { ObjectIdentifier($0) }) {
      view, previous in
      handler(view as! TraitEnvironment, previous)
    }
    traitRegistrations.append(registration)
    return registration
  }

  /// What UIKit does when a view's window changes: it tells the view and its subviews, and
  /// calls the trait change handlers whose traits differ.
  func windowDidChange(from previous: UITraitCollection?) {
    didMoveToWindow()
    traitsDidChange(from: previous ?? UITraitCollection())
    for view in subviews { view.windowDidChange(from: previous) }
  }

  func traitsDidChange(from previous: UITraitCollection) {
    let changed = traitCollection.changedTraits(from: previous)
    for registration in traitRegistrations where !changed.isDisjoint(with: registration.traits) {
      registration.handler(self, previous)
    }
  }
}

/// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor open class UIWindow: UIView {
  var windowTraits = UITraitCollection()
  open override var window: UIWindow? { self }
}

/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor open class UILabel: UIView {
  /// https://developer.apple.com/documentation/uikit/uilabel/text
  open var text: String?
  /// https://developer.apple.com/documentation/uikit/uilabel/font
  open var font: UIFont! = UIFont.systemFont(ofSize: 17, weight: .regular)
  /// https://developer.apple.com/documentation/uikit/uilabel/textcolor
  open var textColor: UIColor! = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
  /// https://developer.apple.com/documentation/uikit/uilabel/textalignment
  open var textAlignment = NSTextAlignment.natural
  /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines
  open var numberOfLines = 1
  /// https://developer.apple.com/documentation/uikit/uilabel/linebreakmode
  open var lineBreakMode = NSLineBreakMode.byTruncatingTail
  /// https://developer.apple.com/documentation/uikit/uilabel/shadowcolor
  open var shadowColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uilabel/shadowoffset
  open var shadowOffset = CGSize(width: 0, height: -1)
  /// https://developer.apple.com/documentation/uikit/uilabel/highlightedtextcolor
  open var highlightedTextColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uilabel/adjustsfontsizetofitwidth
  open var adjustsFontSizeToFitWidth = false
  /// https://developer.apple.com/documentation/uikit/uilabel/minimumscalefactor
  open var minimumScaleFactor: CGFloat = 0
}

/// https://developer.apple.com/documentation/uikit/uistackview
@MainActor open class UIStackView: UIView {
  /// https://developer.apple.com/documentation/uikit/uistackview/spacing
  open var spacing: CGFloat = 0
  /// https://developer.apple.com/documentation/uikit/uistackview/axis
  open var axis = NSLayoutConstraint.Axis.horizontal
  /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.property
  open var alignment = UIStackView.Alignment.fill
  /// https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.property
  open var distribution = UIStackView.Distribution.fill

  /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum (the
  /// SDK's `top` and `leading`, `bottom` and `trailing` are one value each)
  public enum Alignment: Int, Sendable {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
    public static let top = Alignment.leading
    public static let bottom = Alignment.trailing
  }

  /// https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum
  public enum Distribution: Int, Sendable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }
}

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor open class NSLayoutConstraint {
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
  public enum Axis: Int, Sendable {
    case horizontal, vertical
  }
}

/// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor open class UIImageView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiimageview/image
  open var image: UIImage?
}

/// https://developer.apple.com/documentation/uikit/uiprogressview
@MainActor open class UIProgressView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiprogressview/progresstintcolor
  open var progressTintColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uiprogressview/tracktintcolor
  open var trackTintColor: UIColor?
}

/// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor open class UIScrollView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
  open var contentInset = UIEdgeInsets.zero
  /// https://developer.apple.com/documentation/uikit/uiscrollview/indicatorstyle-swift.property
  open var indicatorStyle = UIScrollView.IndicatorStyle.default

  /// https://developer.apple.com/documentation/uikit/uiscrollview/indicatorstyle-swift.enum
  public enum IndicatorStyle: Int, Sendable {
    case `default`, black, white
  }
}

/// https://developer.apple.com/documentation/uikit/uitableview
@MainActor open class UITableView: UIScrollView {
  /// https://developer.apple.com/documentation/uikit/uitableview/separatorcolor
  open var separatorColor: UIColor? = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.29)
  /// https://developer.apple.com/documentation/uikit/uitableview/separatorinset
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  /// https://developer.apple.com/documentation/uikit/uitableview/separatorstyle
  open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
  /// https://developer.apple.com/documentation/uikit/uitableview/rowheight
  open var rowHeight: CGFloat = -1  // UITableView.automaticDimension
  /// https://developer.apple.com/documentation/uikit/uitableview/sectionindexcolor
  open var sectionIndexColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uitableview/sectionindexbackgroundcolor
  open var sectionIndexBackgroundColor: UIColor?
}

/// https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor open class UITableViewCell: UIView {
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentview — the cell's
  /// first subview, which an app adds its own to.
  open var contentView: UIView { ownContentView }
  private let ownContentView = UIView()

  public override init() {
    super.init()
    addSubview(ownContentView)
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse()
  open func prepareForReuse() {}

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/separatorstyle
  public enum SeparatorStyle: Int, Sendable {
    case none, singleLine
  }
}

/// https://developer.apple.com/documentation/uikit/uitextfield
@MainActor open class UITextField: UIControl {
  /// https://developer.apple.com/documentation/uikit/uitextfield/textcolor
  open var textColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uitextfield/font
  open var font: UIFont?
  /// https://developer.apple.com/documentation/uikit/uitextfield/textalignment
  open var textAlignment = NSTextAlignment.natural
  /// https://developer.apple.com/documentation/uikit/uitextfield/placeholder
  open var placeholder: String?
}

/// https://developer.apple.com/documentation/uikit/uitextview
@MainActor open class UITextView: UIScrollView {
  /// https://developer.apple.com/documentation/uikit/uitextview/textcolor
  open var textColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uitextview/font
  open var font: UIFont?
  /// https://developer.apple.com/documentation/uikit/uitextview/textalignment
  open var textAlignment = NSTextAlignment.natural
}

extension UIView {
  /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }
}

/// https://developer.apple.com/documentation/uikit/nstextalignment (the raw values iOS's)
public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}

/// https://developer.apple.com/documentation/uikit/nslinebreakmode
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail
  case byTruncatingMiddle
}

/// https://developer.apple.com/documentation/uikit/uitraitenvironment
@MainActor public protocol UITraitEnvironment: AnyObject {
  /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
  var traitCollection: UITraitCollection { get }
}

/// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94
@MainActor public protocol UITraitChangeObservable {}

/// https://developer.apple.com/documentation/uikit/uitraitchangeregistration
public protocol UITraitChangeRegistration: NSCopying {}

final class TraitRegistration: NSObject, UITraitChangeRegistration {
  let traits: Set<ObjectIdentifier>
  let handler: @MainActor (UIView, UITraitCollection) -> Void

  init(
    traits: [ObjectIdentifier], handler: @escaping @MainActor (UIView, UITraitCollection) -> Void
  ) {
    self.traits = Set(traits)
    self.handler = handler
  }

  func copy(with zone: NSZone? = nil) -> Any { self }
}
