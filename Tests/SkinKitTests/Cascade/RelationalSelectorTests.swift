import Foundation
import SkinKit
import Testing

/// `:has()` as Selectors 4 defines it and Chromium 156 reads it: parsing (unforgiving, not
/// inside itself, no pseudo-element), specificity, matching with each combinator a relative
/// selector starts with, and the restyles a change below or beside an anchor makes.
@Suite("Relational selectors (:has)")
struct RelationalSelectorTests {
  // MARK: Parsing

  @Test(
    "relative selectors print as written, with their specificity",
    arguments: [
      (".card:has(> Label.title)", ".card:has(> Label.title)", "(0,2,1)"),
      (":has(+ .a, ~ #b)", ":has(+ .a, ~ #b)", "(1,0,0)"),
      ("View:has(.a   Label)", "View:has(.a Label)", "(0,1,2)"),
      (":is(.a:has(Button)) :not(:has(.x .y))", ":is(.a:has(Button)) :not(:has(.x .y))", "(0,3,1)"),
      (":where(:has(#x))", ":where(:has(#x))", "(0,0,0)"),
      (":has(:is(:has(.a), .b))", ":has(:is(.b))", "(0,1,0)"),
    ])
  func parses(_ written: String, printed: String, specificity: String) throws {
    let list = try SelectorParser.parse(written, typeNames: .none)
    #expect(list.description == printed)
    #expect(list.selectors[0].specificity.description == specificity)
  }

  @Test(
    "an invalid :has() is invalid as a whole",
    arguments: [
      (".p:has(.x, :hovered)", "unknown-pseudo-class", 13),
      (".p:has()", "invalid-selector", 4),
      (".p:has(:has(.x))", "invalid-selector", 9),
      (".p:has(:not(:has(.x)))", "invalid-selector", 14),
      (".p:has(::before)", "invalid-selector", 8),
      (".p:has(.a,)", "invalid-selector", 11),
      (".p:has", "invalid-selector", 4),
    ])
  func rejects(_ written: String, id: String, column: Int) {
    #expect {
      try SelectorParser.parse(written, typeNames: .none)
    } throws: { error in
      guard let error = error as? SelectorError else { return false }
      return error.diagnostic.id.rawValue == id && error.diagnostic.range.start?.column == column
    }
  }

  @Test("an invalid :has() drops its rule with a diagnostic, and the rest of the sheet applies")
  func invalidDropsTheRule() throws {
    let sheet = Stylesheet.parse(
      """
      .p { opacity: 0.25 }
      .p:has(.x, ::after) { opacity: 0.5 }
      .p:is(:has(::after), .q) { opacity: 0.75 }
      """, path: "has.skss")
    #expect(
      sheet.diagnostics.map(\.description) == [
        "has.skss:2:12: error: a pseudo-element is not allowed inside a selector argument; the rule is dropped [invalid-selector]"
      ])
    let document = try TreeDocument.parse(
      #"{"type": "View", "classes": ["p", "q"], "children": [{"type": "Label", "classes": ["x"]}]}"#
    )
    let styles = document.resolve(with: StyleCascade(stylesheets: [sheet])).styles
    // The forgiving :is() drops its bad entry only: `.p:is(.q)` applies.
    #expect(styles[0].value(named: "opacity") == .number(0.75))
  }

  @Test("prebuilt skin data keeps :has() and its relative selectors")
  func prebuiltRoundTrip() throws {
    let sheet = Stylesheet.parse(
      ".card:has(> .badge, + .card, ~ Label .x) { opacity: 0.5 } :not(:has(*)) { opacity: 0.25 }")
    let parsed = StyleCascade(stylesheets: [sheet])
    let prebuilt = StyleCascade(prebuilt: try PrebuiltSkin(name: "Has", compiling: [sheet]))
    #expect(prebuilt.diagnostics.isEmpty)
    #expect(prebuilt.rules.map(\.selector) == parsed.rules.map(\.selector))
    #expect(
      prebuilt.rules.map(\.selector.description).sorted() == [
        ".card:has(> .badge, + .card, ~ Label .x)", ":not(:has(*))",
      ])
  }

  // MARK: Matching

  /// Resolves `css` over `tree` and returns each node's opacity, in document order.
  static func opacities(_ css: String, _ tree: String) throws -> [String] {
    let sheet = Stylesheet.parse(css)
    #expect(sheet.diagnostics.isEmpty, "\(sheet.diagnostics)")
    let document = try TreeDocument.parse(tree)
    return document.resolve(with: StyleCascade(stylesheets: [sheet])).styles.map { style in
      guard case .number(let opacity)? = style.value(named: "opacity") else { return "?" }
      return opacity == 1 ? "1" : String(opacity)
    }
  }

  /// `View#a` holding `Label.x` and `View.p > Label`; after it `Button.n`, `Label` (a window,
  /// a label and a button are views too).
  static let tree = #"""
    {"type": "Window", "children": [
      {"type": "View", "id": "a", "children": [
        {"type": "Label", "classes": ["x"]},
        {"type": "View", "classes": ["p"], "children": [{"type": "Label"}]}]},
      {"type": "Button", "classes": ["n"]},
      {"type": "Label"}]}
    """#

  @Test(
    "each combinator a relative selector starts with",
    arguments: [
      // Window, #a, Label.x, View.p, Label, Button.n, Label
      ("View:has(Label) { opacity: 0.5 }", "0.5 0.5 1 0.5 1 1 1"),
      ("View:has(> Label.x) { opacity: 0.5 }", "1 0.5 1 1 1 1 1"),
      ("*:has(> .p > Label) { opacity: 0.5 }", "1 0.5 1 1 1 1 1"),
      ("*:has(+ .n) { opacity: 0.5 }", "1 0.5 1 1 1 1 1"),
      ("*:has(+ Label) { opacity: 0.5 }", "1 1 1 1 1 0.5 1"),
      ("*:has(~ Label) { opacity: 0.5 }", "1 0.5 1 1 1 0.5 1"),
      ("*:has(~ Button Label) { opacity: 0.5 }", "1 1 1 1 1 1 1"),
      ("*:has(+ View .p) { opacity: 0.5 }", "1 1 1 1 1 1 1"),
      ("Label:has(+ View > Label) { opacity: 0.5 }", "1 1 0.5 1 1 1 1"),
      ("*:has(.x + .p) { opacity: 0.5 }", "0.5 0.5 1 1 1 1 1"),
      ("*:has(> .x ~ View Label) { opacity: 0.5 }", "1 0.5 1 1 1 1 1"),
      ("#a:has(.x) Label { opacity: 0.5 }", "1 1 0.5 1 0.5 1 1"),
      ("*:has(.x) + * { opacity: 0.5 }", "1 1 1 1 1 0.5 1"),
      (":not(:has(*)) { opacity: 0.5 }", "1 1 0.5 1 0.5 0.5 0.5"),
      ("View:is(:has(.p), .n) { opacity: 0.5 }", "0.5 0.5 1 1 1 0.5 1"),
      (":has(> Label:nth-child(2)) { opacity: 0.5 }", "1 1 1 1 1 1 1"),
      (":has(> View:nth-child(2)) { opacity: 0.5 }", "0.5 0.5 1 1 1 1 1"),
    ])
  func combinators(_ css: String, expected: String) throws {
    #expect(try Self.opacities(css, Self.tree).joined(separator: " ") == expected)
  }

  @Test("specificity is the most specific argument's")
  func specificityFight() throws {
    let css = """
      View:has(#deep, .x) { opacity: 0.5 }
      View.p:is(View) { opacity: 0.25 }
      #a:has(Label) { opacity: 0.75 }
      """
    // #a: `#a:has(Label)` (1,0,1) beats `View:has(#deep, .x)` (1,0,1) by order; .p: the
    // :has rule (1,0,1) needs a descendant #deep or .x, which it has not, so (0,1,2) applies.
    // The window is a View with a `.x` below.
    #expect(try Self.opacities(css, Self.tree).joined(separator: " ") == "0.5 0.75 1 0.25 1 1 1")
    let reversed = """
      #a:has(Label) { opacity: 0.75 }
      View:has(#deep, .x) { opacity: 0.5 }
      """
    #expect(try Self.opacities(reversed, Self.tree).joined(separator: " ") == "0.5 0.5 1 1 1 1 1")
  }

  @Test("nested: &:has() and a rule nested under :has()")
  func nesting() throws {
    let css = """
      View {
        &:has(> .x) { opacity: 0.5 }
        &:has(> Label) Label { opacity: 0.25 }
      }
      """
    #expect(
      try Self.opacities(css, Self.tree).joined(separator: " ") == "1 0.5 0.25 1 0.25 1 0.25")
  }

  // MARK: Restyling

  @Test("a child added with a class flips its parent's :has() style; removed, it flips back")
  func addingAndRemovingAChild() {
    let manager = StyleManager()
    let window = Window()
    let card = View(classes: ["card"])
    let other = View(classes: ["card"])
    window.addSubview(card)
    window.addSubview(other)
    manager.style(window)
    manager.activate(
      skin(".card:has(> .badge) { background-color: #ff0000 } .card:has(+ .card) { opacity: 0.5 }")
    )
    #expect(card.backgroundColor == .clear)
    #expect(card.alpha == 0.5)
    #expect(other.alpha == 1)

    let badge = Label(text: "3", classes: ["badge"])
    card.addSubview(badge)
    manager.updateStyles()
    #expect(card.backgroundColor == StyleColor(hex: "#ff0000"))
    #expect(other.backgroundColor == .clear)

    badge.removeFromSuperview()
    manager.updateStyles()
    #expect(card.backgroundColor == .clear)

    // A class gained deep below, and a sibling removed.
    let label = Label(text: "x")
    let inner = View()
    inner.addSubview(label)
    other.addSubview(inner)
    manager.updateStyles()
    label.addClass("badge")
    manager.updateStyles()
    #expect(other.backgroundColor == .clear)
    inner.removeFromSuperview()
    other.addSubview(label)
    manager.updateStyles()
    #expect(other.backgroundColor == StyleColor(hex: "#ff0000"))
    other.removeFromSuperview()
    manager.updateStyles()
    #expect(card.alpha == 1)
  }

  @Test("a declarative tree's contexts are computed before their children: :has() matches nothing")
  func contextsNeverMatch() throws {
    let skin = skin(".card:has(.x) { opacity: 0.5 } .card:not(:has(+ *)) { opacity: 0.25 }")
    let root = StyleContext(manager: StyleManager(skin: skin))
    let window = root.child(StyleContext.Child(type: "Window"))
    let cards = window.children([
      StyleContext.Child(type: "View", classes: ["card"]),
      StyleContext.Child(type: "View", classes: ["card"]),
    ])
    let labels = cards[0].children([
      StyleContext.Child(type: "Label", classes: ["x"], isLeaf: true)
    ])
    #expect(labels.count == 1)
    #expect(
      cards.map { $0.computedStyle?.value(named: "opacity") } == [.number(0.25), .number(0.25)])
  }

  @Test("a state change below an anchor restyles it and what is selected from it")
  func stateBelow() {
    let window = Window()
    let row = View(classes: ["row"])
    let button = Button(title: "Go")
    let caption = Label(text: "c")
    row.addSubview(button)
    window.addSubview(row)
    window.addSubview(caption)
    window.style(
      with: skin(
        ".row:has(:highlighted) { opacity: 0.5 } .row:has(:highlighted) + Label { color: #0000ff }"
      ))
    #expect(row.alpha == 1)
    button.state = [.highlighted]
    window.updateStyles()
    #expect(row.alpha == 0.5)
    #expect(caption.textColor == StyleColor(hex: "#0000ff"))
    button.state = []
    window.updateStyles()
    #expect(row.alpha == 1)
    #expect(caption.textColor == .black)
  }
}

/// Incremental restyles give, node for node, a full resolution's styles: a class added to or
/// removed from each node in turn, an identifier set, a state changed, and each node removed
/// and moved. What the suites for selectors that reach beyond an element (`:has()`,
/// `@scope`) run over their browser-checked cases.
enum RestyleEquivalence {
  static func dump(_ document: TreeDocument) -> [[String]] {
    OptimisationEquivalenceTests.dump(document.nodes.map { $0.computedStyle! })
  }

  static func full(_ document: TreeDocument, _ cascade: StyleCascade) -> [[String]] {
    OptimisationEquivalenceTests.dump(
      document.resolve(with: cascade, options: ResolutionOptions(caching: false)).styles)
  }

  /// Applies `change` to node `index` of a styled tree and updates it, and to a fresh copy
  /// resolved in full; the two must agree.
  static func expectSame(
    _ testCase: ConformanceCase, _ cascade: StyleCascade, node index: Int, _ what: String,
    _ change: (StyleNode) -> Void
  ) throws {
    let document = try TreeDocument.parse(testCase.tree, path: "tree.json")
    _ = document.resolve(with: cascade)
    change(document.nodes[index])
    document.root.updateStyles()
    let fresh = try TreeDocument.parse(testCase.tree, path: "tree.json")
    change(fresh.nodes[index])
    #expect(dump(document) == full(fresh, cascade), "\(testCase.name): \(what) on node \(index)")
  }

  /// Each node in turn: up to four of the case's classes toggled, `#target` set, the state
  /// set to highlighted.
  static func featureChanges(_ testCase: ConformanceCase) throws {
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(testCase.css, path: "case.css")])
    let classes = IncrementalRestyleTests.classes(in: testCase.css).prefix(4)
    let count = try TreeDocument.parse(testCase.tree, path: "tree.json").nodes.count
    for index in 0..<count {
      for name in classes {
        try expectSame(testCase, cascade, node: index, "toggle .\(name)") { node in
          if node.hasClass(name) { node.removeClass(name) } else { node.addClass(name) }
        }
      }
      try expectSame(testCase, cascade, node: index, "#target") { $0.identifier = "target" }
      try expectSame(testCase, cascade, node: index, ":highlighted") {
        $0.state = [.highlighted]
      }
    }
  }

  /// Each node but the root in turn: removed, and moved to the end of the root.
  static func structuralChanges(_ testCase: ConformanceCase) throws {
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(testCase.css, path: "case.css")])
    let count = try TreeDocument.parse(testCase.tree, path: "tree.json").nodes.count
    for index in 1..<count {
      try expectSame(testCase, cascade, node: index, "removed") { $0.removeFromParent() }
      try expectSame(testCase, cascade, node: index, "moved") { node in
        var root = node
        while let parent = root.parent { root = parent }
        node.removeFromParent()
        root.addChild(node)
      }
    }
  }
}

/// Incremental restyles under `:has()` sheets give, node for node, a full resolution's styles
/// (``RestyleEquivalence``).
@Suite("Incremental restyle under :has()")
struct RelationalRestyleTests {
  static let cases = ConformanceCase.all.filter { $0.css.contains(":has(") }

  @Test("the browser-checked :has() cases are there")
  func casesExist() {
    #expect(Self.cases.count >= 20)
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
