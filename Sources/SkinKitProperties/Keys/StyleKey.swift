import SkinKitSyntax

/// A typed key for a style property: the property (or, for `font` and `padding`, the
/// longhands) it stands for and how its values convert to and from a Swift type. A key is
/// the whole declaration of a property: no `Mirror`, no Objective-C runtime, no lookup by
/// name; classes bind it to a property of theirs (``StyleBinding``) to take its value.
///
/// The built-in keys are the members of ``StyleKeys`` (`StyleKeys.builtIn.textColor`), and
/// `CascadingStyle` reads each of them as a property of its own (`style.textColor`). An app
/// declares its own in the same form, and binds it in the classes that have it:
///
/// ```swift
/// enum GlowKeys {
///   static let glowRadius = StyleKey<Double>(
///     "glow-radius", syntax: .length(minimum: 0, percentages: false), initial: 0,
///     summary: "Glow around the view, in points.")
/// }
/// final class GlowView: View {
///   var glowRadius = 0.0
///   override class var styleBindings: [StyleBinding] {
///     super.styleBindings + [.bind(GlowKeys.glowRadius, to: \GlowView.glowRadius)]
///   }
/// }
/// style[GlowKeys.glowRadius] = 6       // and `glow-radius: 6` in a sheet of a skin that has the key
/// ```
///
/// A key is its name and the Swift type of its values: declaring it again — in a computed
/// property, in another module, on another thread — gives the same property, so it may be
/// declared where it is used. Declaring a name again with another value type, inheritance,
/// syntax or initial value makes a key that sets nothing and says why in
/// ``declarationError`` (and a registry given it throws that error). Declaring a key changes
/// no property table and no skin: a skin knows the property once its `StyleRegistry` lists
/// the key. A name that is a built-in property's, with the same inheritance, gives that
/// property's key (a style may declare `shadow-offset` again); with another inheritance the
/// key sets nothing and reports why in ``declarationError``.
public struct StyleKey<Value: Sendable & Equatable>: Sendable, Hashable, CustomStringConvertible {
  /// The key without its value type.
  public let erased: AnyStyleKey
  @usableFromInline let encode: @Sendable (Value) -> [StyleValue]
  @usableFromInline let decode: @Sendable ([StyleValue]) -> Value?
  /// For a key of one longhand: its value to and from one style value, without an array.
  @usableFromInline let single: SingleValueCoding<Value>?

  /// The property's canonical name (`color` for `.textColor`).
  public var name: String { erased.name }
  /// The properties the key sets: one, or a shorthand's longhands.
  package var properties: [PropertyID] { erased.properties }
  /// Why the key's property could not be declared, if it could not; such a key sets nothing.
  public var declarationError: StyleKeyError? { erased.declarationError }

  init(
    erased: AnyStyleKey, encode: @escaping @Sendable (Value) -> [StyleValue],
    decode: @escaping @Sendable ([StyleValue]) -> Value?, single: SingleValueCoding<Value>? = nil
  ) {
    self.erased = erased
    self.encode = encode
    self.decode = decode
    self.single = single
  }

  /// The value set in `values` (one per longhand; a longhand missing from it takes its
  /// initial value), or `nil` if none of the key's longhands is set.
  package func value(in values: [PropertyID: StyleValue]) -> Value? {
    let definitions = erased.definitions
    if definitions.count == 1 { return values[definitions[0].id].flatMap { decode([$0]) } }
    guard definitions.contains(where: { values[$0.id] != nil }) else { return nil }
    return decode(definitions.map { values[$0.id] ?? $0.initial })
  }

  /// Sets (or, with `nil`, removes) the key's longhands in `values`.
  package func set(_ value: Value?, in values: inout [PropertyID: StyleValue]) {
    guard let value else {
      for property in properties { values[property] = nil }
      return
    }
    for (property, encoded) in zip(properties, encode(value)) { values[property] = encoded }
  }

  public static func == (lhs: StyleKey, rhs: StyleKey) -> Bool { lhs.erased == rhs.erased }
  public func hash(into hasher: inout Hasher) { hasher.combine(erased) }
  public var description: String { erased.description }
}

extension StyleKey where Value: StyleValueConvertible {
  /// Declares an app's property and makes its key (see ``StyleKey``). `summary` is the line
  /// `skss` and the documentation show for it.
  public init(
    _ name: String, aliases: [String] = [], syntax: ValueSyntax, initial: Value,
    inherited: Bool = false, summary: String = ""
  ) {
    let builtIn = PropertyTable.builtIn
    let definition: PropertyDefinition
    if let existing = builtIn.definition(named: name) {
      guard existing.inherited == inherited,
        existing.name == name.asciiLowercased || existing.aliases.contains(name.asciiLowercased)
      else {
        self.init(
          failed: name,
          StyleKeyError(
            message:
              "'\(name)' is already the name of the built-in property '\(existing.name)', declared differently"
          ))
        return
      }
      definition = existing
    } else if builtIn.shorthand(named: name) != nil {
      self.init(failed: name, StyleKeyError(message: "'\(name)' is a built-in shorthand"))
      return
    } else if name.isEmpty || name.hasPrefix("--") {
      self.init(failed: name, StyleKeyError(message: "'\(name)' is not a valid property name"))
      return
    } else {
      let declared = PropertyCatalog.declareKey(
        PropertyDefinition(
          id: 0, name: name.asciiLowercased, aliases: aliases.map(\.asciiLowercased),
          syntax: syntax, initial: initial.styleValue(for: syntax), inherited: inherited,
          summary: summary),
        valueType: Value.self)
      switch declared {
      case .success(let found): definition = found
      case .failure(let error):
        self.init(failed: name, error)
        return
      }
    }
    self.init(definition: definition, isBuiltIn: false)
  }

  /// The key of one numbered property.
  init(definition: PropertyDefinition, isBuiltIn: Bool) {
    let syntax = definition.syntax
    self.init(
      erased: AnyStyleKey(
        name: definition.name, definitions: [definition], shorthand: nil, isBuiltIn: isBuiltIn,
        declarationError: nil),
      encode: { [$0.styleValue(for: syntax)] },
      decode: { values in values.first.flatMap(Value.init(styleValue:)) },
      single: SingleValueCoding(
        encode: { $0.styleValue(for: syntax) }, decode: { Value(styleValue: $0) }))
  }

  init(failed name: String, _ error: StyleKeyError) {
    self.init(
      erased: AnyStyleKey(
        name: name, definitions: [], shorthand: nil, isBuiltIn: false, declarationError: error),
      encode: { _ in [] }, decode: { _ in nil })
  }
}

/// A ``StyleKey`` without its value type: what style classes list, registries collect and
/// skins route values by.
/// A key's value to and from one style value, for a key of one longhand.
@usableFromInline
struct SingleValueCoding<Value>: Sendable {
  @usableFromInline let encode: @Sendable (Value) -> StyleValue
  @usableFromInline let decode: @Sendable (StyleValue) -> Value?

  init(
    encode: @escaping @Sendable (Value) -> StyleValue,
    decode: @escaping @Sendable (StyleValue) -> Value?
  ) {
    self.encode = encode
    self.decode = decode
  }
}

public struct AnyStyleKey: Sendable, Hashable, CustomStringConvertible {
  /// The property's canonical name.
  public let name: String
  /// The definitions of the properties it sets, in order.
  package let definitions: [PropertyDefinition]
  /// Whether the key is one of ``StyleKeys``.
  public let isBuiltIn: Bool
  /// Why the property could not be declared, if it could not.
  public let declarationError: StyleKeyError?
  /// The shorthand sheets write for a key of several longhands (`padding`), if any (one
  /// reference: the definition is SkinKit's own).
  private let uses: KeyUses

  init(
    name: String, definitions: [PropertyDefinition], shorthand: ShorthandDefinition?,
    isBuiltIn: Bool, declarationError: StyleKeyError?
  ) {
    self.name = name
    self.definitions = definitions
    self.isBuiltIn = isBuiltIn
    self.declarationError = declarationError
    uses = KeyUses(shorthand: shorthand)
  }

  /// The properties it sets, in order.
  package var properties: [PropertyID] { definitions.map(\.id) }
  /// The shorthand sheets write for a key of several longhands (`padding`), if any.
  var shorthand: ShorthandDefinition? { uses.shorthand }

  public static func == (lhs: AnyStyleKey, rhs: AnyStyleKey) -> Bool {
    lhs.name == rhs.name && lhs.properties == rhs.properties
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(properties)
  }
  public var description: String { name }
}

/// What a key of several longhands is written as.
private final class KeyUses: Sendable {
  let shorthand: ShorthandDefinition?

  init(shorthand: ShorthandDefinition?) { self.shorthand = shorthand }
}

/// Why a key's property could not be declared, or why keys cannot be used together.
public struct StyleKeyError: SkinKitError, Hashable {
  public var message: String
  public init(message: String) { self.message = message }
}
