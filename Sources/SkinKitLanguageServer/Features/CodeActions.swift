import SkinKit

/// `textDocument/codeAction`: each fix-it of the document's diagnostics in the requested
/// range, as a `quickfix` whose edit is the fix-it's (what `skss lint --fix` applies when a
/// diagnostic has exactly one; with several, each is offered and none preferred).
enum CodeActions {
  static func actions(
    in analysis: DocumentAnalysis, range: TextRange, only kinds: [String]?
  ) -> JSONValue {
    if let kinds, !kinds.contains(where: { $0 == "quickfix" || $0 == "" }) { return [] }
    var result: [JSONValue] = []
    for diagnostic in analysis.diagnostics
    where diagnostic.range.file == analysis.sheet.file && !diagnostic.fixIts.isEmpty {
      let place = analysis.text.range(of: diagnostic.range.bytes)
      guard place.start <= range.end && range.start <= place.end else { continue }
      for fixIt in diagnostic.fixIts {
        guard fixIt.range.file == analysis.sheet.file else { continue }
        let edit: JSONValue = [
          "range": analysis.text.range(of: fixIt.range.bytes).json,
          "newText": .string(fixIt.replacement),
        ]
        result.append([
          "title": .string(fixIt.message),
          "kind": "quickfix",
          "diagnostics": [DiagnosticPublisher.json(diagnostic, in: analysis)],
          "isPreferred": .bool(diagnostic.fixIts.count == 1),
          "edit": ["changes": .object([analysis.uri: [edit]])],
        ])
      }
    }
    return .array(result)
  }
}
