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
  private static let declared = Locked<[PropertyDefinition]>([])

  /// Numbers `definition` with a new id (its own `id` is ignored) and returns it.
  package static func declare(_ definition: PropertyDefinition) -> PropertyDefinition {
    declared.withLock { all in
      let numbered = definition.numbered(all.count)
      all.append(numbered)
      return numbered
    }
  }

  /// The property with this id, if one was declared.
  package static func definition(_ id: PropertyID) -> PropertyDefinition? {
    declared.withLock { all in id >= 0 && id < all.count ? all[id] : nil }
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
