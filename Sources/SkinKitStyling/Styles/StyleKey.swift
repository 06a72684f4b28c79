import SkinKitProperties

/// A typed key for a style property: the registry property (or, for `font` and `padding`,
/// the longhands) it stands for, and how its values convert to and from a Swift type.
/// Keys are how ``CascadingStyle`` subclasses map their typed properties to the properties
/// stylesheets set — no `Mirror`, no Objective-C runtime.
///
/// Built-in keys are static members (`.textColor`, `.titleColor`, `.shadowOffset`…). An app
/// makes its own by registering a property; registering a name that already exists with the
/// same inheritance returns that property:
///
/// ```swift
/// enum GlowKeys {
///   static let glowRadius = StyleKey<Double>(
///     registering: "glow-radius", syntax: .length(minimum: 0, percentages: false),
///     initial: 0, inherited: false)
/// }
/// extension StyleKey where Value == Double {
///   static var glowRadius: StyleKey<Double> { GlowKeys.glowRadius }
/// }
/// style[.glowRadius] = 6       // and `glow-radius: 6` in a sheet
/// ```
public struct StyleKey<Value: Sendable & Equatable>: Sendable, Hashable, CustomStringConvertible {
  /// The key without its value type.
  public let erased: AnyStyleKey
  let encode: @Sendable (Value) -> [StyleValue]
  let decode: @Sendable ([StyleValue]) -> Value?

  /// The property's canonical name (`color` for `.textColor`).
  public var name: String { erased.name }
  /// The registry properties the key sets: one, or a shorthand's longhands.
  public var properties: [PropertyID] { erased.properties }
  /// Why the key's property could not be registered or found, if it could not; such a key
  /// sets nothing.
  public var registrationError: StyleKeyError? { erased.registrationError }

  /// A key made of several longhands (`font`, `padding`), with its own conversions.
  /// `decode` receives one value per longhand, in `longhands` order.
  public init(
    name: String, longhands: [String], encode: @escaping @Sendable (Value) -> [StyleValue],
    decode: @escaping @Sendable ([StyleValue]) -> Value?
  ) {
    let table = PropertyRegistry.current
    let definitions = longhands.compactMap { table.definition(named: $0) }
    let error =
      definitions.count == longhands.count
      ? nil : StyleKeyError(message: "'\(name)' names a property that is not registered")
    self.erased = AnyStyleKey(
      name: name, properties: error == nil ? definitions.map(\.id) : [], registrationError: error)
    self.encode = encode
    self.decode = decode
  }

  public static func == (lhs: StyleKey, rhs: StyleKey) -> Bool { lhs.erased == rhs.erased }
  public func hash(into hasher: inout Hasher) { hasher.combine(erased) }
  public var description: String { erased.description }
}

extension StyleKey where Value: StyleValueConvertible {
  /// The key of an existing property (built in or registered), by any of its names.
  public init(_ name: String) {
    let table = PropertyRegistry.current
    guard let definition = table.definition(named: name) else {
      self.init(
        failed: name,
        StyleKeyError(message: "no property is named '\(name)'; register it first"))
      return
    }
    self.init(definition)
  }

  /// Registers a property for an app's style class (or finds it, when the name already
  /// exists with the same inheritance, as `shadow-offset` does) and makes its key. A name
  /// taken by a different kind of property gives a key that sets nothing and reports the
  /// problem in ``registrationError`` (and from ``CascadingStyle/register()``).
  public init(
    registering name: String, aliases: [String] = [], syntax: ValueSyntax, initial: Value,
    inherited: Bool, summary: String = ""
  ) {
    do {
      let definition = try PropertyRegistry.register(
        name: name, aliases: aliases, syntax: syntax, initial: initial.styleValue(for: syntax),
        inherited: inherited, summary: summary)
      self.init(definition)
    } catch {
      self.init(failed: name, StyleKeyError(message: error.message))
    }
  }

  private init(_ definition: PropertyDefinition) {
    let syntax = definition.syntax
    self.erased = AnyStyleKey(
      name: definition.name, properties: [definition.id], registrationError: nil)
    self.encode = { [$0.styleValue(for: syntax)] }
    self.decode = { values in values.first.flatMap(Value.init(styleValue:)) }
  }

  private init(failed name: String, _ error: StyleKeyError) {
    self.erased = AnyStyleKey(name: name, properties: [], registrationError: error)
    self.encode = { _ in [] }
    self.decode = { _ in nil }
  }
}

/// A ``StyleKey`` without its value type: what style classes list and the skin applier
/// routes by.
public struct AnyStyleKey: Sendable, Hashable, CustomStringConvertible {
  /// The property's canonical name.
  public let name: String
  /// The registry properties it sets.
  public let properties: [PropertyID]
  /// Why the property could not be registered, if it could not.
  public let registrationError: StyleKeyError?

  public static func == (lhs: AnyStyleKey, rhs: AnyStyleKey) -> Bool {
    lhs.name == rhs.name && lhs.properties == rhs.properties
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(properties)
  }
  public var description: String { name }
}

/// Why a key's property could not be registered or found.
public struct StyleKeyError: Error, Sendable, Hashable, CustomStringConvertible {
  public var message: String
  public init(message: String) { self.message = message }
  public var description: String { message }
}
