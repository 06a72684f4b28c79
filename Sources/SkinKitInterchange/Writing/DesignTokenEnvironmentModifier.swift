import SkinKitSelectors
import SkinKitSyntax

/// A family of `@media` blocks (on features tested together) as one resolver modifier: a
/// context for each combination of the values the blocks name — a feature's other values are
/// the rest, which a context leaves unnamed — listing the blocks that apply there, in order.
/// Its contexts are named so that ``DesignTokenContexts`` gives each, read back, the query of
/// exactly its combination; a block that tells apart values its family's names cannot (`not
/// (prefers-contrast: no-preference)` beside a named `more`) is an error.
struct DesignTokenEnvironmentModifier {
  struct Context {
    var name: String
    var blocks: [Int]
    /// An environment where it applies.
    var environment: StyleEnvironment
  }

  /// The features, in the table's order.
  var features: [String] = []
  var contexts: [Context] = []
  /// The context of the default environment (light, no contrast preference): a resolver's
  /// input when none is given.
  var defaultContext: String?
  var diagnostics: [Diagnostic] = []
  /// Each block and the first context it applies in, which names its file.
  var fileContexts: [(block: Int, context: String)] = []

  init(blocks: [(index: Int, block: DesignTokenBlock)]) {
    var named: [String: Set<String>] = [:]
    var queries: [(index: Int, query: MediaQueryList, range: SourceRange)] = []
    for (index, block) in blocks {
      guard case .media(let query, let tested, let values) = block.condition else { continue }
      for feature in tested { named[feature, default: []].formUnion(values[feature] ?? []) }
      queries.append((index, query, block.range))
    }
    let table = DesignTokenContexts.features.filter { named[$0.name] != nil }
    features = table.map(\.name)
    // Every environment the features can make, and the cell (named values) each falls in.
    var environments: [(environment: StyleEnvironment, cell: [String: String])] = [
      (StyleEnvironment(), [:])
    ]
    for feature in table {
      guard let key = StyleEnvironment.key(named: feature.name) else { continue }
      environments = environments.flatMap { base in
        key.values.map { value in
          var environment = base.environment
          try? environment.set(key.name, to: value)
          var cell = base.cell
          if named[feature.name]?.contains(value) == true { cell[feature.name] = value }
          return (environment, cell)
        }
      }
    }
    var cells: [(cell: [String: String], context: Context)] = []
    for (environment, cell) in environments {
      let applying = queries.filter { $0.query.matches(environment) }.map(\.index)
      if environment == StyleEnvironment() {
        defaultContext = DesignTokenContexts.contextName(cell)
      }
      if let known = cells.firstIndex(where: { $0.cell == cell }) {
        let other = cells[known].context.blocks
        if other != applying,
          let differing = queries.first(where: {
            other.contains($0.index) != applying.contains($0.index)
          })
        {
          diagnostics.append(
            Diagnostic(
              .conversionUnsupported,
              "this block's @media tells apart values that no context name gives ("
                + (features.map { "\($0): " + (cell[$0] ?? "the rest") })
                .joined(separator: ", ") + "): name each value it tests",
              at: differing.range, severity: .error))
          return
        }
        continue
      }
      let name = DesignTokenContexts.contextName(cell)
      cells.append((cell, Context(name: name, blocks: applying, environment: environment)))
    }
    // The rest first, then by how many values a context names.
    contexts = cells.enumerated().sorted {
      ($0.element.cell.count, $0.offset) < ($1.element.cell.count, $1.offset)
    }
    .map(\.element.context)
    for (index, _, range) in queries {
      if let context = contexts.first(where: { $0.blocks.contains(index) }) {
        fileContexts.append((index, context.name))
      } else {
        diagnostics.append(
          Diagnostic(
            .conversionUnsupported, "this block's @media applies in no environment",
            at: range, severity: .error))
      }
    }
  }

  /// An environment where the block applies (the first context's that lists it).
  func environment(of block: Int) -> StyleEnvironment? {
    contexts.first { $0.blocks.contains(block) }?.environment
  }
}
