import Foundation
import SkinKit
import Testing

@testable import SkinKitCLI

/// `skss studio` on the command line: what it prints, how it stops, and one clear message
/// with exit status 2 for every bad command line.
@Suite("skss studio")
struct StudioCommandTests {
  /// Runs `skss studio` until it has printed its address, then stops it as Ctrl-C does.
  static func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
    final class Status: @unchecked Sendable {
      // Written by the command's thread before it signals; read after the wait.
      var value: Int32 = -1
    }
    let io = CommandIO.capturing()
    let status = Status()
    let finished = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      status.value = SKSS.run(["studio"] + arguments, io: io)
      finished.signal()
    }
    _ = io.waitForOutput(timeout: .seconds(60)) { out, _ in out.contains("\napps: ") }
    io.cancellation.cancel()
    guard finished.wait(timeout: .now() + .seconds(60)) == .success else {
      return (-1, io.standardOutput, io.standardError)
    }
    return (status.value, io.standardOutput, io.standardError)
  }

  @Test("it prints its address, the line apps use, the sheets' problems; Ctrl-C stops it")
  func runs() throws {
    let directory = try TemporaryDirectory("studio-command")
    defer { directory.remove() }
    try "Label { colr: red; }\n".write(
      toFile: directory.path("theme.skss"), atomically: true, encoding: .utf8)
    let token = "command-token-0123456789"
    let result = Self.run([directory.path("theme.skss"), "--port", "0", "--token", token])
    #expect(result.status == 0)
    let lines = result.out.split(separator: "\n").map(String.init)
    let port = try #require(lines.first?.firstMatch(of: /127\.0\.0\.1:(\d+)/)?.1)
    #expect(
      lines == [
        "studio: http://127.0.0.1:\(port)/t/\(token)/  (Ctrl-C to stop)",
        "apps: StyleInspector(studio: URL(string: \"http://127.0.0.1:\(port)\")!, token: \"\(token)\")",
        "stopped",
      ])
    #expect(
      result.err
        == "\(directory.path("theme.skss")):1:9: warning: unknown property 'colr'; did you mean 'color'? [unknown-property]\n"
    )
  }

  @Test("listening beyond this machine is said")
  func everyInterface() throws {
    let result = Self.run([
      Product.path("Stylesheets/Default.skss"), "--host", "0.0.0.0", "--port", "0",
    ])
    #expect(result.status == 0)
    #expect(
      result.err
        == "skss studio: listening on 0.0.0.0: reachable from other machines, protected by the token only\n"
    )
    #expect(result.out.hasPrefix("studio: http://127.0.0.1:"))
  }

  @Test(
    "a bad command line: one message, exit status 2",
    arguments: [
      ([], "no stylesheet given"),
      (["missing.skss"], "cannot read 'missing.skss'"),
      (["Samples/Interchange/uiss.json"], "is not a .skss sheet; studio reads .skss only"),
      (["Stylesheets/Default.skss", "--port", "70000"], "--port takes a port number, 0 to 65535"),
      (["Stylesheets/Default.skss", "--port", "x"], "--port takes a port number, 0 to 65535"),
      (["Stylesheets/Default.skss", "--token", "short"], "a token is 16 to 128 letters"),
      (
        ["Stylesheets/Default.skss", "--token", "a/b/c/d/e/f/g/h/i/j"],
        "a token is 16 to 128 letters"
      ),
      (["Stylesheets/Default.skss", "--env", "idiom=toaster"], "--env: unknown idiom 'toaster'"),
      (
        ["Stylesheets/Default.skss", "--host", "studio.example"],
        "'studio.example' is not an IP address"
      ),
      (
        ["Stylesheets/Default.skss", "--tree", "missing.json"],
        "missing.json: error: no such tree file"
      ),
    ])
  func badUsage(arguments: [String], message: String) {
    let located = arguments.map {
      $0.hasPrefix("Stylesheets/") || $0.hasPrefix("Samples/") ? Product.path($0) : $0
    }
    let result = Product.run(["studio"] + located)
    #expect(result.status == 2)
    #expect(result.out == "")
    #expect(result.err.hasPrefix("skss studio: "), "\(result.err)")
    #expect(result.err.contains(message), "\(result.err)")
    #expect(result.err.hasSuffix("See 'skss studio --help'.\n"))
  }

  @Test("a port in use: exit status 2, saying so")
  func portInUse() throws {
    let first = try TestStudio(files: ["a.skss": "View { }"], sheets: ["a.skss"])
    let result = Product.run([
      "studio", Product.path("Stylesheets/Default.skss"), "--port", "\(first.studio.server.port)",
    ])
    #expect(result.status == 2)
    #expect(
      result.err.hasPrefix(
        "skss studio: cannot listen on 127.0.0.1 port \(first.studio.server.port): Address already in use"
      ))
  }
}
