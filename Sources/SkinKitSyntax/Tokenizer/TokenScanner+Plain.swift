// The tokens of a plain rule's prelude and values (see `SyntaxParser.readPlainRule()`).
extension TokenScanner {
  /// Appends the tokens from ``position`` up to `end`, in bytes of a plain rule's prelude
  /// or value: the tokens ``appendTokens(to:upTo:)`` appends there, read without the tests
  /// such bytes never need. They hold no comment, string, escape, `url(`, `@`, `<` or byte
  /// from 0x80 up (so no name runs on through an escape or a non-ASCII character), and no
  /// token in them is longer than ``Tokenizer/maximumTokenLength`` (a plain rule is
  /// shorter): nothing in them is reported.
  mutating func appendPlainTokens(to tokens: inout [Token], upTo end: Int) {
    while position < end { tokens.append(nextPlainToken()) }
  }

  /// The token at ``position``, in bytes of a plain rule (see
  /// ``appendPlainTokens(to:upTo:)``): what ``nextToken()`` reads there.
  @inline(__always)
  private mutating func nextPlainToken() -> Token {
    let start = position
    let c = bytes[position]
    switch c {
    case 0x20, 0x09, 0x0A:
      position += 1
      while position < bytes.count && Self.isWhitespace(bytes[position]) { position += 1 }
      return Token(kind: .whitespace, start: start, end: position)
    case 0x23:
      if position + 1 < bytes.count && Self.isName(bytes[position + 1]) {
        let isIdentifier = startsIdent(at: position + 1)
        position = skipIdentifier(from: position + 1)
        return Token(
          kind: .hash, value: text(start + 1, position), flag: isIdentifier, start: start,
          end: position)
      }
      return delim(c)
    case 0x28: return simple(.openParen)
    case 0x29: return simple(.closeParen)
    case 0x2C: return simple(.comma)
    case 0x3A: return simple(.colon)
    case 0x2B, 0x2E:
      if startsNumber(at: position) { return consumeNumeric() }
      return delim(c)
    case 0x2D:
      // `-` before a letter, `_` or `-` (but `-->`) starts an identifier (`--name`,
      // `-moz-x`); before anything else it may start a number, `-->` or a delim, as
      // anywhere.
      let next = byte(at: position + 1)
      if position + 1 < bytes.count
        && (next == 0x2D ? byte(at: position + 2) != 0x3E : Self.isNameStart(next) && next < 0x80)
      {
        return plainIdentLike(from: start)
      }
      return nextToken()!
    default:
      if Self.isDigit(c) { return plainNumeric() }
      if Self.isNameStart(c) { return plainIdentLike(from: start) }
      return delim(c)
    }
  }

  /// An identifier or function starting at `start` (``position``), in bytes of a plain
  /// rule: what ``consumeIdentLike()`` reads there.
  @inline(__always)
  private mutating func plainIdentLike(from start: Int) -> Token {
    position = skipIdentifier(from: position)
    // The cache read here rather than through `name(_:)`: a call to a method that does
    // not mutate the scanner copies the scanner.
    let name = names?.string(bytes, start..<position) ?? text(start, position)
    // A plain value holds no `url(` (the reader of plain rules checks): a `(` after a
    // name makes a function token.
    if position < bytes.count && bytes[position] == 0x28 {
      position += 1
      return Token(kind: .function, value: name, start: start, end: position)
    }
    return Token(kind: .ident, value: name, start: start, end: position)
  }

  /// A number, percentage or dimension starting with a digit, in bytes of a plain rule:
  /// what ``consumeNumeric()`` reads there. An integer (the numbers of most values) is read
  /// here; a fraction or an exponent is left to ``consumeNumeric()``, from the start.
  @inline(__always)
  private mutating func plainNumeric() -> Token {
    let start = position
    var value: Int64 = 0
    while position < bytes.count && Self.isDigit(bytes[position]) {
      value = value &* 10 &+ Int64(bytes[position] &- 0x30)
      position += 1
    }
    // More than 16 digits: `numberValue` parses them as text.
    if position - start > 16
      || position < bytes.count
        && (bytes[position] == 0x2E || bytes[position] | 0x20 == 0x65)
    {
      position = start
      return consumeNumeric()
    }
    let number = Double(value)
    if startsIdent(at: position) {
      let unitStart = position
      position = skipIdentifier(from: position)
      let unit = names?.string(bytes, unitStart..<position) ?? text(unitStart, position)
      return Token(
        kind: .dimension, value: unit, number: number, flag: true, start: start, end: position)
    }
    if position < bytes.count && bytes[position] == 0x25 {
      position += 1
      return Token(kind: .percentage, number: number, flag: true, start: start, end: position)
    }
    return Token(kind: .number, number: number, flag: true, start: start, end: position)
  }
}
