import Foundation
import SkinKit

/// `skss bench`: times parsing, resolution, a warm restyle and a theme toggle on one tree
/// and stylesheet, for `../shared/tools/workload/compare_engine.py`.
enum BenchCommand: Subcommand {
  static let name = "bench"
  static let summary = "time parse, resolve, restyle and a theme toggle (use a release build)"
  static let operands = ""
  static let sheet = Option.value(
    "--sheet", placeholder: "FILE", synopsis: "SHEET", summary: "the .skss stylesheet"
  ).required
  static let runs = Option.value(
    "--runs", placeholder: "K", summary: "how many runs the medians are taken over (default 5)")
  static let json = Option.flag("--json", summary: "print one JSON object instead of a table")
  static let options = [
    Option.tree.explained("the widget tree (JSON, as skss resolve takes it)").required, sheet,
    runs, json,
  ]
  static let discussion = """
    Measures, in milliseconds (median of K runs):
      parse_ms         parse and compile the stylesheet into a cascade ready to resolve: the
                       sum of syntax_ms (reading the text: plain rules found as offsets,
                       other items parsed into syntax nodes), compile_ms (typed selectors and
                       values, nesting, constants, layers) and index_ms (the rule index, which
                       a browser builds when a sheet is activated, not when it is parsed)
      resolve_ms       full resolution of every node, cold (first resolution with a new cascade)
      restyle_ms       full resolution of every node again, warm (same cascade: every node
                       is matched again, and finds the values of its rules in the caches
                       the first pass left)
      theme_toggle_ms  add class theme-dark to the root, then restyle what it affects (the
                       nodes its descendant invalidation set names, and those whose parent's
                       inherited values changed); nodes_restyled_on_toggle counts them
    and nodes, rules and peak_rss_mb. What explains the times, per pass (resolve_,
    restyle_ and toggle_ keys; from the last run):
      *_shared_styles     nodes given another node's style (same parent style, same rules)
      *_matched_properties_hits
                          nodes whose values came from the matched-properties cache (same
                          rules, and the same inherited custom properties when they matter)
      *_cascaded          nodes whose matched declarations were cascaded and computed
      *_custom_property_sets
                          custom property sets made (every other node shares one)
    With --json, prints one JSON object (the contract compare_engine.py reads); otherwise a
    table, one figure per line.

    Build in release mode first (swift build -c release): a debug build's times say little.
    """
  static let exitStatus =
    "0 measured, 2 bad usage or a file that cannot be read (a sheet with errors is measured "
    + "as it compiles)"
  static let examples = [
    "skss bench --tree Samples/Trees/preview.json --sheet Stylesheets/Default.skss",
    ".build/release/skss bench --tree workload/tree.json --sheet workload/style.css --json",
    ".build/release/skss bench --tree big.json --sheet theme.skss --runs 21",
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
    guard FileManager.default.isReadableFile(atPath: treePath) else {
      throw UsageError("cannot read '\(treePath)'")
    }
    let result: BenchmarkResult
    do {
      result = try Benchmark.run(sheet: text, sheetPath: sheetPath, treePath: treePath, runs: runs)
    } catch {
      throw UsageError(error.description)
    }
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

/// One benchmark's figures.
struct BenchmarkResult {
  var parse: Double
  var syntax: Double
  var compile: Double
  var index: Double
  var resolve: Double
  var restyle: Double
  var themeToggle: Double
  var nodesRestyledOnToggle: Int
  var resolveStatistics: ResolutionStatistics
  var restyleStatistics: ResolutionStatistics
  var toggleStatistics: ResolutionStatistics
  var nodes: Int
  var rules: Int
  var peakRSS: Double

  var dictionary: [String: Any] {
    var counts: [String: Any] = [:]
    for (pass, statistics) in [
      ("resolve", resolveStatistics), ("restyle", restyleStatistics), ("toggle", toggleStatistics),
    ] {
      counts["\(pass)_shared_styles"] = statistics.sharedStyles
      counts["\(pass)_matched_properties_hits"] = statistics.matchedPropertiesHits
      counts["\(pass)_cascaded"] = statistics.cascaded
      counts["\(pass)_custom_property_sets"] = statistics.customPropertySetsMade
    }
    return counts.merging([

      "parse_ms": Self.rounded(parse), "syntax_ms": Self.rounded(syntax),
      "compile_ms": Self.rounded(compile), "index_ms": Self.rounded(index),
      "resolve_ms": Self.rounded(resolve),
      "restyle_ms": Self.rounded(restyle),
      "theme_toggle_ms": Self.rounded(themeToggle),
      "nodes_restyled_on_toggle": nodesRestyledOnToggle,
      "peak_rss_mb": Self.rounded(peakRSS), "nodes": nodes, "rules": rules,
    ]) { $1 }
  }

  static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}

enum Benchmark {
  static func milliseconds(_ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let duration = clock.measure(body)
    return Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds)
      / 1e15
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
  }

  /// Runs the benchmark `runs` times over one tree, read once (its JSON is not kept), each
  /// run with a cascade of its own, of which only the cascade is kept, as an app does: what
  /// is resident at the peak is what styling needs, not the benchmark's inputs. (Reading the
  /// tree again in every run added 20–60 MB to the peak of the later runs at 100,000 nodes:
  /// the allocator serves a large block freed by the first run's read from its heap rather
  /// than mapping it anew, and keeps that heap.)
  static func run(sheet text: String, sheetPath: String, treePath: String, runs: Int)
    throws(TreeError)
    -> BenchmarkResult
  {
    var parseTimes: [Double] = []
    var syntaxTimes: [Double] = []
    var compileTimes: [Double] = []
    var indexTimes: [Double] = []
    var resolveTimes: [Double] = []
    var restyleTimes: [Double] = []
    var toggleTimes: [Double] = []
    var restyled = 0
    var statistics = (ResolutionStatistics(), ResolutionStatistics(), ResolutionStatistics())
    var nodes = 0
    var rules = 0
    let document = try TreeDocument.parse(
      FileManager.default.contents(atPath: treePath) ?? Data(), path: treePath)
    for _ in 0..<runs {
      guard let cascade = stages(text, sheetPath, &syntaxTimes, &compileTimes, &indexTimes)
      else { continue }
      parseTimes.append(syntaxTimes.last! + compileTimes.last! + indexTimes.last!)
      rules = cascade.rules.count
      var styles: [ComputedStyle] = []
      resolveTimes.append(
        milliseconds {
          (styles, statistics.0) = cascade.resolveAllCounting(
            document.root, environment: document.environment)
        })
      nodes = styles.count
      // The previous styles are released outside the timings (as an app drops old styles
      // after applying new ones).
      styles = []
      restyleTimes.append(
        milliseconds {
          (styles, statistics.1) = cascade.resolveAllCounting(
            document.root, environment: document.environment)
        })
      let root = document.root
      let themed = StyleName("theme-dark")
      var toggled: RestyleResult?
      toggleTimes.append(
        milliseconds {
          root.styleClasses.append(themed)
          let sets = DescendantInvalidation(cascade: cascade, styleClass: themed)
          toggled = cascade.restyle(root, previous: styles, environment: document.environment) {
            index, element in index == 0 || sets.invalidates(element)
          }
        })
      restyled = toggled?.recomputed ?? 0
      statistics.2 = toggled?.statistics ?? ResolutionStatistics()
      toggled = nil
      root.styleClasses.removeAll { $0 == themed }
      withExtendedLifetime(styles) {}
    }
    return BenchmarkResult(
      parse: median(parseTimes), syntax: median(syntaxTimes), compile: median(compileTimes),
      index: median(indexTimes), resolve: median(resolveTimes), restyle: median(restyleTimes),
      themeToggle: median(toggleTimes), nodesRestyledOnToggle: restyled,
      resolveStatistics: statistics.0, restyleStatistics: statistics.1,
      toggleStatistics: statistics.2, nodes: nodes, rules: rules,
      peakRSS: peakResidentMegabytes())
  }

  /// The stages StyleCascade(stylesheets:) goes through, timed one by one; the syntax and
  /// the compiled sheets are released once the cascade is made, as that initializer does.
  static func stages(
    _ text: String, _ sheetPath: String, _ syntaxTimes: inout [Double],
    _ compileTimes: inout [Double], _ indexTimes: inout [Double]
  ) -> StyleCascade? {
    var sheet: Stylesheet?
    syntaxTimes.append(milliseconds { sheet = Stylesheet.parse(text, path: sheetPath) })
    guard let sheet else { return nil }
    let table = PropertyTable.builtIn
    var compiled: CompiledSheets?
    compileTimes.append(
      milliseconds {
        compiled = StylesheetCompiler.compile(
          [(sheet, .app)], table: table, typeNames: BuiltInTypes.typeNames, injected: [:])
      })
    guard let compiled else { return nil }
    var cascade: StyleCascade?
    indexTimes.append(
      milliseconds { cascade = StyleCascade(compiled: compiled, properties: table) })
    return cascade
  }

  /// Peak resident memory of the process, in MB (Linux: VmHWM; elsewhere getrusage).
  static func peakResidentMegabytes() -> Double {
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) {
      for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let digits = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
        return digits / 1024
      }
    }
    var usage = rusage()
    #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    #if os(Linux)
    return Double(usage.ru_maxrss) / 1024
    #else
    return Double(usage.ru_maxrss) / 1_048_576
    #endif
  }
}
