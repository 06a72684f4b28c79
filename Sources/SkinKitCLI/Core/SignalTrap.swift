import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns SIGINT and SIGTERM into a call (on a private queue) for as long as it is held,
/// then restores what the signals did before.
final class SignalTrap: Sendable {
  private struct Trap: @unchecked Sendable {
    // Dispatch sources may be cancelled from any thread.
    let signal: Int32
    let source: any DispatchSourceSignal
    let previous: (@convention(c) (Int32) -> Void)?
  }

  private let traps: [Trap]

  init(_ signals: [Int32], handler: @escaping @Sendable () -> Void) {
    let queue = DispatchQueue(label: "org.skinkit.skss.signals")
    let registered = DispatchSemaphore(value: 0)
    traps = signals.map { number in
      // The default action (terminate) must not run: the source receives the signal.
      let previous = signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
      source.setEventHandler(handler: handler)
      source.setRegistrationHandler { registered.signal() }
      source.resume()
      return Trap(signal: number, source: source, previous: previous)
    }
    // A source is registered with the system asynchronously, after `resume()`; until then a
    // signal is ignored (SIG_IGN above) and lost. Wait, so that a Ctrl-C that comes once the
    // command has said it is watching is never lost.
    for _ in traps { registered.wait() }
  }

  func restore() {
    for trap in traps {
      trap.source.cancel()
      signal(trap.signal, trap.previous)
    }
  }
}
