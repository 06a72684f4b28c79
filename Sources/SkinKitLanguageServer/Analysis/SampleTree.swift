import SkinKit

/// The project's sample widget tree, as selector hover counts against it. The one place the
/// server reads a tree and matches a selector, through the API `skss resolve` and `skss
/// explain --node` use (`TreeDocument`, `SelectorMatcher`): a change to that API is a change
/// here only.
enum SampleTree {
  /// How many nodes of the tree file at `path` a selector (nesting resolved) matches, of how
  /// many, in the tree's own environment.
  static func count(matching selector: ComplexSelector, inTreeAt path: String)
    throws(TreeError) -> (matched: Int, total: Int)
  {
    let document = try TreeDocument.load(contentsOf: path)
    let nodes = document.nodes
    // The tree does not change while it is searched: sibling positions are remembered.
    let context = MatchingContext(
      environment: document.environment, siblingCache: SiblingCache())
    let list = SelectorList([selector])
    let matched = nodes.reduce(0) { count, node in
      count + (SelectorMatcher.matches(list, node, context: context) ? 1 : 0)
    }
    return (matched, nodes.count)
  }
}
