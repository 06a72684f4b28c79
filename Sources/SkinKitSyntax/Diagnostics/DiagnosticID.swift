/// A diagnostic's stable id and default severity: the name printed in brackets
/// (`[unknown-property]`) that tools and tests rely on.
///
/// Each layer declares the ids it reports, in a table of its own — the parser's in
/// `SkinKitSyntax`, the selector parser's in `SkinKitSelectors`, the value parsers' in
/// `SkinKitProperties`, the compiler's and the cascade's in `SkinKitCascade`, skins' and live
/// reload's in `SkinKitStyling`, the format readers' in `SkinKitInterchange`, the linter's
/// in `SkinKit` — as static members of this type, each with its default severity.
/// ``allCases`` lists every layer's; no raw value is declared twice.
///
/// ```swift
/// DiagnosticID.unknownProperty.rawValue        // "unknown-property"
/// DiagnosticID.unknownProperty.defaultSeverity // .warning
/// DiagnosticID(rawValue: "bad-url") == .badURL // true
/// ```
public struct DiagnosticID: Sendable, Hashable, CustomStringConvertible {
  /// The stable id (`unknown-property`).
  public let rawValue: String
  /// How serious the diagnostic is unless the reporter says otherwise.
  public let defaultSeverity: DiagnosticSeverity

  /// Declares an id; only the layers' tables do.
  package init(_ rawValue: String, _ defaultSeverity: DiagnosticSeverity) {
    self.rawValue = rawValue
    self.defaultSeverity = defaultSeverity
  }

  public var description: String { rawValue }

  public static func == (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool {
    lhs.rawValue == rhs.rawValue
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}

/// How serious a diagnostic is. An error means the author's intent was lost somewhere
/// (`skss lint` exits 1); a warning means SkinKit skipped something and went on.
public enum DiagnosticSeverity: String, Sendable, Hashable, Codable, Comparable {
  case warning
  case error

  public static func < (lhs: DiagnosticSeverity, rhs: DiagnosticSeverity) -> Bool {
    lhs == .warning && rhs == .error
  }
}
