import Foundation
import SkinKit
import SkinKitLanguageServer
import Testing

/// The Editors article's messages are the server's: its example workspace (the blocks marked
/// `<!-- lsp-file: PATH -->`) is written to a folder, and each request it shows (`<!--
/// lsp-request -->`) is sent, over pipes, and must get the answer in the block after it (`<!--
/// lsp-response -->`); `file:///home/me/MyApp` stands for the folder. The project file's
/// mistake it shows (`<!-- lsp-project-mistake -->`) is the one its project file gives with
/// `<lenght>` for its syntax.
@Suite("The Editors article's exchanges")
struct EditorsArticleTests {
  static let article = "Sources/SkinKit/SkinKit.docc/Editors.md"
  static let root = "file:///home/me/MyApp/"

  @Test("every request the article shows gets the answer it shows")
  func exchanges() throws {
    let blocks = try DocumentationTests.blocks(Self.article)
    let directory = try Product.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var files: [String: String] = [:]
    for block in blocks {
      guard let name = block.annotation("lsp-file") else { continue }
      files[name] = block.text
      let url = directory.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try block.text.write(to: url, atomically: true, encoding: .utf8)
    }
    #expect(files.count == 4)
    let root =
      directory.absoluteString.hasSuffix("/")
      ? directory.absoluteString : directory.absoluteString + "/"
    func json(_ text: String) throws -> JSONValue {
      try JSONValue(parsing: Array(text.replacingOccurrences(of: Self.root, with: root).utf8))
    }
    let client = LSPClient()
    try client.initialize(root: directory, textDocument: ["rename": ["prepareSupport": true]])
    defer { _ = try? client.shutDown() }
    var opened: Set<String> = []
    var exchanges = 0
    for (index, block) in blocks.enumerated() where block.comments.contains("lsp-request") {
      let request = try json(block.text)
      let method = try #require(request["method"]?.string)
      if let uri = request["params"]?["textDocument"]?["uri"]?.string, !opened.contains(uri) {
        let name = String(uri.dropFirst(root.count))
        client.open(uri, try #require(files[name], "the article shows no \(name)"))
        opened.insert(uri)
      }
      let answer = blocks[index + 1]
      try #require(answer.comments.contains("lsp-response"), "line \(block.line): no response")
      var response = try #require(client.request(method, request["params"] ?? [:]).object)
      response["jsonrpc"] = nil
      response["id"] = nil
      #expect(
        .object(response) == (try json(answer.text)),
        "\(Self.article) line \(answer.line): the server answers \(JSONValue.object(response))")
      exchanges += 1
    }
    #expect(exchanges == 7)
  }

  @Test("the project file's mistake it shows is its project file's, with <lenght>")
  func projectMistake() throws {
    let blocks = try DocumentationTests.blocks(Self.article)
    let project = try #require(
      blocks.first { $0.annotation("lsp-file") == ".skss-project.json" })
    let shown = try #require(blocks.first { $0.comments.contains("lsp-project-mistake") })
    let broken = project.text.replacingOccurrences(of: "<length [0,∞]>", with: "<lenght>")
    guard
      case .invalid(let diagnostic) = ProjectFile.parse(
        SourceFile(path: ".skss-project.json", text: broken))
    else {
      Issue.record("the broken project file is invalid")
      return
    }
    #expect(shown.text == diagnostic.description + "\n")
  }
}
