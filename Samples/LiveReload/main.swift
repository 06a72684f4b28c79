// Live reload: a small screen styled from a stylesheet that is watched while the program
// runs; every save restyles the screen and prints the report (or, for a broken save, the
// diagnostics, while the last good style stays on screen).
//
//   swift run live-reload                      writes a sheet to a temporary folder: edit it
//   swift run live-reload path/to/Theme.skss   watches your sheet
//   swift run live-reload --once [--timeout S] edits its own copy once, waits for the restyle,
//                                              prints it and exits 0 (1 on timeout): for CI
//   swift run -c release live-reload --benchmark [--nodes 10000] [--saves 20] [--debounce 50]
//                                              save → restyled latency on a large tree
//
// Restyles run on the main queue (the reloader's `.main` scheduler), which `dispatchMain()`
// drives here as UIKit's run loop would in an app; reading and parsing happen on the
// reloader's own queue.

import Dispatch
import Foundation
import SkinKit

// MARK: Options

var arguments = Array(CommandLine.arguments.dropFirst())

@MainActor
func option(_ name: String) -> String? {
  guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
  defer { arguments.removeSubrange(index...(index + 1)) }
  return arguments[index + 1]
}

@MainActor
func flag(_ name: String) -> Bool {
  guard let index = arguments.firstIndex(of: name) else { return false }
  arguments.remove(at: index)
  return true
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("live-reload: \(message)\n".utf8))
  exit(1)
}

let once = flag("--once")
let benchmark = flag("--benchmark")
let timeout = Double(option("--timeout") ?? "30") ?? 30
let nodeCount = Int(option("--nodes") ?? "10000") ?? 10_000
let saveCount = Int(option("--saves") ?? "20") ?? 20
let debounce = Int(option("--debounce") ?? "50") ?? 50
let userSheet = arguments.first

// MARK: Files

/// A sheet to edit. Writes go through a temporary file renamed over it, as editors save.
struct SheetFile {
  let path: String

  func save(_ text: String) {
    let temporary =
      (path as NSString).deletingLastPathComponent + "/.live-reload-\(UUID().uuidString).tmp"
    guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)),
      rename(temporary, path) == 0
    else { fail("cannot write \(path)") }
  }
}

func temporarySheet(_ text: String) -> SheetFile {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("live-reload-\(UUID().uuidString)").path
  do {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  } catch {
    fail("cannot create \(folder)")
  }
  let sheet = SheetFile(path: folder + "/LiveReload.skss")
  sheet.save(text)
  return sheet
}

// MARK: The screen

let sampleSheet = """
  // LiveReload.skss: edit and save while live-reload runs.
  $accent: #0a84ff;

  Window { background-color: #f2f2f7; color: #1c1c1e; }
  .card { background-color: #ffffff; corner-radius: 12; padding: 16; }
  .card > Label.title { font-size: 22; }
  .card > Label.body { color: #3a3a3c; }
  Button.primary { title-color: $accent; }

  """

let window = Window()
let card = View(classes: ["card"])
let title = Label(text: "Live reload", classes: ["title"])
let body = Label(text: "Save the sheet and watch this screen restyle.", classes: ["body"])
let button = Button(title: "Continue", classes: ["primary"])
window.addSubview(card)
card.addSubview(title)
card.addSubview(body)
card.addSubview(button)

@MainActor
func screenSummary() -> String {
  """
    title   \(title.textColor.hex) \(title.font)
    body    \(body.textColor.hex) \(body.font)
    button  \(button.titleColor.hex)
    card    \(card.backgroundColor.hex), corner radius \(card.cornerRadius)
  """
}

/// `1.25 ms`.
func milliseconds(_ duration: Duration) -> String {
  let value =
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
  return String(format: "%.2f ms", value)
}

func describe(_ event: StyleReloadEvent) -> String {
  switch event {
  case .applied(let applied):
    let report = applied.report
    let file = (applied.source.description as NSString).lastPathComponent
    return
      (applied.previousSkin == nil ? "styled with \(file): " : "restyled after a save of \(file): ")
      + "\(report.recomputedNodes) nodes recomputed, \(report.writtenProperties) properties written "
      + "(\(report.resetProperties) reset to the widget's own value) in \(milliseconds(report.duration)); "
      + "read, parse and compile took \(milliseconds(applied.loadDuration))"
  case .failed(let failure):
    return "kept the last good style (\(failure.reason.rawValue)):\n"
      + failure.diagnostics.map { "  \($0)" }.joined(separator: "\n")
  }
}

// MARK: Modes

/// Runs `handle` for each event on the main queue, where the widgets live.
func makeReloader(
  _ path: String, manager: StyleManager, debounce: Int = 50,
  handle: @escaping @MainActor (StyleReloadEvent) -> Void
) -> StyleReloader {
  StyleReloader(
    .file(path), manager: manager, options: .init(debounce: .milliseconds(debounce)),
    scheduler: .main
  ) { event in
    // The `.main` scheduler delivers on the main queue: the main actor's.
    MainActor.assumeIsolated { handle(event) }
  }
}

let manager = StyleManager()
manager.style(window)

/// Watches a sheet until Ctrl-C.
@MainActor
func watch(_ path: String) -> StyleReloader {
  print("watching \(path): edit and save it (Ctrl-C to stop)")
  return makeReloader(path, manager: manager) { event in
    print(describe(event))
    if event.isApplied { print(screenSummary()) }
  }
}

/// Edits its own copy once and exits when the edit is on screen.
@MainActor
func runOnce() -> StyleReloader {
  let sheet = temporarySheet(sampleSheet)
  var edited = false
  DispatchQueue.main.asyncAfter(deadline: .now() + timeout) {
    fail("no restyle within \(timeout) s")
  }
  return makeReloader(sheet.path, manager: manager) { event in
    print(describe(event))
    guard event.isApplied else { fail("the sample sheet did not apply") }
    print(screenSummary())
    if edited {
      try? FileManager.default.removeItem(
        atPath: (sheet.path as NSString).deletingLastPathComponent)
      exit(0)
    }
    edited = true
    print("saving an edit: an orange accent, a larger title, no corner radius")
    sheet.save(
      sampleSheet.replacingOccurrences(of: "#0a84ff", with: "#ff9f0a")
        .replacingOccurrences(of: "font-size: 22", with: "font-size: 28")
        .replacingOccurrences(of: " corner-radius: 12;", with: ""))
  }
}

// MARK: Benchmark

/// Save → restyled latency: each save (an atomic replace) is timed until the restyle has
/// run on the main queue, for a change every label takes and for a change one view takes.
@MainActor
func runBenchmark() -> StyleReloader {
  let benchmarkWindow = Window()
  let rows = 100
  let sections = max(1, (nodeCount - 1) / (rows + 1))
  for index in 0..<sections {
    let section = View(classes: ["section"], identifier: "section-\(index)")
    for row in 0..<rows {
      section.addSubview(
        row % 4 == 3 ? Switch(classes: ["row"]) : Label(text: "Row \(row)", classes: ["row"]))
    }
    benchmarkWindow.addSubview(section)
  }
  let nodes = benchmarkWindow.subtree.count
  func sheetText(fontSize: Int, borderWidth: Int) -> String {
    """
    Window { color: #222222; tint-color: #007aff; }
    .section { background-color: #ffffff; padding: 8; corner-radius: 10; }
    .section > Label { font-size: \(fontSize); }
    .section.open Label { color: #0077be; }
    Label.row:highlighted { opacity: 0.5; }
    Switch { on-tint-color: #34c759; thumb-tint-color: #ffffff; }
    #section-0 { border-width: \(borderWidth); }

    """
  }
  let sheet = temporarySheet(sheetText(fontSize: 15, borderWidth: 1))
  let benchmarkManager = StyleManager()
  benchmarkManager.style(benchmarkWindow)

  struct Sample {
    var latency: Duration
    var load: Duration
    var restyle: Duration
    var written: Int
  }
  let phases = ["every label's font size", "one view's border width"]
  let warmUp = 2
  var phase = 0
  var save = 0
  var saveStarted = ContinuousClock.now
  var samples: [[Sample]] = [[], []]

  func nextSave() {
    if save == warmUp + saveCount {
      phase += 1
      save = 0
    }
    guard phase < phases.count else {
      report()
      try? FileManager.default.removeItem(
        atPath: (sheet.path as NSString).deletingLastPathComponent)
      exit(0)
    }
    let odd = save % 2 == 0
    let text =
      phase == 0
      ? sheetText(fontSize: odd ? 16 : 15, borderWidth: 1)
      : sheetText(fontSize: 15, borderWidth: odd ? 2 : 1)
    saveStarted = ContinuousClock.now
    sheet.save(text)
  }

  func report() {
    let label = benchmarkWindow.subviews[0].subviews[0] as! Label
    print(
      "the first label's font size is now \(label.font.size); section 0's border width \(benchmarkWindow.subviews[0].borderWidth)"
    )
    print(
      "\(nodes) nodes, debounce \(debounce) ms, \(saveCount) saves per change (after \(warmUp) warm-up saves)"
    )
    for (name, list) in zip(phases, samples) {
      func stat(_ key: (Sample) -> Duration) -> (Duration, Duration, Duration) {
        let sorted = list.map(key).sorted()
        return (sorted.first!, sorted[sorted.count / 2], sorted.last!)
      }
      let latency = stat(\.latency)
      print("change \(name) (\(list[0].written) properties written per save):")
      print(
        "  save → restyled  min \(milliseconds(latency.0)), median \(milliseconds(latency.1)), max \(milliseconds(latency.2))"
      )
      print(
        "  of which (medians): read + parse + compile \(milliseconds(stat(\.load).1)), restyle \(milliseconds(stat(\.restyle).1)); the rest is noticing the save, the debounce and the hop to the main queue"
      )
    }
  }

  DispatchQueue.main.asyncAfter(deadline: .now() + max(timeout, 300)) {
    fail("the benchmark did not finish in time")
  }
  var started = false
  return makeReloader(sheet.path, manager: benchmarkManager, debounce: debounce) { event in
    // The manager holds its roots weakly: the handler keeps the tree alive.
    guard case .applied(let applied) = event, benchmarkWindow.isStyled else {
      fail(describe(event))
    }
    if !started {
      started = true
      print("first style of \(nodes) nodes: \(applied.report)")
    } else {
      let latency = saveStarted.duration(to: ContinuousClock.now)
      if save >= warmUp {
        samples[phase].append(
          Sample(
            latency: latency, load: applied.loadDuration, restyle: applied.report.duration,
            written: applied.report.writtenProperties))
      }
      save += 1
    }
    nextSave()
  }
}

// MARK: Main

let reloader: StyleReloader
if benchmark {
  reloader = runBenchmark()
} else if once {
  reloader = runOnce()
} else if let userSheet {
  reloader = watch(userSheet)
} else {
  reloader = watch(temporarySheet(sampleSheet).path)
}
reloader.start()

// Ctrl-C ends the program cleanly.
signal(SIGINT, SIG_IGN)
let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .main)
interrupt.setEventHandler {
  reloader.stop()
  print("stopped")
  exit(0)
}
interrupt.resume()
dispatchMain()
