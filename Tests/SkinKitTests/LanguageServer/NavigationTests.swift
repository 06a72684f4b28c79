import Foundation
import SkinKit
import SkinKitLanguageServer
import Testing

/// Hover and go to definition, in the document and the file it imports.
@Suite("Language server: hover and definition")
struct NavigationTests {
  static let sheet = """
    @import "palette.skss";
    $accent: #007aff;
    $pressed: darken($accent, 10%);

    Window {
      --surface: #f2f2f7;
      tint-color: $accent;
    }

    .primary {
      background-color: var(--surface);
      corner-radius: 12;
      border-color: var(--border);
    }

    Button.danger {
      @extend .primary;
      color: red;
      shadow-color: $ink;
    }

    """

  /// The hover at a marked place of the sheet (`‸` inserted before `marker`'s first match
  /// after `after`).
  static func hover(at needle: String, offset: Int = 0, markdown: Bool = true) throws -> JSONValue {
    let session = try FeatureSession(sheet, markdown: markdown)
    defer { session.close() }
    let (line, character) = locate(needle, offset: offset)
    return try session.client.result("textDocument/hover", at(session.uri, line, character))
  }

  /// The line and character of `needle` in the sheet, `offset` characters into it.
  static func locate(_ needle: String, offset: Int = 0) -> (Int, Int) {
    let lines = sheet.components(separatedBy: "\n")
    for (index, line) in lines.enumerated() {
      if let found = line.range(of: needle) {
        return (index, line[..<found.lowerBound].utf16.count + offset)
      }
    }
    preconditionFailure("\(needle) is not in the sheet")
  }

  @Test("a property name: canonical name, meaning, syntax, initial value, inheritance, other names")
  func property() throws {
    let hover = try Self.hover(at: "tint-color", offset: 3)
    #expect(
      hover == [
        "contents": [
          "kind": "markdown",
          "value": """
          **tint-color** — UIKit's tint, which propagates down the tree.

          Syntax: `<color> | currentcolor`  
          Initial: `#007affff`  
          Inherited: yes
          """,
        ],
        "range": range(6, 2, 6, 12),
      ])
    // An alias is described under its canonical name.
    let alias = try Self.hover(at: "corner-radius")
    #expect(
      alias["contents"]?["value"] == """
        **border-radius** — Corner radius in points.

        Syntax: `<length [0,∞]>`  
        Initial: `0`  
        Inherited: no  
        Also: `corner-radius`
        """)
    // Without Markdown: the same text, plain.
    let plain = try Self.hover(at: "tint-color", markdown: false)
    #expect(
      plain["contents"] == [
        "kind": "plaintext",
        "value": """
        tint-color — UIKit's tint, which propagates down the tree.

        Syntax: <color> | currentcolor
        Initial: #007affff
        Inherited: yes
        """,
      ])
  }

  @Test(
    "a color's value; a constant's and a custom property's defined values; a selector's specificity"
  )
  func values() throws {
    let color = try Self.hover(at: "#f2f2f7", offset: 2)
    #expect(
      color == [
        "contents": [
          "kind": "markdown", "value": "`#f2f2f7ff` = `rgb(242 242 247)` = `hsl(240 23.8% 95.9%)`",
        ],
        "range": range(5, 13, 5, 20),
      ])
    let constant = try Self.hover(at: "$accent;", offset: 3)
    #expect(
      constant == [
        "contents": [
          "kind": "markdown",
          "value":
            "```css\n$accent: #007aff;\n```\n\n`#007affff` = `rgb(0 122 255)` = `hsl(211.3 100% 50%)`",
        ],
        "range": range(6, 14, 6, 21),
      ])
    let imported = try Self.hover(at: "$ink")
    #expect(
      imported["contents"]?["value"]
        == "```css\n$ink: #1c1c1e;\n```\n\n`#1c1c1eff` = `rgb(28 28 30)` = `hsl(240 3.4% 11.4%)`")
    let custom = try Self.hover(at: "--surface)", offset: 4)
    #expect(
      custom == [
        "contents": ["kind": "markdown", "value": "```css\nWindow { --surface: #f2f2f7; }\n```"],
        "range": range(10, 24, 10, 33),
      ])
    let fromImport = try Self.hover(at: "--border")
    #expect(
      fromImport["contents"]?["value"] == "```css\nView { --border: lighten($ink, 20%); }\n```")
    // A type: its lineage, and the selector's specificity.
    let type = try Self.hover(at: "Button.danger", offset: 1)
    #expect(
      type == [
        "contents": [
          "kind": "markdown",
          "value": "`Button ← Control ← View`\n\n`Button.danger`: specificity `(0, 1, 1)`",
        ],
        "range": range(15, 0, 15, 6),
      ])
    #expect(
      try Self.hover(at: "primary {") == [
        "contents": ["kind": "markdown", "value": "`.primary`: specificity `(0, 1, 0)`"],
        "range": range(9, 0, 9, 8),
      ])
    // Nothing to say about a number.
    #expect(try Self.hover(at: "12;") == .null)
  }

  /// The definition answer at a place of the sheet.
  static func definition(at needle: String, offset: Int = 0) throws -> (JSONValue, URL) {
    let session = try FeatureSession(sheet)
    defer { session.close() }
    let (line, character) = locate(needle, offset: offset)
    return (
      try session.client.result("textDocument/definition", at(session.uri, line, character)),
      session.directory
    )
  }

  @Test("$name, var(--x), @import and @extend lead to their definitions, in imported files too")
  func definitions() throws {
    let (constant, directory) = try Self.definition(at: "$accent;", offset: 1)
    let main = directory.appendingPathComponent("main.skss").absoluteString
    #expect(constant == [["uri": .string(main), "range": range(1, 0, 1, 16)]])
    let (custom, customDirectory) = try Self.definition(at: "--surface)")
    let customMain = customDirectory.appendingPathComponent("main.skss").absoluteString
    #expect(custom == [["uri": .string(customMain), "range": range(5, 2, 5, 20)]])
    let (imported, importedDirectory) = try Self.definition(at: "$ink")
    let palette = importedDirectory.appendingPathComponent("palette.skss").absoluteString
    #expect(imported == [["uri": .string(palette), "range": range(0, 0, 0, 13)]])
    let (file, fileDirectory) = try Self.definition(at: "palette.skss")
    #expect(
      file == [
        [
          "uri": .string(fileDirectory.appendingPathComponent("palette.skss").absoluteString),
          "range": range(0, 0, 0, 0),
        ]
      ])
    let (extended, extendedDirectory) = try Self.definition(at: "@extend", offset: 3)
    let extendedMain = extendedDirectory.appendingPathComponent("main.skss").absoluteString
    #expect(extended == [["uri": .string(extendedMain), "range": range(9, 0, 9, 8)]])
    // A property name has no definition.
    let (none, _) = try Self.definition(at: "color: red")
    #expect(none == .null)
  }
}
