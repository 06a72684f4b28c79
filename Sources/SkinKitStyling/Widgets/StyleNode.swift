import SkinKitCascade
import SkinKitProperties
import SkinKitSelectors

/// A node of a widget tree that skins style: the common base of the model widgets (``View``,
/// ``BarItem``, ``ViewController``), as `UIResponder`/`NSObject` are in UIKit. It has a type
/// (with supertypes, from `BuiltInTypes` for the model widgets), style classes, an
/// identifier, a state, attributes, a parent and children; every change to them marks what
/// it affects in the styled tree, and ``updateStyles()`` restyles just that.
///
/// A subclass from an app is a type of its own, named after the class, with its superclass's
/// type as supertype (so `Card` rules style it, and `View` rules too):
///
/// ```swift
/// final class Card: View {}
/// let card = Card()
/// card.styleType.lineageDescription   // "Card ← View"
/// card.addClass("featured")
/// card.addChild(Label(text: "Hello"))
/// ```
///
/// Like UIKit's views, a tree is used from one thread at a time.
open class StyleNode: StyleElement, StyleTreeNode {
  /// The style type of this class's instances. A subclass that does not override it is a
  /// type named after the class, with its superclass's type as supertype; one that overrides
  /// it gives another name (keep the value in a `static let`: it is read once per class).
  open class var nodeType: StyleType { StyleType(name: "Node") }

  /// The style properties this class takes (none for a plain node); a subclass adds its own
  /// to `super.styleBindings` (see ``Stylable``).
  open class var styleBindings: [StyleBinding] { [] }

  /// The node's type (set once, by the node a foreign tree's object is styled through).
  public package(set) var styleType: StyleType
  // What resolution reads of every node in every pass, changed only through the node's own
  // methods on the thread that owns the tree: their accesses are not checked at run time.
  @exclusivity(unchecked) package private(set) var styleClasses: [StyleName] = []
  @exclusivity(unchecked) package private(set) var styleIdentifier: StyleName?
  package private(set) var attributes: [String: String] = [:]
  /// The parent, or `nil` for a root. Not a `weak` reference (which would give every parent
  /// a side table that each retain and release of it then goes through): the link is set and
  /// cleared only by the tree's own methods, and a parent clears its children's links when it
  /// goes, so it never points at a freed node.
  public private(set) unowned(unsafe) var parent: StyleNode?
  /// The children, in order.
  @exclusivity(unchecked) public private(set) var children: [StyleNode] = []
  @exclusivity(unchecked) public private(set) var styleIndex = 0
  /// Styling bookkeeping (computed style, what was written, what needs restyling).
  var styling = NodeStyling()

  /// A node with style classes and an identifier.
  public init(classes: [String] = [], identifier: String? = nil) {
    styleType = StyleTypes.nodeType(of: Self.self)
    styleClasses = Self.unique(classes.map { StyleName($0) })
    styleIdentifier = identifier.map { StyleName($0) }
  }

  /// Gives a new node, in no styled tree yet, its type — a foreign tree's node's is its
  /// object's class, not the node's —, classes, identifier and state.
  func prepare(type: StyleType, classes: [String], identifier: String?, state: ElementState) {
    precondition(styling.enclosingTree == nil && parent == nil)
    styleType = type
    styleClasses = Self.unique(classes.map { StyleName($0) })
    styleIdentifier = identifier.map { StyleName($0) }
    if !state.isEmpty { self.state = state }
  }

  /// Gives a new node, in no styled tree yet, its classes (interned, without duplicates),
  /// identifier and state: what a tree file's node says.
  package func prepare(classes: [StyleName], identifier: StyleName?, state: ElementState) {
    precondition(styling.enclosingTree == nil)
    styleClasses = classes
    styleIdentifier = identifier
    if !state.isEmpty { self.state = state }
  }

  /// The object the node's values are written to and read from: the node itself, or the
  /// object of a foreign tree the node stands for.
  var styleTarget: AnyObject { self }

  deinit {
    guard !children.isEmpty else { return }
    var pending = children
    children = []
    for child in pending { child.parent = nil }
    releaseWithoutRecursion(&pending) { node in
      defer { node.children = [] }
      for child in node.children { child.parent = nil }
      return node.children
    }
  }

  // MARK: Classes, identifier, state, attributes

  /// The style classes (`.primary`), in order, without duplicates.
  public var classes: [String] {
    get { styleClasses.map(\.string) }
    set { setStyleClasses(Self.unique(newValue.map { StyleName($0) })) }
  }

  /// Adds a style class (nothing if it is there already).
  public func addClass(_ name: String) {
    let interned = StyleName(name)
    guard !styleClasses.contains(interned) else { return }
    setStyleClasses(styleClasses + [interned])
  }

  /// Removes a style class (nothing if it is not there).
  public func removeClass(_ name: String) {
    let interned = StyleName(name)
    guard styleClasses.contains(interned) else { return }
    setStyleClasses(styleClasses.filter { $0 != interned })
  }

  /// Whether the node has a style class.
  public func hasClass(_ name: String) -> Bool { styleClasses.contains(StyleName(name)) }

  private func setStyleClasses(_ new: [StyleName]) {
    let old = styleClasses
    styleClasses = new
    invalidate { $0.invalidation(forClassChangeFrom: old, to: new) }
  }

  private static func unique(_ names: [StyleName]) -> [StyleName] {
    // A long list goes through a set, so that it costs linear time.
    guard names.count > 16 else {
      var result: [StyleName] = []
      for name in names where !result.contains(name) { result.append(name) }
      return result
    }
    var seen = Set<StyleName>()
    return names.filter { seen.insert($0).inserted }
  }

  /// The style identifier (`#save`).
  public var identifier: String? {
    get { styleIdentifier?.string }
    set {
      let old = styleIdentifier
      let new = newValue.map { StyleName($0) }
      guard old != new else { return }
      styleIdentifier = new
      invalidate { map in
        var invalidation = Invalidation()
        if let old { invalidation.formUnion(map.invalidation(for: .identifier(old))) }
        if let new { invalidation.formUnion(map.invalidation(for: .identifier(new))) }
        return invalidation
      }
    }
  }

  /// The state (`:highlighted`, `:selected`, `:disabled`, `:focused`).
  @exclusivity(unchecked) public var state: ElementState = [] {
    didSet {
      guard state != oldValue else { return }
      let old = oldValue
      invalidate { [state] in $0.invalidation(forStateChangeFrom: old, to: state) }
    }
  }

  public var styleState: ElementState { state }

  /// An attribute's value (`[title="Save"]` tests the `title` attribute).
  open func styleAttribute(_ name: String) -> String? { attributes[name] }

  /// Sets (or, with `nil`, removes) a free-form attribute.
  public func setAttribute(_ value: String?, forName name: String) {
    guard attributes[name] != value else { return }
    attributes[name] = value
    attributeDidChange(name)
  }

  /// Tells the styled tree that an attribute changed; subclasses that expose properties as
  /// attributes (a button's `title`) call it from their setters.
  public func attributeDidChange(_ name: String) {
    invalidate { $0.invalidation(for: .attribute(name)) }
  }

  // MARK: Tree

  package var styleParent: (any StyleElement)? { parent }
  public var styleParentNode: (any StyleTreeNode)? { parent }
  public var styleChildNodes: [any StyleTreeNode] { children }
  public var styleClassNames: [String] { classes }
  public var styleID: String? { identifier }
  /// `nil`: a node takes the environment it is styled with (a ``Window`` carries its own).
  open var styleRootEnvironment: StyleEnvironment? { nil }
  public var styleChildCount: Int { children.count }
  package func styleChild(at index: Int) -> any StyleElement { children[index] }

  /// The environment of the nearest node at or above this one that carries its own (a
  /// ``Window``: see ``styleRootEnvironment``), else the styled tree's, else the default one.
  public var styleEnvironment: StyleEnvironment {
    var node: StyleNode? = self
    while let current = node {
      if let own = current.styleRootEnvironment { return own }
      if let tree = current.styling.tree { return tree.environment }
      node = current.parent
    }
    return StyleEnvironment()
  }

  /// Appends a child (moving it from its current parent, if any).
  public func addChild(_ child: StyleNode) {
    insertChild(child, at: child.parent === self ? children.count - 1 : children.count)
  }

  /// Inserts a child at an index (moving it from its current parent, if any).
  public func insertChild(_ child: StyleNode, at index: Int) {
    // Only a node with children can be an ancestor (a chain built top down stays linear).
    precondition(
      child !== self && (child.children.isEmpty || !isDescendant(of: child)),
      "a node cannot contain itself")
    if child.parent === self {
      let from = child.styleIndex
      let to = min(max(index, 0), children.count - 1)
      guard from != to else { return }
      children.remove(at: from)
      children.insert(child, at: to)
      reindexChildren(from: min(from, to))
      styledTree?.childMoved(child, within: self)
      return
    }
    child.removeFromParent()
    let position = min(max(index, 0), children.count)
    children.insert(child, at: position)
    child.parent = self
    reindexChildren(from: position)
    child.styling.tree = nil
    child.joinTree(styling.enclosingTree)
    styledTree?.childInserted(child, into: self)
  }

  /// Makes `nodes` — new nodes, each without a parent or children — the children of this
  /// node, which has none and is in no styled tree: what ``insertChild(_:at:)`` does for
  /// each, at once (a foreign tree's nodes are made this way as it is first read).
  func adoptNewChildren(_ nodes: [StyleNode]) {
    precondition(children.isEmpty && styling.enclosingTree == nil)
    for (index, node) in nodes.enumerated() {
      node.parent = self
      node.styleIndex = index
    }
    children = nodes
  }

  /// Removes the node from its parent. It keeps the values it was styled with.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.remove(at: styleIndex)
    self.parent = nil
    parent.reindexChildren(from: styleIndex)
    styleIndex = 0
    joinTree(nil)
    parent.styledTree?.childRemoved(from: parent)
  }

  /// Makes `tree` the styled tree of this node and every node below it. Every node of a
  /// subtree is in the same tree, so a subtree already in `tree` is left alone: building an
  /// unstyled tree costs nothing here, at any depth.
  func joinTree(_ tree: StyledTree?) {
    guard styling.enclosingTree !== tree else { return }
    var pending: [StyleNode] = [self]
    while let node = pending.popLast() {
      node.styling.enclosingTree = tree
      // A node that leaves its tree keeps the values its transitions and animations reached;
      // they stop, and the next update that styles it writes its values again (what it shows
      // is not what was last written) and starts its animations again.
      if let written = node.styling.written,
        !written.transitions.isEmpty || !written.animations.isEmpty
      {
        written.transitions.removeAll()
        written.animations.removeAll()
        node.styling.flags.insert(.rewrite)
      }
      pending.append(contentsOf: node.children)
    }
  }

  private func reindexChildren(from start: Int) {
    for index in start..<children.count { children[index].styleIndex = index }
  }

  /// Whether this node is `node` or below it.
  public func isDescendant(of node: StyleNode) -> Bool {
    var current: StyleNode? = self
    while let candidate = current {
      if candidate === node { return true }
      current = candidate.parent
    }
    return false
  }

  /// The topmost ancestor (the node itself for a root).
  public var root: StyleNode {
    var node = self
    while let parent = node.parent { node = parent }
    return node
  }

  /// Calls `body` with this node and every node below it, in document order.
  func forEachNode(_ body: (StyleNode) -> Void) {
    var stack = [self]
    while let node = stack.popLast() {
      body(node)
      var index = node.children.count - 1
      while index >= 0 {
        stack.append(node.children[index])
        index -= 1
      }
    }
  }

  /// This node and every node below it, in document order.
  public var subtree: [StyleNode] {
    var result: [StyleNode] = []
    var stack = [self]
    while let node = stack.popLast() {
      result.append(node)
      stack.append(contentsOf: node.children.reversed())
    }
    return result
  }

  // MARK: Styling

  /// The styled tree this node is in, if any (kept on every node, like a view's window, so
  /// that a change in a deep tree finds it without walking up).
  var styledTree: StyledTree? { styling.enclosingTree }

  /// The node's computed style from the last restyle, if it is in a styled tree.
  package var computedStyle: ComputedStyle? { styling.style }

  /// The style object assigned to the node (its inline style), if any.
  public var inlineStyle: CascadingStyle? { styling.inline?.style?.copy() }

  /// Declarations written as text (a tree file's `"style"`) as the node's inline style, or
  /// none. The node is restyled at the next update.
  package func setInlineStyle(text: String?) {
    styling.inline = text.map { InlineRecord(.text($0)) }
    styledTree?.markSelf(self)
  }

  /// The node's inline declarations for a property table, with the problems found in them
  /// (a style object's have none), or `nil` when it has no inline style.
  package func inlineDeclarations(table: PropertyTable) -> (InlineStyle, [Diagnostic])? {
    styling.inline?.declarations(table: table) { "style of \(stylePath)" }
  }

  /// Whether the node is in a tree a skin styles.
  public var isStyled: Bool { styledTree != nil }

  /// Makes `style` the node's inline style. In a styled tree the node is restyled at once
  /// (the inline style beats normal rules and loses to `!important` ones); elsewhere the
  /// style is applied directly, and becomes the inline style once the node is styled.
  func setInlineStyle(_ style: CascadingStyle) {
    styling.inline = style.isEmpty ? nil : InlineRecord(.object(style.copy()))
    if let tree = styledTree {
      tree.markSelf(self)
      tree.update()
    } else {
      captureOriginalValues()
      style.apply(to: styleTarget)
    }
  }

  /// Remembers all the node's own values before a style object is applied to it directly,
  /// so that a property no longer set can return to them.
  func captureOriginalValues() {
    let written = styling.written ?? WrittenValues()
    styling.written = written
    guard !written.originals.isComplete else { return }
    for (id, value) in CascadingStyle.reading(from: styleTarget).values {
      written.originals.keep(value, for: id)
    }
    written.originals.isComplete = true
  }

  /// Marks the node as needing a restyle (for changes SkinKit cannot see).
  public func setNeedsStyleUpdate() {
    styledTree?.markSelf(self)
  }

  /// Restyles what changed since the last update in this node's styled tree: only the
  /// nodes the changes affect are recomputed, and only properties whose values changed are
  /// written. Returns what it did (nothing outside a styled tree).
  @discardableResult
  public func updateStyles() -> StyleUpdateReport {
    styledTree?.update() ?? StyleUpdateReport()
  }

  /// Recomputes every node of this node's styled tree and writes every value the skin sets
  /// again, whatever SkinKit last wrote — for a change it cannot see: an object's property
  /// set behind its back, or a foreign tree's objects changed without telling it (each is
  /// read again). Returns what it did (nothing outside a styled tree).
  @discardableResult
  public func restyleAll() -> StyleUpdateReport {
    guard let tree = styledTree else { return StyleUpdateReport() }
    (tree.root as? ForeignNode)?.readWholeTree()
    tree.restyleAll()
    return tree.update()
  }

  /// Makes this node the root of a tree styled by `skin` and styles it now (or switches the
  /// skin of the tree it already roots). ``StyleManager`` does this for its roots.
  @discardableResult
  public func style(with skin: Skin, environment: StyleEnvironment? = nil) -> StyleUpdateReport {
    style(with: skin, environment: environment, options: ResolutionOptions())
  }

  /// ``style(with:environment:)`` with resolution options (how many threads, whether the
  /// caches are used), for the tests that compare them, and the time of the clock a manager
  /// drives, if it does (a first styling starts the sheet's animations then). The tree keeps
  /// them for its updates.
  @discardableResult
  package func style(
    with skin: Skin, environment: StyleEnvironment?, options: ResolutionOptions,
    time: Double? = nil
  ) -> StyleUpdateReport {
    precondition(parent == nil, "only a root can be styled")
    if let tree = styling.tree {
      if let environment, styleRootEnvironment == nil { tree.changeEnvironment(to: environment) }
      tree.changeSkin(to: skin)
    } else {
      let tree = StyledTree(root: self, skin: skin, environment: environment ?? styleEnvironment)
      styling.tree = tree
      joinTree(tree)
    }
    styling.tree!.options = options
    if styling.tree!.time == nil { styling.tree!.time = time }
    return styling.tree!.update()
  }

  /// Stops styling the tree this node roots; its nodes keep their values.
  public func stopStyling() {
    guard styling.tree != nil else { return }
    styling.tree = nil
    joinTree(nil)
  }

  private func invalidate(_ invalidation: (InvalidationMap) -> Invalidation) {
    guard let tree = styledTree else { return }
    tree.mark(invalidation(tree.skin.invalidation), at: self)
  }
}
