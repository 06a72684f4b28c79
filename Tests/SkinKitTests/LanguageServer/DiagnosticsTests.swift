import Foundation
import SkinKit
import SkinKitCLI
import SkinKitLanguageServer
import Testing

/// The diagnostics `skss lsp` publishes: exactly `skss lint`'s for the editor's text — ids
/// as codes, severities, and ranges as 0-based UTF-16 positions — in the document and the
/// files it imports, on open and (debounced) on every change.
@Suite("Language server: diagnostics")
struct DiagnosticsTests {
  static let broken = """
    $accent: #007aff;
    /* 😀 two UTF-16 units */ Button { colr: red; color: $nope; }
    Label {
      opacity: 2px;
      font-weight: bold;
    }
    Card { color: red; }

    """

  @Test("on open, the document's diagnostics are lint's, with UTF-16 ranges")
  func onOpen() throws {
    let directory = try Product.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let uri = directory.appendingPathComponent("theme.skss").absoluteString
    let client = LSPClient()
    try client.initialize(root: directory)
    client.open(uri, Self.broken)
    let diagnostics = try client.diagnostics(uri, version: 1)
    #expect(
      diagnostics == [
        lspDiagnostic(
          "unknown-property", "unknown property 'colr'; did you mean 'color'?", range(1, 35, 1, 39)),
        lspDiagnostic(
          "undefined-constant",
          "constant '$nope' is not defined before this use; the declaration is dropped",
          range(1, 53, 1, 58),
          severity: 1),
        lspDiagnostic(
          "invalid-value", "invalid value for 'opacity': expected a number, found '2px'",
          range(3, 11, 3, 14)),
      ])
    #expect(try client.shutDown() == 0)
  }

  @Test(
    "what is published equals skss lint --format json, line for line, for every sample sheet",
    arguments: ["Stylesheets/Default.skss", "Samples/ShadowStyles/cards.skss"])
  func sameAsLint(_ path: String) throws {
    let text = try String(contentsOfFile: Product.path(path), encoding: .utf8)
    let directory = try Product.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("sheet.skss")
    // The sample sheet with a few mistakes added.
    let damaged = text + "\nButton { colr: red; opacity: x; }\nLabel { color: var(--a, }\n"
    try damaged.write(to: file, atomically: true, encoding: .utf8)
    let io = CommandIO.capturing()
    SKSS.run(["lint", "--strict", "--format", "json", file.path], io: io)
    let lint = try #require(
      try JSONValue(parsing: Array(io.standardOutput.utf8))["diagnostics"]?.array)
    #expect(!lint.isEmpty)

    let client = LSPClient()
    try client.initialize(root: directory, options: ["strict": true, "diagnosticDelay": 0])
    client.open(file.absoluteString, damaged)
    let published = try client.diagnostics(file.absoluteString, version: 1)
    #expect(published.count == lint.count)
    for (lsp, cli) in zip(published, lint) {
      // The text is ASCII: a column is a UTF-16 offset plus one.
      #expect(lsp["code"] == cli["id"])
      #expect(lsp["message"] == cli["message"])
      #expect(lsp["severity"] == (cli["severity"] == "error" ? 1 : 2))
      #expect(lsp["range"]?["start"]?["line"]?.integer == cli["line"]!.integer! - 1)
      #expect(lsp["range"]?["start"]?["character"]?.integer == cli["column"]!.integer! - 1)
    }
    #expect(try client.shutDown() == 0)
  }

  @Test("columns count UTF-16 units where lint counts scalars; CR LF lines and a BOM map back")
  func positions() throws {
    let text = "\u{FEFF}Label {\r\n  /* 𝄞é */ colr: red;\r\n}\r\n"
    let directory = try Product.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("crlf.skss")
    try text.write(to: file, atomically: true, encoding: .utf8)
    let io = CommandIO.capturing()
    SKSS.run(["lint", file.path], io: io)
    // lint: line 2, column 12 (𝄞 is one scalar); the editor: character 12 (𝄞 is two units).
    #expect(
      io.standardError.hasPrefix(
        "\(file.path):2:12: warning: unknown property 'colr'; did you mean 'color'?"))
    let client = LSPClient()
    try client.initialize(root: directory)
    client.open(file.absoluteString, text)
    #expect(
      try client.diagnostics(file.absoluteString, version: 1) == [
        lspDiagnostic(
          "unknown-property", "unknown property 'colr'; did you mean 'color'?", range(1, 12, 1, 16))
      ])
    #expect(try client.shutDown() == 0)
  }

  @Test("problems in an imported file are published for that file; a fix publishes an empty list")
  func imports() throws {
    let directory = try Product.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let colors = directory.appendingPathComponent("colors.skss")
    try "$accent: #007aff;\nView { tint: $accent; }\n".write(
      to: colors, atomically: true, encoding: .utf8)
    let main = directory.appendingPathComponent("main.skss").absoluteString
    let client = LSPClient()
    try client.initialize(root: directory)
    client.open(
      main, "@import \"colors.skss\";\n@import \"missing.skss\";\nLabel { color: $accent; }\n")
    let imported = try client.diagnostics(colors.absoluteString)
    #expect(
      imported == [lspDiagnostic("unknown-property", "unknown property 'tint'", range(1, 7, 1, 11))]
    )
    let own = try client.diagnostics(main, version: 1)
    #expect(
      own == [
        lspDiagnostic(
          "import-not-found", "cannot import 'missing.skss': no such file", range(1, 0, 1, 23),
          severity: 1)
      ])
    // Opening the imported file shows its own lint (the same problem, now from its text);
    // fixing it there publishes an empty list for it and re-lints the importer.
    let start = client.received.count
    client.open(colors.absoluteString, "$accent: #007aff;\nView { tint: $accent; }\n")
    #expect(
      try client.diagnostics(colors.absoluteString, version: 1, after: start) == imported)
    let fixed = client.received.count
    client.change(colors.absoluteString, version: 2, range: range(1, 7, 1, 11), text: "tint-color")
    #expect(try client.diagnostics(colors.absoluteString, version: 2, after: fixed) == [])
    #expect(try client.diagnostics(main, after: fixed) == own)
    #expect(try client.shutDown() == 0)
  }

  @Test("a fix publishes an empty list with the document's version")
  func fix() throws {
    let client = LSPClient()
    try client.initialize()
    let uri = "untitled:Untitled-1"
    client.open(uri, "Button { colr: red; }\n")
    #expect(try client.diagnostics(uri, version: 1).count == 1)
    client.change(uri, version: 2, range: range(0, 9, 0, 13), text: "color")
    #expect(try client.diagnostics(uri, version: 2) == [])
    #expect(try client.shutDown() == 0)
  }

  @Test("changes in quick succession publish once, for the last version")
  func debounced() throws {
    let client = LSPClient()
    try client.initialize(options: ["diagnosticDelay": 300])
    let uri = "untitled:Untitled-2"
    client.open(uri, "Button { }\n")
    #expect(try client.diagnostics(uri, version: 1) == [])
    let start = client.received.count
    // Typing `colr: red;` one character at a time.
    for (index, character) in "colr: red;".enumerated() {
      client.change(
        uri, version: 2 + index, range: range(0, 9 + index, 0, 9 + index), text: String(character))
    }
    let last = try client.diagnostics(uri, version: 11, after: start)
    #expect(
      last == [
        lspDiagnostic(
          "unknown-property", "unknown property 'colr'; did you mean 'color'?", range(0, 9, 0, 13))
      ])
    let published = client.received[start...].filter {
      $0["method"] == "textDocument/publishDiagnostics"
    }
    #expect(published.count == 1)
    let statistics = try client.result("skss/statistics")
    #expect(statistics["analyses"]?[uri] == 2)
    #expect(try client.shutDown() == 0)
  }

  @Test("strict and types come from the initialization options and later configuration")
  func settings() throws {
    let client = LSPClient()
    try client.initialize(options: ["strict": true, "types": ["Badge"], "diagnosticDelay": 0])
    let uri = "untitled:Untitled-3"
    client.open(uri, "Card { color: red; }\nBadge { color: red; }\n")
    #expect(
      try client.diagnostics(uri, version: 1) == [
        lspDiagnostic(
          "unknown-type",
          "no built-in type is named 'Card'; it matches no widget until the app registers it",
          range(0, 0, 0, 4))
      ])
    let start = client.received.count
    client.notify("workspace/didChangeConfiguration", ["settings": ["skss": ["strict": false]]])
    #expect(try client.diagnostics(uri, after: start) == [])
    // Suppression comments are honoured, and needless ones reported when asked.
    let disabled = client.received.count
    client.notify(
      "workspace/didChangeConfiguration",
      ["settings": ["skss": ["reportNeedlessDisables": true]]])
    client.replace(
      uri, version: 2, text: "/* skss-disable unknown-property */\nCard { color: red; }\n")
    let needless = try client.diagnostics(uri, version: 2, after: disabled)
    #expect(needless.map { $0["code"] } == ["needless-disable"])
    #expect(try client.shutDown() == 0)
  }

  @Test("an unsaved document's imports resolve in the workspace folder, or the rootUri")
  func workspaceRoot() throws {
    let directory = try Product.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try "$ink: #1c1c1e;\n".write(
      to: directory.appendingPathComponent("palette.skss"), atomically: true, encoding: .utf8)
    let text = "@import \"palette.skss\";\nLabel { color: $ink; }\n"
    // With workspace folders.
    let client = LSPClient()
    try client.initialize(root: directory)
    client.open("untitled:Untitled-9", text)
    #expect(try client.diagnostics("untitled:Untitled-9", version: 1) == [])
    let hover = try client.result("textDocument/hover", at("untitled:Untitled-9", 1, 16))
    #expect(hover["contents"]?["value"]?.string?.hasPrefix("```css\n$ink: #1c1c1e;") == true)
    #expect(try client.shutDown() == 0)
    // With a rootUri alone.
    let other = LSPClient()
    _ = try other.result(
      "initialize", ["capabilities": [:], "rootUri": .string(directory.absoluteString)])
    other.open("untitled:Untitled-10", text)
    #expect(try other.diagnostics("untitled:Untitled-10", version: 1) == [])
    #expect(try other.shutDown() == 0)
    // Without either, the import is looked for in the current directory, where there is none.
    let none = LSPClient()
    try none.initialize()
    none.open("untitled:Untitled-11", text)
    #expect(
      try none.diagnostics("untitled:Untitled-11", version: 1).map { $0["code"] } == [
        "import-not-found", "undefined-constant",
      ])
    #expect(try none.shutDown() == 0)
  }

  @Test(
    "a file on disk that changes (didChangeWatchedFiles) re-lints its importers; closing clears")
  func watchedFilesAndClose() throws {
    let directory = try Product.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let palette = directory.appendingPathComponent("palette.skss")
    try "$ink: #1c1c1e;\n".write(to: palette, atomically: true, encoding: .utf8)
    let main = directory.appendingPathComponent("main.skss").absoluteString
    let client = LSPClient()
    try client.initialize(root: directory)
    client.open(main, "@import \"palette.skss\";\nLabel { color: $ink; }\n")
    #expect(try client.diagnostics(main, version: 1) == [])
    // The palette loses its constant on disk.
    try "$other: red;\n".write(to: palette, atomically: true, encoding: .utf8)
    let start = client.received.count
    client.notify(
      "workspace/didChangeWatchedFiles",
      ["changes": [["uri": .string(palette.absoluteString), "type": 2]]])
    let after = try client.diagnostics(main, after: start)
    #expect(after.map { $0["code"] } == ["undefined-constant"])
    // Closing the document clears what it showed.
    let closing = client.received.count
    client.notify("textDocument/didClose", ["textDocument": ["uri": .string(main)]])
    #expect(try client.diagnostics(main, after: closing) == [])
    #expect(try client.shutDown() == 0)
  }

  @Test(
    "a client that watches files is asked to watch every .skss file; one that cannot is not")
  func fileWatchingRegistration() throws {
    let directory = try Product.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let watching = LSPClient()
    try watching.initialize(root: directory, watchesFiles: true)
    let registration = try #require(
      watching.waitForMessage { $0["method"] == "client/registerCapability" }?.message)
    #expect(
      registration == [
        "jsonrpc": "2.0", "id": "skss-watch", "method": "client/registerCapability",
        "params": [
          "registrations": [
            [
              "id": "skss-watched-files", "method": "workspace/didChangeWatchedFiles",
              "registerOptions": [
                "watchers": [
                  ["globPattern": "**/*.skss"], ["globPattern": "**/.skss-project.json"],
                ]
              ],
            ]
          ]
        ],
      ])
    // The client's answer is taken as such (not as a request), and the server goes on.
    watching.write(json: #"{"jsonrpc":"2.0","id":"skss-watch","result":null}"#)
    #expect(try watching.result("textDocument/documentSymbol", document("file:///none.skss")) == [])
    #expect(watching.received.filter { $0["error"] != nil } == [])
    #expect(try watching.shutDown() == 0)

    let plain = LSPClient()
    try plain.initialize(root: directory)
    #expect(try plain.result("textDocument/documentSymbol", document("file:///none.skss")) == [])
    #expect(plain.received.filter { $0["method"] == "client/registerCapability" } == [])
    #expect(try plain.shutDown() == 0)
  }
}
