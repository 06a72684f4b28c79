import Foundation
import SkinKit
import Testing

/// A design-token theme in miniature: a palette on the root, redefined under `.theme-dark`
/// and in part under `.local`; rules that use it through `var()` with and without
/// fallbacks, through chains, as `em` lengths and `currentcolor`, and wrongly (a length
/// for a color) — and a tree drawn from a fixed seed.
enum TokenTheme {
  static let sheet = """
    :root { --c0: #102030; --c1: #203040; --c2: #304050; --c3: #405060; --s0: 4px;
      --s1: 6px; --s2: 14px; --e0: 1.5em; --cur: currentcolor; --bad: 12px;
      --chain: var(--c1) }
    .theme-dark { --c0: #f0e0d0; --c1: #e0d0c0; --c2: #d0c0b0; --s0: 5px }
    .local { --c3: #abcdef; --s1: 2em }
    Label { color: var(--c0); padding-top: var(--s0) }
    .a { background-color: var(--c1, red) }
    .b Label { font-size: var(--s2) }
    .c { border-color: var(--cur) }
    Button { padding-left: var(--e0) }
    .d { color: var(--bad) }
    .e { color: var(--missing, var(--c2)) }
    View > .a { opacity: 0.5 }
    Switch { color: var(--chain); padding-right: var(--s1) }
    .f { --c2: var(--c3) }
    .g { font-size: 1.2em; padding-bottom: var(--s1) }
    .theme-dark .b { background-color: var(--c3) }
    """

  /// A wide tree from a seed: a `Window`, `sections` sections of 25 rows of 10 cells, each
  /// node of a random type with up to two random classes (11,041 nodes for 40 sections).
  static func wideTree(sections: Int = 40, seed: UInt64 = 0x51DE) -> String {
    var seed = seed
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    func node(_ children: [String]) -> String {
      let type = ["View", "Label", "Button", "Switch"][next(4)]
      let names = ["a", "b", "c", "d", "e", "f", "g", "local"]
      let classes = (0..<next(3)).map { _ in "\"\(names[next(names.count)])\"" }
      var fields = [#""type": "\#(type)""#, #""classes": [\#(classes.joined(separator: ","))]"#]
      if !children.isEmpty { fields.append(#""children": [\#(children.joined(separator: ","))]"#) }
      return "{" + fields.joined(separator: ", ") + "}"
    }
    let body = (0..<sections).map { _ in
      node((0..<25).map { _ in node((0..<10).map { _ in node([]) }) })
    }
    return #"{"type": "Window", "children": [\#(body.joined(separator: ","))]}"#
  }

  /// A tree of about `count` nodes under a `Window`, three levels of fan-out from a seed.
  static func tree(count: Int = 400, seed: UInt64 = 0x70C3) -> String {
    var seed = seed
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    var made = 1
    func node(_ depth: Int) -> String {
      made += 1
      let type = ["View", "Label", "Button", "Switch"][next(4)]
      var fields = [#""type": "\#(type)""#]
      let names = ["a", "b", "c", "d", "e", "f", "g", "local"]
      let classes = (0..<next(3)).map { _ in names[next(names.count)] }
      if !classes.isEmpty {
        fields.append(#""classes": [\#(classes.map { "\"\($0)\"" }.joined(separator: ","))]"#)
      }
      let children = depth < 4 && made < count ? next(5) : 0
      if children > 0 {
        let list = (0..<children).map { _ in node(depth + 1) }.joined(separator: ",")
        fields.append(#""children": [\#(list)]"#)
      }
      return "{" + fields.joined(separator: ", ") + "}"
    }
    let groups = (0..<12).map { _ in node(1) }.joined(separator: ",")
    return #"{"type": "Window", "classes": ["app"], "children": [\#(groups)]}"#
  }
}

/// Every cache and sharing scheme of the resolver must give what resolving every node in
/// full gives: shared = unshared, node by node and across workers.
@Suite("Caches change no result")
struct CacheEquivalenceTests {
  typealias Dump = [[String]]

  /// Every node of the document recomputed through the one engine, with what the caches
  /// did.
  static func resolve(
    _ cascade: StyleCascade, _ document: TreeDocument, workers: Int, caching: Bool
  ) -> (styles: [ComputedStyle], diagnostics: [String], statistics: ResolutionStatistics) {
    let pass = KeptCacheTests.pass(cascade, document, workers: workers, caching: caching)
    return (pass.styles, pass.diagnostics, pass.statistics)
  }

  static func expectSame(css: String, tree: Data, _ comment: String) throws {
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(css, path: "case.css")])
    let document = try TreeDocument.parse(tree, path: "tree.json")
    let full = resolve(cascade, document, workers: 1, caching: false)
    for workers in [1, 2] {
      let cached = resolve(cascade, document, workers: workers, caching: true)
      #expect(
        OptimisationEquivalenceTests.dump(cached.styles)
          == OptimisationEquivalenceTests.dump(full.styles), "\(comment), \(workers) workers")
      #expect(cached.diagnostics == full.diagnostics, "\(comment), \(workers) workers")
    }
  }

  @Test("cached styles equal fully resolved ones", arguments: ConformanceCase.all)
  func conformanceCases(_ testCase: ConformanceCase) throws {
    try Self.expectSame(css: testCase.css, tree: testCase.tree, testCase.name)
  }

  @Test("cached styles equal fully resolved ones under a design-token theme")
  func tokenTheme() throws {
    for seed: UInt64 in [1, 2, 3] {
      try Self.expectSame(
        css: TokenTheme.sheet, tree: Data(TokenTheme.tree(seed: seed).utf8), "seed \(seed)")
    }
  }

  @Test("hundreds of custom property sets, met in turn, substitute as a full resolution does")
  func manyCustomPropertySets() throws {
    // 300 classes, each its own --tone; the rows alternate between them, so every node's set
    // differs from the last one substituted under.
    let rules = (0..<300).map { ".k\($0) { --tone: #\(String(format: "%06x", $0 * 4099)) }" }
    let css =
      rules.joined(separator: "\n")
      + "\nLabel { color: var(--tone); padding-top: var(--gap, 3px) } :root { --gap: 5px }"
    let rows = (0..<600).map { index in
      #"{"type": "View", "classes": ["k\#((index * 7) % 300)"], "children": [{"type": "Label"}]}"#
    }
    let tree = #"{"type": "Window", "children": [\#(rows.joined(separator: ","))]}"#
    try Self.expectSame(css: css, tree: Data(tree.utf8), "300 sets")
  }

  @Test("a style sharing cache that fills up and starts again changes no result")
  func boundedSharingCache() throws {
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(TokenTheme.sheet)])
    let document = try TreeDocument.parse(TokenTheme.wideTree())
    let full = Self.resolve(cascade, document, workers: 1, caching: false)
    #expect(full.styles.count == 11_041)
    for workers in [1, 2] {
      let cached = Self.resolve(cascade, document, workers: workers, caching: true)
      #expect(
        OptimisationEquivalenceTests.dump(cached.styles)
          == OptimisationEquivalenceTests.dump(full.styles), "\(workers) workers")
      // Every node not given a shared style is stored in the sharing cache: more than it
      // keeps at once, so it emptied and filled again during the pass (on one worker).
      let stored = cached.statistics.cascaded + cached.statistics.matchedPropertiesHits
      if workers == 1 { #expect(stored > StyleCascade.sharingLimit) }
      #expect(cached.statistics.sharedStyles > 0)
      #expect(stored + cached.statistics.sharedStyles == full.styles.count)
    }
  }

  @Test("a theme toggle restyled from cached styles equals a full resolution")
  func tokenThemeToggle() throws {
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(TokenTheme.sheet)])
    let themed = try TreeDocument.parse(TokenTheme.tree())
    themed.root.addClass("theme-dark")
    let full = Self.resolve(cascade, themed, workers: 1, caching: false)
    for workers in [1, 2] {
      let document = try TreeDocument.parse(TokenTheme.tree())
      _ = document.resolve(with: cascade, options: ResolutionOptions(workers: workers))
      document.root.addClass("theme-dark")
      let report = document.root.updateStyles()
      #expect(
        OptimisationEquivalenceTests.dump(document.nodes.map { $0.computedStyle! })
          == OptimisationEquivalenceTests.dump(full.styles), "\(workers) workers")
      // The palette changed on the root: every node inherits new custom properties.
      #expect(report.recomputedNodes == full.styles.count)
    }
  }

  @Test("nodes reuse values computed through var() under the same custom properties")
  func customPropertyValuesAreReused() throws {
    let cascade = StyleCascade(stylesheets: [
      Stylesheet.parse(
        """
        :root { --ink: #112233; --gap: 3px }
        .p { padding-top: 1px } .q { padding-top: 2px }
        .local { --ink: #445566 }
        Label { color: var(--ink); padding-left: var(--gap) }
        """)
    ])
    let labels = #"[{"type": "Label"}, {"type": "Label"}, {"type": "Label"}]"#
    let document = try TreeDocument.parse(
      #"""
      {"type": "Window", "children": [
        {"type": "View", "classes": ["p"], "children": \#(labels)},
        {"type": "View", "classes": ["q"], "children": \#(labels)},
        {"type": "View", "classes": ["q", "local"], "children": \#(labels)}]}
      """#)
    let cached = Self.resolve(cascade, document, workers: 1, caching: true)
    let full = Self.resolve(cascade, document, workers: 1, caching: false)
    #expect(
      OptimisationEquivalenceTests.dump(cached.styles)
        == OptimisationEquivalenceTests.dump(full.styles))
    // Cascaded: the root, the three views, the first label under .p, and the first under
    // .q.local (new custom properties). The first label under .q has another parent style
    // but the same custom properties: its values come from the matched-properties cache.
    // The other two labels under each view share the first one's style.
    #expect(cached.statistics.cascaded == 6)
    #expect(cached.statistics.matchedPropertiesHits == 1)
    #expect(cached.statistics.sharedStyles == 6)
    // The root's set and .local's: every other node holds one of them.
    #expect(cached.statistics.customPropertySetsMade == 2)
    #expect(full.statistics.cascaded == 13)
    #expect(cached.styles[10].value(named: "color").map { "\($0)" } == "#445566ff")
  }
}
