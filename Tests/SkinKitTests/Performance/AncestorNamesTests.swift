import Foundation
import SkinKit
import Testing

/// The last step of a descendant selector is answered from the names of the ancestors a walk
/// keeps (``AncestorNames``) instead of walking up: it must match exactly what walking up
/// matches, for every node of trees in document order, whatever combinators come before it.
@Suite("Descendant steps answered from the ancestors' names")
struct AncestorNamesTests {
  static let selectors = [
    ".a Label", "View Switch", "#x *", "#x .a", ".b .a *", ".a .b + Label", ".a .b ~ Switch",
    "Button .a > Label", ".missing Label", "View :is(.a) Label", "View.a Label", "* Label",
    ".a > .b .c", ".local Switch", ".g .g", "Window .e", ":highlighted .a", ".b Switch:first-child",
    "Label .a", ".c ~ .a .b", "View > View .d", ".a.b .c",
  ]

  /// Every node's match of every selector through a matcher given the walk's names, against
  /// one walking up the tree; returns how many nodes each selector matched.
  static func compare(tree: String) throws -> [Int] {
    let document = try TreeDocument.parse(tree)
    let snapshot = TreeSnapshot(subtree: document.root)
    var compiled = CompiledSelectors()
    for text in selectors {
      compiled.append(try SelectorParser.parse(text, typeNames: .none).selectors[0])
    }
    let table = compiled.frozen()
    let names = AncestorNames()
    let named = ProgramMatcher(
      selectors: table, snapshot: snapshot, environment: document.environment,
      ancestorNames: names)
    let walking = ProgramMatcher(
      selectors: table, snapshot: snapshot, environment: document.environment)
    var path: [Int] = []
    var counts = [Int](repeating: 0, count: selectors.count)
    for node in snapshot.subtree {
      // The walk's order: the nodes that are not ancestors leave, then the node is matched,
      // then it joins for its children.
      while let top = path.last, top != snapshot.parentIndex(of: node) {
        names.remove(snapshot, top)
        path.removeLast()
      }
      for index in selectors.indices {
        let expected = walking.matches(index, node)
        if expected { counts[index] += 1 }
        #expect(
          named.matches(index, node) == expected,
          "\(selectors[index]) on \(snapshot.elements[node].stylePath)")
      }
      if snapshot.childCount[node] > 0 {
        names.add(snapshot, node)
        path.append(node)
      }
    }
    return counts
  }

  @Test("on deep trees of random classes, and on wide trees of siblings, ids and states")
  func sameAsWalkingUp() throws {
    var total = [Int](repeating: 0, count: Self.selectors.count)
    for seed: UInt64 in [1, 2, 3] {
      let counts = try Self.compare(tree: TokenTheme.tree(count: 600, seed: seed))
      total = zip(total, counts).map(+)
    }
    let counts = try Self.compare(tree: OptimisationEquivalenceTests.siblingTree())
    total = zip(total, counts).map(+)
    // Each selector but `.missing Label` matched some node: the comparisons were not all
    // of non-matches.
    for (index, count) in total.enumerated() where Self.selectors[index] != ".missing Label" {
      #expect(count > 0, "\(Self.selectors[index]) matched nothing")
    }
  }

  @Test("a name held by several ancestors stays until its outermost holder leaves")
  func outermostHolder() throws {
    let document = try TreeDocument.parse(
      #"""
      {"type": "View", "classes": ["a"], "children": [
        {"type": "View", "classes": ["a"], "children": [{"type": "Label"}]}]}
      """#)
    let snapshot = TreeSnapshot(subtree: document.root)
    let name = StyleName("a").id
    let names = AncestorNames()
    names.add(snapshot, 0)
    names.add(snapshot, 1)
    #expect(names.hasAncestor(.styleClass, name, above: 2))
    #expect(names.hasAncestor(.styleClass, name, above: 1))
    #expect(!names.hasAncestor(.styleClass, name, above: 0))
    #expect(names.hasAncestor(.type, StyleName("View").id, above: 1))
    #expect(!names.hasAncestor(.type, StyleName("Label").id, above: 2))
    names.remove(snapshot, 1)
    #expect(names.hasAncestor(.styleClass, name, above: 2))
    names.remove(snapshot, 0)
    #expect(!names.hasAncestor(.styleClass, name, above: 2))
  }
}
