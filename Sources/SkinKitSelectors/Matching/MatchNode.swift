/// What the selector matcher needs from a node, as a value it can move around the tree
/// with. Two views of a tree adopt it: ``ElementNode`` (any ``StyleElement``, through its
/// protocol) and ``SnapshotNode`` (a ``TreeSnapshot``: integers only, for resolving whole
/// trees fast). One matching algorithm serves both.
package protocol MatchNode {
  /// The parent, or `nil` for the root.
  var parentNode: Self? { get }
  /// The sibling just before, if any.
  var previousSiblingNode: Self? { get }
  /// The sibling just after, if any.
  var nextSiblingNode: Self? { get }
  /// The 0-based position among the parent's children (0 for the root).
  var indexInParent: Int { get }
  /// How many children the parent has (1 for the root).
  var siblingCount: Int { get }
  /// How many children the node has.
  var childCount: Int { get }
  /// Whether the node's type is `name` or a subtype.
  func isKind(of name: StyleName) -> Bool
  /// The interned id of the node's own type name.
  var typeNameID: UInt32 { get }
  /// Whether the node has a style class.
  func hasClass(_ name: StyleName) -> Bool
  /// The interned id of the node's identifier, or 0.
  var identifierID: UInt32 { get }
  /// An attribute's value.
  func attribute(_ name: String) -> String?
  /// The node's state (before any override).
  var state: ElementState { get }
  /// Whether two values denote the same node.
  func isSameNode(as other: Self) -> Bool
  /// A key for the node's parent, the same for all its children and different for every
  /// other parent of the tree being matched: what a ``SiblingCache`` files their positions
  /// under. `nil` (the default) for the root, or when positions are not to be remembered.
  var parentCacheKey: Int? { get }
}

extension MatchNode {
  public var parentCacheKey: Int? { nil }
}

/// Any ``StyleElement`` as a ``MatchNode``.
package struct ElementNode: MatchNode {
  public let element: any StyleElement

  public init(_ element: any StyleElement) { self.element = element }

  public var parentNode: ElementNode? { element.styleParent.map(ElementNode.init) }

  public var previousSiblingNode: ElementNode? {
    guard let parent = element.styleParent, element.styleIndex > 0 else { return nil }
    return ElementNode(parent.styleChild(at: element.styleIndex - 1))
  }

  public var nextSiblingNode: ElementNode? {
    guard let parent = element.styleParent, element.styleIndex + 1 < parent.styleChildCount else {
      return nil
    }
    return ElementNode(parent.styleChild(at: element.styleIndex + 1))
  }

  public var indexInParent: Int { element.styleIndex }
  public var siblingCount: Int { element.styleParent?.styleChildCount ?? 1 }
  public var childCount: Int { element.styleChildCount }
  public func isKind(of name: StyleName) -> Bool { element.styleType.isKind(of: name) }
  public var typeNameID: UInt32 { element.styleType.name.id }
  public func hasClass(_ name: StyleName) -> Bool { element.hasStyleClass(name) }
  public var identifierID: UInt32 { element.styleIdentifier?.id ?? 0 }
  public func attribute(_ name: String) -> String? { element.styleAttribute(name) }
  public var state: ElementState { element.styleState }
  public func isSameNode(as other: ElementNode) -> Bool { element === other.element }
  public var parentCacheKey: Int? {
    element.styleParent.map { Int(bitPattern: ObjectIdentifier($0)) }
  }
}
