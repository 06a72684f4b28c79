import SkinKit

/// `textDocument/formatting`: the edit that turns the document into `skss format`'s output
/// for it — one edit, spanning from the first byte that differs to the last (so the text
/// around the changes, and the cursor there, stay put). A document with syntax errors is not
/// formatted, as `skss format` refuses it.
enum Formatting {
  /// What to answer: the edits (none when the text is already canonical), or why not.
  enum Answer {
    case edits([JSONValue])
    case refused(String)
  }

  static func edits(for analysis: DocumentAnalysis) -> Answer {
    let memory = analysis.caches.formatting(for: analysis.project)
    switch CanonicalFormat.format(analysis.tree, properties: analysis.table, memory: memory) {
    case .refused(let refusal):
      let errors = refusal.diagnostics.filter { $0.severity == .error }.count
      guard errors > 0 else { return .refused("not formatted: \(refusal.reason)") }
      return .refused(
        "not formatted: fix the syntax error\(errors == 1 ? "" : "s") first (\(errors) in the file)"
      )
    case .formatted(let formatted):
      let old = analysis.text.text
      return .edits(edit(of: old, in: 0..<old.bytes.count, to: Array(formatted.utf8)))
    }
  }

  /// The one edit turning the bytes of `span` of a text into `new`, spanning from the first
  /// byte that differs to the last (none when they are equal), kept off the middle of a
  /// UTF-8 sequence and of a `\r\n`.
  static func edit(of old: EditorText, in span: Range<Int>, to new: [UInt8]) -> [JSONValue] {
    let bytes = old.bytes[span]
    guard !bytes.elementsEqual(new) else { return [] }
    var prefix = 0
    let limit = min(bytes.count, new.count)
    while prefix < limit && bytes[span.lowerBound + prefix] == new[prefix] { prefix += 1 }
    while prefix > 0 && new[prefix] & 0xC0 == 0x80 { prefix -= 1 }
    var suffix = 0
    while suffix < limit - prefix
      && bytes[span.upperBound - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    while suffix > 0 && new[new.count - suffix] & 0xC0 == 0x80 { suffix -= 1 }
    // A `\r\n` in the old text is not split: a position cannot fall between its bytes.
    if splitsLineBreak(old.bytes, at: span.lowerBound + prefix) { prefix -= 1 }
    if splitsLineBreak(old.bytes, at: span.upperBound - suffix) { suffix -= 1 }
    let range = TextRange(
      start: old.position(of: span.lowerBound + prefix),
      end: old.position(of: span.upperBound - suffix))
    let newText = String(decoding: new[prefix..<(new.count - suffix)], as: UTF8.self)
    return [["range": range.json, "newText": .string(newText)]]
  }

  private static func splitsLineBreak(_ bytes: [UInt8], at offset: Int) -> Bool {
    offset > 0 && offset < bytes.count && bytes[offset - 1] == 0x0D && bytes[offset] == 0x0A
  }
}
