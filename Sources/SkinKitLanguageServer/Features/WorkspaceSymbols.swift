import SkinKit

/// `workspace/symbol`: the rules (named by their selectors), `@media` blocks, `$constants`
/// and custom property declarations of every `.skss` file of the workspace, those whose name
/// holds the query's characters in order, ignoring case (`btnpri` finds `Button.primary`), as
/// editors filter symbols — those holding the query as it is written first, then the others,
/// each in file order, then source order.
enum WorkspaceSymbols {
  /// One symbol of a file.
  struct Entry: Equatable {
    var name: String
    /// LSP's `SymbolKind`.
    var kind: Int
    /// The whole item.
    var bytes: Range<Int>
    /// The rule or block it is in, by name.
    var container: String?
  }

  /// A file's symbols, outermost first, nested ones after their container.
  static func entries(in items: [SyntaxNode], container: String? = nil) -> [Entry] {
    var result: [Entry] = []
    func add(_ name: String, _ kind: Int, _ range: SourceRange, holding inner: [SyntaxNode]?) {
      result.append(Entry(name: name, kind: kind, bytes: range.bytes, container: container))
      if let inner { result += entries(in: inner, container: name) }
    }
    for item in items {
      switch item {
      case .rule(let rule):
        add(
          rule.preludeText.isEmpty ? "&" : rule.preludeText, DocumentSymbols.classKind,
          rule.range, holding: rule.items)
      case .media(let media):
        add(
          media.keyword + " " + media.queryText, DocumentSymbols.namespaceKind, media.range,
          holding: media.items)
      case .layer(let layer):
        result += entries(in: layer.items ?? [], container: container)
      case .constant(let constant):
        add("$" + constant.name, DocumentSymbols.constantKind, constant.range, holding: nil)
      case .declaration(let declaration) where declaration.isCustomProperty:
        add(declaration.name, DocumentSymbols.variableKind, declaration.range, holding: nil)
      default:
        break
      }
    }
    return result
  }

  /// The answer: `SymbolInformation`s (`{name, kind, location, containerName}`) of the
  /// files, with the URI each is known by.
  static func symbols(matching query: String, in files: [(uri: String, symbols: FileSymbols)])
    -> JSONValue
  {
    let wanted = Array(query.lowercased().filter { !$0.isWhitespace })
    var exact: [JSONValue] = []
    var loose: [JSONValue] = []
    for (uri, file) in files {
      for entry in file.outline where matches(entry.name, wanted) {
        var members: [String: JSONValue] = [
          "name": .string(entry.name), "kind": JSONValue(entry.kind),
          "location": [
            "uri": .string(uri), "range": file.text.range(of: entry.bytes).json,
          ],
        ]
        if let container = entry.container { members["containerName"] = .string(container) }
        if entry.name.lowercased().contains(String(wanted)) {
          exact.append(.object(members))
        } else {
          loose.append(.object(members))
        }
      }
    }
    return .array(exact + loose)
  }

  /// Whether a name holds the query's characters in order (lowercased), as a subsequence.
  static func matches(_ name: String, _ query: [Character]) -> Bool {
    guard !query.isEmpty else { return true }
    var next = 0
    for character in name.lowercased() where character == query[next] {
      next += 1
      if next == query.count { return true }
    }
    return false
  }
}
