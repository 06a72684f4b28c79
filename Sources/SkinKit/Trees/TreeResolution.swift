/// A tree's computed styles, node by node in document order.
///
/// ```swift
/// let resolution = document.resolve(with: cascade)
/// for (node, style) in zip(resolution.nodes, resolution.styles) {
///   print(node.typeName, style.value(named: "color")!)
/// }
/// ```
package struct TreeResolution {
  /// The nodes in document order.
  public let nodes: [TreeNode]
  /// Each node's computed style (same order).
  public let styles: [ComputedStyle]
  /// Problems found while computing (and in nodes' inline `style` text).
  public let diagnostics: [Diagnostic]
}

extension TreeDocument {
  /// Resolves every node's style with a cascade, in the document's environment (or
  /// `environment`, when given). Nodes' `"style"` text is their inline style.
  public func resolve(with cascade: StyleCascade, environment: StyleEnvironment? = nil)
    -> TreeResolution
  {
    var nodes: [TreeNode] = []
    var styles: [ComputedStyle] = []
    var inlineDiagnostics: [Diagnostic] = []
    let diagnostics = cascade.resolveTree(
      root, environment: environment ?? self.environment,
      inlineStyle: { element in
        guard let (style, problems) = (element as? TreeNode)?.inlineStyle(table: cascade.table)
        else { return nil }
        inlineDiagnostics += problems
        return style
      },
      visit: { element, style in
        // Every node of a tree document is a TreeNode.
        if let node = element as? TreeNode {
          nodes.append(node)
          styles.append(style)
        }
      })
    return TreeResolution(
      nodes: nodes, styles: styles, diagnostics: inlineDiagnostics + diagnostics)
  }
}

extension TreeNode {
  /// The node's `"style"` text compiled as its inline style, with the problems found in it
  /// (located in `style of 0/2`, the node's path); `nil` when the node has none.
  public func inlineStyle(table: PropertyTable = .builtIn)
    -> (InlineStyle, [Diagnostic])?
  {
    guard let inlineStyleText else { return nil }
    return InlineStyle.parse(inlineStyleText, path: "style of \(stylePath)", table: table)
  }
}
