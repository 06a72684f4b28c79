/// Prints a ``SyntaxTree`` as canonical `.skss`: two-space indentation, one declaration per
/// line, a blank line between top-level blocks, canonical spacing in selectors and values,
/// property names as ``canonicalName`` spells them — and every comment kept, before the item
/// it preceded or at the end of the line it ended.
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
      // Comments ending the previous item's line stay there, before any blank line.
      printer.flushComments(before: item.range.bytes.lowerBound, indent: "", trailingOnly: true)
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
  /// started on its last line, else on lines of their own (with `trailingOnly`, only the
  /// former). An empty `/**/` glued between two tokens is not printed: it only kept them
  /// apart, and the token printer puts one back wherever tokens need it.
  mutating func flushComments(before offset: Int, indent: String, trailingOnly: Bool = false) {
    let file = tree.file
    while nextComment < tree.comments.count && tree.comments[nextComment].lowerBound < offset {
      let range = tree.comments[nextComment]
      if isGluedSeparator(range) {
        nextComment += 1
        continue
      }
      var text = file.text(in: range)
      // A block comment still open at the end of the file is closed there, as blocks are.
      if text.hasPrefix("/*") && (text.count < 4 || !text.hasSuffix("*/")) { text += "*/" }
      if let lastEnd, out.hasSuffix("\n"),
        file.location(at: range.lowerBound).line == file.location(at: lastEnd).line
      {
        out.removeLast()
        out += " " + text + "\n"
      } else if trailingOnly {
        return
      } else {
        out += indent + text + "\n"
        // What follows is no longer on the item's line.
        lastEnd = nil
      }
      nextComment += 1
    }
  }

  /// Whether a comment is `/**/` with no whitespace on either side (`2px/**/3px`).
  func isGluedSeparator(_ range: Range<Int>) -> Bool {
    let bytes = tree.file.bytes
    guard range.count == 4, range.lowerBound > 0, range.upperBound < bytes.count else {
      return false
    }
    let before = bytes[range.lowerBound - 1]
    let after = bytes[range.upperBound]
    return before != 0x20 && before != 0x09 && before != 0x0A && after != 0x20 && after != 0x09
      && after != 0x0A
  }

  mutating func write(_ item: SyntaxNode, indent: String) {
    switch item {
    case .rule(let rule):
      out += indent + rule.preludeText + " {\n"
      lastEnd = nil
      writeBlock(rule.items, indent: indent + "  ", end: rule.range.bytes.upperBound)
      out += indent + "}\n"
    case .declaration(let declaration):
      let name = declaration.isCustomProperty ? declaration.name : canonicalName(declaration.name)
      let value = declaration.valueText
      out += indent + TokenPrinter.escapeIdent(name) + ":" + (value.isEmpty ? "" : " " + value)
      out += (declaration.important ? " !important" : "") + ";\n"
    case .media(let media):
      out += indent + "@media " + media.queryText + " {\n"
      lastEnd = nil
      writeBlock(media.items, indent: indent + "  ", end: media.range.bytes.upperBound)
      out += indent + "}\n"
    case .layer(let layer):
      let names = layer.names.map { $0.map(TokenPrinter.escapeIdent).joined(separator: ".") }
        .joined(separator: ", ")
      if let items = layer.items {
        out += indent + "@layer" + (names.isEmpty ? "" : " " + names) + " {\n"
        lastEnd = nil
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
      if !rule.media.isEmpty {
        line += " " + TokenPrinter.printMediaQuery(rule.media, source: rule.range.file)
      }
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
    for item in items {
      flushComments(before: item.range.bytes.lowerBound, indent: indent)
      write(item, indent: indent)
    }
    flushComments(before: max(0, end - 1), indent: indent)
  }
}
