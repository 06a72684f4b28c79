import SkinKit

/// `textDocument/references` — every place in the workspace's sheets that writes the name at
/// the cursor: a `$constant` (its definitions and uses), a custom property (its declarations
/// and `var()`s), a class or an id (in selectors and `@extend`), a type, or a property (under
/// any of its names) — and `textDocument/documentHighlight`, the same in the document alone.
enum References {
  /// A file taking part in a workspace-wide request: its URI as the client knows it, its
  /// version when open, and its symbols.
  struct File {
    var uri: String
    var version: Int?
    var symbols: FileSymbols
  }

  /// The occurrence at a position of the document.
  static func occurrence(at position: Position, in analysis: DocumentAnalysis) -> Occurrence? {
    Occurrence.find(
      at: analysis.text.sourceOffset(of: position), in: analysis.fileSymbols.occurrences)
  }

  /// Whether an occurrence is of a symbol (properties compare by canonical name: `textColor`
  /// is `color`).
  static func matches(_ occurrence: Occurrence, _ symbol: Occurrence.Symbol, table: PropertyTable)
    -> Bool
  {
    guard occurrence.symbol.kind == symbol.kind else { return false }
    guard symbol.kind == .property else { return occurrence.symbol.name == symbol.name }
    return table.canonicalName(occurrence.symbol.name) == table.canonicalName(symbol.name)
  }

  /// The `Location`s of a symbol in the files, in file order then source order; definitions
  /// left out unless `includeDeclaration`.
  static func locations(
    of symbol: Occurrence.Symbol, includeDeclaration: Bool, in files: [File],
    table: PropertyTable
  ) -> JSONValue {
    var result: [JSONValue] = []
    for file in files {
      for occurrence in file.symbols.occurrences
      where matches(occurrence, symbol, table: table)
        && (includeDeclaration || occurrence.role != .definition)
      {
        result.append([
          "uri": .string(file.uri),
          "range": file.symbols.text.range(of: occurrence.bytes).json,
        ])
      }
    }
    return .array(result)
  }

  /// LSP's `DocumentHighlightKind`: a selector or a definition writes the name, a value or an
  /// `@extend` reads it (as vscode-css-languageservice marks them).
  static func highlightKind(_ role: Occurrence.Role) -> Int {
    switch role {
    case .definition, .selector: 3
    case .use: 2
    }
  }

  /// The `DocumentHighlight`s of the symbol at a position (`null` where there is none).
  static func highlights(at position: Position, in analysis: DocumentAnalysis) -> JSONValue {
    guard let found = occurrence(at: position, in: analysis) else { return .null }
    let text = analysis.text
    return .array(
      analysis.fileSymbols.occurrences.filter {
        matches($0, found.symbol, table: analysis.table)
      }.map { occurrence in
        [
          "range": text.range(of: occurrence.bytes).json,
          "kind": JSONValue(highlightKind(occurrence.role)),
        ]
      })
  }
}
