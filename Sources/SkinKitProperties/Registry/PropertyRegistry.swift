import SkinKitSyntax

/// The properties SkinKit knows: the built-in table plus the ones apps register. A snapshot
/// (``current``) is an immutable value, safe to use from any thread; registering makes a new
/// snapshot and keeps every existing ``PropertyID``.
///
/// ```swift
/// let glow = try PropertyRegistry.register(
///   name: "glow-radius", syntax: .length(minimum: 0, percentages: false),
///   initial: .length(0), inherited: false)
/// PropertyRegistry.current.definition(named: "glowRadius")?.id == glow.id   // true
/// ```
public enum PropertyRegistry {
  private static let table = Locked(
    PropertyTable(builtIn: BuiltInProperties.longhands, shorthands: BuiltInProperties.shorthands))

  /// The registry as it is now.
  public static var current: PropertyTable { table.withLock { $0 } }

  /// Registers an app's property so stylesheets can set it. Registering a name again with
  /// the same inheritance returns the existing definition (a style subclass may register the
  /// built-in `shadow-offset`, for instance). Throws if the name is taken by a different kind
  /// of property.
  @discardableResult
  public static func register(
    name: String, aliases: [String] = [], syntax: ValueSyntax, initial: StyleValue,
    inherited: Bool, summary: String = ""
  ) throws(RegistrationError) -> PropertyDefinition {
    let result: Result<PropertyDefinition, RegistrationError> = table.withLock { table in
      if let existing = table.definition(named: name) {
        guard existing.inherited == inherited,
          existing.name == name.asciiLowercased
            || existing.aliases.contains(name.asciiLowercased)
        else {
          return .failure(
            RegistrationError(
              message: "'\(name)' is already the name of '\(existing.name)', registered differently"
            ))
        }
        return .success(existing)
      }
      if table.shorthand(named: name) != nil {
        return .failure(RegistrationError(message: "'\(name)' is a shorthand"))
      }
      guard name.hasPrefix("--") == false, !name.isEmpty else {
        return .failure(RegistrationError(message: "'\(name)' is not a valid property name"))
      }
      let definition = PropertyDefinition(
        id: table.definitions.count, name: name.asciiLowercased,
        aliases: aliases.map(\.asciiLowercased),
        syntax: syntax, initial: initial, inherited: inherited, summary: summary)
      table.add(definition)
      return .success(definition)
    }
    return try result.get()
  }
}

/// Why a property could not be registered.
public struct RegistrationError: Error, Sendable, CustomStringConvertible {
  public var message: String
  public var description: String { message }
}

/// One immutable snapshot of the registry.
///
/// A table is copied wherever a cascade, a compiler or a style keeps one; everything it holds
/// sits in one immutable object, so a copy retains one reference instead of a dozen arrays
/// (the compiler copied the table for every rule it compiled when it was a struct of them).
public struct PropertyTable: Sendable {
  private var storage: PropertyTableStorage

  init(builtIn: [PropertyDefinition], shorthands: [ShorthandDefinition]) {
    storage = PropertyTableStorage(PropertyContents(builtIn: builtIn, shorthands: shorthands))
  }

  /// Adds a longhand (registration; a new snapshot, existing copies keep theirs).
  mutating func add(_ definition: PropertyDefinition) {
    var contents = storage.contents
    contents.add(definition)
    storage = PropertyTableStorage(contents)
  }

  /// Every longhand, indexed by ``PropertyID``.
  public var definitions: [PropertyDefinition] { storage.contents.definitions }
  /// Every shorthand.
  public var shorthands: [ShorthandDefinition] { storage.contents.shorthands }
  /// Ids the cascade needs often.
  public var colorID: PropertyID { storage.contents.colorID }
  public var fontSizeID: PropertyID { storage.contents.fontSizeID }
  public var fontWeightID: PropertyID { storage.contents.fontWeightID }
  /// The properties SkinKit takes one value for where CSS takes several.
  var borderColorID: PropertyID { storage.contents.borderColorID }
  var borderRadiusID: PropertyID { storage.contents.borderRadiusID }
  /// Each property's inheritance and initial value, by id (read without copying definitions).
  public var inheritedFlags: [Bool] { storage.contents.inheritedFlags }
  public var initialValues: [StyleValue] { storage.contents.initialValues }

  /// The id of the longhand for an already lowercased name (no definition copied).
  @inline(__always)
  func longhandID(lowercased name: String) -> PropertyID? {
    storage.contents.longhandIndex[name]
  }

  /// The longhand with this name or alias (any ASCII case, kebab or camel), or `nil`.
  public func definition(named name: String) -> PropertyDefinition? {
    storage.contents.longhandIndex[name.asciiLowercased].map { storage.contents.definitions[$0] }
  }

  /// The shorthand with this name or alias, or `nil`.
  public func shorthand(named name: String) -> ShorthandDefinition? {
    storage.contents.shorthandIndex[name.asciiLowercased].map { storage.contents.shorthands[$0] }
  }

  /// The canonical name for a property or shorthand name as written (unchanged if unknown).
  public func canonicalName(_ name: String) -> String {
    if name.hasPrefix("--") { return name }
    return definition(named: name)?.name ?? shorthand(named: name)?.name ?? name
  }

  /// The computed value of a declared value when it depends on nothing but itself (no
  /// parent, font size or custom property), or `nil` — what lets the cascade reuse computed
  /// values between nodes that match the same rules.
  public func contextFreeValue(_ value: DeclaredValue, for id: PropertyID) -> StyleValue? {
    switch value {
    case .initial:
      return storage.contents.initialValues[id]
    case .unset where !storage.contents.inheritedFlags[id]:
      return storage.contents.initialValues[id]
    case .value(let specified):
      if id == colorID, specified.dependsOnCurrentColor { return nil }
      switch specified {
      case .relativeLength: return nil
      case .keyword(let word) where ["larger", "smaller", "bolder", "lighter"].contains(word):
        return nil
      default: return specified
      }
    default:
      return nil
    }
  }

  /// The definition for an id.
  public subscript(id: PropertyID) -> PropertyDefinition { storage.contents.definitions[id] }

  /// How many longhands there are.
  public var count: Int { storage.contents.definitions.count }
}

/// The one object a ``PropertyTable`` refers to.
final class PropertyTableStorage: Sendable {
  let contents: PropertyContents
  init(_ contents: PropertyContents) { self.contents = contents }
}

/// What a ``PropertyTable`` holds, built once (registering a property builds a new one).
struct PropertyContents: Sendable {
  /// Every longhand, indexed by ``PropertyID``.
  var definitions: [PropertyDefinition]
  /// Every shorthand.
  var shorthands: [ShorthandDefinition]
  /// Ids the cascade needs often.
  var colorID: PropertyID = 0
  var fontSizeID: PropertyID = 0
  var fontWeightID: PropertyID = 0
  /// The properties SkinKit takes one value for where CSS takes several (checked for every
  /// declaration of them, by id).
  var borderColorID: PropertyID = -1
  var borderRadiusID: PropertyID = -1
  // Looked up once for every declaration of a sheet: a StringTable, not a Dictionary.
  var longhandIndex = StringTable(capacity: 256)
  var shorthandIndex = StringTable(capacity: 64)

  init(builtIn: [PropertyDefinition], shorthands: [ShorthandDefinition]) {
    definitions = []
    self.shorthands = []
    for definition in builtIn {
      add(
        PropertyDefinition(
          id: definitions.count, name: definition.name, aliases: definition.aliases,
          syntax: definition.syntax, initial: definition.initial, inherited: definition.inherited,
          summary: definition.summary))
    }
    colorID = longhandIndex["color"] ?? 0
    fontSizeID = longhandIndex["font-size"] ?? 0
    fontWeightID = longhandIndex["font-weight"] ?? 0
    borderColorID = longhandIndex["border-color"] ?? -1
    borderRadiusID = longhandIndex["border-radius"] ?? -1
    for shorthand in shorthands {
      let index = self.shorthands.count
      self.shorthands.append(shorthand)
      for name in [shorthand.name] + shorthand.aliases {
        for spelling in Self.spellings(of: name) { shorthandIndex[spelling] = index }
      }
    }
  }

  /// Each property's inheritance and initial value, by id (read without copying definitions).
  var inheritedFlags: [Bool] = []
  var initialValues: [StyleValue] = []

  mutating func add(_ definition: PropertyDefinition) {
    definitions.append(definition)
    inheritedFlags.append(definition.inherited)
    initialValues.append(definition.initial)
    for name in [definition.name] + definition.aliases {
      for spelling in Self.spellings(of: name) where longhandIndex[spelling] == nil {
        longhandIndex[spelling] = definition.id
      }
    }
  }

  /// A kebab-case name in lowercase, plus its camel case form lowercased
  /// (`background-color` → `backgroundcolor`, so `backgroundColor` finds it).
  static func spellings(of name: String) -> [String] {
    let lower = name.asciiLowercased
    let camel = lower.replacingOccurrences(of: "-", with: "")
    return camel == lower ? [lower] : [lower, camel]
  }
}

extension String {
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: Character(target), omittingEmptySubsequences: false).joined(
      separator: replacement)
  }
}
