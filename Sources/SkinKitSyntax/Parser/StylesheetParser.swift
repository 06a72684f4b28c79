/// Parses `.skss` text into a ``SyntaxTree``, recovering from errors as CSS Syntax Level 3
/// §5 prescribes: a bad declaration is dropped up to the next `;`, a rule whose prelude
/// cannot end in a block is dropped, and blocks still open at the end of the file are closed
/// there. Blocks contain declarations and nested rules in any order (CSS Nesting).
///
/// Grammar (beyond CSS's):
/// ```
/// stylesheet  -> ( at-rule | constant | qualified-rule )*
/// constant    -> '$' ident ':' value ';'            (top level only)
/// block       -> '{' ( declaration | qualified-rule | at-rule )* '}'
/// at-rule     -> '@media' query block | '@layer' names ( ';' | block )
///              | '@import' ( string | url ) [ 'layer' | 'layer(' name ')' ] [ query ] ';'
///              | '@extend' selector ';'
/// ```
///
/// ```swift
/// let tree = StylesheetParser.parse(SourceFile(path: "a.skss", text: "a { color: red; }"))
/// tree.diagnostics.isEmpty   // true
/// ```
public enum StylesheetParser {
  /// How deeply blocks may nest; deeper blocks are skipped with a diagnostic.
  public static let maximumNestingDepth = 64

  /// Files at least this large (in bytes) are parsed in two halves at once when the
  /// machine has several cores; a smaller one is not worth a second thread.
  package static let minimumSplitSize = 128 << 10

  /// Parses a file. A file of 128 KB or more is parsed in two halves at once when the
  /// machine has two cores; the tree is the same either way.
  public static func parse(_ file: SourceFile) -> SyntaxTree {
    if ForkJoin.hasSeveralCores, file.bytes.count >= minimumSplitSize,
      let split = splitPoint(in: file.bytes)
    {
      return parse(file, splitAt: split)
    }
    return parseInOrder(file)
  }

  /// Parses a file from start to end on the calling thread (what ``parse(_:)-swift.type.method``
  /// does for a small file).
  package static func parseInOrder(_ file: SourceFile) -> SyntaxTree {
    parse(file, tokenized: Tokenizer.tokenize(file))
  }

  /// Parses a file in two halves at once, the second starting at byte `split`, and joins
  /// them: the tree, diagnostics and comments are those of a parse of the whole file.
  ///
  /// Each half is tokenized and parsed as if it were a file of its own, speculatively; the
  /// join checks that the speculation held. Tokens depend only on where tokenizing starts,
  /// so the halves' tokens are the whole file's when the first half's last token ends
  /// exactly at `split`; and the halves' items are the whole file's when the first half
  /// ends between top-level items (no rule or at-rule ran into its end) and the second
  /// took no `@import` for the file's first rules that the first half had already passed.
  /// When the tokens hold and the items do not (a block spanning `split`), the joined
  /// tokens are parsed again; when the tokens do not, the whole file is.
  package static func parse(_ file: SourceFile, splitAt split: Int) -> SyntaxTree {
    // The second half's tokens and nodes refer to a twin of the file: each thread counts
    // references on a file object of its own (see `SourceFile.twin()`).
    let twin = file.twin()
    var (first, second) = ForkJoin.both(
      { HalfParse(file, bytes: 0..<split) },
      { HalfParse(twin, bytes: split..<twin.bytes.count) })
    let startsToken = split < file.bytes.count && !isWhitespace(file.bytes[split])
    guard startsToken, first.tokens.last.map({ $0.kind == .whitespace && $0.end == split }) ?? false
    else {
      return parseInOrder(file)
    }
    let tokenDiagnostics = first.tokenDiagnostics + second.tokenDiagnostics
    let comments = first.comments + second.comments
    guard first.endsBetweenItems, !(first.seenRule && second.acceptedImportBeforeRule) else {
      return parse(file, tokenized: (first.tokens + second.tokens, tokenDiagnostics, comments))
    }
    // Taken out of the first half, its array is extended in place by the second's items,
    // moved rather than copied.
    var items: [SyntaxNode] = []
    swap(&items, &first.items)
    items.appendMoving(&second.items)
    return SyntaxTree(
      file: file, items: items,
      diagnostics: tokenDiagnostics + first.parserDiagnostics + second.parserDiagnostics,
      comments: comments)
  }

  /// Where to split a file for ``parse(_:splitAt:)``: the first line at or after its middle
  /// that starts with neither whitespace nor `}` and follows a line ending in `}`, which in
  /// a formatted sheet is the start of a top-level rule; `nil` when no line in the second
  /// half qualifies (a minified sheet on one line).
  package static func splitPoint(in bytes: [UInt8]) -> Int? {
    var offset = bytes.count / 2
    while offset < bytes.count {
      guard bytes[offset] == 0x0A else {
        offset += 1
        continue
      }
      let start = offset + 1
      offset = start
      guard start < bytes.count, bytes[start] != 0x7D, !isWhitespace(bytes[start]) else {
        continue
      }
      var before = start - 1
      while before > 0 && isWhitespace(bytes[before]) { before -= 1 }
      if bytes[before] == 0x7D { return start }
    }
    return nil
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A
  }

  /// Parses tokens as a whole stylesheet.
  private static func parse(
    _ file: SourceFile,
    tokenized: (tokens: [Token], diagnostics: [Diagnostic], comments: [Range<Int>])
  ) -> SyntaxTree {
    var parser = Parser(tokens: tokenized.tokens, file: file)
    let items = parser.parseStylesheet()
    return SyntaxTree(
      file: file, items: items, diagnostics: tokenized.diagnostics + parser.diagnostics,
      comments: tokenized.comments)
  }

  /// One half of a split parse: its tokens, items, diagnostics, and what the join checks.
  private struct HalfParse: Sendable {
    let tokens: [Token]
    let tokenDiagnostics: [Diagnostic]
    let comments: [Range<Int>]
    var items: [SyntaxNode]
    let parserDiagnostics: [Diagnostic]
    /// No top-level rule or at-rule ran into the end of the half.
    let endsBetweenItems: Bool
    /// A rule was seen (later `@import`s are ignored).
    let seenRule: Bool
    /// An `@import` was taken before the half's first rule.
    let acceptedImportBeforeRule: Bool

    init(_ file: SourceFile, bytes: Range<Int>) {
      (tokens, tokenDiagnostics, comments) = Tokenizer.tokenize(file, bytes: bytes)
      var parser = Parser(tokens: tokens, file: file)
      items = parser.parseStylesheet()
      parserDiagnostics = parser.diagnostics
      endsBetweenItems = !parser.itemRanIntoEnd
      seenRule = parser.seenRule
      acceptedImportBeforeRule = parser.acceptedImport
    }
  }

  /// Top-level items of part of a file, parsed as if the part were a file of its own, after
  /// `seenRule` (whether a rule came before: later `@import`s are ignored). See
  /// `SheetOutline`, which reads the plain rules between such parts itself.
  static func parseStretch(_ file: SourceFile, bytes range: Range<Int>, seenRule: Bool)
    -> Stretch
  {
    var (tokens, tokenDiagnostics, comments) = Tokenizer.tokenize(file, bytes: range)
    let boundary = endsAtTokenBoundary(file, range, tokens: tokens, comments: comments)
    // After a last `}` or `;` the parser reads one whitespace token more, so that an item
    // closed by that token is told from one the end cut short (which reads it too). Not at
    // the end of the file, where the file's parse reads no such token: an item the end cuts
    // short would then read it into its prelude (`@layer }` would name `}`).
    if boundary, range.upperBound < file.bytes.count, let last = tokens.last,
      last.kind != .whitespace
    {
      tokens.append(Token(kind: .whitespace, start: range.upperBound, end: range.upperBound))
    }
    var parser = Parser(tokens: tokens, file: file)
    parser.seenRule = seenRule
    let items = parser.parseStylesheet()
    return Stretch(
      items: items, tokenDiagnostics: tokenDiagnostics, parserDiagnostics: parser.diagnostics,
      seenRule: parser.seenRule, endsCleanly: boundary && !parser.itemRanIntoEnd)
  }

  /// Whether the whole file's tokens break where `range` ends, as they do when the range's
  /// last token is one that nothing after it could extend (whitespace, `}`, `;`) and ends
  /// there, or when a closed `/* … */` ends there.
  private static func endsAtTokenBoundary(
    _ file: SourceFile, _ range: Range<Int>, tokens: [Token], comments: [Range<Int>]
  ) -> Bool {
    let end = range.upperBound
    if let comment = comments.last, comment.upperBound == end {
      let bytes = file.bytes
      return comment.count >= 4 && bytes[comment.lowerBound + 1] == 0x2A
        && bytes[end - 2] == 0x2A && bytes[end - 1] == 0x2F
    }
    guard let last = tokens.last, last.end == end else { return false }
    return last.kind == .whitespace || last.kind == .closeBrace || last.kind == .semicolon
  }

  /// What ``parseStretch(_:bytes:seenRule:)`` read.
  struct Stretch {
    var items: [SyntaxNode]
    var tokenDiagnostics: [Diagnostic]
    var parserDiagnostics: [Diagnostic]
    /// Whether a rule had been seen by the stretch's end.
    var seenRule: Bool
    /// Whether the stretch ends between items of the whole file: its tokens and items are
    /// the file's.
    var endsCleanly: Bool
  }

  /// Parses a declaration list without braces (an inline `style` attribute's text).
  public static func parseDeclarationList(_ file: SourceFile) -> SyntaxTree {
    let (tokens, tokenDiagnostics, _) = Tokenizer.tokenize(file)
    var parser = Parser(tokens: tokens, file: file)
    let items = parser.consumeBlock(depth: 1, openedAt: nil)
    return SyntaxTree(file: file, items: items, diagnostics: tokenDiagnostics + parser.diagnostics)
  }

  /// Parses text (convenience for tests and code).
  public static func parse(_ text: String, path: String = "<code>") -> SyntaxTree {
    parse(SourceFile(path: path, text: text))
  }
}

private struct Parser {
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

  // MARK: At-rules

  mutating func consumeAtRule(nested: Bool, depth: Int) -> SyntaxNode? {
    let keyword = tokens[index]
    index += 1
    let preludeStart = index
    var preludeEnd = index
    var openBrace: Int?
    while index < tokens.count {
      let kind = tokens[index].kind
      if kind == .semicolon {
        preludeEnd = index
        index += 1
        break
      }
      if kind == .closeBrace {
        if nested {
          preludeEnd = index
          break
        }
        index += 1
        continue
      }
      if kind == .openBrace {
        preludeEnd = index
        openBrace = index
        index += 1
        break
      }
      skipComponentValue()
      preludeEnd = index
    }
    let prelude = trimmed(preludeStart, preludeEnd)
    let name = keyword.value.asciiLowercased
    let keywordRange = range(keyword.start, keyword.end)
    func wholeRange() -> SourceRange { range(keyword.start, endOffset(before: index)) }

    switch name {
    case "media":
      guard let brace = openBrace else {
        report(.invalidMediaQuery, "@media needs a block", keywordRange)
        return nil
      }
      seenRule = seenRule || !nested
      let items = consumeBlock(depth: depth + 1, openedAt: brace)
      return .media(
        MediaRuleSyntax(
          query: prelude, queryRange: sliceRange(prelude, fallback: keyword.end), items: items,
          range: wholeRange()))
    case "layer":
      var items: [SyntaxNode]?
      if let brace = openBrace {
        seenRule = seenRule || !nested
        items = consumeBlock(depth: depth + 1, openedAt: brace)
      }
      guard let names = layerNames(prelude, isBlock: items != nil) else {
        report(
          .invalidLayer,
          "expected layer names like 'base' or 'theme.dark' after @layer, found '\(TokenPrinter.print(prelude, collapsingWhitespace: true))'",
          sliceRange(prelude, fallback: keyword.end))
        return nil
      }
      return .layer(LayerRuleSyntax(names: names, items: items, range: wholeRange()))
    case "import":
      if let brace = openBrace {
        index = brace + 1
        skipBlockContents()
      }
      if nested {
        report(.invalidImport, "@import is allowed only at the top level", keywordRange)
        return nil
      }
      if seenRule {
        report(
          .importNotFirst, "@import after a rule is ignored (CSS requires imports first)",
          keywordRange)
        return nil
      }
      acceptedImport = true
      return importRule(prelude, keyword: keyword, range: wholeRange())
    case "extend":
      if let brace = openBrace {
        index = brace + 1
        skipBlockContents()
        report(.invalidExtend, "@extend takes a selector and a ';', not a block", keywordRange)
        return nil
      }
      guard !prelude.isEmpty else {
        report(.invalidExtend, "@extend needs a selector", keywordRange)
        return nil
      }
      return .extend(ExtendSyntax(selector: prelude, range: wholeRange()))
    case "charset":
      if let brace = openBrace {
        index = brace + 1
        skipBlockContents()
      }
      return nil
    default:
      if let brace = openBrace {
        index = brace + 1
        skipBlockContents()
      }
      report(.unknownAtRule, "unknown at-rule '@\(keyword.value)' is skipped", keywordRange)
      return nil
    }
  }

  /// `a, b.c` (statement) or an optional single name (block).
  func layerNames(_ prelude: ArraySlice<Token>, isBlock: Bool) -> [[String]]? {
    var names: [[String]] = []
    var current: [String] = []
    var expectName = true
    var position = prelude.startIndex
    while position < prelude.endIndex {
      let token = tokens[position]
      switch token.kind {
      case .ident where expectName:
        current.append(token.value)
        expectName = false
      case .delim where token.value == "." && !expectName:
        // No whitespace around the dot.
        guard position + 1 < prelude.endIndex, tokens[position + 1].kind == .ident,
          tokens[position + 1].start == token.end, tokens[position - 1].end == token.start
        else { return nil }
        expectName = true
      case .comma where !expectName:
        names.append(current)
        current = []
        expectName = true
      case .whitespace:
        break
      default:
        return nil
      }
      position += 1
    }
    if !current.isEmpty {
      guard !expectName else { return nil }
      names.append(current)
    } else if !names.isEmpty {
      return nil  // trailing comma
    }
    if isBlock { return names.count <= 1 ? names : nil }
    return names.isEmpty ? nil : names
  }

  mutating func importRule(_ prelude: ArraySlice<Token>, keyword: Token, range whole: SourceRange)
    -> SyntaxNode?
  {
    var position = prelude.startIndex
    var path: String?
    if position < prelude.endIndex {
      let token = tokens[position]
      switch token.kind {
      case .string, .url:
        path = token.value
        position += 1
      case .function where token.value.asciiCaseInsensitiveEquals("url"):
        var inner = position + 1
        while inner < prelude.endIndex && tokens[inner].kind == .whitespace { inner += 1 }
        if inner < prelude.endIndex, tokens[inner].kind == .string {
          path = tokens[inner].value
          inner += 1
          while inner < prelude.endIndex && tokens[inner].kind == .whitespace { inner += 1 }
          if inner < prelude.endIndex, tokens[inner].kind == .closeParen {
            position = inner + 1
          } else {
            path = nil
          }
        }
      default:
        break
      }
    }
    guard let path else {
      report(
        .invalidImport, "expected a quoted path after @import",
        sliceRange(prelude, fallback: keyword.end))
      return nil
    }
    while position < prelude.endIndex && tokens[position].kind == .whitespace { position += 1 }
    var layer: [String]?
    if position < prelude.endIndex {
      let token = tokens[position]
      if token.isIdent("layer") {
        layer = []
        position += 1
      } else if token.kind == .function && token.value.asciiCaseInsensitiveEquals("layer") {
        var close = position + 1
        while close < prelude.endIndex && tokens[close].kind != .closeParen { close += 1 }
        guard let names = layerNames(prelude[(position + 1)..<close], isBlock: true),
          names.count == 1
        else {
          report(.invalidImport, "expected a layer name in layer(…)", range(token.start, token.end))
          return nil
        }
        layer = names[0]
        position = min(close + 1, prelude.endIndex)
      }
    }
    let media = trimmed(position, prelude.endIndex)
    return .importRule(ImportRuleSyntax(path: path, layer: layer, media: media, range: whole))
  }
}
