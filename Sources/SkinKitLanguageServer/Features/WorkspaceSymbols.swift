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
    for item in items {
      switch item {
      case .rule(let rule):
        let name = rule.preludeText.isEmpty ? "&" : rule.preludeText
        result.append(
          Entry(
            name: name, kind: DocumentSymbols.classKind, bytes: rule.range.bytes,
            container: container))
        result += entries(in: rule.items, container: name)
      case .media(let media):
        let name = "@media " + media.queryText
        result.append(
          Entry(
            name: name, kind: DocumentSymbols.namespaceKind, bytes: media.range.bytes,
            container: container))
        result += entries(in: media.items, container: name)
      case .layer(let layer):
        result += entries(in: layer.items ?? [], container: container)
      case .constant(let constant):
        result.append(
          Entry(
            name: "$" + constant.name, kind: DocumentSymbols.constantKind,
            bytes: constant.range.bytes,
            container: container))
      case .declaration(let declaration) where declaration.isCustomProperty:
        result.append(
          Entry(
            name: declaration.name, kind: DocumentSymbols.variableKind,
            bytes: declaration.range.bytes,
            container: container))
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
