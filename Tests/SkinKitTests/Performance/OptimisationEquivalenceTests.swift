import Foundation
import SkinKit
import Testing

/// Each optimisation of the resolver must change no result. These tests run the optimised
/// paths and plain ones side by side over every browser-checked case and demand equality.
@Suite("Optimisations change no result")
struct OptimisationEquivalenceTests {
  /// Every value of every registered property, and every custom property, per node.
  static func dump(_ styles: [ComputedStyle]) -> [[String]] {
    styles.map { style in
      style.table.definitions.map { "\($0.name)=\(style.value($0.id))" }
        + style.customProperties.keys.sorted().map {
          "\($0)=\(TokenPrinter.print(style.customProperty($0) ?? []))"
        }
    }
  }

  static func resolve(_ testCase: ConformanceCase, workers: Int?) throws -> [ComputedStyle] {
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(testCase.css, path: "case.css")])
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
    let sequential = Self.dump(try Self.resolve(testCase, workers: 1))
    for workers in [2, 3] {
      #expect(Self.dump(try Self.resolve(testCase, workers: workers)) == sequential)
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
