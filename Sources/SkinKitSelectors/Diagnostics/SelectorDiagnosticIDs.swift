import SkinKitSyntax

// The diagnostic ids SkinKitSelectors reports: the selector parser. Each is declared once, here,
// with its default severity; its doc comment is its meaning in the Diagnostics article.
// Ids never change once published; keep them in alphabetical order of their raw values,
// and list each in the table at the end (DiagnosticIDTests checks both).
extension DiagnosticID {
  /// A selector SkinKit cannot parse; the whole rule is dropped. (A top-level `&` is
  /// valid: it is the tree's root, with no specificity.)
  public static let invalidSelector = DiagnosticID("invalid-selector", .error)
  /// A pseudo-class SkinKit does not know; the rule is dropped.
  public static let unknownPseudoClass = DiagnosticID("unknown-pseudo-class", .error)

  /// The ids SkinKitSelectors reports, in alphabetical order of their raw values.
  package static let selectorIDs: [DiagnosticID] = [
    .invalidSelector, .unknownPseudoClass,
  ]
}
