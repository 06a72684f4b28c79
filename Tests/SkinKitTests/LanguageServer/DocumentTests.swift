import Foundation
import SkinKit
import SkinKitCLI
import SkinKitLanguageServer
import Testing

/// Formatting, document colors and symbols, and the two ways of syncing a document's text.
@Suite("Language server: formatting, colors, symbols, sync")
struct DocumentTests {
  static let messy = """
    /* Theme */
    $tint:#007aff;
    Button.primary>Label{textColor:red;corner-radius:12px}
    @media dark{Window{background-color:rgb(0 0 0 / 50%)}}
    """

  /// `skss format`'s output for a text.
  static func formatted(_ text: String) throws -> String {
    let directory = try Product.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("sheet.skss")
    try text.write(to: file, atomically: true, encoding: .utf8)
    let io = CommandIO.capturing()
    #expect(SKSS.run(["format", file.path], io: io) == 0)
    return io.standardOutput
  }

  @Test(
    "formatting's edits give exactly skss format's output",
    arguments: [
      messy, "Label { color: red; }\n", "a😀 { b: c }\r\nd{e:f}", "Label{color:red}\n\n\n",
      "/* only a comment */",
      // A `}` inside an unclosed `(` closes nothing: `e` stays in the unknown at-rule's block.
      "a{@m{{}(}}e",
    ])
  func formatting(_ text: String) throws {
    let client = LSPClient()
    try client.initialize()
    client.open("untitled:a", text)
    let edits = try #require(
      try client.result(
        "textDocument/formatting",
        [
          "textDocument": ["uri": "untitled:a"], "options": ["tabSize": 4, "insertSpaces": true],
        ]
      ).array)
    let expected = try Self.formatted(text)
    #expect(applying(edits, to: text) == expected)
    #expect(edits.count == (text == expected ? 0 : 1))
    // Formatting the result again changes nothing.
    client.replace("untitled:a", version: 2, text: expected)
    #expect(try client.result("textDocument/formatting", document("untitled:a")) == [])
    #expect(try client.shutDown() == 0)
  }

  @Test("the edit spans only what changes; a sheet with syntax errors is not formatted")
  func formattingEdits() throws {
    let client = LSPClient()
    try client.initialize()
    client.open("untitled:b", "Label {\n  color: red;\n}\n\nButton{color:blue}\n")
    let edits = try client.result("textDocument/formatting", document("untitled:b"))
    #expect(edits == [["range": range(4, 6, 4, 17), "newText": " {\n  color: blue;\n"]])
    client.open("untitled:c", "Label { color: \"red; }\n")
    let refused = try client.request("textDocument/formatting", document("untitled:c"))
    #expect(
      refused["error"] == [
        "code": -32803, "message": "not formatted: fix the syntax error first (1 in the file)",
      ])
    #expect(try client.shutDown() == 0)
  }

  @Test("document colors: every color written, with its value; presentations: hex, rgb(), hsl()")
  func colors() throws {
    let client = LSPClient()
    try client.initialize()
    let text = """
      $tint: #007aff;
      Label { color: red; background-color: rgb(0 0 0 / 50%); border-color: lighten($tint, 10%); }
      Bar { bar-style: black; --glow: mix(#fff, 0xff0000); tint-color: hsl(120deg 100% 25%); }

      """
    client.open("untitled:colors", text)
    let colors = try #require(
      try client.result("textDocument/documentColor", document("untitled:colors")).array)
    let expected: [(JSONValue, [Double])] = [
      (range(0, 7, 0, 14), [0, 122 / 255, 1, 1]),
      (range(1, 15, 1, 18), [1, 0, 0, 1]),
      // Colors keep full precision until they are printed (CSS Color 4, as Chromium does).
      (range(1, 38, 1, 54), [0, 0, 0, 0.5]),
      (range(2, 32, 2, 51), [1, 0.5, 0.5, 1]),
      (range(2, 65, 2, 85), [0, 0.5, 0, 1]),
    ]
    #expect(colors.count == expected.count)
    for (found, (range, channels)) in zip(colors, expected) {
      #expect(found["range"] == range)
      let values = ["red", "green", "blue", "alpha"].map { found["color"]?[$0]?.number ?? -1 }
      #expect(zip(values, channels).allSatisfy { abs($0 - $1) < 1e-12 }, "\(values)")
    }
    let picked: JSONValue = ["red": 1, "green": 0.5, "blue": 0, "alpha": 0.25]
    let presentations = try client.result(
      "textDocument/colorPresentation",
      [
        "textDocument": ["uri": "untitled:colors"], "color": picked,
        "range": range(1, 15, 1, 18),
      ])
    #expect(
      presentations == [
        [
          "label": "#ff800040", "textEdit": ["range": range(1, 15, 1, 18), "newText": "#ff800040"],
        ],
        [
          "label": "rgb(255 128 0 / 0.25)",
          "textEdit": ["range": range(1, 15, 1, 18), "newText": "rgb(255 128 0 / 0.25)"],
        ],
        [
          "label": "hsl(30 100% 50% / 0.25)",
          "textEdit": ["range": range(1, 15, 1, 18), "newText": "hsl(30 100% 50% / 0.25)"],
        ],
      ])
    #expect(try client.shutDown() == 0)
  }

  @Test("document colors in every CSS Color 4 and 5 syntax, shown clipped to sRGB")
  func modernColors() throws {
    let client = LSPClient()
    try client.initialize()
    let text = """
      Label { color: oklch(0.7016 0.3225 328.363); background-color: color(display-p3 1 0 1); }
      Bar { --a: color-mix(in oklab, red, blue); --b: lab(60.17 93.54 -60.5 / 0.5); }
      Cell { --c: oklch(from red l c h); --d: hwb(120 0% 0%); }

      """
    client.open("untitled:modern", text)
    let colors = try #require(
      try client.result("textDocument/documentColor", document("untitled:modern")).array)
    let found = colors.map { color -> String in
      let start = color["range"]?["start"]?["character"]?.number ?? -1
      let channels = ["red", "green", "blue", "alpha"].map {
        StyleColor.byte(color["color"]?[$0]?.number ?? -1)
      }
      return "\(Int(start)) " + channels.map(String.init).joined(separator: " ")
    }
    #expect(
      found == [
        "15 255 0 255 255", "63 255 0 255 255", "11 140 83 162 255", "48 255 0 255 128",
        "12 255 0 0 255", "40 0 255 0 255",
      ])
    #expect(try client.shutDown() == 0)
  }

  @Test("document symbols: one per rule, named by its selector, nested rules inside")
  func symbols() throws {
    let client = LSPClient()
    try client.initialize()
    client.open(
      "untitled:symbols",
      "$tint: #007aff;\nButton.primary,\n#save {\n  color: red;\n  &:highlighted { opacity: 0.5; }\n}\n@media dark {\n  Label { color: white; }\n}\n"
    )
    let symbols = try client.result("textDocument/documentSymbol", document("untitled:symbols"))
    #expect(
      symbols == [
        [
          "name": "$tint", "detail": "#007aff", "kind": 14, "range": range(0, 0, 0, 14),
          "selectionRange": range(0, 0, 0, 14), "children": [],
        ],
        [
          "name": "Button.primary, #save", "kind": 5, "range": range(1, 0, 5, 1),
          "selectionRange": range(1, 0, 2, 5),
          "children": [
            [
              "name": "&:highlighted", "kind": 5, "range": range(4, 2, 4, 33),
              "selectionRange": range(4, 2, 4, 15), "children": [],
            ]
          ],
        ],
        [
          "name": "@media dark", "kind": 3, "range": range(6, 0, 8, 1),
          "selectionRange": range(6, 7, 6, 11),
          "children": [
            [
              "name": "Label", "kind": 5, "range": range(7, 2, 7, 25),
              "selectionRange": range(7, 2, 7, 7), "children": [],
            ]
          ],
        ],
      ])
    #expect(try client.shutDown() == 0)
  }

  @Test("document symbols name @supports and @container blocks by their keyword")
  func conditionalSymbols() throws {
    let client = LSPClient()
    try client.initialize()
    client.open(
      "untitled:conditional",
      "@supports (opacity: 1) {\n  Label { }\n}\n@container card (width > 0) {\n  Label { }\n}\n")
    let symbols = try client.result(
      "textDocument/documentSymbol", document("untitled:conditional"))
    let label: JSONValue = [
      "name": "Label", "kind": 5, "range": range(1, 2, 1, 11),
      "selectionRange": range(1, 2, 1, 7), "children": [],
    ]
    let second: JSONValue = [
      "name": "Label", "kind": 5, "range": range(4, 2, 4, 11),
      "selectionRange": range(4, 2, 4, 7), "children": [],
    ]
    #expect(
      symbols == [
        [
          "name": "@supports (opacity: 1)", "kind": 3, "range": range(0, 0, 2, 1),
          "selectionRange": range(0, 10, 0, 22), "children": [label],
        ],
        [
          "name": "@container card (width > 0)", "kind": 3, "range": range(3, 0, 5, 1),
          "selectionRange": range(3, 11, 3, 27), "children": [second],
        ],
      ])
    #expect(try client.shutDown() == 0)
  }

  @Test("incremental changes (several in one notification, UTF-16 ranges) and full replacements")
  func sync() throws {
    let client = LSPClient()
    try client.initialize()
    let uri = "untitled:sync"
    client.open(uri, "/* 😀 */ Label { colr: red; }\n")
    #expect(try client.diagnostics(uri, version: 1).count == 1)
    // Two edits in one notification, applied in order: the second's range is in the text
    // the first made.
    client.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": .string(uri), "version": 2],
        "contentChanges": [
          ["range": range(0, 17, 0, 21), "text": "color"],
          ["range": range(0, 24, 0, 27), "text": "blue"],
        ],
      ])
    #expect(try client.diagnostics(uri, version: 2) == [])
    let hover = try client.result("textDocument/hover", at(uri, 0, 25))
    #expect(hover["range"] == range(0, 24, 0, 28))
    #expect(hover["contents"]?["value"]?.string?.hasPrefix("`#0000ffff`") == true)
    // A change without a range replaces the whole text.
    client.replace(uri, version: 3, text: "Label {\n  opacity: x;\n}\n")
    #expect(
      try client.diagnostics(uri, version: 3) == [
        lspDiagnostic(
          "invalid-value", "invalid value for 'opacity': expected a number, found 'x'",
          range(1, 11, 1, 12))
      ])
    #expect(try client.shutDown() == 0)
  }
}
