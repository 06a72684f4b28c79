import Dispatch

/// Watching by polling: every `interval`, each file's signature (existence, device, inode,
/// size, modification time) is compared with the last one reported. It notices in-place
/// writes, atomic replaces (a new inode), deletions and files appearing, wherever `stat`
/// works.
///
/// A new signature is reported once it has held for a whole interval: a poll that lands in
/// the middle of a save (the file truncated, not yet written) does not report a file that is
/// about to change again.
final class PollingBackend: WatchBackend {
  private let queue: DispatchQueue
  private let interval: Duration
  private let report: (Set<String>) -> Void
  /// The last signature reported for each watched path (`nil` inside: no file).
  private var signatures: [String: FileSignature?] = [:]
  /// The signature the last poll saw, where it differs from the one reported.
  private var seen: [String: FileSignature?] = [:]
  private var timer: (any DispatchSourceTimer)?

  init(queue: DispatchQueue, interval: Duration, report: @escaping (Set<String>) -> Void) {
    self.queue = queue
    self.interval = max(interval, .milliseconds(1))
    self.report = report
  }

  func watch(_ paths: Set<String>) {
    for path in signatures.keys where !paths.contains(path) {
      signatures[path] = nil
      seen[path] = nil
    }
    for path in paths where signatures.index(forKey: path) == nil {
      signatures[path] = .some(FileSignature.of(path))
    }
    if signatures.isEmpty {
      timer?.cancel()
      timer = nil
    } else if timer == nil {
      let timer = DispatchSource.makeTimerSource(queue: queue)
      timer.schedule(
        deadline: .now() + interval.dispatchInterval, repeating: interval.dispatchInterval,
        leeway: (interval / 10).dispatchInterval)
      timer.setEventHandler { [weak self] in self?.poll() }
      timer.resume()
      self.timer = timer
    }
  }

  func cancel() {
    timer?.cancel()
    timer = nil
    signatures = [:]
    seen = [:]
  }

  private func poll() {
    var changed = Set<String>()
    for (path, reported) in signatures {
      let new = FileSignature.of(path)
      guard new != reported else {
        seen[path] = nil
        continue
      }
      if let previous = seen[path], previous == new {
        // Unchanged for a whole interval: the save is over.
        signatures[path] = .some(new)
        seen[path] = nil
        changed.insert(path)
      } else {
        seen[path] = .some(new)
      }
    }
    if !changed.isEmpty { report(changed) }
  }
}
