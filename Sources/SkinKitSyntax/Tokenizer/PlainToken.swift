extension Tokenizer {
  /// The one token of a plain value written as a number (digits, perhaps a fraction: at most
  /// 15 digits), a percentage, a dimension with a unit of ASCII letters, a hash of ASCII
  /// letters and digits, or an identifier of ASCII letters, digits and `-` starting with a
  /// letter — made without a scanner, as ``tokenize(_:bytes:)`` makes it; `nil` for any
  /// other value (a plain rule's values are mostly one such token: `12px`, `#3c9357`, `0.5`,
  /// `center`). Names are made through `names`.
  ///
  /// ```swift
  /// let file = SourceFile(path: "a.skss", text: "12px")
  /// var names = NameCache()
  /// file.bytes.withUnsafeBufferPointer {
  ///   Tokenizer.plainToken($0, 0..<4, names: &names)
  /// }   // a dimension: 12, unit "px", flag true (an integer)
  /// ```
  package static func plainToken(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, names: inout NameCache
  ) -> Token? {
    guard !range.isEmpty else { return nil }
    let first = bytes[range.lowerBound]
    if isDigit(first) { return plainNumeric(bytes, range, names: &names) }
    let isHash = first == UInt8(ascii: "#")
    let nameStart = isHash ? range.lowerBound + 1 : range.lowerBound
    guard nameStart < range.upperBound,
      isLetter(bytes[nameStart]) || (isHash && isDigit(bytes[nameStart]))
    else {
      return nil
    }
    for index in (nameStart + 1)..<range.upperBound {
      let byte = bytes[index]
      guard isLetter(byte) || isDigit(byte) || (!isHash && byte == UInt8(ascii: "-")) else {
        return nil
      }
    }
    // Hash values, mostly colors each written once, would only push names out of the cache.
    let name =
      isHash
      ? String(
        decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<range.upperBound]), as: UTF8.self)
      : names.string(bytes, nameStart..<range.upperBound)
    return Token(
      kind: isHash ? .hash : .ident, value: name, flag: isHash && isLetter(bytes[nameStart]),
      start: range.lowerBound, end: range.upperBound)
  }

  private static func plainNumeric(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, names: inout NameCache
  ) -> Token? {
    var index = range.lowerBound
    var mantissa: Int64 = 0
    var digits = 0
    var fraction = 0
    while index < range.upperBound && isDigit(bytes[index]) {
      mantissa = mantissa &* 10 &+ Int64(bytes[index] &- 0x30)
      digits += 1
      index += 1
    }
    if index + 1 < range.upperBound && bytes[index] == UInt8(ascii: ".")
      && isDigit(bytes[index + 1])
    {
      index += 1
      while index < range.upperBound && isDigit(bytes[index]) {
        mantissa = mantissa &* 10 &+ Int64(bytes[index] &- 0x30)
        digits += 1
        fraction += 1
        index += 1
      }
    }
    // Up to 15 digits, a double holds the mantissa exactly and one division by an exact
    // power of ten rounds correctly: the scanner's value.
    guard digits <= 15 else { return nil }
    let number = Double(mantissa) / exactPowersOfTen[fraction]
    let isInteger = fraction == 0
    if index == range.upperBound {
      return Token(
        kind: .number, number: number, flag: isInteger, start: range.lowerBound,
        end: range.upperBound)
    }
    if bytes[index] == UInt8(ascii: "%") && index + 1 == range.upperBound {
      return Token(
        kind: .percentage, number: number, flag: isInteger, start: range.lowerBound,
        end: range.upperBound)
    }
    // A unit of letters to the end; `e` or `E` before a digit would be an exponent (and is
    // not a letter, so the unit would not reach the end).
    let unitStart = index
    while index < range.upperBound && isLetter(bytes[index]) { index += 1 }
    guard index == range.upperBound, index > unitStart else { return nil }
    let isPixels =
      index - unitStart == 2 && bytes[unitStart] == UInt8(ascii: "p")
      && bytes[unitStart + 1] == UInt8(ascii: "x")
    return Token(
      kind: .dimension, value: isPixels ? "px" : names.string(bytes, unitStart..<index),
      number: number, flag: isInteger, start: range.lowerBound, end: range.upperBound)
  }

  @inline(__always) private static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

  @inline(__always) private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- 0x61 < 26
  }
}
