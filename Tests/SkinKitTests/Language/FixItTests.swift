import Foundation
import SkinKit
import Testing

@testable import SkinKitCLI

/// Fix-its (issue 35 item 5): the did-you-mean hints and the missing `;`s as edits — each
/// diagnostic's id and `line:column`, its fix-its' messages, and the text each gives.
@Suite("Language: fix-its")
struct FixItTests {
  /// A text with one fix-it's edit made (offsets in the preprocessed text, which for these
  /// sheets is the text itself).
  static func applying(_ fixIt: FixIt, to text: String) -> String {
    var bytes = Array(text.utf8)
    bytes.replaceSubrange(fixIt.range.bytes, with: Array(fixIt.replacement.utf8))
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The one diagnostic of a sheet as `id@line:column`, and for each of its fix-its its
  /// message, where its first edit starts, and the sheet it makes.
  static func summary(of diagnostics: [Diagnostic], in text: String) -> [String] {
    diagnostics.map { diagnostic in
      ([Language.summary(diagnostic)]
        + diagnostic.fixIts.map {
          "\($0.message) @\($0.start?.description ?? "?") → \(applying($0, to: text))"
        }).joined(separator: "\n")
    }
  }

  /// (sheet, its one diagnostic with its fix-its, as `summary` writes them).
  static let compiled: [(String, String)] = [
    (
      "Label { colr: red; }",
      "unknown-property@1:9\nreplace 'colr' with 'color' @1:9 → Label { color: red; }"
    ),
    (
      "Label {\n  backgroud-color: red;\n}",
      "unknown-property@2:3\nreplace 'backgroud-color' with 'background-color' @2:3 → Label {\n  background-color: red;\n}"
    ),
    // A peer's name meaning two of ours: two choices.
    (
      "Label { font-color: red; }",
      """
      unknown-property@1:9
      replace 'font-color' with 'color' @1:9 → Label { color: red; }
      replace 'font-color' with 'title-color' @1:9 → Label { title-color: red; }
      """
    ),
    (
      "Label { color: oklhc(0.5 0.1 30); }",
      "invalid-value@1:16\nreplace 'oklhc(' with 'oklch(' @1:16 → Label { color: oklch(0.5 0.1 30); }"
    ),
    (
      "Label { padding-top: 2vmnx; }",
      "invalid-value@1:22\nreplace 'vmnx' with 'vmax' @1:23 → Label { padding-top: 2vmax; }"
    ),
    (
      "@suports (opacity: 1) { Label { color: red; } }",
      "unknown-at-rule@1:1\nreplace '@suports' with '@supports' @1:1 → @supports (opacity: 1) { Label { color: red; } }"
    ),
    (
      "Button:selectd { color: red; }",
      "unknown-pseudo-class@1:8\nreplace 'selectd' with 'selected' @1:8 → Button:selected { color: red; }"
    ),
    (
      "Button:hover { color: red; }",
      "unknown-pseudo-class@1:8\nreplace 'hover' with 'highlighted' @1:8 → Button:highlighted { color: red; }"
    ),
    (
      "Label:nth-chlid(2) { color: red; }",
      "unknown-pseudo-class@1:7\nreplace 'nth-chlid(' with 'nth-child(' @1:7 → Label:nth-child(2) { color: red; }"
    ),
    // A `;` missing comes first: the name's fix-it waits for the declaration to be one.
    (
      "Label { colr: red background-color: #123; }",
      "unknown-property@1:9\ninsert ';' @1:18 → Label { colr: red; background-color: #123; }"
    ),
    (
      "Label {\n  color: red\n  opacity: 0.5;\n}",
      "invalid-value@2:10\ninsert ';' @2:13 → Label {\n  color: red;\n  opacity: 0.5;\n}"
    ),
    (
      "$accent: red\nLabel { color: $accent; }",
      "invalid-declaration@1:1\ninsert ';' @1:13 → $accent: red;\nLabel { color: $accent; }"
    ),
    // Colors CSS and UIKit name alike: UIKit's, or CSS's.
    (
      "Label { color: lightGray; }",
      """
      ambiguous-color-name@1:16
      write lightGrayColor for UIKit's #aaaaaa @1:16 → Label { color: lightGrayColor; }
      write lightgray for CSS's #d3d3d3 @1:16 → Label { color: lightgray; }
      """
    ),
    // InterfaCSS's state argument: a rule for the state.
    (
      "Button {\n  textColor(selected): #b300fd;\n  color: blue;\n}",
      """
      invalid-declaration@2:3
      write it as '&:selected { textColor: #b300fd; }' @2:3 → Button {
        &:selected { textColor: #b300fd; }
        color: blue;
      }
      """
    ),
    // No guess, no fix-it.
    ("Button:wobbly { color: red; }", "unknown-pseudo-class@1:8"),
    ("Label { zz: 1; }", "unknown-property@1:9"),
  ]

  @Test("each hint's fix-its: message, line:column and the text they make", arguments: compiled)
  func fixIts(_ sheet: String, _ expected: String) {
    #expect(Self.summary(of: Language.diagnostics(sheet), in: sheet) == [expected])
  }

  /// A name written through a constant is not the declaration's text: no fix-it edits the
  /// constant from its use.
  @Test func aValueFromAConstantGetsNoFixIt() {
    let sheet = "$gap: 2vmnx;\nLabel { padding-top: $gap; }"
    let diagnostics = Language.diagnostics(sheet)
    #expect(diagnostics.map(Language.summary) == ["invalid-value@2:22"])
    #expect(diagnostics.flatMap(\.fixIts) == [])
  }

  /// `@import` without its `;` (the file it names is not there either: no fix-it for that).
  @Test func anImportWithoutItsSemicolon() {
    let sheet = "@import \"x.skss\"\nLabel { color: red; }"
    #expect(
      Self.summary(of: Language.diagnostics(sheet), in: sheet) == [
        "invalid-import@1:1\ninsert ';' @1:17 → @import \"x.skss\";\nLabel { color: red; }",
        "import-not-found@1:1",
      ])
  }

  /// A type in another case (lint's `unknown-type`).
  @Test func lintsTypeInAnotherCaseHasItsFixIt() {
    let text = "label { color: red; }\nLabel, uibutton { color: blue; }"
    let diagnostics = StylesheetLint.diagnostics(of: Stylesheet.parse(text, path: "t.skss"))
    #expect(
      Self.summary(of: diagnostics, in: text) == [
        "unknown-type@1:1\nreplace 'label' with 'Label' @1:1 → Label { color: red; }\nLabel, uibutton { color: blue; }",
        "unknown-type@2:8\nreplace 'uibutton' with 'Button' @2:8 → label { color: red; }\nLabel, Button { color: blue; }",
      ])
  }

  // MARK: skss lint --fix

  /// Every fix-it that is the only one of its diagnostic, in the sheet and what it imports;
  /// the choices (two fix-its) stay, reported; line endings, the byte order mark, comments
  /// and spacing stay as they were.
  @Test func lintFixAppliesTheSingleFixItsAndKeepsEveryOtherByte() throws {
    let workspace = try CLITests.Workspace([
      "part.skss": "Button:selectd { colr: red; }\n"
    ])
    let main =
      "\u{FEFF}@import \"part.skss\";\r\n/* keep */ Label {\r\n  colr:  red ;\r\n"
      + "  padding-top: 2vmnx;\r\n  color: lightGray;\r\n}\r\nlabel { opacity: 1 }\r\n"
    try workspace.directory.write("main.skss", bytes: Array(main.utf8))
    #expect(
      workspace.run("lint", "--fix", "$DIR/main.skss")
        == CLITests.Run(
          status: 0, output: "",
          errors: """
            skss lint: applied 4 fix-its in 2 files
            $DIR/main.skss:5:10: warning: 'lightGray' is CSS's #d3d3d3; UIKit's lightGray is #aaaaaa (write lightGrayColor for it) [ambiguous-color-name]
            $DIR/part.skss:1:19: warning: unknown property 'colr'; did you mean 'color'? [unknown-property]
            0 errors, 2 warnings in 1 file

            """))
    let fixedMain = try Data(contentsOf: URL(fileURLWithPath: workspace.path("main.skss")))
    #expect(
      String(decoding: fixedMain, as: UTF8.self)
        == "\u{FEFF}@import \"part.skss\";\r\n/* keep */ Label {\r\n  color:  red ;\r\n"
        + "  padding-top: 2vmax;\r\n  color: lightGray;\r\n}\r\nLabel { opacity: 1 }\r\n")
    // The rule the unknown pseudo-class dropped is read now; its property is fixed next time.
    #expect(workspace.read("part.skss") == "Button:selected { colr: red; }\n")
    #expect(
      workspace.run("lint", "--fix", "$DIR/main.skss")
        .errors.hasPrefix("skss lint: applied 1 fix-it in 1 file\n"))
    #expect(workspace.read("part.skss") == "Button:selected { color: red; }\n")
  }

  /// Nothing to fix: nothing written, the report as without `--fix`.
  @Test func lintFixWithNothingToFixWritesNothing() throws {
    let workspace = try CLITests.Workspace(["a.skss": "Button:wobbly { color: red; }\n"])
    #expect(
      workspace.run("lint", "--fix", "$DIR/a.skss")
        == CLITests.Run(
          status: 1, output: "",
          errors: """
            $DIR/a.skss:1:8: error: unknown pseudo-class ':wobbly'; the rule is dropped [unknown-pseudo-class]
            1 error, 0 warnings in 1 file

            """))
    #expect(workspace.read("a.skss") == "Button:wobbly { color: red; }\n")
  }
}
