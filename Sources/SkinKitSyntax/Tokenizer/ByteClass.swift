/// Classes of bytes that the scanner and the reader of plain rules test, each a bit of a
/// byte's entry in ``table``: one load a byte, in loops that run over most of a large
/// sheet's bytes.
enum ByteClass {
  /// A set of classes: a byte is in it when its entry shares a bit with the mask.
  struct Mask {
    let bits: UInt8

    /// Space, tab and line feed.
    static var whitespace: Mask { Mask(bits: 1) }
    /// ASCII letters and `_`.
    static var nameStart: Mask { Mask(bits: 2) }
    /// ASCII letters, digits, `-` and `_`.
    static var name: Mask { Mask(bits: 4) }
    /// What a plain selector list is made of: names, whitespace and `.#:*>+~,`.
    static var prelude: Mask { Mask(bits: 8) }
    /// What a plain value is made of but its parentheses (which the reader counts): names,
    /// whitespace and `.#%,+*`.
    static var valueRun: Mask { Mask(bits: 16) }
    /// What an identifier continues with (CSS's ident code points, as bytes): ASCII letters,
    /// digits, `-`, `_`, and every byte from 0x80 up (those of non-ASCII characters).
    static var identifier: Mask { Mask(bits: 32) }
  }

  /// The 256 entries of the table of classes: made once, never changed or freed (so it is
  /// shared between threads without a lock, and read without a retain).
  struct Table: @unchecked Sendable {
    let entries: UnsafePointer<UInt8>
  }

  /// Each byte's classes.
  static let table: Table = {
    // Bytes compared as numbers (made at first use, in the parse that needs it: comparing
    // `Character`s here cost more than a thousand rules' reading).
    let entries = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    let preludePunctuation = Array(".#:*>+~,".utf8)
    let valuePunctuation = Array(".#%,+*".utf8)
    for byte in UInt8(0)...UInt8(255) {
      let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
      let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
      let isName = isLetter || isDigit || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
      let isWhitespace = byte == 0x20 || byte == 0x09 || byte == 0x0A
      var bits: UInt8 = 0
      if isWhitespace { bits |= Mask.whitespace.bits }
      if isLetter || byte == UInt8(ascii: "_") { bits |= Mask.nameStart.bits }
      if isName { bits |= Mask.name.bits }
      if isName || isWhitespace || preludePunctuation.contains(byte) { bits |= Mask.prelude.bits }
      if isName || isWhitespace || valuePunctuation.contains(byte) { bits |= Mask.valueRun.bits }
      if isName || byte >= 0x80 { bits |= Mask.identifier.bits }
      entries[Int(byte)] = bits
    }
    return Table(entries: entries)
  }()
}
