// The diagnostic ids SkinKitSyntax reports: the tokenizer and the parser: bytes, tokens and the grammar of `.skss`. Each is declared once, here,
// with its default severity; its doc comment is its meaning in the Diagnostics article.
// Ids never change once published; keep them in alphabetical order of their raw values,
// and list each in the table at the end (DiagnosticIDTests checks both).
extension DiagnosticID {
  /// A `url(` that is malformed.
  public static let badURL = DiagnosticID("bad-url", .error)
  /// `$name: value;` inside a block: constants are top-level only; ignored.
  public static let constantNotTopLevel = DiagnosticID("constant-not-top-level", .warning)
  /// A declaration (or rule) has no value.
  public static let emptyValue = DiagnosticID("empty-value", .error)
  /// `@import` after a rule: CSS ignores it.
  public static let importNotFirst = DiagnosticID("import-not-first", .warning)
  /// A declaration that is not `name: value`; dropped up to the next `;`.
  public static let invalidDeclaration = DiagnosticID("invalid-declaration", .error)
  /// `@extend` written wrongly (outside a rule, or not a simple selector).
  public static let invalidExtend = DiagnosticID("invalid-extend", .error)
  /// A malformed `@import`.
  public static let invalidImport = DiagnosticID("invalid-import", .error)
  /// A malformed `@layer`.
  public static let invalidLayer = DiagnosticID("invalid-layer", .error)
  /// A malformed `@media` query — an unknown feature, or a value of the wrong kind (`width`
  /// and `height` take points, `px`, or `em`/`rem`, which are 16 points); the block never
  /// applies.
  public static let invalidMediaQuery = DiagnosticID("invalid-media-query", .error)
  /// A block, selector or expression nests deeper than SkinKit allows.
  public static let nestingTooDeep = DiagnosticID("nesting-too-deep", .error)
  /// A single token is longer than SkinKit allows.
  public static let tokenTooLong = DiagnosticID("token-too-long", .error)
  /// A `{` block or comment still open at the end of the file; closed there.
  public static let unclosedBlock = DiagnosticID("unclosed-block", .warning)
  /// A `/*` comment still open at the end of the file.
  public static let unclosedComment = DiagnosticID("unclosed-comment", .warning)
  /// A token where none was expected (a stray `}` or `;`, garbage after a value).
  public static let unexpectedToken = DiagnosticID("unexpected-token", .error)
  /// An at-rule SkinKit does not know; skipped with its block.
  public static let unknownAtRule = DiagnosticID("unknown-at-rule", .warning)
  /// A string that runs to the end of a line.
  public static let unterminatedString = DiagnosticID("unterminated-string", .error)

  /// The ids SkinKitSyntax reports, in alphabetical order of their raw values.
  package static let syntaxIDs: [DiagnosticID] = [
    .badURL, .constantNotTopLevel, .emptyValue, .importNotFirst, .invalidDeclaration,
    .invalidExtend, .invalidImport, .invalidLayer, .invalidMediaQuery, .nestingTooDeep,
    .tokenTooLong, .unclosedBlock, .unclosedComment, .unexpectedToken, .unknownAtRule,
    .unterminatedString,
  ]
}
