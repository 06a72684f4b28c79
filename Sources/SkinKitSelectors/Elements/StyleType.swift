/// A node's type as the matcher sees it: a name and the chain of supertypes, so that a type
/// selector matches subclasses (`View` matches a `Button`), as UIAppearance does.
///
/// ```swift
/// let card = StyleType(name: "Card", supertype: .builtIn("View"))
/// card.supertype?.description         // "View"
/// card.lineageDescription              // "Card ← View"
/// ```
public final class StyleType: Sendable, Hashable, CustomStringConvertible {
  /// The type's own name.
  package let name: StyleName
  /// The supertype, or `nil` for a root type.
  public let supertype: StyleType?
  /// The type's name followed by every supertype's name, nearest first.
  package let lineage: [StyleName]

  /// Creates a type with an optional supertype.
  package init(name: StyleName, supertype: StyleType? = nil) {
    self.name = name
    self.supertype = supertype
    self.lineage = [name] + (supertype?.lineage ?? [])
  }

  /// Creates a type named `name` with an optional supertype: what a ``StyleNode`` subclass
  /// that sheets name differently returns from `nodeType`.
  ///
  /// ```swift
  /// let card = StyleType(name: "Card", supertype: View.nodeType)
  /// card.lineageDescription   // "Card ← View ← Node"
  /// ```
  public convenience init(name: String, supertype: StyleType? = nil) {
    self.init(name: StyleName(name), supertype: supertype)
  }

  /// Whether this type is `name` or a subtype of it.
  @inline(__always)
  package func isKind(of name: StyleName) -> Bool {
    for entry in lineage where entry == name { return true }
    return false
  }

  /// `Card ← View`.
  public var lineageDescription: String { lineage.map(\.string).joined(separator: " ← ") }

  public var description: String { name.string }

  public static func == (lhs: StyleType, rhs: StyleType) -> Bool {
    lhs === rhs || lhs.lineage == rhs.lineage
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
