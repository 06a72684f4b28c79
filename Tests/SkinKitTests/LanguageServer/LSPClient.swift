import Foundation
import SkinKitLanguageServer
import Testing

/// A language client for tests: runs a server on a thread, connected by two pipes, and talks
/// to it with real protocol messages — framed by this client's own code, not the server's,
/// and read back strictly: any byte on the server's output that is not part of a
/// `Content-Length` frame holding JSON fails the test. End every session (``shutDown()`` or
/// ``closeInput()``): the threads stop when the server does.
final class LSPClient: @unchecked Sendable {
  private let toServer = Pipe()
  private let fromServer = Pipe()
  private let condition = NSCondition()
  private var messages: [JSONValue] = []
  private var status: Int32?
  private var nextID = 0
  /// Lines the server logged (its standard error).
  private(set) var logged: [String] = []

  /// The default timeout for an answer: long, as debug builds on a busy machine are slow.
  static let timeout: TimeInterval = 120

  init() {
    let server = LanguageServer(
      input: toServer.fileHandleForReading.fileDescriptor,
      output: fromServer.fileHandleForWriting.fileDescriptor, version: "test",
      log: { [weak self] line in self?.record(log: line) })
    Thread.detachNewThread { [self] in
      let code = server.run()
      // The pipes' descriptors are closed (and may be reused by another test) only once the
      // server has stopped reading: its input is closed first, and waited for.
      try? toServer.fileHandleForWriting.close()
      server.waitUntilInputEnds()
      // The reading thread then sees the end of the server's output.
      try? fromServer.fileHandleForWriting.close()
      condition.lock()
      status = code
      condition.broadcast()
      condition.unlock()
    }
    Thread.detachNewThread { [self] in readLoop() }
  }

  private func record(log line: String) {
    condition.lock()
    logged.append(line)
    condition.unlock()
  }

  // MARK: Writing

  /// Writes raw bytes to the server (a frame, part of one, or garbage).
  func write(_ bytes: [UInt8]) {
    toServer.fileHandleForWriting.write(Data(bytes))
  }

  /// Closes the server's input (as a client that goes away does).
  func closeInput() {
    try? toServer.fileHandleForWriting.close()
  }

  /// Frames a JSON text and writes it.
  func write(json text: String) {
    write(Array("Content-Length: \(text.utf8.count)\r\n\r\n".utf8) + Array(text.utf8))
  }

  /// Sends a notification.
  func notify(_ method: String, _ params: JSONValue = [:]) {
    write(json: text(["jsonrpc": "2.0", "method": .string(method), "params": params]))
  }

  /// Sends a request and waits for its response (the whole message).
  @discardableResult
  func request(_ method: String, _ params: JSONValue = [:]) throws -> JSONValue {
    let id = send(method, params)
    return try response(to: id)
  }

  /// Sends a request without waiting; returns its id.
  func send(_ method: String, _ params: JSONValue = [:]) -> Int {
    condition.lock()
    nextID += 1
    let id = nextID
    condition.unlock()
    write(
      json: text([
        "jsonrpc": "2.0", "id": JSONValue(id), "method": .string(method), "params": params,
      ]))
    return id
  }

  /// A request's result (its response must have one).
  func result(_ method: String, _ params: JSONValue = [:]) throws -> JSONValue {
    let response = try request(method, params)
    return try #require(response["result"], "\(method) answered \(response)")
  }

  private func text(_ value: JSONValue) -> String {
    String(decoding: value.serialized, as: UTF8.self)
  }

  // MARK: Reading

  private func readLoop() {
    let handle = fromServer.fileHandleForReading
    var buffer: [UInt8] = []
    while true {
      let data = handle.availableData
      if data.isEmpty { return }
      buffer += data
      while let (message, rest) = Self.frame(in: buffer) {
        buffer = rest
        condition.lock()
        messages.append(message)
        condition.broadcast()
        condition.unlock()
      }
    }
  }

  /// One strictly framed message at the start of `buffer`, and what follows it.
  private static func frame(in buffer: [UInt8]) -> (JSONValue, [UInt8])? {
    let prefix = Array("Content-Length: ".utf8)
    guard buffer.count >= prefix.count else { return nil }
    guard Array(buffer[0..<prefix.count]) == prefix else {
      Issue.record(
        "the server wrote something else than a frame: \(String(decoding: buffer, as: UTF8.self))")
      return nil
    }
    var index = prefix.count
    var length = 0
    while index < buffer.count, buffer[index] >= 0x30, buffer[index] <= 0x39 {
      length = length * 10 + Int(buffer[index] - 0x30)
      index += 1
    }
    guard buffer.count >= index + 4 else { return nil }
    guard Array(buffer[index..<(index + 4)]) == [13, 10, 13, 10] else {
      Issue.record("a header the server wrote is not 'Content-Length: N\\r\\n\\r\\n'")
      return nil
    }
    let start = index + 4
    guard buffer.count >= start + length else { return nil }
    let body = Array(buffer[start..<(start + length)])
    guard let value = try? JSONValue(parsing: body), value["jsonrpc"] == "2.0" else {
      Issue.record(
        "the server wrote a body that is not JSON-RPC: \(String(decoding: body, as: UTF8.self))")
      return nil
    }
    return (value, Array(buffer[(start + length)...]))
  }

  /// Waits for the first message (from `start` on) satisfying `condition`; `nil` on timeout.
  func waitForMessage(
    after start: Int = 0, timeout: TimeInterval = LSPClient.timeout,
    where matches: (JSONValue) -> Bool
  ) -> (index: Int, message: JSONValue)? {
    let deadline = Date(timeIntervalSinceNow: timeout)
    condition.lock()
    defer { condition.unlock() }
    while true {
      if start < messages.count,
        let index = messages.indices[start...].first(where: { matches(messages[$0]) })
      {
        return (index, messages[index])
      }
      guard condition.wait(until: deadline) else { return nil }
    }
  }

  func response(to id: Int) throws -> JSONValue {
    try #require(
      waitForMessage { $0["id"] == JSONValue(id) && $0["method"] == nil }?.message,
      "no response to request \(id)")
  }

  /// Every message received so far.
  var received: [JSONValue] {
    condition.lock()
    defer { condition.unlock() }
    return messages
  }

  /// Waits for diagnostics published for `uri` (with `version`, when given), from message
  /// index `after` on.
  func diagnostics(_ uri: String, version: Int? = nil, after start: Int = 0) throws -> [JSONValue] {
    let found = waitForMessage(after: start) { message in
      message["method"] == "textDocument/publishDiagnostics"
        && message["params"]?["uri"]?.string == uri
        && (version == nil || message["params"]?["version"]?.integer == version)
    }
    let message = try #require(
      found, "no diagnostics for \(uri) version \(version.map(String.init) ?? "any")")
    return message.message["params"]?["diagnostics"]?.array ?? []
  }

  /// Waits for the server to end; its exit status.
  func exitStatus(timeout: TimeInterval = LSPClient.timeout) -> Int32? {
    let deadline = Date(timeIntervalSinceNow: timeout)
    condition.lock()
    defer { condition.unlock() }
    while status == nil {
      guard condition.wait(until: deadline) else { return nil }
    }
    return status
  }

  // MARK: Sessions

  /// `initialize` (with a workspace folder and options) and `initialized`; `watchesFiles`:
  /// whether the client says it watches files for the server; `textDocument` and `workspace`:
  /// more client capabilities of those sections.
  @discardableResult
  func initialize(
    root: URL? = nil, options: JSONValue = ["diagnosticDelay": 0], markdown: Bool = true,
    snippets: Bool = false, watchesFiles: Bool = false,
    textDocument: [String: JSONValue] = [:], workspace: [String: JSONValue] = [:]
  ) throws -> JSONValue {
    let textDocumentCapabilities: [String: JSONValue] = [
      "hover": ["contentFormat": markdown ? ["markdown", "plaintext"] : ["plaintext"]],
      "completion": ["completionItem": ["snippetSupport": .bool(snippets)]],
    ]
    let workspaceCapabilities: [String: JSONValue] = [
      "didChangeWatchedFiles": ["dynamicRegistration": .bool(watchesFiles)]
    ]
    var params: [String: JSONValue] = [
      "processId": .null,
      "capabilities": [
        "textDocument": .object(textDocumentCapabilities.merging(textDocument) { $1 }),
        "workspace": .object(workspaceCapabilities.merging(workspace) { $1 }),
      ],
      "initializationOptions": options,
    ]
    if let root {
      params["rootUri"] = .string(root.absoluteString)
      params["workspaceFolders"] = [["uri": .string(root.absoluteString), "name": "root"]]
    }
    let result = try self.result("initialize", .object(params))
    notify("initialized")
    return result
  }

  /// Opens a document.
  func open(_ uri: String, _ text: String, version: Int = 1) {
    notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": .string(uri), "languageId": "skss", "version": JSONValue(version),
          "text": .string(text),
        ]
      ])
  }

  /// Replaces a range (incremental sync).
  func change(_ uri: String, version: Int, range: JSONValue, text: String) {
    notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": .string(uri), "version": JSONValue(version)],
        "contentChanges": [["range": range, "text": .string(text)]],
      ])
  }

  /// Replaces the whole text (full sync).
  func replace(_ uri: String, version: Int, text: String) {
    notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": .string(uri), "version": JSONValue(version)],
        "contentChanges": [["text": .string(text)]],
      ])
  }

  /// `shutdown` then `exit`; the exit status.
  func shutDown() throws -> Int32? {
    _ = try request("shutdown", .null)
    notify("exit", .null)
    return exitStatus()
  }
}

/// `{"line": l, "character": c}`.
func position(_ line: Int, _ character: Int) -> JSONValue {
  ["line": JSONValue(line), "character": JSONValue(character)]
}

/// `{"start": …, "end": …}` from two positions.
func range(_ line: Int, _ start: Int, _ endLine: Int, _ end: Int) -> JSONValue {
  ["start": position(line, start), "end": position(endLine, end)]
}

/// The params naming a document and a position.
func at(_ uri: String, _ line: Int, _ character: Int) -> JSONValue {
  ["textDocument": ["uri": .string(uri)], "position": position(line, character)]
}

/// The params naming a document.
func document(_ uri: String) -> JSONValue { ["textDocument": ["uri": .string(uri)]] }

/// A diagnostic as the server publishes it.
func lspDiagnostic(
  _ code: String, _ message: String, _ range: JSONValue, severity: Int = 2
) -> JSONValue {
  [
    "range": range, "severity": JSONValue(severity), "code": .string(code), "source": "skss",
    "message": .string(message),
  ]
}
