import Foundation
import SkinKit
import Testing

/// Hints for sheets written for the systems SkinKit replaces (issue 21 item 4): "did you mean"
/// for their property names, misspelt names and types in another case, a `;` that is missing,
/// and color names CSS and UIKit give different colors. Each with its id, `line:column` and
/// exact message.
@Suite("Language: did-you-mean hints")
struct HintTests {
  /// (sheet, its one diagnostic as `id@line:column message`).
  static let compiled: [(String, String)] = [
    // The peers' property names.
    (
      "Label { font-color: red; }",
      "unknown-property@1:9 unknown property 'font-color'; did you mean 'color' (a button's or bar's title: 'title-color'; NUI's font-color)?"
    ),
    (
      "Label { font-name: Avenir; }",
      "unknown-property@1:9 unknown property 'font-name'; did you mean 'font-family' (a button's or bar's title: 'title-font'; NUI's font-name)?"
    ),
    (
      "Button {\n  background-tint-color: red;\n}",
      "unknown-property@2:3 unknown property 'background-tint-color'; did you mean 'tint-color' (NUI's background-tint-color)?"
    ),
    (
      "Label { Text-Line-Clamp: 2; }",
      "unknown-property@1:9 unknown property 'Text-Line-Clamp'; did you mean 'number-of-lines' (NUI's text-line-clamp)?"
    ),
    // Misspellings: two edits at most, against names and aliases.
    (
      "Label { backgroud-color: red; }",
      "unknown-property@1:9 unknown property 'backgroud-color'; did you mean 'background-color'?"
    ),
    (
      "Label { tint-colour: red; }",
      "unknown-property@1:9 unknown property 'tint-colour'; did you mean 'tint-color'?"
    ),
    // Short names and far ones get no guess.
    ("Label { zz: 1; }", "unknown-property@1:9 unknown property 'zz'"),
    ("Label { elevation: 2; }", "unknown-property@1:9 unknown property 'elevation'"),
    // A `;` missing: the next declaration is read as part of the value.
    (
      "Label { colr: red background-color: #123; }",
      "unknown-property@1:9 unknown property 'colr'; did you mean 'color'? Is a ';' missing before 'background-color'?"
    ),
    (
      "Label {\n  color: red\n  opacity: 0.5;\n}",
      "invalid-value@2:10 invalid value for 'color': unexpected 'opacity' after the value; is a ';' missing before 'opacity'?"
    ),
    // Colors CSS and UIKit name alike: written as UIKit writes them.
    (
      "Label { color: lightGray; }",
      "ambiguous-color-name@1:16 'lightGray' is CSS's #d3d3d3; UIKit's lightGray is #aaaaaa (write lightGrayColor for it)"
    ),
    (
      "Label {\n  background-color: DarkGrey;\n}",
      "ambiguous-color-name@2:21 'DarkGrey' is CSS's #a9a9a9; UIKit's darkGray is #555555 (write darkGrayColor for it)"
    ),
    (
      "Label { border-color: fade(Green, 0.5); }",
      "ambiguous-color-name@1:28 'Green' is CSS's #008000; UIKit's green is #00ff00 (write greenColor for it)"
    ),
    (
      "Button { tint-color: Orange; }",
      "ambiguous-color-name@1:22 'Orange' is CSS's #ffa500; UIKit's orange is #ff8000 (write orangeColor for it)"
    ),
    // Pseudo-classes: the nearest known name, CSS's state names as UIKit's.
    (
      "Button:selectd { color: red; }",
      "unknown-pseudo-class@1:8 unknown pseudo-class ':selectd' (did you mean ':selected'?); the rule is dropped"
    ),
    (
      "Label {\n  &:frist-child { color: red; }\n}",
      "unknown-pseudo-class@2:5 unknown pseudo-class ':frist-child' (did you mean ':first-child'?); the rule is dropped"
    ),
    (
      "Label:nth-chlid(2) { color: red; }",
      "unknown-pseudo-class@1:7 unknown pseudo-class ':nth-chlid()' (did you mean ':nth-child'?); the rule is dropped"
    ),
    (
      "Button:hover { color: red; }",
      "unknown-pseudo-class@1:8 unknown pseudo-class ':hover' (did you mean ':highlighted'? .skss names states as UIKit does); the rule is dropped"
    ),
    (
      "Button:wobbly { color: red; }",
      "unknown-pseudo-class@1:8 unknown pseudo-class ':wobbly'; the rule is dropped"
    ),
    // Color functions and units of CSS Color 4 and Values 4: the nearest known name.
    (
      "Label { color: oklhc(0.5 0.1 30); }",
      "invalid-value@1:16 invalid value for 'color': unknown color function 'oklhc()' (did you mean 'oklch()'?)"
    ),
    (
      "Label { padding-top: 2vmnx; }",
      "invalid-value@1:22 invalid value for 'padding-top': unknown unit 'vmnx' (did you mean 'vmax'?)"
    ),
    (
      "@suports (opacity: 1) { Label { color: red; } }",
      "unknown-at-rule@1:1 unknown at-rule '@suports' is skipped; did you mean '@supports'?"
    ),
    // At-rules: the nearest of those SkinKit reads.
    (
      "Label { color: red; }\n@meda phone { Label { color: blue; } }",
      "unknown-at-rule@2:1 unknown at-rule '@meda' is skipped; did you mean '@media'?"
    ),
    (
      "@Layers base, theme;",
      "unknown-at-rule@1:1 unknown at-rule '@Layers' is skipped; did you mean '@layer'?"
    ),
    (
      "@containr (min-width: 0) { Label { color: blue; } }",
      "unknown-at-rule@1:1 unknown at-rule '@containr' is skipped; did you mean '@container'?"
    ),
    (
      "@font-face { font-family: x; }",
      "unknown-at-rule@1:1 unknown at-rule '@font-face' is skipped"
    ),
    // InterfaCSS's property with a state argument: a rule for the state.
    (
      "Button {\n  textColor(selected): #b300fd;\n  color: blue;\n}",
      "invalid-declaration@2:3 'textColor(selected)' is a property with a state argument (InterfaCSS's); .skss writes it in a rule for the state: '&:selected { textColor: …; }'"
    ),
    (
      "Button { titleColor( highlighted , selected ): red; }",
      "invalid-declaration@1:10 'titleColor( highlighted , selected )' is a property with a state argument (InterfaCSS's); .skss writes it in a rule for the state: '&:highlighted:selected { titleColor: …; }'"
    ),
    (
      "Button { rgb(1, 2): red; }",
      "invalid-declaration@1:10 expected a declaration or a rule, found 'rgb()'"
    ),
  ]

  @Test("each sheet gives its one hint, at its line:column", arguments: compiled)
  func compiledHint(_ sheet: String, _ expected: String) {
    let diagnostics = Language.diagnostics(sheet)
    #expect(diagnostics.map { "\(Language.summary($0)) \($0.message)" } == [expected])
  }

  /// Lowercase names are CSS's (a CSS author's `green`), and names that mean the same in both
  /// (`gray` is `#808080` in both) or UIKit's own spellings get no warning.
  @Test func colorNamesThatAreNotAmbiguousAreNotReported() throws {
    let sheet = """
      Label {
        color: lightgray; background-color: green; border-color: Gray;
        tint-color: lightGrayColor; shadow-color: darkGrayColor;
      }
      """
    #expect(Language.diagnostics(sheet).isEmpty)
    let resolved = try Language.resolve(sheet, tree: #"{"type": "Label", "id": "label"}"#)
    #expect(resolved.value("color", of: "label") == "#d3d3d3ff")
    #expect(resolved.value("tint-color", of: "label") == "#aaaaaaff")
  }

  /// The warned value is still CSS's.
  @Test func anAmbiguousNameKeepsItsCSSValue() throws {
    let resolved = try Language.resolve(
      "Label { color: lightGray; }", tree: #"{"type": "Label", "id": "label"}"#)
    #expect(resolved.value("color", of: "label") == "#d3d3d3ff")
    #expect(resolved.diagnostics.map(Language.summary) == ["ambiguous-color-name@1:16"])
  }

  /// Types in another case or hyphenated (Pixate's and InterfaCSS's `label`,
  /// `navigation-bar`) are reported by lint even without `--strict`.
  @Test func lintSuggestsTheTypeAWrongCaseMeans() throws {
    let workspace = try CLITests.Workspace([
      "pixate.skss": """
      label { color: red; }
      navigation-bar, uibutton { tint-color: red; }
      UILabel, Label { color: blue; }
      Card { color: red; }

      """
    ])
    let hint = "(type names are case-sensitive) [unknown-type]"
    #expect(
      workspace.run("lint", "$DIR/pixate.skss")
        == CLITests.Run(
          status: 0, output: "",
          errors: """
            $DIR/pixate.skss:1:1: warning: no type is named 'label'; did you mean 'Label'? \(hint)
            $DIR/pixate.skss:2:1: warning: no type is named 'navigation-bar'; did you mean 'NavigationBar'? \(hint)
            $DIR/pixate.skss:2:17: warning: no type is named 'uibutton'; did you mean 'Button'? \(hint)
            0 errors, 3 warnings in 1 file

            """))
  }

  /// `@import "x.skss"` without its `;`: reported at the `@import`, and the rule after it is
  /// kept (it was the import's "block").
  @Test func aMissingSemicolonAfterAnImportIsReportedThereAndTheRuleIsKept() throws {
    let workspace = try CLITests.Workspace([
      "x.skss": "Button { color: blue; }\n",
      "a.skss": "@import \"x.skss\"\nLabel { color: red; }\n",
      "tree.json": #"{"type": "View", "children": [{"type": "Label"}, {"type": "Button"}]}"#,
    ])
    let message =
      "$DIR/a.skss:1:1: error: expected ';' after '@import \"x.skss\"': what follows is read as a rule [invalid-import]\n"
    #expect(
      workspace.run("lint", "$DIR/a.skss")
        == CLITests.Run(status: 1, output: "", errors: message + "1 error, 0 warnings in 1 file\n"))
    let resolved = workspace.run(
      "resolve", "$DIR/a.skss", "--tree", "$DIR/tree.json", "--properties", "color")
    #expect(
      resolved.output
        == "0 View\n  color: #000000ff\n0/0 Label\n  color: #ff0000ff\n0/1 Button\n  color: #0000ffff\n"
    )
    #expect(resolved.errors == message)
  }

  /// On one line the import ends after its path (and `layer`), and the rule starts there.
  @Test func anImportRunningIntoARuleOnOneLine() {
    let diagnostics = Language.diagnostics("@import \"x.skss\" layer(base) Label { color: red }")
    #expect(diagnostics.map(Language.summary) == ["invalid-import@1:1", "import-not-found@1:1"])
    #expect(
      diagnostics.first?.message
        == "expected ';' after '@import \"x.skss\" layer(base)': what follows is read as a rule")
  }

  /// A path written `url("…")` is one value (three tokens): the import ends after it, not
  /// inside it, on one line or at its line's end.
  @Test(
    arguments: [
      ("@import url(\"x.skss\") Label { color: red }", "@import url(\"x.skss\")"),
      ("@import url(\"x.skss\")\nLabel { color: red }", "@import url(\"x.skss\")"),
      ("@import url(\n  \"x.skss\"\n) Label { color: red }", "@import url( \"x.skss\" )"),
    ])
  func anImportWithAURLFunctionRunningIntoARule(_ text: String, _ written: String) {
    let diagnostics = Language.diagnostics(text)
    #expect(diagnostics.map(Language.summary) == ["invalid-import@1:1", "import-not-found@1:1"])
    #expect(
      diagnostics.first?.message
        == "expected ';' after '\(written)': what follows is read as a rule")
  }
}
