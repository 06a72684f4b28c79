import Foundation
import SkinKitCascade
import SkinKitSupport
import SkinKitSyntax

/// Reads one source of a ``StyleReloader``: a file with the files it imports, or a URL with
/// the URLs it imports (conditional requests: a body that answers 304 is the last one), and
/// records every path or URL it read or tried to read, for watching and for comparing
/// versions. Runs on the reloader's queue.
struct SourceLoader: Sendable {
  /// What one attempt found.
  enum Load {
    /// Every request answered 304 (URL sources only): nothing to do.
    case unchanged
    /// The sheet itself could not be read (a missing file, an HTTP error, a timeout).
    case unavailable(Diagnostic, timedOut: Bool)
    /// The sheet, parsed, and the bytes of everything it read.
    case loaded(Stylesheet, contents: [String: [UInt8]])
  }

  /// The fetcher of URL sources (`nil` when the reloader has none).
  let fetcher: RemoteFetcher?

  /// Reads `source` with everything it imports. `dependencies` are the paths or URLs the
  /// last attempt read (the sheet first; empty before the first), `hasContents` whether that
  /// attempt read the sheet: a URL source whose every request answers 304 is `.unchanged`.
  /// Returns the outcome and every path or URL this attempt read or tried to read.
  func load(_ source: StylesheetSource, dependencies: [String], hasContents: Bool)
    -> (Load, [String])
  {
    switch source {
    case .file(let path): loadFile(path)
    case .url(let url): loadURL(url, dependencies: dependencies, hasContents: hasContents)
    }
  }

  private func loadFile(_ path: String) -> (Load, [String]) {
    let recorder = ReadRecorder()
    let reader = FileReader { path throws(StylesheetError) in
      try recorder.read(path) { path throws(StylesheetError) in
        try FileReader.fileSystem.read(path)
      }
    }
    do {
      let sheet = try Stylesheet.load(contentsOf: path, reader: reader)
      return (.loaded(sheet, contents: recorder.contents), recorder.attempted)
    } catch {
      let diagnostic = Self.unavailable(path, error.message, id: .stylesheetUnavailable)
      return (.unavailable(diagnostic, timedOut: false), [path])
    }
  }

  private func loadURL(_ url: URL, dependencies: [String], hasContents: Bool) -> (Load, [String]) {
    guard let fetcher else { return (.unchanged, []) }
    let main = url.absoluteString
    let known = dependencies.isEmpty ? [main] : dependencies
    var bodies: [String: [UInt8]] = [:]
    var failures: [String: RemoteFetcher.Failure] = [:]
    var modified = false
    for address in known {
      guard let target = URL(string: address) else { continue }
      switch fetcher.fetch(target) {
      case .notModified(let body):
        bodies[address] = body
      case .modified(let body):
        bodies[address] = body
        modified = true
      case .failed(let failure):
        guard address != main else {
          let diagnostic = Self.unavailable(
            main, "cannot load '\(main)': \(failure.message)",
            id: failure.timedOut ? .stylesheetTimedOut : .stylesheetUnavailable)
          return (.unavailable(diagnostic, timedOut: failure.timedOut), known)
        }
        failures[address] = failure
        modified = true
      }
    }
    // Every request answered 304: nothing changed.
    if !modified, hasContents { return (.unchanged, known) }
    let recorder = ReadRecorder()
    let fetched = bodies
    let failed = failures
    let reader = FileReader { address throws(StylesheetError) in
      try recorder.read(address) { address throws(StylesheetError) in
        if let body = fetched[address] { return body }
        if let failure = failed[address] {
          throw StylesheetError(path: address, message: failure.message)
        }
        guard let target = URL(string: address) else {
          throw StylesheetError(path: address, message: "not a URL")
        }
        switch fetcher.fetch(target) {
        case .modified(let body), .notModified(let body): return body
        case .failed(let failure): throw StylesheetError(path: address, message: failure.message)
        }
      }
    }
    do {
      let sheet = try Stylesheet.load(contentsOf: main, reader: reader)
      return (.loaded(sheet, contents: recorder.contents), recorder.attempted)
    } catch {
      let diagnostic = Self.unavailable(main, error.message, id: .stylesheetUnavailable)
      return (.unavailable(diagnostic, timedOut: false), known)
    }
  }

  /// A diagnostic for a sheet that cannot be read, at the start of its (empty) file.
  private static func unavailable(_ path: String, _ message: String, id: DiagnosticID)
    -> Diagnostic
  {
    Diagnostic(
      id, message + "; keeping the last good style",
      at: SourceRange(file: SourceFile(path: path, text: ""), bytes: 0..<0))
  }
}

/// Records what a reader read (and tried to), for watching and comparing versions.
private final class ReadRecorder: Sendable {
  private struct Reads {
    var attempted: [String] = []
    var contents: [String: [UInt8]] = [:]
  }

  private let reads = Locked(Reads())

  var attempted: [String] { reads.withLock { $0.attempted } }
  var contents: [String: [UInt8]] { reads.withLock { $0.contents } }

  func read(
    _ path: String, with body: (String) throws(StylesheetError) -> [UInt8]
  ) throws(StylesheetError) -> [UInt8] {
    reads.withLock { reads in
      if !reads.attempted.contains(path) { reads.attempted.append(path) }
    }
    let bytes = try body(path)
    reads.withLock { $0.contents[path] = bytes }
    return bytes
  }
}
