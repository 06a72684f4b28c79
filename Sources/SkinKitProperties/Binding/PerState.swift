import SkinKitSelectors

/// A value per control state, as UIKit keeps a button's title color: a value for the normal
/// state and optional explicit values for others; a state without its own value shows the
/// normal one.
///
/// ```swift
/// var colors = PerState(StyleColor.black)
/// colors.set(.white, for: .highlighted)
/// colors[.highlighted]                  // white
/// colors[.selected]                     // black (falls back to normal)
/// colors.explicitValue(for: .selected)  // nil
/// ```
public struct PerState<Value: Sendable & Equatable>: Sendable, Equatable {
  /// The value in the normal state.
  public var normal: Value
  private var explicit: [UInt8: Value] = [:]

  public init(_ normal: Value) { self.normal = normal }

  /// The value shown in `state`: its own, else that of the first of its flags (disabled,
  /// highlighted, selected, focused) that has one, else the normal value.
  public subscript(state: ElementState) -> Value {
    if state.isEmpty { return normal }
    if let own = explicit[state.rawValue] { return own }
    for flag in [ElementState.disabled, .highlighted, .selected, .focused]
    where state.contains(flag) {
      if let value = explicit[flag.rawValue] { return value }
    }
    return normal
  }

  /// The value set for exactly `state` (the normal value for the normal state).
  public func explicitValue(for state: ElementState) -> Value? {
    state.isEmpty ? normal : explicit[state.rawValue]
  }

  /// Sets the value for a state; `nil` removes a non-normal state's own value.
  public mutating func set(_ value: Value?, for state: ElementState) {
    if state.isEmpty {
      if let value { normal = value }
    } else {
      explicit[state.rawValue] = value
    }
  }

  /// The states with their own values.
  public var explicitStates: [ElementState] {
    explicit.keys.sorted().map(ElementState.init(rawValue:))
  }
}
