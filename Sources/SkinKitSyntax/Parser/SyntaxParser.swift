/// The parser behind ``StylesheetParser`` and ``SheetSyntax``: reads the tokens of a file,
/// or of part of one, into a ``SheetSyntax`` — the stylesheet's items, rules, blocks and
/// declarations (rules and declarations: `SyntaxParser+Rules.swift`; at-rules:
/// `SyntaxParser+AtRules.swift`; plain rules read from their bytes: `+PlainRules.swift`).
///
/// Tokens are scanned as the parser needs them into a window that holds the top-level item
/// being read (and a few tokens ahead), so any token of the item can be read again (a block
/// item that is not a declaration is read again as a rule). Only the tokens of preludes,
/// queries and values are kept, in ``SheetSyntax/tokens``.
struct SyntaxParser {
  let file: SourceFile
  var scanner: TokenScanner
  /// The tokens from ``windowStart`` on.
  private(set) var window: [Token] = []
  /// The index, among all the tokens of the part read, of the window's first token.
  private(set) var windowStart = 0
  /// Whether the scanner has given its last token.
  private var scanned = false
  /// Where the last token dropped from the window ends.
  var droppedEnd = 0
  /// The last token scanned (or stepped over by ``readPlainRule()``).
  var lastToken: Token?
  var index = 0
  var syntax: SheetSyntax
  var diagnostics: [Diagnostic] = []
  /// Whether a rule (other than `@layer` statements, constants and imports) has been seen.
  var seenRule = false
  /// Whether an `@import` was taken (they are only before the first rule).
  var acceptedImport = false
  /// Whether a top-level item was still being read when the tokens ran out.
  var itemRanIntoEnd = false
  /// The declarations of the plain rule being read (one buffer for all).
  var plainDeclarations: [PlainRuleReader.Declaration] = []

  /// How many tokens the scanner is asked for at a time.
  private static let chunk = 64
  /// Whether plain rules are read from their bytes (see ``readPlainRule()``); off only to
  /// check that reading them so changes nothing.
  let readsPlainRules: Bool

  /// A parser of `bytes` (a buffer of the file's bytes from its start, ending where the part
  /// read ends), from `start` on.
  init(
    file: SourceFile, bytes: UnsafeBufferPointer<UInt8>, from start: Int,
    readingPlainRules: Bool = true, reservingFor reserved: Int? = nil
  ) {
    self.file = file
    readsPlainRules = readingPlainRules
    scanner = TokenScanner(
      bytes: bytes, file: file, cachingNames: bytes.count - start >= Tokenizer.minimumCachingSize)
    scanner.position = start
    syntax = SheetSyntax(file: file)
    droppedEnd = start
    // A sheet keeps a token for eight or nine of its bytes, a node for 20 to 30 and a
    // name for 30 to 40 (measured on generated sheets of 10,000 rules and the bundled
    // themes): room for them up front, so that a large sheet's arrays are not copied to new
    // blocks at each doubling (room for the whole file's, when the part read is its first
    // half: the second's are appended).
    let count = reserved ?? bytes.count - start
    syntax.tokens.reserveCapacity(count / 7)
    syntax.nodes.reserveCapacity(count / 20)
    syntax.names.reserveCapacity(count / 28)
    window.reserveCapacity(Self.chunk * 2)
  }

  /// What the tokenizer reported.
  var tokenDiagnostics: [Diagnostic] { scanner.diagnostics }
  /// The comments the tokenizer stepped over.
  var comments: [Range<Int>] { scanner.comments }

  // MARK: Tokens

  /// Whether there is a token at `position` (scanning up to it if need be).
  @inline(__always)
  mutating func has(_ position: Int) -> Bool {
    position - windowStart < window.count || scan(through: position)
  }

  /// Scans tokens up to `position`, and on up to a `}` or `;` (which may end a top-level
  /// item: a plain rule after it is read without scanning, see ``readPlainRule()``), at
  /// most ``chunk`` at a time.
  private mutating func scan(through position: Int) -> Bool {
    while !scanned && position - windowStart >= window.count {
      for _ in 0..<Self.chunk {
        guard let token = scanner.next() else {
          scanned = true
          break
        }
        window.append(token)
        lastToken = token
        if position - windowStart < window.count
          && (token.kind == .closeBrace || token.kind == .semicolon)
        {
          break
        }
      }
    }
    return position - windowStart < window.count
  }

  /// The token at `position`, which ``has(_:)`` has checked.
  @inline(__always)
  func token(_ position: Int) -> Token { window[position - windowStart] }

  @inline(__always)
  func kind(_ position: Int) -> TokenKind { window[position - windowStart].kind }

  /// The tokens in `range`, which ``has(_:)`` has checked.
  func slice(_ range: Range<Int>) -> ArraySlice<Token> {
    window[(range.lowerBound - windowStart)..<(range.upperBound - windowStart)]
  }

  /// Forgets the tokens before ``index`` (a top-level item has been read), once they are
  /// many: the tokens after them are moved to the window's start.
  mutating func dropRead() {
    let count = index - windowStart
    guard count >= Self.chunk * 16 else { return }
    droppedEnd = window[count - 1].end
    window.removeFirst(count)
    windowStart = index
  }

  /// Forgets every token read (none is scanned ahead), as a plain rule is read from its
  /// bytes: the next token scanned is at ``index``.
  mutating func dropWindow() {
    // Tested first: emptying an empty array still goes through `replaceSubrange`.
    if !window.isEmpty { window.removeAll(keepingCapacity: true) }
    windowStart = index
  }

  // MARK: Helpers

  mutating func atEnd() -> Bool { !has(index) }

  func range(_ start: Int, _ end: Int) -> SourceRange {
    SourceRange(file: file, bytes: start..<max(start, end))
  }

  /// Byte offset where the token at `position` starts (or the end of the file).
  mutating func offset(_ position: Int) -> Int {
    has(position) ? token(position).start : file.bytes.count
  }

  /// Byte offset where the token before `position` ends.
  func endOffset(before position: Int) -> Int {
    position > windowStart ? token(position - 1).end : droppedEnd
  }

  mutating func report(
    _ id: DiagnosticID, _ message: String, _ range: SourceRange, fixIts: [FixIt] = []
  ) {
    diagnostics.append(Diagnostic(id, message, at: range, fixIts: fixIts))
  }

  mutating func skipWhitespace() {
    while has(index) && kind(index) == .whitespace { index += 1 }
  }

  /// `start..<end` without leading and trailing whitespace tokens.
  func trim(_ start: Int, _ end: Int) -> Range<Int> {
    var low = start
    var high = end
    while low < high && kind(low) == .whitespace { low += 1 }
    while high > low && kind(high - 1) == .whitespace { high -= 1 }
    return low..<high
  }

  /// The bytes of the tokens in `range`; an empty range at `fallback` when there are none.
  func bytes(of range: Range<Int>, fallback: Int) -> Range<Int> {
    guard !range.isEmpty else { return fallback..<fallback }
    return token(range.lowerBound).start..<token(range.upperBound - 1).end
  }

  /// Keeps the tokens in `range` in ``SheetSyntax/tokens``; their range there.
  mutating func keep(_ range: Range<Int>) -> Range<Int32> {
    let start = Int32(syntax.tokens.count)
    // One at a time: appending the slice goes through the general path for any collection.
    for position in range { syntax.tokens.append(window[position - windowStart]) }
    return start..<Int32(syntax.tokens.count)
  }

  /// How much of ``syntax`` there was, to go back to when an item read is dropped.
  struct Mark {
    let nodes: Int
    let tokens: Int
    let names: Int
    let layerNames: Int
    let imports: Int
  }

  var mark: Mark {
    Mark(
      nodes: syntax.nodes.count, tokens: syntax.tokens.count, names: syntax.names.count,
      layerNames: syntax.layerNames.count, imports: syntax.imports.count)
  }

  /// Drops what was read after `mark`.
  mutating func drop(after mark: Mark) {
    syntax.nodes.removeSubrange(mark.nodes...)
    syntax.tokens.removeSubrange(mark.tokens...)
    syntax.names.removeSubrange(mark.names...)
    syntax.layerNames.removeSubrange(mark.layerNames...)
    syntax.imports.removeSubrange(mark.imports...)
  }

  /// Appends a node and returns its index (its ``SheetSyntax/Node/end`` is the next one's
  /// until ``close(_:bytes:)`` sets it after the node's items).
  @discardableResult
  mutating func append(
    _ kind: SheetSyntax.Node.Kind, tokens: Range<Int32>? = nil, bytes: Range<Int>,
    partBytes: Range<Int> = 0..<0, nameBytes: Range<Int> = 0..<0, detail: Int32 = -1,
    flag: Bool = false
  ) -> Int {
    let position = syntax.nodes.count
    // A node without tokens has an empty range where its tokens would be.
    let none = Int32(syntax.tokens.count)..<Int32(syntax.tokens.count)
    syntax.nodes.append(
      SheetSyntax.Node(
        kind: kind, flag: flag, end: Int32(position + 1), detail: detail, tokens: tokens ?? none,
        bytes: bytes, partBytes: partBytes, nameBytes: nameBytes))
    return position
  }

  /// Ends a node with a block after its items: its range ends at `bytes`' end.
  mutating func close(_ node: Int, bytes: Range<Int>) {
    syntax.nodes[node].end = Int32(syntax.nodes.count)
    syntax.nodes[node].bytes = bytes
  }

  mutating func name(_ name: String) -> Int32 {
    syntax.names.append(name)
    return Int32(syntax.names.count - 1)
  }

  mutating func startsConstant(at position: Int) -> Bool {
    guard has(position + 1) else { return false }
    let dollar = token(position)
    let name = token(position + 1)
    return dollar.isDelim("$") && name.kind == .ident && name.start == dollar.end
  }

  /// Consumes one component value: a token, or a whole `()`/`[]`/`{}` block or function.
  /// Iterative, so deeply nested input cannot exhaust the stack.
  mutating func skipComponentValue() {
    var expected: [TokenKind] = []
    repeat {
      let kind = kind(index)
      switch kind {
      case .openParen, .function: expected.append(.closeParen)
      case .openBracket: expected.append(.closeBracket)
      case .openBrace: expected.append(.closeBrace)
      case .closeParen, .closeBracket, .closeBrace:
        if expected.last == kind { expected.removeLast() }
      default: break
      }
      index += 1
    } while !expected.isEmpty && has(index)
  }

  /// Consumes component values up to (not including) a top-level `;` or `}` or the end.
  /// Returns whether a top-level `{}` block was among them.
  mutating func consumeValue() -> Bool {
    var sawBlock = false
    while has(index) {
      let kind = kind(index)
      if kind == .semicolon || kind == .closeBrace { break }
      if kind == .openBrace { sawBlock = true }
      skipComponentValue()
    }
    return sawBlock
  }

  /// Skips a `{…}` block whose `{` was just consumed, up to and including its `}`, without
  /// parsing its contents: CSS "consume a simple block", a component value at a time. So
  /// `(`, `[`, `{` and functions nest in it, and a `}` inside one left open (`@m { ( } }`)
  /// closes nothing: the block then runs on to the end of the file, where it ends.
  mutating func skipBlockContents() {
    while has(index) {
      if kind(index) == .closeBrace {
        index += 1
        return
      }
      skipComponentValue()
    }
  }

  // MARK: Stylesheet

  mutating func parseStylesheet() {
    while true {
      // Between items, with no token scanned ahead: a plain rule is read from its bytes.
      if readsPlainRules && index - windowStart == window.count && readPlainRule() {
        seenRule = true
        continue
      }
      guard has(index) else { break }
      switch kind(index) {
      case .whitespace, .cdo, .cdc:
        index += 1
        continue
      case .atKeyword:
        consumeAtRule(nested: false, depth: 0)
      case .delim where startsConstant(at: index):
        consumeConstant()
      default:
        seenRule = true
        consumeQualifiedRule(nested: false, depth: 0)
      }
      itemRanIntoEnd = !has(index)
      dropRead()
    }
  }

  /// `$name: value;`
  mutating func consumeConstant() {
    let start = token(index).start
    let name = token(index + 1).value
    index += 2
    skipWhitespace()
    guard has(index), kind(index) == .colon else {
      report(.invalidDeclaration, "expected ':' after '$\(name)'", range(start, offset(index)))
      // Drop up to the next `;`, or through the next block (a rule whose prelude starts
      // with `$name`), so the rules after it survive.
      while has(index) {
        let kind = kind(index)
        skipComponentValue()
        if kind == .semicolon || kind == .openBrace { break }
      }
      return
    }
    index += 1
    let valueStart = index
    let sawBlock = consumeValue()
    let value = trim(valueStart, index)
    let end = endOffset(before: index)
    if has(index) && kind(index) == .semicolon { index += 1 }
    if sawBlock {
      report(
        .invalidDeclaration, "expected ';' after the value of '$\(name)'", range(start, end),
        fixIts: missingSemicolon(in: valueStart..<value.upperBound))
      return
    }
    if value.isEmpty {
      report(.emptyValue, "constant '$\(name)' has no value", range(start, end))
      return
    }
    let valueBytes = bytes(of: value, fallback: end)
    append(
      .constant, tokens: keep(value), bytes: start..<max(start, end), partBytes: valueBytes,
      detail: self.name(name))
  }

  /// CSS "consume the remnants of a bad declaration".
  mutating func consumeRemnants(nested: Bool) {
    while has(index) {
      switch kind(index) {
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
}
