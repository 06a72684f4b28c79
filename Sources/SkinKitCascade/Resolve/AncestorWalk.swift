import SkinKitSelectors

/// The ancestor Bloom filter of a walk down a ``TreeSnapshot``, kept in step with it: when a
/// node is entered, the filter holds exactly the names of its ancestors. The walk goes in
/// document order (a subtree, or a chain from a root down): each node comes after its
/// parent, and after every node of the subtrees before it.
///
/// ```swift
/// var walk = AncestorWalk(below: snapshot.parentIndex(of: first), in: snapshot)
/// for node in first..<end {
///   walk.enter(parent: snapshot.parentIndex(of: node), in: snapshot)
///   match(node, filter: walk.filter)
///   walk.resolved(node, in: snapshot)
/// }
/// ```
struct AncestorWalk {
  /// The names of the ancestors of the node entered last.
  private(set) var filter = AncestorFilter()
  /// The same names exactly, with the depth of their outermost holder (for the matcher).
  let names = AncestorNames()
  /// The nodes whose names the walk added to the filter, the deepest last (not those the
  /// walk started below, which stay).
  private var path: [Int] = []

  /// A walk starting below `node` (`-1`: from a root): `node` and its ancestors are in the
  /// filter for the whole walk.
  init(below node: Int, in snapshot: TreeSnapshot) {
    var ancestor = node
    while ancestor >= 0 {
      filter.add(snapshot, ancestor)
      names.add(snapshot, ancestor)
      ancestor = snapshot.parentIndex(of: ancestor)
    }
  }

  /// Before a node whose parent is `parent` is matched: the nodes on the path that are not
  /// its ancestors leave the filter.
  @inline(__always)
  mutating func enter(parent: Int, in snapshot: TreeSnapshot) {
    while let top = path.last, top != parent {
      filter.remove(snapshot, top)
      names.remove(snapshot, top)
      path.removeLast()
    }
  }

  /// After `node` is matched: a node with children joins the filter, for them.
  @inline(__always)
  mutating func resolved(_ node: Int, in snapshot: TreeSnapshot) {
    guard snapshot.childCount[node] > 0 else { return }
    filter.add(snapshot, node)
    names.add(snapshot, node)
    path.append(node)
  }
}
