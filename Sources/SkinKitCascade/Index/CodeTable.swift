/// A hash table from nonzero `UInt64` codes (``RuleCandidate/nameCode(_:)`` and the like: a
/// kind and an interned id) to small integers, for the passes that read every rule of a
/// cascade once. Open addressing over two flat arrays, with a multiplicative hash: a lookup
/// is a few instructions, where a `Dictionary` hashes with SipHash and checks for copy on
/// write (indexing 10,000 rules looks up tens of thousands of codes).
///
/// ```swift
/// var table = CodeTable()
/// table[7 << 32 | 3] = 1
/// table[7 << 32 | 3]   // 1
/// table[8]             // nil
/// ```
struct CodeTable {
  /// The codes, 0 marking an empty slot.
  private var keys: [UInt64]
  private var values: [Int32]
  /// How many codes the table holds.
  private(set) var count = 0
  /// `keys.count - 1` (the capacity is a power of two).
  private var mask: Int

  /// A table sized for about `capacity` codes without growing.
  init(capacity: Int = 8) {
    var size = 16
    while size < capacity * 2 { size *= 2 }
    keys = [UInt64](repeating: 0, count: size)
    values = [Int32](repeating: 0, count: size)
    mask = size - 1
  }

  @inline(__always)
  private func home(_ code: UInt64) -> Int {
    Int(truncatingIfNeeded: (code &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  /// The value stored for `code` (which must not be 0), or `nil`.
  subscript(code: UInt64) -> Int32? {
    @inline(__always) get {
      let slot = slot(of: code)
      return keys[slot] == code ? values[slot] : nil
    }
    set {
      // Only insertion and update are needed: the passes never remove a code.
      guard let newValue else { return }
      let slot = slot(of: code)
      if keys[slot] == code {
        values[slot] = newValue
      } else {
        insert(code, newValue, at: slot)
      }
    }
  }

  /// Adds `amount` to the value of `code` (0 when absent).
  mutating func add(_ amount: Int32, to code: UInt64) {
    let slot = slot(of: code)
    if keys[slot] == code {
      values[slot] &+= amount
    } else {
      insert(code, amount, at: slot)
    }
  }

  /// The slot holding `code`, or the empty slot where it goes.
  @inline(__always)
  private func slot(of code: UInt64) -> Int {
    var slot = home(code)
    while keys[slot] != code && keys[slot] != 0 { slot = (slot + 1) & mask }
    return slot
  }

  /// Puts a code the table does not hold in the empty `slot` ``slot(of:)`` found for it.
  private mutating func insert(_ code: UInt64, _ value: Int32, at slot: Int) {
    keys[slot] = code
    values[slot] = value
    count += 1
    if count * 2 > keys.count { grow() }
  }

  private mutating func grow() {
    let (oldKeys, oldValues) = (keys, values)
    keys = [UInt64](repeating: 0, count: oldKeys.count * 2)
    values = [Int32](repeating: 0, count: oldKeys.count * 2)
    mask = keys.count - 1
    for index in oldKeys.indices where oldKeys[index] != 0 {
      let slot = slot(of: oldKeys[index])
      keys[slot] = oldKeys[index]
      values[slot] = oldValues[index]
    }
  }
}
