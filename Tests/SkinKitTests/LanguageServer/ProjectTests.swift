import Foundation
import SkinKit
import SkinKitLanguageServer
import Testing

/// The project file over the protocol — the app's types and properties in completion,
/// hover and lint; a bad file's one diagnostic — selector hover (specificity, and the nodes
/// of the sample tree a selector selects) and workspace symbols.
@Suite("Language server: project file, selector hover, workspace symbols")
struct ProjectTests {
  static let project = """
    {
      "types": {"Card": "View", "PrimaryCard": "Card"},
      "properties": [
        {"name": "glow-radius", "syntax": "<length [0,∞]>", "initial": "0",
         "description": "Glow around the view, in points."},
        {"name": "card-style", "syntax": "flat | raised", "initial": "flat", "inherited": true}
      ],
      "sampleTree": "trees/home.json"
    }

    """
  static let tree = """
    {"types": {"Card": "View"}, "root": {"type": "Window", "children": [
      {"type": "Card", "classes": ["featured"], "children": [{"type": "Label", "id": "title"}, {"type": "Button"}]},
      {"type": "Card", "children": [{"type": "Label"}]},
      {"type": "Label"}]}}

    """
  static let main = """
    Card.featured {
      glow-radius: 4;
      card-style: raised;
      Label { color: red; }
    }
    View:not(#title) > Label, :where(Card) Label, :is(Card, #title) { opacity: 0.5; }
    PrimaryCard { glow-radius: -1; colr: red; }

    """
  static let cards = """
    $card-radius: 12;
    .card { --card-tint: red; }
    @media dark { .card-dark { } }

    """

  static func session(project: String = Self.project) throws -> WorkspaceSession {
    try WorkspaceSession(
      [
        ".skss-project.json": project, "trees/home.json": tree, "sheets/main.skss": main,
        "sheets/cards.skss": cards,
      ], open: ["sheets/main.skss"], watchesFiles: true)
  }

  @Test("lint knows the project's properties and types; the audit runs over its sample tree")
  func lint() throws {
    let session = try Self.session()
    defer { session.close() }
    #expect(
      try session.client.diagnostics(session.uri("sheets/main.skss"), version: 1) == [
        lspDiagnostic(
          "invalid-value", "invalid value for 'glow-radius': '-1' is below the minimum of 0",
          range(6, 27, 6, 29)),
        lspDiagnostic(
          "unknown-property", "unknown property 'colr'; did you mean 'color'?", range(6, 31, 6, 35)),
        // `skss audit`'s findings over the project's sample tree: the featured card's title is
        // red at half opacity in a half-opaque card, on white and on black.
        lspDiagnostic(
          "low-text-contrast",
          "text contrast 1.55:1 is below 4.5:1 (WCAG AA): color #ff0000ff on #ffffffff at 0/0/0"
            + " Label#title", range(3, 10, 3, 20), severity: 1),
        lspDiagnostic(
          "low-text-contrast",
          "text contrast 1.21:1 is below 4.5:1 (WCAG AA): color #ff0000ff on #000000ff at 0/0/0"
            + " Label#title", range(3, 10, 3, 20), severity: 1),
      ])
  }

  @Test("hover and completion show the project's properties and types")
  func vocabulary() throws {
    let session = try Self.session()
    defer { session.close() }
    let main = "sheets/main.skss"
    #expect(
      try session.result("textDocument/hover", session.at(main, 1, 4)) == [
        "contents": [
          "kind": "markdown",
          "value": """
          **glow-radius** — Glow around the view, in points.

          Syntax: `<length [0,∞]>`  
          Initial: `0`  
          Inherited: no
          """,
        ],
        "range": range(1, 2, 1, 13),
      ])
    #expect(
      try session.result("textDocument/hover", session.at(main, 2, 4))["contents"]?["value"] == """
        **card-style**

        Syntax: `flat | raised`  
        Initial: `flat`  
        Inherited: yes
        """)
    let names = try session.result("textDocument/completion", session.at(main, 1, 4))
    #expect(item("glow-radius", in: names)?["detail"] == "<length [0,∞]>")
    #expect(item("glow-radius", in: names)?["documentation"] == "Glow around the view, in points.")
    let values = try session.result("textDocument/completion", session.at(main, 2, 16))
    #expect(Array(labels(values).prefix(5)) == ["flat", "raised", "inherit", "initial", "unset"])
    let types = try session.result("textDocument/completion", session.at(main, 3, 4))
    #expect(item("Card", in: types)?["detail"] == "Card ← View")
    #expect(item("PrimaryCard", in: types)?["detail"] == "PrimaryCard ← Card ← View")
  }

  @Test(
    "selector hover: specificity as CSS counts it, the nested selector as it matches, the sample tree's nodes it selects",
    arguments: [
      (
        0, 1, range(0, 0, 0, 4),
        "`Card ← View`\n\n`Card.featured`: specificity `(0, 1, 1)`  \nSelects 1 of the 7 nodes of the sample tree `trees/home.json`"
      ),
      (
        3, 3, range(3, 2, 3, 7),
        "`Label ← View`\n\n`Label`: specificity `(0, 1, 2)`  \nNested: matches as `Card.featured Label`  \nSelects 1 of the 7 nodes of the sample tree `trees/home.json`"
      ),
      (
        5, 12, range(5, 0, 5, 24),
        "`View:not(#title) > Label`: specificity `(1, 0, 2)`  \nSelects 3 of the 7 nodes of the sample tree `trees/home.json`"
      ),
      (
        5, 30, range(5, 26, 5, 44),
        "`:where(Card) Label`: specificity `(0, 0, 1)`  \nSelects 2 of the 7 nodes of the sample tree `trees/home.json`"
      ),
      (
        5, 51, range(5, 50, 5, 54),
        "`Card ← View`\n\n`:is(Card, #title)`: specificity `(1, 0, 0)`  \nSelects 3 of the 7 nodes of the sample tree `trees/home.json`"
      ),
      (
        6, 2, range(6, 0, 6, 11),
        "`PrimaryCard ← Card ← View`\n\n`PrimaryCard`: specificity `(0, 0, 1)`  \nSelects none of the 7 nodes of the sample tree `trees/home.json`"
      ),
    ])
  func selectorHover(_ line: Int, _ character: Int, _ expectedRange: JSONValue, _ value: String)
    throws
  {
    let session = try Self.session()
    defer { session.close() }
    #expect(
      try session.result("textDocument/hover", session.at("sheets/main.skss", line, character)) == [
        "contents": ["kind": "markdown", "value": .string(value)], "range": expectedRange,
      ])
  }

  @Test("a bad project file: one diagnostic on it, the sheets linted without it; fixed, both clear")
  func badProject() throws {
    let broken = Self.project.replacingOccurrences(of: "<length [0,∞]>", with: "<lenght>")
    let session = try Self.session(project: broken)
    defer { session.close() }
    let projectURI = session.uri(".skss-project.json")
    let main = session.uri("sheets/main.skss")
    #expect(
      try session.client.diagnostics(projectURI) == [
        lspDiagnostic(
          "invalid-project-file",
          "$.properties[0].syntax: unknown syntax '<lenght>' (expected <color>, <length>, <length-percentage>, <number>, <integer>, <boolean>, <string>, <image>, <insets>, <size> or keywords a | b)",
          range(3, 38, 3, 48), severity: 1)
      ])
    let before = try session.client.diagnostics(main, version: 1)
    let messages = before.compactMap { $0["message"]?.string }
    #expect(messages.contains("unknown property 'glow-radius'"))
    // The file fixed on disk; the client says so.
    let start = session.client.received.count
    try Self.project.write(
      to: session.directory.appendingPathComponent(".skss-project.json"), atomically: true,
      encoding: .utf8)
    session.client.notify(
      "workspace/didChangeWatchedFiles", ["changes": [["uri": .string(projectURI), "type": 2]]])
    #expect(try session.client.diagnostics(projectURI, after: start) == [])
    // The two lint diagnostics, and the audit's two findings over the sample tree.
    #expect(try session.client.diagnostics(main, after: start).count == 4)
  }

  @Test("a project file made after the documents were opened is found when the client says so")
  func projectMadeLater() throws {
    let session = try WorkspaceSession(
      ["sheets/a.skss": "Card { glow-radius: 2; }\n"], open: ["sheets/a.skss"], watchesFiles: true)
    defer { session.close() }
    let uri = session.uri("sheets/a.skss")
    #expect(
      try session.client.diagnostics(uri, version: 1) == [
        lspDiagnostic("unknown-property", "unknown property 'glow-radius'", range(0, 7, 0, 18))
      ])
    let start = session.client.received.count
    let project = Self.project.replacingOccurrences(
      of: ",\n  \"sampleTree\": \"trees/home.json\"", with: "")
    try project.write(
      to: session.directory.appendingPathComponent(".skss-project.json"), atomically: true,
      encoding: .utf8)
    session.client.notify(
      "workspace/didChangeWatchedFiles",
      ["changes": [["uri": .string(session.uri(".skss-project.json")), "type": 1]]])
    #expect(try session.client.diagnostics(uri, after: start) == [])
  }

  @Test("the project setting names a project file elsewhere; an unreadable sample tree is said so")
  func setting() throws {
    let project = Self.project.replacingOccurrences(
      of: "trees/home.json", with: "../trees/bad.json")
    let session = try WorkspaceSession(
      [
        "config/app.json": project, "trees/bad.json": #"{"type": "View", "state": ["pressed"]}"#,
        "a.skss": "Card { glow-radius: 2; }\n",
      ], open: ["a.skss"], options: ["diagnosticDelay": 0, "project": "config/app.json"])
    defer { session.close() }
    #expect(try session.client.diagnostics(session.uri("a.skss"), version: 1) == [])
    // The tree is outside the project file's folder: its whole path is shown.
    let tree = session.directory.appendingPathComponent("trees/bad.json").path
    #expect(
      try session.result("textDocument/hover", session.at("a.skss", 0, 1))["contents"]?["value"]
        == .string(
          "`Card ← View`\n\n`Card`: specificity `(0, 0, 1)`  \nThe sample tree `\(tree)` cannot be "
            + "read: 1:28: $.state[0]: unknown state 'pressed' (expected highlighted, selected, "
            + "disabled, focused)"))
  }

  @Test(
    "workspace symbols: rules, @media blocks, constants and custom properties of every sheet, filtered"
  )
  func workspaceSymbols() throws {
    let session = try Self.session()
    defer { session.close() }
    let cards = session.uri("sheets/cards.skss")
    let main = session.uri("sheets/main.skss")
    func symbol(
      _ name: String, _ kind: Int, _ uri: String, _ range: JSONValue, in container: String? = nil
    )
      -> JSONValue
    {
      var members: [String: JSONValue] = [
        "name": .string(name), "kind": JSONValue(kind), "location": location(uri, range),
      ]
      if let container { members["containerName"] = .string(container) }
      return .object(members)
    }
    #expect(
      try session.result("workspace/symbol", ["query": "card"]) == [
        symbol("$card-radius", 14, cards, range(0, 0, 0, 16)),
        symbol(".card", 5, cards, range(1, 0, 1, 27)),
        symbol("--card-tint", 13, cards, range(1, 8, 1, 24), in: ".card"),
        symbol(".card-dark", 5, cards, range(2, 14, 2, 28), in: "@media dark"),
        symbol("Card.featured", 5, main, range(0, 0, 4, 1)),
        symbol(
          "View:not(#title) > Label, :where(Card) Label, :is(Card, #title)", 5, main,
          range(5, 0, 5, 81)),
        symbol("PrimaryCard", 5, main, range(6, 0, 6, 43)),
      ])
    // Letters in order, ignoring case.
    let found = try #require(try session.result("workspace/symbol", ["query": "PCRD"]).array)
    #expect(found.map { $0["name"] } == ["PrimaryCard"])
  }
}
