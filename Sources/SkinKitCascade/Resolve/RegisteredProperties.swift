import SkinKitProperties
import SkinKitSelectors
import SkinKitSyntax

/// The custom properties registered in one environment: for each name, the last valid
/// `@property` rule whose `@media` conditions hold there (CSS Properties and Values API 1 §3:
/// the last rule in document order wins), and the set of custom properties every root starts
/// from (each registered property at its initial value).
///
/// Most cascades register nothing: ``isEmpty`` is then true and resolution takes none of the
/// paths that read a registration.
struct RegisteredProperties: Sendable {
  let byName: [String: PropertyRegistration]
  /// The custom properties of a root's parent: every registered initial value.
  let initialSet: CustomPropertySet
  /// The registered properties that do not inherit, with their initial values.
  let nonInherited: [(name: String, initial: [Token]?)]

  /// Nothing registered.
  static let none = RegisteredProperties([], environment: nil)

  var isEmpty: Bool { byName.isEmpty }

  /// The registrations among `registrations` (in order of appearance) that count in
  /// `environment` (those in `@media` only where it matches; with no environment, none of
  /// them).
  init(_ registrations: [PropertyRegistration], environment: StyleEnvironment?) {
    var byName: [String: PropertyRegistration] = [:]
    for registration in registrations {
      if !registration.media.isEmpty {
        guard let environment, registration.media.allSatisfy({ $0.matches(environment) })
        else { continue }
      }
      byName[registration.name] = registration
    }
    self.byName = byName
    var initial: [String: [Token]] = [:]
    for (name, registration) in byName {
      if let value = registration.initialValue { initial[name] = value }
    }
    initialSet = initial.isEmpty ? .empty : CustomPropertySet(initial)
    nonInherited = byName.values.filter { !$0.inherits }.sorted { $0.name < $1.name }.map {
      ($0.name, $0.initialValue)
    }
  }

  /// Whether some registration sits in `@media` (the registrations then depend on the
  /// environment).
  static func dependsOnEnvironment(_ registrations: [PropertyRegistration]) -> Bool {
    registrations.contains { !$0.media.isEmpty }
  }

  /// A node's custom properties, with what its children inherit: the same values, but each
  /// non-inherited registered property at its initial value.
  func set(_ values: [String: [Token]]) -> CustomPropertySet {
    guard !nonInherited.isEmpty else { return CustomPropertySet(values) }
    var inherited = values
    var differs = false
    for (name, initial) in nonInherited where values[name] != initial {
      inherited[name] = initial
      differs = true
    }
    guard differs else { return CustomPropertySet(values) }
    return CustomPropertySet(values, forChildren: CustomPropertySet(inherited))
  }
}
