import SkinKitSyntax

/// Why a value was rejected, in words for the author (`expected a color, found '12px'`).
package struct ValueError: SkinKitError, Equatable {
  public var message: String
  /// The id to report (usually `invalid-value`).
  public var id: DiagnosticID
  /// The name a misspelt one means, where it is written: what a fix-it puts in its place.
  package var suggestion: Suggestion?

  /// A replacement for the bytes of one token: `written` (the token's text, as the
  /// tokenizer read it) at `bytes` becomes `text`. Whoever makes a fix-it of it checks that
  /// the file's bytes there read `written` (an escape would not).
  package struct Suggestion: Sendable, Equatable {
    package var bytes: Range<Int>
    package var written: String
    package var text: String
  }

  public init(_ message: String, id: DiagnosticID = .invalidValue) {
    self.message = message
    self.id = id
  }

  package init(_ message: String, suggesting suggestion: Suggestion?) {
    self.init(message)
    self.suggestion = suggestion
  }
}

/// A cursor over a value's tokens that skips whitespace and steps over whole functions.
///
/// ```swift
/// var reader = ValueReader(Tokenizer.tokenize("rgb(1 2 3) 4px")[...])
/// reader.next()?.kind          // .function
/// reader.functionArguments()   // the tokens `1 2 3`
/// reader.next()?.kind          // .dimension
/// ```
package struct ValueReader {
  public let tokens: ArraySlice<Token>
  public private(set) var position: Int

  public init(_ tokens: ArraySlice<Token>) {
    self.tokens = tokens
    self.position = tokens.startIndex
  }

  /// Whether only whitespace remains.
  public var isAtEnd: Bool {
    var index = position
    while index < tokens.endIndex && tokens[index].kind == .whitespace { index += 1 }
    return index >= tokens.endIndex
  }

  /// The next non-whitespace token without consuming it.
  public func peek() -> Token? {
    var index = position
    while index < tokens.endIndex && tokens[index].kind == .whitespace { index += 1 }
    return index < tokens.endIndex ? tokens[index] : nil
  }

  /// Consumes and returns the next non-whitespace token. After a function token, call
  /// ``functionArguments()`` to consume its arguments.
  public mutating func next() -> Token? {
    while position < tokens.endIndex && tokens[position].kind == .whitespace { position += 1 }
    guard position < tokens.endIndex else { return nil }
    defer { position += 1 }
    return tokens[position]
  }

  /// After a function token (or `(`): the tokens up to the matching `)`, which is consumed.
  /// An unclosed function takes the rest of the value.
  public mutating func functionArguments() -> ArraySlice<Token> {
    let start = position
    var depth = 1
    while position < tokens.endIndex {
      switch tokens[position].kind {
      case .function, .openParen: depth += 1
      case .closeParen:
        depth -= 1
        if depth == 0 {
          defer { position += 1 }
          return tokens[start..<position]
        }
      default: break
      }
      position += 1
    }
    return tokens[start..<position]
  }

  /// The remaining tokens.
  public var rest: ArraySlice<Token> { tokens[position..<tokens.endIndex] }

  /// Splits tokens at top-level commas.
  public static func splitAtCommas(_ tokens: ArraySlice<Token>) -> [ArraySlice<Token>] {
    var parts: [ArraySlice<Token>] = []
    var depth = 0
    var start = tokens.startIndex
    for index in tokens.indices {
      switch tokens[index].kind {
      case .function, .openParen, .openBracket: depth += 1
      case .closeParen, .closeBracket: depth = max(0, depth - 1)
      case .comma where depth == 0:
        parts.append(tokens[start..<index])
        start = index + 1
      default: break
      }
    }
    parts.append(tokens[start..<tokens.endIndex])
    return parts
  }

  /// Splits tokens into top-level component values (whitespace separates; a function with
  /// its arguments is one component).
  public static func components(_ tokens: ArraySlice<Token>) -> [ArraySlice<Token>] {
    var reader = ValueReader(tokens)
    var result: [ArraySlice<Token>] = []
    while let token = reader.peek() {
      let start = reader.firstNonWhitespace
      _ = reader.next()
      if token.kind == .function || token.kind == .openParen { _ = reader.functionArguments() }
      result.append(tokens[start..<reader.position])
    }
    return result
  }

  var firstNonWhitespace: Int {
    var index = position
    while index < tokens.endIndex && tokens[index].kind == .whitespace { index += 1 }
    return index
  }

  /// How a token reads in a message.
  public static func describe(_ tokens: ArraySlice<Token>) -> String {
    let text = TokenPrinter.print(tokens)
    return text.count > 40 ? String(text.prefix(37)) + "…" : text
  }
}
