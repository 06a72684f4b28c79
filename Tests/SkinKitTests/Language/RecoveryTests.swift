import SkinKit
import Testing

/// skss-language.md §7: the parser recovers as CSS does, and what survives still applies —
/// checked through resolution over ``Language/standardTree``.
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

  @Test func lineCountingSurvivesEveryNewlineForm() throws {
    // LF, CR LF, lone CR and FF are each one line break; the bad value is on line 5.
    let sheet = "#save {\n  color: red;\r\n  opacity: 0.5;\r  padding-top: 2;\u{0C}  colr: x;\n}"
    let resolved = try Language.resolve(sheet)
    #expect(resolved.value("padding-top", of: "save") == "2")
    #expect(resolved.diagnostics.map(Language.summary) == ["unknown-property@5:3"])
  }
}
