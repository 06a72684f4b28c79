import Dispatch
import Foundation
import SkinKit
import SkinKitSupport

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Publishes an app's live styled trees — each node's type, classes, id, state and computed
/// values, and the environment — to a running `skss studio`, which shows them beside its
/// own tree: the app opts in, typically in debug builds, with the address and token the
/// studio printed. A sheet edited in the studio reaches the app through the app's own live
/// reload (a ``StyleReloader`` of the same file, or of the studio's `sheets/` address), and
/// the inspector publishes the restyled trees.
///
/// ```swift
/// import SkinKit
/// import SkinKitStudio
///
/// let manager = StyleManager()
/// let inspector = StyleInspector(
///   manager: manager, studio: URL(string: "http://127.0.0.1:7340")!, token: "3f9c2a…")
/// inspector.start()     // publishes now, then whenever the trees change
/// // …
/// inspector.stop()      // the studio shows the app stopped
/// ```
///
/// Snapshots are taken on `queue` — the queue that owns the widgets, the main queue by
/// default — every ``interval``, and sent (off that queue) only when they changed, or every
/// few seconds as a sign of life. With `queue` `nil` nothing runs by itself: call
/// ``publish()`` from the widgets' thread. A studio that does not answer is tried again
/// later; the app is never held up by it.
public final class StyleInspector: Sendable {
  /// The manager whose roots are published.
  public let manager: StyleManager
  /// The studio's address (`http://127.0.0.1:7340`).
  public let studio: URL
  /// How often the trees are looked at.
  public let interval: Duration
  /// The name the studio shows (the process's name by default).
  public let name: String
  private let token: String
  private let queue: DispatchQueue?
  private let sender = DispatchQueue(label: "org.skinkit.style-inspector")
  private let id = UUID().uuidString.lowercased()
  private let state = Locked(State())

  private struct State {
    var timer: Timer?
    var stopped = false
    /// What was sent last, and when.
    var sent: Data?
    var sentAt = ContinuousClock.now
    /// A snapshot waiting to be sent (only the latest is kept).
    var pending: Data?
    var sending = false
  }

  /// The repeating timer. Dispatch sources may be cancelled from any thread.
  private struct Timer: @unchecked Sendable {
    let source: any DispatchSourceTimer
  }

  /// How long a snapshot that did not change waits before it is sent again.
  static let heartbeat = Duration.seconds(5)

  /// An inspector of `manager`'s trees for the studio at `studio` (the address `skss studio`
  /// printed, without its `/t/…` part) with its `token`.
  public init(
    manager: StyleManager = .shared, studio: URL, token: String,
    queue: DispatchQueue? = .main, interval: Duration = .milliseconds(250),
    name: String = ProcessInfo.processInfo.processName
  ) {
    self.manager = manager
    self.studio = studio
    self.token = token
    self.queue = queue
    self.interval = interval
    self.name = name
  }

  // An inspector that goes away stops looking at the trees; only ``stop()`` tells the studio.
  deinit {
    state.withLock { $0.timer }?.source.cancel()
  }

  /// Publishes now (on `queue`), then every ``interval`` when the trees changed.
  public func start() {
    guard let queue else { return }
    let timer = DispatchSource.makeTimerSource(queue: queue)
    let nanoseconds =
      Int(interval.components.seconds) * 1_000_000_000
      + Int(interval.components.attoseconds / 1_000_000_000)
    timer.schedule(deadline: .now(), repeating: .nanoseconds(max(nanoseconds, 10_000_000)))
    timer.setEventHandler { [weak self] in self?.publish() }
    let started = state.withLock { state -> Bool in
      guard !state.stopped, state.timer == nil else { return false }
      state.timer = Timer(source: timer)
      return true
    }
    if started { timer.resume() }
  }

  /// Takes a snapshot of the trees now and sends it if it changed. Call it on the widgets'
  /// thread.
  public func publish() {
    let roots = StudioSession.snapshot(of: manager)
    let snapshot = AppSnapshot(
      id: id, name: name, process: ProcessInfo.processInfo.processIdentifier, roots: roots)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(snapshot) else { return }
    let send = state.withLock { state -> Bool in
      guard !state.stopped else { return false }
      let due = state.sentAt.duration(to: .now) >= Self.heartbeat
      guard data != state.sent || due else { return false }
      state.pending = data
      guard !state.sending else { return false }
      state.sending = true
      return true
    }
    if send { sender.async { [self] in sendPending() } }
  }

  /// Stops publishing and tells the studio the app stopped, after any snapshot on its way
  /// (so that none arrives after it); waits for the studio's answer, a second at most beyond
  /// that snapshot's own wait.
  public func stop() {
    let stopping = state.withLock { state -> (Bool, Timer?) in
      guard !state.stopped else { return (false, nil) }
      state.stopped = true
      defer { state.timer = nil }
      return (true, state.timer)
    }
    stopping.1?.source.cancel()
    guard stopping.0 else { return }
    var request = URLRequest(url: address("api/apps/\(id)"), timeoutInterval: 1)
    request.httpMethod = "DELETE"
    _ = sender.sync { Self.perform(request) }
  }

  /// Sends the latest snapshot waiting, until none is (on the sender queue).
  private func sendPending() {
    while let data = state.withLock({ state -> Data? in
      defer { state.pending = nil }
      if state.pending == nil { state.sending = false }
      return state.pending
    }) {
      var request = URLRequest(url: address("api/apps"), timeoutInterval: 5)
      request.httpMethod = "POST"
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
      request.httpBody = data
      // Not delivered, it is sent again with the next change or heartbeat: a studio that
      // is not running is not asked four times a second.
      Self.perform(request)
      state.withLock { state in
        state.sent = data
        state.sentAt = .now
      }
    }
  }

  private func address(_ path: String) -> URL {
    var base = studio.absoluteString
    while base.hasSuffix("/") { base.removeLast() }
    return URL(string: "\(base)/t/\(token)/\(path)") ?? studio
  }

  /// Sends a request and waits for the answer; whether the studio took it (2xx).
  @discardableResult
  private static func perform(_ request: URLRequest) -> Bool {
    let done = DispatchSemaphore(value: 0)
    let status = Locked(0)
    let task = URLSession.shared.dataTask(with: request) { _, response, _ in
      status.withLock { $0 = (response as? HTTPURLResponse)?.statusCode ?? 0 }
      done.signal()
    }
    task.resume()
    _ = done.wait(timeout: .now() + request.timeoutInterval + 1)
    return (200..<300).contains(status.withLock { $0 })
  }
}
