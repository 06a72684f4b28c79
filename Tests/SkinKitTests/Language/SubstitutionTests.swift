import SkinKit
import Testing

/// skss-language.md §6: `$name` constants, `var()` and CSS's range rules, checked through
/// resolution (a ``StyleCascade`` over ``Language/standardTree``).
@Suite("Language: constants, var() and range rules")
struct SubstitutionTests {
  // MARK: $constants

  @Test func constantIsSubstitutedWhereUsed() throws {
    let resolved = try Language.resolve("$accent: #ff0000;\n#save { color: $accent; }")
    #expect(resolved.value("color", of: "save") == "#ff0000ff")
    #expect(resolved.diagnostics.isEmpty)
  }

  @Test func constantMayReferenceOneDefinedBeforeIt() throws {
    // lighten(#800000, 20%) = #e60000 (see ColorTests).
    let resolved = try Language.resolve(
      "$base: #800000;\n$light: lighten($base, 20%);\n#save { color: $light; }")
    #expect(resolved.value("color", of: "save") == "#e60000ff")
    #expect(resolved.diagnostics.isEmpty)
  }

  @Test func constantMayExpandToSeveralComponents() throws {
    let resolved = try Language.resolve("$pad: 4 8;\n#save { padding: $pad; }")
    #expect(resolved.value("padding-top", of: "save") == "4")
    #expect(resolved.value("padding-right", of: "save") == "8")
    #expect(resolved.value("padding-bottom", of: "save") == "4")
    #expect(resolved.value("padding-left", of: "save") == "8")
  }

  @Test func constantUsedBeforeItsDefinitionDropsTheDeclaration() throws {
    let resolved = try Language.resolve(
      "#save {\n  color: blue;\n  color: $late;\n}\n$late: red;\n#cancel { color: $late; }")
    #expect(resolved.value("color", of: "save") == "#0000ffff")
    #expect(resolved.value("color", of: "cancel") == "#ff0000ff")
    #expect(resolved.diagnostics.map(Language.summary) == ["undefined-constant@3:10"])
  }

  @Test func undefinedConstantDropsTheDeclaration() throws {
    let resolved = try Language.resolve("#save { color: blue; color: darken($nope, 10%); }")
    #expect(resolved.value("color", of: "save") == "#0000ffff")
    #expect(resolved.diagnostics.map(Language.summary) == ["undefined-constant@1:36"])
  }

  @Test func injectedConstantOverridesTheSheets() throws {
    let sheet = "$accent: red;\n#save { color: $accent; }\n#cancel { color: $brand; }"
    let resolved = try Language.resolve(
      sheet, constants: ["accent": "green", "$brand": "#123456"])
    #expect(resolved.value("color", of: "save") == "#008000ff")
    #expect(resolved.value("color", of: "cancel") == "#123456ff")
    #expect(resolved.diagnostics.isEmpty)
  }

  @Test func injectedConstantFeedsTheSheetsOwnConstants() throws {
    let resolved = try Language.resolve(
      "$accent: red;\n$pressed: darken($accent, 20%);\n#save { color: $pressed; }",
      constants: ["accent": "#ff0000"])
    #expect(resolved.value("color", of: "save") == "#990000ff")
  }

  @Test func selfReferentialConstantIsACycle() throws {
    let resolved = try Language.resolve("$a: lighten($a, 10%);\n#save { color: blue; color: $a; }")
    #expect(resolved.value("color", of: "save") == "#0000ffff")
    #expect(
      resolved.diagnostics.map(Language.summary) == [
        "constant-cycle@1:5", "undefined-constant@2:29",
      ])
  }

  @Test func redefinitionMayBuildOnThePreviousValue() throws {
    let resolved = try Language.resolve("$a: red;\n$a: darken($a, 20%);\n#save { color: $a; }")
    #expect(resolved.value("color", of: "save") == "#990000ff")
    #expect(resolved.diagnostics.isEmpty)
  }

  @Test func constantInsideABlockIsIgnoredWithAWarning() throws {
    let resolved = try Language.resolve("#save {\n  $x: red;\n  color: blue;\n}")
    #expect(resolved.value("color", of: "save") == "#0000ffff")
    #expect(resolved.diagnostics.map(Language.summary) == ["constant-not-top-level@2:3"])
    #expect(resolved.diagnostics[0].severity == .warning)
  }

  @Test func constantInAMediaQuery() throws {
    let tree = """
      {"environment": {"width": 700, "height": 400}, "root": {"type": "Button", "id": "save"}}
      """
    let resolved = try Language.resolve(
      "$wide: 600;\n@media (min-width: $wide) { #save { color: red; } }", tree: tree)
    #expect(resolved.value("color", of: "save") == "#ff0000ff")
  }

  // MARK: var()

  @Test func customPropertyInheritsAndIsReadWithVar() throws {
    let resolved = try Language.resolve(
      "#panel { --accent: red; }\n#save { color: var(--accent); }")
    #expect(resolved.value("color", of: "save") == "#ff0000ff")
    #expect(resolved.diagnostics.isEmpty)
  }

  @Test func varFallbackAppliesWhenThePropertyIsMissing() throws {
    let resolved = try Language.resolve(
      "#save { color: var(--missing, blue); }\n#label { color: var(--a, var(--b, #0f0)); }")
    #expect(resolved.value("color", of: "save") == "#0000ffff")
    #expect(resolved.value("color", of: "label") == "#00ff00ff")
  }

  @Test func varWithoutFallbackIsInvalidAtComputedValueTime() throws {
    // color inherits, so the declaration behaves as unset: the parent's green.
    let resolved = try Language.resolve(
      "#panel { color: green; }\n#save { color: red; }\n#save { color: var(--missing); }")
    #expect(resolved.value("color", of: "save") == "#008000ff")
    #expect(resolved.diagnostics.map(Language.summary) == ["invalid-at-computed-time@3:9"])
  }

  /// A custom property's CSS-wide keywords (any case): `inherit` and `unset` take the
  /// parent's value (custom properties inherit), `initial` leaves it unset — beside values
  /// that name others, which see the keyword's outcome.
  @Test func cssWideKeywordsOnCustomProperties() throws {
    let resolved = try Language.resolve(
      """
      #panel { --a: red; --b: blue; --c: green; }
      #save { --a: INHERIT; --b: initial; --c: unset; --d: var(--a); --e: 4px;
        color: var(--b, black); background-color: var(--d); }
      """)
    let save = resolved.resolution.styles[3]
    #expect(save.customProperty("--a")?.map(\.value) == ["red"])
    #expect(save.customProperty("--b") == nil)
    #expect(save.customProperty("--c")?.map(\.value) == ["green"])
    #expect(save.customProperty("--d")?.map(\.value) == ["red"])
    #expect(save.customProperty("--e")?.count == 1)
    #expect(resolved.value("color", of: "save") == "#000000ff")
    #expect(resolved.value("background-color", of: "save") == "#ff0000ff")
    #expect(resolved.diagnostics.isEmpty)
  }

  @Test func customPropertyCycleMakesBothInvalid() throws {
    let resolved = try Language.resolve(
      "#save {\n  --a: var(--b);\n  --b: var(--a);\n  color: var(--a, red);\n}")
    #expect(resolved.value("color", of: "save") == "#ff0000ff")
    #expect(resolved.resolution.styles[3].customProperty("--a") == nil)
    #expect(resolved.diagnostics.map(\.id).contains(.customPropertyCycle))
  }

  /// Every member of a cycle is invalid, whichever the cycle is entered from and whatever
  /// fallbacks its members have (found by the differential check against Chromium).
  @Test(arguments: [
    "#save {\n  --a: var(--b, blue);\n  --b: var(--a);\n  color: var(--a, red);\n}",
    "#save {\n  --b: var(--a);\n  --a: var(--b, blue);\n  color: var(--a, red);\n}",
    "#save {\n  --a: var(--c, blue);\n  --b: var(--a);\n  --c: var(--b);\n  color: var(--a, red);\n}",
  ])
  func everyMemberOfACycleIsInvalid(_ sheet: String) throws {
    let resolved = try Language.resolve(sheet)
    #expect(resolved.value("color", of: "save") == "#ff0000ff")
    for name in ["--a", "--b"] {
      #expect(resolved.resolution.styles[3].customProperty(name) == nil, "\(name)")
    }
    #expect(resolved.diagnostics.map(\.id).contains(.customPropertyCycle))
  }

  /// A property that only refers to a cycle is not in it: its fallback applies.
  @Test func aPropertyNamingACycleTakesItsFallback() throws {
    let resolved = try Language.resolve(
      "#save {\n  --a: var(--b);\n  --b: var(--a);\n  --c: var(--a, green);\n  color: var(--c);\n}")
    #expect(resolved.value("color", of: "save") == "#008000ff")
  }

  @Test func varInsideFunctionsAndShorthands() throws {
    let resolved = try Language.resolve(
      """
      #panel { --r: 255; --pad: 4 8; }
      #save { color: rgb(var(--r) 0 0); padding: var(--pad); }
      """)
    #expect(resolved.value("color", of: "save") == "#ff0000ff")
    #expect(resolved.value("padding-top", of: "save") == "4")
    #expect(resolved.value("padding-left", of: "save") == "8")
  }

  @Test func customPropertyNamesAreCaseSensitive() throws {
    let resolved = try Language.resolve("#save { --Accent: red; color: var(--accent, blue); }")
    #expect(resolved.value("color", of: "save") == "#0000ffff")
  }

  @Test func constantsReachCustomProperties() throws {
    let resolved = try Language.resolve("$c: red;\n#save { --a: $c; color: var(--a); }")
    #expect(resolved.value("color", of: "save") == "#ff0000ff")
  }

  // MARK: CSS range rules, through the cascade

  /// (declarations on #save, property, computed value): a rejected value leaves the earlier
  /// declaration in force; a clamped one applies clamped.
  static let ranges: [(String, String, String)] = [
    ("opacity: 1.5;", "opacity", "1"),
    ("opacity: -2;", "opacity", "0"),
    ("alpha: 0.5; alpha: 150%;", "opacity", "1"),
    ("padding-top: 4px; padding-top: -4px;", "padding-top", "4"),
    ("padding: 2; padding: 1 -1;", "padding-right", "2"),
    ("font-weight: 700; font-weight: 1001;", "font-weight", "700"),
    ("font-weight: 700; font-weight: 0;", "font-weight", "700"),
    ("font-weight: bold; font-weight: 1000;", "font-weight", "1000"),
    ("border-width: 2; border-width: -1;", "border-width", "2"),
    ("border-radius: 2; border-radius: 2 4;", "border-radius", "2"),
    ("color: red; color: 12px;", "color", "#ff0000ff"),
    ("number-of-lines: 2; number-of-lines: -1;", "number-of-lines", "2"),
    ("padding-top: calc(2px - 10px);", "padding-top", "0"),
    ("shadow-opacity: 7;", "shadow-opacity", "1"),
  ]

  @Test("CSS clamps or rejects out-of-range values", arguments: ranges)
  func range(_ declarations: String, _ property: String, _ expected: String) throws {
    let resolved = try Language.resolve("#save { \(declarations) }")
    #expect(resolved.value(property, of: "save") == expected)
  }

  @Test func relativeLengthsComputeAgainstTheFontSize() throws {
    let resolved = try Language.resolve(
      "#panel { font-size: 20; }\n#save { padding-top: 1.5em; font-size: 150%; }\n#label { padding-left: 2rem; }"
    )
    // em on padding uses the node's own computed font size (150% of 20 = 30).
    #expect(resolved.value("font-size", of: "save") == "30")
    #expect(resolved.value("padding-top", of: "save") == "45")
    // rem uses the root's font size (16, the initial value).
    #expect(resolved.value("padding-left", of: "label") == "32")
  }
}
