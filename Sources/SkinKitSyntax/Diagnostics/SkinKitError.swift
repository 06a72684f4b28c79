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

/// Where an error is: a file (or URL) and, when known, a line and column in it.
///
/// ```swift
/// ErrorLocation(path: "Default.skss", position: SourceLocation(line: 3, column: 5, offset: 40))
///   .description   // "Default.skss:3:5"
/// ```
public struct ErrorLocation: Sendable, Hashable, CustomStringConvertible {
  /// The file's path or URL.
  public var path: String
  /// The line and column, when the error is about a place in the file.
  public var position: SourceLocation?

  public init(path: String, position: SourceLocation? = nil) {
    self.path = path
    self.position = position
  }

  /// `path:line:column`, or the path alone.
  public var description: String { position.map { "\(path):\($0)" } ?? path }
}
