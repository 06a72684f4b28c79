import SkinKitProperties
import SkinKitSelectors
import SkinKitSyntax

/// Stylesheets compiled into one cascade: immutable, `Sendable`, and ready to resolve any
/// tree's computed styles from any thread. A ``Skin`` holds one; its
/// `computedStyles(of:environment:)` reads a tree's values through it.
///
/// ```swift
/// let cascade = StyleCascade(stylesheets: [Stylesheet.parse("Label { colr: red }")])
/// cascade.diagnostics[0].message   // "unknown property 'colr'; did you mean 'color'?"
/// ```
public final class StyleCascade: Sendable {
  /// Compilation problems (unknown properties, bad selectors, undefined constants…), with
  /// the stylesheets' own syntax diagnostics.
  public let diagnostics: [Diagnostic]
  /// The property table the cascade was compiled against.
  package let table: PropertyTable
  let index: RuleIndex

  /// Compiles app stylesheets (and optionally default-skin ones, which every app rule beats)
  /// with `$name` values injected from code, which override the sheets' own, and selectors
  /// reading type names through `typeNames`. The public
  /// `StyleCascade(stylesheets:defaultStylesheets:constants:registry:)` is this with a
  /// registry's properties and the model widgets' UIKit names (`SkinKitStyling`, which owns
  /// them, defines it).
  package convenience init(
    stylesheets: [Stylesheet], defaultStylesheets: [Stylesheet] = [],
    constants: [String: String] = [:], properties: PropertyTable = .builtIn,
    typeNames: TypeNameTable
  ) {
    self.init(
      compiled: CompiledSheets.compile(
        stylesheets: stylesheets, defaultStylesheets: defaultStylesheets, constants: constants,
        properties: properties, typeNames: typeNames),
      properties: properties)
  }

  /// A cascade from rules already compiled: by the compiler, read from a prebuilt skin's
  /// data, or built in code (`StyleCascade(sources:)`). `package`: `skss bench`
  /// times indexing apart from compiling.
  package init(compiled: CompiledSheets, properties: PropertyTable) {
    self.table = properties
    self.tableBox = PropertyTableBox(properties)
    self.diagnostics = compiled.diagnostics
    self.index = RuleIndex(
      entries: compiled.entries, layerRanks: Self.layerRanks(compiled.layers),
      inheritedFlags: properties.inheritedFlags,
      registered: Set(compiled.registrations.map(\.name)))
    self.layers = compiled.layers
    // Checked here: a sheet without layers never calls into ConditionalLayers, whose first
    // call instantiates its dictionaries' generic metadata (the most costly step of indexing
    // a small sheet).
    self.conditionalLayers =
      compiled.layerMentions.isEmpty ? nil : ConditionalLayers(compiled.layerMentions)
    self.registrations = compiled.registrations
    self.keyframes = compiled.keyframes
    var important = Set<PropertyID>()
    if !compiled.keyframes.isEmpty {
      for entry in compiled.entries {
        for declaration in entry.block.declarations where declaration.important {
          if case .property(let id) = declaration.target { important.insert(id) }
        }
      }
    }
    self.importantlyDeclared = important
    let ranks =
      compiled.registrations.isEmpty && compiled.keyframes.isEmpty
      ? [:] : Self.layerRanks(compiled.layers)
    self.registrationLayerRanks = ranks
    self.fixedRegistrations =
      RegisteredProperties.dependsOnEnvironment(compiled.registrations)
      ? nil : RegisteredProperties(compiled.registrations, layerRanks: ranks, environment: nil)
  }

  /// The valid `@property` rules, in order of appearance.
  package let registrations: [PropertyRegistration]
  /// The registered custom properties, when they do not depend on the environment (made
  /// once: the passes' caches tell the root's custom properties apart by identity).
  private let fixedRegistrations: RegisteredProperties?
  /// The layers' ranks, by origin, that order `@property` and `@keyframes` rules.
  private let registrationLayerRanks: [CascadeOrigin: [LayerName: Int]]
  /// The valid `@keyframes` rules, in order of appearance.
  package let keyframes: [KeyframesRule]
  /// The properties some `!important` declaration sets, when the sheets have `@keyframes`
  /// (such a declaration holds against animations): what tells the few elements to check.
  package let importantlyDeclared: Set<PropertyID>

  /// The properties of `element` whose value an `!important` declaration gives (an
  /// animation cannot change them: CSS Cascade 5 §6.2 puts the animations origin below
  /// important declarations).
  package func importantWinners(
    of element: any StyleElement, environment: StyleEnvironment
  ) -> Set<PropertyID> {
    var winners = Set<PropertyID>()
    for property in explain(element, environment: environment).properties {
      guard let first = property.candidates.first, first.status == .winner,
        first.declaration.important, case .property(let id) = first.declaration.target
      else { continue }
      winners.insert(id)
    }
    return winners
  }

  /// The `@keyframes` rule an animation named `name` runs in `environment`: among the
  /// rules of that name whose `@media` conditions hold there, the one in the strongest layer
  /// (no layer beats every layer), the last of that layer — as `@property` rules are
  /// chosen. `nil` when no rule has the name: such an animation runs nothing.
  package func keyframes(named name: String, in environment: StyleEnvironment) -> KeyframesRule? {
    var found: KeyframesRule?
    var foundStrength = (0, 0)
    for rule in keyframes where rule.name == name {
      if !rule.media.isEmpty, !rule.media.allSatisfy({ $0.matches(environment) }) { continue }
      let strength = RegisteredProperties.strength(
        origin: rule.origin, layer: rule.layer, layerRanks: registrationLayerRanks)
      if found != nil, foundStrength > strength { continue }
      (found, foundStrength) = (rule, strength)
    }
    return found
  }

  /// The custom properties registered in `environment`.
  func registeredProperties(in environment: StyleEnvironment) -> RegisteredProperties {
    fixedRegistrations
      ?? RegisteredProperties(
        registrations, layerRanks: registrationLayerRanks, environment: environment)
  }

  /// Each origin's layers in order of first declaration.
  let layers: [CascadeOrigin: [LayerName]]
  /// The layer order's dependence on the environment, when some layer is first named inside
  /// `@media`.
  let conditionalLayers: ConditionalLayers?

  /// The rules' cascade order in `environment` (the index's own unless the layer order
  /// depends on the environment and differs there).
  func rankOrder(in environment: StyleEnvironment) -> RankOrder {
    conditionalLayers?.order(in: environment, index: index, layers: layers) ?? index.order
  }

  /// The table, shared by reference with every style this cascade computes.
  let tableBox: PropertyTableBox

  /// The caches resolution passes leave for the next pass in the same environment.
  let passCaches = PassCacheStore()

  /// Whether some declaration may set a non-inherited property to `inherit`, so that a
  /// parent's non-inherited values can change its children's (found by the index's pass).
  var inheritsResetProperties: Bool { index.declarations.inheritsResetProperties }

  /// The rules (one per selector), in cascade order. Made on each call (the index keeps
  /// them in compiled order): read it once, not in a loop.
  package var rules: [RuleEntry] { index.entries }

  /// Layer ranks per origin: sublayers come before their parent's own rules (CSS Cascade 5
  /// §6.4.3), in order of first declaration.
  static func layerRanks(_ layers: [CascadeOrigin: [LayerName]]) -> [CascadeOrigin: [LayerName:
    Int]]
  {
    var result: [CascadeOrigin: [LayerName: Int]] = [:]
    for (origin, names) in layers {
      // Children of each layer in declaration order.
      var children: [[String]: [LayerName]] = [:]
      for name in names { children[Array(name.components.dropLast()), default: []].append(name) }
      var ranks: [LayerName: Int] = [:]
      func visit(_ prefix: [String]) {
        for child in children[prefix] ?? [] {
          visit(child.components)
          ranks[child] = ranks.count
        }
      }
      visit([])
      result[origin] = ranks
    }
    return result
  }

  // MARK: Resolution

  /// Every node's computed style under `root`, in document order: a full pass of
  /// ``resolve(_:environment:parentStyle:reuse:inline:options:)`` over the tree, with the
  /// inline styles `inlineStyle` gives. Returns the problems found while computing values
  /// (custom property cycles, values invalid after `var()`) too.
  package func resolveAll(
    _ root: any StyleElement, environment: StyleEnvironment,
    inlineStyle: ((any StyleElement) -> InlineStyle?)? = nil,
    options: ResolutionOptions = ResolutionOptions()
  ) -> (styles: [ComputedStyle], diagnostics: [Diagnostic]) {
    let snapshot = TreeSnapshot(subtree: root)
    var inline: [Int: InlineStyle] = [:]
    if let inlineStyle {
      for node in snapshot.subtree {
        if let style = inlineStyle(snapshot.elements[node]) { inline[node] = style }
      }
    }
    let pass = resolve(
      snapshot, environment: environment, parentStyle: nil, inline: inline, options: options)
    return (pass.styles, pass.diagnostics)
  }

  /// One node's computed style given its parent's, optionally as if it were in another
  /// state (UIKit's per-state values: `titleColor(for: .highlighted)`).
  package func resolve(
    _ element: any StyleElement, parentStyle: ComputedStyle?, environment: StyleEnvironment,
    inline: InlineStyle? = nil, state: ElementState? = nil
  ) -> ComputedStyle {
    let snapshot = TreeSnapshot(subtree: element, descendants: false)
    return StyleResolutionSession(cascade: self, environment: environment).resolve(
      snapshot.subtree.lowerBound, in: snapshot, parentStyle: parentStyle, inline: inline,
      state: state)
  }

  /// The ranks of the rules matching `element`, in cascade order (for explanations).
  package func matchingRules(
    for element: any StyleElement, environment: StyleEnvironment, state: ElementState? = nil
  ) -> [Int] {
    let snapshot = TreeSnapshot(subtree: element, descendants: false)
    var resolver = CascadeResolver(cascade: self, environment: environment, keepingCaches: false)
    return resolver.matchingRules(
      snapshot.subtree.lowerBound, snapshot: snapshot, stateOverride: state
    )
    .map(Int.init)
  }

  /// The important-declaration rank of a rule (for explanations).
  public func importantRank(ofRule rank: Int) -> Int { Int(index.importantRank[rank]) }
}
