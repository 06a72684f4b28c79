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

/// Work waiting for ``StyleReloader/drain(timeout:)`` (the `.manual` scheduler).
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
