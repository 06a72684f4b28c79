import Foundation
import SkinKit
import Testing

/// Each optimisation of the resolver must change no result. These tests run the optimised
/// paths and plain ones side by side over every browser-checked case and demand equality.
@Suite("Optimisations change no result")
struct OptimisationEquivalenceTests {
  /// Every value of every property of the cascade's table, which of them came from a
  /// declaration (what `skss resolve` lists), and every custom property, per node.
  static func dump(_ styles: [ComputedStyle]) -> [[String]] {
    styles.map { style in
      ["declared: \(style.declaredProperties.map { style.table[$0].name })"]
        + style.table.definitions.map { "\($0.name)=\(style.value($0.id))" }
        + style.customProperties.keys.sorted().map {
          "\($0)=\(TokenPrinter.print(style.customProperty($0) ?? []))"
        }
    }
  }

  /// The case's styles from `cascade` (compared resolutions share one cascade).
  static func resolve(_ testCase: ConformanceCase, cascade: StyleCascade, workers: Int?) throws
    -> [ComputedStyle]
  {
    let document = try TreeDocument.parse(testCase.tree, path: "tree.json")
    return document.resolve(with: cascade, options: ResolutionOptions(workers: workers)).styles
  }

  @Test("parallel resolution gives the single-threaded styles", arguments: ConformanceCase.all)
  func parallelMatchesSequential(_ testCase: ConformanceCase) throws {
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(testCase.css, path: "case.css")])
    let sequential = Self.dump(try Self.resolve(testCase, cascade: cascade, workers: 1))
    for workers in [2, 3] {
      #expect(
        Self.dump(try Self.resolve(testCase, cascade: cascade, workers: workers)) == sequential)
    }
  }

  @Test(
    "compiled selectors over a snapshot match exactly what the general matcher matches",
    arguments: ConformanceCase.all)
  func compiledMatchesGeneral(_ testCase: ConformanceCase) throws {
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(testCase.css, path: "case.css")])
    let document = try TreeDocument.parse(testCase.tree, path: "tree.json")
    let snapshot = TreeSnapshot(subtree: document.root)
    var compiled = CompiledSelectors()
    for rule in cascade.rules { compiled.append(rule.selector) }
    let matcher = ProgramMatcher(
      selectors: compiled.frozen(), snapshot: snapshot, environment: document.environment)
    let general = NodeMatcher(environment: document.environment)
    for node in snapshot.subtree {
      for (index, rule) in cascade.rules.enumerated() {
        let general = general.matches(rule.selector, snapshot.node(node))
        #expect(
          matcher.matches(index, node) == general,
          "\(rule.selector) on \(snapshot.elements[node].stylePath)")
      }
    }
  }

  /// Selectors whose answers a ``SiblingCache`` remembers, alone and nested in one another.
  static let siblingSelectors = [
    ":nth-child(2n+1 of .a)", ":nth-last-child(-n+3 of .b, Label)", ":nth-of-type(3n)",
    ":nth-last-of-type(2)", ":first-of-type", ":last-of-type", ":only-of-type",
    ".a ~ Label", ".a ~ .b ~ Switch", "#x ~ *", ".b ~ :nth-of-type(odd)", ":highlighted ~ .a",
    ":not(:nth-child(3n of .a)) ~ .b", ":is(.a ~ .b) + Label", ".a + .b ~ Label",
    ":nth-child(even of :nth-of-type(2n))", "View > .a ~ Label > Switch", ":last-of-type ~ .b",
    ":nth-child(1 of .missing)", ".missing ~ Label", ":where(.b ~ Label):nth-last-of-type(3n+1)",
  ]

  /// A root with 3 groups of 40 to 80 children (one in 8 with 1 to 3 children of its own),
  /// types, classes, ids and states drawn from a fixed seed.
  static func siblingTree() -> String {
    var seed: UInt64 = 0x5EED
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    func node(_ depth: Int) -> String {
      var fields = [#""type": "\#(["Label", "Switch", "View", "Button"][next(4)])""#]
      let classes = [["a"], ["b"], ["a", "b"], []][next(4)]
      if !classes.isEmpty {
        fields.append(#""classes": [\#(classes.map { "\"\($0)\"" }.joined(separator: ","))]"#)
      }
      if next(20) == 0 { fields.append(#""id": "x""#) }
      if next(6) == 0 { fields.append(#""state": ["highlighted"]"#) }
      let count =
        switch depth {
        case 0: 3
        case 1: 40 + next(41)
        case 2: next(8) == 0 ? 1 + next(3) : 0
        default: 0
        }
      if count > 0 {
        let children = (0..<count).map { _ in node(depth + 1) }.joined(separator: ",")
        fields.append(#""children": [\#(children)]"#)
      }
      return "{" + fields.joined(separator: ", ") + "}"
    }
    return node(0)
  }

  @Test("remembered sibling positions and scans match what walking the siblings finds")
  func siblingCacheMatchesWalking() throws {
    let document = try TreeDocument.parse(Self.siblingTree())
    let snapshot = TreeSnapshot(subtree: document.root)
    #expect(snapshot.subtree.count > 150)
    let selectors = try Self.siblingSelectors.map {
      try SelectorParser.parse($0, typeNames: BuiltInTypes.typeNames).selectors[0]
    }
    var compiled = CompiledSelectors()
    for selector in selectors { compiled.append(selector) }
    let table = compiled.frozen()
    let environment = document.environment
    let walking = ProgramMatcher(selectors: table, snapshot: snapshot, environment: environment)
    let remembering = ProgramMatcher(
      selectors: table, snapshot: snapshot, environment: environment,
      siblingCache: SiblingCache())
    let plain = NodeMatcher(environment: environment)
    let cached = NodeMatcher(environment: environment, siblingCache: SiblingCache())
    var matches = [Int](repeating: 0, count: selectors.count)
    for node in snapshot.subtree {
      let element = snapshot.elements[node]
      for (index, selector) in selectors.enumerated() {
        let expected = walking.matches(index, node)
        if expected { matches[index] += 1 }
        #expect(remembering.matches(index, node) == expected, "\(selector) on \(element.stylePath)")
        #expect(
          plain.matches(selector, snapshot.node(node)) == expected,
          "\(selector) on \(element.stylePath)")
        #expect(
          cached.matches(selector, snapshot.node(node)) == expected,
          "\(selector) on \(element.stylePath) (remembered)")
      }
    }
    // Every selector but the two about `.missing` selects some nodes and leaves others.
    for (index, count) in matches.enumerated() {
      let missing = Self.siblingSelectors[index].contains("missing")
      #expect(
        missing ? count == 0 : (count > 0 && count < snapshot.subtree.count),
        "\(Self.siblingSelectors[index]) matched \(count)")
    }
  }

  @Test("every node restyled alone (its context snapshotted around it) keeps the tree's style")
  func singleNodesMatchTheTreePass() throws {
    for testCase in ConformanceCase.all.prefix(120) {
      let cascade = StyleCascade(stylesheets: [Stylesheet.parse(testCase.css, path: "case.css")])
      let document = try TreeDocument.parse(testCase.tree, path: "tree.json")
      let resolution = document.resolve(with: cascade)
      for (node, style) in zip(resolution.nodes, resolution.styles) {
        node.setNeedsStyleUpdate()
        let report = node.updateStyles()
        #expect(report.recomputedNodes >= 1, "\(testCase.name) \(node.stylePath)")
        #expect(
          Self.dump([node.computedStyle!]) == Self.dump([style]),
          "\(testCase.name) \(node.stylePath)")
      }
    }
  }
}

@Suite("Incremental restyle")
struct IncrementalRestyleTests {
  /// The classes a stylesheet tests (`.name`), in order of appearance.
  static func classes(in css: String) -> [String] {
    var names: [String] = []
    for part in css.split(separator: ".").dropFirst() {
      let name = part.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
      if !name.isEmpty, name.first?.isLetter == true, !names.contains(String(name)) {
        names.append(String(name))
      }
    }
    return names
  }

  @Test(
    "adding a class to the root and restyling what it invalidates gives a full resolve's styles",
    arguments: ConformanceCase.all)
  func restyleMatchesFullResolve(_ testCase: ConformanceCase) throws {
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(testCase.css, path: "case.css")])
    for name in ["theme-dark"] + Self.classes(in: testCase.css).prefix(3) {
      let full = try TreeDocument.parse(testCase.tree, path: "tree.json")
      guard !full.root.hasClass(name) else { continue }
      full.root.addClass(name)
      let expected = full.resolve(with: cascade, options: ResolutionOptions(caching: false))
      for workers in [1, 2] {
        let document = try TreeDocument.parse(testCase.tree, path: "tree.json")
        _ = document.resolve(with: cascade, options: ResolutionOptions(workers: workers))
        document.root.addClass(name)
        let report = document.root.updateStyles()
        #expect(
          OptimisationEquivalenceTests.dump(document.nodes.map { $0.computedStyle! })
            == OptimisationEquivalenceTests.dump(expected.styles),
          "adding .\(name) with \(workers) workers")
        #expect(report.recomputedNodes <= expected.styles.count)
      }
    }
  }

  @Test("a child that takes a non-inherited property with `inherit` follows its parent")
  func inheritOfAResetPropertyRestylesTheChildren() throws {
    let cascade = StyleCascade(stylesheets: [
      Stylesheet.parse(".boxed { border-width: 2 } Label { border-width: inherit }")
    ])
    let document = try TreeDocument.parse(
      #"{"type": "Window", "children": [{"type": "Label"}, {"type": "Button"}]}"#)
    _ = document.resolve(with: cascade)
    document.root.addClass("boxed")
    let report = document.root.updateStyles()
    let styles = document.nodes.map { $0.computedStyle! }
    // Only the root is invalidated, but its border width changed and a rule of the sheet
    // inherits border width: its children are recomputed, and the Label takes the new value.
    #expect(report.recomputedNodes == 3)
    #expect(styles[0].value(named: "border-width") == .length(2))
    #expect(styles[1].value(named: "border-width") == .length(2))
    #expect(styles[2].value(named: "border-width") == .length(0))
  }

  @Test func aClassNamedInAncestorsRecomputesOnlyTheSubjectsBelow() throws {
    let cascade = StyleCascade(stylesheets: [
      Stylesheet.parse(".dark Label { color: white } .title { color: red }")
    ])
    let document = try TreeDocument.parse(
      #"{"type": "Window", "children": [{"type": "Label"}, {"type": "Button"}, {"type": "View", "children": [{"type": "Label", "classes": ["title"]}]}]}"#
    )
    let before = document.resolve(with: cascade).styles
    document.root.addClass("dark")
    let report = document.root.updateStyles()
    let styles = document.nodes.map { $0.computedStyle! }
    // The two Labels, the subjects `.dark` names below it: the root (whose own rules do not
    // test `.dark`), the Button and the View keep their styles. `.dark Label` (0,1,1) now
    // beats `.title` (0,1,0) on the inner label.
    #expect(report.recomputedNodes == 2)
    #expect(styles[0] === before[0])
    #expect(styles[1].value(named: "color") == .color(.white))
    #expect(styles[2] === before[2])
    #expect(styles[4].value(named: "color") == .color(.white))
  }
}
