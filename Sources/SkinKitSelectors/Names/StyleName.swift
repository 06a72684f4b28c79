import SkinKitSyntax

/// An interned name: a type, style class or identifier, compared as an integer.
///
/// Interning happens once, when a selector is parsed or a class is set on an element, so
/// matching compares integers instead of strings.
///
/// ```swift
/// let primary = StyleName("primary")
/// primary == StyleName("primary")   // true, and the comparison is one integer compare
/// primary.string                    // "primary"
/// ```
public struct StyleName: Hashable, Sendable, Comparable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The interned number; equal names have equal numbers within one process.
  public let id: UInt32
  /// The name's text.
  public let string: String

  /// Interns `string`.
  public init(_ string: String) {
    self.id = StyleName.table.withLock { table in table.intern(string) }
    self.string = string
  }

  public init(stringLiteral value: String) { self.init(value) }

  public static func == (lhs: StyleName, rhs: StyleName) -> Bool { lhs.id == rhs.id }
  public static func < (lhs: StyleName, rhs: StyleName) -> Bool { lhs.string < rhs.string }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
  public var description: String { string }

  private static let table = Locked(NameTable())
}

private struct NameTable: Sendable {
  /// Interning is done for every name of every selector parsed: a StringTable, not a
  /// Dictionary (whose SipHash costs more than the rest of the lookup).
  var ids = StringTable(capacity: 1024)

  mutating func intern(_ string: String) -> UInt32 {
    let next = ids.count + 1
    return UInt32(ids.value(for: string) { next })
  }
}
