import SkinKitSyntax

/// A custom property (`--accent`) read as a Swift value: its name and how its computed value
/// (the tokens left once `var()` and `$constants` are substituted) converts to `Value`.
///
/// `skss codegen --accessors` writes one for each custom property a sheet declares, typed
/// by the values the sheet gives it, so that a property removed from the sheet is a compile
/// error where the app reads it. Read one from a node's or a context's computed style:
///
/// ```swift
/// let accent = CustomPropertyKey<StyleColor>("--accent", syntax: .color)
/// let caption = CustomPropertyKey<String>("--caption")   // the value as text
/// let card = StyleContext(manager: manager).child(type: "View", classes: ["card"])
/// card[accent]?.hex     // "#ff8000ff" under `.card { --accent: #ff8000 }`; nil when unset
/// card[caption]         // the text of `--caption`, or nil
/// ```
public struct CustomPropertyKey<Value: Sendable>: Sendable, Hashable, CustomStringConvertible {
  /// The property's name, with its `--`.
  public let name: String
  private let decode: @Sendable ([Token]) -> Value?

  /// A key whose value is parsed as `syntax` allows (`.color`, `.length(…)`) and converted to
  /// `Value`; a computed value that does not parse so reads as `nil`.
  public init(_ name: String, syntax: ValueSyntax) where Value: StyleValueConvertible {
    self.name = name
    decode = { tokens in
      guard let value = try? syntax.parse(tokens[...]) else { return nil }
      return Value(styleValue: value)
    }
  }

  /// A key whose value is the computed value's text, as `skss resolve` prints it.
  public init(_ name: String) where Value == String {
    self.name = name
    decode = { TokenPrinter.print($0) }
  }

  /// The value of computed tokens, or `nil` when they do not convert.
  package func value(of tokens: [Token]) -> Value? { decode(tokens) }

  /// Keys of one value type are equal when they name the same property.
  public static func == (lhs: CustomPropertyKey, rhs: CustomPropertyKey) -> Bool {
    lhs.name == rhs.name
  }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
  public var description: String { name }
}
