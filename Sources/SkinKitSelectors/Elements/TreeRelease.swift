/// Releases the nodes of a tree without recursion, so that a very deep tree cannot exhaust
/// the stack when its root goes away (Swift releases a class's stored children from its
/// `deinit`, one frame per level). A node nobody else holds gives up its children to the
/// work list before it is released; a node still held elsewhere keeps them.
///
/// The trees that own their children (``StyleElement`` adopters such as the model widgets and
/// the CLI's tree nodes) call it from their `deinit`:
///
/// ```swift
/// deinit {
///   guard !children.isEmpty else { return }
///   var pending = children
///   children = []
///   releaseWithoutRecursion(&pending) { node in
///     defer { node.children = [] }
///     return node.children
///   }
/// }
/// ```
package func releaseWithoutRecursion<Node: AnyObject>(
  _ pending: inout [Node], takingChildren takeChildren: (Node) -> [Node]
) {
  while var node = pending.popLast() {
    if isKnownUniquelyReferenced(&node) {
      pending.append(contentsOf: takeChildren(node))
    }
  }
}
