import Foundation
import SkinKit

/// `skss bench`: times what an app does — parse a sheet, style a tree of objects through
/// ``StyleManager`` (resolve and write), restyle it, toggle a theme class, change one node and
/// the environment — for `../shared/tools/workload/compare_engine.py`.
enum BenchCommand: Subcommand {
  static let name = "bench"
  static let summary =
    "time parsing and styling a tree of objects as an app does (use a release build)"
  static let operands = ""
  static let sheet = Option.value(
    "--sheet", placeholder: "FILE", synopsis: "SHEET", summary: "the .skss stylesheet"
  ).required
  static let runs = Option.value(
    "--runs", placeholder: "K", summary: "how many runs the medians are taken over (default 5)")
  static let toolkit = Option.choice(
    "--toolkit", choices: ["widgets", "foreign"],
    summary:
      "the objects styled: SkinKit's model widgets (default), or a toolkit of the bench's own "
      + "adopting StyleTreeNode")
  static let json = Option.flag("--json", summary: "print one JSON object instead of a table")
  static let transitions = Option.flag(
    "--transitions",
    summary:
      "also time transitions: the theme toggle with every value asked to move over 1 s, and "
      + "the frames that move them")
  static let animations = Option.flag(
    "--animations",
    summary:
      "also time animations: every node's opacity pulsing, started by the first styling, and "
      + "the frames that move them")
  static let options = [
    Option.tree.explained("the widget tree (JSON, as skss resolve takes it)").required, sheet,
    runs, toolkit, json, transitions, animations,
  ]
  static let discussion = """
    Each run parses the sheet into a skin, builds the tree file's nodes as objects (not timed),
    styles them with a StyleManager and changes them as an app would. Measures, in
    milliseconds (median of K runs):
      parse_ms         parse and compile the stylesheet into a skin ready to style: the sum
                       of syntax_ms (reading the text), compile_ms (typed selectors and
                       values, nesting, constants, layers) and index_ms (the rule index and
                       the invalidation sets, which a browser builds when a sheet is
                       activated)
      resolve_ms       the first styling: manager.style(root) computes every node's style and
                       writes its values to the object
      restyle_ms       a full restyle, warm: manager.activate(skin) with the active skin
                       recomputes every node and writes what changed (nothing)
      theme_toggle_ms  class theme-dark added to the root, then manager.updateStyles()
                       (theme_toggle_off_ms: removed again)
      environment_change_ms
                       manager.updateEnvironment to the dark color scheme (and back)
      teardown_ms      the tree released, with the nodes SkinKit kept for its objects
    and in microseconds (median of 101 changes, each with its manager.updateStyles()):
      node_change_us   class selected added to or removed from one leaf of the tree
      state_change_us  one leaf's state set to highlighted or back
    With --transitions, after those, with the sheet `* { transition: all 1s linear }` added
    (its skin made and activated untimed) and the manager's clock started:
      frame_idle_us    manager.advance(to:) with no transition running (median of 101)
      transitions_start_ms
                       class theme-dark added to the root, then manager.updateStyles(),
                       which starts a transition for every value that changes
      frame_ms         manager.advance(to:) 100 ms later, the values of every running
                       transition written (median of 9 frames)
    with the counts transitions_started, frame_written and frame_transitions_running (of
    the fifth frame).
    With --animations, with the sheet `@keyframes skinkit-bench-pulse { 50% { opacity: 0.5 } }
    * { animation: skinkit-bench-pulse 1s linear infinite }` added (its skin made untimed):
      animations_style_ms
                       a new manager's clock started, then manager.style(root): the first
                       styling, which starts an animation on every node (compare resolve_ms)
      animation_frame_ms
                       manager.advance(to:) 100 ms later, every animated value written
                       (median of 9 frames)
    with the counts animations_running (after the styling), animation_frame_written and
    frame_animations_running (of the fifth frame).
    and nodes, rules, memory in MB: peak_rss_mb (the process's peak), baseline_rss_mb
    (resident before the first run: the program and the tree's blueprint), objects_mb (the
    heap the tree's objects take), skinkit_held_mb (the heap SkinKit holds for the skin and
    the styled tree, once styled and changed), skinkit_peak_mb (the runs' peak resident
    memory less the baseline and the objects), rss_first_mb, rss_last_mb and
    rss_max_after_run_mb (resident after a run, its tree and skin released), used_first_mb
    and used_last_mb (the same once the allocator returned to the system what it holds
    free), heap_first_mb and heap_last_mb (the heap in use after the first and the last run:
    a growth is memory kept). Every reading but the peaks is taken so on Linux, where
    objects_mb, skinkit_held_mb, skinkit_peak_mb and the heap are measured (glibc's
    malloc_info; the three splits are never below zero). What explains the
    times (from the last run): *_recomputed (nodes whose style was computed), *_written
    (properties written), and per pass (resolve_, restyle_, toggle_) what the caches did:
      *_shared_styles     nodes given another node's style (same parent style, same rules)
      *_matched_properties_hits
                          nodes whose values came from the matched-properties cache
      *_cascaded          nodes whose matched declarations were cascaded and computed
      *_custom_property_sets
                          custom property sets made (every other node shares one)
    With --json, prints one JSON object (the contract compare_engine.py reads); otherwise a
    table, one figure per line.

    Build in release mode first (swift build -c release): a debug build's times say little.
    """
  static let exitStatus =
    "0 measured, 2 bad usage, a file that cannot be read, or a tree whose types the foreign "
    + "toolkit lacks (a sheet with errors is measured as it compiles)"
  static let examples = [
    "skss bench --tree Samples/Trees/preview.json --sheet Stylesheets/Default.skss",
    ".build/release/skss bench --tree workload/tree.json --sheet workload/style.css --json",
    ".build/release/skss bench --tree big.json --sheet theme.skss --runs 21 --toolkit foreign",
  ]

  static func run(_ arguments: Arguments, io: CommandIO) throws(UsageError) -> Int32 {
    let treePath = arguments.required(Option.tree)
    let sheetPath = arguments.required(Self.sheet)
    let runs =
      try arguments.integer(Self.runs, minimum: 1, message: "--runs takes a positive number") ?? 5
    let json = arguments.flag(Self.json)
    if let operand = arguments.operands.first {
      throw UsageError("unexpected argument '\(operand)' (the sheet is given with --sheet)")
    }
    guard let sheetData = FileManager.default.contents(atPath: sheetPath) else {
      throw UsageError("cannot read '\(sheetPath)'")
    }
    let text = String(decoding: sheetData, as: UTF8.self)
    // The tree file is read once; only its blueprint is kept between runs.
    let blueprint = BenchBlueprint(try Inputs.tree(treePath))
    let subject: BenchSubject
    if arguments.value(Self.toolkit) == "foreign" {
      let missing = blueprint.typesMissingFromToolkit
      guard missing.isEmpty else {
        throw UsageError(
          "--toolkit foreign: the bench's toolkit has no class for "
            + missing.map { "'\($0)'" }.joined(separator: ", "))
      }
      subject = .foreign(blueprint)
    } else {
      subject = .widgets(blueprint)
    }
    let result = Benchmark.run(
      sheet: text, sheetPath: sheetPath, blueprint: blueprint, subject: subject, runs: runs,
      transitions: arguments.flag(Self.transitions), animations: arguments.flag(Self.animations))
    if json {
      io.out(JSONWriter.write(result.dictionary))
    } else {
      let figures = result.dictionary.sorted(by: { $0.key < $1.key })
      let width = figures.map(\.key.count).max() ?? 0
      for (key, value) in figures {
        io.out("\(key.padding(toLength: width + 3, withPad: " ", startingAt: 0))\(value)\n")
      }
    }
    return ExitStatus.success
  }
}
