import Dispatch
import Foundation
import SkinKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `skss watch`: computed styles, then what each save changes.
enum WatchCommand: Subcommand {
  static let name = "watch"
  static let summary = "print computed styles, then the differences on every save of the sheet"
  static let operands = "SHEET..."
  static let debounce = Option.value(
    "--debounce", placeholder: "MS",
    summary: "how long a file must be quiet before reloading (default 50)")
  static let poll = Option.flag(
    "--poll", summary: "poll the files (modification time, size, inode) instead of inotify")
  static let interval = Option.value(
    "--interval", placeholder: "S", synopsis: "SECONDS",
    summary: "how often URLs are checked (default 2)")
  static let timeout = Option.value(
    "--timeout", placeholder: "S", synopsis: "SECONDS",
    summary: "how long a URL request may take (default 10)")
  static let options = [
    Option.tree.required, Option.properties, Option.environment, debounce, poll, interval,
    timeout,
  ]
  static let discussion = """
    Prints every node's computed style (as skss resolve does), then watches the sheets and
    everything they @import. On every save it prints what changed, one line per node and
    property: the node's path, the property, old value → new value ("(not set)" when no
    declaration sets it). A save with errors prints its diagnostics to standard error and
    keeps the last good style; so does a sheet that disappears, until it comes back.

    A SHEET that starts with http:// or https:// is fetched every --interval seconds with
    conditional requests (ETag, Last-Modified); its @imports resolve against its URL.
    Sheets are .skss: unlike the other commands, watch does not read UISS JSON or Themify
    and SkinKit plists (skss convert turns them into .skss).

    Runs until Ctrl-C or SIGTERM. A sheet with errors, or one that cannot be read once the
    watch has begun, is reported and the watch goes on.
    """
  static let exitStatus =
    "0 stopped by Ctrl-C or SIGTERM, 2 bad usage, a tree or a sheet file that cannot be read "
    + "at the start"
  static let examples = [
    "skss watch Stylesheets/Default.skss --tree Samples/Trees/settings.json",
    "skss watch theme.skss --tree screen.json --property color --property background-color",
    "skss watch http://192.168.1.20:8000/theme.skss --tree screen.json --interval 1",
  ]

  static func run(_ arguments: Arguments, io: CommandIO) throws(UsageError) -> Int32 {
    let debounce = try milliseconds(arguments.value(Self.debounce), option: "--debounce")
    let interval = try seconds(arguments.value(Self.interval), option: "--interval")
    let timeout = try seconds(arguments.value(Self.timeout), option: "--timeout")
    let poll = arguments.flag(Self.poll)
    let paths = arguments.operands
    guard !paths.isEmpty else { throw UsageError("no stylesheet given") }
    let (document, environment) = try Inputs.tree(arguments)
    let selection = try PropertySelection(arguments, table: PropertyTable.builtIn)
    let sources = paths.map(StylesheetSource.init)
    try Inputs.liveSheets(
      sources.compactMap { if case .file(let path) = $0 { path } else { nil } }, command: name)

    let options = StyleReloader.Options(
      debounce: debounce ?? .milliseconds(50),
      watching: poll ? .polling(interval: .milliseconds(200)) : .automatic,
      refreshInterval: interval ?? .seconds(2), requestTimeout: timeout ?? .seconds(10))
    let reloader = StyleReloader(
      sources: sources, manager: nil, options: options, scheduler: .manual)
    let signals = SignalTrap([SIGINT, SIGTERM]) { io.cancellation.cancel() }
    defer { signals.restore() }
    io.cancellation.onCancel { reloader.stop() }

    io.out("watching \(paths.joined(separator: ", ")) (Ctrl-C to stop)\n")
    reloader.start()
    var printer = WatchPrinter(
      document: document, environment: environment, selection: selection, io: io)
    var waitingFor = Set(sources)
    while !io.cancellation.isCancelled {
      for event in reloader.drain(timeout: .seconds(3600)) {
        if waitingFor.isEmpty {
          printer.report(event)
          continue
        }
        // The first load: one event per sheet, then the styles.
        printer.reportFirst(event)
        switch event {
        case .applied(let applied): waitingFor.remove(applied.source)
        case .failed(let failure): waitingFor.remove(failure.source)
        }
        if waitingFor.isEmpty { printer.printStyles(reloader.skin) }
      }
    }
    reloader.stop()
    io.out("stopped\n")
    return ExitStatus.success
  }

  private static func milliseconds(_ text: String?, option: String) throws(UsageError)
    -> Duration?
  {
    guard let text else { return nil }
    guard let value = Int(text), value >= 0 else {
      throw UsageError("\(option) takes a whole number of milliseconds")
    }
    return .milliseconds(value)
  }

  private static func seconds(_ text: String?, option: String) throws(UsageError) -> Duration? {
    guard let text else { return nil }
    guard let value = Double(text), value > 0, value.isFinite else {
      throw UsageError("\(option) takes a positive number of seconds")
    }
    return .milliseconds(Int((value * 1000).rounded()))
  }
}

/// What `skss watch` prints: the styles, then per reload the differences or the problems.
private struct WatchPrinter {
  let document: TreeDocument
  let environment: StyleEnvironment
  let selection: PropertySelection
  let io: CommandIO
  /// Each node's printed values from the last good skin, by property name.
  private var last: [[String: String]]?

  init(
    document: TreeDocument, environment: StyleEnvironment, selection: PropertySelection,
    io: CommandIO
  ) {
    self.document = document
    self.environment = environment
    self.selection = selection
    self.io = io
  }

  /// Each node's selected values under `skin`, and the problems found computing them.
  private func values(_ skin: Skin) -> (values: [[String: String]], diagnostics: [Diagnostic]) {
    let resolution = document.resolve(with: skin, environment: environment)
    let values = resolution.styles.map { style in
      Dictionary(selection.values(of: style).map { ($0.name, $0.value) }) { $1 }
    }
    return (values, resolution.diagnostics)
  }

  /// An event of the first load: only its problems (the styles follow).
  func reportFirst(_ event: StyleReloadEvent) {
    Inputs.report(Inputs.unique(event.diagnostics), io: io)
    if case .failed(let failure) = event {
      io.out("--- \(failure.source) \(Self.describe(failure.reason)); waiting for a good version\n")
    }
  }

  /// Prints every node's computed style, as `skss resolve` does.
  mutating func printStyles(_ skin: Skin?) {
    guard let skin else { return }
    let (values, diagnostics) = self.values(skin)
    Inputs.report(Inputs.unique(diagnostics), io: io)
    var text = ""
    for (node, nodeValues) in zip(document.nodes, values) {
      text +=
        node.stylePath + " "
        + ResolveCommand.describe(node, typeName: document.typeName(of: node)) + "\n"
      for name in nodeValues.keys.sorted() { text += "  \(name): \(nodeValues[name]!)\n" }
    }
    io.out(text)
    last = values
  }

  /// A later reload: the differences, or the problems.
  mutating func report(_ event: StyleReloadEvent) {
    switch event {
    case .failed(let failure):
      Inputs.report(failure.diagnostics, io: io)
      io.out(
        "--- \(failure.source) \(Self.describe(failure.reason)); keeping the last good style\n")
    case .applied(let applied):
      Inputs.report(Inputs.unique(applied.warnings), io: io)
      guard let old = last else {
        printStyles(applied.skin)
        return
      }
      let (new, diagnostics) = values(applied.skin)
      Inputs.report(Inputs.unique(diagnostics), io: io)
      var lines: [String] = []
      for (index, node) in document.nodes.enumerated() {
        let before = old[index]
        let after = new[index]
        for name in Set(before.keys).union(after.keys).sorted() where before[name] != after[name] {
          lines.append(
            "\(node.stylePath) \(ResolveCommand.describe(node, typeName: document.typeName(of: node)))  \(name): "
              + "\(before[name] ?? "(not set)") → \(after[name] ?? "(not set)")")
        }
      }
      let count =
        lines.count == 1 ? "1 change" : lines.isEmpty ? "no changes" : "\(lines.count) changes"
      io.out("--- \(applied.source) reloaded: \(count)\n" + lines.map { $0 + "\n" }.joined())
      last = new
    }
  }

  private static func describe(_ reason: StyleReloadEvent.Failure.Reason) -> String {
    switch reason {
    case .errors: "has errors"
    case .unavailable: "cannot be read"
    case .timedOut: "did not answer in time"
    }
  }
}
