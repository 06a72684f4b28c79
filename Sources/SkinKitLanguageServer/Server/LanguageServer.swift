import Dispatch
import Foundation
import SkinKit
import SkinKitSupport
import SkinKitSyntax

/// `skss lsp`: a Language Server Protocol 3.17 server for `.skss`, over a JSON-RPC
/// connection (standard input and output). It answers with what the CLI computes — `skss
/// lint`'s diagnostics, `skss format`'s text, the property registry — for the texts the
/// editor has open.
///
/// Messages are read on a thread of their own and handled one at a time, in order, on a
/// serial queue, which owns all of the server's state; diagnostics are published a moment
/// after the last change (``ClientOptions/diagnosticDelay``).
///
/// ```swift
/// let server = LanguageServer(input: 0, output: 1, version: "0.1.0")
/// exit(server.run())   // after `shutdown` and `exit`: 0
/// ```
package final class LanguageServer: @unchecked Sendable {
  private let connection: MessageConnection
  private let version: String
  private let log: @Sendable (String) -> Void
  private let queue = DispatchQueue(label: "org.skinkit.lsp")
  /// Requests the client cancelled before they were handled (written by the reading thread).
  private let cancelled = Locked<Set<JSONValue>>([])
  private let status = Locked<Int32?>(nil)
  private let finished = DispatchSemaphore(value: 0)
  private let inputEnded = DispatchSemaphore(value: 0)

  // MARK: State, touched on `queue` only

  private enum Lifecycle { case starting, running, shutDown, exited }
  private var lifecycle = Lifecycle.starting
  var client = ClientOptions()
  var settings = LintSettings()
  var workspace = WorkspaceFiles()
  /// The current analysis of each open document (dropped when it, an import or its project
  /// file changes).
  var analyses: [String: DocumentAnalysis] = [:]
  /// The sheet of the last analysis of each open document whose text changed since: the next
  /// analysis parses again only around what changed.
  var earlierSheets: [String: Stylesheet] = [:]
  /// What the analyses of each open document keep from one version to the next.
  var documentCaches: [String: DocumentCaches] = [:]
  private var publisher = DiagnosticPublisher()
  /// The latest diagnostics request of each document (earlier ones are skipped: debouncing).
  private var scheduled: [String: Int] = [:]
  var statistics = Statistics()
  /// The sheets open documents import, kept between analyses.
  let imports = ImportCache()
  /// The project files documents use, each read until it changes.
  let projects = ProjectCache()
  /// The workspace's sheets that are not open, for workspace-wide requests.
  let index = WorkspaceIndex()

  /// A server reading from `input` and writing to `output` (file descriptors); `log`
  /// receives lines for standard error.
  package init(
    input: Int32, output: Int32, version: String,
    log: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    connection = MessageConnection(input: input, output: output)
    self.version = version
    self.log = log
  }

  /// Serves until `exit` (or the end of the input); returns the exit status: 0 after a
  /// `shutdown`, 1 without one (as LSP specifies).
  package func run() -> Int32 {
    Thread.detachNewThread { [self] in
      connection.readFrames { frames in receive(frames) }
      queue.async { [self] in finish(lifecycle == .shutDown ? 0 : 1) }
      inputEnded.signal()
    }
    finished.wait()
    return status.withLock { $0 } ?? 1
  }

  /// Waits until the server has stopped reading its input (which ends when the other end
  /// closes it). After `exit` the reading thread may still be waiting for input: whoever
  /// owns the input's file descriptor closes the other end and waits here before closing
  /// it, so that the descriptor is not read once it is reused.
  package func waitUntilInputEnds() {
    inputEnded.wait()
    inputEnded.signal()
  }

  // MARK: Reading

  /// Called on the reading thread with the frames of each read. Cancellations are noted
  /// first (the requests they name may be in the same batch, or waiting in the queue);
  /// everything else is handled in order.
  private func receive(_ frames: [MessageReader.Frame]) {
    var messages: [RPCMessage] = []
    for frame in frames {
      let message: RPCMessage
      switch frame {
      case .badHeader(let reason):
        message = .unreadable(reason)
      case .message(let body):
        do {
          message = RPCMessage(try JSONValue(parsing: body))
        } catch {
          message = .unreadable(error.description)
        }
      }
      if case .notification("$/cancelRequest", let params) = message, let id = params?["id"] {
        cancelled.withLock { _ = $0.insert(id) }
      } else {
        messages.append(message)
      }
    }
    queue.async { [self, messages] in
      for message in messages { handle(message) }
    }
  }

  private func finish(_ code: Int32) {
    guard lifecycle != .exited else { return }
    lifecycle = .exited
    status.withLock { $0 = code }
    finished.signal()
  }

  // MARK: Dispatch

  private func handle(_ message: RPCMessage) {
    guard lifecycle != .exited else { return }
    switch message {
    case .unreadable(let reason):
      log("skss lsp: \(reason)")
      connection.send(RPCOutgoing.error(RPCError(RPCError.parseErrorCode, reason), id: .null))
    case .invalid(let id, let reason):
      connection.send(RPCOutgoing.error(RPCError(RPCError.invalidRequestCode, reason), id: id))
    case .response:
      break
    case .request(let id, let method, let params):
      if cancelled.withLock({ $0.remove(id) }) != nil {
        connection.send(
          RPCOutgoing.error(RPCError(RPCError.requestCancelledCode, "cancelled"), id: id))
        return
      }
      do throws(RPCError) {
        connection.send(RPCOutgoing.result(try answer(method, params), id: id))
      } catch {
        connection.send(RPCOutgoing.error(error, id: id))
      }
    case .notification(let method, let params):
      if method == "exit" {
        finish(lifecycle == .shutDown ? 0 : 1)
      } else if lifecycle == .running {
        do throws(RPCError) {
          try notice(method, params)
        } catch {
          log("skss lsp: \(method): \(error.message)")
        }
      }
    }
  }

  private func answer(_ method: String, _ params: JSONValue?) throws(RPCError) -> JSONValue {
    switch (lifecycle, method) {
    case (.starting, "initialize"):
      return initialize(params)
    case (.starting, _):
      throw RPCError(RPCError.serverNotInitializedCode, "the server is not initialized yet")
    case (.running, "initialize"):
      throw RPCError(RPCError.invalidRequestCode, "the server is already initialized")
    case (.running, "shutdown"):
      lifecycle = .shutDown
      return .null
    case (.running, _):
      return try request(method, params)
    default:
      throw RPCError(RPCError.invalidRequestCode, "the server is shut down")
    }
  }

  private func initialize(_ params: JSONValue?) -> JSONValue {
    client = ClientOptions(params)
    settings.update(from: params?["initializationOptions"])
    var folders = (params?["workspaceFolders"]?.array ?? []).compactMap {
      $0["uri"]?.string.flatMap(DocumentURI.path(of:))
    }
    if folders.isEmpty, let root = params?["rootUri"]?.string.flatMap(DocumentURI.path(of:)) {
      folders = [root]
    }
    if folders.isEmpty, let root = params?["rootPath"]?.string { folders = [root] }
    workspace.folders = folders
    lifecycle = .running
    return ServerCapabilities.json(version: version, client: client)
  }

  // MARK: Notifications

  private func notice(_ method: String, _ params: JSONValue?) throws(RPCError) {
    switch method {
    case "textDocument/didOpen":
      guard let item = params?["textDocument"], let uri = item["uri"]?.string,
        let text = item["text"]?.string
      else { throw RPCError.invalidParams("didOpen needs textDocument.uri and .text") }
      let document = OpenDocument(
        uri: uri, version: item["version"]?.integer ?? 0, text: EditorText(text),
        path: workspace.path(forURI: uri))
      workspace.open(document)
      changed(document, delay: 0)
    case "textDocument/didChange":
      guard let uri = params?["textDocument"]?["uri"]?.string,
        var document = workspace.documents[uri]
      else { throw RPCError.invalidParams("didChange names no open document") }
      try document.apply(params?["contentChanges"]?.array ?? [])
      document.version = params?["textDocument"]?["version"]?.integer ?? document.version + 1
      workspace.update(document)
      changed(document, delay: client.diagnosticDelay)
    case "textDocument/didClose":
      guard let uri = params?["textDocument"]?["uri"]?.string,
        let document = workspace.documents[uri]
      else { return }
      workspace.close(uri)
      analyses[uri] = nil
      earlierSheets[uri] = nil
      documentCaches[uri] = nil
      scheduled[uri] = nil
      send(publisher.close(uri, open: Set(workspace.documents.keys)))
      // Documents importing it now read it from disk.
      invalidate(dependingOn: DocumentURI.standardized(document.path), delay: 0)
    case "initialized":
      // Files imported but not open, and project files, change on disk too (a checkout,
      // another editor).
      if client.watchesFiles {
        connection.send(
          RPCOutgoing.request(
            "client/registerCapability", ServerCapabilities.fileWatching, id: "skss-watch"))
      }
    case "workspace/didChangeConfiguration":
      let previous = settings
      settings.update(from: params?["settings"]?["skss"] ?? params?["settings"])
      if settings != previous {
        analyses = [:]
        for uri in workspace.documents.keys { schedule(uri, delay: 0) }
      }
    case "workspace/didChangeWatchedFiles":
      for change in params?["changes"]?.array ?? [] {
        guard let path = change["uri"]?.string.flatMap(DocumentURI.path(of:)) else { continue }
        if path.hasSuffix("/" + ProjectFile.fileName) {
          // A project file made or removed may be the nearest one of any open document.
          analyses = [:]
          for uri in workspace.documents.keys { schedule(uri, delay: 0) }
        } else {
          invalidate(dependingOn: path, delay: 0)
        }
      }
    case "workspace/didChangeWorkspaceFolders":
      let event = params?["event"]
      let removed = Set(
        (event?["removed"]?.array ?? []).compactMap {
          $0["uri"]?.string.flatMap(DocumentURI.path(of:))
        })
      workspace.folders.removeAll { removed.contains($0) }
      workspace.folders += (event?["added"]?.array ?? []).compactMap {
        $0["uri"]?.string.flatMap(DocumentURI.path(of:))
      }
    default:
      // `didSave`, `$/setTrace` and the like need nothing.
      break
    }
  }

  /// A document's text changed: its analysis and those of documents importing it are out
  /// of date, and their diagnostics are due after `delay` milliseconds.
  private func changed(_ document: OpenDocument, delay: Int) {
    if let analysis = analyses[document.uri] { earlierSheets[document.uri] = analysis.sheet }
    analyses[document.uri] = nil
    schedule(document.uri, delay: delay)
    invalidate(dependingOn: DocumentURI.standardized(document.path), delay: delay)
  }

  /// Drops the analyses of other documents that read `path`, and schedules their
  /// diagnostics.
  private func invalidate(dependingOn path: String, delay: Int) {
    for (uri, analysis) in analyses
    where analysis.dependencies.contains(path) && analysis.path != path {
      analyses[uri] = nil
      schedule(uri, delay: delay)
    }
  }

  // MARK: Diagnostics

  /// Publishes a document's diagnostics after `delay` milliseconds, unless another change
  /// schedules them again before then.
  private func schedule(_ uri: String, delay: Int) {
    let generation = (scheduled[uri] ?? 0) + 1
    scheduled[uri] = generation
    queue.asyncAfter(deadline: .now() + .milliseconds(delay)) { [self] in
      guard scheduled[uri] == generation, lifecycle == .running, let analysis = analysis(uri)
      else { return }
      if analysis.linted == nil { statistics.lints[uri, default: 0] += 1 }
      send(publisher.update(analysis, open: Set(workspace.documents.keys)))
    }
  }

  private func send(_ publications: [DiagnosticPublisher.Publication]) {
    for publication in publications {
      statistics.publications += 1
      connection.send(
        RPCOutgoing.notification("textDocument/publishDiagnostics", publication.params))
    }
  }
}
