/// A tree's computed styles, node by node in document order.
///
/// ```swift
/// let resolution = document.resolve(with: skin)
/// for (node, style) in zip(resolution.nodes, resolution.styles) {
///   print(document.typeName(of: node), style.value(named: "color")!)
/// }
/// ```
package struct TreeResolution {
  /// The nodes in document order.
  public let nodes: [StyleNode]
  /// Their types as the tree file spelled them (same order).
  public let typeNames: [String]
  /// Each node's computed style (same order).
  public let styles: [ComputedStyle]
  /// Problems found while computing (and in nodes' inline `style` text).
  public let diagnostics: [Diagnostic]
  /// What the update that styled the tree did.
  public let report: StyleUpdateReport
}

extension TreeDocument {
  /// Styles the document's widgets with `skin` — as an app styles its own, through the one
  /// engine: the first time in full, later only what the new skin or environment changes —
  /// in the document's environment (or `environment`, when given), and returns every node's
  /// computed style. Nodes' `"style"` text is their inline style.
  public func resolve(
    with skin: Skin, environment: StyleEnvironment? = nil,
    options: ResolutionOptions = ResolutionOptions()
  ) -> TreeResolution {
    let environment = environment ?? self.environment
    if let window = root as? Window { window.environment = environment }
    let report = root.style(with: skin, environment: environment, options: options)
    let nodes = self.nodes
    return TreeResolution(
      nodes: nodes, typeNames: nodes.map(typeName(of:)), styles: nodes.map { $0.computedStyle! },
      diagnostics: report.diagnostics, report: report)
  }

  /// ``resolve(with:environment:)`` with a skin of one cascade (compiled against the
  /// built-in properties).
  public func resolve(
    with cascade: StyleCascade, environment: StyleEnvironment? = nil,
    options: ResolutionOptions = ResolutionOptions()
  ) -> TreeResolution {
    resolve(
      with: Skin(name: "tree", cascade: cascade, directory: nil, registry: .builtIn),
      environment: environment, options: options)
  }
}

extension StyleNode {
  /// `Button#save.primary:highlighted`: the node as `skss resolve`, `explain` and `audit`
  /// name it, its type as `typeName`.
  package func styleDescription(typeName: String) -> String {
    var text = typeName
    if let id = styleIdentifier { text += "#" + id.string }
    for name in styleClasses { text += "." + name.string }
    if !styleState.isEmpty {
      text += styleState.description.split(separator: " ").map { ":" + $0 }.joined()
    }
    return text
  }
}
