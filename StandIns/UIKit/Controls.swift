// The controls of the UIKit stand-in: each declaration from the page cited above it (see
// Views.swift for what a stand-in is).

import Foundation

/// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor open class UIControl: UIView {
  /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.property
  open var state: UIControl.State {
    var state: UIControl.State = []
    if !isEnabled { state.insert(.disabled) }
    if isHighlighted { state.insert(.highlighted) }
    if isSelected { state.insert(.selected) }
    return state
  }
  /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled
  open var isEnabled = true
  /// https://developer.apple.com/documentation/uikit/uicontrol/ishighlighted
  open var isHighlighted = false
  /// https://developer.apple.com/documentation/uikit/uicontrol/isselected
  open var isSelected = false

  /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal: State = []
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
  }
}

/// https://developer.apple.com/documentation/uikit/uibutton
@MainActor open class UIButton: UIControl {
  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var titleShadowColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]
  private var backgroundImages: [UInt: UIImage] = [:]
  private let label = UILabel()

  /// https://developer.apple.com/documentation/uikit/uibutton/titlelabel
  open var titleLabel: UILabel? { label }

  /// https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
  }
  /// https://developer.apple.com/documentation/uikit/uibutton/title(for:) — the state's own,
  /// else the normal state's.
  open func title(for state: UIControl.State) -> String? {
    titles[state.rawValue] ?? titles[0]
  }
  /// https://developer.apple.com/documentation/uikit/uibutton/settitlecolor(_:for:)
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[state.rawValue] = color
  }
  /// https://developer.apple.com/documentation/uikit/uibutton/titlecolor(for:)
  open func titleColor(for state: UIControl.State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[0]
  }
  /// https://developer.apple.com/documentation/uikit/uibutton/settitleshadowcolor(_:for:)
  open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
    titleShadowColors[state.rawValue] = color
  }
  /// https://developer.apple.com/documentation/uikit/uibutton/titleshadowcolor(for:)
  open func titleShadowColor(for state: UIControl.State) -> UIColor? {
    titleShadowColors[state.rawValue] ?? titleShadowColors[0]
  }
  /// https://developer.apple.com/documentation/uikit/uibutton/setimage(_:for:)
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    images[state.rawValue] = image
  }
  /// https://developer.apple.com/documentation/uikit/uibutton/image(for:)
  open func image(for state: UIControl.State) -> UIImage? {
    images[state.rawValue] ?? images[0]
  }
  /// https://developer.apple.com/documentation/uikit/uibutton/setbackgroundimage(_:for:)
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
    backgroundImages[state.rawValue] = image
  }
  /// https://developer.apple.com/documentation/uikit/uibutton/backgroundimage(for:)
  open func backgroundImage(for state: UIControl.State) -> UIImage? {
    backgroundImages[state.rawValue] ?? backgroundImages[0]
  }
}

/// https://developer.apple.com/documentation/uikit/uiswitch
@MainActor open class UISwitch: UIControl {
  /// https://developer.apple.com/documentation/uikit/uiswitch/ontintcolor
  open var onTintColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uiswitch/thumbtintcolor
  open var thumbTintColor: UIColor?
}

/// https://developer.apple.com/documentation/uikit/uislider
@MainActor open class UISlider: UIControl {
  /// https://developer.apple.com/documentation/uikit/uislider/minimumtracktintcolor
  open var minimumTrackTintColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uislider/maximumtracktintcolor
  open var maximumTrackTintColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uislider/thumbtintcolor
  open var thumbTintColor: UIColor?
}

/// https://developer.apple.com/documentation/uikit/uisegmentedcontrol
@MainActor open class UISegmentedControl: UIControl {
  private var attributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmenttintcolor
  open var selectedSegmentTintColor: UIColor?

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/settitletextattributes(_:for:)
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    self.attributes[state.rawValue] = attributes
  }
  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/titletextattributes(for:)
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    attributes[state.rawValue]
  }
}

extension NSAttributedString.Key {
  /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor
  /// (a `UIColor`)
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/font
  /// (a `UIFont`)
  public static let font = NSAttributedString.Key("NSFont")
}
