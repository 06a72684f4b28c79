import SkinKit

/// A kind of tree `skss bench` styles — the model widgets, or a foreign toolkit's objects —
/// and how an app changes one: what the bench does to it, the same way for both.
struct BenchSubject {
  /// Builds the tree anew (not timed).
  let build: () -> any StyleTreeNode
  /// Adds (or removes) a class of a node, telling SkinKit as an app would.
  let setClass: (_ node: any StyleTreeNode, _ name: String, _ present: Bool) -> Void
  /// Sets a node's state, telling SkinKit as an app would.
  let setState: (_ node: any StyleTreeNode, _ state: ElementState) -> Void
  /// The node at a position in document order.
  let node: (_ root: any StyleTreeNode, _ position: Int) -> any StyleTreeNode

  /// Model widgets: they tell SkinKit of their changes themselves.
  static func widgets(_ blueprint: BenchBlueprint) -> BenchSubject {
    BenchSubject(
      build: { blueprint.widgets() },
      setClass: { node, name, present in
        let widget = node as! StyleNode
        if present { widget.addClass(name) } else { widget.removeClass(name) }
      },
      setState: { node, state in (node as! StyleNode).state = state },
      node: { root, position in (root as! StyleNode).subtree[position] })
  }

  /// The foreign toolkit's objects: they call `setNeedsStyleUpdate()` after a change.
  static func foreign(_ blueprint: BenchBlueprint) -> BenchSubject {
    BenchSubject(
      build: { blueprint.foreignObjects() },
      setClass: { node, name, present in
        let element = node as! BenchElement
        if present {
          element.tags.append(name)
        } else {
          element.tags.removeAll { $0 == name }
        }
        element.setNeedsStyleUpdate()
      },
      setState: { node, state in
        let element = node as! BenchElement
        element.status = state
        element.setNeedsStyleUpdate()
      },
      node: { root, position in
        var stack = [root as! BenchElement]
        var seen = 0
        while let element = stack.popLast() {
          if seen == position { return element }
          seen += 1
          stack.append(contentsOf: element.subelements.reversed())
        }
        preconditionFailure("no node at \(position)")
      })
  }
}
