import Foundation
import SkinKit
import Testing

/// `skss format` never loses a token: what the parser skips is printed as written, an item
/// whose canonical text would drop a token is printed as written, and a file that cannot be
/// read as text (or has syntax errors) is refused with nothing written.
@Suite("Language: formatting loses nothing")
struct LosslessFormatTests {
  static func format(_ text: String) -> String { FormatTests.format(text) }

  /// (input, formatted): what the parser skips, kept as written among canonical items.
  static let kept: [(String, String)] = [
    // A NUI variable line: an unknown at-rule the cascade skips, and every use of it.
    (
      "@var: red;\nLabel{color:@var}",
      "@var: red;\n\nLabel {\n  color: @var;\n}\n"
    ),
    // `@import` without its `;`: the import ends with its line (an error says so) and the
    // rule after it is a rule, as the cascade reads them.
    (
      "@import \"x.skss\"\nUITableView { color: red; }\nLabel{color:blue}",
      "@import \"x.skss\";\n\nUITableView {\n  color: red;\n}\n\nLabel {\n  color: blue;\n}\n"
    ),
    // At the top level a `;` starts a rule's prelude: the skipped `; @olor: blue }` is kept
    // whole (without its `;`, `@olor` would read as an at-rule).
    (
      ".p { color: red }; @olor: blue }",
      ".p {\n  color: red;\n}\n\n; @olor: blue }\n"
    ),
    // A statement's own `;` is printed with it; the `;` after it starts the skipped prelude.
    (
      "$x: 1;; @olor: blue }",
      "$x: 1;\n\n; @olor: blue }\n"
    ),
    // A declaration missing its `;` keeps every token (the compiler reports it).
    (
      "Label { colr: red background-color: #12; }",
      "Label {\n  colr: red background-color: #12;\n}\n"
    ),
    // A constant inside a block, `@charset`, an import after a rule, `<!--` and `-->`.
    (
      "a { $x: 1; color: red;; }\n@charset \"x\";\n<!-- b{} -->\n@import \"late.skss\";",
      "a {\n  $x: 1;\n  color: red;\n}\n\n@charset \"x\";\n<!--\n\nb {\n}\n\n-->\n"
        + "@import \"late.skss\";\n"
    ),
    // An unknown at-rule inside a block, with its block and a comment inside it.
    (
      "@media pad{@page :first { margin: 1 /* c */ } c{d:e}}",
      "@media pad {\n  @page :first { margin: 1 /* c */ }\n  c {\n    d: e;\n  }\n}\n"
    ),
    // @property, valid or not: its descriptors, a rule inside it, a prelude that names no
    // custom property, an empty one (the compiler reports each).
    (
      "@property --c{syntax:'<color> | auto';inherits:false;initial-value:#000 !important;a{b:c}}\n"
        + "@property --x --y;\n@property{}",
      "@property --c {\n  syntax: \"<color> | auto\";\n  inherits: false;\n"
        + "  initial-value: #000 !important;\n  a {\n    b: c;\n  }\n}\n\n@property --x --y;\n\n"
        + "@property {\n}\n"
    ),
    // @keyframes, with its keyword as written: keyframes are rules, whatever their selectors.
    (
      "@-webkit-keyframes pulse{from{opacity:1}50%,75%{opacity:.2;animation-timing-function:ease}}"
        + "@keyframes;",
      "@-webkit-keyframes pulse {\n  from {\n    opacity: 1;\n  }\n  50%, 75% {\n"
        + "    opacity: 0.2;\n    animation-timing-function: ease;\n  }\n}\n\n@keyframes;\n"
    ),
  ]

  @Test("what the parser skips is printed as written", arguments: 0..<kept.count)
  func skippedTextIsKept(_ index: Int) {
    let (input, expected) = Self.kept[index]
    let formatted = Self.format(input)
    #expect(formatted == expected)
    #expect(Self.format(formatted) == formatted)
    #expect(FormatTests.loss(input, formatted) == nil)
  }

  @Test func theCheckFindsALostToken() {
    let tree = StylesheetParser.parse("a { color: red; width: 2 }", path: "a.skss")
    #expect(
      TokenFidelity.firstLoss(from: tree, to: "a {\n  color: red;\n}\n", canonicalName: { $0 })
        == "'width' at 1:17 is missing from the formatted text")
    #expect(
      TokenFidelity.firstLoss(
        from: tree, to: "a {\n  color: red;\n  width: 2;\n}\n\nx {\n}\n", canonicalName: { $0 })
        == "the formatted text has 'x' at 6:1 that the input has not")
    // Canonical names, `!IMPORTANT`, `url()` imports and closers at the end are no loss.
    let other = StylesheetParser.parse("@import url(a.skss);b{cornerRadius:1!IMPORTANT;c:f(")
    let table = PropertyTable.builtIn
    #expect(
      TokenFidelity.firstLoss(
        from: other, to: Self.format("@import url(a.skss);b{cornerRadius:1!IMPORTANT;c:f("),
        canonicalName: { table.canonicalName($0) }) == nil)
  }

  static func refusal(_ outcome: StylesheetFormatter.Outcome) -> String? {
    guard case .refused(let refusal) = outcome else { return nil }
    return refusal.reason
  }

  @Test func bytesThatAreNotTextAreRefused() {
    let formatter = StylesheetFormatter()
    let invalid: [UInt8] = Array("a {\n  b: c".utf8) + [0xFF] + Array("; }".utf8)
    #expect(
      Self.refusal(formatter.format(bytes: invalid, path: "a.skss"))
        == "line 2, column 7 holds a byte (0xff) that is not UTF-8; the file is not read as text, so it is left as it is"
    )
    let nul = Array("a{b:c}\n\u{0}".utf8)
    #expect(
      Self.refusal(formatter.format(bytes: nul, path: "a.skss"))
        == "line 2, column 1 holds a NUL byte; the file is not read as text, so it is left as it is"
    )
    // A valid file is formatted.
    #expect(
      formatter.format(bytes: Array("a{b:c\u{e9}}".utf8), path: "a.skss").text
        == "a {\n  b: c\u{e9};\n}\n")
  }

  @Test func syntaxErrorsAreRefusedWithTheirDiagnostics() throws {
    let outcome = StylesheetFormatter().format(
      bytes: Array("a { color red; }".utf8), path: "a.skss")
    guard case .refused(let refusal) = outcome else {
      Issue.record("formatted: \(outcome)")
      return
    }
    #expect(refusal.reason == "fix the syntax errors first")
    #expect(
      refusal.diagnostics.map(\.description) == [
        "a.skss:1:5: error: expected ':' after 'color' [invalid-declaration]"
      ])
  }

  @Test func inPlaceKeepsWhatTheParserSkipsAndRefusesBytesThatAreNotText() throws {
    let workspace = try CLITests.Workspace(["nui.skss": "@var: red;\nLabel{color:@var}"])
    #expect(
      workspace.run("format", "--in-place", "$DIR/nui.skss")
        == CLITests.Run(status: 0, output: "", errors: ""))
    #expect(workspace.read("nui.skss") == "@var: red;\n\nLabel {\n  color: @var;\n}\n")
    let bytes: [UInt8] = Array("a{b:c}\n/* ".utf8) + [0xC3, 0x28] + Array(" */\n".utf8)
    try Data(bytes).write(to: URL(fileURLWithPath: workspace.path("latin.skss")))
    #expect(
      workspace.run("format", "--in-place", "$DIR/latin.skss")
        == CLITests.Run(
          status: 1, output: "",
          errors:
            "$DIR/latin.skss: not formatted: line 2, column 4 holds a byte (0xc3) that is not UTF-8; the file is not read as text, so it is left as it is\n"
        ))
    #expect(try Data(contentsOf: URL(fileURLWithPath: workspace.path("latin.skss"))) == Data(bytes))
  }
}
