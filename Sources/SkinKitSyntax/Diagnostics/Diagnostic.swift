/// A problem found in a stylesheet, as a value: a stable ``DiagnosticID``, a severity, a
/// message, where it is, and the changes that would resolve it (``fixIts``).
///
/// Diagnostics never abort parsing; every layer returns them beside its result.
///
/// ```swift
/// let sheet = Stylesheet.parse("a { colr: red }", path: "a.skss")
/// // Syntax is fine; the unknown property is reported when the sheet is compiled:
/// let diagnostic = StyleCascade(stylesheets: [sheet]).diagnostics[0]
/// print(diagnostic)   // a.skss:1:5: warning: unknown property 'colr'; did you mean 'color'? [unknown-property]
/// diagnostic.path     // "a.skss"
/// diagnostic.end      // 1:9, where 'colr' ends
/// ```
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  /// The stable id, printed in brackets.
  public var id: DiagnosticID
  /// Error or warning.
  public var severity: DiagnosticSeverity
  /// What went wrong, in one sentence without a trailing period.
  public var message: String
  /// Where it went wrong.
  package var range: SourceRange
  /// The changes that would resolve it, each a choice (a misspelt name may mean one of
  /// two); empty when the reporter knows none.
  public var fixIts: [FixIt]

  /// Creates a diagnostic; the severity defaults to the id's.
  package init(
    _ id: DiagnosticID, _ message: String, at range: SourceRange,
    severity: DiagnosticSeverity? = nil, fixIts: [FixIt] = []
  ) {
    self.id = id
    self.message = message
    self.range = range
    self.severity = severity ?? id.defaultSeverity
    self.fixIts = fixIts
  }

  /// Where the diagnostic starts (line and column), if it has a file.
  public var location: SourceLocation? { range.start }

  /// Where the text it is about ends (line and column, after its last character), if it has a
  /// file: with ``location``, the range an editor underlines.
  public var end: SourceLocation? { range.file?.location(at: range.bytes.upperBound) }

  /// The path of the file it is in, as the file was read (`Stylesheets/Default.skss`), or
  /// `nil` for a diagnostic of values made in code.
  public var path: String? { range.file?.path }

  /// `path:line:column: severity: message [id]`, as compilers print it.
  public var description: String {
    "\(range.description): \(severity.rawValue): \(message) [\(id.rawValue)]"
  }
}

extension Array where Element == Diagnostic {
  /// Whether any diagnostic is an error.
  public var containsErrors: Bool { contains { $0.severity == .error } }

  /// The diagnostics sorted by file, then position, keeping the order of equal positions.
  public func sortedByLocation() -> [Diagnostic] {
    enumerated().sorted { lhs, rhs in
      let left = (lhs.element.range.path, lhs.element.range.bytes.lowerBound, lhs.offset)
      let right = (rhs.element.range.path, rhs.element.range.bytes.lowerBound, rhs.offset)
      return left < right
    }.map(\.element)
  }

  /// The diagnostics without duplicates (a sheet imported by two files reports once), in
  /// order: two are the same when they have one file, range, id and message.
  package func removingDuplicates() -> [Diagnostic] {
    var seen = Set<String>()
    return filter { diagnostic in
      seen.insert(
        "\(diagnostic.range.path)|\(diagnostic.range.bytes)|\(diagnostic.id.rawValue)|\(diagnostic.message)"
      )
      .inserted
    }
  }
}
