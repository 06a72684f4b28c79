import Foundation
import SkinKit
import SkinKitLanguageServer
import Testing

/// Folding ranges, selection ranges, document links and range formatting.
@Suite("Language server: folding, selection, links, range formatting")
struct FoldingSelectionTests {
  static let folded = """
    /* #region Colors */
    $accent: #007aff;
    /* #endregion */
    /*
     * A block comment
     */
    // line comments
    // in a run
    Window {
      tint-color: $accent;
      @media dark {
        color: white;
      }
      Label { color: red; }
    }
    @layer base {
      Button {
        color: blue; }
    }

    """

  @Test("folding: blocks to the line before their }, comments, comment runs, regions; rangeLimit")
  func folding() throws {
    let client = LSPClient()
    try client.initialize()
    client.open("untitled:fold", Self.folded)
    let expected: [JSONValue] = [
      ["startLine": 0, "endLine": 2, "kind": "region"],
      ["startLine": 3, "endLine": 5, "kind": "comment"],
      ["startLine": 6, "endLine": 7, "kind": "comment"],
      ["startLine": 8, "endLine": 13], ["startLine": 10, "endLine": 11],
      ["startLine": 15, "endLine": 17], ["startLine": 16, "endLine": 17],
    ]
    #expect(
      try client.result("textDocument/foldingRange", document("untitled:fold")) == .array(expected))
    #expect(try client.shutDown() == 0)
    // A client's limit keeps the first ranges.
    let limited = LSPClient()
    try limited.initialize(textDocument: ["foldingRange": ["rangeLimit": 3]])
    limited.open("untitled:fold", Self.folded)
    #expect(
      try limited.result("textDocument/foldingRange", document("untitled:fold"))
        == .array(Array(expected.prefix(3))))
    #expect(try limited.shutDown() == 0)
  }

  /// A selection range from ranges, innermost first.
  static func chain(_ ranges: [JSONValue]) -> JSONValue {
    var answer: JSONValue?
    for range in ranges.reversed() {
      answer = answer.map { ["range": range, "parent": $0] } ?? ["range": range]
    }
    return answer!
  }

  @Test("selection ranges: word, call, declaration, block, rule, document; selector, list")
  func selection() throws {
    let client = LSPClient()
    try client.initialize()
    client.open("untitled:select", "Button.primary, #save {\n  color: lighten($tint, 10%);\n}\n")
    let answer = try client.result(
      "textDocument/selectionRange",
      ["textDocument": ["uri": "untitled:select"], "positions": [position(1, 19), position(0, 9)]])
    #expect(
      answer == [
        Self.chain([
          range(1, 17, 1, 22), range(1, 9, 1, 28), range(1, 2, 1, 28), range(0, 23, 2, 0),
          range(0, 0, 2, 1), range(0, 0, 3, 0),
        ]),
        Self.chain([
          range(0, 6, 0, 14), range(0, 0, 0, 14), range(0, 0, 0, 21), range(0, 0, 2, 1),
          range(0, 0, 3, 0),
        ]),
      ])
    #expect(try client.shutDown() == 0)
  }

  @Test("document links: @import and url() of files that exist, web addresses as written")
  func links() throws {
    let main = """
      @import "palette.skss";
      @import "missing.skss";
      Button {
        background-image: url("images/bg.png");
        --icon: url( icons/star.png );
        --web: url(https://example.com/a.png);
        --data: url("data:image/png;base64,AAAA");
        --gone: url(nothing.png);
      }

      """
    let session = try WorkspaceSession(
      [
        "main.skss": main, "palette.skss": "$ink: #000;\n", "images/bg.png": "png",
        "icons/star.png": "png",
      ], open: ["main.skss"])
    defer { session.close() }
    #expect(
      try session.result("textDocument/documentLink", document(session.uri("main.skss"))) == [
        ["range": range(0, 8, 0, 22), "target": .string(session.uri("palette.skss"))],
        ["range": range(3, 24, 3, 39), "target": .string(session.uri("images/bg.png"))],
        ["range": range(4, 15, 4, 29), "target": .string(session.uri("icons/star.png"))],
        ["range": range(5, 13, 5, 38), "target": "https://example.com/a.png"],
      ])
  }

  static let messy = """
    /* header */
    $tint:#007aff;
    Button{color:red;Label{color:blue}}

    Window  {  tint-color : $tint }   /* kept */
    Label { color: "red; }

    """

  /// The range formatting edits for a range of ``messy``.
  static func rangeFormatting(_ range: JSONValue) throws -> JSONValue {
    let client = LSPClient()
    try client.initialize()
    defer { _ = try? client.shutDown() }
    client.open("untitled:range", Self.messy)
    let response = try client.request(
      "textDocument/rangeFormatting",
      [
        "textDocument": ["uri": "untitled:range"], "range": range,
        "options": ["tabSize": 2, "insertSpaces": true],
      ])
    return response["result"] ?? response["error"] ?? .null
  }

  @Test(
    "range formatting: the rules the range touches, formatted as skss format formats them alone")
  func rangeFormatting() throws {
    let lines = Self.messy.components(separatedBy: "\n")
    func formatted(_ text: String) throws -> String {
      String(try DocumentTests.formatted(text).dropLast())
    }
    // One rule, with a nested one.
    let rule = try #require(try Self.rangeFormatting(range(2, 3, 2, 5)).array)
    #expect(
      applying(rule, to: Self.messy)
        == Self.messy.replacingOccurrences(of: lines[2], with: try formatted(lines[2])))
    // Two items; the comment before them and the one after the last are not touched.
    let two = try #require(try Self.rangeFormatting(range(1, 0, 2, 0)).array)
    let both = lines[1] + "\n" + lines[2]
    #expect(
      applying(two, to: Self.messy)
        == Self.messy.replacingOccurrences(of: both, with: try formatted(both)))
    let window = try #require(try Self.rangeFormatting(range(4, 30, 4, 31)).array)
    #expect(
      window == [["range": range(4, 7, 4, 30), "newText": "{\n  tint-color: $tint;\n"]])
    // Between rules: nothing to format.
    #expect(try Self.rangeFormatting(range(3, 0, 3, 0)) == [])
    // A rule with a syntax error cannot be formatted alone (the others still can).
    #expect(
      try Self.rangeFormatting(range(5, 0, 5, 5)) == [
        "code": -32803,
        "message": "not formatted: the rule the range touches has a syntax error; fix it first",
      ])
  }
}
