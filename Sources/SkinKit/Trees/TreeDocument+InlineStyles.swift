import SkinKitCascade
import SkinKitProperties
import SkinKitSyntax

extension TreeDocument {
  /// The nodes' inline styles (their `"style"` text) compiled against `table`, by node, and
  /// the inline styles' diagnostics.
  package func inlineStyles(table: PropertyTable) -> (
    styles: [ObjectIdentifier: InlineStyle], diagnostics: [Diagnostic]
  ) {
    var diagnostics: [Diagnostic] = []
    var styles: [ObjectIdentifier: InlineStyle] = [:]
    for node in nodes {
      guard let (style, problems) = node.inlineDeclarations(table: table) else { continue }
      styles[ObjectIdentifier(node)] = style
      diagnostics += problems
    }
    return (styles, diagnostics)
  }
}
