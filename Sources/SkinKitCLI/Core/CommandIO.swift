import Foundation
import SkinKitSupport
import SkinKitSyntax

/// Where a command writes: standard output and standard error, or buffers in tests.
///
/// ```swift
/// let io = CommandIO.capturing()
/// let status = SKSS.run(["lint", "a.skss"], io: io)
/// io.standardOutput   // what the command printed
/// ```
package final class CommandIO: @unchecked Sendable {
  private let writeOut: (String) -> Void
  private let writeErr: (String) -> Void
  private let readIn: () -> [UInt8]
  /// Guards the captured text, and tells ``waitForOutput(timeout:until:)`` about writes.
  private let lock = NSCondition()
  private var capturedOut = ""
  private var capturedErr = ""
  private var capturedBoth = ""
  private let captures: Bool

  /// Reads the process's standard input, writes to its standard output and error.
  public static func standard() -> CommandIO {
    CommandIO(
      out: { text in
        FileHandle.standardOutput.write(Data(text.utf8))
      },
      err: { text in
        FileHandle.standardError.write(Data(text.utf8))
      }, input: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) }, captures: false)
  }

  /// Keeps everything written in ``standardOutput`` and ``standardError``; standard input
  /// holds `input`.
  public static func capturing(input: String = "") -> CommandIO {
    CommandIO(out: { _ in }, err: { _ in }, input: { Array(input.utf8) }, captures: true)
  }

  init(
    out: @escaping (String) -> Void, err: @escaping (String) -> Void,
    input: @escaping () -> [UInt8], captures: Bool
  ) {
    self.writeOut = out
    self.writeErr = err
    self.readIn = input
    self.captures = captures
  }

  /// Everything on standard input (read once, to its end).
  public func readInput() -> [UInt8] { readIn() }

  /// Stops a long-running command (`skss watch`) from another thread, as Ctrl-C does in a
  /// terminal.
  public let cancellation = CommandCancellation()

  /// Writes text to standard output.
  public func out(_ text: String) {
    lock.lock()
    defer { lock.unlock() }
    if captures {
      capturedOut += text
      capturedBoth += text
    } else {
      writeOut(text)
    }
    lock.broadcast()
  }

  /// Writes text to standard error.
  public func err(_ text: String) {
    lock.lock()
    defer { lock.unlock() }
    if captures {
      capturedErr += text
      capturedBoth += text
    } else {
      writeErr(text)
    }
    lock.broadcast()
  }

  /// Waits until what was captured satisfies `condition` (given standard output and
  /// standard error), for at most `timeout`; returns whether it did. For tests of commands
  /// that keep running:
  ///
  /// ```swift
  /// io.waitForOutput(timeout: .seconds(10)) { output, _ in output.contains("reloaded") }
  /// ```
  public func waitForOutput(
    timeout: Duration, until condition: (_ output: String, _ error: String) -> Bool
  ) -> Bool {
    let deadline = ContinuousClock.now + timeout
    lock.lock()
    defer { lock.unlock() }
    while !condition(capturedOut, capturedErr) {
      let remaining = ContinuousClock.now.duration(to: deadline)
      guard remaining > .zero else { return false }
      let seconds =
        Double(remaining.components.seconds) + Double(remaining.components.attoseconds) / 1e18
      _ = lock.wait(until: Date(timeIntervalSinceNow: seconds))
    }
    return true
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

  /// Everything written to either, in the order it was written, as a terminal shows a
  /// long-running command's output (capturing mode).
  public var transcript: String {
    lock.lock()
    defer { lock.unlock() }
    return capturedBoth
  }
}

/// The exit statuses of every `skss` command.
package enum ExitStatus {
  /// Success.
  public static let success: Int32 = 0
  /// The input had errors (diagnostics of error severity, or warnings with `--strict`).
  public static let inputErrors: Int32 = 1
  /// Bad usage, or a file that cannot be read.
  public static let usage: Int32 = 2
}

/// A request to stop a long-running command, from another thread (or a signal).
///
/// ```swift
/// let io = CommandIO.capturing()
/// Thread.detachNewThread { SKSS.run(["watch", "theme.skss", "--tree", "t.json"], io: io) }
/// // …
/// io.cancellation.cancel()    // `skss watch` stops and returns 0
/// ```
package final class CommandCancellation: Sendable {
  private struct State {
    var cancelled = false
    var handlers: [@Sendable () -> Void] = []
  }

  private let state = Locked(State())

  /// Asks the command to stop (once; later calls do nothing).
  public func cancel() {
    let handlers = state.withLock { state -> [@Sendable () -> Void] in
      guard !state.cancelled else { return [] }
      state.cancelled = true
      defer { state.handlers = [] }
      return state.handlers
    }
    for handler in handlers { handler() }
  }

  /// Whether ``cancel()`` was called.
  public var isCancelled: Bool { state.withLock { $0.cancelled } }

  /// Runs `handler` when the command is cancelled (at once if it is already).
  func onCancel(_ handler: @escaping @Sendable () -> Void) {
    let now = state.withLock { state -> Bool in
      if state.cancelled { return true }
      state.handlers.append(handler)
      return false
    }
    if now { handler() }
  }
}
