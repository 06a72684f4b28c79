/// Classes of ASCII bytes that the scanner and the reader of plain rules test, each held in
/// two words (tested with a shift: no table to load, nothing to initialize).
enum ByteClass {
  /// A set of ASCII bytes: bit `b` of `low` for `b < 64`, bit `b - 64` of `high` above.
  struct Flags {
    let low: UInt64
    let high: UInt64

    /// Space, tab and line feed.
    static var whitespace: Flags { Flags(low: 0x0000_0001_0000_0600, high: 0) }
    /// ASCII letters and `_`.
    static var nameStart: Flags { Flags(low: 0, high: 0x07FF_FFFE_87FF_FFFE) }
    /// ASCII letters, digits, `-` and `_`.
    static var name: Flags { Flags(low: 0x03FF_2000_0000_0000, high: 0x07FF_FFFE_87FF_FFFE) }
    /// What a plain selector list is made of: names, whitespace and `.#:*>+~,`.
    static var prelude: Flags { Flags(low: 0x47FF_7C09_0000_0600, high: 0x47FF_FFFE_87FF_FFFE) }
    /// What a plain value is made of: names, whitespace and `.#%,+*()`.
    static var value: Flags { Flags(low: 0x03FF_7F29_0000_0600, high: 0x07FF_FFFE_87FF_FFFE) }
  }

  /// Whether `byte` is in the class.
  @inline(__always)
  static func `is`(_ byte: UInt8, _ flags: Flags) -> Bool {
    if byte < 64 { return (flags.low >> UInt64(byte)) & 1 != 0 }
    return byte < 128 && (flags.high >> UInt64(byte &- 64)) & 1 != 0
  }
}
