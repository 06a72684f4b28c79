/// Turns a ``SourceFile`` into tokens, following CSS Syntax Level 3 §4, plus `//` line
/// comments. Total: it never fails, hangs or crashes, whatever the bytes; problems become
/// diagnostics and the tokens CSS prescribes (`bad-string`, `bad-url`).
///
/// ```swift
/// let (tokens, diagnostics) = Tokenizer.tokenize(SourceFile(path: "a.skss", text: "a{}"))
/// tokens.map(\.kind)   // [.ident, .openBrace, .closeBrace]
/// ```
package enum Tokenizer {
  /// The longest token SkinKit accepts, in bytes (1 MiB); a longer one (other than whitespace)
  /// is reported as `token-too-long` and its value cut to this many bytes.
  public static let maximumTokenLength = 1 << 20

  /// Texts of at least this many bytes have the strings of their names cached as they are
  /// read (see `NameCache`).
  static let minimumCachingSize = 4096

  /// Tokenizes a whole file. Whitespace tokens are kept (selectors need them); comments
  /// produce no token, and their byte ranges are returned separately (for the formatter).
  public static func tokenize(_ file: SourceFile) -> (
    tokens: [Token], diagnostics: [Diagnostic], comments: [Range<Int>]
  ) {
    tokenize(file, bytes: 0..<file.bytes.count)
  }

  /// Tokenizes `bytes` of a file as if the file ended at their end; offsets stay the file's.
  /// Starting anywhere but at a token boundary gives other tokens than the whole file has
  /// there: callers splitting a file check where the first part's last token ends.
  package static func tokenize(_ file: SourceFile, bytes range: Range<Int>) -> (
    tokens: [Token], diagnostics: [Diagnostic], comments: [Range<Int>]
  ) {
    file.bytes.withUnsafeBufferPointer { whole in
      // The buffer ends where the range does, and starts where the file does (so offsets
      // are the file's); the scanner starts at the range's start.
      let buffer = UnsafeBufferPointer(rebasing: whole[0..<range.upperBound])
      var scanner = TokenScanner(
        bytes: buffer, file: file, cachingNames: range.count >= minimumCachingSize)
      scanner.position = range.lowerBound
      var tokens: [Token] = []
      // Stylesheets run about three bytes a token: one allocation, not a doubling that
      // copies megabytes for a large sheet.
      tokens.reserveCapacity(range.count / 3)
      scanner.appendTokens(to: &tokens)
      return (tokens, scanner.diagnostics, scanner.comments)
    }
  }

  /// Replaces `tokens`' contents with the tokens of `bytes` of a file, tokenized as
  /// ``tokenize(_:bytes:)`` does; for callers tokenizing many small parts of a file, with
  /// one buffer kept from part to part. Returns the diagnostics.
  package static func tokenize(
    _ file: SourceFile, bytes range: Range<Int>, into tokens: inout [Token]
  ) -> [Diagnostic] {
    tokens.removeAll(keepingCapacity: true)
    return file.bytes.withUnsafeBufferPointer { whole in
      var scanner = TokenScanner(
        bytes: UnsafeBufferPointer(rebasing: whole[0..<range.upperBound]), file: file,
        cachingNames: false)
      scanner.position = range.lowerBound
      scanner.appendTokens(to: &tokens)
      return scanner.diagnostics
    }
  }

  /// Tokenizes a fragment of text (a value written in code, or by a format reader).
  public static func tokenize(_ text: String) -> [Token] {
    tokenize(SourceFile(path: "<code>", text: text)).tokens
  }
}

extension Tokenizer {
  /// Powers of ten that a `Double` holds exactly.
  static let exactPowersOfTen: [Double] = (0...22).map { power in
    var value = 1.0
    for _ in 0..<power { value *= 10 }
    return value
  }
}
