import Foundation
import SkinKit
import Testing

/// Live reload from a URL, against a real HTTP server on 127.0.0.1 started by each test.
@Suite("Live reload from a URL")
struct HTTPReloadTests {
  static func harness(_ server: HTTPTestServer, timeout: Duration = .seconds(10))
    -> ReloadHarness
  {
    ReloadHarness(
      [.url(server.url("main.skss"))],
      options: .init(refreshInterval: .milliseconds(100), requestTimeout: timeout))
  }

  @Test("changing content is fetched with conditional requests; @import resolves against the URL")
  func changingContent() throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    try server.root.makeDirectory("parts")
    try server.root.write("parts/colors.skss", "Label.title { color: #0000ff }\n")
    try server.root.write("main.skss", "@import \"parts/colors.skss\";\nLabel { font-size: 20 }\n")
    let harness = Self.harness(server)
    defer { harness.reloader.stop() }

    let first = harness.start()
    #expect(first.count == 1)
    let initial = try #require(first.first?.applied)
    #expect(initial.source == .url(server.url("main.skss")))
    #expect(
      initial.files == [
        server.url("main.skss").absoluteString, server.url("parts/colors.skss").absoluteString,
      ])
    #expect(initial.skin.name == "main")
    #expect(harness.title.textColor == StyleColor(hex: "#0000ff"))
    #expect(harness.body.font.size == 20)
    // (The server logs a request after answering it: wait for the line.)
    #expect(server.waitForRequest("GET /parts/colors.skss 200"))
    #expect(
      Array(server.requests.prefix(2)) == ["GET /main.skss 200", "GET /parts/colors.skss 200"])

    // Nothing changed: the refreshes are answered 304 Not Modified.
    #expect(server.waitForRequest("GET /main.skss 304", count: 2))
    #expect(server.waitForRequest("GET /parts/colors.skss 304", count: 2))

    try server.root.replace("parts/colors.skss", "Label.title { color: #ff0000 }\n")
    let changed = harness.next()
    #expect(changed.count == 1)
    let applied = try #require(changed.first?.applied)
    #expect(applied.previousSkin === initial.skin)
    #expect(applied.report.writtenProperties == 1)
    #expect(harness.title.textColor == StyleColor(hex: "#ff0000"))
    #expect(server.waitForRequest("GET /parts/colors.skss 200", count: 2))
    #expect(server.requests.filter { $0 == "GET /parts/colors.skss 200" }.count == 2)
  }

  @Test("stopping while the refresh timer fetches never traps, whatever the timing")
  func stopWhileFetching() throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    try server.root.write("main.skss", "Label { font-size: 20 }\n")
    for round in 0..<40 {
      let harness = ReloadHarness(
        [.url(server.url("main.skss"))],
        options: .init(refreshInterval: .milliseconds(1), requestTimeout: .seconds(10)))
      #expect(harness.start().first?.applied != nil)
      // A stop at a different moment of the timer's fetch in each round.
      Thread.sleep(forTimeInterval: Double(round % 8) / 1000)
      harness.reloader.stop()
      #expect(harness.next().isEmpty)
    }
  }

  @Test("a 404 keeps the last good style; the sheet reloads when it is served again")
  func notFound() throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    try server.root.write("main.skss", "@import \"colors.skss\";\n")
    try server.root.write("colors.skss", "Label.title { color: #0000ff }\n")
    let harness = Self.harness(server)
    defer { harness.reloader.stop() }
    let good = try #require(harness.start().first?.applied?.skin)

    try server.root.delete("main.skss")
    let missing = harness.next()
    #expect(missing.count == 1)
    let failure = try #require(missing.first?.failure)
    let main = server.url("main.skss").absoluteString
    #expect(failure.reason == .unavailable)
    #expect(failure.activeSkin === good)
    #expect(
      failure.diagnostics.map(\.description) == [
        "\(main):1:1: error: cannot load '\(main)': HTTP 404 Not Found; keeping the last good style [stylesheet-unavailable]"
      ])
    #expect(harness.title.textColor == StyleColor(hex: "#0000ff"))
    #expect(harness.manager.skin === good)

    // An import that is not found is an error in the importing sheet.
    try server.root.delete("colors.skss")
    try server.root.replace("main.skss", "@import \"colors.skss\";\n")
    let importFailure = try #require(harness.next().first?.failure)
    #expect(importFailure.reason == .errors)
    #expect(
      importFailure.diagnostics.map(\.description) == [
        "\(main):1:1: error: cannot import 'colors.skss': HTTP 404 Not Found [import-not-found]"
      ])
    #expect(harness.title.textColor == StyleColor(hex: "#0000ff"))

    try server.root.replace("colors.skss", "Label.title { color: #00ff00 }\n")
    let back = try #require(harness.next().first?.applied)
    #expect(back.previousSkin === good)
    #expect(harness.title.textColor == StyleColor(hex: "#00ff00"))
  }

  @Test("a server that never answers: the timeout is reported and the last good style kept")
  func serverThatNeverAnswers() throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    try server.root.write("main.skss", "Label.title { color: #0000ff }\n")
    // Long enough for the server's real answers on a loaded machine.
    let harness = Self.harness(server, timeout: .seconds(5))
    defer { harness.reloader.stop() }
    let good = try #require(harness.start().first?.applied?.skin)

    try server.root.write("main.skss.hang", "")
    let silent = harness.next()
    #expect(silent.count == 1)
    let failure = try #require(silent.first?.failure)
    let main = server.url("main.skss").absoluteString
    #expect(failure.reason == .timedOut)
    #expect(failure.activeSkin === good)
    #expect(
      failure.diagnostics.map(\.description) == [
        "\(main):1:1: error: cannot load '\(main)': no answer within 5 s; keeping the last good style [stylesheet-timed-out]"
      ])
    #expect(server.waitForRequest("GET /main.skss hang"))
    #expect(harness.title.textColor == StyleColor(hex: "#0000ff"))
    #expect(harness.manager.skin === good)
    #expect(harness.reloader.skin === good)

    // The server answers again: the sheet is read again (and nothing changes).
    try server.root.delete("main.skss.hang")
    let back = try #require(harness.next().first?.applied)
    #expect(back.previousSkin === good)
    #expect(back.report.writtenProperties == 0)
    #expect(harness.title.textColor == StyleColor(hex: "#0000ff"))
  }

  @Test("without an ETag, Last-Modified / If-Modified-Since does the same")
  func lastModified() throws {
    let server = try HTTPTestServer()
    defer { server.stop() }
    try server.root.write("main.skss", "Label.title { color: #0000ff }\n")
    try server.root.write("main.skss.no-etag", "")
    let modified = Date(timeIntervalSince1970: 1_700_000_000)
    try FileManager.default.setAttributes(
      [.modificationDate: modified], ofItemAtPath: server.root.path("main.skss"))
    let harness = Self.harness(server)
    defer { harness.reloader.stop() }
    #expect(harness.start().first?.isApplied == true)
    #expect(server.waitForRequest("GET /main.skss 304", count: 2))

    try server.root.replace("main.skss", "Label.title { color: #ff0000 }\n")
    try FileManager.default.setAttributes(
      [.modificationDate: modified.addingTimeInterval(60)],
      ofItemAtPath: server.root.path("main.skss"))
    #expect(harness.next().first?.applied?.report.writtenProperties == 1)
    #expect(harness.title.textColor == StyleColor(hex: "#ff0000"))
  }
}
