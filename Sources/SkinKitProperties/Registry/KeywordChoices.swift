import SkinKitSupport
import SkinKitSyntax

/// What an invalid keyword's message says: a few of the keywords a property takes (a long
/// list — `content-mode` has 13 — made messages of 200 characters), and the keyword meant
/// when the value is one in another spelling (UIKit's `bottomRight` for `bottom-right`,
/// Classy's `aspectFill` for `scale-aspect-fill`) or a near misspelling.
///
/// ```swift
/// KeywordChoices.mismatch("bottomRight", words: ["top", "bottom", "bottom-right"], aliases: [:])
/// // "'bottomRight' is none of its 3 keywords; did you mean 'bottom-right'?"
/// KeywordChoices.mismatch("sideways", words: ["top", "bottom", "bottom-right"], aliases: [:])
/// // "expected one of top, bottom, bottom-right, found 'sideways'"
/// ```
package enum KeywordChoices {
  /// How many keywords a message lists before it says how many there are.
  static let listed = 6

  /// "one of a, b, c", or for a long list its first keywords and their number:
  /// "one of scale-to-fill, scale-aspect-fit, scale-aspect-fill, redraw, center, … (13 keywords)".
  package static func list(_ words: [String]) -> String {
    guard words.count > listed else { return "one of " + words.joined(separator: ", ") }
    return "one of " + words.prefix(listed - 1).joined(separator: ", ")
      + ", … (\(words.count) keywords)"
  }

  /// The message for `found`, which is none of `words` (nor of `aliases`' names).
  package static func mismatch(_ found: String, words: [String], aliases: [String: String])
    -> String
  {
    let quoted = "'\(SourceExcerpt.clipped(found))'"
    guard let meant = meant(found, words: words, aliases: aliases) else {
      return "expected \(list(words)), found \(quoted)"
    }
    return "\(quoted) is none of its \(words.count) keywords; did you mean '\(meant)'?"
  }

  /// The keyword `found` stands for: itself in kebab case (`bottomRight`), the one keyword
  /// it ends (`aspectFill` → `scale-aspect-fill`), the longest keyword that ends it
  /// (`NSLineBreakByWordWrapping` → `word-wrapping`), else the nearest within two edits.
  static func meant(_ found: String, words: [String], aliases: [String: String]) -> String? {
    let kebab = found.kebabCased
    if words.contains(kebab) { return kebab }
    if let alias = aliases[kebab] { return alias }
    let endings = words.filter { $0.hasSuffix("-" + kebab) }
    if endings.count == 1 { return endings[0] }
    // An enum case's full name ends in the keyword (`NSLineBreakByWordWrapping`).
    if let suffix = words.filter({ kebab.hasSuffix("-" + $0) }).max(by: { $0.count < $1.count }) {
      return suffix
    }
    return NearestName.find(found, among: words + aliases.keys.sorted()).map { aliases[$0] ?? $0 }
  }
}
