import SkinKitSupport
import SkinKitSyntax

/// The properties one cascade knows: an immutable value, made once and handed to whatever
/// compiles or resolves against it — a skin holds its own (see `StyleRegistry`), and nothing
/// reads a process-wide registry. ``builtIn`` is every built-in property; a table with an
/// app's properties too is made by `adding(_:)`, which leaves the table it extends as it
/// was.
///
/// Ids are the properties' own (`PropertyCatalog` numbers them when they are declared), so
/// one property has one id in every table that holds it, and a table may leave gaps for
/// properties it does not hold. Arrays indexed by id are ``count`` long.
///
/// `package`: an app names the properties its sheets compile against with a `StyleRegistry`,
/// whose table this is.
///
/// A table is copied wherever a cascade, a compiler or a style keeps one; everything it holds
/// sits in one immutable object, so a copy retains one reference instead of a dozen arrays
/// (the compiler copied the table for every rule it compiled when it was a struct of them).
///
/// ```swift
/// let table = PropertyTable.builtIn
/// table.definition(named: "textColor")?.name   // "color"
/// table.contains(table.colorID)                // true
/// ```
package struct PropertyTable: Sendable {
  private var storage: PropertyTableStorage

  /// A table of these longhands (already numbered) and shorthands; where two share a name,
  /// the first keeps it.
  package init(longhands: [PropertyDefinition], shorthands: [ShorthandDefinition]) {
    storage = PropertyTableStorage(PropertyContents(longhands: longhands, shorthands: shorthands))
  }

  /// This table with more longhands (a name already taken keeps its property), as a new
  /// table; this one is unchanged.
  package func adding(_ longhands: [PropertyDefinition]) -> PropertyTable {
    let new = longhands.filter { !contains($0.id) }
    guard !new.isEmpty else { return self }
    return PropertyTable(longhands: definitions + new, shorthands: shorthands)
  }

  /// Whether the table holds the property with this id.
  package func contains(_ id: PropertyID) -> Bool {
    id >= 0 && id < storage.contents.present.count && storage.contents.present[id]
  }

  /// Whether this table holds every property `other` holds (it may hold more): a cascade
  /// compiled against it reads a sheet as `other`'s does, except for declarations of the
  /// properties it adds.
  public func extends(_ other: PropertyTable) -> Bool {
    if storage === other.storage { return true }
    return other.shorthands.map(\.name) == shorthands.map(\.name)
      && other.definitions.allSatisfy { contains($0.id) }
  }

  /// Whether property `id` is inherited (without copying its definition).
  @inline(__always)
  package func isInherited(_ id: PropertyID) -> Bool { storage.contents.inheritedFlags[id] }

  /// Whether property `id` takes a color (without copying its definition).
  package func takesColor(_ id: PropertyID) -> Bool { storage.contents.colorFlags[id] }

  /// Property `id`'s initial value (without copying its definition).
  package func initialValue(_ id: PropertyID) -> StyleValue {
    storage.contents.definitions[storage.contents.position[id]].initial
  }

  /// Whether two values are the same table (not just equal contents): what caches key on.
  package func isIdentical(to other: PropertyTable) -> Bool { storage === other.storage }

  /// Every longhand the table holds, in id order.
  package var definitions: [PropertyDefinition] { storage.contents.definitions }
  /// Every shorthand.
  package var shorthands: [ShorthandDefinition] { storage.contents.shorthands }
  /// Ids the cascade needs often.
  package var colorID: PropertyID { storage.contents.colorID }
  /// `color-scheme`'s id (-1 in a table without it).
  package var colorSchemeID: PropertyID { storage.contents.colorSchemeID }
  package var fontSizeID: PropertyID { storage.contents.fontSizeID }
  package var fontWeightID: PropertyID { storage.contents.fontWeightID }
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
  package func definition(named name: String) -> PropertyDefinition? {
    storage.contents.longhandIndex[name.asciiLowercased].map { self[$0] }
  }

  /// The shorthand with this name or alias, or `nil`.
  package func shorthand(named name: String) -> ShorthandDefinition? {
    storage.contents.shorthandIndex[name.asciiLowercased].map { storage.contents.shorthands[$0] }
  }

  /// What a declaration's name names in this table (a custom property's name, `--x`, names
  /// none of its properties, whatever aliases they have).
  package func lookUp(declarationName name: String) -> DeclarationName {
    if name.startsWithTwoHyphens { return .unknown }
    // Names are nearly always written in lowercase, as the index holds them: looked up as
    // written first (a name with an uppercase letter cannot match), lowercased only if not
    // found.
    if let id = longhandID(lowercased: name) ?? longhandID(lowercased: name.asciiLowercased) {
      return .longhand(id)
    }
    if let index = storage.contents.shorthandIndex[name.asciiLowercased] {
      return .shorthand(index)
    }
    return .unknown
  }

  /// The shorthand at `index` (as ``DeclarationName/shorthand(_:)`` names it).
  func shorthand(at index: Int) -> ShorthandDefinition { storage.contents.shorthands[index] }

  /// The canonical name for a property or shorthand name as written (unchanged if unknown).
  public func canonicalName(_ name: String) -> String {
    if name.hasPrefix("--") { return name }
    return definition(named: name)?.name ?? shorthand(named: name)?.name ?? name
  }

  /// The computed value of a declared value when it depends on nothing but itself (no
  /// parent, font size or custom property), or `nil` — what lets the cascade reuse computed
  /// values between nodes that match the same rules.
  package func contextFreeValue(_ value: DeclaredValue, for id: PropertyID) -> StyleValue? {
    switch contextFreeness(of: value, for: id) {
    case .dependent: return nil
    case .initialValue: return storage.contents.initialValues[id]
    case .declared:
      guard case .value(let specified) = value else { return nil }
      return specified
    }
  }

  /// Property `id`'s value when `tokens` are one token that is not a CSS-wide keyword (a
  /// length, a number, a color, a keyword): the value ``parseDeclaration(name:value:_:)``
  /// gives it (a px length, a number or a hex color read without the general reader); `nil`
  /// for more tokens, or an invalid value (which that path reports).
  package func singleTokenValue(_ tokens: ArraySlice<Token>, for id: PropertyID) -> StyleValue? {
    guard tokens.count == 1 else { return nil }
    // The token is read in place (passing it on copies it).
    if let value = storage.contents.definitions[storage.contents.position[id]].syntax
      .singleTokenValue(tokens[tokens.startIndex])
    {
      return value
    }
    return try? parseValue(tokens, for: id)
  }

  /// Whether `id` is `animation-composition`, whose keywords other than `replace` a compiler
  /// reports (SkinKit composes by replacing).
  package func isAnimationComposition(_ id: PropertyID) -> Bool {
    id == storage.contents.animationCompositionID
  }

  /// Property `id`'s initial value.
  package func initialValue(of id: PropertyID) -> StyleValue { storage.contents.initialValues[id] }

  /// Where a declared value's context-free computed value (``contextFreeValue(_:for:)``)
  /// comes from: a compiled block keeps this instead of a copy of the value.
  package func contextFreeness(of value: DeclaredValue, for id: PropertyID) -> ContextFreeness {
    switch value {
    // `color`'s initial value is CanvasText in the node's color scheme.
    case .initial where id != colorID:
      return .initialValue
    case .unset where !storage.contents.inheritedFlags[id]:
      return .initialValue
    case .value(let specified):
      if id == colorID, specified.dependsOnCurrentColor { return .dependent }
      // `light-dark()` depends on the element's color scheme.
      if case .derivedColor(let derived) = specified, derived.containsLightDark {
        return .dependent
      }
      switch specified {
      case .relativeLength: return .dependent
      case .font(let font) where font.relativeSize != nil: return .dependent
      case .boxShadows(let shadows) where shadows.contains(where: \.dependsOnContext):
        return .dependent
      case .textShadows(let shadows) where shadows.contains(where: \.dependsOnContext):
        return .dependent
      case .image(let image) where image.gradient?.dependsOnContext ?? false: return .dependent
      case .keyword(let word) where ["larger", "smaller", "bolder", "lighter"].contains(word):
        return .dependent
      default: return .declared
      }
    default:
      return .dependent
    }
  }

  /// The definition for an id the table holds (see ``contains(_:)``).
  package subscript(id: PropertyID) -> PropertyDefinition {
    storage.contents.definitions[storage.contents.position[id]]
  }

  /// Property `id`'s value read from tokens with its syntax, which is used in place: not
  /// copied with its definition for each of a sheet's declarations (see
  /// ``ValueSyntax/parse(_:)``).
  func parseValue(_ tokens: ArraySlice<Token>, for id: PropertyID) throws(ValueError)
    -> StyleValue
  {
    try storage.contents.definitions[storage.contents.position[id]].syntax.parse(tokens)
  }

  /// One more than the largest id the table holds: the length of arrays indexed by id.
  public var count: Int { storage.contents.present.count }
}

/// The one object a ``PropertyTable`` refers to.
final class PropertyTableStorage: Sendable {
  let contents: PropertyContents
  init(_ contents: PropertyContents) { self.contents = contents }
}

/// What a ``PropertyTable`` holds, built once.
struct PropertyContents: Sendable {
  /// Every longhand, in id order.
  var definitions: [PropertyDefinition]
  /// By id: whether the table holds it, and where it is in ``definitions``.
  var present: [Bool] = []
  var position: [Int] = []
  /// Every shorthand.
  var shorthands: [ShorthandDefinition]
  /// Ids the cascade needs often.
  var colorID: PropertyID = 0
  var colorSchemeID: PropertyID = -1
  var fontSizeID: PropertyID = 0
  var fontWeightID: PropertyID = 0
  /// The properties SkinKit takes one value for where CSS takes several (checked for every
  /// declaration of them, by id).
  var borderColorID: PropertyID = -1
  var animationCompositionID: PropertyID = -1
  var borderRadiusID: PropertyID = -1
  // Looked up once for every declaration of a sheet: a StringTable, not a Dictionary.
  var longhandIndex = StringTable(capacity: 256)
  var shorthandIndex = StringTable(capacity: 64)

  init(longhands: [PropertyDefinition], shorthands: [ShorthandDefinition]) {
    definitions = []
    self.shorthands = []
    let count = (longhands.map(\.id).max() ?? -1) + 1
    present = [Bool](repeating: false, count: count)
    position = [Int](repeating: -1, count: count)
    // A gap keeps CSS's "no value" semantics if ever read: not inherited, no initial value.
    inheritedFlags = [Bool](repeating: false, count: count)
    initialValues = [StyleValue](repeating: .none, count: count)
    colorFlags = [Bool](repeating: false, count: count)
    for definition in longhands.sorted(by: { $0.id < $1.id }) where !present[definition.id] {
      add(definition)
    }
    colorID = longhandIndex["color"] ?? 0
    colorSchemeID = longhandIndex["color-scheme"] ?? -1
    fontSizeID = longhandIndex["font-size"] ?? 0
    fontWeightID = longhandIndex["font-weight"] ?? 0
    borderColorID = longhandIndex["border-color"] ?? -1
    animationCompositionID = longhandIndex["animation-composition"] ?? -1
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
  /// By id: whether the property takes a color (its syntax is ``ValueSyntax/color``).
  var colorFlags: [Bool] = []

  private mutating func add(_ definition: PropertyDefinition) {
    present[definition.id] = true
    position[definition.id] = definitions.count
    definitions.append(definition)
    inheritedFlags[definition.id] = definition.inherited
    initialValues[definition.id] = definition.initial
    if case .color = definition.syntax { colorFlags[definition.id] = true }
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

/// Where a declared value's context-free computed value comes from (see
/// ``PropertyTable/contextFreeness(of:for:)``).
package enum ContextFreeness: UInt8, Sendable, Hashable {
  /// It depends on the node (its parent, font size, color scheme, custom properties).
  case dependent
  /// It is the declared value itself.
  case declared
  /// It is the property's initial value (`initial`, or `unset` of a property not inherited).
  case initialValue
}

/// What a declaration's name names in a ``PropertyTable`` (see
/// ``PropertyTable/lookUp(declarationName:)``).
package enum DeclarationName: Sendable, Hashable {
  /// The longhand with this id.
  case longhand(PropertyID)
  /// The table's shorthand at this position.
  case shorthand(Int)
  /// No property of the table.
  case unknown
}
