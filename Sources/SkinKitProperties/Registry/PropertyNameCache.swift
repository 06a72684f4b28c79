import SkinKitSyntax

/// Declaration names already looked up in one ``PropertyTable``, found again by the two
/// words a short name is held in.
///
/// A sheet writes a few dozen property names tens of thousands of times; looking one up in
/// the table hashes and compares its bytes (about 230 instructions), while a name of up to
/// 15 ASCII bytes — nearly all of them — is held by the standard library in its two words
/// (``SmallString``), which a direct-mapped slot compares in a few. Longer names, and names
/// where that layout does not hold, are looked up in the table every time.
///
/// A cache answers for the table it was filled from: keep it beside that table (a
/// compiler's), one per thread (a copy fills its own slots).
///
/// ```swift
/// var names = PropertyNameCache()
/// names.lookUp("opacity", in: .builtIn)   // looked up in the table
/// names.lookUp("opacity", in: .builtIn)   // found in its slot
/// ```
package struct PropertyNameCache: Sendable {
  private struct Slot: Sendable {
    var low: UInt64 = 0
    /// Never 0 for a name: a short string's last byte holds its flags and length.
    var high: UInt64 = 0
    var name = DeclarationName.unknown
  }

  private static let slotCount = 64
  /// Empty until the first name is kept.
  private var slots: [Slot] = []

  package init() {}

  /// What `name` names in `table`.
  package mutating func lookUp(_ name: String, in table: PropertyTable) -> DeclarationName {
    guard let (low, high) = SmallString.words(of: name) else {
      return table.lookUp(declarationName: name)
    }
    let index = Int(truncatingIfNeeded: ((low ^ (high &* 31)) &* 0x9E37_79B9_7F4A_7C15) >> 58)
    if !slots.isEmpty, slots[index].low == low, slots[index].high == high {
      return slots[index].name
    }
    let found = table.lookUp(declarationName: name)
    if slots.isEmpty { slots = [Slot](repeating: Slot(), count: Self.slotCount) }
    slots[index] = Slot(low: low, high: high, name: found)
    return found
  }
}
