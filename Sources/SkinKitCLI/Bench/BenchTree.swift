import SkinKit

/// What `skss bench` builds its trees from, read once from the tree file: each node's type,
/// classes, identifier and state and its parent, in document order — enough to build the
/// same tree of objects again for every run without keeping the file or a tree of objects
/// between runs. (Attributes and inline styles are not kept: the workloads have none.)
struct BenchBlueprint {
  struct Node {
    let typeName: String
    let type: StyleType
    let classes: [StyleName]
    let identifier: StyleName?
    let state: ElementState
    /// The parent's position, or -1 for the root.
    let parent: Int
  }

  let nodes: [Node]
  let environment: StyleEnvironment

  init(_ document: TreeDocument) {
    var nodes: [Node] = []
    var positions: [ObjectIdentifier: Int] = [:]
    for node in document.nodes {
      positions[ObjectIdentifier(node)] = nodes.count
      nodes.append(
        Node(
          typeName: document.typeName(of: node), type: node.styleType,
          classes: node.styleClasses, identifier: node.styleIdentifier, state: node.state,
          parent: node.parent.map { positions[ObjectIdentifier($0)]! } ?? -1))
    }
    self.nodes = nodes
    environment = document.environment
  }

  /// The tree as model widgets (as a tree file's nodes are made).
  func widgets() -> StyleNode {
    var made: [StyleNode] = []
    made.reserveCapacity(nodes.count)
    for node in nodes {
      let widget = ModelWidgets.make(type: node.type)
      widget.prepare(classes: node.classes, identifier: node.identifier, state: node.state)
      if node.parent >= 0 { made[node.parent].addChild(widget) }
      made.append(widget)
    }
    if let window = made.first as? Window { window.environment = environment }
    return made[0]
  }

  /// The types the foreign toolkit has no class for.
  var typesMissingFromToolkit: [String] {
    Array(Set(nodes.map(\.typeName)).filter { BenchElement.classes[$0] == nil }).sorted()
  }

  /// The tree as objects of the foreign toolkit (every type must have a class).
  func foreignObjects() -> BenchElement {
    var made: [BenchElement] = []
    made.reserveCapacity(nodes.count)
    for node in nodes {
      let element = BenchElement.classes[node.typeName]!.init()
      element.tags = node.classes.map(\.string)
      element.name = node.identifier?.string
      element.status = node.state
      if node.parent >= 0 { made[node.parent].append(element) }
      made.append(element)
    }
    return made[0]
  }
}
