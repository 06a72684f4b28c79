import Foundation

/// Where a command writes: standard output and standard error, or buffers in tests.
///
/// ```swift
/// let io = CommandIO.capturing()
/// let status = SKSS.run(["lint", "a.skss"], io: io)
/// io.standardOutput   // what the command printed
/// ```
public final class CommandIO: @unchecked Sendable {
  private let writeOut: (String) -> Void
  private let writeErr: (String) -> Void
  private let lock = NSLock()
  private var capturedOut = ""
  private var capturedErr = ""
  private let captures: Bool

  /// Writes to the process's standard output and error.
  public static func standard() -> CommandIO {
    CommandIO(
      out: { text in
        FileHandle.standardOutput.write(Data(text.utf8))
      },
      err: { text in
        FileHandle.standardError.write(Data(text.utf8))
      }, captures: false)
  }

  /// Keeps everything written in ``standardOutput`` and ``standardError``.
  public static func capturing() -> CommandIO {
    CommandIO(out: { _ in }, err: { _ in }, captures: true)
  }

  init(out: @escaping (String) -> Void, err: @escaping (String) -> Void, captures: Bool) {
    self.writeOut = out
    self.writeErr = err
    self.captures = captures
  }

  /// Writes text to standard output.
  public func out(_ text: String) {
    lock.lock()
    defer { lock.unlock() }
    if captures { capturedOut += text } else { writeOut(text) }
  }

  /// Writes text to standard error.
  public func err(_ text: String) {
    lock.lock()
    defer { lock.unlock() }
    if captures { capturedErr += text } else { writeErr(text) }
  }

  /// Everything written to standard output (capturing mode).
  public var standardOutput: String {
    lock.lock()
    defer { lock.unlock() }
    return capturedOut
  }

  /// Everything written to standard error (capturing mode).
  public var standardError: String {
    lock.lock()
    defer { lock.unlock() }
    return capturedErr
  }
}

/// The exit statuses of every `skss` command.
public enum ExitStatus {
  /// Success.
  public static let success: Int32 = 0
  /// The input had errors (diagnostics of error severity, or warnings with `--strict`).
  public static let inputErrors: Int32 = 1
  /// Bad usage, or a file that cannot be read.
  public static let usage: Int32 = 2
}
