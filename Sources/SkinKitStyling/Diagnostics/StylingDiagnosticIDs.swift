import SkinKitSyntax

// The diagnostic ids SkinKitStyling reports: the skins and live reload. Each is declared once, here,
// with its default severity; its doc comment is its meaning in the Diagnostics article.
// Ids never change once published; keep them in alphabetical order of their raw values,
// and list each in the table at the end (DiagnosticIDTests checks both).
extension DiagnosticID {
  /// An image named by `image("…")` is not in the skin.
  public static let missingImage = DiagnosticID("missing-image", .warning)
  /// A live-reloaded stylesheet's server did not answer in time; the last good version
  /// stays active.
  public static let stylesheetTimedOut = DiagnosticID("stylesheet-timed-out", .error)
  /// A live-reloaded stylesheet (file or URL) cannot be read: missing, unreadable, or an
  /// HTTP error; the last good version stays active.
  public static let stylesheetUnavailable = DiagnosticID("stylesheet-unavailable", .error)
  /// A declaration matches nodes none of whose classes binds the property it sets: its value
  /// reaches no object (a binding forgotten, or written on another class). Reported by
  /// `skss lint --tree` and, when ``StyleManager/checksBindings`` is on, in the report of a
  /// first styling or a skin switch.
  public static let unboundDeclaration = DiagnosticID("unbound-declaration", .warning)

  /// The ids SkinKitStyling reports, in alphabetical order of their raw values.
  package static let stylingIDs: [DiagnosticID] = [
    .missingImage, .stylesheetTimedOut, .stylesheetUnavailable, .unboundDeclaration,
  ]
}
