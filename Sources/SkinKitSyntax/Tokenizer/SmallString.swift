/// Strings of up to 15 ASCII bytes made from the bytes themselves, as the standard library
/// holds such a string in place (a "small string"): its two words are the bytes, zero
/// after them, with `0xE0 | count` in the last byte (flags: immortal, ASCII, small).
///
/// Making a name's string through the standard library (`String(decoding:as:)`,
/// `String(unsafeUninitializedCapacity:initializingUTF8With:)`) validates its bytes and
/// costs 70 to 170 instructions; names are most of a sheet's tokens. The layout is the
/// standard library's on 64-bit platforms, and it is checked once, against strings the
/// standard library makes, before it is used: where it does not hold, ``isAvailable`` is
/// false and names are made the ordinary way.
///
/// ```swift
/// let name = SmallString.make(0x7870, 0, count: 2)   // "px", when isAvailable
/// ```
package enum SmallString {
  /// Whether strings are made in place: the layout was found to be the standard library's.
  package static let isAvailable: Bool = {
    #if arch(x86_64) || arch(arm64)
    let sample = "abcdefghijklmno"
    for count in 0...15 {
      let expected = String(sample.prefix(count))
      var bytes = Array(expected.utf8)
      bytes += [UInt8](repeating: 0, count: 16 - count)
      let (low, high) = bytes.withUnsafeBytes {
        (
          UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)),
          UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        )
      }
      let made = make(low, high, count: count)
      guard made == expected, made.utf8.count == count,
        unsafeBitCast(made, to: (UInt64, UInt64).self)
          == unsafeBitCast(expected, to: (UInt64, UInt64).self)
      else { return false }
    }
    return true
    #else
    return false
    #endif
  }()

  /// The string of `count` (at most 15) ASCII bytes, `low` holding the first eight and
  /// `high` the rest, little-endian, zero past the last. Only where ``isAvailable``.
  @inline(__always)
  static func make(_ low: UInt64, _ high: UInt64, count: Int) -> String {
    // Moved out of the words' memory, not cast from them: a cast copies the string, and a
    // copy retains it (a call into the runtime, which then finds nothing to retain in a
    // small string).
    var words = (low, high | (UInt64(0xE0 | count) << 56))
    return withUnsafeMutableBytes(of: &words) { raw in
      raw.withMemoryRebound(to: String.self) { $0.baseAddress.unsafelyUnwrapped.move() }
    }
  }

  /// The two words `string` is held in when it is a short ASCII string held in place
  /// (as ``make(_:_:count:)`` makes one), or `nil`: the words are then its bytes and its
  /// length, so two such strings are equal exactly when their words are.
  @inline(__always)
  package static func words(of string: String) -> (UInt64, UInt64)? {
    guard isAvailable else { return nil }
    let (low, high) = withUnsafeBytes(of: string) {
      ($0.load(as: UInt64.self), $0.load(fromByteOffset: 8, as: UInt64.self))
    }
    // Flags immortal, ASCII and small: a string of any other form has other bits there.
    guard high >> 60 == 0xE else { return nil }
    return (low, high)
  }

  /// Whether the two words of a name hold only ASCII bytes.
  @inline(__always)
  static func isASCII(_ low: UInt64, _ high: UInt64) -> Bool {
    (low | high) & 0x8080_8080_8080_8080 == 0
  }
}
