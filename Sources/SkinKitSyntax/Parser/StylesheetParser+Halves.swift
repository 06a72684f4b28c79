// A large file parsed in two halves at once, and the halves joined.
extension StylesheetParser {
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
      var parser = SyntaxParser(tokens: tokens, file: file)
      items = parser.parseStylesheet()
      parserDiagnostics = parser.diagnostics
      endsBetweenItems = !parser.itemRanIntoEnd
      seenRule = parser.seenRule
      acceptedImportBeforeRule = parser.acceptedImport
    }
  }
}
