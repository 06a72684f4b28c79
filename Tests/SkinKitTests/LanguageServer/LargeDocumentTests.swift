import Foundation
import SkinKit
import SkinKitLanguageServer
import Testing

/// A 20,000-line document edited again and again: every answer stays right, and what each
/// change costs is counted (no timing here; BENCHMARKS.md has the instruction counts): one analysis of
/// the document per version asked about, none for versions typed past, and the imported
/// file parsed once.
@Suite("Language server: a large document edited repeatedly")
struct LargeDocumentTests {
  /// 20,000 lines (the last one empty): constants, then 3,999 rules of five lines each.
  static let text: String = {
    var lines = [
      "@import \"palette.skss\";", "$accent: #007aff;", "$pressed: darken($accent, 10%);", "",
    ]
    var index = 0
    while lines.count < 19_999 {
      lines += [
        "Button.item-\(index) > Label#name-\(index):highlighted {",
        "  color: $accent;",
        "  --tone-\(index % 50): lighten($ink, \(index % 40)%);",
        "  background-color: #\(String(format: "%02x", index % 256))80ff;",
        "}",
      ]
      index += 1
    }
    return lines.joined(separator: "\n") + "\n"
  }()

  @Test("edits, each followed by a hover, are each answered for the edited text")
  func repeatedEdits() throws {
    #expect(Self.text.split(separator: "\n", omittingEmptySubsequences: false).count == 20_000)
    let session = try FeatureSession(Self.text, options: ["diagnosticDelay": 60_000])
    defer { session.close() }
    let client = session.client
    let uri = session.uri
    #expect(try client.diagnostics(uri, version: 1) == [])
    let edits = 25
    for edit in 0..<edits {
      // Line 5 + 5k is a rule's `color:`; rename it to `colr` and hover over it.
      let line = 5 + 5 * (edit * 613 % 3_999)
      client.change(uri, version: 2 + edit, range: range(line, 2, line, 7), text: "colr")
      let hover = try client.result("textDocument/hover", at(uri, line, 3))
      // An unknown property: no hover; the previous version's `color` would have one.
      #expect(hover == .null, "edit \(edit)")
      client.change(uri, version: 2 + edit, range: range(line, 2, line, 6), text: "color")
    }
    // Typed past without a request: versions no one asked about are not analysed.
    for edit in 0..<10 {
      client.change(uri, version: 100 + edit, range: range(6, 2, 6, 2), text: "")
    }
    let hover = try client.result("textDocument/hover", at(uri, 5, 3))
    #expect(hover["contents"]?["value"]?.string?.hasPrefix("**color**") == true)
    let symbols = try #require(
      try client.result("textDocument/documentSymbol", document(uri)).array)
    #expect(symbols.count == 2 + 3_999)
    #expect(symbols.last?["name"] == "Button.item-3998 > Label#name-3998:highlighted")
    let statistics = try client.result("skss/statistics")
    #expect(statistics["analyses"]?[uri] == JSONValue(1 + edits + 1))
    #expect(statistics["importsParsed"] == 1)
    // Diagnostics were due a minute after the last change: none linted since the first.
    #expect(statistics["lints"]?[uri] == 1)
  }

  @Test("workspace-wide requests over it parse nothing again: one analysis, the palette once")
  func workspaceRequests() throws {
    let session = try FeatureSession(Self.text, options: ["diagnosticDelay": 60_000])
    defer { session.close() }
    let client = session.client
    let uri = session.uri
    var params = at(uri, 5, 10).object!
    params["context"] = ["includeDeclaration": true]
    // `$accent`: its definition, `$pressed`'s use and one use in each of the 3,999 rules.
    for _ in 0..<3 {
      let references = try client.result("textDocument/references", .object(params))
      #expect(references.array?.count == 4_001)
    }
    params["newName"] = "$tint"
    let rename = try client.result("textDocument/rename", .object(params))
    #expect(rename["changes"]?[uri]?.array?.count == 4_001)
    let folds = try client.result("textDocument/foldingRange", document(uri))
    #expect(folds.array?.count == 3_999)
    let symbols = try client.result("workspace/symbol", ["query": "item-3998"])
    #expect(symbols.array?.first?["name"] == "Button.item-3998 > Label#name-3998:highlighted")
    let highlights = try client.result("textDocument/documentHighlight", at(uri, 5, 10))
    #expect(highlights.array?.count == 4_001)
    let statistics = try client.result("skss/statistics")
    #expect(statistics["analyses"]?[uri] == 1)
    #expect(statistics["importsParsed"] == 1)
    #expect(statistics["workspaceFilesParsed"] == 1)
  }

  /// What the server answers for `text` opened afresh: its diagnostics, symbols and
  /// formatting.
  static func answers(_ text: String) throws -> [JSONValue] {
    let session = try FeatureSession(text)
    defer { session.close() }
    return try answers(session, version: 1)
  }

  static func answers(_ session: FeatureSession, version: Int) throws -> [JSONValue] {
    let client = session.client
    let formatting: JSONValue = [
      "textDocument": ["uri": .string(session.uri)],
      "options": ["tabSize": 2, "insertSpaces": true],
    ]
    return [
      .array(try client.diagnostics(session.uri, version: version)),
      try client.result("textDocument/documentSymbol", document(session.uri)),
      try client.result("textDocument/formatting", formatting),
    ]
  }

  @Test(
    "edits parsed again around what changed: diagnostics, symbols and formatting as a fresh open's")
  func editsMatchAFreshOpen() throws {
    // 600 lines: 119 rules, an import and two constants.
    var lines = Self.text.split(separator: "\n", omittingEmptySubsequences: false).prefix(600)
      .map(String.init)
    let session = try FeatureSession(lines.joined(separator: "\n"))
    defer { session.close() }
    // (line, start, end, text): a property misspelt, a selector changed, a comment opened
    // that runs to the end and closed again, a nested rule inserted, a value's `(` left
    // open, a rule's `}` removed (the next rule nests in it), the import changed.
    let edits: [(Int, Int, Int, String)] = [
      (300, 2, 7, "colr"), (104, 7, 11, "cell"), (250, 0, 0, "/* "), (250, 0, 3, ""),
      (400, 0, 0, "Card { padding: 4px } "), (452, 20, 28, "(("), (503, 0, 1, ""),
      (0, 9, 16, "colors"),
    ]
    for (index, (line, start, end, text)) in edits.enumerated() {
      session.client.change(
        session.uri, version: 2 + index, range: range(line, start, line, end), text: text)
      var edited = Array(lines[line].utf8)
      edited.replaceSubrange(start..<end, with: Array(text.utf8))
      lines[line] = String(decoding: edited, as: UTF8.self)
      let fresh = try Self.answers(lines.joined(separator: "\n"))
      #expect(try Self.answers(session, version: 2 + index) == fresh, "edit \(index)")
    }
  }
}
