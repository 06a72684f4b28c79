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
  /// Every value the skin sets is written again, whatever was written before.
  static let rewrite = RestyleFlags(rawValue: 8)
}

/// A node's styling bookkeeping: what every node of a styled tree keeps (its tree, its
/// computed style, its marks), with what only some nodes need — values written, an inline
/// style — in records made on first use.
struct NodeStyling {
  /// The styled tree, on its root only (which owns it).
  var tree: StyledTree?
  /// The styled tree the node is in, on every node of it (the root's ``tree``).
  weak var enclosingTree: StyledTree?
  /// The computed style from the last update.
  var style: ComputedStyle?
  var flags: RestyleFlags = []
  /// What was written to the node, once something was.
  var written: WrittenValues?
  /// The style object assigned to the node, if any.
  var inline: InlineRecord?
}

/// A node's inline style: a style object assigned to it, or declarations written as text (a
/// tree file's `"style"`), with its declarations for the property table they were last made
/// for.
final class InlineRecord {
  enum Source {
    case object(CascadingStyle)
    case text(String)
  }

  let source: Source
  private var made: (table: PropertyTable, style: InlineStyle, diagnostics: [Diagnostic])?

  init(_ source: Source) { self.source = source }

  /// The style object, when the inline style is one.
  var style: CascadingStyle? {
    if case .object(let style) = source { return style }
    return nil
  }

  /// The declarations for a cascade's property table, with the problems found in text
  /// (located in `path`: `style of 0/2`).
  func declarations(table: PropertyTable, path: () -> String) -> (InlineStyle, [Diagnostic]) {
    if let made, made.table.isIdentical(to: table) { return (made.style, made.diagnostics) }
    let result: (InlineStyle, [Diagnostic])
    switch source {
    case .object(let style): result = (style.inlineStyle(table: table), [])
    case .text(let text): result = InlineStyle.parse(text, path: path(), table: table)
    }
    made = (table, result.0, result.1)
    return result
  }
}

/// What a skin wrote to one node, to write only what changes and to give back what it no
/// longer sets.
final class WrittenValues {
  /// The style whose declared values were written last.
  var style: ComputedStyle?
  /// The normal state's style at that write, when it was not ``style`` (a node in another
  /// state whose class keeps values per state: they take their normal value from it).
  var normalStyle: ComputedStyle?
  /// The tree's write generation at that write: a new one (another skin's images, another
  /// registry's routing) writes image and routed values again.
  var generation: UInt32 = 0
  /// The node's own values, read back before the skin first wrote each key.
  var originals = OriginalValues()
  /// The values written per state for per-state keys (by state raw value and first
  /// longhand).
  var states: [StateWrite] = []
  /// The transitions running on the node's object.
  var transitions = NodeTransitions()
  /// The animations of the node's object.
  var animations = NodeAnimations()
  /// The tree whose list of animating nodes holds the node (a node moved to another tree
  /// is listed there when a transition or animation starts on it, and dropped from the old
  /// list).
  weak var listedIn: StyledTree?

  /// Whether a frame at `time` may change a value: a transition runs, or an animation moves.
  func moves(at time: Double) -> Bool {
    !transitions.isEmpty || (!animations.isEmpty && animations.moves(at: time))
  }

  struct StateWrite {
    let state: UInt8
    let property: PropertyID
    var values: [StyleValue]
  }
}

/// An object's own values, by longhand, read back before a skin first wrote them (a few:
/// searched in order). A value type, so that keeping one is one access to the record that
/// holds it; one array of pairs, grown from a small capacity, because a node of a large tree
/// keeps a handful and every byte is paid per node.
struct OriginalValues {
  private var entries: [(id: PropertyID, value: StyleValue)] = []
  /// Whether they are every value the object has (read before a style object was applied
  /// to it directly).
  var isComplete = false

  /// The object's own value of `id`, if it was read back.
  func value(of id: PropertyID) -> StyleValue? {
    for entry in entries where entry.id == id { return entry.value }
    return nil
  }

  /// Keeps `value` as the object's own value of `id`, unless one is kept already.
  mutating func keep(_ value: StyleValue, for id: PropertyID) {
    guard !entries.contains(where: { $0.id == id }) else { return }
    if entries.isEmpty { entries.reserveCapacity(4) }
    entries.append((id, value))
  }

  /// Keeps each of `values` as the object's own value of the property at the same position
  /// in `properties`.
  mutating func keep(_ values: [StyleValue], for properties: [PropertyID]) {
    if entries.isEmpty { entries.reserveCapacity(max(4, properties.count)) }
    for (id, value) in zip(properties, values) { keep(value, for: id) }
  }
}
