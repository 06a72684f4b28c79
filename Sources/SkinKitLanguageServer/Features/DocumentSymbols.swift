import SkinKit
import SkinKitSupport

/// `textDocument/documentSymbol`: one symbol per rule, named by its selector list as `skss
/// format` prints it, nested rules as its children; `@media` and `@layer` blocks hold
/// theirs, `@keyframes` its keyframes, and `$constants` are listed too (an outline of the sheet, as editors show it).
enum DocumentSymbols {
  /// LSP's `SymbolKind` values used here and in ``WorkspaceSymbols``.
  static let classKind = 5
  static let namespaceKind = 3
  static let constantKind = 14
  static let variableKind = 13

  static func symbols(in analysis: DocumentAnalysis) -> JSONValue {
    let names = analysis.caches.ruleNames
    names.startPass()
    return .array(symbols(analysis.tree.items, text: analysis.text, names: names))
  }

  private static func symbols(_ items: [SyntaxNode], text: SourceText, names: ContentCache)
    -> [JSONValue]
  {
    func symbols(_ items: [SyntaxNode]) -> [JSONValue] {
      Self.symbols(items, text: text, names: names)
    }
    var result: [JSONValue] = []
    for item in items {
      switch item {
      case .rule(let rule):
        // Printing a selector is a function of its bytes: kept for the rules an edit did
        // not touch.
        let printed =
          rule.preludeRange.file.map { file in
            names.value(for: file.bytes[rule.preludeRange.bytes]) { [rule.preludeText] }[0]
          } ?? rule.preludeText
        result.append(
          symbol(
            printed.isEmpty ? "&" : printed, kind: classKind, range: rule.range,
            selection: rule.preludeRange, children: symbols(rule.items), text: text))
      case .media(let media):
        result.append(
          symbol(
            media.keyword + " " + media.queryText, kind: namespaceKind, range: media.range,
            selection: media.queryRange, children: symbols(media.items), text: text))
      case .layer(let layer) where layer.items != nil:
        let name = layer.names.map { $0.joined(separator: ".") }.joined(separator: ", ")
        result.append(
          symbol(
            "@layer" + (name.isEmpty ? "" : " " + name), kind: namespaceKind, range: layer.range,
            selection: layer.range, children: symbols(layer.items ?? []), text: text))
      case .keyframes(let rule) where rule.items != nil:
        result.append(
          symbol(
            "@" + rule.keyword + " " + rule.preludeText, kind: namespaceKind, range: rule.range,
            selection: rule.preludeRange, children: symbols(rule.items ?? []), text: text))
      case .constant(let constant):
        result.append(
          symbol(
            "$" + constant.name, kind: constantKind, range: constant.range,
            selection: constant.range, children: [], text: text, detail: constant.valueText))
      default:
        break
      }
    }
    return result
  }

  private static func symbol(
    _ name: String, kind: Int, range: SourceRange, selection: SourceRange, children: [JSONValue],
    text: SourceText, detail: String? = nil
  ) -> JSONValue {
    let whole = text.range(of: range.bytes)
    // The selection range must lie inside the range.
    var selected = text.range(of: selection.bytes)
    if selected.start < whole.start || whole.end < selected.end { selected = whole }
    var members: [String: JSONValue] = [
      "name": .string(name), "kind": JSONValue(kind), "range": whole.json,
      "selectionRange": selected.json, "children": .array(children),
    ]
    if let detail { members["detail"] = .string(detail) }
    return .object(members)
  }
}
