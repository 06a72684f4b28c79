import SkinKit

/// `skss explain`: why a node has its values, as a browser's inspector shows it.
enum ExplainCommand: Subcommand {
  static let name = "explain"
  static let summary =
    "show, for a node, which declaration won each property and why the others lost"
  static let help = """
    usage: skss explain SHEET... --tree TREE.json --node SELECTOR_OR_PATH [--property P]
                        [--env key=value,...]

    For each property of the node that a declaration sets (on the node or inherited), prints
    the computed value, the winning declaration with file:line:column, and every
    overridden declaration with the reason it lost: not !important, lower origin, earlier
    layer, lower specificity, or earlier in the stylesheets.

    --node takes a path of child indices from the root (0/2/1, as resolve prints it) or a
    selector (every matching node is explained).

    examples:
      skss explain theme.skss --tree screen.json --node '#save'
      skss explain theme.skss --tree screen.json --node 0/1/0 --property color

    """

  static func run(_ arguments: inout Arguments, io: CommandIO) throws(UsageError) -> Int32 {
    let treePath = try arguments.option("--tree")
    guard let nodeOption = try arguments.option("--node") else {
      throw UsageError("--node SELECTOR_OR_PATH is required")
    }
    let propertyOption = try arguments.option("--property")
    let environmentOption = try arguments.option("--env")
    let sheets = try Inputs.stylesheets(try arguments.positionals())
    let document = try Inputs.tree(treePath)
    let environment = try Inputs.environment(environmentOption, base: document.environment)
    let cascade = StyleCascade(stylesheets: sheets)
    Inputs.report(Inputs.unique(cascade.diagnostics), io: io)
    var propertyName: String?
    if let propertyOption {
      guard let definition = cascade.table.definition(named: propertyOption) else {
        throw UsageError("--property: unknown property '\(propertyOption)'")
      }
      propertyName = definition.name
    }
    let nodes = try select(nodeOption, in: document)
    var text = ""
    for node in nodes {
      text += node.stylePath + " " + ResolveCommand.describe(node) + "\n"
      let explanation = cascade.explain(
        node, environment: environment,
        inlineStyle: { element in
          (element as? TreeNode)?.inlineStyleText.map {
            InlineStyle.parse($0, table: cascade.table).0
          }
        })
      var properties = explanation.properties
      if let propertyName {
        properties = properties.filter { $0.name == propertyName }
        if properties.isEmpty {
          let value = cascade.resolve(node, parentStyle: nil, environment: environment)
            .value(named: propertyName)
          text +=
            "  \(propertyName): \(value?.description ?? "?")  (initial value: no declaration sets it)\n"
        }
      }
      if properties.isEmpty && propertyName == nil {
        text += "  (no declaration applies; every property has its initial value)\n"
      }
      for property in properties {
        text += "  \(property.name): \(property.value)"
        if let inherited = property.inheritedFrom,
          property.candidates.isEmpty || property.candidates[0].status == .invalidAtComputedTime
        {
          var ancestor: (any StyleElement)? = node
          for _ in 0..<inherited.levels { ancestor = ancestor?.styleParent }
          let description =
            (ancestor as? TreeNode).map { "\($0.stylePath) \(ResolveCommand.describe($0))" }
            ?? "an ancestor"
          text += "  inherited from \(description)\n"
          for candidate in property.candidates { text += line(candidate, property: property.name) }
          text += "    at \(description):\n"
          for candidate in inherited.candidates {
            text += "  " + line(candidate, property: property.name)
          }
        } else {
          text += "\n"
          for candidate in property.candidates { text += line(candidate, property: property.name) }
        }
      }
    }
    io.out(text)
    return Inputs.status(cascade.diagnostics)
  }

  static func line(_ candidate: CandidateDeclaration, property: String) -> String {
    let declaration = candidate.declaration
    var value = declaration.value.description + (declaration.important ? " !important" : "")
    if PropertyRegistry.current.canonicalName(declaration.writtenName) != property {
      value += " (written as \(declaration.writtenName))"
    }
    var context = candidate.selectorText
    if let rule = candidate.rule {
      context += "  \(rule.selector.specificity)"
      if let layer = rule.layer { context += " layer \(layer)" }
      if rule.origin == .defaultSkin { context += " default skin" }
    }
    let head =
      "    \(marker(candidate.status)) \(candidate.location)  \(context) { \(property): \(value) }"
    switch candidate.status {
    case .winner: return head + "\n"
    case .invalidAtComputedTime:
      return head + "\n        invalid once var() is substituted: behaves as unset\n"
    case .overridden(let reason): return head + "\n        overridden: \(reason)\n"
    }
  }

  static func marker(_ status: CandidateDeclaration.Status) -> String {
    switch status {
    case .winner: "wins"
    case .invalidAtComputedTime: "void"
    case .overridden: "lost"
    }
  }

  /// Nodes named by a path (`0/2/1`) or matching a selector.
  static func select(_ option: String, in document: TreeDocument) throws(UsageError) -> [TreeNode] {
    let isPath = !option.isEmpty && option.allSatisfy { $0.isNumber || $0 == "/" }
    if isPath {
      let indices = option.split(separator: "/").compactMap { Int($0) }
      guard indices.first == 0 else { throw UsageError("--node: a path starts at the root, 0") }
      var node = document.root
      for index in indices.dropFirst() {
        guard index < node.children.count else {
          throw UsageError(
            "--node: no node at \(option) (node \(node.stylePath) has \(node.children.count) children)"
          )
        }
        node = node.children[index]
      }
      return [node]
    }
    let list: SelectorList
    do {
      list = try SelectorParser.parse(option)
    } catch {
      throw UsageError("--node: \(error.diagnostic.message)")
    }
    let context = MatchingContext(environment: document.environment)
    let nodes = document.nodes.filter { SelectorMatcher.matches(list, $0, context: context) }
    guard !nodes.isEmpty else { throw UsageError("--node: no node matches '\(option)'") }
    return nodes
  }
}
