#if canImport(Glibc)
import Dispatch
import Glibc

/// Watching with inotify: one watch per directory, events filtered by name. A watch on the
/// file itself would die with an editor's atomic replace; the directory's sees the new file
/// arrive (`IN_MOVED_TO`). A directory that cannot be watched (it does not exist) or that
/// goes away is polled until the next ``watch(_:)`` can watch it again.
final class InotifyBackend: WatchBackend {
  private let descriptor: Int32
  private let source: any DispatchSourceRead
  private let report: (Set<String>) -> Void
  private let fallback: PollingBackend
  /// The directories of each watch descriptor (two paths may name one directory).
  private var directoriesByWatch: [Int32: Set<String>] = [:]
  private var watchByDirectory: [String: Int32] = [:]
  /// The names watched in each directory that has a watch.
  private var namesByDirectory: [String: Set<String>] = [:]
  /// The paths polled instead.
  private var polled: Set<String> = []

  /// The events that end a change: a file closed after writing, renamed in or out,
  /// deleted, or its attributes changed (`touch`, `chmod`), and the directory going away.
  /// `IN_MODIFY` and `IN_CREATE` are left out on purpose: they come while a file is being
  /// written (after the truncation, before the content), and the `IN_CLOSE_WRITE` that
  /// follows them is the moment to read.
  private static let mask: UInt32 =
    UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_MOVED_FROM) | UInt32(IN_DELETE)
    | UInt32(IN_ATTRIB) | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF) | UInt32(IN_ONLYDIR)

  /// `nil` when inotify is not available (the caller polls instead).
  init?(queue: DispatchQueue, report: @escaping (Set<String>) -> Void) {
    let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else { return nil }
    self.descriptor = descriptor
    self.report = report
    fallback = PollingBackend(queue: queue, interval: .milliseconds(250), report: report)
    source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
    source.setEventHandler { [weak self] in self?.readEvents() }
    source.setCancelHandler { close(descriptor) }
    source.resume()
  }

  func watch(_ paths: Set<String>) {
    let wanted = WatchedPath.byDirectory(paths)
    for directory in watchByDirectory.keys where wanted[directory] == nil {
      unwatch(directory)
    }
    polled = []
    namesByDirectory = [:]
    for (directory, names) in wanted {
      if watchByDirectory[directory] == nil {
        let watch = inotify_add_watch(descriptor, directory, Self.mask)
        guard watch >= 0 else {
          polled.formUnion(names.map { Self.join(directory, $0) })
          continue
        }
        watchByDirectory[directory] = watch
        directoriesByWatch[watch, default: []].insert(directory)
      }
      namesByDirectory[directory] = names
    }
    fallback.watch(polled)
  }

  func cancel() {
    fallback.cancel()
    source.cancel()
    directoriesByWatch = [:]
    watchByDirectory = [:]
    namesByDirectory = [:]
  }

  private static func join(_ directory: String, _ name: String) -> String {
    directory == "/" ? "/" + name : directory + "/" + name
  }

  /// Forgets a directory's watch (removing it when no other path names the directory).
  private func unwatch(_ directory: String, removeWatch: Bool = true) {
    guard let watch = watchByDirectory.removeValue(forKey: directory) else { return }
    namesByDirectory[directory] = nil
    directoriesByWatch[watch]?.remove(directory)
    if directoriesByWatch[watch]?.isEmpty ?? true {
      directoriesByWatch[watch] = nil
      if removeWatch { inotify_rm_watch(descriptor, watch) }
    }
  }

  private func readEvents() {
    var changed = Set<String>()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      var offset = 0
      // struct inotify_event { int wd; uint32_t mask; uint32_t cookie; uint32_t len; char name[]; }
      while offset + 16 <= count {
        let (watch, mask, length) = buffer.withUnsafeBytes { raw in
          (
            raw.loadUnaligned(fromByteOffset: offset, as: Int32.self),
            raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
            Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
          )
        }
        let end = min(offset + 16 + length, count)
        let name = String(decoding: buffer[(offset + 16)..<end].prefix { $0 != 0 }, as: UTF8.self)
        offset += 16 + length
        handle(watch: watch, mask: mask, name: name, into: &changed)
      }
    }
    if !changed.isEmpty { report(changed) }
  }

  private func handle(watch: Int32, mask: UInt32, name: String, into changed: inout Set<String>) {
    if mask & UInt32(IN_Q_OVERFLOW) != 0 {
      // Events were lost: every file may have changed.
      for (directory, names) in namesByDirectory {
        changed.formUnion(names.map { Self.join(directory, $0) })
      }
      return
    }
    guard let directories = directoriesByWatch[watch] else { return }
    let gone = UInt32(IN_IGNORED) | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)
    if mask & gone != 0 {
      // The directory was deleted or moved: poll its files until it can be watched again.
      for directory in directories {
        let paths = (namesByDirectory[directory] ?? []).map { Self.join(directory, $0) }
        changed.formUnion(paths)
        polled.formUnion(paths)
        unwatch(directory, removeWatch: mask & UInt32(IN_MOVE_SELF) != 0)
      }
      fallback.watch(polled)
      return
    }
    guard !name.isEmpty else { return }
    for directory in directories where namesByDirectory[directory]?.contains(name) == true {
      changed.insert(Self.join(directory, name))
    }
  }
}
#endif
