import Foundation
import SkinKit
import Testing

/// Every input the fuzzer found a bug with (minimized, in `Tests/Fixtures/Reliability/fuzz`)
/// goes through the fuzz target's whole pipeline again; the formatter fixes are also pinned
/// down with their exact output.
@Suite("Fuzzing regressions")
struct FuzzReplayTests {
  static let inputs: [String] = {
    let directory = Fixtures.url("Reliability/fuzz").path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted()
  }()

  @Test func thereAreInputsToReplay() {
    #expect(Self.inputs.count >= 3)
  }

  @Test(arguments: inputs)
  func replay(_ name: String) throws {
    let data = try Data(contentsOf: Fixtures.url("Reliability/fuzz/\(name)"))
    do {
      try FuzzPipeline.run([UInt8](data))
    } catch {
      Issue.record("\(name): \(error.description)")
    }
  }

  static func format(_ text: String) -> String {
    let table = PropertyTable.builtIn
    return StylesheetFormatter(canonicalName: { table.canonicalName($0) })
      .format(StylesheetParser.parse(text))
  }

  /// `n+6` was printed `n/**/6` (the sign was lost), which no longer parses as An+B: the
  /// formatted rule was dropped.
  @Test func anPlusBKeepsItsSign() {
    let formatted = Self.format(
      "Item:nth-child(n+6), Item:nth-of-type(2n+1), Item:nth-child(-n+2 of .a) { color: red }")
    #expect(
      formatted == """
        Item:nth-child(n+6), Item:nth-of-type(2n+1), Item:nth-child(-n+2 of .a) {
          color: red;
        }

        """)
    #expect(Self.format(formatted) == formatted)
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(formatted)])
    #expect(cascade.diagnostics.isEmpty, "\(cascade.diagnostics)")
    #expect(cascade.rules.count == 3)
    #expect(
      cascade.rules.first?.selectorText
        == "Item:nth-child(n+6), Item:nth-of-type(2n+1), Item:nth-child(-n+2 of .a)")
    // Elsewhere too, a number keeps the sign it was written with.
    #expect(Self.format("a { padding: +4 }") == "a {\n  padding: +4;\n}\n")
  }

  /// A function cut short by the end of the file is closed (as CSS closes it); it used to be
  /// printed open, so the `;` after it was swallowed by the next parse, and every format
  /// added more.
  @Test func unclosedFunctionsAreClosed() {
    let formatted = Self.format(".a { padding-left: 2px; color: rgb(255, 0, 0")
    #expect(formatted == ".a {\n  padding-left: 2px;\n  color: rgb(255, 0, 0);\n}\n")
    #expect(Self.format(formatted) == formatted)
    #expect(Self.format("a { --x: [(1, {2") == "a {\n  --x: [(1, {2})];\n}\n")
    // What closes them is spaced as it will be when read back: after a combinator, `}` was
    // printed glued (`({ >})`), then spaced on the next format.
    let combinator = Self.format("a { b: ({ >")
    #expect(combinator == "a {\n  b: ({ > });\n}\n")
    #expect(Self.format(combinator) == combinator)
  }

  /// A `}` inside a `(`, `[` or function left open closes nothing (CSS "consume a simple
  /// block"): the parser ended an unknown at-rule's skipped block at it, read what followed
  /// as rules, and the formatter, which nests as CSS does, printed a `}` the input did not
  /// have before them. Now what follows stays in the block, to the end of the file, and is
  /// printed as written there, with nothing closed after it.
  @Test func aCloseBraceInAnUnclosedParenthesisClosesNothing() {
    let cases = [
      ("a{@m{{}(}}e", "a {\n  @m{{}(}}e\n"),
      ("a{@m{{}[}}e", "a {\n  @m{{}[}}e\n"),
      ("a{@m{{}f(}}e", "a {\n  @m{{}f(}}e\n"),
      ("@media pad{a{@m{(}}}b{c:d}}", "@media pad {\n  a {\n    @m{(}}}b{c:d}}\n"),
      // Closed, the `(` ends the skip at its `)`, and the block goes on.
      ("a{@m{(}})}b:c}e{f:g}", "a {\n  @m{(}})}\n  b: c;\n}\n\ne {\n  f: g;\n}\n"),
      // A value takes everything after its `(` (closed at the end); a declaration that is
      // not one is printed as written.
      ("a{b:c(;}d{e:f}", "a {\n  b: c(;}d{e:f});\n}\n"),
      ("a{b c(;}d{e:f}}g{h:i}", "a {\n  b c(;}d{e:f}}g{h:i}\n"),
    ]
    Self.expectFormatting(cases)
    // With only warnings (the unknown at-rule, the block the end of the file closes),
    // `skss format` formats the fuzzer's input, as the language server does.
    #expect(
      CanonicalFormat.format(SourceFile(path: "a.skss", text: "a{@m{{}(}}e"))
        == .formatted("a {\n  @m{{}(}}e\n"))
  }

  /// A string cut by a newline prints as `"` and the newline, a lone backslash as `\` and a
  /// newline (which keeps it from escaping what follows): the newline reads back as
  /// whitespace, but what followed was printed glued to it, then spaced on the next format.
  @Test func whatFollowsANewlineAtATokensEndIsSpaced() {
    let texts = [
      "a { --x: {'\n}", "a { --x: {'\n", "a { b: f('\n) }", "a { --x: '\n, 1 }",
      "a { r: ({\\", "a { --x: {\\", "a { b: \\\n) }",
    ]
    for text in texts {
      let formatted = Self.format(text)
      #expect(Self.format(formatted) == formatted, "\(text)")
    }
    #expect(Self.format("a { --x: {'\n}") == "a {\n  --x: {\"\n };\n}\n")
    #expect(Self.format("a { r: ({\\") == "a {\n  r: ({\\\n });\n}\n")
  }

  /// U+FEFF after whitespace is a name's first character; printed at the start of the file,
  /// it read back as a byte order mark and was dropped (the selector with it).
  @Test func aNameStartingWithFEFFIsEscaped() {
    let formatted = Self.format("\t\u{FEFF}a { color: red }")
    #expect(formatted == "\\feff a {\n  color: red;\n}\n")
    #expect(Self.format(formatted) == formatted)
    #expect(Self.format("a\u{FEFF} { color: red }") == "a\u{FEFF} {\n  color: red;\n}\n")
  }

  /// A comment after `{` went to the end of the header line, then to a line of its own on
  /// the next format; the printer's own `/**/` separators piled up as comments.
  @Test func commentsAtTheStartOfABlockStayPut() {
    let formatted = Self.format(".a /**/ .c { padding-top: 1px }\n.b { /* x */ color: red }")
    #expect(
      formatted == """
        .a .c {
          /**/
          padding-top: 1px;
        }

        .b {
          /* x */
          color: red;
        }

        """)
    #expect(Self.format(formatted) == formatted)
    let separated = Self.format("a { color: red/* x */blue }")
    #expect(separated == "a {\n  color: red/**/blue; /* x */\n}\n")
    #expect(Self.format(separated) == separated)
  }

  /// A comment still open at the end of the file was printed open, so the `}` printed after
  /// it became part of it on the next parse, and every format added one.
  @Test func unclosedCommentsAreClosed() {
    let formatted = Self.format("a { color: red; /* open")
    #expect(formatted == "a {\n  color: red;\n} /* open*/\n")
    #expect(Self.format(formatted) == formatted)
    #expect(Self.format("a { color: red }\n/*") == "a {\n  color: red;\n}\n/**/\n")
    #expect(Self.format("/*/") == "/*/*/\n")
  }

  /// Comments after text printed as written to the end of the file were printed after the
  /// block around it, on the line of that block's end — which, its range running over the
  /// file's last newline, was the next comment's: a comment after a `//` comment went into
  /// it (and an unclosed one's lines after it, closed, read back as tokens). They read back
  /// inside the block, which nothing closes, and are printed there.
  @Test func commentsAfterTextKeptToTheEndStayInItsBlock() {
    let cases = [
      ("a{@m\n//\n/*\nx", "a {\n  @m\n  //\n  /*\nx*/\n"),
      ("a {\n  @m x\n// c\n/* d */", "a {\n  @m x\n  // c\n  /* d */\n"),
      ("a { b { @m x /* c */\n// d\n", "a {\n  b {\n    @m x /* c */\n    // d\n"),
    ]
    Self.expectFormatting(cases)
    for (input, _) in cases {
      let formatted = Self.format(input)
      #expect(FormatDamageTests.comments(formatted) == FormatDamageTests.comments(input))
    }
  }

  /// A hex escape ends at the whitespace after it, which it takes: written right before a
  /// block's `}`, it took the newline printed after it on the next format, and was printed
  /// with that newline before the newline the printer adds — a line more at every format.
  /// The whitespace ending an escape at the end of text printed as written is left out (the
  /// newline after it ends the escape); an escaped space is no such whitespace.
  @Test func anEscapeBeforeABlocksEndKeepsItsLine() {
    Self.expectFormatting([
      (".c {\\0}", ".c {\n  \\0\n}\n"),
      (".c {\\0\n}", ".c {\n  \\0\n}\n"),
      (".c { x\\31 }", ".c {\n  x\\31\n}\n"),
      (".c { x\\ }", ".c {\n  x\\ \n}\n"),
      ("a { b: 1 } @x\\41\t", "a {\n  b: 1;\n}\n\n@x\\41\n"),
    ])
  }

  /// Each input formats to its expected text, which formats to itself and keeps every token
  /// of the input.
  private static func expectFormatting(_ cases: [(input: String, expected: String)]) {
    for (input, expected) in cases {
      let formatted = format(input)
      #expect(formatted == expected, "\(input)")
      #expect(format(formatted) == formatted, "\(input)")
      #expect(FormatTests.loss(input, formatted) == nil, "\(input)")
    }
  }
}
