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

  /// Parses tokens as a whole stylesheet.
  static func parse(
    _ file: SourceFile,
    tokenized: (tokens: [Token], diagnostics: [Diagnostic], comments: [Range<Int>])
  ) -> SyntaxTree {
    var parser = SyntaxParser(tokens: tokenized.tokens, file: file)
    let items = parser.parseStylesheet()
    return SyntaxTree(
      file: file, items: items, diagnostics: tokenized.diagnostics + parser.diagnostics,
      comments: tokenized.comments)
  }

  /// Parses a declaration list without braces (an inline `style` attribute's text).
  public static func parseDeclarationList(_ file: SourceFile) -> SyntaxTree {
    let (tokens, tokenDiagnostics, _) = Tokenizer.tokenize(file)
    var parser = SyntaxParser(tokens: tokens, file: file)
    let items = parser.consumeBlock(depth: 1, openedAt: nil)
    return SyntaxTree(file: file, items: items, diagnostics: tokenDiagnostics + parser.diagnostics)
  }

  /// Parses text (convenience for tests and code).
  public static func parse(_ text: String, path: String = "<code>") -> SyntaxTree {
    parse(SourceFile(path: path, text: text))
  }
}
