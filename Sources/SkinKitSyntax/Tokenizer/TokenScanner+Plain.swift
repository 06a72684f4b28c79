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
      // `-` may start a number, `-->` or an identifier, as anywhere.
      return nextToken()!
    default:
      if Self.isDigit(c) { return consumeNumeric() }
      if Self.isNameStart(c) {
        position = skipIdentifier(from: position)
        let name = self.name(start..<position)
        // A plain value holds no `url(` (the reader of plain rules checks): a `(` after a
        // name makes a function token.
        if position < bytes.count && bytes[position] == 0x28 {
          position += 1
          return Token(kind: .function, value: name, start: start, end: position)
        }
        return Token(kind: .ident, value: name, start: start, end: position)
      }
      return delim(c)
    }
  }
}
