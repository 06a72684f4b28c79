import SkinKit
import Testing

/// skss-language.md §7: every diagnostic id the language emits, with its exact `line:column`
/// (1-based; columns count Unicode scalars) and severity.
@Suite("Language: diagnostics")
struct DiagnosticTests {
  /// (sheet, every diagnostic it gives as `id@line:column`, in order). Tokenizer and parser
  /// diagnostics come first, then the compiler's.
  static let sheets: [(String, [String])] = [
    ("a { color: red }", []),
    // Tokens.
    ("a { background-image: url(a b); }", ["bad-url@1:23", "invalid-value@1:23"]),
    ("a { background-image: \"abc\n}", ["unterminated-string@1:23", "invalid-value@1:23"]),
    ("a { background-image: \"abc", ["unterminated-string@1:23", "unclosed-block@1:3"]),
    ("a {}\n/* open", ["unclosed-comment@2:1"]),
    (
      "a { background-image: \"" + String(repeating: "x", count: Tokenizer.maximumTokenLength + 1)
        + "\"; }",
      ["token-too-long@1:23"]
    ),
    // Structure.
    ("a {\n  color: red;", ["unclosed-block@1:3"]),
    ("a { b { color: red; }", ["unclosed-block@1:3"]),
    ("} a { color: red }", ["unexpected-token@1:1"]),
    ("a { color: red } }", ["unexpected-token@1:18"]),
    ("a { }\nb", ["unexpected-token@2:1"]),
    (
      String(repeating: "a{", count: 70) + String(repeating: "}", count: 70),
      ["nesting-too-deep@1:130"]
    ),
    ("a {\n  color red;\n}", ["invalid-declaration@2:3"]),
    ("a {\n  color: red;\n  12: 4;\n}", ["invalid-declaration@3:3"]),
    ("@media pad {\n  color: red;\n}", ["invalid-declaration@2:3"]),
    ("@foo bar;\na {}", ["unknown-at-rule@1:1"]),
    ("a { @foo { color: red } color: blue; }", ["unknown-at-rule@1:5"]),
    // A `}` inside an unclosed `(` closes nothing: the blocks run on to the end of the file.
    ("a { @foo { (} } color: blue; }", ["unknown-at-rule@1:5", "unclosed-block@1:3"]),
    // Selectors.
    ("a..b { }", ["invalid-selector@1:2"]),
    ("a:hover { }", ["unknown-pseudo-class@1:3"]),
    (":is(a) > { }", ["invalid-selector@1:8"]),
    (
      String(repeating: ":not(", count: 33) + "a" + String(repeating: ")", count: 33) + " {}",
      ["nesting-too-deep@1:166"]
    ),
    // Declarations and values.
    ("a { colr: red; }", ["unknown-property@1:5"]),
    ("a { color: lightGray; }", ["ambiguous-color-name@1:12"]),
    ("a { color: 12px; }", ["invalid-value@1:12"]),
    ("a {\n  color: ;\n}", ["empty-value@2:9"]),
    ("a { border-color: red blue; }", ["unsupported-value@1:19"]),
    ("a { padding-top: 1e999; }", ["number-out-of-range@1:18"]),
    (
      "a { padding-top: " + String(repeating: "calc(", count: 34) + "1px"
        + String(repeating: ")", count: 34) + "; }",
      ["nesting-too-deep@1:18"]
    ),
    // Constants.
    ("a { color: $x; }", ["undefined-constant@1:12"]),
    ("$a: $a;", ["constant-cycle@1:5"]),
    ("$a: ;", ["empty-value@1:1"]),
    ("$a red;", ["invalid-declaration@1:1"]),
    ("$a { color: red }\na { b: c }", ["invalid-declaration@1:1", "unknown-property@2:5"]),
    ("$a: red\nb { color: red }", ["invalid-declaration@1:1"]),
    ("a {\n  $x: 1;\n}", ["constant-not-top-level@2:3"]),
    (
      "$a: " + Array(repeating: "0", count: 16).joined(separator: " ") + ";\n$b: "
        + Array(repeating: "$a", count: 16).joined(separator: " ") + ";\n$c: "
        + Array(repeating: "$b", count: 16).joined(separator: " ") + ";\n$d: "
        + Array(repeating: "$c", count: 16).joined(separator: " ") + ";",
      ["expansion-too-large@4:5"]
    ),
    // At-rules.
    ("a {}\n@import \"x.skss\";", ["import-not-first@2:1"]),
    (
      "@import \"x.skss\"\nUITableView { color: red; }",
      ["invalid-import@1:1", "import-not-found@1:1"]
    ),
    ("a { @import \"x.skss\"; }", ["invalid-import@1:5"]),
    ("@import 12;", ["invalid-import@1:9"]),
    ("@import \"x.skss\" layer(1);", ["invalid-import@1:18"]),
    ("@layer a b;", ["invalid-layer@1:8"]),
    // A `}` in a top-level prelude belongs to it, even as the file's last byte.
    ("@layer theme }", ["invalid-layer@1:8"]),
    ("@layer theme }\n", ["invalid-layer@1:8"]),
    ("@layer a, b { }", ["invalid-layer@1:8"]),
    ("@media (width: red) {\n}", ["invalid-media-query@1:16"]),
    ("@media pad, {\n}", ["invalid-media-query@1:11"]),
    ("@media;", ["invalid-media-query@1:1"]),
    ("@extend .a;", ["invalid-extend@1:1"]),
    ("a { @extend .b .c; }", ["invalid-extend@1:5"]),
    ("a { @extend { } }", ["invalid-extend@1:5"]),
    ("a { @extend; }", ["invalid-extend@1:5"]),
    (".b {\n  @extend .zzz;\n}", ["extend-target-not-found@2:3"]),
    // @property: a rule CSS ignores is reported where it goes wrong (its name when a
    // descriptor is missing), a descriptor CSS drops where it is written.
    (
      "@property --a {\n  syntax: '<color>';\n  initial-value: red;\n}",
      ["invalid-property-rule@1:11"]
    ),
    ("@property a { syntax: '*'; inherits: true; }", ["invalid-property-rule@1:11"]),
    ("@property --a;", ["invalid-property-rule@1:1"]),
    ("a { @property --a { syntax: '*'; inherits: true; } }", ["invalid-property-rule@1:5"]),
    (
      "@property --a { syntax: '<length>'; inherits: true; initial-value: 2em; }",
      ["invalid-property-rule@1:68"]
    ),
    ("@property --a { syntax: '<length>'; inherits: true; }", ["invalid-property-rule@1:11"]),
    (
      "@property --a { syntax: '<image>'; inherits: true; initial-value: none; }",
      ["unsupported-syntax@1:11"]
    ),
    ("@property --a { syntax: '*'; inherits: true; colr: red; }", ["unknown-descriptor@1:46"]),
    ("@property --a { syntax: '*'; inherits: true; a { } }", ["unknown-descriptor@1:46"]),
    (
      "@property --a { syntax: '<colour>'; inherits: true; initial-value: red; }",
      ["unknown-descriptor@1:25", "invalid-property-rule@1:11"]
    ),
    (
      "@property --a { syntax: '*'; inherits: perhaps; }",
      ["unknown-descriptor@1:40", "invalid-property-rule@1:11"]
    ),
    (
      "@property --a { syntax: '*'; inherits: true !important; }",
      ["unknown-descriptor@1:30", "invalid-property-rule@1:11"]
    ),
    // @keyframes: a rule CSS ignores is reported at its name, or where it is nested; what a
    // keyframe cannot hold, at that declaration, the rest of the rule kept.
    ("@keyframes { from { opacity: 0 } }", ["invalid-keyframes@1:11"]),
    ("@keyframes none { from { opacity: 0 } }", ["invalid-keyframes@1:12"]),
    ("@keyframes a;", ["invalid-keyframes@1:1"]),
    ("a { @keyframes b { from { opacity: 0 } } }", ["invalid-keyframes@1:5"]),
    ("@keyframes a {\n  120% { opacity: 0 }\n}", ["invalid-keyframes@2:3"]),
    ("@keyframes a {\n  from, half { opacity: 0 }\n}", ["invalid-keyframes@2:3"]),
    ("@keyframes a {\n  opacity: 0;\n}", ["invalid-keyframes@2:3"]),
    ("@keyframes a { to { opacity: 0 !important } }", ["invalid-keyframes@1:21"]),
    ("@keyframes a { to { animation-delay: 1s } }", ["invalid-keyframes@1:21"]),
    ("@keyframes a { to { --x: 1 } }", ["invalid-keyframes@1:21"]),
    ("@keyframes a { to { b { opacity: 0 } } }", ["invalid-keyframes@1:21"]),
    (
      "@keyframes a { to { animation-timing-function: ease, linear } }",
      ["invalid-keyframes@1:21"]
    ),
    ("@keyframes a { to { opacity: red } }", ["invalid-value@1:30"]),
    ("a { animation-composition: replace, add; }", ["unsupported-value@1:28"]),
    ("a { animation-composition: replace; }", []),
    // @container: a valid rule is read and never applies; a malformed prelude drops it,
    // reported at what is wrong.
    ("@container (min-width: 0) {\n  a { color: red; }\n}", ["container-never-applies@1:12"]),
    ("a { @container card style(--x: y) { color: red; } }", ["container-never-applies@1:16"]),
    ("@container { a { color: red; } }", ["invalid-container-query@1:11"]),
    ("@container none (width > 0) { }", ["invalid-container-query@1:12"]),
    ("@container (a) and (b) or (c) { }", ["invalid-container-query@1:24"]),
    ("@container card wide { }", ["invalid-container-query@1:17"]),
    ("@container not (a) and (b) { }", ["invalid-container-query@1:20"]),
    ("@container (width > 0), { }", ["invalid-container-query@1:12"]),
    (
      "@container (a) { a { colr: red; } }",
      ["container-never-applies@1:12", "unknown-property@1:22"]
    ),
    // @scope: a malformed prelude drops the rule, reported at what is wrong; a prelude
    // without a start never applies; declarations directly in a top-level @scope are ignored.
    ("@scope (.card) foo { a { color: red; } }", ["invalid-scope-prelude@1:16"]),
    ("@scope (.card) to .slot { }", ["invalid-scope-prelude@1:19"]),
    ("@scope (.card { }", ["invalid-media-query@1:1"]),
    ("@scope ( ) { }", ["invalid-scope-prelude@1:8"]),
    ("@scope (..bad) { }", ["invalid-selector@1:9"]),
    ("@scope (.card) to () { }", ["invalid-scope-prelude@1:19"]),
    ("@scope { a { color: red; } }", ["scope-never-applies@1:1"]),
    ("@scope to (.x) { }", ["scope-never-applies@1:8"]),
    ("@scope (.card) {\n  color: red;\n}", ["invalid-declaration@2:3"]),
    ("@scope (.card) { a { colr: red; } }", ["unknown-property@1:22"]),
    // Columns count Unicode scalars: é is one, 😀 is one (four UTF-8 bytes), e + U+0301
    // is two (one grapheme).
    ("/* é */ a { colr: red; }", ["unknown-property@1:13"]),
    ("/*😀e\u{301}*/a { colr: red }", ["unknown-property@1:12"]),
    (".café..x { }", ["invalid-selector@1:6"]),
    ("a { --x: \"日本語\"; colr: red; }", ["unknown-property@1:17"]),
    // Lines: LF, CR LF, lone CR and FF each end a line (CSS Syntax §3.3).
    ("a {\r\n  colr: red;\r\n}", ["unknown-property@2:3"]),
    ("a {\r  colr: red;\r}", ["unknown-property@2:3"]),
    ("a {\r\r\n  colr: red; }", ["unknown-property@3:3"]),
    ("a {\u{0C}  colr: red; }", ["unknown-property@2:3"]),
    ("a {\n\n\n      colr: red; }", ["unknown-property@4:7"]),
  ]

  @Test("each sheet gives exactly its diagnostics, at their line:column", arguments: sheets)
  func diagnostics(_ sheet: String, _ expected: [String]) {
    let diagnostics = Language.diagnostics(sheet)
    #expect(diagnostics.map(Language.summary) == expected)
    // The sheet itself reports the same, selectors and values included.
    let own = Stylesheet.parse(sheet, path: "test.skss").diagnostics
    #expect(own.map(Language.summary) == expected)
  }

  /// Bytes that are not valid UTF-8 each become one U+FFFD (one column); NUL becomes U+FFFD.
  static let rawSheets: [([UInt8], [String])] = [
    (
      Array("a { /*".utf8) + [0xFF, 0xFE] + Array("*/ colr: red; }".utf8), ["unknown-property@1:12"]
    ),
    // A truncated three-byte sequence (the start of 日) is one replacement character.
    (
      Array("a { /*".utf8) + [0xE6, 0x97] + Array("*/ colr: red; }".utf8), ["unknown-property@1:11"]
    ),
    // NUL is U+FFFD, a name character: here the name of an unknown property.
    (
      Array("a {\n".utf8) + [0x00] + Array(": x; colr: red; }".utf8),
      [
        "unknown-property@2:1", "unknown-property@2:7",
      ]
    ),
    ([0xC3] + Array(" a { colr: red }".utf8), ["unknown-property@1:7"]),
    // A byte order mark is not a character of the text (CSS Syntax §3.2).
    ([0xEF, 0xBB, 0xBF] + Array("a { colr: red }".utf8), ["unknown-property@1:5"]),
  ]

  @Test("invalid UTF-8 and NUL count as one column each", arguments: rawSheets)
  func rawBytes(_ bytes: [UInt8], _ expected: [String]) throws {
    let reader = FileReader { _ in bytes }
    let sheet = try Stylesheet.load(contentsOf: "raw.skss", reader: reader)
    let diagnostics = StyleCascade(stylesheets: [sheet]).diagnostics
    #expect(diagnostics.map(Language.summary) == expected)
    #expect(sheet.diagnostics.map(Language.summary) == expected)
  }

  /// Diagnostics found while resolving (a one-button tree): (sheet, id@line:column).
  static let resolutionSheets: [(String, [String])] = [
    ("#save {\n  color: var(--missing);\n}", ["invalid-at-computed-time@2:3"]),
    // One diagnostic per cycle, at the declaration where it was found.
    ("#save {\n  --a: var(--b);\n  --b: var(--a);\n}", ["custom-property-cycle@2:3"]),
    // A registered property's value that is not of its syntax.
    (
      "@property --a { syntax: '<length>'; inherits: false; initial-value: 0px; }\n#save {\n  --a: red;\n}",
      ["invalid-at-computed-time@3:3"]
    ),
    (
      "#save {\n  --a: " + Array(repeating: "0", count: 16).joined(separator: " ")
        + ";\n  --b: " + Array(repeating: "var(--a)", count: 16).joined(separator: " ")
        + ";\n  --c: " + Array(repeating: "var(--b)", count: 16).joined(separator: " ")
        + ";\n  --d: " + Array(repeating: "var(--c)", count: 16).joined(separator: " ") + ";\n}",
      ["expansion-too-large@5:3"]
    ),
  ]

  @Test("diagnostics found while resolving", arguments: resolutionSheets)
  func resolution(_ sheet: String, _ expected: [String]) throws {
    let resolved = try Language.resolve(sheet, tree: #"{"type": "Button", "id": "save"}"#)
    #expect(resolved.diagnostics.map(Language.summary).sorted() == expected.sorted())
  }

  /// Input nested 10,000 deep, in every construct that nests: a diagnostic at the first
  /// level past the limit, never a stack overflow. (label, sheet, id@line:column)
  static let deep: [(String, String, [String])] = {
    func wrap(_ open: String, _ inner: String, _ close: String) -> String {
      String(repeating: open, count: 10_000) + inner + String(repeating: close, count: 10_000)
    }
    return [
      // The 65th block's `{` is at column 4 × 65 − 1.
      ("blocks", wrap("a { ", "color: red;", "}"), ["nesting-too-deep@1:259"]),
      ("selectors", wrap(":not(", "a", ")") + " { color: red }", ["nesting-too-deep@1:166"]),
      // The 33rd parenthesis, at column 8 + 32.
      (
        "media queries", "@media " + wrap("(", "pad", ")") + " { a { color: red } }",
        ["nesting-too-deep@1:40"]
      ),
      (
        "color functions", "a { color: " + wrap("lighten(", "red", ", 1%)") + "; }",
        ["nesting-too-deep@1:12"]
      ),
      (
        "calc()", "a { padding-top: " + wrap("calc(", "1px", ")") + "; }", ["nesting-too-deep@1:18"]
      ),
      (
        "var() fallbacks", "a { color: " + wrap("var(--a, ", "red", ")") + "; }",
        ["nesting-too-deep@1:12"]
      ),
      (
        "parentheses in a custom property", "a { --x: " + wrap("(", "1", ")") + "; }",
        ["nesting-too-deep@1:10"]
      ),
      (
        "brackets in a custom property", "a { --x: " + wrap("[", "1", "]") + "; }",
        ["nesting-too-deep@1:10"]
      ),
      (
        "braces in a custom property", "a { --x: " + wrap("{", "1", "}") + "; }",
        ["nesting-too-deep@1:10"]
      ),
      (
        "parentheses in a prelude", wrap("(", "", ")") + " a { color: red }",
        ["invalid-selector@1:1"]
      ),
      ("brackets in a prelude", wrap("[", "a", "]") + " { color: red }", ["invalid-selector@1:1"]),
    ]
  }()

  @Test("deep nesting is a diagnostic, never a crash", arguments: deep)
  func deepNesting(_ label: String, _ sheet: String, _ expected: [String]) throws {
    let resolved = try Language.resolve(sheet, tree: #"{"type": "a", "id": "save"}"#)
    #expect(resolved.diagnostics.map(Language.summary) == expected, "\(label)")
  }

  @Test func colorFunctionsNestedTooDeeplyFromCode() {
    let text =
      String(repeating: "lighten(", count: 33) + "red" + String(repeating: ", 1%)", count: 33)
    #expect(throws: ValueError("color functions nest deeper than 32 levels", id: .nestingTooDeep)) {
      try ColorParser.parse(Tokenizer.tokenize(text)[...])
    }
    let fine =
      String(repeating: "lighten(", count: 32) + "red" + String(repeating: ", 1%)", count: 32)
    // Lightness 50% + 32 × 1 point = 82%: g = b = 2 × 0.82 − 1 = 0.64 → 163.2 → 163 = 0xa3.
    #expect(Language.color(fine) == "#ffa3a3ff")
  }

  @Test func mediaQueriesNestedTooDeeplyFromCode() throws {
    // 33 parentheses around a condition in parentheses: the 33rd cannot open another level.
    let text =
      String(repeating: "(", count: 33) + "(idiom: pad)" + String(repeating: ")", count: 33)
    do {
      _ = try MediaQueryList.parse(text)
      Issue.record("a query nested 34 deep parsed")
    } catch {
      #expect(Language.summary(error.diagnostic) == "nesting-too-deep@1:33")
    }
    let fine =
      String(repeating: "(", count: 32) + "(idiom: pad)" + String(repeating: ")", count: 32)
    #expect(try MediaQueryList.parse(fine).matches(StyleEnvironment(idiom: .pad)))
  }

  @Test func fileTooLargeIsADiagnosticNotACrash() throws {
    let big = [UInt8](repeating: 0x20, count: Stylesheet.maximumFileSize + 1)
    let reader = FileReader { path in
      path.hasSuffix("big.skss") ? big : Array("@import \"big.skss\";\na { color: red }".utf8)
    }
    let alone = try Stylesheet.load(contentsOf: "big.skss", reader: reader)
    #expect(alone.diagnostics.map(Language.summary) == ["file-too-large@1:1"])
    let importing = try Stylesheet.load(contentsOf: "main.skss", reader: reader)
    #expect(importing.diagnostics.map(Language.summary) == ["file-too-large@1:1"])
    #expect(importing.diagnostics.first?.range.path == "main.skss")
  }

  @Test func tooManyRulesIsADiagnostic() {
    // One rule whose selector list has more selectors than the cascade takes.
    let count = 1_000_001
    var text = ""
    text.reserveCapacity(count * 3 + 20)
    for _ in 0..<count { text += "#a," }
    text.removeLast()
    text += " { color: red }"
    let diagnostics = Language.diagnostics(text)
    #expect(diagnostics.map(Language.summary) == ["too-many-rules@1:3000006"])
  }

  @Test func textFormIsPathLineColumnSeverityMessageAndId() {
    let diagnostics = Language.diagnostics("a {\n  colr: red;\n}", path: "theme.skss")
    #expect(
      diagnostics.map(\.description) == [
        "theme.skss:2:3: warning: unknown property 'colr'; did you mean 'color'? [unknown-property]"
      ])
  }

  @Test func rangesCoverTheOffendingText() throws {
    let diagnostic = try #require(Language.diagnostics("a { colr: red; }").first)
    #expect(diagnostic.range.file?.text(in: diagnostic.range.bytes) == "colr")
    let value = try #require(Language.diagnostics("a { color: 12px red; }").first)
    #expect(value.range.file?.text(in: value.range.bytes) == "12px red")
  }

  /// Default severities: an author's intent lost is an error; something skipped is a warning.
  static let warnings: Set<DiagnosticID> = [
    .customPropertyCycle, .extendTargetNotFound, .importNotFirst, .invalidAtComputedTime,
    .missingImage, .unclosedBlock, .unclosedComment, .unknownAtRule, .unknownProperty,
    .unknownType, .invalidValue, .unsupportedValue, .constantNotTopLevel, .invalidDisable,
    .needlessDisable, .conversionUnsupported, .ambiguousColorName, .unboundDeclaration,
    .accessorNameClash, .smallTouchTarget, .fixedSizeText, .clippedText, .unknownDescriptor,
    .unsupportedSyntax, .containerNeverApplies, .scopeNeverApplies, .invalidShadow,
    .invalidGradient, .invalidTransition, .invalidAnimation,
  ]

  @Test func severities() {
    for id in DiagnosticID.allCases {
      #expect(id.defaultSeverity == (Self.warnings.contains(id) ? .warning : .error), "\(id)")
    }
  }

  /// Ids other layers emit (and test): converted files (Interchange; design tokens in
  /// DesignTokensReaderTests and DesignTokenResolverTests; prebuilt skins' data in
  /// PrebuiltDataTests; accessors' names in AccessorTests), skins' images and unbound
  /// declarations (Styling: BindingCheckTests) and live reload's unreadable or silent
  /// sources (FileReloadTests, HTTPReloadTests).
  static let otherLayers: Set<DiagnosticID> = [
    .conversionUnsupported, .invalidJSON, .invalidPlist, .missingImage, .unboundDeclaration,
    .themeNotFound,
    .stylesheetUnavailable, .stylesheetTimedOut, .invalidToken, .tokenAliasNotFound,
    .tokenAliasCycle, .invalidPrebuilt, .prebuiltFormat, .accessorNameClash, .invalidResolver,
    .resolverReferenceCycle, .tokenSourceNotFound,
  ]

  /// Ids this suite's other tests produce: imports (ImportTests), files too large and too
  /// many rules (above), `--strict`'s unknown types (CLITests), the suppression comments'
  /// (LintFormatCITests), project files' (ProjectFileTests), the audit's
  /// (AuditCommandTests), paint values' (ShadowTests, GradientTests) and transition and
  /// animation values' (TransitionPropertyTests, AnimationPropertyTests).
  static let elsewhere: Set<DiagnosticID> = [
    .importCycle, .importNotFound, .importLimit, .fileTooLarge, .tooManyRules, .unknownType,
    .invalidDisable, .needlessDisable, .invalidProjectFile, .lowTextContrast,
    .lowNonTextContrast, .smallTouchTarget, .fixedSizeText, .clippedText, .invalidShadow,
    .invalidGradient, .invalidTransition, .invalidAnimation,
  ]

  @Test func everyIdIsProducedByATestOrOwnedByAnotherLayer() {
    var produced = Set<DiagnosticID>()
    for (_, expected) in Self.sheets + Self.resolutionSheets + Self.rawSheets.map({ ("", $0.1) }) {
      for summary in expected {
        let raw = String(summary.prefix { $0 != "@" })
        if let id = DiagnosticID(rawValue: raw) { produced.insert(id) }
      }
    }
    let missing = Set(DiagnosticID.allCases).subtracting(produced).subtracting(Self.elsewhere)
      .subtracting(Self.otherLayers)
    #expect(missing.isEmpty, "no test produces \(missing.map(\.rawValue).sorted())")
  }

  @Test func idsAreListedInAlphabeticalOrder() {
    let raw = DiagnosticID.allCases.map(\.rawValue)
    #expect(raw == raw.sorted())
  }
}
