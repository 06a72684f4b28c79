import SkinKit

/// `skss explain`: why a node has its values, as a browser's inspector shows it.
enum ExplainCommand: Subcommand {
  static let name = "explain"
  static let summary =
    "show, for a node, which declaration won each property and why the others lost"
  static let operands = "SHEET..."
  static let node = Option.value(
    "--node", placeholder: "N", synopsis: "SELECTOR_OR_PATH",
    summary:
      "a path of child indices from the root (0/2/1, as resolve prints it) or a selector "
      + "(every matching node is explained)"
  ).required
  static let options = [
    Option.tree.required, node, Option.properties, Option.defaultSheet, Option.environment,
    Option.theme,
  ]
  static let discussion = """
    For each property of the node that a declaration sets (on the node, or on an ancestor
    it inherits from), prints the computed value, the winning declaration with
    file:line:column, selector, specificity and layer, and every overridden declaration
    with the step of the cascade that decided against it: !important, origin (default
    skin < app stylesheets < the node's inline "style"; reversed for !important), layer,
    specificity, order of appearance. A winner marked "void" was invalid once var() was
    substituted, and the property behaves as unset. --property lists the properties named,
    set or not.

    Diagnostics go to standard error.
    """
  static let exitStatus =
    "0 success, 1 a stylesheet or inline style has errors, 2 bad usage, unreadable file or "
    + "bad tree"
  static let examples = [
    "skss explain theme.skss --tree screen.json --node '#save'",
    "skss explain theme.skss --tree screen.json --node 0/1/0 --property color,padding",
    "skss explain --default base.skss theme.skss --tree screen.json --node Button",
  ]

  static func run(_ arguments: Arguments, io: CommandIO) throws(UsageError) -> Int32 {
    let nodeOption = arguments.required(Self.node)
    let cascade = try Inputs.cascade(arguments)
    let (document, environment) = try Inputs.tree(arguments)
    let selection = try PropertySelection(arguments, table: cascade.table)
    let nodes = try select(nodeOption, in: document, environment: environment)

    let (inlineStyles, diagnostics) = Inputs.inlineStyles(of: document, cascade: cascade)
    Inputs.report(diagnostics, io: io)

    // One resolution of the tree explains every node selected.
    var sections: [String] = []
    cascade.explain(
      nodes, environment: environment,
      inlineStyle: { inlineStyles[ObjectIdentifier($0)] },
      visit: { position, explanation in
        sections.append(
          text(for: nodes[position], in: document, explanation, selection: selection))
      })
    io.out(sections.joined(separator: "\n"))
    return Inputs.status(diagnostics)
  }

  /// One node's explanation.
  static func text(
    for node: StyleNode, in document: TreeDocument, _ explanation: ElementExplanation,
    selection: PropertySelection
  ) -> String {
    func describe(_ node: StyleNode?) -> String {
      node.map {
        "\($0.stylePath) \(ResolveCommand.describe($0, typeName: document.typeName(of: $0)))"
      } ?? "an ancestor"
    }
    var text = describe(node) + "\n"
    var properties = explanation.properties
    let custom = properties.map(\.name).filter { $0.hasPrefix("--") }
    if let names = selection.names(custom: custom) {
      properties = names.map { name in
        explanation.properties.first { $0.name == name }
          ?? PropertyExplanation(
            name: name,
            value: name.hasPrefix("--")
              ? nil : explanation.style.value(named: name).map(ExplainedValue.value),
            candidates: [], inheritedFrom: nil)
      }
    } else if properties.isEmpty {
      return text + "  (no declaration applies: every property has its initial value)\n"
    }
    for property in properties {
      text += "  \(property.name): "
      if let value = property.value {
        text += value.description
      } else {
        text += "(not set)"
      }
      if let (levels, _) = property.inheritedFrom {
        text += "  (inherited from \(describe(ancestor(of: node, levels: levels))))"
      } else if let registration = property.registration, property.isInitial {
        text +=
          property.candidates.isEmpty
          ? "  (initial value of @property at \(registration.description))"
          : "  (invalid at computed-value time: the initial value of @property at \(registration.description))"
      } else if property.candidates.isEmpty {
        text +=
          "  (\(property.name.hasPrefix("--") ? "" : "initial value: ")no declaration sets it)"
      } else if property.isInitial {
        text +=
          property.name.hasPrefix("--")
          ? "  (invalid at computed-value time)" : "  (initial value)"
      }
      text += "\n"
      for candidate in property.candidates {
        text += line(
          candidate, property: property.name, indent: "    ",
          registered: property.registration != nil)
      }
      if let (levels, candidates) = property.inheritedFrom {
        text += "    at \(describe(ancestor(of: node, levels: levels))):\n"
        for candidate in candidates {
          text += line(
            candidate, property: property.name, indent: "      ",
            registered: property.registration != nil)
        }
      }
    }
    return text
  }

  static func ancestor(of node: StyleNode, levels: Int) -> StyleNode? {
    var ancestor: StyleNode? = node
    for _ in 0..<levels { ancestor = ancestor?.parent }
    return ancestor
  }

  /// `wins theme.skss:3:5  Button.primary (0,1,1) [layer base] { color: #ff0000ff }` and,
  /// for a loser, why it lost.
  static func line(
    _ candidate: CandidateDeclaration, property: String, indent: String, registered: Bool = false
  ) -> String {
    let declaration = candidate.declaration
    var value = declaration.value.description + (declaration.important ? " !important" : "")
    // A shorthand (font) or another name (cornerRadius, text-color).
    if declaration.writtenName.lowercased() != property.lowercased() {
      value += " (written as \(declaration.writtenName))"
    }
    var context = candidate.selectorText
    if let rule = candidate.rule {
      context += " \(rule.selector.specificity)"
      var notes: [String] = []
      if rule.origin == .defaultSkin { notes.append("default skin") }
      if let layer = rule.layer { notes.append("layer \(layer)") }
      if !notes.isEmpty { context += " [\(notes.joined(separator: ", "))]" }
    }
    let head =
      "\(indent)\(marker(candidate.status)) \(candidate.location)  \(context) { \(property): \(value) }\n"
    switch candidate.status {
    case .winner:
      return head
    case .invalidAtComputedTime where registered:
      return head
        + "\(indent)    not of its @property syntax (once var() is substituted): the property behaves as unset\n"
    case .invalidAtComputedTime:
      return head
        + "\(indent)    invalid once var() is substituted: "
        + (property.hasPrefix("--")
          ? "the custom property is not set\n" : "the property behaves as unset\n")
    case .overridden(let reason):
      return head + "\(indent)    overridden: \(reason)\n"
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
  static func select(_ option: String, in document: TreeDocument, environment: StyleEnvironment)
    throws(UsageError) -> [StyleNode]
  {
    let isPath = !option.isEmpty && option.allSatisfy { $0.isNumber || $0 == "/" }
    if isPath {
      let parts = option.split(separator: "/", omittingEmptySubsequences: false)
      let indices = parts.compactMap { Int($0) }
      guard indices.count == parts.count else {
        throw UsageError("--node: '\(option)' is not a path such as 0/2/1")
      }
      guard indices.first == 0 else { throw UsageError("--node: a path starts at the root, 0") }
      var node = document.root
      for index in indices.dropFirst() {
        guard index < node.children.count else {
          let count = node.children.count
          throw UsageError(
            "--node: no node at \(option) (node \(node.stylePath) has "
              + (count == 1 ? "1 child)" : "\(count) children)"))
        }
        node = node.children[index]
      }
      return [node]
    }
    let list: SelectorList
    do {
      list = try SelectorParser.parse(option, typeNames: BuiltInTypes.typeNames)
    } catch {
      throw UsageError("--node: \(error.diagnostic.message)")
    }
    let snapshot = TreeSnapshot(subtree: document.root)
    let nodes = snapshot.select(list, environment: environment).map {
      snapshot.elements[$0] as! StyleNode
    }
    guard !nodes.isEmpty else { throw UsageError("--node: no node matches '\(option)'") }
    return nodes
  }
}
