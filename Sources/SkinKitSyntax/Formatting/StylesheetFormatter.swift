/// Prints a ``SyntaxTree`` as canonical `.skss`: two-space indentation, one declaration per
/// line, a blank line between top-level items, canonical spacing in selectors and values,
/// and property names as ``canonicalName`` spells them.
///
/// Formatting is idempotent, and the output parses to the same stylesheet.
///
/// ```swift
/// let tree = StylesheetParser.parse("a>b{color:red}")
/// StylesheetFormatter().format(tree)   // "a > b {\n  color: red;\n}\n"
/// ```
public struct StylesheetFormatter: Sendable {
  /// Maps a property name as written to the name to print (aliases to canonical names).
  public var canonicalName: @Sendable (String) -> String

  public init(canonicalName: @escaping @Sendable (String) -> String = { $0 }) {
    self.canonicalName = canonicalName
  }

  /// The canonical text of a whole tree.
  public func format(_ tree: SyntaxTree) -> String {
    var out = ""
    var previousKind: String?
    for item in tree.items {
      let kind = groupKind(item)
      if let previousKind, previousKind != kind || kind == "block" { out += "\n" }
      write(item, indent: "", into: &out)
      previousKind = kind
    }
    return out
  }

  /// Statements of the same kind stay together; blocks are separated by blank lines.
  private func groupKind(_ item: SyntaxNode) -> String {
    switch item {
    case .importRule: "import"
    case .constant: "constant"
    case .layer(let layer) where layer.items == nil: "layer"
    default: "block"
    }
  }

  private func write(_ item: SyntaxNode, indent: String, into out: inout String) {
    switch item {
    case .rule(let rule):
      out += indent + formatSelectorList(rule.prelude) + " {\n"
      writeBlock(rule.items, indent: indent + "  ", into: &out)
      out += indent + "}\n"
    case .declaration(let declaration):
      let name = declaration.isCustomProperty ? declaration.name : canonicalName(declaration.name)
      let value = declaration.valueText
      out += indent + TokenPrinter.escapeIdent(name) + ":" + (value.isEmpty ? "" : " " + value)
      out += (declaration.important ? " !important" : "") + ";\n"
    case .media(let media):
      out += indent + "@media " + media.queryText + " {\n"
      writeBlock(media.items, indent: indent + "  ", into: &out)
      out += indent + "}\n"
    case .layer(let layer):
      let names = layer.names.map { $0.map(TokenPrinter.escapeIdent).joined(separator: ".") }
        .joined(separator: ", ")
      if let items = layer.items {
        out += indent + "@layer" + (names.isEmpty ? "" : " " + names) + " {\n"
        writeBlock(items, indent: indent + "  ", into: &out)
        out += indent + "}\n"
      } else {
        out += indent + "@layer " + names + ";\n"
      }
    case .importRule(let rule):
      var line = "@import " + TokenPrinter.quote(rule.path)
      if let layer = rule.layer {
        line +=
          layer.isEmpty
          ? " layer" : " layer(" + layer.map(TokenPrinter.escapeIdent).joined(separator: ".") + ")"
      }
      if !rule.media.isEmpty { line += " " + TokenPrinter.print(rule.media) }
      out += indent + line + ";\n"
    case .constant(let constant):
      out +=
        indent + "$" + TokenPrinter.escapeIdent(constant.name) + ": " + constant.valueText + ";\n"
    case .extend(let extend):
      out += indent + "@extend " + extend.selectorText + ";\n"
    }
  }

  private func writeBlock(_ items: [SyntaxNode], indent: String, into out: inout String) {
    for item in items {
      write(item, indent: indent, into: &out)
    }
  }

  /// A selector list with one selector per line when it is long.
  private func formatSelectorList(_ prelude: ArraySlice<Token>) -> String {
    TokenPrinter.print(prelude, collapsingWhitespace: true)
  }
}
