import SkinKitCascade
import SkinKitSelectors

/// One node of a declarative tree as the matcher sees it: what a ``StyleContext/Child``
/// describes, with the links of the one snapshot being built from it.
///
/// The links are set just before a snapshot of a chain of contexts is built and cleared
/// right after (under the store's lock): a node seen from different children of its parent
/// (one declared among its siblings, another as an only child) shows each of them its own
/// siblings, so the links belong to a snapshot, not to the node.
final class ContextElement: DescendantsUnknownStyleElement {
  let styleType: StyleType
  let styleClasses: [StyleName]
  let styleIdentifier: StyleName?
  let styleState: ElementState
  let attributes: [String: String]
  let isLeaf: Bool
  /// The parent for the snapshot being built.
  var parentElement: ContextElement?
  /// The children for the snapshot being built (only the ancestors of the nodes resolved
  /// have some: the others are never walked into).
  var childElements: [ContextElement] = []
  /// The position among the parent's children for the snapshot being built.
  var position = 0

  init(_ child: StyleContext.Child) {
    styleType = child.type
    styleClasses = child.styleClasses
    styleIdentifier = child.identifier
    styleState = child.state
    attributes = child.attributes
    isLeaf = child.isLeaf
  }

  var styleParent: (any StyleElement)? { parentElement }
  /// A node whose children are not in the snapshot has one unless it is a leaf: its children
  /// are declared after its style is computed, so only ``StyleContext/Child/isLeaf`` says
  /// whether it is `:empty`.
  var styleChildCount: Int { childElements.isEmpty ? (isLeaf ? 0 : 1) : childElements.count }
  func styleChild(at index: Int) -> any StyleElement { childElements[index] }
  var styleIndex: Int { position }
  func styleAttribute(_ name: String) -> String? { attributes[name] }
  var styleEnvironment: StyleEnvironment { StyleEnvironment() }
}

/// A node of a store's cache: its description, its style and what the style was computed
/// from, and its cached children — those asked for one by one (each its parent's only child,
/// by description) and the list the parent last declared. Mutated only under the store's lock.
///
/// A child holds its parent strongly (a context kept by an app can always reach its
/// ancestors); a parent's children are released explicitly when they leave the cache
/// (``ContextStore/evict(_:)``), which breaks the cycle.
final class ContextEntry: @unchecked Sendable {
  /// `nil` for the document (the store's root, above the tree's roots). A declared child's
  /// changes in place when its parent declares it differently at the same position.
  private(set) var child: StyleContext.Child?
  private(set) var element: ContextElement?
  let parent: ContextEntry?
  /// The computed style (`nil` for the document, and while no skin is active).
  var style: ComputedStyle?
  /// The parent's style this one was computed or last checked against.
  var parentStyle: ComputedStyle?
  /// A skin or environment change may change the style: recompute it before use.
  var stale = true
  /// The store revision at which the style was last known to be current.
  var verified: UInt64 = .max
  /// Left the cache: its children are not cached.
  var evicted = false
  /// When it was last used, among its parent's children asked for one by one.
  var lastUse: UInt64 = 0
  /// Whether the entry is in the list its parent declared (at ``index``), rather than an
  /// only child.
  var isDeclared = false
  var index = 0
  /// The children asked for one by one, by description.
  var onlyChildren: [StyleContext.Child: ContextEntry] = [:]
  /// The children the entry last declared, with their descriptions.
  var declared: (children: [StyleContext.Child], entries: [ContextEntry])?

  /// The document.
  init() {
    child = nil
    element = nil
    parent = nil
  }

  init(_ child: StyleContext.Child, parent: ContextEntry) {
    self.child = child
    self.element = ContextElement(child)
    self.parent = parent
  }

  /// Gives a declared child its new description (its position unchanged).
  func describe(as child: StyleContext.Child) {
    self.child = child
    element = ContextElement(child)
  }

  /// The entries from the topmost non-document ancestor down to this one.
  var path: [ContextEntry] {
    var result: [ContextEntry] = []
    var current: ContextEntry? = self
    while let entry = current, entry.child != nil {
      result.append(entry)
      current = entry.parent
    }
    return result.reversed()
  }
}
