/// The strings a scanner made for short names, found again by their bytes.
///
/// A stylesheet writes the same few hundred names (properties, types, classes, units)
/// thousands of times. Making a `String` from bytes validates them as UTF-8 and builds the
/// string each time, a quarter of tokenizing's instructions; comparing a name's bytes, read
/// as two words, with those of the string last made in its slot costs a few. The cache is
/// direct-mapped (a name evicts the one in its slot) and holds names of up to 16 bytes that
/// start at least 16 bytes before the buffer's end (read as two words, a name nearer the
/// end would run past it: such names are made every time). An ASCII name of up to 15 bytes
/// is not looked up: its string is made from the two words in place (``SmallString``), for
/// less than a lookup costs; the cache keeps the others (16 bytes, or not ASCII), and the
/// numbered names of ``number(of:writtenAt:in:make:)``.
///
/// A cache is one thread's (a scanner's, or a thread's interned names'): it is a class, so
/// that a lookup checks neither exclusive access nor a unique buffer.
///
/// ```swift
/// let cache = NameCache()
/// let bytes = Array("color: red; background-color: blue; border-color: gray".utf8)
/// bytes.withUnsafeBufferPointer { buffer in
///   cache.string(buffer, 12..<28)  // made: "background-color"
///   cache.string(buffer, 12..<28)  // found: the same string, not validated again
/// }
/// ```
package final class NameCache {
  /// The longest name kept, in bytes.
  static let maximumLength = 16
  private static let slotCount = 512

  private struct Slot {
    var low: UInt64 = 0
    var high: UInt64 = 0
    /// The name's length; 0 for an empty slot (no name is empty).
    var count = 0
    var string = ""
    /// The number attached by ``number(of:writtenAt:in:make:)``; `nil` for a string made
    /// alone.
    var tag: UInt32?
  }

  private let slots = UnsafeMutablePointer<Slot>.allocate(capacity: NameCache.slotCount)
  /// ``SmallString/isAvailable``, read once.
  private let makesSmallStrings = SmallString.isAvailable

  package init() {
    slots.initialize(repeating: Slot(), count: Self.slotCount)
  }

  deinit {
    slots.deinitialize(count: Self.slotCount)
    slots.deallocate()
  }

  /// The string of `bytes[range]`, made (``make(_:_:)``) the first time.
  @inline(__always)
  package func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    -> String
  {
    // Inlined into the scanner's loop (most names are found): the call, and what it saves
    // and restores, cost as much as the lookup.
    let count = range.count
    guard count > 0, count <= Self.maximumLength, let (low, high) = Self.words(bytes, range)
    else {
      return Self.make(bytes, range)
    }
    // An ASCII name of up to 15 bytes is made from its words, for less than looking it up.
    if count < 16 && makesSmallStrings && SmallString.isASCII(low, high) {
      return SmallString.make(low, high, count: count)
    }
    let index = Self.slot(low, high, count)
    if slots[index].count == count, slots[index].low == low, slots[index].high == high,
      slots[index].tag == nil
    {
      return slots[index].string
    }
    return keep(bytes, range, low, high, at: index)
  }

  /// Makes the string of `bytes[range]` and keeps it in slot `index`.
  @inline(never)
  private func keep(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ low: UInt64, _ high: UInt64,
    at index: Int
  ) -> String {
    let string = Self.make(bytes, range)
    slots[index] = Slot(low: low, high: high, count: range.count, string: string)
    return string
  }

  /// The number attached to the name `string`, written as `bytes[range]` (a token's source
  /// text, which may spell the name with escapes): found when the name's slot holds those
  /// bytes and that string, else made by `make` and kept. The string is compared, so bytes
  /// that do not spell it (a token moved onto another file) cost a lookup, not a wrong
  /// number.
  ///
  /// ```swift
  /// let id = cache.number(of: "color", writtenAt: 0..<5, in: buffer) { intern("color") }
  /// ```
  package func number(
    of string: String, writtenAt range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>,
    make: () -> UInt32
  ) -> UInt32 {
    let count = range.count
    guard count > 0, count <= Self.maximumLength, let (low, high) = Self.words(bytes, range)
    else {
      return make()
    }
    let index = Self.slot(low, high, count)
    if slots[index].count == count, slots[index].low == low, slots[index].high == high,
      let tag = slots[index].tag, slots[index].string == string
    {
      return tag
    }
    let tag = make()
    slots[index] = Slot(low: low, high: high, count: count, string: string, tag: tag)
    return tag
  }

  @inline(__always)
  private static func slot(_ low: UInt64, _ high: UInt64, _ count: Int) -> Int {
    let mixed = (low &* 0x9E37_79B9_7F4A_7C15) ^ (high &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(count)
    return Int(truncatingIfNeeded: mixed >> 55) & (slotCount - 1)
  }

  /// The string of `bytes[range]`, as `String(decoding:as:)` makes it.
  static func make(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    if range.count < 16, SmallString.isAvailable, let (low, high) = words(bytes, range),
      SmallString.isASCII(low, high)
    {
      return SmallString.make(low, high, count: range.count)
    }
    let part = UnsafeBufferPointer(rebasing: bytes[range])
    // A string of up to 15 bytes is held in place (a small string): made into it, ASCII
    // is taken without validation, where `String(decoding:as:)` validates every byte
    // through the general path (~170 instructions for a 6-byte name). Both repair invalid
    // UTF-8 alike.
    guard part.count <= 15 else { return String(decoding: part, as: UTF8.self) }
    return String(unsafeUninitializedCapacity: part.count) { buffer in
      guard let source = part.baseAddress, let target = buffer.baseAddress else { return 0 }
      target.initialize(from: source, count: part.count)
      return part.count
    }
  }

  /// The name's bytes as two little-endian words, bytes past its end zero; `nil` when
  /// reading two whole words would run past the buffer (the last bytes of a file).
  @inline(__always)
  private static func words(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    -> (UInt64, UInt64)?
  {
    guard range.lowerBound + 16 <= bytes.count, let base = bytes.baseAddress else { return nil }
    let raw = UnsafeRawPointer(base + range.lowerBound)
    let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
    let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
    let count = range.count
    if count >= 8 {
      return (low, count == 16 ? high : high & ((1 << UInt64(8 * (count - 8))) - 1))
    }
    return (low & ((1 << UInt64(8 * count)) - 1), 0)
  }
}
