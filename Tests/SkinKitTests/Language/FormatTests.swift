import Foundation
import SkinKit
import Testing

/// The canonical serializer: `format(parse(x))` compiles to the same stylesheet as `x`,
/// formatting is idempotent, and every comment survives — over every sheet in
/// `Stylesheets/`, every conformance fixture's `css`, and `Tests/Fixtures/Language/`.
@Suite("Language: formatting")
struct FormatTests {
  /// A sheet to format, named for the test report.
  struct Sample: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    var testDescription: String { name }
  }

  static let formatter: StylesheetFormatter = {
    let table = PropertyTable.builtIn
    return StylesheetFormatter(canonicalName: { table.canonicalName($0) })
  }()

  static func format(_ text: String) -> String {
    formatter.format(StylesheetParser.parse(text, path: "sample.skss"))
  }

  /// What a sheet means, without source positions: every compiled rule in cascade order
  /// (selector, specificity, layer, media, declarations) and the ids of the compiler's
  /// diagnostics. (The parser's own diagnostics are about what it dropped, which the
  /// formatted text no longer holds.)
  static func meaning(_ text: String) -> [String] {
    let sheet = Stylesheet.parse(text, path: "sample.skss")
    let cascade = StyleCascade(stylesheets: [sheet])
    let table = cascade.table
    let rules = cascade.rules.map { rule in
      let declarations = rule.block.declarations.map { declaration in
        let name: String
        switch declaration.target {
        case .property(let id): name = table[id].name
        case .custom(let custom): name = custom
        }
        return "\(name): \(declaration.value)" + (declaration.important ? " !important" : "")
      }
      return
        "\(rule.selector) \(rule.selector.specificity) layer=\(rule.layer?.description ?? "-") "
        + "media=\(rule.media.map(\.description)) origin=\(rule.origin) { "
        + declarations.joined(separator: "; ") + " }"
    }
    let compiled = cascade.diagnostics.dropFirst(sheet.diagnostics.count)
    return rules + compiled.map { "diagnostic: \($0.id.rawValue)" }
  }

  /// The text of every comment, in order.
  static func comments(_ text: String) -> [String] {
    let tree = StylesheetParser.parse(text)
    return tree.comments.map { tree.file.text(in: $0) }
  }

  static let stylesheets: [Sample] = {
    let directory = Fixtures.repository.appendingPathComponent("Stylesheets")
    return samples(in: directory, prefix: "Stylesheets/")
  }()

  static let fixtures: [Sample] = samples(
    in: Fixtures.url("Language"), prefix: "Fixtures/Language/")

  static func samples(in directory: URL, prefix: String) -> [Sample] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".skss") }.sorted().map { name in
      let text =
        (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
      return Sample(name: prefix + name, text: text)
    }
  }

  static let conformance: [Sample] = ConformanceCase.all.map {
    Sample(name: "\($0.file): \($0.name)", text: $0.css)
  }

  @Test func everyCorpusIsFound() {
    #expect(Self.conformance.count == ConformanceCase.all.count)
    #expect(Self.conformance.count >= 399)
    #expect(Self.fixtures.count >= 8)
    // Stylesheets/ may grow; every sheet there is covered by the tests below.
    #expect(Self.stylesheets.allSatisfy { !$0.text.isEmpty })
  }

  @Test(
    "formatting keeps the meaning, is idempotent and keeps comments",
    arguments: stylesheets + fixtures + conformance)
  func roundTrip(_ sample: Sample) {
    let formatted = Self.format(sample.text)
    #expect(Self.meaning(formatted) == Self.meaning(sample.text))
    #expect(Self.format(formatted) == formatted)
    #expect(Self.comments(formatted) == Self.comments(sample.text))
    // What the parser dropped is printed as written: the same syntax errors read back.
    #expect(Self.syntaxErrors(formatted) == Self.syntaxErrors(sample.text))
    #expect(Self.loss(sample.text, formatted) == nil)
  }

  /// The ids of a text's syntax errors, in order.
  static func syntaxErrors(_ text: String) -> [DiagnosticID] {
    StylesheetParser.parse(text).diagnostics.filter { $0.severity == .error }.map(\.id)
  }

  /// The first token of `text` that `formatted` lacks, if any.
  static func loss(_ text: String, _ formatted: String) -> String? {
    let table = PropertyTable.builtIn
    return TokenFidelity.firstLoss(
      from: StylesheetParser.parse(text), to: formatted, canonicalName: { table.canonicalName($0) })
  }

  static func hasSyntaxErrors(_ text: String) -> Bool {
    StylesheetParser.parse(text).diagnostics.contains { $0.severity == .error }
  }

  /// (input, canonical output).
  static let canonical: [(String, String)] = [
    ("a>b{color:red}", "a > b {\n  color: red;\n}\n"),
    (
      "A  B,C~D+E{textColor:RED;cornerRadius:4px}",
      "A B, C ~ D + E {\n  color: RED;\n  border-radius: 4px;\n}\n"
    ),
    ("a{color:red!important}", "a {\n  color: red !important;\n}\n"),
    ("a{ &:highlighted{alpha:.5} }", "a {\n  &:highlighted {\n    opacity: 0.5;\n  }\n}\n"),
    ("$accent:#FFF;a{color:$accent}", "$accent: #FFF;\n\na {\n  color: $accent;\n}\n"),
    ("@import 'a.skss' layer(base) pad;a{}", "@import \"a.skss\" layer(base) pad;\n\na {\n}\n"),
    ("@layer a,b.c;@layer{a{b:c}}", "@layer a, b.c;\n\n@layer {\n  a {\n    b: c;\n  }\n}\n"),
    (
      "@media (min-width:600) and dark{a{b:c}}",
      "@media (min-width: 600) and dark {\n  a {\n    b: c;\n  }\n}\n"
    ),
    (".d{@extend .p}", ".d {\n  @extend .p;\n}\n"),
    ("a{--x:  { a  b }  ;}", "a {\n  --x: { a b };\n}\n"),
    ("a{b:c}/* end */", "a {\n  b: c;\n} /* end */\n"),
    ("// lead\na{ b:c; // trailing\n}", "// lead\na {\n  b: c; // trailing\n}\n"),
    ("a:nth-child( 2n + 1 of .x ){}", "a:nth-child(2n + 1 of .x) {\n}\n"),
    ("[title = 'a b' i]{}", "[title=\"a b\" i] {\n}\n"),
    ("@import 'a'  (min-width:600);", "@import \"a\" (min-width: 600);\n"),
    // Signs that An+B needs are kept; nothing is inserted between the terms.
    ("li:nth-child(2n+1),li:nth-child(-n+3){}", "li:nth-child(2n+1), li:nth-child(-n+3) {\n}\n"),
    ("a{b:calc(2px+3px)}", "a {\n  b: calc(2px+3px);\n}\n"),
    // A function left open at the end of the file is closed, as the parser closed it.
    ("a{color:rgb(1, 2, 3", "a {\n  color: rgb(1, 2, 3);\n}\n"),
    // A comment ending a line stays on it, before the blank line between groups.
    ("$a: 1; // note\na{}", "$a: 1; // note\n\na {\n}\n"),
    ("a{} /* x */ b{}", "a {\n} /* x */\n\nb {\n}\n"),
    ("a { // brace\n b: c }", "a {\n  // brace\n  b: c;\n}\n"),
    // `/**/` between tokens that would merge is printed once, not kept as a comment too.
    ("a{b:x/**/y}", "a {\n  b: x/**/y;\n}\n"),
    // A `+` written before a number is kept (An+B needs it even after a space).
    ("li:nth-child(-3n +8){x:+4}", "li:nth-child(-3n +8) {\n  x: +4;\n}\n"),
    // Integers and numbers stay apart: `2.0` is not an integer where CSS wants one.
    (
      "a{number-of-lines:2.0;b:1e3;c:-0}",
      "a {\n  number-of-lines: 2.0;\n  b: 1000.0;\n  c: -0;\n}\n"
    ),
    // A number too large to hold stays too large.
    ("a{opacity:1e999}", "a {\n  opacity: 1e999;\n}\n"),
    // A unit starting with `e` and a digit or `-` is escaped so it does not read as an exponent.
    ("a{b:1\\65 -x; c:2\\65 5}", "a {\n  b: 1\\65 -x;\n  c: 2\\65 \\35 ;\n}\n"),
    // Comments: one still open at the end is closed; each on its own line stays there.
    ("a{b:c}\n/* open", "a {\n  b: c;\n}\n/* open*/\n"),
    ("a{b:c /* x */\n/* y */ /* z */;}", "a {\n  b: c;\n  /* x */\n  /* y */\n  /* z */\n}\n"),
    // Whitespace in attribute values and brackets in values is left alone.
    (
      "[a ~ =b], a { --x: [a ~ b]; y: [2 - 0.5] }",
      "[a ~ =b], a {\n  --x: [a ~ b];\n  y: [2 - 0.5];\n}\n"
    ),
  ]

  @Test("canonical spacing, names and layout", arguments: canonical)
  func canonicalText(_ input: String, _ expected: String) {
    #expect(Self.format(input) == expected)
    #expect(Self.format(expected) == expected)
  }

  /// Token sequences the printer must give back exactly (kinds, values and numbers).
  static let tokenSequences: [String] = [
    "2n+1", "-n+3", "+5", "a+.5", "1+2", "5%+3", "2\\65 +5", "a/**/b", "a/**/-1", "2px/**/3px",
    "#a/**/b", "\"a\\\"b\"", "'it\\'s'", "url(a\\(b\\).png)", "1e3", ".a\\:b", "#\\31 23",
    "-\\31 x", "--x", "12px", "5%", "1.5e-3em", "-.5", "a-1", "@media", "<!-- -->", "$x",
    "\"tab\\9 end\"", "[a|=b]", "a>b~c+d", "u\\+ff",
  ]

  @Test("printed tokens read back as the same tokens", arguments: tokenSequences)
  func tokensReadBack(_ text: String) {
    func shape(_ tokens: [Token]) -> [String] {
      tokens.map { "\($0.kind) \($0.value) \($0.number)" }
    }
    let tokens = Tokenizer.tokenize(text)
    let printed = TokenPrinter.print(tokens, collapsingWhitespace: false)
    #expect(shape(Tokenizer.tokenize(printed)) == shape(tokens), "printed as \(printed)")
  }
}

/// Formatting broken input: sheets from every corpus, each damaged a few ways (characters
/// deleted, syntax inserted), must format idempotently; when the damage leaves no syntax
/// error, the formatted sheet must mean the same and keep every comment. Deterministic: a
/// fixed seed, so a failure reproduces.
@Suite("Language: formatting damaged sheets")
struct FormatDamageTests {
  /// SplitMix64: a small, seedable generator.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let insertions = [
    "{", "}", ";", ":", "/*", "*/", "//", "\"", "'", "(", ")", "[", "]", "\\", " ", "\n", "+",
    "-", ".", "#", "@", "$", "!", ",", "&", ">", "~", "*", "%", "=", "url(", "@media ",
    "@import \"x\";", "calc(", "var(--", "2n+1", "1e3", "é", "\u{0}", "\r", "--x:", "!important",
    "&:hover", ":is(", "0x", "<!--", "-->", "hwb(", ")", "\"\n",
  ]

  /// Comments as they read back after formatting: unclosed ones closed, bare `/**/`
  /// separators left out (the printer adds and drops those between tokens as needed).
  static func comments(_ text: String) -> [String] {
    FormatTests.comments(text).filter { $0 != "/**/" }.map { comment in
      comment.hasPrefix("/*") && (comment.count < 4 || !comment.hasSuffix("*/"))
        ? comment + "*/" : comment
    }
  }

  /// A hex escape ends at the space after it: a comment after the escape on its line is
  /// printed after that space, not after one more at every pass.
  @Test func aCommentAfterAnEscapeIsStable() {
    let once = FormatTests.format("Item:nth-chil\\d//(5) { color: red }")
    #expect(once == "Item:nth-chil\\d //(5) { color: red }\n")
    #expect(FormatTests.format(once) == once)
  }

  @Test func damagedSheetsFormatStably() {
    var generator = Generator(state: 2026)
    let corpus =
      FormatTests.conformance.map(\.text) + FormatTests.fixtures.map(\.text)
      + FormatTests.stylesheets.map(\.text)
    for iteration in 0..<250 {
      var scalars = Array(corpus[Int(generator.next() % UInt64(corpus.count))].unicodeScalars)
      for _ in 0..<(1 + Int(generator.next() % 3)) {
        let position = Int(generator.next() % UInt64(scalars.count + 1))
        if generator.next() % 3 == 0, position < scalars.count {
          scalars.remove(at: position)
        } else {
          let piece = Self.insertions[Int(generator.next() % UInt64(Self.insertions.count))]
          scalars.insert(contentsOf: piece.unicodeScalars, at: position)
        }
      }
      var damaged = ""
      damaged.unicodeScalars.append(contentsOf: scalars)
      let formatted = FormatTests.format(damaged)
      #expect(FormatTests.format(formatted) == formatted, "iteration \(iteration):\n\(damaged)")
      #expect(FormatTests.loss(damaged, formatted) == nil, "iteration \(iteration):\n\(damaged)")
      guard !FormatTests.hasSyntaxErrors(damaged) else { continue }
      #expect(
        FormatTests.meaning(formatted) == FormatTests.meaning(damaged),
        "iteration \(iteration):\n\(damaged)")
      #expect(Self.comments(formatted) == Self.comments(damaged), "iteration \(iteration)")
    }
  }
}
