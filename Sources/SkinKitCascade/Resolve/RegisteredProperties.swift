import SkinKitProperties
import SkinKitSelectors
import SkinKitSyntax

/// The custom properties registered in one environment: for each name, the `@property` rule
/// that wins among those whose `@media` conditions hold there — the one in the strongest
/// layer (no layer beats every layer), the last of that layer in document order, as Chromium
/// orders them — and the set of custom properties every root starts from (each registered
/// property at its initial value, computed in the environment).
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
  static let none = RegisteredProperties([], layerRanks: [:], environment: nil)

  var isEmpty: Bool { byName.isEmpty }

  /// The registrations among `registrations` (in order of appearance) that count in
  /// `environment` (those in `@media` only where it matches; with no environment, none of
  /// them), ordered by the origins' `layerRanks`.
  init(
    _ registrations: [PropertyRegistration], layerRanks: [CascadeOrigin: [LayerName: Int]],
    environment: StyleEnvironment?
  ) {
    func strength(_ registration: PropertyRegistration) -> (Int, Int) {
      Self.strength(
        origin: registration.origin, layer: registration.layer, layerRanks: layerRanks)
    }
    var byName: [String: PropertyRegistration] = [:]
    for registration in registrations {
      if !registration.media.isEmpty {
        guard let environment, registration.media.allSatisfy({ $0.matches(environment) })
        else { continue }
      }
      if let current = byName[registration.name], strength(current) > strength(registration) {
        continue
      }
      byName[registration.name] = registration
    }
    var initial: [String: [Token]] = [:]
    for (name, registration) in byName {
      if let value = Self.initialValue(of: registration, in: environment) {
        initial[name] = value
      }
    }
    self.byName = byName
    initialSet = initial.isEmpty ? .empty : CustomPropertySet(initial)
    nonInherited = byName.values.filter { !$0.inherits }.sorted { $0.name < $1.name }.map {
      ($0.name, initial[$0.name])
    }
  }

  /// A registration's initial value in `environment`: its viewport units against the
  /// environment's size.
  static func initialValue(of registration: PropertyRegistration, in environment: StyleEnvironment?)
    -> [Token]?
  {
    guard let written = registration.initialReadsEnvironment, let environment else {
      return registration.initialValue
    }
    var context = ComputeContext()
    context.viewport = (environment.width ?? 0, environment.height ?? 0)
    var needs = RegisteredSyntax.Dependencies()
    return registration.syntax.initialText(written[...], context: context, dependencies: &needs)
      .map(Tokenizer.tokenize) ?? registration.initialValue
  }

  /// How strongly a name-defining rule (`@property`, `@keyframes`) sits: origin, then
  /// layer (unlayered last); of two rules as strong, the later in order of appearance wins.
  static func strength(
    origin: CascadeOrigin, layer: LayerName?, layerRanks: [CascadeOrigin: [LayerName: Int]]
  ) -> (Int, Int) {
    (origin == .defaultSkin ? 0 : 1, layer.map { layerRanks[origin]?[$0] ?? 0 } ?? .max)
  }

  /// Whether what is registered depends on the environment: an `@property` rule in `@media`,
  /// or an initial value with viewport units.
  static func dependsOnEnvironment(_ registrations: [PropertyRegistration]) -> Bool {
    registrations.contains { !$0.media.isEmpty || $0.initialReadsEnvironment != nil }
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
