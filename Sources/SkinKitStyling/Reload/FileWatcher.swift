import Dispatch
import Foundation
import SkinKitSupport
import SkinKitSyntax
import Synchronization

/// Watches files and reports, once per burst of changes, which of them changed: a save,
/// an editor's atomic replace (write a temporary file, rename it over the old one), a
/// deletion, or the file appearing again.
///
/// It watches each file's *directory* and filters by name, because a watch on the file
/// itself dies when an editor renames a new file over it: inotify on Linux, dispatch
/// file-system sources on Apple platforms, and polling (modification time, size and inode)
/// where neither is available or when asked for. Files whose directory cannot be watched
/// (it does not exist yet) are polled until the next ``watch(_:)`` finds it.
///
/// Several events per save (truncate, write, close, rename…) are debounced into one call:
/// `onChange` runs once the files have been quiet for `debounce`, on a private serial
/// queue, with every path that changed in the burst.
///
/// ```swift
/// let watcher = FileWatcher(paths: ["Theme.skss", "Colors.skss"]) { changed in
///   print("changed:", changed.sorted())   // absolute paths
/// }
/// watcher.watch(["Theme.skss"])               // replaces the set watched
/// watcher.cancel()                            // no call after this returns
/// ```
///
/// `package`: an app watches its sheets through ``StyleReloader``, whose options choose the
/// mechanism (``StyleReloader/WatchMechanism``) and which says the one in use; a general
/// file watcher is not what SkinKit offers apps.
package final class FileWatcher: Sendable {
  /// How changes are noticed.
  package typealias Mechanism = StyleReloader.WatchMechanism
  /// The mechanism a watcher ended up using.
  package typealias ActiveMechanism = StyleReloader.ActiveWatchMechanism

  /// The mechanism in use.
  public let activeMechanism: ActiveMechanism
  private let core: WatcherCore

  /// Starts watching `paths` (relative paths are taken from the current directory).
  /// `onChange` receives the absolute, normalized paths that changed.
  public init(
    paths: some Sequence<String> = [String](), mechanism: Mechanism = .automatic,
    debounce: Duration = .milliseconds(50),
    onChange: @escaping @Sendable (Set<String>) -> Void
  ) {
    let queue = DispatchQueue(label: "org.skinkit.file-watcher")
    core = WatcherCore(queue: queue, debounce: debounce, onChange: onChange)
    queue.setSpecific(key: WatcherCore.queueKey, value: ObjectIdentifier(core))
    activeMechanism = queue.sync { [core] in core.start(mechanism) }
    watch(paths)
  }

  deinit { cancel() }

  /// The paths watched, absolute and normalized.
  public var paths: Set<String> { core.watched.withLock { $0 } }

  /// Watches exactly `paths` from now on; returns once they are watched (a change after
  /// this returns is reported). Watching the same paths again retries the directories that
  /// could not be watched before.
  public func watch(_ paths: some Sequence<String>) {
    let normalized = Set(paths.map(WatchedPath.normalize))
    core.watched.withLock { $0 = normalized }
    if DispatchQueue.getSpecific(key: WatcherCore.queueKey) == ObjectIdentifier(core) {
      core.watch(normalized)  // from `onChange`, on the watcher's queue
    } else {
      core.queue.sync { [core] in core.watch(normalized) }
    }
  }

  /// Stops watching. `onChange` is not called after this returns (a call already running
  /// on the watcher's queue may finish).
  public func cancel() {
    guard !core.cancelled.exchange(true, ordering: .acquiringAndReleasing) else { return }
    core.queue.async { [core] in core.stop() }
  }
}

/// Converts durations for Dispatch.
extension Duration {
  var dispatchInterval: DispatchTimeInterval {
    let (seconds, attoseconds) = components
    let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    return .nanoseconds(Int(clamping: max(0, nanoseconds)))
  }

  var timeInterval: TimeInterval {
    let (seconds, attoseconds) = components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}

/// What a mechanism does: called on the watcher's queue only, and reports changed paths
/// on it.
protocol WatchBackend: AnyObject {
  /// Watches exactly these normalized paths (the same set again retries what failed).
  func watch(_ paths: Set<String>)
  /// Stops watching and releases descriptors.
  func cancel()
}

/// The watcher's state. Everything but ``watched`` and ``cancelled`` is touched on
/// ``queue`` only, which is what makes the unchecked `Sendable` hold.
private final class WatcherCore: @unchecked Sendable {
  /// Marks the queue of each watcher (with its core's identity).
  static let queueKey = DispatchSpecificKey<ObjectIdentifier>()
  let queue: DispatchQueue
  let debounce: Duration
  let onChange: @Sendable (Set<String>) -> Void
  let watched = Locked<Set<String>>([])
  let cancelled = Atomic<Bool>(false)
  private var backend: (any WatchBackend)?
  private var pending: Set<String> = []
  private var firstPending: DispatchTime?
  private var scheduled: DispatchWorkItem?

  init(
    queue: DispatchQueue, debounce: Duration, onChange: @escaping @Sendable (Set<String>) -> Void
  ) {
    self.queue = queue
    self.debounce = debounce
    self.onChange = onChange
  }

  /// The longest a burst may postpone the call (a file written to continuously still
  /// reports).
  private var maximumDelay: Duration { max(debounce * 10, .milliseconds(500)) }

  func start(_ mechanism: FileWatcher.Mechanism) -> FileWatcher.ActiveMechanism {
    let report: (Set<String>) -> Void = { [unowned self] in self.changed($0) }
    if case .polling(let interval) = mechanism {
      backend = PollingBackend(queue: queue, interval: interval, report: report)
      return .polling
    }
    #if canImport(Glibc)
    if let inotify = InotifyBackend(queue: queue, report: report) {
      backend = inotify
      return .inotify
    }
    #elseif canImport(Darwin)
    backend = DispatchSourceBackend(queue: queue, report: report)
    return .dispatchSource
    #endif
    backend = PollingBackend(queue: queue, interval: .milliseconds(200), report: report)
    return .polling
  }

  func watch(_ paths: Set<String>) {
    guard !cancelled.load(ordering: .acquiring) else { return }
    backend?.watch(paths)
  }

  func stop() {
    backend?.cancel()
    backend = nil
    scheduled?.cancel()
    scheduled = nil
    pending = []
  }

  /// Collects changed paths and (re)schedules the call for when the burst is over.
  private func changed(_ paths: Set<String>) {
    guard !paths.isEmpty, !cancelled.load(ordering: .acquiring) else { return }
    pending.formUnion(paths)
    let now = DispatchTime.now()
    let first = firstPending ?? now
    firstPending = first
    let deadline = min(now + debounce.dispatchInterval, first + maximumDelay.dispatchInterval)
    scheduled?.cancel()
    let item = DispatchWorkItem { [weak self] in self?.fire() }
    scheduled = item
    queue.asyncAfter(deadline: deadline, execute: item)
  }

  private func fire() {
    let paths = pending
    pending = []
    firstPending = nil
    scheduled = nil
    guard !paths.isEmpty, !cancelled.load(ordering: .acquiring) else { return }
    onChange(paths)
  }
}
