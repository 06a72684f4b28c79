import Foundation
import SkinKitCascade
import SkinKitSyntax

/// Where the tokens of one layer come from: a file (`$ref` to a path, relative to the document
/// that names it), or tokens written inline in the document.
enum DesignTokenSource: Sendable {
  /// A tokens file; `range` is the reference, where a missing file is reported.
  case file(path: String, range: Range<Int>)
  /// Tokens written in the document itself.
  case inline(DocumentNode)
}

/// One block of the sheet a resolver becomes: a set, or one context of a modifier, with its
/// sources in order (later wins) and the condition it applies under.
struct DesignTokenLayer: Sendable {
  /// What the block's comment says it is (`set foundation`, `modifier theme: dark`).
  var label: String
  var condition: DesignTokenCondition
  var sources: [DesignTokenSource]
}

/// Converting the layers of a resolver document (or of Tokens Studio themes) into one sheet:
/// each source of each layer, in order, a `:root` block under the layer's condition. The
/// sheet imports one converted sheet per block, so every diagnostic points into the tokens
/// file it is about.
struct DesignTokenLayerConversion {
  var document: SourceFile
  var reader: FileReader
  var reporter: ConversionReporter
  /// Files read once, by path.
  private var files: [String: ParsedDocument?] = [:]

  init(document: SourceFile, reader: FileReader, reporter: ConversionReporter) {
    self.document = document
    self.reader = reader
    self.reporter = reporter
  }

  /// The parsed tokens file at `path` (read once), or `nil` (reported at `range`).
  mutating func load(_ path: String, range: Range<Int>) -> ParsedDocument? {
    if let known = files[path] {
      if known == nil { reportMissing(path, range: range, message: nil) }
      return known
    }
    do {
      let bytes = try reader.read(path)
      let parsed = JSONDocument.read(SourceFile(path: path, utf8: bytes), duplicateKeys: .rejected)
      files[path] = .some(parsed)
      return parsed
    } catch {
      files[path] = .some(nil)
      reportMissing(path, range: range, message: error.message)
      return nil
    }
  }

  private mutating func reportMissing(_ path: String, range: Range<Int>, message: String?) {
    reporter.report(
      .tokenSourceNotFound,
      "cannot read the tokens file '\(path)'" + (message.map { ": \($0)" } ?? "")
        + "; its tokens are left out", at: range)
  }

  /// The document a source stands for (`nil` for a file that cannot be read).
  mutating func document(of source: DesignTokenSource) -> ParsedDocument? {
    switch source {
    case .file(let path, let range): load(path, range: range)
    case .inline(let node):
      ParsedDocument(file: document, root: node, diagnostics: [], hasPositions: true)
    }
  }

  /// The sheet: every layer's sources converted in order, with `references` (documents
  /// whose tokens aliases may name without their being written: Tokens Studio's `source`
  /// sets) available to aliases too.
  mutating func convert(
    _ layers: [DesignTokenLayer], references: [DesignTokenSource] = [],
    format: InterchangeFormat
  ) -> ConvertedStylesheet {
    var blocks: [(layer: DesignTokenLayer, document: ParsedDocument, range: Range<Int>)] = []
    for layer in layers {
      for source in layer.sources {
        guard let parsed = document(of: source) else { continue }
        let range: Range<Int> =
          switch source {
          case .file(_, let range): range
          case .inline(let node): node.range
          }
        blocks.append((layer, parsed, range))
      }
    }
    var everything = blocks.map(\.document)
    for source in references {
      if let parsed = document(of: source) { everything.append(parsed) }
    }
    var children: [(offset: Int, sheet: ConvertedStylesheet)] = []
    var offset = -1
    for (position, block) in blocks.enumerated() {
      let others = everything.enumerated().filter { $0.offset != position }.map(\.element)
      let header =
        "Converted from \(block.document.file.path.lastPathComponent) (design tokens"
        + (block.document.file == document ? ", inline" : "") + "): \(block.layer.label)."
      let converted = DesignTokensReader.read(
        block.document, base: others, condition: block.layer.condition, header: header)
      // Each import needs a key of its own, in order: the reference's offset, or just after
      // the previous one.
      offset = max(block.range.lowerBound, offset + 1)
      children.append((offset, converted))
    }
    return ConvertedStylesheet.combining(
      format: format, file: document, children: children, diagnostics: reporter.diagnostics)
  }
}

extension ConvertedStylesheet {
  /// A sheet that imports converted sheets (keyed by an offset in `file`) in order; its
  /// `.skss` text is theirs, one after the other.
  static func combining(
    format: InterchangeFormat, file: SourceFile,
    children: [(offset: Int, sheet: ConvertedStylesheet)],
    diagnostics: [Diagnostic]
  ) -> ConvertedStylesheet {
    var items: [SyntaxNode] = []
    var imports: [Int: Stylesheet] = [:]
    for (offset, child) in children {
      let range = SourceRange(file: file, bytes: offset..<offset)
      items.append(
        .importRule(
          ImportRuleSyntax(path: child.stylesheet.file.path, layer: nil, media: [], range: range)))
      imports[offset] = child.stylesheet
    }
    var seen = Set<Diagnostic>()
    let unique = diagnostics.filter { seen.insert($0).inserted }
    let tree = SyntaxTree(file: file, items: items, diagnostics: unique)
    let text = children.map(\.sheet.generatedText).joined(separator: "\n")
    let generated = StylesheetParser.parse(SourceFile(path: file.path, text: text))
    return ConvertedStylesheet(
      format: format, stylesheet: Stylesheet(tree: tree, imports: imports), generatedText: text,
      tree: generated)
  }
}
