import Foundation

/// Where SkinKit runs work on the widgets' thread: a ``StyleManager``'s automatic updates
/// (``StyleManager/automaticUpdates``) and a ``StyleReloader``'s restyles and events. It is
/// handed the work and runs it soon, once, on the thread that owns the styled trees (as
/// UIKit's views belong to the main thread); reading and parsing never run here.
///
/// ```swift
/// manager.automaticUpdates = .mainActor       // the next turn of the main actor
/// button.state = .highlighted                 // shows without a call
///
/// StyleReloader(.file("Theme.skss"), scheduler: .main)           // apps with a main run loop
/// StyleReloader(.file("Theme.skss"), scheduler: .queue(uiQueue))  // a serial queue of one's own
/// let reloader = StyleReloader(.file("Theme.skss"), scheduler: .manual)
/// reloader.drain(timeout: .seconds(1))   // restyles on the calling thread (tests, tools)
///
/// // Or a scheduler of the app's (a run loop, a frame callback, a test's queue):
/// manager.automaticUpdates = StyleUpdateScheduler { work in DispatchQueue.main.async(execute: work) }
/// ```
public struct StyleUpdateScheduler: Sendable {
  enum Kind: Sendable {
    case schedule(@Sendable (_ work: @escaping @Sendable () -> Void) -> Void)
    case manual
  }

  let kind: Kind

  /// A scheduler that runs each piece of `work` it is handed once, later, on the trees'
  /// thread.
  public init(_ schedule: @escaping @Sendable (_ work: @escaping @Sendable () -> Void) -> Void) {
    kind = .schedule(schedule)
  }

  private init(kind: Kind) { self.kind = kind }

  /// Runs work on the next turn of the main actor (for trees used on the main thread).
  public static let mainActor = StyleUpdateScheduler { work in
    Task { @MainActor in work() }
  }

  /// The main queue (the main thread under UIKit, AppKit or a `RunLoop`; on Linux it runs
  /// once the program calls `dispatchMain()` or runs the main run loop).
  public static var main: StyleUpdateScheduler { .queue(.main) }

  /// A serial queue that owns the widgets.
  public static func queue(_ queue: DispatchQueue) -> StyleUpdateScheduler {
    StyleUpdateScheduler { work in queue.async(execute: work) }
  }

  /// Nothing runs until the widgets' thread asks: a reloader's work waits for
  /// ``StyleReloader/drain(timeout:)``, a manager's changes for
  /// ``StyleManager/updateStyles()`` — for programs without a run loop, and tests.
  public static let manual = StyleUpdateScheduler(kind: .manual)

  /// Hands `work` to the scheduler; `false` (and `work` not run) for ``manual``.
  @discardableResult
  func schedule(_ work: @escaping @Sendable () -> Void) -> Bool {
    guard case .schedule(let schedule) = kind else { return false }
    schedule(work)
    return true
  }

  var isManual: Bool {
    if case .manual = kind { return true }
    return false
  }
}
