/// What every error SkinKit throws has: a message for the user and, where there is one, the
/// place it is about. Every error type of SkinKit's adopts it, so one `catch` reads them all:
///
/// ```swift
/// do {
///   _ = try Stylesheet.load(contentsOf: "Missing.skss")
/// } catch {
///   error.message              // "cannot read 'Missing.skss': no such file"
///   error.location?.path       // "Missing.skss"
/// }
/// ```
///
/// Problems in what a user wrote — a bad value, an unknown property — are not thrown: they
/// are ``Diagnostic``s, and the rest of the sheet still applies. Errors are for what cannot
/// be used at all: a file that cannot be read, a bad command line, keys that cannot be
/// declared.
public protocol SkinKitError: Error, Sendable, CustomStringConvertible {
  /// What went wrong, in one line (naming the file, when there is one).
  var message: String { get }
  /// The file it is about and, when known, the line and column; `nil` when there is no place.
  var location: ErrorLocation? { get }
}

extension SkinKitError {
  public var location: ErrorLocation? { nil }
  /// The message.
  public var description: String { message }
}

/// Where an error is: a file (or URL) and, when known, a 1-based line and column in it.
///
/// ```swift
/// ErrorLocation(path: "Default.skss", line: 3, column: 5).description   // "Default.skss:3:5"
/// ```
public struct ErrorLocation: Sendable, Hashable, CustomStringConvertible {
  /// The file's path or URL.
  public var path: String
  /// The line, when the error is about a place in the file.
  public var line: Int?
  /// The column (in Unicode scalars), when the error is about a place in the file.
  public var column: Int?

  public init(path: String, line: Int? = nil, column: Int? = nil) {
    self.path = path
    self.line = line
    self.column = column
  }

  /// Where a range of a file starts; `nil` for a range made in code.
  package init?(_ range: SourceRange) {
    guard let file = range.file else { return nil }
    let start = file.location(at: range.bytes.lowerBound)
    self.init(path: file.path, line: start.line, column: start.column)
  }

  /// `path:line:column`, or the path alone.
  public var description: String {
    guard let line, let column else { return path }
    return "\(path):\(line):\(column)"
  }
}
