import SkinKitProperties
import SkinKitSelectors
import SkinKitSyntax

/// What a skin knows beyond the built-in properties: an app's style classes and keys — the
/// properties its sheets may set, and which class's ``CascadingStyle/apply(to:)`` receives
/// them (the others reach an object through its class's ``Stylable/styleBindings``). A registry is a value, given to the skins
/// that use it; nothing is registered process-wide, so making one at any time changes no
/// existing skin, and two registries (two tests, two parts of an app) never meet.
///
/// ```swift
/// let registry = try StyleRegistry(styles: [ElevationStyle.self])
/// let skin = Skin(name: "Cards", stylesheets: [sheet], registry: registry)   // `elevation: 12` works
/// ```
public struct StyleRegistry: Sendable {
  /// The built-in properties only (what a skin uses when given no registry).
  public static let builtIn = StyleRegistry(checked: [], keys: [])

  /// The style classes, in order (a later class takes a key an earlier one lists too).
  public let styles: [CascadingStyle.Type]
  /// The keys the classes list, then those given, each once — but for the members of
  /// ``StyleKeys``, which every registry has.
  public let keys: [AnyStyleKey]
  /// The built-in properties and the keys' properties: what the registry's skins compile
  /// their sheets against.
  package let properties: PropertyTable
  /// The model widgets' UIKit names (``BuiltInTypes/typeNames``): what the registry's skins'
  /// selectors read type names through, so that `UIButton` selects ``Button``.
  package let typeNames: TypeNameTable
  /// Which class applies each property's value.
  let routing: StyleRouting

  /// A registry of style classes (their ``CascadingStyle/styleKeys``) and other keys. Throws
  /// when a key could not be declared, or when two different keys have one name.
  public init(styles: [CascadingStyle.Type] = [], keys: [AnyStyleKey] = []) throws(StyleKeyError) {
    var unique: [CascadingStyle.Type] = []
    for style in styles where !unique.contains(where: { $0 == style }) { unique.append(style) }
    var collected: [AnyStyleKey] = []
    for key in unique.flatMap({ $0.styleKeys }) + keys where !key.isBuiltIn {
      if let error = key.declarationError { throw error }
      guard !collected.contains(key) else { continue }
      if let other = collected.first(where: { $0.name == key.name }) {
        throw StyleKeyError(
          message:
            "two different keys are named '\(key.name)' (properties \(other.properties) and \(key.properties)); a registry takes one"
        )
      }
      collected.append(key)
    }
    self.init(checked: unique, keys: collected)
  }

  private init(checked styles: [CascadingStyle.Type], keys: [AnyStyleKey]) {
    self.styles = styles
    self.keys = keys
    properties = PropertyTable.builtIn.adding(keys.flatMap(\.definitions))
    typeNames = BuiltInTypes.typeNames
    routing = StyleRouting(classes: styles)
  }

  /// This registry with more style classes and keys (this one is unchanged).
  public func adding(styles more: [CascadingStyle.Type] = [], keys moreKeys: [AnyStyleKey] = [])
    throws(StyleKeyError) -> StyleRegistry
  {
    try StyleRegistry(styles: styles + more, keys: keys + moreKeys)
  }

  /// The properties whose values the two registries hand to different classes (what a skin
  /// switch between them must write again).
  func reroutedProperties(from other: StyleRegistry) -> Set<PropertyID> {
    Set(routing.classIndex.keys).union(other.routing.classIndex.keys).filter {
      routing.applier(of: $0) != other.routing.applier(of: $0)
    }
  }
}

/// Which style class applies each property when a skin writes to a node: the last class of
/// the registry that lists the property among its keys, else ``CascadingStyle`` itself,
/// which writes through the keys' bindings.
struct StyleRouting: Sendable {
  /// Index 0 is ``CascadingStyle``; then the registry's classes.
  let classes: [CascadingStyle.Type]
  /// Property → index into ``classes``, for properties a class lists.
  let classIndex: [PropertyID: Int]
  /// The keys the classes list, by each longhand.
  let keysByProperty: [PropertyID: AnyStyleKey]

  init(classes registered: [CascadingStyle.Type]) {
    classes = [CascadingStyle.self] + registered
    var classIndex: [PropertyID: Int] = [:]
    var keysByProperty: [PropertyID: AnyStyleKey] = [:]
    for (offset, type) in registered.enumerated() {
      for key in type.styleKeys {
        for property in key.properties {
          classIndex[property] = offset + 1
          keysByProperty[property] = key
        }
      }
    }
    self.classIndex = classIndex
    self.keysByProperty = keysByProperty
  }

  /// The class that applies `property` (for comparing two routings).
  func applier(of property: PropertyID) -> ObjectIdentifier {
    ObjectIdentifier(classes[classIndex[property] ?? 0])
  }
}
