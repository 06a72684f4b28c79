#if canImport(Darwin)
import Darwin
import Dispatch

/// Watching with dispatch file-system sources (kqueue): one source per directory, which
/// sees entries appear, disappear and be renamed over (an editor's atomic replace), and one
/// per existing file, which sees in-place writes (a directory's source does not). After
/// any event the directory's files are compared with their last signatures; a file
/// replaced by a new inode gets a new source. A directory that cannot be opened is polled
/// until the next ``watch(_:)``.
final class DispatchSourceBackend: WatchBackend {
  private let queue: DispatchQueue
  private let report: (Set<String>) -> Void
  private let fallback: PollingBackend
  private var directorySources: [String: any DispatchSourceFileSystemObject] = [:]
  private var namesByDirectory: [String: Set<String>] = [:]
  private var fileSources: [String: any DispatchSourceFileSystemObject] = [:]
  private var signatures: [String: FileSignature?] = [:]
  private var polled: Set<String> = []

  init(queue: DispatchQueue, report: @escaping (Set<String>) -> Void) {
    self.queue = queue
    self.report = report
    fallback = PollingBackend(queue: queue, interval: .milliseconds(250), report: report)
  }

  func watch(_ paths: Set<String>) {
    let wanted = WatchedPath.byDirectory(paths)
    for directory in directorySources.keys where wanted[directory] == nil {
      directorySources.removeValue(forKey: directory)?.cancel()
    }
    for path in fileSources.keys where !paths.contains(path) {
      fileSources.removeValue(forKey: path)?.cancel()
    }
    for path in signatures.keys where !paths.contains(path) { signatures[path] = nil }
    namesByDirectory = [:]
    polled = []
    for (directory, names) in wanted {
      if directorySources[directory] == nil {
        guard
          let source = makeSource(
            directory, events: [.write, .delete, .rename, .revoke, .link],
            handler: { [weak self] events in self?.directoryChanged(directory, events: events) })
        else {
          polled.formUnion(names.map { Self.join(directory, $0) })
          continue
        }
        directorySources[directory] = source
      }
      namesByDirectory[directory] = names
      for name in names {
        let path = Self.join(directory, name)
        if signatures.index(forKey: path) == nil {
          signatures[path] = .some(FileSignature.of(path))
        }
        if fileSources[path] == nil { armFile(path) }
      }
    }
    fallback.watch(polled)
  }

  func cancel() {
    fallback.cancel()
    for source in directorySources.values { source.cancel() }
    for source in fileSources.values { source.cancel() }
    directorySources = [:]
    fileSources = [:]
    namesByDirectory = [:]
    signatures = [:]
  }

  private static func join(_ directory: String, _ name: String) -> String {
    directory == "/" ? "/" + name : directory + "/" + name
  }

  /// A source on the file or directory at `path`, or `nil` if it cannot be opened.
  private func makeSource(
    _ path: String, events: DispatchSource.FileSystemEvent,
    handler: @escaping (DispatchSource.FileSystemEvent) -> Void
  ) -> (any DispatchSourceFileSystemObject)? {
    let descriptor = open(path, O_EVTONLY)
    guard descriptor >= 0 else { return nil }
    let source = DispatchSource.makeFileSystemObjectSource(
      fileDescriptor: descriptor, eventMask: events, queue: queue)
    // The handler holds the source until it is cancelled (every source is, when its path
    // stops being watched or the watcher stops).
    source.setEventHandler { handler(source.data) }
    source.setCancelHandler { close(descriptor) }
    source.resume()
    return source
  }

  /// Watches the file itself for in-place writes (replacing any older source).
  private func armFile(_ path: String) {
    fileSources.removeValue(forKey: path)?.cancel()
    fileSources[path] = makeSource(
      path, events: [.write, .extend, .attrib, .delete, .rename, .revoke, .link],
      handler: { [weak self] events in self?.fileChanged(path, events: events) })
  }

  private func fileChanged(_ path: String, events: DispatchSource.FileSystemEvent) {
    signatures[path] = .some(FileSignature.of(path))
    if !events.isDisjoint(with: [.delete, .rename, .revoke]) {
      // The name may now be another file (or none): watch whatever it names.
      armFile(path)
    }
    report([path])
  }

  private func directoryChanged(_ directory: String, events: DispatchSource.FileSystemEvent) {
    let names = namesByDirectory[directory] ?? []
    if !events.isDisjoint(with: [.delete, .rename, .revoke]) {
      // The directory itself went away: poll its files until it can be watched again.
      directorySources.removeValue(forKey: directory)?.cancel()
      namesByDirectory[directory] = nil
      let paths = names.map { Self.join(directory, $0) }
      for path in paths { fileSources.removeValue(forKey: path)?.cancel() }
      polled.formUnion(paths)
      fallback.watch(polled)
      report(Set(paths))
      return
    }
    var changed = Set<String>()
    for name in names {
      let path = Self.join(directory, name)
      let new = FileSignature.of(path)
      guard let old = signatures[path], new != old else { continue }
      signatures[path] = .some(new)
      changed.insert(path)
      if new?.inode != old?.inode || new?.device != old?.device { armFile(path) }
    }
    if !changed.isEmpty { report(changed) }
  }
}
#endif
