import Foundation
import SkinKit
import SkinKitSupport
import SkinKitSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How long tests wait for an event before failing: generous, for a loaded 2-core machine
/// running the whole suite in parallel. Waits end as soon as the event arrives.
let eventDeadline: Duration = .seconds(30)

/// A fresh directory under the system's temporary directory, removed by ``remove()``.
final class TemporaryDirectory: Sendable {
  let path: String

  init(_ label: String = "reload") throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("skinkit-\(label)-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func remove() { try? FileManager.default.removeItem(atPath: path) }

  func path(_ name: String) -> String { path + "/" + name }

  /// A failed file operation.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Writes in place, as `echo text > file` does: open with truncation, write, close (the
  /// inode stays the same).
  func write(_ name: String, _ text: String) throws {
    let descriptor = open(path(name), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw Failure(description: "cannot open \(path(name))") }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    try handle.write(contentsOf: Data(text.utf8))
    try handle.close()
  }

  /// Replaces the file as editors do: writes a temporary file beside it, then renames it
  /// over the old one (a new inode).
  func replace(_ name: String, _ text: String) throws {
    let folder = (name as NSString).deletingLastPathComponent
    let temporary = (folder as NSString).appendingPathComponent(
      ".\((name as NSString).lastPathComponent).\(UUID().uuidString).tmp")
    try write(temporary, text)
    guard rename(path(temporary), path(name)) == 0 else {
      throw Failure(description: "cannot rename over \(path(name))")
    }
  }

  func delete(_ name: String) throws {
    guard unlink(path(name)) == 0 else { throw Failure(description: "cannot delete \(path(name))") }
  }

  func makeDirectory(_ name: String) throws {
    try FileManager.default.createDirectory(
      atPath: path(name), withIntermediateDirectories: true)
  }
}

/// A window with a title label and a body label, styled by a manager a reloader drives
/// through the `.manual` scheduler (restyles run on the test's thread, in `next`).
final class ReloadHarness {
  let manager = StyleManager()
  let window = Window()
  let title = Label(text: "Title", classes: ["title"])
  let body = Label(text: "Body")
  let reloader: StyleReloader

  init(_ sources: [StylesheetSource], options: StyleReloader.Options = .init()) {
    window.addSubview(title)
    window.addSubview(body)
    reloader = StyleReloader(
      sources: sources, manager: manager, options: options, scheduler: .manual)
    manager.style(window)
  }

  convenience init(_ path: String, options: StyleReloader.Options = .init()) {
    self.init([.file(path)], options: options)
  }

  /// The events of the next reload (restyled on this thread), waiting up to the deadline.
  func next() -> [StyleReloadEvent] { reloader.drain(timeout: eventDeadline) }

  /// Starts the reloader and returns the first load's events.
  func start() -> [StyleReloadEvent] {
    reloader.start()
    return next()
  }
}

extension StyleReloadEvent {
  var applied: Applied? {
    if case .applied(let applied) = self { return applied }
    return nil
  }

  var failure: Failure? {
    if case .failed(let failure) = self { return failure }
    return nil
  }
}

extension Diagnostic {
  /// `id line:column`, for exact comparisons.
  var summary: String {
    "\(id.rawValue) \(location.map { "\($0.line):\($0.column)" } ?? "-")"
  }
}

/// A value shared with `@Sendable` callbacks: SkinKit's own lock (which ThreadSanitizer
/// sees), read and changed in one call.
extension Locked {
  var value: Value { withLock { $0 } }

  func update(_ change: (inout Value) -> Void) { withLock { change(&$0) } }
}
