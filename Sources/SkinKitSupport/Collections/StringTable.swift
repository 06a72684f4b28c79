#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A hash map from strings to integers for the parser's hot lookups: interning selector names
/// and finding a property by name, once for every name and declaration of a sheet.
///
/// `Dictionary<String, Value>` hashes a key with SipHash through `Hasher`, which costs more
/// than the rest of a lookup for the short ASCII names stylesheets hold. This table hashes
/// the key's UTF-8 bytes eight at a time with a multiply–xorshift mix, keyed by a seed drawn
/// once per process (a sheet cannot be written in advance to put its names in one slot;
/// the mix is fast, not cryptographic), and probes linearly
/// with the hash's upper bits kept beside each slot, comparing bytes only on a match. Keys
/// are equal when their bytes are, as CSS compares names (not by canonical equivalence, as
/// Swift's `==` does).
/// (Not generic: a generic type used from another module runs unspecialized, through
/// value witnesses, at several times the cost.)
///
/// ```swift
/// var table = StringTable()
/// table["color"] = 1
/// table["color"]      // 1
/// table["colour"]     // nil
/// table.value(for: "padding") { 2 }   // inserts 2 and returns it
/// ```
package struct StringTable: Sendable {
  /// The keys' UTF-8 bytes back to back, in order of insertion; key `i` ends at
  /// `keyEnd[i]` and starts where key `i - 1` ends.
  private var keyBytes: [UInt8] = []
  private var keyEnd: [Int] = []
  private var keyHash: [UInt64] = []
  private var values: [Int] = []
  /// Per slot: the key's hash in the upper 32 bits and its index + 1 in the lower (0: empty).
  private var slots: [UInt64]
  /// ``StringHash/seed``, read once (a static is checked for initialization on every read).
  private let seed = StringHash.seed

  /// An empty table with room for `capacity` keys before it grows.
  package init(capacity: Int = 8) {
    var size = 16
    while size < capacity * 2 { size *= 2 }
    slots = [UInt64](repeating: 0, count: size)
  }

  /// How many keys the table holds.
  package var count: Int { keyEnd.count }

  /// The value for `key`, or `nil`; setting a value inserts or replaces it.
  package subscript(key: String) -> Int? {
    get {
      var key = key
      return key.withUTF8 { bytes in
        find(UnsafeRawBufferPointer(bytes)).index.map { values[$0] }
      }
    }
    set {
      guard let newValue else {
        preconditionFailure("StringTable does not remove keys")
      }
      _ = update(key, replacing: true) { _ in newValue }
    }
  }

  /// The value for `key`; when there is none, inserts `make()` and returns it (one lookup).
  package mutating func value(for key: String, orInsert make: () -> Int) -> Int {
    update(key, replacing: false) { $0 ?? make() }
  }

  /// Sets the value of `key` to `change(its value or nil)` and returns it; an existing
  /// value is written back only when `replacing` (a lookup that finds its key writes
  /// nothing).
  private mutating func update(_ key: String, replacing: Bool, _ change: (Int?) -> Int) -> Int {
    var key = key
    return key.withUTF8 { utf8 in
      let bytes = UnsafeRawBufferPointer(utf8)
      let found = find(bytes)
      if let index = found.index {
        let value = change(values[index])
        if replacing { values[index] = value }
        return value
      }
      let value = change(nil)
      keyBytes.append(contentsOf: bytes)
      keyEnd.append(keyBytes.count)
      keyHash.append(found.hash)
      values.append(value)
      slots[found.slot] = (found.hash >> 32) << 32 | UInt64(keyEnd.count)
      // At most half full: probes stay short.
      if keyEnd.count * 2 > slots.count { grow() }
      return value
    }
  }

  /// The key's index in insertion order, or the empty slot where it would go; and its hash.
  @inline(__always)
  private func find(_ key: UnsafeRawBufferPointer) -> (index: Int?, slot: Int, hash: UInt64) {
    let hash = StringHash.hash(key, seed: seed)
    let mask = slots.count - 1
    let tag = hash >> 32
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let entry = slots[slot]
      if entry == 0 { return (nil, slot, hash) }
      if entry >> 32 == tag {
        let index = Int(entry & 0xFFFF_FFFF) - 1
        if holds(index, key) { return (index, slot, hash) }
      }
      slot = (slot + 1) & mask
    }
  }

  /// Whether key `index` is `key`, byte for byte. CSS compares names code point by code
  /// point; Swift's `==` compares canonical equivalence (`é` equals `e` + U+0301).
  @inline(__always)
  private func holds(_ index: Int, _ key: UnsafeRawBufferPointer) -> Bool {
    let start = index == 0 ? 0 : keyEnd[index - 1]
    let end = keyEnd[index]
    guard end - start == key.count else { return false }
    return keyBytes.withUnsafeBytes { stored in
      key.isEmpty || memcmp(stored.baseAddress! + start, key.baseAddress!, key.count) == 0
    }
  }

  private mutating func grow() {
    let size = slots.count * 2
    let mask = size - 1
    var grown = [UInt64](repeating: 0, count: size)
    for (index, hash) in keyHash.enumerated() {
      var slot = Int(truncatingIfNeeded: hash) & mask
      while grown[slot] != 0 { slot = (slot + 1) & mask }
      grown[slot] = (hash >> 32) << 32 | UInt64(index + 1)
    }
    slots = grown
  }
}

/// The seeded byte hash behind ``StringTable``.
enum StringHash {
  /// Drawn once per process.
  static let seed = UInt64.random(in: .min ... .max)

  /// The hash of bytes: eight at a time, each word mixed into the state and the state
  /// stirred (a multiply spreads low bits up, a shift brings high bits down).
  static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
    var state = seed ^ (UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15)
    var offset = 0
    while offset + 8 <= bytes.count {
      state = mix(state ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      offset += 8
    }
    if offset < bytes.count {
      // The last bytes one by one, little-endian, as a load would read them (copying them
      // into a word calls memcpy).
      var tail: UInt64 = 0
      var shift: UInt64 = 0
      while offset < bytes.count {
        tail |= UInt64(bytes[offset]) << shift
        shift += 8
        offset += 1
      }
      state = mix(state ^ tail)
    }
    return mix(state)
  }

  @inline(__always)
  static func mix(_ value: UInt64) -> UInt64 {
    var value = value &* 0xBF58_476D_1CE4_E5B9
    value ^= value >> 31
    value = value &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 29)
  }
}
