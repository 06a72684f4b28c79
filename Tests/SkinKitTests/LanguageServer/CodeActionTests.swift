import Foundation
import SkinKit
import SkinKitLanguageServer
import Testing

/// `textDocument/codeAction` over pipes: the fix-its of the diagnostics in a range, as quick
/// fixes a client applies.
@Suite("Language server: code actions")
struct CodeActionTests {
  static let text = "Label {\r\n  colr: red;\r\n  color: lightGray;\r\n}\r\nButton:wobbly { }\r\n"

  static func range(_ line: Int, _ start: Int, _ endLine: Int, _ end: Int) -> JSONValue {
    [
      "start": ["line": JSONValue(line), "character": JSONValue(start)],
      "end": ["line": JSONValue(endLine), "character": JSONValue(end)],
    ]
  }

  static func request(_ range: JSONValue, only: [JSONValue]? = nil) -> JSONValue {
    var context: [String: JSONValue] = ["diagnostics": []]
    if let only { context["only"] = .array(only) }
    return [
      "textDocument": ["uri": "untitled:fix"], "range": range, "context": .object(context),
    ]
  }

  @Test("each fix-it in the range is a quickfix; one alone is preferred; applied, it fixes")
  func quickFixes() throws {
    let client = LSPClient()
    try client.initialize()
    client.open("untitled:fix", Self.text)
    let misspelt = lspDiagnostic(
      "unknown-property", "unknown property 'colr'; did you mean 'color'?", Self.range(1, 2, 1, 6))
    let answer = try client.result("textDocument/codeAction", Self.request(Self.range(1, 4, 1, 4)))
    #expect(
      answer == [
        [
          "title": "replace 'colr' with 'color'", "kind": "quickfix", "isPreferred": true,
          "diagnostics": [misspelt],
          "edit": [
            "changes": ["untitled:fix": [["range": Self.range(1, 2, 1, 6), "newText": "color"]]]
          ],
        ]
      ])
    let edits = answer.array?.first?["edit"]?["changes"]?["untitled:fix"]?.array ?? []
    #expect(
      applying(edits, to: Self.text)
        == "Label {\r\n  color: red;\r\n  color: lightGray;\r\n}\r\nButton:wobbly { }\r\n")
    // Two choices: neither preferred. The whole document: every fix-it, in order.
    let all = try client.result("textDocument/codeAction", Self.request(Self.range(0, 0, 5, 0)))
    #expect(
      all.array?.map { "\($0["title"]?.string ?? "") \($0["isPreferred"]?.bool ?? true)" } == [
        "replace 'colr' with 'color' true",
        "write lightGrayColor for UIKit's #aaaaaa false",
        "write lightgray for CSS's #d3d3d3 false",
      ])
    // A line without a fix-it, and a client asking for other kinds: none.
    #expect(
      try client.result("textDocument/codeAction", Self.request(Self.range(4, 8, 4, 8))) == [])
    #expect(
      try client.result(
        "textDocument/codeAction", Self.request(Self.range(1, 4, 1, 4), only: ["refactor"])) == [])
    #expect(try client.shutDown() == 0)
  }
}
