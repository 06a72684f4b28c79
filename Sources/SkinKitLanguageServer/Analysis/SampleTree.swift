import SkinKit

/// The project's sample widget tree, as selector hover counts against it. The one place the
/// server reads a tree and matches a selector, through the API `skss explain --node` uses
/// (`TreeDocument`, `TreeSnapshot.select`): a change to that API is a change here only.
enum SampleTree {
  /// How many nodes of the tree file at `path` a selector (nesting resolved) matches, of how
  /// many, in the tree's own environment.
  static func count(matching selector: ComplexSelector, inTreeAt path: String)
    throws(TreeError) -> (matched: Int, total: Int)
  {
    let document = try TreeDocument.load(contentsOf: path)
    let snapshot = TreeSnapshot(subtree: document.root)
    let matched = snapshot.select(SelectorList([selector]), environment: document.environment)
    return (matched.count, snapshot.subtree.count)
  }
}
