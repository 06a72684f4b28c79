import SkinKitSupport
import SkinKitSyntax

/// The process's id space for properties: declaring a property (a built-in one, or an app's
/// ``StyleKey``) gives it the next id, forever. Ids are identities, not membership: nothing
/// reads the set of declared properties to decide what a sheet means — each cascade compiles
/// against the ``PropertyTable`` it is given — so declaring a property at any time, on any
/// thread, changes no table, no skin and no other declaration.
///
/// ```swift
/// let glow = PropertyCatalog.declare(
///   PropertyDefinition(id: 0, name: "glow-radius", syntax: .number(range: 0...99, percentages: false),
///     initial: .number(0), inherited: false))
/// PropertyCatalog.definition(glow.id)?.name   // "glow-radius"
/// ```
package enum PropertyCatalog {
  private struct Declarations {
    var all: [PropertyDefinition] = []
    /// An app's keys by name: the property and the Swift type of its values.
    var keys:
      [String: (definition: PropertyDefinition, valueType: ObjectIdentifier, typeName: String)] =
        [:]
  }
  private static let declared = Locked(Declarations())

  /// Numbers `definition` with a new id (its own `id` is ignored) and returns it.
  package static func declare(_ definition: PropertyDefinition) -> PropertyDefinition {
    declared.withLock { declared in
      let numbered = definition.numbered(declared.all.count)
      declared.all.append(numbered)
      return numbered
    }
  }

  /// An app's key: a property is its name and the Swift type of its values, so declaring it
  /// again — in a computed property, in another module, on another thread — gives the
  /// property declared first. Declaring a name again with another value type, inheritance,
  /// syntax or initial value is an error (the message says what differs).
  package static func declareKey(_ definition: PropertyDefinition, valueType: Any.Type)
    -> Result<PropertyDefinition, StyleKeyError>
  {
    declared.withLock { declared in
      guard let (existing, existingType, typeName) = declared.keys[definition.name] else {
        let numbered = definition.numbered(declared.all.count)
        declared.all.append(numbered)
        declared.keys[definition.name] = (numbered, ObjectIdentifier(valueType), "\(valueType)")
        return .success(numbered)
      }
      let difference: String? =
        if existingType != ObjectIdentifier(valueType) {
          "of type \(typeName), not \(valueType)"
        } else if existing.inherited != definition.inherited {
          existing.inherited ? "inherited" : "not inherited"
        } else if existing.initial != definition.initial {
          "with the initial value \(existing.initial)"
        } else if String(describing: existing.syntax) != String(describing: definition.syntax) {
          "with the syntax \(existing.syntax)"
        } else {
          nil
        }
      guard let difference else { return .success(existing) }
      return .failure(
        StyleKeyError(
          message: "'\(definition.name)' is already declared as a key \(difference)"))
    }
  }

  /// The property with this id, if one was declared.
  package static func definition(_ id: PropertyID) -> PropertyDefinition? {
    declared.withLock { declared in
      id >= 0 && id < declared.all.count ? declared.all[id] : nil
    }
  }
}

extension PropertyDefinition {
  /// The same definition under another id.
  func numbered(_ id: PropertyID) -> PropertyDefinition {
    PropertyDefinition(
      id: id, name: name, aliases: aliases, syntax: syntax, initial: initial, inherited: inherited,
      summary: summary)
  }
}
