import Foundation
import SkinKit
import SkinKitLanguageServer
import Testing

/// References, document highlights and rename, across a workspace of three sheets: the
/// document, the palette it imports, and a sheet neither open nor imported.
@Suite("Language server: references, highlights, rename")
struct ReferencesTests {
  static let main = """
    @import "palette.skss";
    $accent: #007aff;

    /* .primary here is a comment */
    .primary, #save {
      --surface: $accent;
      background-color: var(--surface);
      &:highlighted { color: $ink; }
    }

    Button.danger {
      @extend .primary;
      background-image: image("primary");
    }
    Label { text-color: red; }

    """
  static let palette = """
    $ink: #1c1c1e;
    .primary { tint-color: $ink; }
    View { --border: lighten($ink, 20%); }

    """
  static let other = """
    #save > .primary { border-color: var(--surface); }

    """

  static func session(
    textDocument: [String: JSONValue] = [:], workspace: [String: JSONValue] = [:]
  ) throws -> WorkspaceSession {
    try WorkspaceSession(
      ["main.skss": main, "palette.skss": palette, "other.skss": other], open: ["main.skss"],
      textDocument: textDocument, workspace: workspace)
  }

  static func references(
    _ session: WorkspaceSession, _ line: Int, _ character: Int, declarations: Bool
  )
    throws -> JSONValue
  {
    var params = session.at("main.skss", line, character).object!
    params["context"] = ["includeDeclaration": .bool(declarations)]
    return try session.result("textDocument/references", .object(params))
  }

  @Test("references: every sheet of the workspace, open or not, imported or not")
  func references() throws {
    let session = try Self.session()
    defer { session.close() }
    let (main, other, palette) = (
      session.uri("main.skss"), session.uri("other.skss"), session.uri("palette.skss")
    )
    #expect(
      try Self.references(session, 4, 3, declarations: true) == [
        location(main, range(4, 0, 4, 8)), location(main, range(11, 10, 11, 18)),
        location(other, range(0, 8, 0, 16)), location(palette, range(1, 0, 1, 8)),
      ])
    // Without the declaration: `$ink`'s uses only, in the document and the palette.
    #expect(
      try Self.references(session, 7, 26, declarations: false) == [
        location(main, range(7, 25, 7, 29)), location(palette, range(1, 23, 1, 27)),
        location(palette, range(2, 25, 2, 29)),
      ])
    #expect(
      try Self.references(session, 6, 26, declarations: true) == [
        location(main, range(5, 2, 5, 11)), location(main, range(6, 24, 6, 33)),
        location(other, range(0, 37, 0, 46)),
      ])
    // An id, and a property under its other name.
    #expect(
      try Self.references(session, 4, 12, declarations: true) == [
        location(main, range(4, 10, 4, 15)), location(other, range(0, 0, 0, 5)),
      ])
    #expect(
      try Self.references(session, 7, 20, declarations: true) == [
        location(main, range(7, 18, 7, 23)), location(main, range(14, 8, 14, 18)),
      ])
    // Nothing in a comment.
    #expect(try Self.references(session, 3, 6, declarations: true) == .null)
    // The workspace's files were parsed once each, whatever the number of requests.
    let statistics = try session.result("skss/statistics", [:])
    #expect(statistics["workspaceFilesParsed"] == 2)
    #expect(statistics["analyses"]?[main] == 1)
    // A file changed on disk is read again, and only it.
    try "#save > .primary { }\n.primary { }\n".write(
      to: session.directory.appendingPathComponent("other.skss"), atomically: true,
      encoding: .utf8)
    #expect(
      try Self.references(session, 4, 3, declarations: true) == [
        location(main, range(4, 0, 4, 8)), location(main, range(11, 10, 11, 18)),
        location(other, range(0, 8, 0, 16)), location(other, range(1, 0, 1, 8)),
        location(palette, range(1, 0, 1, 8)),
      ])
    #expect(try session.result("skss/statistics", [:])["workspaceFilesParsed"] == 3)
  }

  @Test("document highlights: the name's places in the document, written (3) or read (2)")
  func highlights() throws {
    let session = try Self.session()
    defer { session.close() }
    func highlights(_ line: Int, _ character: Int) throws -> JSONValue {
      try session.result("textDocument/documentHighlight", session.at("main.skss", line, character))
    }
    #expect(
      try highlights(6, 30) == [
        ["range": range(5, 2, 5, 11), "kind": 3], ["range": range(6, 24, 6, 33), "kind": 2],
      ])
    #expect(
      try highlights(11, 12) == [
        ["range": range(4, 0, 4, 8), "kind": 3], ["range": range(11, 10, 11, 18), "kind": 2],
      ])
    #expect(try highlights(10, 3) == [["range": range(10, 0, 10, 6), "kind": 3]])
    #expect(
      try highlights(14, 10) == [
        ["range": range(7, 18, 7, 23), "kind": 2], ["range": range(14, 8, 14, 18), "kind": 2],
      ])
    #expect(try highlights(2, 0) == .null)
  }

  @Test("prepareRename: the name's range and the name as written")
  func prepare() throws {
    let session = try Self.session(textDocument: ["rename": ["prepareSupport": true]])
    defer { session.close() }
    #expect(
      try session.result("textDocument/prepareRename", session.at("main.skss", 5, 15)) == [
        "range": range(5, 13, 5, 20), "placeholder": "$accent",
      ])
    #expect(
      try session.result("textDocument/prepareRename", session.at("main.skss", 4, 8)) == [
        "range": range(4, 0, 4, 8), "placeholder": ".primary",
      ])
  }

  /// A rename's `changes`, applied to the files' texts.
  static func renamed(_ session: WorkspaceSession, _ line: Int, _ character: Int, to name: String)
    throws -> [String: String]
  {
    var params = session.at("main.skss", line, character).object!
    params["newName"] = .string(name)
    let edit = try session.result("textDocument/rename", .object(params))
    var texts: [String: String] = [:]
    for (uri, edits) in try #require(edit["changes"]?.object) {
      let name = try #require(URL(string: uri)?.lastPathComponent)
      texts[name] = applying(try #require(edits.array), to: try #require(session.files[name]))
    }
    return texts
  }

  @Test("rename: every place in every sheet, nothing else — not comments, not strings")
  func rename() throws {
    let session = try Self.session()
    defer { session.close() }
    #expect(
      try Self.renamed(session, 5, 15, to: "$tint") == [
        "main.skss": Self.main.replacingOccurrences(of: "$accent", with: "$tint")
      ])
    // The sigil may be left out.
    let classes = try Self.renamed(session, 11, 12, to: "secondary")
    #expect(
      classes["main.skss"]
        == Self.main.replacingOccurrences(of: ".primary, #save", with: ".secondary, #save")
        .replacingOccurrences(of: "@extend .primary", with: "@extend .secondary"))
    #expect(
      classes["palette.skss"]
        == Self.palette.replacingOccurrences(of: ".primary", with: ".secondary"))
    #expect(
      classes["other.skss"] == Self.other.replacingOccurrences(of: ".primary", with: ".secondary"))
    #expect(classes.count == 3)
    #expect(
      try Self.renamed(session, 6, 28, to: "--background")["other.skss"]
        == "#save > .primary { border-color: var(--background); }\n")
    // The same name: no edit.
    var same = session.at("main.skss", 4, 12).object!
    same["newName"] = "#save"
    #expect(try session.result("textDocument/rename", .object(same)) == ["changes": [:]])
  }

  @Test(
    "rename answers documentChanges, with each open document's version, when the client takes them")
  func documentChanges() throws {
    let session = try Self.session(workspace: ["workspaceEdit": ["documentChanges": true]])
    defer { session.close() }
    var params = session.at("main.skss", 4, 12).object!
    params["newName"] = "#done"
    #expect(
      try session.result("textDocument/rename", .object(params)) == [
        "documentChanges": [
          [
            "textDocument": ["uri": .string(session.uri("main.skss")), "version": 1],
            "edits": [["range": range(4, 10, 4, 15), "newText": "#done"]],
          ],
          [
            "textDocument": ["uri": .string(session.uri("other.skss")), "version": .null],
            "edits": [["range": range(0, 0, 0, 5), "newText": "#done"]],
          ],
        ]
      ])
  }

  @Test(
    "rename refuses what would change the sheets' meaning or lose text, with the reason",
    arguments: [
      (
        4, 3, ".danger",
        "'.danger' is already used (main.skss:11:7): renaming '.primary' to it would merge the two"
      ),
      (
        5, 15, "$ink",
        "'$ink' is already used (main.skss:8:26): renaming '$accent' to it would merge the two"
      ),
      (
        4, 12, "2x",
        "'2x' cannot name an id: a letter, '_' or '-' first, then letters, digits, '-' or '_'"
      ),
      (
        4, 3, "my class",
        "'my class' cannot name a class: a letter, '_' or '-' first, then letters, digits, '-' or '_'"
      ),
      (4, 3, "#main", "'.primary' stays a class: write '.main'"),
      (5, 4, "--", "'--' cannot name a custom property: '--' and then letters, digits, '-' or '_'"),
      (3, 6, "x", "nothing to rename in a comment"),
      (12, 29, "x", "nothing to rename in a string"),
      (
        6, 5, "x",
        "'background-color' is a property name; only $constants, custom properties, classes and ids are renamed"
      ),
      (
        10, 2, "Knob",
        "'Button' is a type: its name is the class's, in the app's code; only $constants, custom properties, classes and ids are renamed here"
      ),
    ])
  func refusals(_ line: Int, _ character: Int, _ newName: String, _ message: String) throws {
    let session = try Self.session()
    defer { session.close() }
    var params = session.at("main.skss", line, character).object!
    params["newName"] = .string(newName)
    #expect(
      try session.error("textDocument/rename", .object(params))
        == ["code": -32803, "message": .string(message)])
  }

  @Test("no rename of a name the app gives, or one written with escapes")
  func appNames() throws {
    let session = try WorkspaceSession(
      ["a.skss": "Label { color: $brand; }\n.a\\62 c { }\n.abc { }\n"], open: ["a.skss"],
      textDocument: ["rename": ["prepareSupport": true]])
    defer { session.close() }
    #expect(
      try session.error("textDocument/prepareRename", session.at("a.skss", 0, 17)) == [
        "code": -32803,
        "message":
          "no sheet of the workspace defines '$brand': its value comes from the app, which a rename here would not change",
      ])
    #expect(
      try session.error("textDocument/prepareRename", session.at("a.skss", 2, 2)) == [
        "code": -32803,
        "message": "'.abc' is written with escapes at a.skss:2:1; rename it there by hand first",
      ])
  }
}
