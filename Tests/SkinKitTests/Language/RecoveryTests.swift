import SkinKit
import SkinKitSyntax
import Testing

/// skss-language.md §7: the parser recovers as CSS does, and what survives still applies —
/// checked through resolution over ``Language/standardTree``, and through the syntax tree
/// where what matters is what the parser skipped.
@Suite("Language: error recovery")
struct RecoveryTests {
  /// (sheet, node id, property, computed value): the value proves the declarations and
  /// rules after the broken part still apply.
  static let cases: [(String, String, String, String)] = [
    // A bad declaration is dropped up to the next `;`; the rest of the block applies.
    (
      "#save { color: red; colr: blue; background-color: green; }", "save", "background-color",
      "#008000ff"
    ),
    (
      "#save { color: red; color blue; background-color: green; }", "save", "background-color",
      "#008000ff"
    ),
    ("#save { color: red; color blue; background-color: green; }", "save", "color", "#ff0000ff"),
    (
      "#save { color: red; : blue; background-color: green; }", "save", "background-color",
      "#008000ff"
    ),
    ("#save { color: red; 12px: blue; opacity: 0.5; }", "save", "opacity", "0.5"),
    ("#save { color: red; color: 12px; opacity: 0.5; }", "save", "color", "#ff0000ff"),
    ("#save { color: red; color: ; opacity: 0.5; }", "save", "opacity", "0.5"),
    ("#save { opacity: 0.5; !important; color: blue }", "save", "color", "#0000ffff"),
    // A `{}` block inside a value makes the declaration invalid; the next one applies.
    ("#save { color: red {x}; opacity: 0.5; }", "save", "opacity", "0.5"),
    ("#save { color: red {x}; opacity: 0.5; }", "save", "color", "#000000ff"),
    // Brackets balance across `;`: the whole `(…)` belongs to the bad value.
    ("#save { color: rgb(1; 2); opacity: 0.5; }", "save", "opacity", "0.5"),
    ("#save { --x: [a; b]; opacity: 0.5; }", "save", "opacity", "0.5"),
    // A bad selector drops its rule only.
    (
      "#save { color: red } #save..x { color: blue } #label { color: green }", "save", "color",
      "#ff0000ff"
    ),
    (
      "#save { color: red } #save..x { color: blue } #label { color: green }", "label", "color",
      "#008000ff"
    ),
    ("#save:hover { color: blue } #save { opacity: 0.5 }", "save", "opacity", "0.5"),
    ("#save:hover { color: blue } #save { opacity: 0.5 }", "save", "color", "#000000ff"),
    // One bad selector in a list drops the whole rule (CSS: the list is invalid).
    ("#save, #label:hover { color: blue }", "save", "color", "#000000ff"),
    // …but :is() and :where() forgive their bad entries.
    (":is(#save, #label:hover) { color: blue }", "save", "color", "#0000ffff"),
    // A bad nested rule drops only itself.
    ("#panel { .x..y { color: blue } color: green; }", "panel", "color", "#008000ff"),
    ("#panel { #save:hover { opacity: 0.1 } > #save { opacity: 0.5 } }", "save", "opacity", "0.5"),
    // Unclosed blocks close at the end of the file, keeping what they hold.
    ("#save { color: red; opacity: 0.5", "save", "opacity", "0.5"),
    ("#panel { color: red; #save { opacity: 0.5", "save", "opacity", "0.5"),
    ("#panel { color: red; #save { opacity: 0.5", "label", "color", "#ff0000ff"),
    ("#save { background-image: url(\"a.png\"", "save", "background-image", "image(\"a.png\")"),
    ("#save { color: red; /* open comment", "save", "color", "#ff0000ff"),
    // A stray `}` drops the rule it starts (CSS: it is part of that rule's prelude) only.
    (
      "#save { color: red } } #save { opacity: 0.5 } #label { color: blue }", "save", "opacity", "1"
    ),
    (
      "#save { color: red } } #save { opacity: 0.5 } #label { color: blue }", "label", "color",
      "#0000ffff"
    ),
    ("} #save { opacity: 0.5 } #save { color: red }", "save", "color", "#ff0000ff"),
    // At the top level `;` ends nothing: a stray declaration runs into the next rule.
    (
      "#save { color: red; } color: blue; } #label { color: green } #label { opacity: 0.5 }",
      "label",
      "color", "#000000ff"
    ),
    (
      "#save { color: red; } color: blue; } #label { color: green } #label { opacity: 0.5 }",
      "label",
      "opacity", "0.5"
    ),
    // Garbage at the top level takes the next rule with it, and no more.
    ("%%% #save { color: red } #save { opacity: 0.5 }", "save", "color", "#000000ff"),
    ("%%% #save { color: red } #save { opacity: 0.5 }", "save", "opacity", "0.5"),
    ("@@ ; !! #save { color: red } #label { color: blue }", "label", "color", "#0000ffff"),
    ("<!-- #save { color: red } -->", "save", "color", "#ff0000ff"),
    // Unknown at-rules are skipped with their block.
    ("@frobnicate x { #save { color: blue } } #save { opacity: 0.5 }", "save", "opacity", "0.5"),
    (
      "@frobnicate x { #save { color: blue } } #save { opacity: 0.5 }", "save", "color", "#000000ff"
    ),
    ("@charset \"utf-8\"; #save { color: red }", "save", "color", "#ff0000ff"),
    // A bad media query drops its block only.
    (
      "@media (width: red) { #save { color: blue } } #save { opacity: 0.5 }", "save", "opacity",
      "0.5"
    ),
    (
      "@media (width: red) { #save { color: blue } } #save { opacity: 0.5 }", "save", "color",
      "#000000ff"
    ),
    // A `$` line that is not a constant drops up to its `;` or through its block, no further.
    ("$x { color: red } #save { color: green }", "save", "color", "#008000ff"),
    ("$x red; #save { color: green }", "save", "color", "#008000ff"),
    // Constant errors drop only the declaration using them.
    ("#save { color: red; color: $nope; opacity: 0.5 }", "save", "color", "#ff0000ff"),
    // Comments anywhere.
    (
      "#save/* a */{/* b */color/* c */:/* d */red/* e */;// f\nopacity: 0.5}", "save", "color",
      "#ff0000ff"
    ),
    ("#save { // color: blue;\n  opacity: 0.5; }", "save", "color", "#000000ff"),
  ]

  @Test("what follows a broken part still applies", arguments: cases)
  func recovers(_ sheet: String, _ node: String, _ property: String, _ expected: String) throws {
    let resolved = try Language.resolve(sheet)
    #expect(resolved.value(property, of: node) == expected)
  }

  /// Raw bytes: invalid UTF-8 and NUL are repaired (U+FFFD), never fatal.
  static let rawCases: [([UInt8], String, String, String)] = [
    // A byte order mark (editors on Windows write one) is not part of the first selector.
    ([0xEF, 0xBB, 0xBF] + Array("#save { color: red }".utf8), "save", "color", "#ff0000ff"),
    // Two bad bytes become a type selector no element has: a harmless rule.
    (
      Array("#save { color: red; }".utf8) + [0xFF, 0xFE]
        + Array(" { } #label { color: blue }".utf8),
      "label", "color", "#0000ffff"
    ),
    (
      Array("#save { co".utf8) + [0xC3] + Array("lor: red; opacity: 0.5 }".utf8), "save", "opacity",
      "0.5"
    ),
    (
      Array("#save { color: red;".utf8) + [0x00] + Array(": x; opacity: 0.5 }".utf8), "save",
      "opacity", "0.5"
    ),
    (
      Array("/* ".utf8) + [0x80, 0x00, 0xED, 0xA0, 0x80] + Array(" */ #save { color: red }".utf8),
      "save", "color", "#ff0000ff"
    ),
    (
      Array("#save { background-image: image(\"".utf8) + [0xF0, 0x9F]
        + Array("\"); opacity: 0.5 }".utf8),
      "save", "background-image", "image(\"\u{FFFD}\")"
    ),
  ]

  @Test("invalid UTF-8 and NUL bytes are repaired", arguments: rawCases)
  func rawBytes(_ bytes: [UInt8], _ node: String, _ property: String, _ expected: String) throws {
    let sheet = try Stylesheet.load(contentsOf: "raw.skss", reader: FileReader { _ in bytes })
    let resolved = try Language.resolve([sheet])
    #expect(resolved.value(property, of: node) == expected)
  }

  @Test func brokenSheetReportsEveryProblemAndKeepsTheRest() throws {
    let sheet = """
      #save {
        color: red;
        colr: blue;
        background-color: ;
        padding-top: -4px;
        opacity: 0.5;
      }
      #label..x { color: blue; }
      #label { color: green
      """
    let resolved = try Language.resolve(sheet)
    #expect(resolved.value("color", of: "save") == "#ff0000ff")
    #expect(resolved.value("opacity", of: "save") == "0.5")
    #expect(resolved.value("padding-top", of: "save") == "0")
    #expect(!resolved.isDeclared("padding-top", of: "save"))
    #expect(resolved.value("color", of: "label") == "#008000ff")
    #expect(
      resolved.diagnostics.map(Language.summary) == [
        "unclosed-block@9:8", "unknown-property@3:3", "empty-value@4:20",
        "invalid-value@5:16", "invalid-selector@8:7",
      ])
  }

  /// A tree's items, one line each (nested items indented by two spaces): a rule as its
  /// prelude and its bytes, a declaration as its name and value, `@media` and `@layer` as
  /// their queries and names and their bytes — each as written.
  static func outline(_ items: [SyntaxNode], indent: String = "") -> [String] {
    items.flatMap { item -> [String] in
      let file = item.range.file
      func text(_ range: SourceRange) -> String { file?.text(in: range.bytes) ?? "" }
      let bytes = "\(item.range.bytes.lowerBound)..<\(item.range.bytes.upperBound)"
      switch item {
      case .rule(let rule):
        return [indent + "\(text(rule.preludeRange)) \(bytes)"]
          + outline(rule.items, indent: indent + "  ")
      case .declaration(let declaration):
        return [indent + "\(declaration.name): \(text(declaration.valueRange))"]
      case .media(let media):
        return [indent + "@media \(text(media.queryRange)) \(bytes)"]
          + outline(media.items, indent: indent + "  ")
      case .layer(let layer):
        let names = layer.names.map { $0.joined(separator: ".") }.joined(separator: ", ")
        return [indent + "@layer \(names) \(bytes)"]
          + outline(layer.items ?? [], indent: indent + "  ")
      default:
        return [indent + text(item.range)]
      }
    }
  }

  /// (sheet, its outline, its diagnostics as `id@line:column`): a `(`, `[` or function nests
  /// as CSS nests it wherever the parser skips or keeps component values — in an unknown
  /// at-rule's block or prelude, a value, a prelude — so a `}` inside one left open closes
  /// nothing, and what follows it stays inside (to the end of the file, if it is not closed).
  static let nestedBlocks: [(String, [String], [String])] = [
    // Found by the fuzzer: `e` was read as a rule after the `}` inside `(`.
    ("a{@m{{}(}}e", ["a 0..<11"], ["unknown-at-rule@1:3", "unclosed-block@1:2"]),
    ("a{@m{{}[}}e", ["a 0..<11"], ["unknown-at-rule@1:3", "unclosed-block@1:2"]),
    ("a{@m{{}f(}}e", ["a 0..<12"], ["unknown-at-rule@1:3", "unclosed-block@1:2"]),
    ("@m{(}}e{f:g}", [], ["unknown-at-rule@1:1"]),
    // Closed by its `)`, the `(` ends there, and the `}` after it ends the skipped block.
    (
      "a{@m{(}})}b:c}e{f:g}", ["a 0..<14", "  b: c", "e 14..<20", "  f: g"],
      ["unknown-at-rule@1:3"]
    ),
    ("a{@m{[}(])]}b:c}", ["a 0..<16", "  b: c"], ["unknown-at-rule@1:3"]),
    // A closer that is not the innermost one's closes nothing either: `]` inside `(`.
    ("a{@m{[}(])}b:c}", ["a 0..<15"], ["unknown-at-rule@1:3", "unclosed-block@1:2"]),
    // Inside known at-rules, and known at-rules inside the skipped block.
    (
      "@media pad{a{@m{(}}}b{c:d}}", ["@media pad 0..<27", "  a 11..<27"],
      ["unknown-at-rule@1:14", "unclosed-block@1:13", "unclosed-block@1:11"]
    ),
    (
      "@layer x{@m{@media pad{(}}}a{b:c}}", ["@layer x 0..<34"],
      ["unknown-at-rule@1:10", "unclosed-block@1:9"]
    ),
    // Blocks `@extend` and `@charset` should not have are skipped alike.
    (
      "a{@extend .x{(}}b:c}e{f:g}", ["a 0..<26"],
      ["invalid-extend@1:3", "unclosed-block@1:2"]
    ),
    ("@charset \"x\"{(}}a{b:c}", [], []),
    // An unknown at-rule's prelude.
    ("a{@m (}b{c:d}}e{f:g}", ["a 0..<20"], ["unknown-at-rule@1:3", "unclosed-block@1:2"]),
    // A value: the declaration takes everything to the end.
    ("a{b:c(;}d{e:f}", ["a 0..<14", "  b: c(;}d{e:f}"], ["unclosed-block@1:2"]),
    (
      "a{b:[;}d{e:f}]}g{h:i}", ["a 0..<15", "  b: [;}d{e:f}]", "g 15..<21", "  h: i"], []
    ),
    // An invalid declaration: dropped with everything after its `(`.
    (
      "a{b c(;}d{e:f}}g{h:i}", ["a 0..<21"],
      ["invalid-declaration@1:3", "unclosed-block@1:2"]
    ),
    // Preludes: a nested one, a top-level one, and a `[…]` holding a block.
    ("a{b(}{c:d}}e{f:g}", ["a 0..<17"], ["invalid-declaration@1:3", "unclosed-block@1:2"]),
    ("a(}{b:c}d{e:f}", [], ["unexpected-token@1:1"]),
    ("[x}{b:c}] d{e:f}", ["[x}{b:c}] d 0..<16", "  e: f"], []),
  ]

  @Test("a `}` inside an unclosed `(`, `[` or function closes nothing", arguments: nestedBlocks)
  func nestedBlocksAreSkippedAsCSSNestsThem(
    _ sheet: String, _ outline: [String], _ diagnostics: [String]
  ) {
    let tree = StylesheetParser.parse(sheet)
    #expect(Self.outline(tree.items) == outline)
    #expect(tree.diagnostics.map(Language.summary) == diagnostics)
    // Reading plain rules from their bytes changes nothing.
    let file = SourceFile(path: "nested.skss", text: sheet)
    #expect(
      SheetSyntax.parseInOrder(file) == SheetSyntax.parseInOrder(file, readingPlainRules: false))
  }

  @Test func lineCountingSurvivesEveryNewlineForm() throws {
    // LF, CR LF, lone CR and FF are each one line break; the bad value is on line 5.
    let sheet = "#save {\n  color: red;\r\n  opacity: 0.5;\r  padding-top: 2;\u{0C}  colr: x;\n}"
    let resolved = try Language.resolve(sheet)
    #expect(resolved.value("padding-top", of: "save") == "2")
    #expect(resolved.diagnostics.map(Language.summary) == ["unknown-property@5:3"])
  }
}
