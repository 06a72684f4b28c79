import SkinKitCascade
import SkinKitProperties
import SkinKitSyntax

/// What a skin computes for every node of a tree, read without writing anything to the
/// objects: what `skss resolve` prints, for an app's tools and tests. Each object's values
/// are a ``CascadingStyle`` holding every property's computed value (initial values
/// included), read as typed properties.
///
/// ```swift
/// let skin = Skin(stylesheets: [Stylesheet.parse("Window { --accent: red } Label { color: var(--accent) }")])
/// let window = Window()
/// let label = Label(text: "Hello")
/// window.addSubview(label)
/// let computed = skin.computedStyles(of: window)
/// computed[label]?.textColor                         // red (label.textColor is untouched)
/// computed.customProperty("--accent", of: label)     // "red"
/// ```
public struct ComputedStyles {
  /// The tree's objects, in document order (the root first).
  public let objects: [AnyObject]
  /// Problems found while computing values (`var()` cycles, values invalid after
  /// substitution, an inline style's invalid values).
  public let diagnostics: [Diagnostic]
  private let styles: [ComputedStyle]
  private let positions: [ObjectIdentifier: Int]
  private let table: PropertyTable

  init(
    objects: [AnyObject], styles: [ComputedStyle], diagnostics: [Diagnostic], table: PropertyTable
  ) {
    self.objects = objects
    self.styles = styles
    self.diagnostics = diagnostics
    self.table = table
    var positions: [ObjectIdentifier: Int] = [:]
    for (position, object) in objects.enumerated() {
      positions[ObjectIdentifier(object)] = position
    }
    self.positions = positions
  }

  /// Every computed value of `object` (a new style each time), or `nil` for an object not in
  /// the tree.
  public subscript(object: AnyObject) -> CascadingStyle? {
    guard let position = positions[ObjectIdentifier(object)] else { return nil }
    let style = styles[position]
    var values: [PropertyID: StyleValue] = [:]
    for definition in table.definitions { values[definition.id] = style.value(definition.id) }
    return CascadingStyle(values: values)
  }

  /// The computed value of a custom property (`--accent`) of `object`, as CSS text; `nil`
  /// when it has none (or is invalid at computed-value time), or `object` is not in the tree.
  public func customProperty(_ name: String, of object: AnyObject) -> String? {
    guard let position = positions[ObjectIdentifier(object)],
      let tokens = styles[position].customProperty(name)
    else { return nil }
    return TokenPrinter.print(tokens, collapsingWhitespace: true)
  }
}

extension Skin {
  /// The values the skin computes for every node of the tree under `root` — model widgets
  /// or any ``StyleTreeNode`` — in `environment` (by default the root's), without writing
  /// them: a tree the skin styles keeps its values, and one it does not stays untouched.
  /// An object's assigned ``CascadingStyle`` counts as its inline style, as when styling.
  public func computedStyles(of root: any StyleTreeNode, environment: StyleEnvironment? = nil)
    -> ComputedStyles
  {
    let node = root.makeStyleNode()
    var nodes: [StyleNode] = []
    node.forEachNode { nodes.append($0) }
    let table = cascade.table
    var problems: [Diagnostic] = []
    let (styles, diagnostics) = cascade.resolveAll(
      node, environment: environment ?? node.styleEnvironment,
      inlineStyle: { element in
        guard let (style, found) = (element as? StyleNode)?.inlineDeclarations(table: table)
        else { return nil }
        problems += found
        return style
      })
    return ComputedStyles(
      objects: nodes.map(\.styleTarget), styles: styles,
      diagnostics: (problems + diagnostics).removingDuplicates(), table: table)
  }
}
