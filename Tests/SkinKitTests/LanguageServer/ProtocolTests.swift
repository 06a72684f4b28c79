import Foundation
import SkinKitLanguageServer
import Testing

/// `skss lsp`'s base protocol and lifecycle, over pipes: framing, `initialize`'s
/// capabilities, `shutdown` and `exit` with their exit status, and the errors JSON-RPC
/// prescribes — after each of which the server goes on.
@Suite("Language server: protocol and lifecycle")
struct ProtocolTests {
  @Test("initialize answers the capabilities; shutdown then exit ends with status 0")
  func lifecycle() throws {
    let client = LSPClient()
    let result = try client.initialize()
    #expect(
      result == [
        "capabilities": [
          "positionEncoding": "utf-16",
          "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
          "completionProvider": [
            "triggerCharacters": [":", "$", "@", "("], "resolveProvider": false,
          ],
          "hoverProvider": true, "definitionProvider": true, "referencesProvider": true,
          "documentHighlightProvider": true, "renameProvider": true,
          "documentFormattingProvider": true, "documentRangeFormattingProvider": true,
          "colorProvider": true, "documentSymbolProvider": true, "workspaceSymbolProvider": true,
          "documentLinkProvider": ["resolveProvider": false], "foldingRangeProvider": true,
          "selectionRangeProvider": true, "codeActionProvider": ["codeActionKinds": ["quickfix"]],
          "workspace": ["workspaceFolders": ["supported": true, "changeNotifications": true]],
        ],
        "serverInfo": ["name": "skss", "version": "test"],
      ])
    let shutdown = try client.request("shutdown", .null)
    #expect(shutdown["result"] == .null)
    #expect(shutdown["error"] == nil)
    // After shutdown, requests are refused, and exit ends the server with 0.
    let late = try client.request("textDocument/hover", at("file:///a.skss", 0, 0))
    #expect(late["error"]?["code"] == -32600)
    client.notify("exit", .null)
    #expect(client.exitStatus() == 0)
  }

  @Test("a client that prepares renames is offered prepareRename (RenameOptions)")
  func renameOptions() throws {
    let client = LSPClient()
    let result = try client.initialize(textDocument: ["rename": ["prepareSupport": true]])
    #expect(result["capabilities"]?["renameProvider"] == ["prepareProvider": true])
    #expect(try client.shutDown() == 0)
  }

  @Test("exit without shutdown ends with status 1")
  func exitWithoutShutdown() throws {
    let client = LSPClient()
    try client.initialize()
    client.notify("exit")
    #expect(client.exitStatus() == 1)
  }

  @Test("a request before initialize is refused with ServerNotInitialized (-32002)")
  func beforeInitialize() throws {
    let client = LSPClient()
    let response = try client.request("textDocument/hover", at("file:///a.skss", 0, 0))
    #expect(response["error"]?["code"] == -32002)
    try client.initialize()
    let again = try client.request("initialize", ["capabilities": [:]])
    #expect(again["error"]?["code"] == -32600)
    #expect(try client.shutDown() == 0)
  }

  @Test("an unknown method answers MethodNotFound (-32601) with its id; notifications are ignored")
  func unknownMethod() throws {
    let client = LSPClient()
    try client.initialize()
    client.notify("workspace/somethingElse", ["x": 1])
    let response = try client.request("textDocument/inlayHint", document("file:///a.skss"))
    #expect(
      response == [
        "jsonrpc": "2.0", "id": 2,
        "error": ["code": -32601, "message": "no method 'textDocument/inlayHint'"],
      ])
    #expect(try client.shutDown() == 0)
  }

  @Test("malformed JSON answers a parse error (-32700, id null) and the server goes on")
  func malformedJSON() throws {
    let client = LSPClient()
    try client.initialize()
    client.write(json: #"{"jsonrpc": "2.0", "id": 5, "method": "shutdown""#)
    let error = try #require(client.waitForMessage { $0["error"]?["code"] == -32700 })
    #expect(error.message["id"] == .null)
    // Valid JSON that is not a request: Invalid Request, with the id when it had one.
    client.write(json: #"[1, 2]"#)
    client.write(json: #"{"jsonrpc": "2.0", "id": 7}"#)
    let invalid = try #require(client.waitForMessage { $0["id"] == 7 })
    #expect(invalid.message["error"]?["code"] == -32600)
    #expect(client.waitForMessage { $0["error"]?["code"] == -32600 && $0["id"] == .null } != nil)
    // A message nesting 100,000 arrays deep: a parse error, not a crash.
    client.write(
      json: String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
    let deep = try #require(
      client.waitForMessage(after: error.index + 1) {
        $0["error"]?["message"] == "the message nests deeper than 256 levels"
      })
    // A header without Content-Length: a parse error, then the next message is read.
    client.write(Array("Content-Type: application/vscode-jsonrpc\r\n\r\n".utf8))
    let header = try #require(
      client.waitForMessage(after: deep.index + 1) { $0["error"]?["code"] == -32700 })
    #expect(
      header.message["error"]?["message"]
        == "a message header needs 'Content-Length: N'; got 'Content-Type: application/vscode-jsonrpc'"
    )
    #expect(try client.shutDown() == 0)
    #expect(client.logged.count == 3)
  }

  @Test("frames split anywhere, several in one write, and headers with Content-Type are read")
  func framing() throws {
    let client = LSPClient()
    try client.initialize()
    func frame(_ text: String, contentType: Bool = false) -> [UInt8] {
      let type = contentType ? "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n" : ""
      return Array("content-length: \(text.utf8.count)\r\n\(type)\r\n".utf8) + Array(text.utf8)
    }
    // One byte at a time, a body with non-ASCII text (its length in bytes).
    let hover = frame(
      #"{"jsonrpc":"2.0","id":"é-1","method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"file:///x.skss"}}}"#
    )
    for byte in hover { client.write([byte]) }
    let first = try #require(client.waitForMessage { $0["id"] == "é-1" })
    #expect(first.message["result"] == [])
    // Two messages in one write, the second with a Content-Type header.
    client.write(
      frame(#"{"jsonrpc":"2.0","id":21,"method":"skss/statistics"}"#)
        + frame(#"{"jsonrpc":"2.0","id":22,"method":"skss/statistics"}"#, contentType: true))
    #expect(client.waitForMessage { $0["id"] == 21 }?.message["result"] != nil)
    #expect(client.waitForMessage { $0["id"] == 22 }?.message["result"] != nil)
    #expect(try client.shutDown() == 0)
  }

  @Test("a request cancelled before it is handled answers RequestCancelled (-32800)")
  func cancellation() throws {
    let client = LSPClient()
    try client.initialize()
    // Both frames in one write (one read): the cancellation is noted before the request is
    // handled.
    func frame(_ text: String) -> [UInt8] {
      Array("Content-Length: \(text.utf8.count)\r\n\r\n".utf8) + Array(text.utf8)
    }
    client.write(
      frame(#"{"jsonrpc":"2.0","id":40,"method":"skss/statistics"}"#)
        + frame(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":40}}"#))
    let answer = try #require(client.waitForMessage { $0["id"] == 40 })
    #expect(answer.message["error"] == ["code": -32800, "message": "cancelled"])
    // A cancellation of a request already answered changes nothing.
    client.notify("$/cancelRequest", ["id": 1])
    #expect(try client.result("skss/statistics")["publications"] == 0)
    #expect(try client.shutDown() == 0)
  }

  @Test("the end of the input ends the server (status 1 without shutdown)")
  func endOfInput() throws {
    let client = LSPClient()
    try client.initialize()
    client.closeInput()
    #expect(client.exitStatus() == 1)
  }
}
