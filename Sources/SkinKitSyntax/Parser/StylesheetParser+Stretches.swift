// Parts of a file parsed on their own, between the plain rules `SheetOutline` reads.
extension StylesheetParser {
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
    var parser = SyntaxParser(tokens: tokens, file: file)
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
}
