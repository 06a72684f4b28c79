import Foundation
import SkinKit
import SkinKitCLI
import SkinKitSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `skss watch` end to end: the command runs on a background thread with a capturing
/// CommandIO while the test edits the sheet, and stops through `io.cancellation` (or a
/// signal, in a child process).
@Suite("skss watch")
struct WatchCommandTests {
  static let tree =
    #"{"type": "Window", "children": [{"type": "Label", "classes": ["title"]}, {"type": "Label"}]}"#

  /// Runs `skss watch` on a thread of its own; `finished` is signaled with its status.
  final class Run: Sendable {
    let io = CommandIO.capturing()
    let status = Locked<Int32?>(nil)
    let finished = DispatchSemaphore(value: 0)

    init(_ arguments: [String]) {
      Thread.detachNewThread { [self] in
        let result = SKSS.run(["watch"] + arguments, io: io)
        status.update { $0 = result }
        finished.signal()
      }
    }

    func waitForOutput(_ condition: @escaping (String, String) -> Bool) -> Bool {
      io.waitForOutput(timeout: eventDeadline, until: condition)
    }

    /// Cancels and waits for the command to return.
    func stop() -> Int32? {
      io.cancellation.cancel()
      guard finished.wait(timeout: .now() + eventDeadline.dispatchTime) == .success else {
        return nil
      }
      return status.value
    }
  }

  @Test("prints the styles, then each save's differences or diagnostics, and stops on cancel")
  func printsStylesThenDifferences() throws {
    let directory = try TemporaryDirectory("watch")
    defer { directory.remove() }
    let sheet = directory.path("Theme.skss")
    try directory.write("Theme.skss", "Label.title { color: #111111 }\n")
    try directory.write("tree.json", Self.tree)
    let run = Run([sheet, "--tree", directory.path("tree.json"), "--property", "color"])

    #expect(run.waitForOutput { output, _ in output.contains("0/1 Label\n") })
    #expect(
      run.io.standardOutput == """
        watching \(sheet) (Ctrl-C to stop)
        0 Window
          color: #000000ff
        0/0 Label.title
          color: #111111ff
        0/1 Label
          color: #000000ff

        """)

    try directory.replace(
      "Theme.skss", "Label.title { color: #ff0000 }\nWindow { color: #00ff00 }\n")
    #expect(run.waitForOutput { output, _ in output.contains("reloaded") })
    #expect(
      run.io.standardOutput.components(separatedBy: "0/1 Label\n  color: #000000ff\n").last
        == """
        --- \(sheet) reloaded: 3 changes
        0 Window  color: #000000ff → #00ff00ff
        0/0 Label.title  color: #111111ff → #ff0000ff
        0/1 Label  color: #000000ff → #00ff00ff

        """)

    try directory.write("Theme.skss", "Label.title { color: $accent }\n")
    #expect(run.waitForOutput { output, _ in output.contains("has errors") })
    #expect(
      run.io.standardError
        == "\(sheet):1:22: error: constant '$accent' is not defined before this use; the declaration is dropped [undefined-constant]\n"
    )
    #expect(
      run.io.standardOutput.hasSuffix(
        "--- \(sheet) has errors; keeping the last good style\n"))

    try directory.write("Theme.skss", "$accent: #0000ff;\nLabel.title { color: $accent }\n")
    #expect(run.waitForOutput { output, _ in output.hasSuffix("→ #000000ff\n") })
    #expect(
      run.io.standardOutput.hasSuffix(
        """
        --- \(sheet) has errors; keeping the last good style
        --- \(sheet) reloaded: 3 changes
        0 Window  color: #00ff00ff → #000000ff
        0/0 Label.title  color: #ff0000ff → #0000ffff
        0/1 Label  color: #00ff00ff → #000000ff

        """))

    #expect(run.stop() == 0)
    #expect(run.io.standardOutput.hasSuffix("stopped\n"))
  }

  @Test("by default, the declared properties; one that stops being set prints as (not set)")
  func declaredProperties() throws {
    let directory = try TemporaryDirectory("watch")
    defer { directory.remove() }
    let sheet = directory.path("Theme.skss")
    try directory.write("Theme.skss", "Label.title { font-size: 22 }\n")
    try directory.write("tree.json", Self.tree)
    let run = Run([sheet, "--tree", directory.path("tree.json")])
    #expect(run.waitForOutput { output, _ in output.contains("0/1 Label\n") })
    try directory.replace("Theme.skss", "Label { text-alignment: center }\n")
    #expect(run.waitForOutput { output, _ in output.contains("reloaded") })
    #expect(
      run.io.standardOutput.components(separatedBy: "0/1 Label\n").last
        == """
        --- \(sheet) reloaded: 3 changes
        0/0 Label.title  font-size: 22 → (not set)
        0/0 Label.title  text-align: (not set) → center
        0/1 Label  text-align: (not set) → center

        """)
    #expect(run.stop() == 0)
  }

  @Test("bad usage: no tree, a sheet that does not exist")
  func usage() throws {
    let directory = try TemporaryDirectory("watch")
    defer { directory.remove() }
    try directory.write("tree.json", Self.tree)
    let noTree = CommandIO.capturing()
    #expect(SKSS.run(["watch", directory.path("Theme.skss")], io: noTree) == 2)
    #expect(noTree.standardError.hasPrefix("skss watch: --tree TREE.json is required\n"))
    let missing = CommandIO.capturing()
    #expect(
      SKSS.run(
        ["watch", directory.path("Theme.skss"), "--tree", directory.path("tree.json")], io: missing)
        == 2)
    #expect(
      missing.standardError.hasPrefix(
        "skss watch: cannot read '\(directory.path("Theme.skss"))': no such file\n"))
    // An interchange file would be parsed as .skss text: refused, with the way out.
    try directory.write("uiss.json", #"{"UILabel": {"textColor": "red"}}"#)
    let uiss = CommandIO.capturing()
    #expect(
      SKSS.run(
        ["watch", directory.path("uiss.json"), "--tree", directory.path("tree.json")], io: uiss)
        == 2)
    #expect(
      uiss.standardError.hasPrefix(
        "skss watch: '\(directory.path("uiss.json"))' is not a .skss sheet; watch reads .skss only (skss convert makes one)\n"
      ))
    let help = CommandIO.capturing()
    #expect(SKSS.run(["watch", "--help"], io: help) == 0)
    #expect(help.standardOutput.hasPrefix("usage: skss watch SHEET... --tree TREE.json"))
    #expect(help.standardOutput.contains("examples:\n  skss watch Stylesheets/Default.skss"))
  }

  @Test("SIGTERM ends the command cleanly, with exit status 0")
  func sigterm() async throws {
    let directory = try TemporaryDirectory("watch")
    defer { directory.remove() }
    try directory.write("Theme.skss", "Label.title { color: #111111 }\n")
    try directory.write("tree.json", Self.tree)
    let sheet = directory.path("Theme.skss")
    let tree = directory.path("tree.json")
    await #expect(processExitsWith: .exitCode(0)) {
      [sheet = sheet as String, tree = tree as String] in
      let io = CommandIO.capturing()
      Thread.detachNewThread {
        // The signal handlers are installed before the styles are printed.
        guard
          io.waitForOutput(timeout: .seconds(60), until: { out, _ in out.contains("0/1 Label") })
        else { exit(3) }
        kill(getpid(), SIGTERM)
        // A lost signal fails the test instead of leaving the command watching forever.
        Thread.sleep(forTimeInterval: 60)
        exit(5)
      }
      let status = SKSS.run(["watch", sheet, "--tree", tree], io: io)
      exit(status == 0 && io.standardOutput.hasSuffix("stopped\n") ? 0 : 4)
    }
  }
}
