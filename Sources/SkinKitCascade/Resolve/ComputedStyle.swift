import SkinKitProperties
import SkinKitSyntax

/// A declaration in a cascade: a rule's (by cascade rank) or the node's inline style.
package struct DeclarationReference: Sendable, Hashable {
  /// The rule's rank in its cascade, or `-1` for the node's inline style.
  public let rule: Int32
  /// The declaration's index in the rule's (or inline style's) block.
  public let declaration: Int32

  public var isInline: Bool { rule < 0 }
}

/// A node's computed style: a value for every registered property, and where it came from.
///
/// Storage is shared and sparse: only values that came from declarations are stored, the
/// inherited ones in an array shared with the parent until something changes them, and
/// styles of nodes with identical inputs are the same object.
///
/// ```swift
/// let style = cascade.resolve(label, parentStyle: nil, environment: environment)
/// style.value(named: "color")      // .color(#ff0000ff)
/// style.declaredProperties          // ids of properties set by a declaration (here or above)
/// ```
///
/// Which declaration gave each value is not kept (it took a list per matched rule set, a
/// tenth of the memory of a large tree's styles): a pass that explains records it
/// (``WinningDeclarations``).
package final class ComputedStyle: Sendable {
  /// A property's id and value. The value comes first: after it (34 bytes) the id fills the
  /// padding, so an entry takes 40 bytes instead of 48 — every style holds several.
  struct Entry: Sendable {
    var value: StyleValue
    var id: Int32

    init(id: Int32, value: StyleValue) {
      self.value = value
      self.id = id
    }
  }

  /// Inherited properties whose value came from a declaration, sorted by id.
  let inheritedEntries: [Entry]
  /// Non-inherited properties declared on this node, sorted by id.
  let resetEntries: [Entry]
  /// Computed custom properties (`--x`), inherited.
  public var customProperties: [String: [Token]] { customSet.values }
  /// The custom properties, shared with the parent when the node declares none.
  let customSet: CustomPropertySet
  /// The property table the ids refer to (shared by every style of a cascade).
  public var table: PropertyTable { tableBox.table }
  let tableBox: PropertyTableBox
  /// The root's font size (for `rem`).
  public let rootFontSize: Double
  /// Whether the initial color — CSS's `CanvasText`, what `color` is where no declaration
  /// sets it — is the dark color scheme's (white): it is the root's, taken with the root's
  /// used color scheme, and inherited as any color (CSS Color 4 §6.2, as Chromium computes
  /// it). Not a declared value: nothing is written to an object for it.
  let darkCanvasText: Bool
  /// The node's own color (what `currentcolor` means for it). Read from the inherited
  /// values when asked, not stored: 33 bytes less in every style.
  public var color: StyleColor {
    if let index = Self.search(inheritedEntries, Int32(tableBox.table.colorID)),
      case .color(let own) = inheritedEntries[index].value
    {
      return own
    }
    return Self.canvasText(dark: darkCanvasText)
  }

  /// `CanvasText` in the light or the dark color scheme.
  static func canvasText(dark: Bool) -> StyleColor { dark ? .white : .black }

  init(
    inheritedEntries: [Entry], resetEntries: [Entry],
    customSet: CustomPropertySet, table: PropertyTableBox, rootFontSize: Double,
    darkCanvasText: Bool = false
  ) {
    self.inheritedEntries = inheritedEntries
    self.resetEntries = resetEntries
    self.customSet = customSet
    self.tableBox = table
    self.rootFontSize = rootFontSize
    self.darkCanvasText = darkCanvasText
  }

  /// The style of a node nothing styles (every property at its initial value).
  public static func initial(table: PropertyTable = .builtIn) -> ComputedStyle {
    ComputedStyle(
      inheritedEntries: [], resetEntries: [], customSet: .empty,
      table: PropertyTableBox(table),
      rootFontSize: 16)
  }

  static func search(_ entries: [Entry], _ id: Int32) -> Int? {
    var low = 0
    var high = entries.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let value = entries[middle].id
      if value == id { return middle }
      if value < id { low = middle + 1 } else { high = middle - 1 }
    }
    return nil
  }

  /// The computed value of a property (`currentcolor`, alone or in a color function, as the
  /// node's color).
  public func value(_ id: PropertyID) -> StyleValue {
    let table = tableBox.table
    let entries = table.isInherited(id) ? inheritedEntries : resetEntries
    guard let index = Self.search(entries, Int32(id)) else {
      if id == table.colorID { return .color(color) }
      let initial = table.initialValue(id)
      return initial.dependsOnCurrentColor ? initial.resolvingCurrentColor(color) : initial
    }
    let value = entries[index].value
    return value.dependsOnCurrentColor ? value.resolvingCurrentColor(color) : value
  }

  /// The computed value of a property by any of its names, or `nil` if there is none.
  public func value(named name: String) -> StyleValue? {
    guard let definition = table.definition(named: name) else { return nil }
    return value(definition.id)
  }

  /// Whether the value came from a declaration, on this node or inherited.
  public func isDeclared(_ id: PropertyID) -> Bool {
    let entries = table.isInherited(id) ? inheritedEntries : resetEntries
    return Self.search(entries, Int32(id)) != nil
  }

  /// The properties whose value came from a declaration (here or inherited), by id.
  public var declaredProperties: [PropertyID] {
    (inheritedEntries.map { Int($0.id) } + resetEntries.map { Int($0.id) }).sorted()
  }

  /// A custom property's computed tokens, or `nil` if it is not set (or invalid).
  public func customProperty(_ name: String) -> [Token]? { customSet.values[name] }

  /// Whether two styles give every property the same value.
  public func hasSameValues(as other: ComputedStyle) -> Bool {
    self === other
      || (inheritedEntries.count == other.inheritedEntries.count
        && resetEntries.count == other.resetEntries.count
        && zip(inheritedEntries, other.inheritedEntries).allSatisfy {
          $0.id == $1.id && $0.value == $1.value
        }
        && zip(resetEntries, other.resetEntries).allSatisfy {
          $0.id == $1.id && $0.value == $1.value
        }
        && customSet.hasSameValues(as: other.customSet) && color == other.color)
  }
}

/// The declarations that won one node's cascade, by property: what an explanation names as
/// each value's source. Recorded by an explaining pass (``CascadeResolver/recordsWinners``)
/// for each node it resolves; a property whose winner was invalid at computed-value time has
/// none.
struct WinningDeclarations {
  /// Property ids and their winning declarations, sorted by id.
  let entries: [(id: Int32, reference: DeclarationReference)]
  /// The matched rules in an `@scope`, with their proximity (why one lost to another).
  var scoped: [ScopedMatch] = []

  /// The declaration whose value property `id` took on the node, if one did.
  func winner(of id: PropertyID) -> DeclarationReference? {
    var low = 0
    var high = entries.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let value = entries[middle].id
      if value == Int32(id) { return entries[middle].reference }
      if value < Int32(id) { low = middle + 1 } else { high = middle - 1 }
    }
    return nil
  }
}

/// A property table shared by reference: every computed style of a cascade points to one,
/// rather than carrying a copy of the table's arrays.
final class PropertyTableBox: Sendable {
  let table: PropertyTable
  init(_ table: PropertyTable) { self.table = table }
}
