import Foundation

/// Where a live-reloaded stylesheet comes from: a file (watched, with everything it
/// `@import`s), or an `http`/`https` URL (checked every refresh interval with conditional
/// requests; its `@import`s resolve relative to the URL).
///
/// ```swift
/// let local = StylesheetSource("Styles/Theme.skss")                      // .file
/// let remote = StylesheetSource("http://192.168.1.20:8000/Theme.skss")   // .url
/// ```
public enum StylesheetSource: Sendable, Hashable, CustomStringConvertible {
  case file(String)
  case url(URL)

  /// A URL for `http://…` and `https://…` text, a file path otherwise (`file://` URLs
  /// included).
  public init(_ text: String) {
    let lowercased = text.lowercased()
    if lowercased.hasPrefix("http://") || lowercased.hasPrefix("https://"),
      let url = URL(string: text)
    {
      self = .url(url)
    } else if lowercased.hasPrefix("file://"), let url = URL(string: text) {
      self = .file(url.path)
    } else {
      self = .file(text)
    }
  }

  /// The path or URL as written.
  public var description: String {
    switch self {
    case .file(let path): path
    case .url(let url): url.absoluteString
    }
  }

  /// The path a `file://` URL names, or the source itself.
  var normalized: StylesheetSource {
    if case .url(let url) = self, url.isFileURL { return .file(url.path) }
    return self
  }
}

/// Where a reloader restyles: the thread or queue that owns the widget trees (as UIKit's
/// views belong to the main thread). Reading and parsing always happen on the reloader's
/// own queue; the executor only runs the restyle and the event callback.
///
/// ```swift
/// StyleReloader(.file("Theme.skss"), executor: .main)           // apps with a main run loop
/// StyleReloader(.file("Theme.skss"), executor: .queue(uiQueue))  // a serial queue of one's own
/// let reloader = StyleReloader(.file("Theme.skss"), executor: .manual)
/// reloader.drain(timeout: .seconds(1))   // restyles on the calling thread (tests, tools)
/// ```
public struct ReloadExecutor: Sendable {
  enum Kind: Sendable {
    case schedule(@Sendable (@escaping @Sendable () -> Void) -> Void)
    case manual
  }

  let kind: Kind

  /// Runs each restyle with `schedule`, which must run the work it is given, once, on the
  /// thread that owns the widgets.
  public init(_ schedule: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void) {
    kind = .schedule(schedule)
  }

  private init(kind: Kind) { self.kind = kind }

  /// The main queue (the main thread under UIKit, AppKit or a `RunLoop`; on Linux it runs
  /// once the program calls `dispatchMain()` or runs the main run loop).
  public static var main: ReloadExecutor { .queue(.main) }

  /// A serial queue that owns the widgets.
  public static func queue(_ queue: DispatchQueue) -> ReloadExecutor {
    ReloadExecutor { work in queue.async(execute: work) }
  }

  /// Nothing runs until the widgets' thread calls ``StyleReloader/drain(timeout:)``, which
  /// restyles on that thread: for programs without a run loop, and tests.
  public static let manual = ReloadExecutor(kind: .manual)

  var isManual: Bool {
    if case .manual = kind { return true }
    return false
  }
}

/// Work waiting for ``StyleReloader/drain(timeout:)`` (the `.manual` executor).
final class ReloadInbox: @unchecked Sendable {
  typealias Job = @Sendable () -> StyleReloadEvent?

  // Guards `jobs` and `closed`.
  private let condition = NSCondition()
  private var jobs: [Job] = []
  private var closed = false

  func post(_ job: @escaping Job) {
    condition.lock()
    defer { condition.unlock() }
    guard !closed else { return }
    jobs.append(job)
    condition.broadcast()
  }

  /// The jobs waiting, waiting until `deadline` for the first one (or until closed).
  func take(until deadline: ContinuousClock.Instant) -> [Job] {
    condition.lock()
    defer { condition.unlock() }
    while jobs.isEmpty && !closed {
      let remaining = ContinuousClock.now.duration(to: deadline)
      guard remaining > .zero else { break }
      _ = condition.wait(until: Date(timeIntervalSinceNow: remaining.timeInterval))
    }
    let taken = jobs
    jobs = []
    return taken
  }

  /// Drops what waits and wakes every waiter; nothing is posted after this.
  func close() {
    condition.lock()
    defer { condition.unlock() }
    closed = true
    jobs = []
    condition.broadcast()
  }
}
