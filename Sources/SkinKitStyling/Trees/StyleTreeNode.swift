import SkinKitCascade
import SkinKitProperties
import SkinKitSelectors

/// An object of any class as a node of a styled tree: a toolkit's views, a game engine's
/// nodes, an app's model objects — adopted in an extension, even of a class the app does not
/// own. The object says where it is (its parent and children) and what sheets select it by
/// (its style classes, identifier, state and attributes); its type is its Swift class, with
/// the superclass chain as supertypes. SkinKit keeps each node's styling state itself (by
/// object identity, released with the object), so an adopter adds no stored property, and
/// values reach the object through the keys its class binds (``Stylable/styleBindings``),
/// as for every ``Stylable``.
///
/// ```swift
/// class Widget {
///   weak var superwidget: Widget?
///   var subwidgets: [Widget] = []
///   var tags: [String] = []
///   var fill = StyleColor.clear
///   func add(_ child: Widget) {
///     subwidgets.append(child)
///     child.superwidget = self
///     setNeedsStyleUpdate()        // tells SkinKit the children changed
///   }
/// }
/// final class Badge: Widget {}
///
/// extension Widget: StyleTreeNode {
///   var styleParentNode: (any StyleTreeNode)? { superwidget }
///   var styleChildNodes: [any StyleTreeNode] { subwidgets }
///   var styleClassNames: [String] { tags }
///   static var styleBindings: [StyleBinding] { [.bind(\.backgroundColor, to: \Widget.fill)] }
/// }
///
/// let screen = Widget()
/// let badge = Badge()
/// screen.add(badge)
/// let skin = Skin(stylesheets: [.parse("Badge { background-color: red }")])
/// screen.style(with: skin)   // or StyleManager.shared.style(screen)
/// badge.fill.hex             // "#ff0000ff"
/// ```
///
/// A node tells SkinKit about its changes: ``setNeedsStyleUpdate()`` after its classes,
/// identifier, state or children changed (SkinKit reads them again and marks only what the
/// change can affect), ``styleAttributeDidChange(_:)`` after an attribute changed; then
/// ``updateStyles()`` (or ``StyleManager/updateStyles()``) restyles just that. A root that
/// knows the environment it is shown in (a window's traits) reports it as
/// ``styleRootEnvironment``; SkinKit reads it again on ``setNeedsStyleUpdate()``. The tree must
/// be consistent: each child reports its parent as ``styleParentNode``, and no node is
/// its own ancestor (SkinKit stops with a precondition message otherwise).
///
/// The model widgets (``StyleNode`` and its subclasses) are one adopter of this protocol.
public protocol StyleTreeNode: Stylable {
  /// The parent in the styled tree, or `nil` for a root.
  var styleParentNode: (any StyleTreeNode)? { get }
  /// The children, in order.
  var styleChildNodes: [any StyleTreeNode] { get }
  /// The style classes (`.primary`), in order; none by default.
  var styleClassNames: [String] { get }
  /// The style identifier (`#save`); none by default.
  var styleID: String? { get }
  /// The state (`:highlighted`, `:selected`, `:disabled`, `:focused`); none by default.
  var styleState: ElementState { get }
  /// An attribute's value (`[title="Save"]` tests `title`); none by default.
  func styleAttribute(_ name: String) -> String?
  /// The environment the tree this node roots is shown in — a window's or a scene's size,
  /// color scheme, size classes — or `nil` (the default) to take the one it is styled with
  /// (its ``StyleManager``'s). Read when the node is styled as a root, and again after its
  /// ``setNeedsStyleUpdate()``, which restyles what the change affects.
  var styleRootEnvironment: StyleEnvironment? { get }
  /// The name sheets use for `type` (a class of this tree) when it is not the Swift class's
  /// own name — UIKit's `UIButton` as `Button`; `nil` (the default) keeps the class's name.
  static func styleTypeName(of type: AnyClass) -> String?
}

extension StyleTreeNode {
  public var styleClassNames: [String] { [] }
  public var styleID: String? { nil }
  public var styleState: ElementState { [] }
  public func styleAttribute(_ name: String) -> String? { nil }
  public var styleRootEnvironment: StyleEnvironment? { nil }
  public static func styleTypeName(of type: AnyClass) -> String? { nil }

  /// The node's type: its class's name (or the one ``styleTypeName(of:)`` gives), with
  /// the superclasses that are nodes too as supertypes.
  public var styleNodeType: StyleType {
    if let node = self as? StyleNode { return node.styleType }
    return StyleTypes.type(of: self)
  }

  /// Reads the node's classes, identifier, state and children again and marks what their
  /// changes affect, for the next ``updateStyles()`` (nothing if the node is not styled).
  public func setNeedsStyleUpdate() {
    if let node = self as? StyleNode { return node.setNeedsStyleUpdate() }
    guard let node = existingStyleNode as? ForeignNode else { return }
    node.readObject()
  }

  /// Marks what a change of the attribute `name` affects, for the next ``updateStyles()``.
  public func styleAttributeDidChange(_ name: String) {
    existingStyleNode?.attributeDidChange(name)
  }

  /// Restyles what changed since the last update in the node's styled tree: only the nodes
  /// the changes affect are recomputed, and only values that changed are written.
  @discardableResult
  public func updateStyles() -> StyleUpdateReport {
    existingStyleNode?.updateStyles() ?? StyleUpdateReport()
  }

  /// Recomputes every node of the node's styled tree and writes every value the skin sets
  /// again — after a change SkinKit cannot see (an object's property set behind its back, a
  /// tree changed without ``setNeedsStyleUpdate()``): every object is read again first.
  @discardableResult
  public func restyleAll() -> StyleUpdateReport {
    existingStyleNode?.restyleAll() ?? StyleUpdateReport()
  }

  /// Makes this node the root of a tree `skin` styles and styles it now (or switches the
  /// skin of the tree it roots). ``StyleManager`` does this for its roots.
  @discardableResult
  public func style(with skin: Skin, environment: StyleEnvironment? = nil) -> StyleUpdateReport {
    makeStyleNode().style(with: skin, environment: environment)
  }

  /// Stops styling the tree this node roots; its nodes keep their values.
  public func stopStyling() { existingStyleNode?.stopStyling() }

  /// The node's computed style from the last restyle, if it is in a styled tree.
  package var computedStyle: ComputedStyle? { existingStyleNode?.computedStyle }

  /// The computed value of a custom property (`--accent`) from the last restyle, or `nil`
  /// when the node is not styled, no declaration sets the property (here or above), or its
  /// value does not convert to the key's type.
  ///
  /// ```swift
  /// let accent = CustomPropertyKey<StyleColor>("--accent", syntax: .color)
  /// let card = View(classes: ["card"])
  /// card.style(with: Skin(stylesheets: [.parse(".card { --accent: #ff8000 }")]))
  /// card[accent]?.hex    // "#ff8000ff"
  /// ```
  public subscript<Value>(key: CustomPropertyKey<Value>) -> Value? {
    computedStyle?.customProperty(key.name).flatMap(key.value(of:))
  }

  /// Whether the node is in a tree a skin styles.
  public var isStyled: Bool { existingStyleNode?.isStyled ?? false }

  // MARK: The node SkinKit styles

  /// The node SkinKit styles for this object, if there is one: the object itself for a
  /// ``StyleNode``, else the node kept for it.
  var existingStyleNode: StyleNode? {
    if let node = self as? StyleNode { return node }
    return ObjectRecords.record(of: self)?.node
  }

  /// The node SkinKit styles for this object, made (with its subtree's) if there is none.
  func makeStyleNode() -> StyleNode {
    if let node = self as? StyleNode { return node }
    return ForeignNode.node(for: self)
  }
}
