import Foundation
import Testing

/// `--help` texts the documentation relies on: each names its options, its exit statuses and
/// more than one example.
@Suite("skss --help texts")
struct CommandHelpTests {
  @Test("bench --help: every option, the exit status, several examples")
  func bench() {
    let help = Product.run(["bench", "--help"]).out
    for part in [
      "options:", "--tree FILE", "--sheet FILE", "--runs K", "--json", "exit status: 0",
      "examples:", "skss bench --tree Samples/Trees/preview.json",
    ] {
      #expect(help.contains(part), "\(part)")
    }
    #expect(Self.examples(help) >= 2)
  }

  @Test("format --help: its option, the exit status, several examples")
  func format() {
    let help = Product.run(["format", "--help"]).out
    for part in [
      "options:", "--in-place", "exit status: 0", "1 a file was not formatted", "examples:",
    ] {
      #expect(help.contains(part), "\(part)")
    }
    #expect(Self.examples(help) >= 2)
  }

  @Test("watch --help: every option, the exit status, several examples")
  func watch() {
    let help = Product.run(["watch", "--help"]).out
    for part in [
      "options:", "--tree FILE", "-p, --property, --properties P,...", "--env K=V", "--debounce MS",
      "--poll",
      "--interval S", "--timeout S", "Ctrl-C or SIGTERM", "exit status: 0", "2 bad usage",
      "examples:", "skss watch Stylesheets/Default.skss --tree Samples/Trees/settings.json",
    ] {
      #expect(help.contains(part), "\(part)")
    }
    #expect(Self.examples(help) >= 2)
    #expect(!help.contains("design.md"), "a document users do not have")
  }

  @Test("studio --help: every option, the exit status, several examples")
  func studio() {
    let help = Product.run(["studio", "--help"]).out
    for part in [
      "usage: skss studio SHEET... [--tree TREE.json] [--env key=value,...]... [--host ADDRESS]",
      "options:", "--tree FILE", "--env K=V", "--host ADDRESS", "--port N", "--token TOKEN",
      "--allow-host NAME", "default 127.0.0.1", "DNS rebinding", "StyleInspector",
      "Ctrl-C or SIGTERM", "exit status: 0", "2 bad usage", "examples:",
      "skss studio Stylesheets/Default.skss",
    ] {
      #expect(help.contains(part), "\(part)")
    }
    #expect(Self.examples(help) >= 2)
  }

  @Test(
    "--tree points to examples users have",
    arguments: ["resolve", "explain", "preview", "watch", "studio"])
  func treeOption(command: String) {
    let help = Product.run([command, "--help"]).out
    #expect(help.contains("--tree FILE        the widget tree (JSON; Samples/Trees has examples)"))
  }

  @Test("bench's first example runs as written")
  func benchExampleRuns() {
    let result = Product.run([
      "bench", "--tree", Product.path("Samples/Trees/preview.json"), "--sheet",
      Product.path("Stylesheets/Default.skss"), "--runs", "1",
    ])
    #expect(result.status == 0)
    for key in [
      "parse_ms", "syntax_ms", "compile_ms", "index_ms", "resolve_ms", "restyle_ms",
      "theme_toggle_ms", "nodes ",
    ] {
      #expect(result.out.contains(key), "\(key)")
    }
    // One run: parse_ms is its three stages added up (each rounded to a microsecond).
    let json = Product.run([
      "bench", "--tree", Product.path("Samples/Trees/preview.json"), "--sheet",
      Product.path("Stylesheets/Default.skss"), "--runs", "1", "--json",
    ])
    let figures =
      (try? JSONSerialization.jsonObject(with: Data(json.out.utf8))) as? [String: Any] ?? [:]
    let stages = ["syntax_ms", "compile_ms", "index_ms"].compactMap { figures[$0] as? Double }
    #expect(stages.count == 3)
    #expect(stages.allSatisfy { $0 > 0 })
    let parse = figures["parse_ms"] as? Double ?? -1
    #expect(abs(parse - stages.reduce(0, +)) <= 0.002)
    #expect(figures["rules"] as? Int == 56)
    // Memory: the objects' apart from SkinKit's own, each a heap reading on Linux.
    let memory = ["peak_rss_mb", "baseline_rss_mb", "rss_first_mb", "used_first_mb"]
    #expect(memory.allSatisfy { (figures[$0] as? Double ?? 0) > 0 })
    #if os(Linux)
    // The heap readings are the process's, and 45 nodes take too little to be told from what
    // other work in it frees meanwhile: each is there, never below zero.
    let split = ["objects_mb", "skinkit_held_mb", "skinkit_peak_mb"]
    #expect(split.allSatisfy { (figures[$0] as? Double ?? -1) >= 0 })
    #expect(["heap_first_mb", "heap_last_mb"].allSatisfy { (figures[$0] as? Double ?? 0) > 0 })
    #endif
  }

  /// The lines after `examples:` that run `skss`.
  static func examples(_ help: String) -> Int {
    guard let start = help.range(of: "examples:") else { return 0 }
    return help[start.upperBound...].split(separator: "\n").filter { $0.contains("skss ") }.count
  }
}
