import Dispatch
import Foundation

/// Runs two independent pieces of work at once and waits for both: the fork–join that
/// splits a large stylesheet's parse and compile between two cores.
///
/// ```swift
/// let (left, right) = ForkJoin.both({ parse(firstHalf) }, { parse(secondHalf) })
/// ```
package enum ForkJoin {
  /// Whether the process may run work on more than one core (when not, ``both(_:_:)`` runs
  /// the two pieces one after the other and callers usually skip splitting altogether).
  package static let hasSeveralCores = ProcessInfo.processInfo.activeProcessorCount > 1

  /// Runs `first` and `second`, on two threads when ``hasSeveralCores``, and returns both
  /// results. Each closure must touch only what it owns or what is immutable.
  package static func both<First: Sendable, Second: Sendable>(
    _ first: @Sendable () -> First, _ second: @Sendable () -> Second
  ) -> (First, Second) {
    guard hasSeveralCores else { return (first(), second()) }
    let results = Results<First, Second>()
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      if index == 0 { results.first = first() } else { results.second = second() }
    }
    return (results.first!, results.second!)
  }

  /// Where the two threads leave their results: each writes only its own slot, and
  /// `concurrentPerform` returns once both are done, which orders the writes before the reads.
  private final class Results<First, Second>: @unchecked Sendable {
    var first: First?
    var second: Second?
  }
}
