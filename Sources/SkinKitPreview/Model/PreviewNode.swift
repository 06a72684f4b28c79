import SkinKit

/// One node of the tree being drawn: the tree node, its computed style, what it draws as,
/// and the frames layout gives it.
package final class PreviewNode {
  /// The node of the tree file.
  public let element: StyleNode
  /// Its type as the tree file spelled it.
  public let typeName: String
  /// Its computed style.
  public let style: StyleReader
  /// What it draws as.
  public let kind: WidgetKind
  /// Its children, in order.
  public private(set) var children: [PreviewNode] = []
  /// Its parent.
  public private(set) weak var parent: PreviewNode?
  /// The whole area it covers (for a bar, including the status or home-indicator area it
  /// extends under).
  public var frame = Rect.zero
  /// The area its content is drawn in (for a bar, the bar itself).
  public var contentFrame = Rect.zero
  /// Whether layout put it on screen (a tab bar controller shows only its selected tab).
  public var isShown = true

  init(element: StyleNode, typeName: String, style: ComputedStyle) {
    self.element = element
    self.typeName = typeName
    self.style = StyleReader(style)
    self.kind = WidgetKind(of: element.styleType)
  }

  /// Builds the preview tree of a resolved tree document.
  public static func tree(of resolution: TreeResolution) -> PreviewNode? {
    var styles: [ObjectIdentifier: (style: ComputedStyle, typeName: String)] = [:]
    for (position, node) in resolution.nodes.enumerated() {
      styles[ObjectIdentifier(node)] = (resolution.styles[position], resolution.typeNames[position])
    }
    guard let root = resolution.nodes.first else { return nil }
    func build(_ element: StyleNode) -> PreviewNode {
      let known = styles[ObjectIdentifier(element)]
      let node = PreviewNode(
        element: element, typeName: known?.typeName ?? element.styleType.name.string,
        style: known?.style ?? .initial())
      for child in element.children {
        let built = build(child)
        built.parent = node
        node.children.append(built)
      }
      return node
    }
    return build(root)
  }

  /// The path of child indices from the root (`0/2/1`), as `skss resolve` prints it.
  public var path: String { element.stylePath }

  /// An attribute of the tree node.
  public func attribute(_ name: String) -> String? { element.styleAttribute(name) }

  /// A numeric attribute (`"width": 120`).
  public func number(_ name: String) -> Double? { attribute(name).flatMap(Double.init) }

  /// The text it shows: its `text` or `title` attribute.
  public var text: String? { attribute("text") ?? attribute("title") }

  /// Whether the node is in a state.
  public func isIn(_ state: ElementState) -> Bool { element.styleState.contains(state) }

  /// The children that are drawn (not `hidden`).
  public var visibleChildren: [PreviewNode] { children.filter { !$0.style.isHidden } }

  /// The nearest ancestor of a kind.
  public func ancestor(_ kind: WidgetKind) -> PreviewNode? {
    var node = parent
    while let current = node {
      if current.kind == kind { return current }
      node = current.parent
    }
    return nil
  }

  /// This node and every descendant, in document order.
  public var subtree: [PreviewNode] { [self] + children.flatMap(\.subtree) }
}
