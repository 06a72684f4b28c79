import Foundation
import SkinKit
import Testing

@testable import SkinKitCascade

/// When a pass is shared out between cores: large trees, and smaller ones under large
/// sheets — with the same result as one thread.
@Suite("Sharing a pass out between cores")
struct WorkSharingTests {
  @Test("large trees, and trees of 512 nodes or more whose nodes × rules reach 4,096,000")
  func threshold() {
    #expect(ParallelResolution.worthSharing(nodes: 4096, rules: 0))
    #expect(!ParallelResolution.worthSharing(nodes: 4095, rules: 100))
    #expect(ParallelResolution.worthSharing(nodes: 1000, rules: 10_000))
    #expect(!ParallelResolution.worthSharing(nodes: 1000, rules: 1000))
    #expect(ParallelResolution.worthSharing(nodes: 2048, rules: 2000))
    #expect(!ParallelResolution.worthSharing(nodes: 511, rules: 1_000_000))
  }

  @Test("a small tree under a large sheet resolves on its own as on one thread")
  func smallTreeLargeSheet() throws {
    // 8,000 rules over the trees' class names: the first tree (212 nodes) stays on one
    // thread, the second (553) is shared out.
    let names = ["a", "b", "c", "d", "e", "f", "g", "local"]
    let rules = (0..<8000).map {
      ".\(names[$0 % 8]) Label.\(names[$0 / 8 % 8]) { padding-top: \($0 % 50)px }"
    }
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(rules.joined(separator: "\n"))])
    for (tree, shares) in [(TokenTheme.tree(), false), (TokenTheme.wideTree(sections: 2), true)] {
      let shared = try TreeDocument.parse(tree).resolve(with: cascade).styles
      let alone = try TreeDocument.parse(tree).resolve(
        with: cascade, options: ResolutionOptions(workers: 1)
      ).styles
      #expect(
        OptimisationEquivalenceTests.dump(shared) == OptimisationEquivalenceTests.dump(alone),
        "\(shared.count) nodes")
      #expect(shared.contains { $0.value(named: "padding-top").map { "\($0)" } != "0" })
      #expect(ParallelResolution.worthSharing(nodes: shared.count, rules: 8000) == shares)
      #expect(shared.count == (shares ? 553 : 212))
    }
  }
}
