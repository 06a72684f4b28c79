// Names, escapes, identifiers, functions, urls and strings (CSS Syntax §4.3.4–§4.3.11).
extension TokenScanner {
  /// §4.3.11: consumes an ident sequence, decoding escapes.
  /// `caching`: whether to look the name up in (and add it to) ``names``; hash tokens do
  /// not, being mostly colors, each written once, that would push the names out.
  mutating func consumeName(caching: Bool = true) -> String {
    let start = position
    // Name code points (counted in a local: the loop then keeps it in a register).
    position = skipIdentifier(from: position)
    let hasEscape = isValidEscape(at: position)
    if !hasEscape {
      if caching, let string = names?.string(bytes, start..<position) { return string }
      return text(start, position)
    }
    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: bytes[start..<position])
    while !atEnd(position) {
      let c = bytes[position]
      if Self.isName(c) {
        scratch.append(c)
        position += 1
      } else if isValidEscape(at: position) {
        position += 1
        consumeEscape()
      } else {
        break
      }
    }
    return String(decoding: scratch, as: UTF8.self)
  }

  /// Where the ident code points from `start` on end (a byte each, tested in
  /// ``ByteClass/table``: one load, where testing the ranges costs several comparisons).
  @inline(__always)
  func skipIdentifier(from start: Int) -> Int {
    var end = start
    let count = bytes.count
    while end < count && classes[Int(bytes[end])] & ByteClass.Mask.identifier.bits != 0 {
      end += 1
    }
    return end
  }

  /// The string of a name without escapes written in `range` (through the cache of names,
  /// when there is one).
  @inline(__always)
  func name(_ range: Range<Int>) -> String {
    names?.string(bytes, range) ?? text(range.lowerBound, range.upperBound)
  }

  @inline(__always)
  func text(_ start: Int, _ end: Int) -> String {
    NameCache.make(bytes, start..<end)
  }

  /// §4.3.7: consumes an escaped code point (the backslash already consumed) into `scratch`.
  mutating func consumeEscape() {
    guard !atEnd(position) else {
      scratch.append(contentsOf: [0xEF, 0xBF, 0xBD])
      return
    }
    let c = bytes[position]
    if Self.isHexDigit(c) {
      var value: UInt32 = 0
      var count = 0
      while count < 6 && !atEnd(position) && Self.isHexDigit(bytes[position]) {
        value = value * 16 + UInt32(Self.hexValue(bytes[position]))
        position += 1
        count += 1
      }
      if !atEnd(position) && Self.isWhitespace(bytes[position]) { position += 1 }
      let scalar: UnicodeScalar
      if value == 0 || (value >= 0xD800 && value <= 0xDFFF) || value > 0x10FFFF {
        scalar = "\u{FFFD}"
      } else {
        scalar = UnicodeScalar(value) ?? "\u{FFFD}"
      }
      scratch.append(contentsOf: Array(String(Character(scalar)).utf8))
      return
    }
    // Any other code point stands for itself; copy a whole multi-byte scalar.
    scratch.append(c)
    position += 1
    while !atEnd(position) && bytes[position] & 0xC0 == 0x80 {
      scratch.append(bytes[position])
      position += 1
    }
  }

  static func hexValue(_ c: UInt8) -> UInt8 {
    if isDigit(c) { return c - 0x30 }
    return (c | 0x20) - 0x61 + 10
  }

  /// §4.3.4: ident, function or url.
  mutating func consumeIdentLike() -> Token {
    let start = position
    let name = consumeName()
    if byte(at: position) == 0x28 && !atEnd(position) {
      if name.asciiCaseInsensitiveEquals("url") {
        position += 1
        var look = position
        while !atEnd(look) && Self.isWhitespace(bytes[look]) { look += 1 }
        let next = byte(at: look)
        if !atEnd(look) && (next == 0x22 || next == 0x27) {
          position = look
          return Token(kind: .function, value: name, start: start, end: position)
        }
        return consumeURL(start: start)
      }
      position += 1
      return Token(kind: .function, value: name, start: start, end: position)
    }
    return Token(kind: .ident, value: name, start: start, end: position)
  }

  /// §4.3.6: an unquoted url (after `url(`).
  mutating func consumeURL(start: Int) -> Token {
    while !atEnd(position) && Self.isWhitespace(bytes[position]) { position += 1 }
    scratch.removeAll(keepingCapacity: true)
    while true {
      guard !atEnd(position) else {
        report(.badURL, "url( is not closed before the end of the file", start, position)
        return Token(
          kind: .url, value: String(decoding: scratch, as: UTF8.self), start: start, end: position)
      }
      let c = bytes[position]
      if c == 0x29 {
        position += 1
        return Token(
          kind: .url, value: String(decoding: scratch, as: UTF8.self), start: start, end: position)
      }
      if Self.isWhitespace(c) {
        while !atEnd(position) && Self.isWhitespace(bytes[position]) { position += 1 }
        if atEnd(position) || bytes[position] == 0x29 { continue }
        return consumeBadURL(start: start)
      }
      if c == 0x22 || c == 0x27 || c == 0x28 || Self.isNonPrintable(c) {
        return consumeBadURL(start: start)
      }
      if c == 0x5C {
        if isValidEscape(at: position) {
          position += 1
          consumeEscape()
          continue
        }
        return consumeBadURL(start: start)
      }
      scratch.append(c)
      position += 1
    }
  }

  /// §4.3.14: the remnants of a bad url.
  mutating func consumeBadURL(start: Int) -> Token {
    while !atEnd(position) {
      if bytes[position] == 0x29 {
        position += 1
        break
      }
      if isValidEscape(at: position) {
        position += 2
      } else {
        position += 1
      }
    }
    report(.badURL, "malformed url(…): quote it, or escape spaces and parentheses", start, position)
    return Token(kind: .badURL, start: start, end: position)
  }

  /// §4.3.5: a string token, or a bad-string at an unescaped newline.
  mutating func consumeString(quote: UInt8) -> Token {
    let start = position
    position += 1
    let contentStart = position
    // Fast path: no escapes.
    while !atEnd(position) {
      let c = bytes[position]
      if c == quote {
        let value = text(contentStart, position)
        position += 1
        return Token(kind: .string, value: value, start: start, end: position)
      }
      if c == 0x0A || c == 0x5C { break }
      position += 1
    }
    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: bytes[contentStart..<position])
    while true {
      guard !atEnd(position) else {
        report(
          .unterminatedString, "string is not closed before the end of the file", start, position)
        return Token(
          kind: .string, value: String(decoding: scratch, as: UTF8.self), start: start,
          end: position)
      }
      let c = bytes[position]
      if c == quote {
        position += 1
        return Token(
          kind: .string, value: String(decoding: scratch, as: UTF8.self), start: start,
          end: position)
      }
      if c == 0x0A {
        report(
          .unterminatedString, "string is not closed before the end of the line", start, position)
        return Token(kind: .badString, start: start, end: position)
      }
      if c == 0x5C {
        if atEnd(position + 1) {
          position += 1
          continue
        }
        if bytes[position + 1] == 0x0A {
          position += 2
          continue
        }
        position += 1
        consumeEscape()
        continue
      }
      scratch.append(c)
      position += 1
    }
  }
}
