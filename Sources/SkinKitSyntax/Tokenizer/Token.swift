/// The kinds of token CSS Syntax Level 3 §4 defines (comments produce no token).
@usableFromInline package enum TokenKind: UInt8, Sendable, Hashable {
  case ident
  case function
  case atKeyword
  case hash
  case string
  case badString
  case url
  case badURL
  case delim
  case number
  case percentage
  case dimension
  case whitespace
  case cdo
  case cdc
  case colon
  case semicolon
  case comma
  case openBracket
  case closeBracket
  case openParen
  case closeParen
  case openBrace
  case closeBrace
}

/// One CSS token, with its byte range in the source: what selectors, values and a custom
/// property's value (until it is substituted) are read from. `package`: an app reads values
/// through typed keys, never tokens; the token's contents are the parser's own.
///
/// Inside the package, `value` holds the unescaped name of an ident, function (without the
/// parenthesis), at-keyword (without `@`) or hash (without `#`); the contents of a string or
/// url; the unit of a dimension; the character of a delim. Numeric tokens carry `number`.
///
/// ```swift
/// let tokens = Tokenizer.tokenize(SourceFile(path: "x", text: "12px")).tokens  // package API
/// tokens[0].kind    // .dimension
/// tokens[0].number  // 12
/// tokens[0].value   // "px"
/// ```
@usableFromInline package struct Token: Sendable, Hashable {
  /// What kind of token this is.
  @usableFromInline package var kind: TokenKind
  /// For numeric tokens: the number was written without a fraction or exponent.
  /// For hash tokens: the name would start an identifier (usable as an id selector).
  package var flag: Bool
  /// Byte offset of the first byte in the source.
  package var start: Int
  /// Byte offset after the last byte in the source.
  package var end: Int
  /// The token's text value (see the type's documentation).
  @usableFromInline package var value: String
  /// The numeric value of number, percentage and dimension tokens.
  package var number: Double

  package init(
    kind: TokenKind, value: String = "", number: Double = 0, flag: Bool = false,
    start: Int = 0, end: Int = 0
  ) {
    self.kind = kind
    self.value = value
    self.number = number
    self.flag = flag
    self.start = start
    self.end = end
  }

  /// Whether this is an ident whose value equals `name`, ignoring ASCII case.
  package func isIdent(_ name: String) -> Bool {
    kind == .ident && value.asciiCaseInsensitiveEquals(name)
  }

  /// Whether this is a delim token holding `scalar` (a delim is one code point).
  ///
  /// ```swift
  /// Tokenizer.tokenize("&")[0].isDelim("&")   // true
  /// ```
  @inline(__always)
  package func isDelim(_ scalar: Unicode.Scalar) -> Bool {
    guard kind == .delim else { return false }
    // For ASCII (every delim the language uses), compare with a one-character string made
    // once: two small strings compare as two machine words, cheaper than reading either's
    // bytes, on a path taken for tokens of every selector and value.
    if scalar.isASCII { return value == Token.asciiStrings[Int(scalar.value)] }
    var scalars = value.unicodeScalars.makeIterator()
    return scalars.next() == scalar && scalars.next() == nil
  }

  /// The character of a delim token when it is ASCII, else 0: for comparing with a byte
  /// where the parsers test a delim against several characters (comparing two strings that
  /// differ calls into the standard library).
  ///
  /// ```swift
  /// Tokenizer.tokenize(">")[0].delimByte == UInt8(ascii: ">")   // true
  /// ```
  @inlinable
  package var delimByte: UInt8 {
    guard kind == .delim, let first = value.utf8.first, first < 0x80 else { return 0 }
    return first
  }

  /// The one-character string of each ASCII code point: the tokenizer's delim values, and
  /// what ``isDelim(_:)`` compares them with.
  static let asciiStrings: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) }

  /// Whether this is a whitespace token.
  package var isWhitespace: Bool { kind == .whitespace }
}

extension String {
  /// Compares two strings ignoring ASCII case only, as CSS compares keywords.
  package func asciiCaseInsensitiveEquals(_ other: String) -> Bool {
    // Most comparisons are of a name written as compared (`var`, `url`): equal strings,
    // which compare without walking their bytes.
    if self == other { return true }
    let left = utf8
    let right = other.utf8
    guard left.count == right.count else { return false }
    for (a, b) in zip(left, right) where a != b {
      let lowerA = (a >= 0x41 && a <= 0x5A) ? a | 0x20 : a
      let lowerB = (b >= 0x41 && b <= 0x5A) ? b | 0x20 : b
      if lowerA != lowerB { return false }
    }
    return true
  }

  /// Whether the string starts with `--` (a custom property's name), read from its bytes
  /// (`hasPrefix` compares as Unicode text, far slower on a path taken for every declaration).
  package var startsWithTwoHyphens: Bool {
    var bytes = utf8.makeIterator()
    return bytes.next() == 0x2D && bytes.next() == 0x2D
  }

  /// Whether the string holds an ASCII capital letter (`A`–`Z`), read in place.
  package var containsASCIIUppercase: Bool {
    var text = self
    return text.withUTF8 { bytes in bytes.contains { $0 &- 0x41 < 26 } }
  }

  /// The string with ASCII letters lowercased (CSS's "ASCII lowercase").
  package var asciiLowercased: String {
    // Names are nearly always lowercase already: check the bytes in place (no copy, no
    // iterator), and rebuild only when an uppercase letter is found.
    guard containsASCIIUppercase else { return self }
    var text = self
    return text.withUTF8 { bytes in
      String(unsafeUninitializedCapacity: bytes.count) { buffer in
        for (index, byte) in bytes.enumerated() {
          buffer[index] = byte &- 0x41 < 26 ? byte | 0x20 : byte
        }
        return bytes.count
      }
    }
  }
}

extension Collection where Element == Token, Index == Int {
  /// The index of the `)` that closes the `(` or function token at `open`, counting the
  /// parentheses and functions nested in between; `nil` when none does before `end`.
  package func indexOfClose(matching open: Int, before end: Int) -> Int? {
    var level = 0
    var index = open
    while index < end {
      switch self[index].kind {
      case .openParen, .function: level += 1
      case .closeParen: level -= 1
      default: break
      }
      if level == 0 { return index }
      index += 1
    }
    return nil
  }
}
