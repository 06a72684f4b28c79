import SkinKitCascade
import SkinKitProperties

/// What a node needs at the next update.
struct RestyleFlags: OptionSet {
  let rawValue: UInt8
  /// The node's own style must be recomputed.
  static let needsStyle = RestyleFlags(rawValue: 1)
  /// Every node below it must be recomputed.
  static let descendantsNeedStyle = RestyleFlags(rawValue: 2)
  /// Some node below it is marked (the update walks down to it).
  static let descendantMarked = RestyleFlags(rawValue: 4)
}

/// A node's styling bookkeeping.
struct NodeStyling {
  /// The styled tree, on its root only (which owns it).
  var tree: StyledTree?
  /// The styled tree the node is in, on every node of it (the root's ``tree``).
  weak var enclosingTree: StyledTree?
  /// The computed style from the last update.
  var style: ComputedStyle?
  /// The style object assigned to the node, and its declarations for a property table.
  var inline: CascadingStyle?
  var inlineCache: (table: PropertyTable, style: InlineStyle)?
  var flags: RestyleFlags = []
  /// What the skin wrote, by each key's first longhand: the key's values.
  var applied: [PropertyID: [StyleValue]] = [:]
  /// What the skin wrote per state (by state raw value, then key).
  var appliedStates: [UInt8: [PropertyID: [StyleValue]]] = [:]
  /// The node's own values by longhand, each read back before anything styled it first.
  var originals: [PropertyID: StyleValue] = [:]
  /// Whether ``originals`` holds every value the node has (read before a style object was
  /// applied to it directly).
  var originalsComplete = false

  /// The inline style's declarations for a cascade's property table.
  mutating func inlineStyle(table: PropertyTable) -> InlineStyle? {
    guard let inline else { return nil }
    if let cache = inlineCache, cache.table.isIdentical(to: table) { return cache.style }
    let style = inline.inlineStyle(table: table)
    inlineCache = (table, style)
    return style
  }
}

/// What one update did.
///
/// ```swift
/// root.addClass("dark")
/// let report = root.updateStyles()
/// report.recomputedNodes     // nodes whose style was recomputed
/// report.writtenProperties   // property writes (only values that changed)
/// ```
public struct StyleUpdateReport: Sendable, CustomStringConvertible {
  /// Nodes whose computed style was recomputed.
  public var recomputedNodes = 0
  /// Extra resolutions for per-state values (`titleColor(for: .highlighted)`).
  public var stateResolutions = 0
  /// Properties written to widgets (each written only when its value changed), resets
  /// included.
  public var writtenProperties = 0
  /// Properties returned to the widget's own value because nothing sets them any more.
  public var resetProperties = 0
  /// How long the update took.
  public var duration: Duration = .zero
  /// Problems found while computing values (`var()` cycles, invalid substitutions).
  public var diagnostics: [Diagnostic] = []

  public init() {}

  public var description: String {
    "\(recomputedNodes) recomputed, \(writtenProperties) written (\(resetProperties) reset) in \(duration)"
  }
}
