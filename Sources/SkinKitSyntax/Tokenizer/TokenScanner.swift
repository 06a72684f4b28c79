/// The byte-level scanner behind ``Tokenizer``.
struct TokenScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  let file: SourceFile
  var position = 0
  var diagnostics: [Diagnostic] = []
  /// Byte ranges of the comments skipped.
  var comments: [Range<Int>] = []
  /// Reusable buffer for values with escapes.
  var scratch: [UInt8] = []
  /// The strings of names already read (`nil` for a short text, where making the cache
  /// would cost more than it saves).
  let names: NameCache?
  /// ``ByteClass/table``'s entries.
  let classes = ByteClass.table.entries
  /// ``SmallString/isAvailable``, read once.
  let makesSmallStrings = SmallString.isAvailable

  init(bytes: UnsafeBufferPointer<UInt8>, file: SourceFile, cachingNames: Bool) {
    self.bytes = bytes
    self.file = file
    self.names = cachingNames ? NameCache() : nil
  }

  // MARK: Character classes

  // The tests called for every token are inlined: a call to a method that does not mutate
  // the scanner copies the whole scanner (nine words) for it.

  @inline(__always) func byte(at offset: Int) -> UInt8 {
    offset < bytes.count ? bytes[offset] : 0
  }

  @inline(__always) func atEnd(_ offset: Int) -> Bool { offset >= bytes.count }

  @inline(__always) static func isNameStart(_ c: UInt8) -> Bool {
    (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F || c >= 0x80
  }

  @inline(__always) static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

  @inline(__always) static func isName(_ c: UInt8) -> Bool {
    isNameStart(c) || isDigit(c) || c == 0x2D
  }

  @inline(__always) static func isHexDigit(_ c: UInt8) -> Bool {
    isDigit(c) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46)
  }

  @inline(__always) static func isWhitespace(_ c: UInt8) -> Bool {
    c == 0x20 || c == 0x09 || c == 0x0A
  }

  static func isNonPrintable(_ c: UInt8) -> Bool {
    c <= 0x08 || c == 0x0B || (c >= 0x0E && c <= 0x1F) || c == 0x7F
  }

  /// §4.3.8: whether the two code points at `offset` are a valid escape.
  @inline(__always)
  func isValidEscape(at offset: Int) -> Bool {
    !atEnd(offset) && bytes[offset] == 0x5C && !atEnd(offset + 1) && bytes[offset + 1] != 0x0A
  }

  /// §4.3.9: whether three code points at `offset` would start an ident sequence.
  @inline(__always)
  func startsIdent(at offset: Int) -> Bool {
    guard !atEnd(offset) else { return false }
    let c = bytes[offset]
    if c == 0x2D {
      let next = byte(at: offset + 1)
      if !atEnd(offset + 1) && (Self.isNameStart(next) || next == 0x2D) { return true }
      return isValidEscape(at: offset + 1)
    }
    if Self.isNameStart(c) { return true }
    return isValidEscape(at: offset)
  }

  /// §4.3.10: whether three code points at `offset` would start a number.
  @inline(__always)
  func startsNumber(at offset: Int) -> Bool {
    guard !atEnd(offset) else { return false }
    let c = bytes[offset]
    if c == 0x2B || c == 0x2D {
      let next = byte(at: offset + 1)
      if !atEnd(offset + 1) && Self.isDigit(next) { return true }
      return next == 0x2E && !atEnd(offset + 2) && Self.isDigit(byte(at: offset + 2))
    }
    if c == 0x2E { return !atEnd(offset + 1) && Self.isDigit(byte(at: offset + 1)) }
    return Self.isDigit(c)
  }

  // MARK: Tokens

  /// Appends every token to the end of the buffer, each longer than
  /// ``Tokenizer/maximumTokenLength`` (whitespace aside) cut short.
  mutating func appendTokens(to tokens: inout [Token]) {
    while let token = next() { tokens.append(consume token) }
  }

  /// Appends the tokens that start before `end` (where one ends).
  mutating func appendTokens(to tokens: inout [Token], upTo end: Int) {
    while position < end, let token = next() { tokens.append(consume token) }
  }

  /// The next token, cut short when it is longer than ``Tokenizer/maximumTokenLength``
  /// (whitespace aside); `nil` at the end.
  @inline(__always)
  mutating func next() -> Token? {
    guard let token = nextToken() else { return nil }
    if token.end - token.start > Tokenizer.maximumTokenLength && token.kind != .whitespace {
      return cutShort(token)
    }
    return token
  }

  /// Reports a token longer than ``Tokenizer/maximumTokenLength`` (whitespace aside) as
  /// `token-too-long` and cuts its value to that many bytes.
  mutating func cutShort(_ token: Token) -> Token {
    var token = token
    report(
      .tokenTooLong,
      "a token of \(token.end - token.start) bytes is longer than SkinKit reads (\(Tokenizer.maximumTokenLength)); its value is cut short",
      token.start, token.start + 1)
    token.value = Self.prefix(of: token.value, bytes: Tokenizer.maximumTokenLength)
    return token
  }

  /// The longest prefix of `text` that fits in `count` UTF-8 bytes without splitting a scalar.
  static func prefix(of text: String, bytes count: Int) -> String {
    let utf8 = Array(text.utf8)
    guard utf8.count > count else { return text }
    var end = count
    while end > 0 && utf8[end] & 0xC0 == 0x80 { end -= 1 }
    return String(decoding: utf8[..<end], as: UTF8.self)
  }

  mutating func nextToken() -> Token? {
    if position < bytes.count && bytes[position] == 0x2F { skipComments() }
    guard !atEnd(position) else { return nil }
    let start = position
    let c = bytes[position]
    switch c {
    case 0x20, 0x09, 0x0A:
      while !atEnd(position) && Self.isWhitespace(bytes[position]) { position += 1 }
      return Token(kind: .whitespace, start: start, end: position)
    case 0x22, 0x27:
      return consumeString(quote: c)
    case 0x23:
      if !atEnd(position + 1)
        && (Self.isName(bytes[position + 1]) || isValidEscape(at: position + 1))
      {
        let isIdentifier = startsIdent(at: position + 1)
        position += 1
        let name = consumeName(caching: false)
        return Token(kind: .hash, value: name, flag: isIdentifier, start: start, end: position)
      }
      return delim(c)
    case 0x28: return simple(.openParen)
    case 0x29: return simple(.closeParen)
    case 0x2C: return simple(.comma)
    case 0x3A: return simple(.colon)
    case 0x3B: return simple(.semicolon)
    case 0x5B: return simple(.openBracket)
    case 0x5D: return simple(.closeBracket)
    case 0x7B: return simple(.openBrace)
    case 0x7D: return simple(.closeBrace)
    case 0x2B:
      if startsNumber(at: position) { return consumeNumeric() }
      return delim(c)
    case 0x2D:
      if startsNumber(at: position) { return consumeNumeric() }
      if byte(at: position + 1) == 0x2D && byte(at: position + 2) == 0x3E {
        position += 3
        return Token(kind: .cdc, start: start, end: position)
      }
      if startsIdent(at: position) { return consumeIdentLike() }
      return delim(c)
    case 0x2E:
      if startsNumber(at: position) { return consumeNumeric() }
      return delim(c)
    case 0x3C:
      if byte(at: position + 1) == 0x21 && byte(at: position + 2) == 0x2D
        && byte(at: position + 3) == 0x2D
      {
        position += 4
        return Token(kind: .cdo, start: start, end: position)
      }
      return delim(c)
    case 0x40:
      if startsIdent(at: position + 1) {
        position += 1
        let name = consumeName()
        return Token(kind: .atKeyword, value: name, start: start, end: position)
      }
      return delim(c)
    case 0x5C:
      if isValidEscape(at: position) { return consumeIdentLike() }
      return delim(c)
    default:
      if Self.isDigit(c) { return consumeNumeric() }
      if Self.isNameStart(c) { return consumeIdentLike() }
      return delim(c)
    }
  }

  @inline(__always)
  mutating func simple(_ kind: TokenKind) -> Token {
    position += 1
    return Token(kind: kind, start: position - 1, end: position)
  }

  /// A delim token. Its value is one of ``Token/asciiStrings``, or the same string made in
  /// place (``SmallString``), equal to it bit for bit (`isDelim` compares with those
  /// strings): a byte from 0x80 up starts a name, never a delim.
  @inline(__always)
  mutating func delim(_ c: UInt8) -> Token {
    position += 1
    // Made in place where it can be, without reading the kept string and retaining it.
    let value =
      c < 0x80
      ? (makesSmallStrings ? SmallString.make(UInt64(c), 0, count: 1) : Token.asciiStrings[Int(c)])
      : String(UnicodeScalar(c))
    return Token(kind: .delim, value: value, start: position - 1, end: position)
  }

  /// Skips `/* … */` and `// …` comments (and reports an unclosed block comment).
  mutating func skipComments() {
    while position + 1 < bytes.count && bytes[position] == 0x2F {
      let second = bytes[position + 1]
      if second == 0x2A {
        let start = position
        position += 2
        var closed = false
        while position + 1 < bytes.count {
          if bytes[position] == 0x2A && bytes[position + 1] == 0x2F {
            position += 2
            closed = true
            break
          }
          position += 1
        }
        if !closed {
          position = bytes.count
          report(
            .unclosedComment, "comment is not closed before the end of the file", start, start + 2)
        }
        comments.append(start..<position)
      } else if second == 0x2F {
        let start = position
        while position < bytes.count && bytes[position] != 0x0A { position += 1 }
        comments.append(start..<position)
      } else {
        return
      }
    }
  }

  /// The ids the scanner reports (diagnostics of a syntax that are not the parser's).
  static let reportedIDs: Set<DiagnosticID> = [
    .badURL, .tokenTooLong, .unclosedComment, .unterminatedString,
  ]

  mutating func report(_ id: DiagnosticID, _ message: String, _ start: Int, _ end: Int) {
    assert(Self.reportedIDs.contains(id), "\(id.rawValue) is missing from reportedIDs")
    diagnostics.append(
      Diagnostic(id, message, at: SourceRange(file: file, bytes: start..<max(start, end))))
  }
}
