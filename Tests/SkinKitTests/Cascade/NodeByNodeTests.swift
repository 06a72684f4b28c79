import Foundation
import SkinKit
import Testing

/// A tree pass shares styles and matched declarations between nodes; resolving each node
/// alone (a fresh pass, no sharing) from its parent's style must give the same values.
@Suite("One node at a time gives the tree's styles")
struct NodeByNodeTests {
  static func check(css: String, tree: Data) throws -> [String] {
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(css, path: "case.css")])
    let document = try TreeDocument.parse(tree, path: "tree.json")
    let inline: (StyleNode) -> InlineStyle? = { $0.inlineDeclarations(table: cascade.table)?.0 }
    let tree = document.resolve(with: cascade)
    var alone: [ObjectIdentifier: ComputedStyle] = [:]
    var mismatches: [String] = []
    for (node, style) in zip(tree.nodes, tree.styles) {
      let parent = node.parent.flatMap { alone[ObjectIdentifier($0)] }
      let single = cascade.resolve(
        node, parentStyle: parent, environment: document.environment, inline: inline(node))
      alone[ObjectIdentifier(node)] = single
      let (expected, actual) = (
        OptimisationEquivalenceTests.dump([style]), OptimisationEquivalenceTests.dump([single])
      )
      if expected != actual {
        let different = zip(expected[0], actual[0]).filter { $0 != $1 }.prefix(3)
        mismatches.append(
          "\(node.stylePath): tree \(different.map(\.0)), alone \(different.map(\.1))")
      }
    }
    return mismatches
  }

  @Test("every browser-checked case", arguments: ConformanceCase.all)
  func conformanceCases(_ testCase: ConformanceCase) throws {
    let mismatches = try Self.check(css: testCase.css, tree: testCase.tree)
    #expect(mismatches.isEmpty, "\(testCase.css)\n\(mismatches.joined(separator: "\n"))")
  }

  @Test("siblings with the same rules, inline styles, var() and em in between")
  func sharing() throws {
    let css = """
      View:exact { --gap: 2; font-size: 10; }
      .big { font-size: 20 !important; }
      Label { padding: calc(var(--gap) * 1em); color: currentcolor; border-color: currentcolor; }
      View.red { color: red; --gap: 3; }
      Label:nth-child(2n) { opacity: 0.5; }
      """
    let tree = """
      {"type": "Window", "children": [
        {"type": "View", "classes": ["red"], "children": [{"type": "Label"}, {"type": "Label"}, {"type": "Label", "style": "font-size: 5"}]},
        {"type": "View", "classes": ["big"], "children": [{"type": "Label"}, {"type": "Label"}, {"type": "Label", "style": "--gap: 1"}]},
        {"type": "View", "children": [{"type": "Label"}, {"type": "Label", "classes": ["red"]}]}]}
      """
    #expect(try Self.check(css: css, tree: Data(tree.utf8)).isEmpty)
    let values = try Resolved.values("padding-top", sheet: css, tree: tree)
    #expect(values["0/0/0"] == "30")
    #expect(values["0/0/2"] == "15")
    #expect(values["0/1/0"] == "40")
    #expect(values["0/1/2"] == "20")
    #expect(values["0/2/0"] == "20")
    #expect(values["0/2/1"] == "30")
  }
}
