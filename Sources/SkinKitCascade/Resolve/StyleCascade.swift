import SkinKitProperties
import SkinKitSelectors
import SkinKitSyntax

/// Stylesheets compiled into one cascade: immutable, `Sendable`, and ready to resolve any
/// tree's computed styles from any thread.
///
/// ```swift
/// let cascade = StyleCascade(stylesheets: [Stylesheet.parse("Label { color: red }")])
/// let styles = cascade.resolveAll(root, environment: StyleEnvironment())
/// styles[0].value(named: "color")   // #ff0000ff
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
      inheritedFlags: properties.inheritedFlags)
    self.layers = compiled.layers
    self.conditionalLayers = ConditionalLayers(compiled.layerMentions)
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

  /// Resolves `root` and every node below it, calling `visit` in document order. Pass the
  /// parent's style when `root` is not the tree's root. Returns the problems found while
  /// computing values (custom property cycles, values invalid after `var()`).
  @discardableResult
  package func resolveTree(
    _ root: any StyleElement, parentStyle: ComputedStyle? = nil, environment: StyleEnvironment,
    inlineStyle: ((any StyleElement) -> InlineStyle?)? = nil,
    visit: (any StyleElement, ComputedStyle) -> Void
  ) -> [Diagnostic] {
    resolveTree(
      root, parentStyle: parentStyle, environment: environment, inlineStyle: inlineStyle,
      workers: nil, visit: visit)
  }

  /// ``resolveTree(_:parentStyle:environment:inlineStyle:visit:)`` with a given number of
  /// worker threads (`nil`: as many as pay off; tests use it to compare results).
  @discardableResult
  package func resolveTree(
    _ root: any StyleElement, parentStyle: ComputedStyle? = nil, environment: StyleEnvironment,
    inlineStyle: ((any StyleElement) -> InlineStyle?)? = nil, workers: Int?,
    visit: (any StyleElement, ComputedStyle) -> Void
  ) -> [Diagnostic] {
    resolveTreeCounting(
      root, parentStyle: parentStyle, environment: environment, inlineStyle: inlineStyle,
      workers: workers, visit: visit
    ).diagnostics
  }

  /// ``resolveTree(_:parentStyle:environment:inlineStyle:workers:visit:)``, returning what
  /// the pass's caches did as well; `caching: false` resolves every node in full (tests
  /// compare the two).
  package func resolveTreeCounting(
    _ root: any StyleElement, parentStyle: ComputedStyle? = nil, environment: StyleEnvironment,
    inlineStyle: ((any StyleElement) -> InlineStyle?)? = nil, workers: Int? = nil,
    caching: Bool = true, visit: (any StyleElement, ComputedStyle) -> Void
  ) -> (diagnostics: [Diagnostic], statistics: ResolutionStatistics) {
    let (snapshot, slots, outcome) = resolveSnapshot(
      root, parentStyle: parentStyle, environment: environment, inlineStyle: inlineStyle,
      workers: workers, caching: caching)
    let elements = snapshot.elements
    for node in snapshot.subtree { visit(elements[node], slots[node]!) }
    return (outcome.diagnostics, outcome.statistics)
  }

  /// Every node's computed style, in document order.
  package func resolveAll(
    _ root: any StyleElement, environment: StyleEnvironment,
    inlineStyle: ((any StyleElement) -> InlineStyle?)? = nil
  ) -> [ComputedStyle] {
    let (snapshot, slots, _) = resolveSnapshot(
      root, parentStyle: nil, environment: environment, inlineStyle: inlineStyle, workers: nil,
      caching: true)
    return snapshot.subtree.map { slots[$0]! }
  }

  /// ``resolveAll(_:environment:inlineStyle:)`` with what the pass's caches did (for
  /// `skss bench`).
  package func resolveAllCounting(_ root: any StyleElement, environment: StyleEnvironment)
    -> (styles: [ComputedStyle], statistics: ResolutionStatistics)
  {
    let (snapshot, slots, outcome) = resolveSnapshot(
      root, parentStyle: nil, environment: environment, inlineStyle: nil, workers: nil,
      caching: true)
    return (snapshot.subtree.map { slots[$0]! }, outcome.statistics)
  }

  /// Resolves the tree under `root` into slots by snapshot index. The callers that only want
  /// the styles read the slots, not the elements: copying an element out of the snapshot
  /// retains and releases it — through its side table when a weak reference points to it,
  /// as a model widget's children point to it — 3–4 % of a pass over 1,000 nodes.
  private func resolveSnapshot(
    _ root: any StyleElement, parentStyle: ComputedStyle?, environment: StyleEnvironment,
    inlineStyle: ((any StyleElement) -> InlineStyle?)?, workers: Int?, caching: Bool
  ) -> (snapshot: TreeSnapshot, slots: StyleSlots, outcome: ParallelResolution.Outcome) {
    let snapshot = TreeSnapshot(subtree: root)
    // Inline styles are read on this thread: elements belong to it.
    var inline: [Int: InlineStyle] = [:]
    if let inlineStyle {
      let elements = snapshot.elements
      for node in snapshot.subtree {
        if let style = inlineStyle(elements[node]) { inline[node] = style }
      }
    }
    let slots = StyleSlots(count: snapshot.elements.count)
    let outcome = ParallelResolution(snapshot: snapshot).run(
      cascade: self, environment: environment, parentStyle: parentStyle, slots: slots,
      inline: inline, workers: workers, caching: caching)
    return (snapshot, slots, outcome)
  }

  /// One node's computed style given its parent's, optionally as if it were in another
  /// state (UIKit's per-state values: `titleColor(for: .highlighted)`).
  package func resolve(
    _ element: any StyleElement, parentStyle: ComputedStyle?, environment: StyleEnvironment,
    inline: InlineStyle? = nil, state: ElementState? = nil
  ) -> ComputedStyle {
    let snapshot = TreeSnapshot(subtree: element, descendants: false)
    var resolver = CascadeResolver(cascade: self, environment: environment)
    var result = ComputedStyle.initial(table: table)
    resolver.resolve(
      snapshot, parentStyle: parentStyle, inline: { _ in inline },
      stateOverride: state.map { (snapshot.subtree.lowerBound, $0) },
      visit: { _, style in result = style })
    resolver.finish()
    return result
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
