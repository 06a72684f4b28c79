import SkinKitSupport
import SkinKitSyntax

// How ``StyleKeys``' members declare the built-in properties: each member's factory
// (`StyleKey.builtIn(…)`, `PropertyDefinition.builtIn(…)`, `ShorthandDefinition.builtIn(…)`)
// numbers its definitions and collects them, so that ``PropertyTable/builtIn`` and
// ``StyleKeys/all`` are made from the one list of declarations.

extension StyleKeys {
  /// Every built-in key, in declaration order.
  package static var all: [AnyStyleKey] { BuiltInDeclarations.all.keys }
}

extension PropertyTable {
  /// Every built-in property (the longhands and shorthands ``StyleKeys`` declares).
  public static let builtIn = PropertyTable(
    longhands: BuiltInDeclarations.all.longhands, shorthands: BuiltInDeclarations.all.shorthands)
}

/// What ``StyleKeys/builtIn``'s members declare, collected while it is made (once, in
/// declaration order, before any other property can be declared: an app's key reads
/// ``PropertyTable/builtIn`` first), so that the built-in properties have the first ids, in
/// the order they are written.
enum BuiltInDeclarations {
  struct Collected: Sendable {
    var longhands: [PropertyDefinition] = []
    var shorthands: [ShorthandDefinition] = []
    var keys: [AnyStyleKey] = []
  }

  private static let collecting = Locked(Collected())

  /// Everything declared, once ``StyleKeys/builtIn`` is made.
  static let all: Collected = {
    _ = StyleKeys.builtIn
    return collecting.withLock { $0 }
  }()

  static func declare(_ definition: PropertyDefinition) -> PropertyDefinition {
    let numbered = PropertyCatalog.declare(definition)
    collecting.withLock { $0.longhands.append(numbered) }
    return numbered
  }

  static func add(_ shorthand: ShorthandDefinition) {
    collecting.withLock { $0.shorthands.append(shorthand) }
  }

  static func add(_ key: AnyStyleKey) {
    collecting.withLock { $0.keys.append(key) }
  }
}

extension PropertyDefinition {
  /// Declares a built-in longhand that has no key of its own (a shorthand key's part).
  static func builtIn(
    _ name: String, aliases: [String] = [], _ syntax: ValueSyntax, initial: StyleValue,
    inherited: Bool = false, _ summary: String
  ) -> PropertyDefinition {
    BuiltInDeclarations.declare(
      PropertyDefinition(
        id: 0, name: name, aliases: aliases, syntax: syntax, initial: initial,
        inherited: inherited, summary: summary))
  }
}

extension ShorthandDefinition {
  /// Declares a built-in shorthand without a key of its own.
  static func builtIn(
    _ name: String, longhands: [String],
    expand: @escaping @Sendable (ArraySlice<Token>) throws(ValueError) -> [StyleValue]
  ) -> ShorthandDefinition {
    let shorthand = ShorthandDefinition(name: name, longhands: longhands, expand: expand)
    BuiltInDeclarations.add(shorthand)
    return shorthand
  }
}

extension StyleKey where Value: StyleValueConvertible {
  /// Declares a built-in longhand and its key.
  static func builtIn(
    _ name: String, aliases: [String] = [], _ syntax: ValueSyntax, initial: StyleValue,
    inherited: Bool = false, _ summary: String
  ) -> StyleKey {
    let definition = PropertyDefinition.builtIn(
      name, aliases: aliases, syntax, initial: initial, inherited: inherited, summary)
    let key = StyleKey(definition: definition, isBuiltIn: true)
    BuiltInDeclarations.add(key.erased)
    return key
  }
}

extension StyleKey {
  /// Declares a built-in shorthand whose longhands are one value of the key's type.
  static func builtInShorthand(
    _ name: String, longhands: [PropertyDefinition],
    expand: @escaping @Sendable (ArraySlice<Token>) throws(ValueError) -> [StyleValue],
    encode: @escaping @Sendable (Value) -> [StyleValue],
    decode: @escaping @Sendable ([StyleValue]) -> Value?
  ) -> StyleKey {
    let shorthand = ShorthandDefinition.builtIn(
      name, longhands: longhands.map(\.name), expand: expand)
    let key = StyleKey(
      erased: AnyStyleKey(
        name: name, definitions: longhands, shorthand: shorthand, isBuiltIn: true,
        declarationError: nil),
      encode: encode, decode: decode)
    BuiltInDeclarations.add(key.erased)
    return key
  }
}
