/// A Swift type a style property's value converts to and from: what typed keys
/// (``StyleKey``), style objects and widgets hold.
///
/// ```swift
/// StyleColor(styleValue: .color(.white))                 // white
/// 0.5.styleValue(for: .number(range: 0...1, percentages: true))   // .number(0.5)
/// ```
public protocol StyleValueConvertible: Sendable, Equatable {
  /// The value held by a computed style value, or `nil` if it holds another kind.
  init?(styleValue: StyleValue)
  /// The style value for a property that accepts `syntax`.
  func styleValue(for syntax: ValueSyntax) -> StyleValue
}

extension StyleColor: StyleValueConvertible {
  public init?(styleValue: StyleValue) {
    guard case .color(let color) = styleValue else { return nil }
    self = color
  }
  public func styleValue(for syntax: ValueSyntax) -> StyleValue { .color(self) }
}

extension Double: StyleValueConvertible {
  /// Points or a plain number; a length with percentages gives its points part.
  public init?(styleValue: StyleValue) {
    switch styleValue {
    case .length(let value), .number(let value): self = value
    case .integer(let value): self = Double(value)
    case .relativeLength(let length): self = length.points
    default: return nil
    }
  }
  public func styleValue(for syntax: ValueSyntax) -> StyleValue {
    switch syntax {
    case .number: .number(self)
    case .integer: .integer(Int(self))
    default: .length(self)
    }
  }
}

extension Int: StyleValueConvertible {
  public init?(styleValue: StyleValue) {
    switch styleValue {
    case .integer(let value): self = value
    case .number(let value), .length(let value):
      guard value.isFinite, value.rounded() == value, abs(value) < 1e15 else { return nil }
      self = Int(value)
    default: return nil
    }
  }
  public func styleValue(for syntax: ValueSyntax) -> StyleValue {
    switch syntax {
    case .integer: .integer(self)
    case .number: .number(Double(self))
    default: .length(Double(self))
    }
  }
}

extension Bool: StyleValueConvertible {
  public init?(styleValue: StyleValue) {
    guard case .boolean(let flag) = styleValue else { return nil }
    self = flag
  }
  public func styleValue(for syntax: ValueSyntax) -> StyleValue { .boolean(self) }
}

extension String: StyleValueConvertible {
  public init?(styleValue: StyleValue) {
    switch styleValue {
    case .string(let text), .keyword(let text): self = text
    default: return nil
    }
  }
  public func styleValue(for syntax: ValueSyntax) -> StyleValue {
    if case .keywords = syntax { return .keyword(self) }
    return .string(self)
  }
}

extension StyleFont: StyleValueConvertible {
  public init?(styleValue: StyleValue) {
    guard case .font(let font) = styleValue else { return nil }
    self = font
  }
  public func styleValue(for syntax: ValueSyntax) -> StyleValue { .font(self) }
}

extension EdgeInsets: StyleValueConvertible {
  public init?(styleValue: StyleValue) {
    guard case .insets(let insets) = styleValue else { return nil }
    self = insets
  }
  public func styleValue(for syntax: ValueSyntax) -> StyleValue { .insets(self) }
}

extension StyleSize: StyleValueConvertible {
  public init?(styleValue: StyleValue) {
    guard case .size(let size) = styleValue else { return nil }
    self = size
  }
  public func styleValue(for syntax: ValueSyntax) -> StyleValue { .size(self) }
}

/// An image, or `nil` for `none`: what image properties hold.
extension Optional: StyleValueConvertible where Wrapped == StyleImage {
  public init?(styleValue: StyleValue) {
    switch styleValue {
    case .image(let image): self = image
    case .none: self = nil
    default: return nil
    }
  }
  public func styleValue(for syntax: ValueSyntax) -> StyleValue {
    map(StyleValue.image) ?? .none
  }
}

/// A keyword property's values as a Swift enum whose raw values are the keywords: declaring
/// the conformance is enough.
///
/// ```swift
/// enum Emphasis: String, StyleValueConvertible { case none, strong }
/// Emphasis(styleValue: .keyword("strong"))   // .strong
/// ```
extension StyleValueConvertible where Self: RawRepresentable, RawValue == String {
  public init?(styleValue: StyleValue) {
    guard case .keyword(let word) = styleValue else { return nil }
    self.init(rawValue: word)
  }
  public func styleValue(for syntax: ValueSyntax) -> StyleValue { .keyword(rawValue) }
}
