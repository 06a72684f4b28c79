/// Source text as a message quotes it: on one line, and at most ``limit`` characters — the
/// start and the end of a longer stretch with `…` between them — so that no diagnostic
/// carries a whole rule or file (a selector error in a sheet without braces once quoted 403
/// characters).
///
/// ```swift
/// SourceExcerpt.clipped("Button  >\n  Label")          // "Button > Label"
/// SourceExcerpt.clipped(String(repeating: "a", count: 100)).count   // 60
/// ```
package enum SourceExcerpt {
  /// The most characters a quote keeps.
  package static let limit = 60

  /// The text with each run of whitespace as one space, clipped to ``limit`` characters.
  package static func clipped(_ text: String, limit: Int = SourceExcerpt.limit) -> String {
    var collapsed = ""
    var pendingSpace = false
    for character in text {
      if character.isWhitespace {
        pendingSpace = !collapsed.isEmpty
        continue
      }
      if pendingSpace { collapsed.append(" ") }
      pendingSpace = false
      collapsed.append(character)
    }
    guard collapsed.count > limit else { return collapsed }
    let head = (limit - 1) * 2 / 3
    let tail = limit - 1 - head
    return String(collapsed.prefix(head)) + "…" + String(collapsed.suffix(tail))
  }
}
