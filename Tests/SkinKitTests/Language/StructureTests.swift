import SkinKit
import Testing

/// skss-language.md §2: nesting (`&` and implicit descendant, CSS Nesting's `:is()`
/// semantics), nested `@media`, `@layer` and `@extend`, as compiled rules.
@Suite("Language: nesting and at-rules")
struct StructureTests {
  /// The compiled rules of a sheet: (selector, specificity) in cascade order.
  static func rules(_ sheet: String) -> [(String, Specificity)] {
    StyleCascade(stylesheets: [Stylesheet.parse(sheet)]).rules.map {
      ($0.selector.description, $0.selector.specificity)
    }
  }

  static func spec(_ a: Int, _ b: Int, _ c: Int) -> Specificity {
    Specificity(ids: a, classes: b, types: c)
  }

  /// (sheet, the innermost rule's selector as compiled, its specificity).
  static let nested: [(String, String, Specificity)] = [
    ("Button.primary { &:highlighted { a: b } }", "Button.primary:highlighted", spec(0, 2, 1)),
    ("Button { & .x { a: b } }", "Button .x", spec(0, 1, 1)),
    ("Button { .x & { a: b } }", ".x :is(Button)", spec(0, 1, 1)),
    ("Button { > Label { a: b } }", "Button > Label", spec(0, 0, 2)),
    ("Button { + Label { a: b } }", "Button + Label", spec(0, 0, 2)),
    ("Panel { Label { a: b } }", "Panel Label", spec(0, 0, 2)),
    // With a list parent, `&` is `:is(list)`: the most specific entry counts for every match.
    ("Button.primary, #save { Label { a: b } }", ":is(Button.primary, #save) Label", spec(1, 0, 1)),
    ("Button, #save { &:selected { a: b } }", ":is(Button, #save):selected", spec(1, 1, 0)),
    ("A { B { C { a: b } } }", "A B C", spec(0, 0, 3)),
    // A top-level `&` is the root with no specificity (CSS Nesting §3.1, as Chromium reads it).
    ("& .x { a: b }", ":where(:root) .x", spec(0, 1, 0)),
    ("& { a: b }", ":where(:root)", spec(0, 0, 0)),
    ("&.on > Label { a: b }", ":where(:root).on > Label", spec(0, 1, 1)),
  ]

  @Test("nested selectors compile with CSS Nesting's meaning", arguments: nested)
  func nesting(_ sheet: String, _ selector: String, _ specificity: Specificity) throws {
    let compiled = Self.rules(sheet.replacingOccurrences(of: "a: b", with: "color: red"))
    let last = try #require(compiled.last)
    #expect(last.0 == selector)
    #expect(last.1 == specificity)
  }

  @Test func deeplyNestedSelectorListsCompileInLinearTime() {
    // Each level's parent is `:is(two selectors)` holding the level above: walking the
    // parent again at each level would take 2^12 steps here.
    let sheet =
      String(repeating: "a, b { ", count: 12) + "color: red;" + String(repeating: "}", count: 12)
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(sheet)])
    #expect(cascade.diagnostics.isEmpty)
    #expect(cascade.rules.count == 2)
    #expect(
      cascade.rules.map(\.selector.specificity) == [Self.spec(0, 0, 12), Self.spec(0, 0, 12)])
    #expect(cascade.rules.map(\.selector.subject.description) == ["a", "b"])
  }

  @Test func nestingPastTheExpansionLimitIsDroppedWithADiagnostic() {
    // Made absolute, level k of `a, b { … }` holds 2·(1 + level k−1's) simple selectors:
    // level 13 would hold 16,382, past the 10,000 allowed. It is dropped with everything
    // nested in it, and reported once, at its selector (7 characters a level).
    let sheet =
      "x { color: blue }\n" + String(repeating: "a, b { ", count: 64) + "color: red;"
      + String(repeating: "}", count: 64) + "\ny { color: green }"
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(sheet)])
    #expect(cascade.diagnostics.map(Language.summary) == ["expansion-too-large@2:85"])
    #expect(cascade.rules.map(\.selector.subject.description) == ["x", "y"])
  }

  @Test func declarationsAroundNestedRulesKeepTheirOrder() throws {
    // Declarations after a nested rule come after it in the cascade (CSS Nesting 2023).
    let resolved = try Language.resolve(
      "#save { color: red; & { color: blue; } color: green; }")
    #expect(resolved.value("color", of: "save") == "#008000ff")
  }

  @Test func nestedMediaAppliesOnlyWhereItMatches() throws {
    let sheet = "#save { color: red; @media pad { color: blue; } }"
    let phone = try Language.resolve(sheet)
    #expect(phone.value("color", of: "save") == "#ff0000ff")
    let pad = try Language.resolve(
      sheet, tree: #"{"environment": {"idiom": "pad"}, "root": {"type": "Button", "id": "save"}}"#)
    #expect(pad.value("color", of: "save") == "#0000ffff")
  }

  @Test func layersOrderBeforeSpecificity() throws {
    // Unlayered beats layered; later layers beat earlier ones, whatever the specificity.
    let sheet = """
      @layer base, theme;
      @layer theme { Button { color: blue; } }
      @layer base { #save.primary { color: red; opacity: 0.1; } }
      #save { opacity: 0.5; }
      """
    let resolved = try Language.resolve(sheet)
    #expect(resolved.value("color", of: "save") == "#0000ffff")
    #expect(resolved.value("opacity", of: "save") == "0.5")
    #expect(resolved.diagnostics.isEmpty)
  }

  @Test func extendMakesTheExtenderMatchTheTargetsRules() throws {
    let sheet = """
      .primary { color: red; }
      Window .primary { opacity: 0.5; }
      #cancel { @extend .primary; }
      """
    let resolved = try Language.resolve(sheet)
    #expect(resolved.value("color", of: "cancel") == "#ff0000ff")
    #expect(resolved.value("opacity", of: "cancel") == "0.5")
    #expect(resolved.value("color", of: "label") == "#000000ff")
  }

  @Test func importantBeatsSpecificity() throws {
    let resolved = try Language.resolve(
      "#save { color: red; } Button { color: blue !important; } #save { opacity: 0.2 ! IMPORTANT; } #save { opacity: 1 }"
    )
    #expect(resolved.value("color", of: "save") == "#0000ffff")
    #expect(resolved.value("opacity", of: "save") == "0.2")
  }
}
