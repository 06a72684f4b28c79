/// What runs a ``StyleManager``'s automatic updates (``StyleManager/automaticUpdates``): it is
/// handed the update to run and runs it soon, on the thread that uses the styled trees.
///
/// ```swift
/// manager.automaticUpdates = .mainActor       // the next turn of the main actor
/// button.state = .highlighted                 // shows without a call
///
/// // Or a scheduler of the app's (a run loop, a frame callback, a test's queue):
/// manager.automaticUpdates = StyleUpdateScheduler { update in DispatchQueue.main.async(execute: update) }
/// ```
public struct StyleUpdateScheduler: Sendable {
  let schedule: @Sendable (_ update: @escaping @Sendable () -> Void) -> Void

  /// A scheduler that runs each `update` it is handed once, later, on the trees' thread.
  public init(_ schedule: @escaping @Sendable (_ update: @escaping @Sendable () -> Void) -> Void) {
    self.schedule = schedule
  }

  /// Runs updates on the next turn of the main actor (for trees used on the main thread).
  public static let mainActor = StyleUpdateScheduler { update in
    Task { @MainActor in update() }
  }
}
