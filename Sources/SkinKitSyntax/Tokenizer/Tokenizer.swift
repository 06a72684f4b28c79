/// Turns a ``SourceFile`` into tokens, following CSS Syntax Level 3 §4, plus `//` line
/// comments. Total: it never fails, hangs or crashes, whatever the bytes; problems become
/// diagnostics and the tokens CSS prescribes (`bad-string`, `bad-url`).
///
/// ```swift
/// let (tokens, diagnostics) = Tokenizer.tokenize(SourceFile(path: "a.skss", text: "a{}"))
/// tokens.map(\.kind)   // [.ident, .openBrace, .closeBrace]
/// ```
public enum Tokenizer {
  /// The longest token SkinKit accepts, in bytes (1 MiB); a longer one (other than whitespace)
  /// is reported as `token-too-long` and its value cut to this many bytes.
  public static let maximumTokenLength = 1 << 20

  /// Texts of at least this many bytes have the strings of their names cached as they are
  /// read (see `NameCache`).
  static let minimumCachingSize = 4096

  /// Tokenizes a whole file. Whitespace tokens are kept (selectors need them); comments
  /// produce no token, and their byte ranges are returned separately (for the formatter).
  public static func tokenize(_ file: SourceFile) -> (
    tokens: [Token], diagnostics: [Diagnostic], comments: [Range<Int>]
  ) {
    tokenize(file, bytes: 0..<file.bytes.count)
  }

  /// Tokenizes `bytes` of a file as if the file ended at their end; offsets stay the file's.
  /// Starting anywhere but at a token boundary gives other tokens than the whole file has
  /// there: callers splitting a file check where the first part's last token ends.
  package static func tokenize(_ file: SourceFile, bytes range: Range<Int>) -> (
    tokens: [Token], diagnostics: [Diagnostic], comments: [Range<Int>]
  ) {
    file.bytes.withUnsafeBufferPointer { whole in
      // The buffer ends where the range does, and starts where the file does (so offsets
      // are the file's); the scanner starts at the range's start.
      let buffer = UnsafeBufferPointer(rebasing: whole[0..<range.upperBound])
      var scanner = Scanner(
        bytes: buffer, file: file, cachingNames: range.count >= minimumCachingSize)
      scanner.position = range.lowerBound
      var tokens: [Token] = []
      // Stylesheets run about three bytes a token: one allocation, not a doubling that
      // copies megabytes for a large sheet.
      tokens.reserveCapacity(range.count / 3)
      scanner.appendTokens(to: &tokens)
      return (tokens, scanner.diagnostics, scanner.comments)
    }
  }

  /// Replaces `tokens`' contents with the tokens of `bytes` of a file, tokenized as
  /// ``tokenize(_:bytes:)`` does; for callers tokenizing many small parts of a file, with
  /// one buffer kept from part to part. Returns the diagnostics.
  package static func tokenize(
    _ file: SourceFile, bytes range: Range<Int>, into tokens: inout [Token]
  ) -> [Diagnostic] {
    tokens.removeAll(keepingCapacity: true)
    return file.bytes.withUnsafeBufferPointer { whole in
      var scanner = Scanner(
        bytes: UnsafeBufferPointer(rebasing: whole[0..<range.upperBound]), file: file,
        cachingNames: false)
      scanner.position = range.lowerBound
      scanner.appendTokens(to: &tokens)
      return scanner.diagnostics
    }
  }

  /// Tokenizes a fragment of text (a value written in code, or by a format reader).
  public static func tokenize(_ text: String) -> [Token] {
    tokenize(SourceFile(path: "<code>", text: text)).tokens
  }
}

extension Tokenizer {
  /// Powers of ten that a `Double` holds exactly.
  static let exactPowersOfTen: [Double] = (0...22).map { power in
    var value = 1.0
    for _ in 0..<power { value *= 10 }
    return value
  }
}

/// The byte-level scanner behind ``Tokenizer``.
private struct Scanner {
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
  var names: NameCache?

  init(bytes: UnsafeBufferPointer<UInt8>, file: SourceFile, cachingNames: Bool) {
    self.bytes = bytes
    self.file = file
    self.names = cachingNames ? NameCache() : nil
  }

  // MARK: Character classes

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
  func isValidEscape(at offset: Int) -> Bool {
    !atEnd(offset) && bytes[offset] == 0x5C && !atEnd(offset + 1) && bytes[offset + 1] != 0x0A
  }

  /// §4.3.9: whether three code points at `offset` would start an ident sequence.
  func startsIdent(at offset: Int) -> Bool {
    guard !atEnd(offset) else { return false }
    let c = bytes[offset]
    if c == 0x2D {
      let next = byte(at: offset + 1)
      if !atEnd(offset + 1) && (Scanner.isNameStart(next) || next == 0x2D) { return true }
      return isValidEscape(at: offset + 1)
    }
    if Scanner.isNameStart(c) { return true }
    return isValidEscape(at: offset)
  }

  /// §4.3.10: whether three code points at `offset` would start a number.
  func startsNumber(at offset: Int) -> Bool {
    guard !atEnd(offset) else { return false }
    let c = bytes[offset]
    if c == 0x2B || c == 0x2D {
      let next = byte(at: offset + 1)
      if !atEnd(offset + 1) && Scanner.isDigit(next) { return true }
      return next == 0x2E && !atEnd(offset + 2) && Scanner.isDigit(byte(at: offset + 2))
    }
    if c == 0x2E { return !atEnd(offset + 1) && Scanner.isDigit(byte(at: offset + 1)) }
    return Scanner.isDigit(c)
  }

  // MARK: Tokens

  /// Appends every token to the end of the buffer, each longer than
  /// ``Tokenizer/maximumTokenLength`` (whitespace aside) cut short.
  mutating func appendTokens(to tokens: inout [Token]) {
    while let token = nextToken() {
      if token.end - token.start > Tokenizer.maximumTokenLength && token.kind != .whitespace {
        tokens.append(cutShort(token))
      } else {
        tokens.append(token)
      }
    }
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
      while !atEnd(position) && Scanner.isWhitespace(bytes[position]) { position += 1 }
      return Token(kind: .whitespace, start: start, end: position)
    case 0x22, 0x27:
      return consumeString(quote: c)
    case 0x23:
      if !atEnd(position + 1)
        && (Scanner.isName(bytes[position + 1]) || isValidEscape(at: position + 1))
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
      if Scanner.isDigit(c) { return consumeNumeric() }
      if Scanner.isNameStart(c) { return consumeIdentLike() }
      return delim(c)
    }
  }

  mutating func simple(_ kind: TokenKind) -> Token {
    position += 1
    return Token(kind: kind, start: position - 1, end: position)
  }

  /// A delim token. Its value is one of ``Token/asciiStrings`` (made once, not per token;
  /// `isDelim` compares with the same strings): a byte from 0x80 up starts a name, never a
  /// delim.
  mutating func delim(_ c: UInt8) -> Token {
    position += 1
    let value = c < 0x80 ? Token.asciiStrings[Int(c)] : String(UnicodeScalar(c))
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

  mutating func report(_ id: DiagnosticID, _ message: String, _ start: Int, _ end: Int) {
    diagnostics.append(
      Diagnostic(id, message, at: SourceRange(file: file, bytes: start..<max(start, end))))
  }

  /// §4.3.11: consumes an ident sequence, decoding escapes.
  /// `caching`: whether to look the name up in (and add it to) ``names``; hash tokens do
  /// not, being mostly colors, each written once, that would push the names out.
  mutating func consumeName(caching: Bool = true) -> String {
    let start = position
    var hasEscape = false
    while !atEnd(position) {
      let c = bytes[position]
      if Scanner.isName(c) {
        position += 1
      } else if isValidEscape(at: position) {
        hasEscape = true
        break
      } else {
        break
      }
    }
    if !hasEscape {
      if caching, let string = names?.string(bytes, start..<position) { return string }
      return text(start, position)
    }
    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: bytes[start..<position])
    while !atEnd(position) {
      let c = bytes[position]
      if Scanner.isName(c) {
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

  func text(_ start: Int, _ end: Int) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
  }

  /// §4.3.7: consumes an escaped code point (the backslash already consumed) into `scratch`.
  mutating func consumeEscape() {
    guard !atEnd(position) else {
      scratch.append(contentsOf: [0xEF, 0xBF, 0xBD])
      return
    }
    let c = bytes[position]
    if Scanner.isHexDigit(c) {
      var value: UInt32 = 0
      var count = 0
      while count < 6 && !atEnd(position) && Scanner.isHexDigit(bytes[position]) {
        value = value * 16 + UInt32(Scanner.hexValue(bytes[position]))
        position += 1
        count += 1
      }
      if !atEnd(position) && Scanner.isWhitespace(bytes[position]) { position += 1 }
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
        while !atEnd(look) && Scanner.isWhitespace(bytes[look]) { look += 1 }
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
    while !atEnd(position) && Scanner.isWhitespace(bytes[position]) { position += 1 }
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
      if Scanner.isWhitespace(c) {
        while !atEnd(position) && Scanner.isWhitespace(bytes[position]) { position += 1 }
        if atEnd(position) || bytes[position] == 0x29 { continue }
        return consumeBadURL(start: start)
      }
      if c == 0x22 || c == 0x27 || c == 0x28 || Scanner.isNonPrintable(c) {
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

  /// §4.3.3 and §4.3.12: number, percentage or dimension.
  mutating func consumeNumeric() -> Token {
    let start = position
    var isInteger = true
    if bytes[position] == 0x2B || bytes[position] == 0x2D { position += 1 }
    while !atEnd(position) && Scanner.isDigit(bytes[position]) { position += 1 }
    if byte(at: position) == 0x2E && !atEnd(position + 1) && Scanner.isDigit(bytes[position + 1]) {
      isInteger = false
      position += 2
      while !atEnd(position) && Scanner.isDigit(bytes[position]) { position += 1 }
    }
    let e = byte(at: position)
    if (e == 0x65 || e == 0x45) && !atEnd(position + 1) {
      let next = bytes[position + 1]
      if Scanner.isDigit(next) {
        isInteger = false
        position += 2
        while !atEnd(position) && Scanner.isDigit(bytes[position]) { position += 1 }
      } else if (next == 0x2B || next == 0x2D) && !atEnd(position + 2)
        && Scanner.isDigit(bytes[position + 2])
      {
        isInteger = false
        position += 3
        while !atEnd(position) && Scanner.isDigit(bytes[position]) { position += 1 }
      }
    }
    let number = numberValue(start, position, isInteger: isInteger)
    if startsIdent(at: position) {
      let unit = consumeName()
      return Token(
        kind: .dimension, value: unit, number: number, flag: isInteger, start: start, end: position)
    }
    if byte(at: position) == 0x25 && !atEnd(position) {
      position += 1
      return Token(kind: .percentage, number: number, flag: isInteger, start: start, end: position)
    }
    return Token(kind: .number, number: number, flag: isInteger, start: start, end: position)
  }

  func numberValue(_ start: Int, _ end: Int, isInteger: Bool) -> Double {
    // A plain decimal of at most 15 digits is one correctly rounded division of two exact
    // doubles; anything else goes through the standard library's parser.
    if !isInteger && end - start <= 17 {
      var index = start
      var negative = false
      if bytes[index] == 0x2B || bytes[index] == 0x2D {
        negative = bytes[index] == 0x2D
        index += 1
      }
      var mantissa: Int64 = 0
      var digits = 0
      var fraction = 0
      var seenPoint = false
      var plain = true
      while index < end {
        let byte = bytes[index]
        if byte == 0x2E && !seenPoint {
          seenPoint = true
        } else if Scanner.isDigit(byte) {
          mantissa = mantissa * 10 + Int64(byte - 0x30)
          digits += 1
          if seenPoint { fraction += 1 }
        } else {
          plain = false
          break
        }
        index += 1
      }
      if plain && digits <= 15 {
        let value = Double(mantissa) / Tokenizer.exactPowersOfTen[fraction]
        return negative ? -value : value
      }
    }
    if isInteger && end - start <= 16 {
      var index = start
      var negative = false
      if bytes[index] == 0x2B || bytes[index] == 0x2D {
        negative = bytes[index] == 0x2D
        index += 1
      }
      var value: Int64 = 0
      while index < end {
        value = value * 10 + Int64(bytes[index] - 0x30)
        index += 1
      }
      return negative ? -Double(value) : Double(value)
    }
    return Double(text(start, end)) ?? 0
  }
}
