import SkinKitSyntax

// The diagnostic ids SkinKit reports: the linter's suppression comments, the tree documents and the project files. Each is declared once, here,
// with its default severity; its doc comment is its meaning in the Diagnostics article.
// Ids never change once published; keep them in alphabetical order of their raw values,
// and list each in the table at the end (DiagnosticIDTests checks both).
extension DiagnosticID {
  /// Text whose line, at the largest content size, is taller than the height the tree file
  /// gives its node: it would be clipped (reported by `skss audit`, at the node in the tree
  /// file).
  public static let clippedText = DiagnosticID("clipped-text", .warning)
  /// Text whose size a declaration fixes: it is the same at every content size, so it does
  /// not grow with Dynamic Type (reported by `skss audit`, at the declaration; write
  /// `text-style()` or `text-scale()`).
  public static let fixedSizeText = DiagnosticID("fixed-size-text", .warning)
  /// A `skss-disable` comment that names no diagnostic id, or an id SkinKit does not have (or
  /// a `skss-enable` with no `skss-disable` before it); it suppresses nothing.
  public static let invalidDisable = DiagnosticID("invalid-disable", .warning)
  /// A project file (`.skss-project.json`, read by `skss lsp`) that is not JSON, or declares a
  /// type, a property or a sample tree wrongly; the file is not used until it is fixed.
  public static let invalidProjectFile = DiagnosticID("invalid-project-file", .error)
  /// A control's tint or border whose contrast with the background behind it is below 3:1
  /// (WCAG 1.4.11) in some environment (reported by `skss audit`, at the declaration of the
  /// color).
  public static let lowNonTextContrast = DiagnosticID("low-non-text-contrast", .error)
  /// Text whose contrast with its effective background is below what WCAG asks at the level
  /// chosen (4.5:1 at AA, 3:1 for large text), or whose APCA Lc is below the minimum asked,
  /// in some environment (reported by `skss audit`, at the declaration of the text color).
  public static let lowTextContrast = DiagnosticID("low-text-contrast", .error)
  /// A `skss-disable` comment that suppresses nothing (reported by
  /// `skss lint --report-needless-disables`).
  public static let needlessDisable = DiagnosticID("needless-disable", .warning)
  /// A control or bar item whose size, as the tree file gives it, is below 44 × 44 points
  /// (reported by `skss audit`, at the node in the tree file).
  public static let smallTouchTarget = DiagnosticID("small-touch-target", .warning)
  /// A type name no widget or registered type has (reported by `skss lint --strict`).
  public static let unknownType = DiagnosticID("unknown-type", .warning)

  /// The ids the SkinKit module itself reports, in alphabetical order of their raw values.
  package static let toolingIDs: [DiagnosticID] = [
    .clippedText, .fixedSizeText, .invalidDisable, .invalidProjectFile, .lowNonTextContrast,
    .lowTextContrast, .needlessDisable, .smallTouchTarget, .unknownType,
  ]
}

extension DiagnosticID {
  /// Every id SkinKit reports — each layer's table — in alphabetical order of their raw
  /// values. `SkinKit` is the layer that sees them all.
  public static let allCases: [DiagnosticID] =
    (syntaxIDs + selectorIDs + propertyIDs + cascadeIDs + stylingIDs + interchangeIDs
    + toolingIDs).sorted { $0.rawValue < $1.rawValue }

  private static let byRawValue = Dictionary(
    allCases.map { ($0.rawValue, $0) }, uniquingKeysWith: { first, _ in first })

  /// The id with this raw value (`unknown-property`), or `nil` if SkinKit reports none.
  public init?(rawValue: String) {
    guard let id = Self.byRawValue[rawValue] else { return nil }
    self = id
  }
}
