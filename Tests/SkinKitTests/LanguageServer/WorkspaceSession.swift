import Foundation
import SkinKitLanguageServer
import Testing

/// A workspace folder on disk holding the files given (paths relative to it, folders made as
/// needed), a client that starts the server with it as its root, and some of the files open.
/// End it with ``close()``.
final class WorkspaceSession {
  let directory: URL
  let client = LSPClient()
  let files: [String: String]

  init(
    _ files: [String: String], open: [String], options: JSONValue = ["diagnosticDelay": 0],
    textDocument: [String: JSONValue] = [:], workspace: [String: JSONValue] = [:],
    markdown: Bool = true, watchesFiles: Bool = false
  ) throws {
    directory = try Product.temporaryDirectory()
    self.files = files
    for (name, text) in files {
      let url = directory.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    try client.initialize(
      root: directory, options: options, markdown: markdown, watchesFiles: watchesFiles,
      textDocument: textDocument, workspace: workspace)
    for name in open { client.open(uri(name), files[name]!) }
  }

  /// The URI of a file of the workspace.
  func uri(_ name: String) -> String { directory.appendingPathComponent(name).absoluteString }

  /// The params naming a file and a position in it.
  func at(_ name: String, _ line: Int, _ character: Int) -> JSONValue {
    SkinKitTests.at(uri(name), line, character)
  }

  /// A request's result.
  func result(_ method: String, _ params: JSONValue) throws -> JSONValue {
    try client.result(method, params)
  }

  /// A request's error (it must fail).
  func error(_ method: String, _ params: JSONValue) throws -> JSONValue {
    let response = try client.request(method, params)
    return try #require(response["error"], "\(method) answered \(response)")
  }

  func close() {
    _ = try? client.shutDown()
    try? FileManager.default.removeItem(at: directory)
  }
}

/// `{"uri": …, "range": …}`.
func location(_ uri: String, _ range: JSONValue) -> JSONValue {
  ["uri": .string(uri), "range": range]
}
