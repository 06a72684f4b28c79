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
    switch CanonicalFormat.format(analysis.tree) {
    case .refused(let refusal):
      let errors = refusal.diagnostics.filter { $0.severity == .error }.count
      guard errors > 0 else { return .refused("not formatted: \(refusal.reason)") }
      return .refused(
        "not formatted: fix the syntax error\(errors == 1 ? "" : "s") first (\(errors) in the file)"
      )
    case .formatted(let formatted):
      let old = analysis.text.text
      let new = Array(formatted.utf8)
      guard old.bytes != new else { return .edits([]) }
      // The differing span, kept off the middle of a UTF-8 sequence on both sides.
      var prefix = 0
      let limit = min(old.bytes.count, new.count)
      while prefix < limit && old.bytes[prefix] == new[prefix] { prefix += 1 }
      while prefix > 0 && new[prefix] & 0xC0 == 0x80 { prefix -= 1 }
      var suffix = 0
      while suffix < limit - prefix
        && old.bytes[old.bytes.count - 1 - suffix] == new[new.count - 1 - suffix]
      {
        suffix += 1
      }
      while suffix > 0 && new[new.count - suffix] & 0xC0 == 0x80 { suffix -= 1 }
      // A `\r\n` in the old text is not split: a position cannot fall between its bytes.
      if splitsLineBreak(old.bytes, at: prefix) { prefix -= 1 }
      if splitsLineBreak(old.bytes, at: old.bytes.count - suffix) { suffix -= 1 }
      let range = TextRange(
        start: old.position(of: prefix), end: old.position(of: old.bytes.count - suffix))
      let newText = String(decoding: new[prefix..<(new.count - suffix)], as: UTF8.self)
      return .edits([["range": range.json, "newText": .string(newText)]])
    }
  }

  private static func splitsLineBreak(_ bytes: [UInt8], at offset: Int) -> Bool {
    offset > 0 && offset < bytes.count && bytes[offset - 1] == 0x0D && bytes[offset] == 0x0A
  }
}
