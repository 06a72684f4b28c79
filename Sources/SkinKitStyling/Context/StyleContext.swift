import SkinKitCascade
import SkinKitProperties
import SkinKitSelectors

/// The style of a node of a declarative tree — a tree of values, recreated on every update and
/// identified by position, as SwiftUI's views are — handed by a parent to its children.
///
/// A context is a position in such a tree: ``child(type:classes:id:state:attributes:isLeaf:)``
/// gives a child's context, with its computed style, from its description (type, classes,
/// identifier, state, attributes: what selectors see). The styles are those an object tree
/// with the same descriptions gets — the same engine computes them: the cascade, inheritance,
/// custom properties, states and the environment. Values are read as a style object's are
/// (`context.textColor`, `context[GlowKeys.glowRadius]`): `nil` when no declaration sets
/// them, here or above, so what no rule mentions keeps the view's own default.
///
/// ```swift
/// let tree = StyleContext(manager: manager)      // the manager's skin and environment
/// let card = tree.child(type: "View", classes: ["card"])
/// let title = card.child(type: "Label", classes: ["title"], isLeaf: true)
/// title.textColor        // the sheets' color for `.card > Label.title`, or nil
/// title.font?.size       // inherited from the card where the card sets it
/// ```
///
/// Contexts are cached by position: asking again for a child with the same description under
/// the same parent costs a lookup, so re-creating an unchanged tree resolves nothing. A skin
/// switch or a live reload (``StyleManager/activate(_:incremental:)``) and an environment
/// change recompute, at the next ask, only the contexts they may affect. Copies of a context
/// share its cache; contexts may be used from any thread.
///
/// **Siblings.** A child asked for alone is its parent's only child: `:first-child`,
/// `:last-child` and `:only-child` match it, and `+`, `~` and `:nth-child(2)` do not. A parent
/// that declares its children in order (``children(_:)``) gives each its position and its
/// siblings, so sibling-dependent selectors work as in an object tree. A parent declares one
/// list at a time: declaring another replaces it (children with unchanged descriptions keep
/// their cached subtrees). `:empty` matches a context described as a leaf (`isLeaf: true`):
/// a node's children are not known when its own style is computed.
@dynamicMemberLookup
public struct StyleContext: Sendable, Equatable {
  let store: ContextStore
  let entry: ContextEntry
  /// The computed style: `nil` for a root context (above the tree's roots) and while no skin
  /// is active.
  package let computedStyle: ComputedStyle?
  /// The skin the style was computed with.
  let skin: Skin?
  /// The environment the tree is styled in, when the context pins one (else the manager's).
  let pinnedEnvironment: StyleEnvironment?
  /// The environment the style was computed in.
  public let environment: StyleEnvironment
  /// What this context describes (`nil` for a root).
  public let node: Child?

  init(
    store: ContextStore, entry: ContextEntry, node: Child?, style: ComputedStyle?, skin: Skin?,
    pinned: StyleEnvironment?, environment: StyleEnvironment
  ) {
    self.store = store
    self.entry = entry
    self.node = node
    self.computedStyle = style
    self.skin = skin
    self.pinnedEnvironment = pinned
    self.environment = environment
  }

  /// The root of a declarative tree styled with `manager`'s active skin, in its environment:
  /// its children are the tree's roots (`:root`). Keep it (an app's state, a view's) and start
  /// each render from it: its cache lives as long as it or a context made from it does.
  ///
  /// ```swift
  /// let tree = StyleContext(manager: .shared)
  /// let screen = tree.child(type: "Window")
  /// ```
  public init(manager: StyleManager = .shared) {
    let store = ContextStore(manager: manager)
    self.init(
      store: store, entry: store.document, node: nil, style: nil, skin: manager.skin, pinned: nil,
      environment: manager.environment)
  }

  /// This root with its tree styled in `environment` instead of its manager's (`nil`: the
  /// manager's again) — what a view framework's own environment (a SwiftUI scene's color
  /// scheme and size classes) decides. The cache is kept: only what the change may affect is
  /// recomputed.
  ///
  /// ```swift
  /// let tree = StyleContext(manager: manager)
  /// let dark = tree.withEnvironment(StyleEnvironment(colorScheme: .dark))
  /// dark.child(type: "Window").backgroundColor   // what `@media dark` rules give
  /// ```
  public func withEnvironment(_ environment: StyleEnvironment?) -> StyleContext {
    let (skin, resolved) = store.current(pinned: environment)
    return StyleContext(
      store: store, entry: entry, node: node, style: computedStyle, skin: skin, pinned: environment,
      environment: resolved)
  }

  /// What the asks of this context's tree did so far.
  package var statistics: StyleContextStatistics { store.statistics }

  // MARK: Children

  /// The context of a child described by its type (a model widget's name, `Button`, or its
  /// UIKit name, `UIButton`; another name is a type of its own), style classes, identifier,
  /// state and attributes — an only child (see ``StyleContext``). `isLeaf` says it will have
  /// no children (it is then `:empty`).
  ///
  /// ```swift
  /// let screen = StyleContext(manager: manager).child(type: "Window")
  /// let save = screen.child(type: "Button", classes: ["primary"], state: .highlighted)
  /// save.titleColor     // the value of `Button.primary:highlighted` rules
  /// ```
  public func child(
    type: String, classes: [String] = [], id: String? = nil, state: ElementState = [],
    attributes: [String: String] = [:], isLeaf: Bool = false
  ) -> StyleContext {
    child(
      Child(
        type: type, classes: classes, id: id, state: state, attributes: attributes,
        isLeaf: isLeaf))
  }

  /// The context of a child described by `child`, an only child.
  public func child(_ child: Child) -> StyleContext {
    store.child(child, of: self)
  }

  /// The contexts of the children this context declares, in order: each has its position and
  /// its siblings, so `:nth-child()`, `:last-child`, `+` and `~` match as in an object tree.
  ///
  /// ```swift
  /// let list = StyleContext(manager: manager).child(type: "TableView")
  /// let rows = list.children((0..<3).map { _ in StyleContext.Child(type: "TableViewCell") })
  /// rows[1].backgroundColor    // what `TableViewCell:nth-child(even)` rules give
  /// ```
  public func children(_ children: [Child]) -> [StyleContext] {
    store.children(children, of: self)
  }

  // MARK: Values

  /// The value of a key — an app's, or a built-in one — or `nil` when no declaration sets it
  /// (here, or above for an inherited property).
  ///
  /// ```swift
  /// let elevation = StyleKey<Double>(
  ///   "elevation", syntax: .length(minimum: 0, percentages: false), initial: 0)
  /// let card = StyleContext(manager: manager).child(type: "View", classes: ["card"])
  /// card[elevation]     // nil unless the skin's registry lists the key and a rule sets it
  /// ```
  public subscript<Value>(key: StyleKey<Value>) -> Value? {
    guard let computedStyle else { return nil }
    let table = computedStyle.table
    var values: [PropertyID: StyleValue] = [:]
    for id in key.properties where table.contains(id) && computedStyle.isDeclared(id) {
      values[id] = resolved(computedStyle.value(id))
    }
    return values.isEmpty ? nil : key.value(in: values)
  }

  /// The computed value of a custom property (`--accent`), inherited as CSS inherits it, or
  /// `nil` when no declaration sets it or its value does not convert to the key's type.
  ///
  /// ```swift
  /// let accent = CustomPropertyKey<StyleColor>("--accent", syntax: .color)
  /// StyleContext(manager: manager).child(type: "View")[accent]   // nil unless a rule sets it
  /// ```
  public subscript<Value>(key: CustomPropertyKey<Value>) -> Value? {
    computedStyle?.customProperty(key.name).flatMap(key.value(of:))
  }

  /// A built-in property (a member of ``StyleKeys``) as a property of the context:
  /// `context.textColor`, `context.padding`; `nil` when no declaration sets it.
  public subscript<Value>(dynamicMember member: KeyPath<StyleKeys, StyleKey<Value>>) -> Value? {
    self[StyleKeys.builtIn[keyPath: member]]
  }

  /// The values that declarations set (here, or above for inherited properties) as a style
  /// object: what a widget in this position would receive. ``CascadingStyle/apply(to:)``
  /// writes them to an object through its class's bindings.
  ///
  /// ```swift
  /// let title = StyleContext(manager: manager).child(type: "Label", classes: ["title"])
  /// title.style.apply(to: label)
  /// ```
  public var style: CascadingStyle {
    guard let computedStyle else { return CascadingStyle() }
    var values: [PropertyID: StyleValue] = [:]
    computedStyle.forEachDeclaredValue { id, value in values[id] = resolved(value) }
    return CascadingStyle(values: values)
  }

  /// A value as objects receive it (an image of the skin's folder by its file's path).
  private func resolved(_ value: StyleValue) -> StyleValue {
    skin?.resolvedValue(value) ?? value
  }

  /// Contexts are equal when they are the same position with the same style, skin and
  /// environment: a view framework comparing the context it hands down sees a change exactly
  /// when the style may have changed.
  public static func == (lhs: StyleContext, rhs: StyleContext) -> Bool {
    lhs.store === rhs.store && lhs.entry === rhs.entry && lhs.node == rhs.node
      && lhs.computedStyle === rhs.computedStyle
      && lhs.skin === rhs.skin && lhs.pinnedEnvironment == rhs.pinnedEnvironment
      && lhs.environment == rhs.environment
  }
}
