/// A change that resolves a diagnostic, as a value (swift-syntax's `FixIt`, with one edit):
/// what it does, in a few words, and the edit — a range of the file and the text that
/// replaces it (an insertion replaces an empty range).
///
/// The code that reports a diagnostic makes its fix-its: a did-you-mean becomes the name it
/// means, a missing `;` its insertion. `skss lint --fix` applies a diagnostic's fix-it when it
/// has exactly one (several are choices, left to an editor), and `skss lsp` offers each as a
/// quick fix.
///
/// ```swift
/// let sheet = Stylesheet.parse("Label { colr: red; }")
/// let fixIt = StyleCascade(stylesheets: [sheet]).diagnostics[0].fixIts[0]
/// fixIt.message       // "replace 'colr' with 'color'"
/// fixIt.start         // 1:9
/// fixIt.replacement   // "color"
/// ```
public struct FixIt: Sendable, Hashable, CustomStringConvertible {
  /// What the fix-it does (`replace 'colr' with 'color'`, `insert ';'`).
  public var message: String
  /// The bytes replaced (empty for an insertion), in the file's preprocessed text.
  package var range: SourceRange
  /// The text put in their place.
  public var replacement: String

  package init(_ message: String, replacing range: SourceRange, with replacement: String) {
    self.message = message
    self.range = range
    self.replacement = replacement
  }

  /// Where the replaced text starts (line and column), if it has a file.
  public var start: SourceLocation? { range.start }

  /// Where the replaced text ends (the start, for an insertion), if it has a file.
  public var end: SourceLocation? { range.file?.location(at: range.bytes.upperBound) }

  /// A fix-it replacing `range` with `text`: "replace 'colr' with 'color'".
  package static func replace(_ range: SourceRange, with text: String) -> FixIt {
    let written = range.file.map { $0.text(in: range.bytes) } ?? ""
    return FixIt(
      "replace '\(SourceExcerpt.clipped(written))' with '\(SourceExcerpt.clipped(text))'",
      replacing: range, with: text)
  }

  /// A fix-it inserting `text` at byte `offset` of `file`: "insert ';'".
  package static func insert(_ text: String, at offset: Int, in file: SourceFile?) -> FixIt {
    FixIt(
      "insert '\(SourceExcerpt.clipped(text))'",
      replacing: SourceRange(file: file, bytes: offset..<offset), with: text)
  }

  /// `path:line:column: fix-it: message`.
  public var description: String { "\(range.description): fix-it: \(message)" }
}
