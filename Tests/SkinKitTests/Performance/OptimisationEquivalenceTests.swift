import Foundation
import SkinKit
import Testing

/// Each optimisation of the resolver must change no result. These tests run the optimised
/// paths and plain ones side by side over every browser-checked case and demand equality.
@Suite("Optimisations change no result")
struct OptimisationEquivalenceTests {
  /// Every value of every property of the cascade's table, and every custom property, per
  /// node.
  static func dump(_ styles: [ComputedStyle]) -> [[String]] {
    styles.map { style in
      style.table.definitions.map { "\($0.name)=\(style.value($0.id))" }
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
    var styles: [ComputedStyle] = []
    cascade.resolveTree(
      document.root, environment: document.environment,
      inlineStyle: { ($0 as? TreeNode)?.inlineStyleText.map { InlineStyle.parse($0).0 } },
      workers: workers, visit: { _, style in styles.append(style) })
    return styles
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
    "compiled selectors over a snapshot match exactly what the protocol-based matcher matches",
    arguments: ConformanceCase.all)
  func compiledMatchesGeneral(_ testCase: ConformanceCase) throws {
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(testCase.css, path: "case.css")])
    let document = try TreeDocument.parse(testCase.tree, path: "tree.json")
    let snapshot = TreeSnapshot(subtree: document.root)
    var compiled = CompiledSelectors()
    for rule in cascade.rules { compiled.append(rule.selector) }
    let matcher = ProgramMatcher(
      selectors: compiled.frozen(), snapshot: snapshot, environment: document.environment)
    let context = MatchingContext(environment: document.environment)
    for node in snapshot.subtree {
      for (index, rule) in cascade.rules.enumerated() {
        let general = SelectorMatcher.matches(
          rule.selector, snapshot.elements[node], context: context)
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
    let plain = MatchingContext(environment: environment)
    let cached = MatchingContext(environment: environment, siblingCache: SiblingCache())
    var matches = [Int](repeating: 0, count: selectors.count)
    for node in snapshot.subtree {
      let element = snapshot.elements[node]
      for (index, selector) in selectors.enumerated() {
        let expected = walking.matches(index, node)
        if expected { matches[index] += 1 }
        #expect(remembering.matches(index, node) == expected, "\(selector) on \(element.stylePath)")
        #expect(
          SelectorMatcher.matches(selector, element, context: plain) == expected,
          "\(selector) on \(element.stylePath)")
        #expect(
          SelectorMatcher.matches(selector, element, context: cached) == expected,
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

  @Test("a restyled element resolved through its protocol equals the snapshot pass")
  func elementPathMatchesSnapshotPath() throws {
    for testCase in ConformanceCase.all.prefix(120) {
      let cascade = StyleCascade(stylesheets: [Stylesheet.parse(testCase.css, path: "case.css")])
      let document = try TreeDocument.parse(testCase.tree, path: "tree.json")
      let resolution = document.resolve(with: cascade)
      let session = StyleResolutionSession(cascade: cascade, environment: document.environment)
      var byPath: [String: ComputedStyle] = [:]
      for (node, style) in zip(resolution.nodes, resolution.styles) {
        byPath[node.stylePath] = style
      }
      func walk(_ node: TreeNode, parent: ComputedStyle?) {
        let inline = node.inlineStyleText.map { InlineStyle.parse($0).0 }
        let style = session.resolve(node, parentStyle: parent, inline: inline)
        #expect(
          Self.dump([style]) == Self.dump([byPath[node.stylePath]!]),
          "\(testCase.name) \(node.stylePath)")
        session.enter(node)
        for child in node.children { walk(child, parent: style) }
        session.leave()
      }
      walk(document.root, parent: nil)
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
      let document = try TreeDocument.parse(testCase.tree, path: "tree.json")
      let root = document.root
      guard !root.styleClasses.contains(StyleName(name)) else { continue }
      let before = cascade.resolveAll(root, environment: document.environment)
      root.styleClasses.append(StyleName(name))
      let sets = DescendantInvalidation(cascade: cascade, styleClass: StyleName(name))
      let full = cascade.resolveAll(root, environment: document.environment)
      for workers in [1, 2] {
        let result = cascade.restyle(
          root, previous: before, environment: document.environment, workers: workers
        ) { index, element in index == 0 || sets.invalidates(element) }
        #expect(
          OptimisationEquivalenceTests.dump(result.styles)
            == OptimisationEquivalenceTests.dump(full),
          "adding .\(name) with \(workers) workers")
        #expect(result.recomputed <= full.count)
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
    let before = cascade.resolveAll(document.root, environment: document.environment)
    document.root.styleClasses.append("boxed")
    let result = cascade.restyle(document.root, previous: before, environment: document.environment)
    {
      index, _ in index == 0
    }
    // Only the root is invalidated, but its border width changed and a rule of the sheet
    // inherits border width: its children are recomputed, and the Label takes the new value.
    #expect(result.recomputed == 3)
    #expect(result.styles[0].value(named: "border-width") == .length(2))
    #expect(result.styles[1].value(named: "border-width") == .length(2))
    #expect(result.styles[2].value(named: "border-width") == .length(0))
  }

  @Test func unrelatedClassRecomputesOnlyTheRoot() throws {
    let cascade = StyleCascade(stylesheets: [
      Stylesheet.parse(".dark Label { color: white } .title { color: red }")
    ])
    let document = try TreeDocument.parse(
      #"{"type": "Window", "children": [{"type": "Label"}, {"type": "Button"}, {"type": "View", "children": [{"type": "Label", "classes": ["title"]}]}]}"#
    )
    let before = cascade.resolveAll(document.root, environment: document.environment)
    document.root.styleClasses.append("dark")
    let sets = DescendantInvalidation(cascade: cascade, styleClass: "dark")
    let result = cascade.restyle(document.root, previous: before, environment: document.environment)
    {
      index, element in index == 0 || sets.invalidates(element)
    }
    // The root and the two Labels; the Button and the View keep their styles. `.dark Label`
    // (0,1,1) now beats `.title` (0,1,0) on the inner label.
    #expect(result.recomputed == 3)
    #expect(result.styles[1].value(named: "color") == .color(.white))
    #expect(result.styles[2] === before[2])
    #expect(result.styles[4].value(named: "color") == .color(.white))
  }
}
