#if canImport(UIKit)
import UIKit
#elseif SKINKIT_STAND_INS
import UIKitStandIn
#endif

#if canImport(UIKit) || SKINKIT_STAND_INS
import SkinKit

extension ElementState {
  /// A control's state as the sheets name it (`:highlighted`, `:disabled`…).
  init(controlState: UIControl.State) {
    var state: ElementState = []
    if controlState.contains(.highlighted) { state.insert(.highlighted) }
    if controlState.contains(.selected) { state.insert(.selected) }
    if controlState.contains(.disabled) { state.insert(.disabled) }
    if controlState.contains(.focused) { state.insert(.focused) }
    self = state
  }
}

extension UIControl.State {
  /// The control state a sheet's state names.
  init(_ state: ElementState) {
    var controlState: UIControl.State = .normal
    if state.contains(.highlighted) { controlState.insert(.highlighted) }
    if state.contains(.selected) { controlState.insert(.selected) }
    if state.contains(.disabled) { controlState.insert(.disabled) }
    if state.contains(.focused) { controlState.insert(.focused) }
    self = controlState
  }
}

/// Values UIKit keeps per control state, as a ``SkinKit/PerState``.
@MainActor enum ControlStates {
  /// Every state but the normal one: each combination of the four flags.
  static let all: [ElementState] = (1...15).map { ElementState(rawValue: UInt8($0)) }

  /// The values of each state: a state whose value differs from the normal one has its own
  /// (UIKit answers a state without one with the normal state's).
  static func read<Value: Equatable>(
    normal: Value, _ value: (UIControl.State) -> Value?
  ) -> PerState<Value> {
    var values = PerState(normal)
    for state in all {
      if let own = value(UIControl.State(state)), own != normal { values.set(own, for: state) }
    }
    return values
  }

  /// Sets each state's value: its own, or `nil` (UIKit then shows the normal state's).
  static func write<Value>(_ values: PerState<Value>, _ set: (Value?, UIControl.State) -> Void) {
    set(values.normal, .normal)
    for state in all { set(values.explicitValue(for: state), UIControl.State(state)) }
  }
}

extension UIButton {
  /// The title colors per state; a button without its own normal one shows its tint.
  var styledTitleColors: PerState<StyleColor> {
    get {
      ControlStates.read(
        normal: titleColor(for: .normal).map(StyleColor.init) ?? StyleColor(tintColor)
      ) {
        titleColor(for: $0).map(StyleColor.init)
      }
    }
    set { ControlStates.write(newValue) { setTitleColor($0.map(UIColor.init), for: $1) } }
  }

  /// The title shadow colors per state; none is clear.
  var styledTitleShadowColors: PerState<StyleColor> {
    get {
      ControlStates.read(normal: titleShadowColor(for: .normal).map(StyleColor.init) ?? .clear) {
        titleShadowColor(for: $0).map(StyleColor.init)
      }
    }
    set { ControlStates.write(newValue) { setTitleShadowColor($0.map(UIColor.init), for: $1) } }
  }

  var styledTitleFont: StyleFont? {
    get { titleLabel?.font.map(StyleFont.init) }
    set { titleLabel?.font = newValue.map(UIFont.styled) }
  }
}

extension UISwitch {
  var styledOnTintColor: StyleColor? {
    get { onTintColor.map(StyleColor.init) }
    set { onTintColor = newValue.map(UIColor.init) }
  }

  var styledThumbTintColor: StyleColor? {
    get { thumbTintColor.map(StyleColor.init) }
    set { thumbTintColor = newValue.map(UIColor.init) }
  }
}

extension UISlider {
  var styledMinimumTrackTintColor: StyleColor? {
    get { minimumTrackTintColor.map(StyleColor.init) }
    set { minimumTrackTintColor = newValue.map(UIColor.init) }
  }

  var styledMaximumTrackTintColor: StyleColor? {
    get { maximumTrackTintColor.map(StyleColor.init) }
    set { maximumTrackTintColor = newValue.map(UIColor.init) }
  }

  var styledThumbTintColor: StyleColor? {
    get { thumbTintColor.map(StyleColor.init) }
    set { thumbTintColor = newValue.map(UIColor.init) }
  }
}

extension UISegmentedControl: TitleTextAttributed {
  var styledSelectedSegmentTintColor: StyleColor? {
    get { selectedSegmentTintColor.map(StyleColor.init) }
    set { selectedSegmentTintColor = newValue.map(UIColor.init) }
  }

  /// The title colors per state; without its own normal one, UIKit's label color (black).
  var styledTitleColors: PerState<StyleColor> {
    get { titleColors(normal: StyleColor(rgb: 0x000000)) }
    set { setTitleColors(newValue) }
  }

  var styledTitleFont: StyleFont? {
    get { titleFont }
    set { titleFont = newValue }
  }
}

/// What keeps title text attributes per state: a segmented control, a bar item.
@MainActor protocol TitleTextAttributed: AnyObject {
  func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State)
  func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]?
}

extension TitleTextAttributed {
  /// The foreground color of each state's attributes.
  func titleColors(normal fallback: StyleColor) -> PerState<StyleColor> {
    func color(_ state: UIControl.State) -> StyleColor? {
      (titleTextAttributes(for: state)?[.foregroundColor] as? UIColor).map(StyleColor.init)
    }
    return ControlStates.read(normal: color(.normal) ?? fallback, color)
  }

  /// Sets each state's foreground color, keeping its other attributes.
  func setTitleColors(_ colors: PerState<StyleColor>) {
    ControlStates.write(colors) { color, state in
      setTitleAttribute(.foregroundColor, color.map(UIColor.init), for: state)
    }
  }

  /// The normal state's font.
  var titleFont: StyleFont? {
    get { (titleTextAttributes(for: .normal)?[.font] as? UIFont).map(StyleFont.init) }
    set { setTitleAttribute(.font, newValue.map(UIFont.styled), for: .normal) }
  }

  private func setTitleAttribute(
    _ key: NSAttributedString.Key, _ value: Any?, for state: UIControl.State
  ) {
    var attributes = titleTextAttributes(for: state) ?? [:]
    guard value != nil || attributes[key] != nil else { return }
    attributes[key] = value
    setTitleTextAttributes(attributes.isEmpty ? nil : attributes, for: state)
  }
}
#endif
