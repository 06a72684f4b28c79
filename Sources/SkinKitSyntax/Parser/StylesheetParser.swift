import SkinKitSupport

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
package enum StylesheetParser {
  /// How deeply blocks may nest; deeper blocks are skipped with a diagnostic.
  public static let maximumNestingDepth = 64

  /// Files at least this large (in bytes) are parsed in two halves at once when the
  /// machine has several cores; a smaller one is not worth a second thread.
  package static let minimumSplitSize = 32 << 10

  /// Parses a file. A file of 32 KB or more is parsed in two halves at once when the
  /// machine has two cores; the tree is the same either way.
  public static func parse(_ file: SourceFile) -> SyntaxTree { SheetSyntax.parse(file).tree }

  /// Parses a file from start to end on the calling thread (what ``parse(_:)-swift.type.method``
  /// does for a small file).
  package static func parseInOrder(_ file: SourceFile) -> SyntaxTree {
    SheetSyntax.parseInOrder(file).tree
  }

  /// Parses a declaration list without braces (an inline `style` attribute's text).
  public static func parseDeclarationList(_ file: SourceFile) -> SyntaxTree {
    SheetSyntax.parseDeclarationList(file).tree
  }

  /// Parses text (convenience for tests and code).
  public static func parse(_ text: String, path: String = "<code>") -> SyntaxTree {
    parse(SourceFile(path: path, text: text))
  }
}

extension SheetSyntax {
  /// Parses a file (see ``StylesheetParser``). A file of 32 KB or more is parsed in two
  /// halves at once when the machine has two cores; the syntax is the same either way.
  package static func parse(_ file: SourceFile) -> SheetSyntax {
    if ForkJoin.hasSeveralCores, file.bytes.count >= StylesheetParser.minimumSplitSize,
      let split = splitPoint(in: file.bytes)
    {
      return parse(file, splitAt: split)
    }
    return parseInOrder(file)
  }

  /// Parses a file from start to end on the calling thread; with `readingPlainRules` off,
  /// scanning every token of plain rules too (what the checks compare with).
  package static func parseInOrder(_ file: SourceFile, readingPlainRules: Bool = true)
    -> SheetSyntax
  {
    var part = PartParse(
      file, bytes: 0..<file.bytes.count, readingPlainRules: readingPlainRules)
    part.syntax.diagnostics = part.tokenDiagnostics + part.parserDiagnostics
    part.syntax.comments = part.comments
    return part.syntax
  }

  /// Parses a declaration list without braces (an inline `style` attribute's text).
  package static func parseDeclarationList(_ file: SourceFile) -> SheetSyntax {
    file.bytes.withUnsafeBufferPointer { bytes in
      var parser = SyntaxParser(file: file, bytes: bytes, from: 0)
      parser.consumeBlock(depth: 1, openedAt: nil)
      var syntax = parser.syntax
      syntax.diagnostics = parser.tokenDiagnostics + parser.diagnostics
      return syntax
    }
  }
}

/// The parse of part of a file, read as if the part were a file of its own (the whole file,
/// or one half of a split parse): its syntax, diagnostics and comments, and what joining it
/// to the part before checks.
struct PartParse: Sendable {
  var syntax: SheetSyntax
  let tokenDiagnostics: [Diagnostic]
  let parserDiagnostics: [Diagnostic]
  let comments: [Range<Int>]
  /// The part's last token.
  let lastToken: Token?
  /// No top-level rule or at-rule ran into the end of the part.
  let endsBetweenItems: Bool
  /// A rule was seen (later `@import`s are ignored).
  let seenRule: Bool
  /// An `@import` was taken before the part's first rule.
  let acceptedImportBeforeRule: Bool

  /// `reservingFor`: how many bytes of the file the syntax will hold in the end (more than
  /// the part's, for the first half of a split parse).
  init(
    _ file: SourceFile, bytes range: Range<Int>, readingPlainRules: Bool = true,
    reservingFor reserved: Int? = nil
  ) {
    self = file.bytes.withUnsafeBufferPointer { whole in
      // The buffer ends where the part does, and starts where the file does (so offsets
      // are the file's).
      var parser = SyntaxParser(
        file: file, bytes: UnsafeBufferPointer(rebasing: whole[0..<range.upperBound]),
        from: range.lowerBound, readingPlainRules: readingPlainRules, reservingFor: reserved)
      parser.parseStylesheet()
      return PartParse(parser)
    }
  }

  private init(_ parser: SyntaxParser) {
    syntax = parser.syntax
    tokenDiagnostics = parser.tokenDiagnostics
    parserDiagnostics = parser.diagnostics
    comments = parser.comments
    lastToken = parser.lastToken
    endsBetweenItems = !parser.itemRanIntoEnd
    seenRule = parser.seenRule
    acceptedImportBeforeRule = parser.acceptedImport
  }
}
