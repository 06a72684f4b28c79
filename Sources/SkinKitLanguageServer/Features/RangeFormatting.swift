import SkinKit

/// `textDocument/rangeFormatting`: the top-level rules (and other top-level items) the range
/// touches — a nested rule's outermost rule — formatted alone as `skss format` formats them,
/// in one edit; every byte outside them, the whitespace and comments around them included,
/// is kept. Refused, with the reason, when those items have a syntax error (an unclosed
/// block reaches the end of the file: it cannot be formatted alone) or the formatter refuses
/// them; a range touching no item (blank lines, a comment between rules) changes nothing.
enum RangeFormatting {
  static func edits(for analysis: DocumentAnalysis, range: TextRange) -> Formatting.Answer {
    let text = analysis.text
    let start = text.sourceOffset(of: range.start)
    let end = text.sourceOffset(of: range.end)
    let touched = analysis.tree.items.filter {
      $0.range.bytes.lowerBound <= end && start <= $0.range.bytes.upperBound
    }
    guard let first = touched.first, let last = touched.last else { return .edits([]) }
    let span = first.range.bytes.lowerBound..<last.range.bytes.upperBound
    let file = analysis.sheet.file
    let piece = SourceFile(path: file.path, utf8: Array(file.bytes[span]))
    switch CanonicalFormat.format(piece, properties: analysis.table) {
    case .refused(let refusal):
      let errors = refusal.diagnostics.filter { $0.severity == .error }.count
      guard errors > 0 else { return .refused("not formatted: \(refusal.reason)") }
      let rules = touched.count == 1 ? "the rule" : "the \(touched.count) rules"
      return .refused(
        "not formatted: \(rules) the range touches \(errors == 1 ? "has a syntax error" : "have \(errors) syntax errors"); fix "
          + (errors == 1 ? "it" : "them") + " first")
    case .formatted(var formatted):
      // The piece ends where its last item does: the line break the formatter ends with is
      // the text's own, after the span.
      if formatted.hasSuffix("\n") { formatted.removeLast() }
      let editor = text.text
      let editorSpan =
        editor.offset(
          of: text.position(ofSourceOffset: span.lowerBound))..<editor.offset(
          of: text.position(ofSourceOffset: span.upperBound))
      return .edits(Formatting.edit(of: editor, in: editorSpan, to: Array(formatted.utf8)))
    }
  }
}
