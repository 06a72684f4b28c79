/// A file's text as the editor has it, with the way from SkinKit's byte offsets into that
/// file (a ``SourceFile``'s preprocessed bytes: every diagnostic's and syntax node's range)
/// to LSP positions and back.
///
/// ```swift
/// let text = SourceText(EditorText("/* 😀 */ a { colr: red }"))
/// text.range(of: 15..<19)   // line 0, characters 13..<17 ("colr": 😀 is two UTF-16 units)
/// ```
package struct SourceText: Sendable {
  package let text: EditorText
  private let offsets: PreprocessedOffsets

  package init(_ text: EditorText) {
    self.text = text
    offsets = PreprocessedOffsets(editorBytes: text.bytes)
  }

  /// The position of an offset into the preprocessed text.
  package func position(ofSourceOffset offset: Int) -> Position {
    text.position(of: offsets.editorOffset(ofPreprocessed: offset))
  }

  /// The range of a byte range of the preprocessed text.
  package func range(of bytes: Range<Int>) -> TextRange {
    TextRange(
      start: position(ofSourceOffset: bytes.lowerBound),
      end: position(ofSourceOffset: bytes.upperBound))
  }

  /// The offset into the preprocessed text of a position.
  package func sourceOffset(of position: Position) -> Int {
    offsets.preprocessedOffset(ofEditor: text.offset(of: position))
  }
}
