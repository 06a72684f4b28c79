import SkinKit
import Testing

/// `@scope` (TheLanguage.md): scoping roots and limits, proximity in the cascade, and the
/// tools that read the rule. Chromium's own answers are the `scope.json` fixture's.
@Suite("At-rules: @scope")
struct ScopeTests {
  /// A page with a card holding a nested card, whose slot holds a title; a title outside.
  static let tree = #"""
    {"type": "Panel", "classes": ["page"], "children": [
      {"type": "Box", "classes": ["card"], "children": [
        {"type": "Item", "classes": ["title"]},
        {"type": "Box", "classes": ["inner"], "children": [
          {"type": "Box", "classes": ["card"], "children": [
            {"type": "Item", "classes": ["title"]},
            {"type": "Box", "classes": ["slot"], "children": [
              {"type": "Item", "classes": ["title"]}]}]}]}]},
      {"type": "Item", "classes": ["title"]}]}
    """#

  /// The titles' colors, outer card's first, the one outside last.
  static func titles(_ sheet: String) throws -> [String] {
    let values = try Resolved.values("color", sheet: sheet, tree: Self.tree)
    return ["0/0/0", "0/0/1/0/0", "0/0/1/0/1/0", "0/1"].map { values[$0] ?? "-" }
  }

  static let red = "#ff0000ff"
  static let blue = "#0000ffff"
  static let black = "#000000ff"

  @Test("roots and limits: a rule applies from each root down to its limits, limits excluded")
  func rootsAndLimits() throws {
    #expect(
      try Self.titles("@scope (.card) { .title { color: red; } }")
        == [Self.red, Self.red, Self.red, Self.black])
    #expect(
      try Self.titles("@scope (.card) to (.slot) { .title { color: red; } }")
        == [Self.red, Self.red, Self.black, Self.black])
    #expect(
      try Self.titles("@scope (.card) to (:scope) { .title { color: red; } }")
        == [Self.black, Self.black, Self.black, Self.black])
  }

  @Test("proximity decides between equal specificities; specificity and layers before it")
  func proximity() throws {
    #expect(
      try Self.titles(
        "@scope (.card) { .title { color: red; } } @scope (.page) { .title { color: blue; } }")
        == [Self.red, Self.red, Self.red, Self.blue])
    #expect(
      try Self.titles(
        "@scope (.card) { .title { color: red; } } @scope (.page) { .title.title { color: blue; } }"
      ) == [Self.blue, Self.blue, Self.blue, Self.blue])
    #expect(
      try Self.titles(
        "@scope (.card) { .title { color: red !important; } } .title { color: blue !important; }"
      ) == [Self.red, Self.red, Self.red, Self.blue])
  }

  @Test("selectors in the block are relative to the root; :scope and & name it")
  func relativeSelectors() throws {
    #expect(
      try Self.titles("@scope (.card) { > .title { color: red; } }")
        == [Self.red, Self.red, Self.black, Self.black])
    #expect(
      try Self.titles("@scope (.card) { .page .title { color: red; } }")
        == [Self.black, Self.black, Self.black, Self.black])
    #expect(
      try Self.titles("@scope (.card) { .page :scope .title { color: red; } }")
        == [Self.red, Self.red, Self.red, Self.black])
    let cards = try Resolved.values(
      "color", sheet: "@scope (.card) { :scope { color: red; } & { color: blue; } }",
      tree: Self.tree)
    #expect(cards["0/0"] == Self.red)
  }

  @Test("the rules' selectors print with their @scope, for explanations")
  func selectorText() {
    let cascade = StyleCascade(
      stylesheets: [
        Stylesheet.parse("@scope (.card) to (.slot) { .title { opacity: 0.5; } }", path: "a.skss")
      ])
    #expect(cascade.rules.map(\.selectorText) == ["@scope (.card) to (.slot) { .title }"])
  }

  @Test("skss format keeps @scope, every token of it")
  func formatting() {
    let file = SourceFile(
      path: "a.skss", text: "@scope(.card)to (.slot){.title{opacity:1}}@scope{}")
    #expect(
      CanonicalFormat.format(file)
        == .formatted(
          "@scope (.card)to (.slot) {\n  .title {\n    opacity: 1;\n  }\n}\n\n@scope {\n}\n"))
  }

  @Test("prebuilt skin data refuses a sheet with @scope rather than drop its scopes")
  func prebuiltRefuses() {
    let sheet = Stylesheet.parse(
      ".i { opacity: 0.5; }\n@scope (.card) { .i { opacity: 1; } }", path: "t.skss")
    #expect {
      try PrebuiltSkin(name: "Theme", compiling: [sheet])
    } throws: { error in
      (error as? PrebuiltWriteError)?.description
        == "t.skss:2:1: error: @scope: prebuilt skin data does not hold @scope rules yet"
    }
  }

  // MARK: Restyling

  @Test("a class that makes an ancestor a root, or a limit, restyles what is below it")
  func rootsChange() {
    let window = Window()
    let card = View()
    let slot = View()
    let inside = Label(text: "in slot")
    let title = Label(text: "title")
    slot.addSubview(inside)
    card.addSubview(title)
    card.addSubview(slot)
    window.addSubview(card)
    window.style(with: skin("@scope (.card) to (.slot) { Label { color: #ff0000; } }"))
    #expect(title.textColor == .black)
    card.addClass("card")
    window.updateStyles()
    #expect(title.textColor == StyleColor(hex: "#ff0000"))
    #expect(inside.textColor == StyleColor(hex: "#ff0000"))
    slot.addClass("slot")
    window.updateStyles()
    #expect(inside.textColor == .black)
    #expect(title.textColor == StyleColor(hex: "#ff0000"))
    slot.removeClass("slot")
    window.updateStyles()
    #expect(inside.textColor == StyleColor(hex: "#ff0000"))
  }
}

/// Incremental restyles under `@scope` sheets give, node for node, a full resolution's
/// styles (``RestyleEquivalence``).
@Suite("Incremental restyle under @scope")
struct ScopeRestyleTests {
  static let cases = ConformanceCase.all.filter {
    $0.css.contains("@scope") || $0.css.contains(":scope")
  }

  @Test("the browser-checked @scope cases are there")
  func casesExist() {
    #expect(Self.cases.count >= 19)
  }

  @Test("class, identifier and state changes on every node", arguments: cases)
  func featureChanges(_ testCase: ConformanceCase) throws {
    try RestyleEquivalence.featureChanges(testCase)
  }

  @Test("every node but the root removed, and moved to the end of the root", arguments: cases)
  func structuralChanges(_ testCase: ConformanceCase) throws {
    try RestyleEquivalence.structuralChanges(testCase)
  }
}
