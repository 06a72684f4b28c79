import SkinKit

/// Which diagnostics each URI shows, kept as the server publishes them: an open document
/// shows what `skss lint` reports for its own text; a file it imports (not open itself)
/// shows the problems that linting the open documents found in it. A list is sent again
/// only when it changed — except a document's own, sent after every analysis, with its
/// version (so a fix sends an empty list).
struct DiagnosticPublisher {
  /// One `textDocument/publishDiagnostics` to send.
  struct Publication: Equatable {
    var uri: String
    var version: Int?
    var diagnostics: [JSONValue]

    var params: JSONValue {
      var members: [String: JSONValue] = ["uri": .string(uri), "diagnostics": .array(diagnostics)]
      if let version { members["version"] = JSONValue(version) }
      return .object(members)
    }
  }

  /// By analysed document: the diagnostics it found, by URI of the file they are in.
  private var found: [String: [String: [JSONValue]]] = [:]
  /// What was last published for each URI.
  private var published: [String: [JSONValue]] = [:]

  /// Records an analysis's diagnostics and returns what to publish.
  mutating func update(_ analysis: DocumentAnalysis, open: Set<String>) -> [Publication] {
    var lists: [String: [JSONValue]] = [analysis.uri: []]
    for diagnostic in analysis.diagnostics {
      let uri = analysis.uriOf(path: diagnostic.range.file?.path ?? analysis.path)
      lists[uri, default: []].append(Self.json(diagnostic, in: analysis))
    }
    let affected = Set(lists.keys).union(found[analysis.uri].map { Array($0.keys) } ?? [])
    found[analysis.uri] = lists
    return publications(for: affected, open: open, own: analysis.uri, version: analysis.version)
  }

  /// Forgets a closed document's diagnostics; its own list becomes what its importers found
  /// in it (usually nothing), and the files it imported lose what it found in them.
  mutating func close(_ uri: String, open: Set<String>) -> [Publication] {
    let affected = Set(found[uri].map { Array($0.keys) } ?? []).union([uri])
    found[uri] = nil
    return publications(for: affected, open: open, own: nil, version: nil)
  }

  private mutating func publications(
    for uris: Set<String>, open: Set<String>, own: String?, version: Int?
  ) -> [Publication] {
    var result: [Publication] = []
    for uri in uris.sorted() {
      let list = shown(uri, open: open)
      guard uri == own || list != published[uri] ?? [] else { continue }
      published[uri] = list
      result.append(Publication(uri: uri, version: uri == own ? version : nil, diagnostics: list))
    }
    return result
  }

  /// What a URI shows: its own analysis's when open, else the union of what open documents
  /// found in it (each diagnostic once).
  private func shown(_ uri: String, open: Set<String>) -> [JSONValue] {
    if open.contains(uri) { return found[uri]?[uri] ?? [] }
    var seen = Set<JSONValue>()
    var list: [JSONValue] = []
    for root in found.keys.sorted() {
      for diagnostic in found[root]?[uri] ?? [] where seen.insert(diagnostic).inserted {
        list.append(diagnostic)
      }
    }
    return list
  }

  /// A diagnostic as LSP's `Diagnostic`: the id as `code`, `skss` as `source`.
  static func json(_ diagnostic: Diagnostic, in analysis: DocumentAnalysis) -> JSONValue {
    let range =
      analysis.text(of: diagnostic.range.file)?.range(of: diagnostic.range.bytes)
      ?? TextRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))
    return [
      "range": range.json,
      "severity": diagnostic.severity == .error ? 1 : 2,
      "code": .string(diagnostic.id.rawValue),
      "source": "skss",
      "message": .string(diagnostic.message),
    ]
  }
}
