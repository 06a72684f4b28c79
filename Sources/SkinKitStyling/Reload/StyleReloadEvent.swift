/// What a reload did, delivered on the widgets' thread (see ``StyleUpdateScheduler``) after the
/// restyle: a new version is active, or it was not applied and the last good skin stays.
///
/// ```swift
/// switch event {
/// case .applied(let applied):
///   print(applied.report)          // "100 recomputed, 75 written (0 reset) in …"
/// case .failed(let failure):
///   for diagnostic in failure.diagnostics { print(diagnostic) }   // Theme.skss:3:12: error: …
/// }
/// ```
public enum StyleReloadEvent: Sendable, CustomStringConvertible {
  /// A new version is active and the manager's roots were restyled.
  case applied(Applied)
  /// A version could not be applied; the last good skin stays active.
  case failed(Failure)

  /// A version that became active.
  public struct Applied: Sendable {
    /// The source that changed (or, on the first load, each source in turn).
    public let source: StylesheetSource
    /// The skin now active.
    public let skin: Skin
    /// The skin it replaced (`nil` on the first load).
    public let previousSkin: Skin?
    /// What restyling the manager's roots did: the nodes the added, removed or changed rules
    /// may select recomputed (see ``StyleManager/activate(_:incremental:)``), only the values
    /// that changed written, the properties no longer set returned to the widgets' own
    /// values (empty without a manager).
    public let report: StyleUpdateReport
    /// The new skin's warnings (it has no errors).
    public let warnings: [Diagnostic]
    /// The files (or URLs) read for this version: the sheet and what it imports.
    public let files: [String]
    /// How long reading, parsing and compiling took (on the reloader's queue).
    public let loadDuration: Duration
  }

  /// A version that was not applied.
  public struct Failure: Sendable {
    /// Why it was not applied.
    public enum Reason: String, Sendable, Hashable {
      /// The sheet has errors (or, in strict mode, warnings).
      case errors
      /// The file is missing or unreadable, or the server answered with an error.
      case unavailable
      /// The server did not answer in time.
      case timedOut = "timed-out"
    }

    public let reason: Reason
    public let source: StylesheetSource
    /// The problems, each with its id and `line:column` (a `stylesheet-unavailable` or
    /// `stylesheet-timed-out` diagnostic when the sheet could not be read).
    public let diagnostics: [Diagnostic]
    /// The skin that stays active: the last good one (`nil` before any was).
    public let activeSkin: Skin?
  }

  /// The event's diagnostics: a failure's problems, or an applied version's warnings.
  public var diagnostics: [Diagnostic] {
    switch self {
    case .applied(let applied): applied.warnings
    case .failed(let failure): failure.diagnostics
    }
  }

  /// Whether a new version became active.
  public var isApplied: Bool {
    if case .applied = self { return true }
    return false
  }

  public var description: String {
    switch self {
    case .applied(let applied):
      return "applied \(applied.source): \(applied.report)"
    case .failed(let failure):
      let problems = failure.diagnostics.map { "\n  " + $0.description }.joined()
      return "kept the last good style: \(failure.source) (\(failure.reason.rawValue))" + problems
    }
  }
}
