/// Prints a ``SyntaxTree`` as canonical `.skss`: two-space indentation, one declaration per
/// line, a blank line between top-level blocks, canonical spacing in selectors and values,
/// property names as ``canonicalName`` spells them — and every comment kept, before the item
/// it preceded or at the end of the line it ended (a comment inside a selector or a value goes
/// after it). Empty comments (`/**/`) are dropped: they say nothing, and the printer writes
/// them itself between tokens that would otherwise merge.
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
    var printer = Printer(tree: tree, canonicalName: canonicalName)
    var previousKind: String?
    for item in tree.items {
      let kind = groupKind(item)
      if let previousKind, previousKind != kind || kind == "block" { printer.out += "\n" }
      printer.flushComments(before: item.range.bytes.lowerBound, indent: "")
      printer.write(item, indent: "")
      previousKind = kind
    }
    printer.flushComments(before: Int.max, indent: "")
    return printer.out
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
}

private struct Printer {
  let tree: SyntaxTree
  let canonicalName: @Sendable (String) -> String
  var out = ""
  var nextComment = 0
  /// Where the last printed item ended in the source (for trailing comments).
  var lastEnd: Int?

  init(tree: SyntaxTree, canonicalName: @escaping @Sendable (String) -> String) {
    self.tree = tree
    self.canonicalName = canonicalName
  }

  /// Prints the comments that start before `offset`: on the previous item's line when they
  /// started on its last line, else on lines of their own.
  mutating func flushComments(before offset: Int, indent: String) {
    let file = tree.file
    while nextComment < tree.comments.count && tree.comments[nextComment].lowerBound < offset {
      let range = tree.comments[nextComment]
      var text = file.text(in: range)
      if text.hasPrefix("/*") && (text.utf8.count < 4 || !text.hasSuffix("*/")) {
        text += " */"  // still open at the end of the file: close it, or it swallows what follows
      }
      if text == "/**/" {
        nextComment += 1
        continue
      }
      if let lastEnd, out.hasSuffix("\n"),
        file.location(at: range.lowerBound).line == file.location(at: lastEnd).line
      {
        out.removeLast()
        out += " " + text + "\n"
      } else {
        out += indent + text + "\n"
      }
      nextComment += 1
    }
  }

  mutating func write(_ item: SyntaxNode, indent: String) {
    switch item {
    case .rule(let rule):
      out += indent + rule.preludeText + " {\n"
      writeBlock(rule.items, indent: indent + "  ", end: rule.range.bytes.upperBound)
      out += indent + "}\n"
    case .declaration(let declaration):
      let name = declaration.isCustomProperty ? declaration.name : canonicalName(declaration.name)
      let value = declaration.valueText
      out += indent + TokenPrinter.escapeIdent(name) + ":" + (value.isEmpty ? "" : " " + value)
      out += (declaration.important ? " !important" : "") + ";\n"
    case .media(let media):
      out += indent + "@media " + media.queryText + " {\n"
      writeBlock(media.items, indent: indent + "  ", end: media.range.bytes.upperBound)
      out += indent + "}\n"
    case .layer(let layer):
      let names = layer.names.map { $0.map(TokenPrinter.escapeIdent).joined(separator: ".") }
        .joined(separator: ", ")
      if let items = layer.items {
        out += indent + "@layer" + (names.isEmpty ? "" : " " + names) + " {\n"
        writeBlock(items, indent: indent + "  ", end: layer.range.bytes.upperBound)
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
    lastEnd = item.range.bytes.upperBound
  }

  mutating func writeBlock(_ items: [SyntaxNode], indent: String, end: Int) {
    // Comments before the block's first item go on lines of their own, whatever line they
    // were on (after the `{` they may share the header's line, which is not an item's end).
    lastEnd = nil
    for item in items {
      flushComments(before: item.range.bytes.lowerBound, indent: indent)
      write(item, indent: indent)
    }
    flushComments(before: max(0, end - 1), indent: indent)
  }
}
