/// The parser behind ``StylesheetParser``: reads a file's tokens into syntax nodes, the
/// stylesheet's items, rules, blocks and declarations (at-rules: `SyntaxParser+AtRules.swift`).
struct SyntaxParser {
  let tokens: [Token]
  let file: SourceFile
  var index = 0
  var diagnostics: [Diagnostic] = []
  /// Whether a rule (other than `@layer` statements, constants and imports) has been seen.
  var seenRule = false
  /// Whether an `@import` was taken (they are only before the first rule).
  var acceptedImport = false
  /// Whether a top-level item was still being read when the tokens ran out.
  var itemRanIntoEnd = false

  init(tokens: [Token], file: SourceFile) {
    self.tokens = tokens
    self.file = file
  }

  // MARK: Helpers

  var atEnd: Bool { index >= tokens.count }

  func range(_ start: Int, _ end: Int) -> SourceRange {
    SourceRange(file: file, bytes: start..<max(start, end))
  }

  /// Byte offset where the token at `position` starts (or the end of the file).
  func offset(_ position: Int) -> Int {
    position < tokens.count ? tokens[position].start : file.bytes.count
  }

  /// Byte offset where the token before `position` ends.
  func endOffset(before position: Int) -> Int {
    position > 0 ? tokens[position - 1].end : 0
  }

  mutating func report(_ id: DiagnosticID, _ message: String, _ range: SourceRange) {
    diagnostics.append(Diagnostic(id, message, at: range))
  }

  mutating func skipWhitespace() {
    while index < tokens.count && tokens[index].kind == .whitespace { index += 1 }
  }

  /// `tokens[start..<end]` without leading and trailing whitespace.
  func trimmed(_ start: Int, _ end: Int) -> ArraySlice<Token> {
    var low = start
    var high = end
    while low < high && tokens[low].kind == .whitespace { low += 1 }
    while high > low && tokens[high - 1].kind == .whitespace { high -= 1 }
    return tokens[low..<high]
  }

  func sliceRange(_ slice: ArraySlice<Token>, fallback: Int) -> SourceRange {
    guard let first = slice.first, let last = slice.last else { return range(fallback, fallback) }
    return range(first.start, last.end)
  }

  func startsConstant(at position: Int) -> Bool {
    position + 1 < tokens.count && tokens[position].isDelim("$")
      && tokens[position + 1].kind == .ident && tokens[position + 1].start == tokens[position].end
  }

  /// Consumes one component value: a token, or a whole `()`/`[]`/`{}` block or function.
  /// Iterative, so deeply nested input cannot exhaust the stack.
  mutating func skipComponentValue() {
    var expected: [TokenKind] = []
    repeat {
      let kind = tokens[index].kind
      switch kind {
      case .openParen, .function: expected.append(.closeParen)
      case .openBracket: expected.append(.closeBracket)
      case .openBrace: expected.append(.closeBrace)
      case .closeParen, .closeBracket, .closeBrace:
        if expected.last == kind { expected.removeLast() }
      default: break
      }
      index += 1
    } while !expected.isEmpty && index < tokens.count
  }

  /// Consumes component values up to (not including) a top-level `;` or `}` or the end.
  /// Returns whether a top-level `{}` block was among them.
  mutating func consumeValue() -> Bool {
    var sawBlock = false
    while index < tokens.count {
      let kind = tokens[index].kind
      if kind == .semicolon || kind == .closeBrace { break }
      if kind == .openBrace { sawBlock = true }
      skipComponentValue()
    }
    return sawBlock
  }

  /// Skips a `{…}` block whose `{` was just consumed, without parsing its contents.
  mutating func skipBlockContents() {
    var depth = 1
    while index < tokens.count {
      switch tokens[index].kind {
      case .openBrace: depth += 1
      case .closeBrace:
        depth -= 1
        if depth == 0 {
          index += 1
          return
        }
      default: break
      }
      index += 1
    }
  }

  // MARK: Stylesheet

  mutating func parseStylesheet() -> [SyntaxNode] {
    var items: [SyntaxNode] = []
    // A top-level rule takes some 20 to 100 tokens: room for the small ones up front, so
    // that a large sheet's list is not copied to a new block at each doubling.
    items.reserveCapacity(tokens.count / 24)
    while index < tokens.count {
      let token = tokens[index]
      switch token.kind {
      case .whitespace, .cdo, .cdc:
        index += 1
      case .atKeyword:
        if let node = consumeAtRule(nested: false, depth: 0) { items.append(node) }
        itemRanIntoEnd = index >= tokens.count
      case .delim where startsConstant(at: index):
        if let node = consumeConstant() { items.append(node) }
        itemRanIntoEnd = index >= tokens.count
      default:
        seenRule = true
        if let node = consumeQualifiedRule(nested: false, depth: 0) { items.append(node) }
        itemRanIntoEnd = index >= tokens.count
      }
    }
    return items
  }

  /// `$name: value;`
  mutating func consumeConstant() -> SyntaxNode? {
    let start = tokens[index].start
    let name = tokens[index + 1].value
    index += 2
    skipWhitespace()
    guard !atEnd, tokens[index].kind == .colon else {
      report(.invalidDeclaration, "expected ':' after '$\(name)'", range(start, offset(index)))
      // Drop up to the next `;`, or through the next block (a rule whose prelude starts
      // with `$name`), so the rules after it survive.
      while index < tokens.count {
        let kind = tokens[index].kind
        skipComponentValue()
        if kind == .semicolon || kind == .openBrace { break }
      }
      return nil
    }
    index += 1
    let valueStart = index
    let sawBlock = consumeValue()
    let value = trimmed(valueStart, index)
    let end = endOffset(before: index)
    if !atEnd && tokens[index].kind == .semicolon { index += 1 }
    if sawBlock {
      report(
        .invalidDeclaration, "expected ';' after the value of '$\(name)'", range(start, end))
      return nil
    }
    if value.isEmpty {
      report(.emptyValue, "constant '$\(name)' has no value", range(start, end))
      return nil
    }
    return .constant(
      ConstantSyntax(
        name: name, value: value, valueRange: sliceRange(value, fallback: end),
        range: range(start, end)))
  }

  /// CSS "consume the remnants of a bad declaration".
  mutating func consumeRemnants(nested: Bool) {
    while index < tokens.count {
      switch tokens[index].kind {
      case .semicolon:
        index += 1
        return
      case .closeBrace:
        if nested { return }
        index += 1
      default:
        skipComponentValue()
      }
    }
  }

  // MARK: Rules

  mutating func consumeQualifiedRule(nested: Bool, depth: Int) -> SyntaxNode? {
    let start = index
    var strayBrace: Int?
    while index < tokens.count {
      let token = tokens[index]
      switch token.kind {
      case .semicolon where nested:
        return nil
      case .closeBrace:
        if nested { return nil }
        if strayBrace == nil { strayBrace = index }
        index += 1
      case .openBrace:
        let prelude = trimmed(start, index)
        let openBrace = index
        index += 1
        let items = consumeBlock(depth: depth + 1, openedAt: openBrace)
        let rangeStart = prelude.first?.start ?? tokens[openBrace].start
        let whole = range(rangeStart, endOffset(before: index))
        if let stray = strayBrace {
          report(
            .unexpectedToken, "unexpected '}': the rule after it is dropped",
            range(tokens[stray].start, tokens[stray].end))
          return nil
        }
        return .rule(
          RuleSyntax(
            prelude: prelude, preludeRange: sliceRange(prelude, fallback: tokens[openBrace].start),
            items: items, range: whole))
      default:
        skipComponentValue()
      }
    }
    let prelude = trimmed(start, index)
    if let stray = strayBrace {
      report(.unexpectedToken, "unexpected '}'", range(tokens[stray].start, tokens[stray].end))
    } else if !prelude.isEmpty && !nested {
      report(
        .unexpectedToken,
        "expected '{' after '\(TokenPrinter.print(prelude, collapsingWhitespace: true))'",
        sliceRange(prelude, fallback: offset(start)))
    }
    return nil
  }

  /// Parses a block's contents after its `{`, up to and including the matching `}`.
  mutating func consumeBlock(depth: Int, openedAt openBrace: Int?) -> [SyntaxNode] {
    if depth > StylesheetParser.maximumNestingDepth, let openBrace {
      report(
        .nestingTooDeep,
        "blocks nest deeper than \(StylesheetParser.maximumNestingDepth) levels; this block is skipped",
        range(tokens[openBrace].start, tokens[openBrace].end))
      skipBlockContents()
      return []
    }
    var items: [SyntaxNode] = []
    items.reserveCapacity(4)
    while true {
      guard index < tokens.count else {
        if let openBrace {
          report(
            .unclosedBlock, "'{' is not closed before the end of the file",
            range(tokens[openBrace].start, tokens[openBrace].end))
        }
        return items
      }
      let token = tokens[index]
      switch token.kind {
      case .whitespace, .semicolon:
        index += 1
      case .closeBrace where openBrace != nil:
        index += 1
        return items
      case .closeBrace:
        report(.unexpectedToken, "unexpected '}'", range(token.start, token.end))
        index += 1
      case .atKeyword:
        if let node = consumeAtRule(nested: true, depth: depth) { items.append(node) }
      case .delim where startsConstant(at: index):
        report(
          .constantNotTopLevel,
          "constant '$\(tokens[index + 1].value)' must be defined at the top level; ignored",
          range(token.start, tokens[index + 1].end))
        consumeRemnants(nested: true)
      default:
        let mark = index
        var failure: DeclarationFailure?
        if let declaration = consumeDeclaration(failure: &failure) {
          items.append(.declaration(declaration))
        } else if let failure {
          index = mark
          if let rule = consumeQualifiedRule(nested: true, depth: depth) {
            items.append(rule)
          } else {
            report(.invalidDeclaration, failure.message, failure.range)
            // The rule attempt stopped at `;` or `}`; the loop discards or ends there.
          }
        }
      }
    }
  }

  /// Why what was read is not a declaration (it may still be a nested rule).
  struct DeclarationFailure {
    var message: String
    var range: SourceRange
  }

  /// CSS "consume a declaration" (nested).
  mutating func consumeDeclaration(failure: inout DeclarationFailure?) -> DeclarationSyntax? {
    let first = tokens[index]
    guard first.kind == .ident else {
      failure = DeclarationFailure(
        message: "expected a declaration or a rule, found '\(TokenPrinter.print([first]))'",
        range: range(first.start, first.end))
      return nil
    }
    index += 1
    skipWhitespace()
    guard !atEnd, tokens[index].kind == .colon else {
      let end = atEnd ? first.end : tokens[index].end
      failure = DeclarationFailure(
        message: "expected ':' after '\(first.value)'", range: range(first.start, end))
      return nil
    }
    let colon = tokens[index]
    index += 1
    let valueStart = index
    let sawBlock = consumeValue()
    var value = trimmed(valueStart, index)
    var important = false
    // `! important` at the end (whitespace allowed between).
    if let last = value.last, last.isIdent("important") {
      var position = value.endIndex - 2
      while position >= value.startIndex && tokens[position].kind == .whitespace { position -= 1 }
      if position >= value.startIndex && tokens[position].isDelim("!") {
        important = true
        value = trimmed(value.startIndex, position)
      }
    }
    let isCustom = first.value.startsWithTwoHyphens
    if sawBlock && !isCustom {
      failure = DeclarationFailure(
        message: "expected ';' after the value of '\(first.value)'",
        range: range(first.start, offset(index)))
      return nil
    }
    let end = max(endOffset(before: index), colon.end)
    return DeclarationSyntax(
      name: first.value, nameRange: range(first.start, first.end), value: value,
      valueRange: sliceRange(value, fallback: colon.end), important: important,
      range: range(first.start, end))
  }
}
