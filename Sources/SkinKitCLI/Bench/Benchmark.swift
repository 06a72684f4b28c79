import Foundation
import SkinKit

/// The figures of one benchmark: medians over the runs, and what explains them (from the
/// last run).
struct BenchmarkResult {
  var times: [String: Double] = [:]
  var counts: [String: Int] = [:]
  var memory: [String: Double] = [:]

  var dictionary: [String: Any] {
    var result: [String: Any] = [:]
    for (key, value) in times { result[key] = Benchmark.rounded(value) }
    for (key, value) in memory { result[key] = Benchmark.rounded(value) }
    for (key, value) in counts { result[key] = value }
    return result
  }
}

enum Benchmark {
  static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  static func milliseconds(_ body: () -> Void) -> Double {
    seconds(ContinuousClock().measure(body)) * 1000
  }

  static func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
  }

  /// How many single-node changes the microsecond figures are the median of.
  static let changes = 101

  /// Runs the benchmark `runs` times, each with a skin and a tree of its own, released at the
  /// end of the run as an app releases a screen.
  static func run(
    sheet text: String, sheetPath: String, blueprint: BenchBlueprint, subject: BenchSubject,
    runs: Int, transitions: Bool = false, animations: Bool = false
  ) -> BenchmarkResult {
    var samples: [String: [Double]] = [:]
    var result = BenchmarkResult()
    var residentAfterRuns: [Double] = []
    var usedAfterRuns: [Double] = []
    var heapAfterRuns: [Double] = []
    // What the process holds before SkinKit does anything (the program, the blueprint; the
    // tree file's document is released), and the peak from here on: the file's reading is
    // the bench's, not the styling's. Memory freed is returned to the system before each
    // reading, so that a reading is what the process uses, not what the allocator kept of
    // earlier work.
    releaseFreedMemory()
    let baseline = residentMegabytes()
    let peakIsReset = resetPeakResident()
    var objects: [Double] = []
    var held: [Double] = []
    for _ in 0..<runs {
      let beforeSkin = heapInUseMegabytes()
      var stages: [String: Double] = [:]
      let skin = self.skin(text, sheetPath, &stages)
      for (key, value) in stages { samples[key, default: []].append(value) }
      let beforeObjects = heapInUseMegabytes()
      var root: (any StyleTreeNode)? = subject.build()
      let afterObjects = heapInUseMegabytes()
      if let beforeObjects, let afterObjects {
        objects.append(max(0, afterObjects - beforeObjects))
      }
      var figures = styleAndChange(root!, skin: skin, blueprint: blueprint, subject: subject)
      if transitions {
        let moving = Skin(
          name: "bench, moving",
          stylesheets: [
            Stylesheet.parse(text, path: sheetPath),
            Stylesheet.parse("* { transition: all 1s linear }", path: "motion.skss"),
          ])
        let motion = transitionFrames(root!, skin: moving, subject: subject)
        figures.times.merge(motion.times) { $1 }
        figures.counts.merge(motion.counts) { $1 }
      }
      if animations {
        let pulsing = Skin(
          name: "bench, pulsing",
          stylesheets: [
            Stylesheet.parse(text, path: sheetPath),
            Stylesheet.parse(animationSheet, path: "pulse.skss"),
          ])
        let motion = animationFrames(root!, skin: pulsing)
        figures.times.merge(motion.times) { $1 }
        figures.counts.merge(motion.counts) { $1 }
      }
      if let beforeSkin, let beforeObjects, let afterObjects, let styled = heapInUseMegabytes() {
        // The heap is the process's: other work that freed memory meanwhile can make a small
        // styling's figure negative, which says nothing of SkinKit.
        held.append(max(0, styled - beforeSkin - (afterObjects - beforeObjects)))
      }
      for (key, value) in figures.times { samples[key, default: []].append(value) }
      result.counts = figures.counts
      result.counts["rules"] = skin.cascade.rules.count
      result.counts["nodes"] = blueprint.nodes.count
      // Releasing the tree (and, for a toolkit of the app's own, the nodes SkinKit kept for
      // its objects) is timed apart: an app pays it when it drops a screen, not when it
      // styles the next one.
      samples["teardown_ms", default: []].append(
        milliseconds {
          root = nil
          ObjectRecords.sweep()
        })
      residentAfterRuns.append(residentMegabytes())
      releaseFreedMemory()
      usedAfterRuns.append(residentMegabytes())
      if let heap = heapInUseMegabytes() { heapAfterRuns.append(heap) }
    }
    for (key, values) in samples { result.times[key] = median(values) }
    let peak = peakResidentMegabytes()
    result.memory["peak_rss_mb"] = peak
    result.memory["rss_first_mb"] = residentAfterRuns.first ?? 0
    result.memory["rss_last_mb"] = residentAfterRuns.last ?? 0
    result.memory["rss_max_after_run_mb"] = residentAfterRuns.max() ?? 0
    result.memory["used_first_mb"] = usedAfterRuns.first ?? 0
    result.memory["used_last_mb"] = usedAfterRuns.last ?? 0
    if let first = heapAfterRuns.first, let last = heapAfterRuns.last {
      // What the heap holds after a run, its tree and skin released: a growth from the first
      // run to the last is memory kept, not the allocator's.
      result.memory["heap_first_mb"] = first
      result.memory["heap_last_mb"] = last
    }
    result.memory["baseline_rss_mb"] = baseline
    if !objects.isEmpty { result.memory["objects_mb"] = median(objects) }
    if !held.isEmpty { result.memory["skinkit_held_mb"] = median(held) }
    if peakIsReset, !objects.isEmpty {
      // The peak of the runs, less what was there before them and the app's objects: what
      // SkinKit itself held at most (the skin, the nodes and records it keeps, styles).
      // (Never below zero: the process's other work may have freed memory since the
      // baseline, as for `skinkit_held_mb`.)
      result.memory["skinkit_peak_mb"] = max(0, peak - baseline - median(objects))
    }
    return result
  }

  /// The bytes the allocator has given out and not had back, in MB (glibc's `malloc_info`,
  /// found at run time: Swift's Glibc module does not declare it); `nil` elsewhere.
  static func heapInUseMegabytes() -> Double? {
    #if os(Linux)
    typealias Info = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_info") else { return nil }
    var buffer: UnsafeMutablePointer<CChar>?
    var size = 0
    guard let stream = open_memstream(&buffer, &size) else { return nil }
    let status = unsafeBitCast(symbol, to: Info.self)(0, stream)
    fclose(stream)
    guard let buffer else { return nil }
    defer { free(buffer) }
    guard status == 0 else { return nil }
    // The totals over every arena come last: what the arenas hold from the system, less
    // their free chunks, plus the chunks mapped on their own.
    var totals: [String: Double] = [:]
    for line in String(cString: buffer).split(separator: "\n") {
      let fields = line.split(separator: "\"")
      guard fields.count >= 4, line.hasPrefix("<total") || line.hasPrefix("<system") else {
        continue
      }
      totals["\(fields[0])\(fields[1])"] = Double(fields[fields.count - 2])
    }
    guard let current = totals["<system type=current"] else { return nil }
    let free = (totals["<total type=fast"] ?? 0) + (totals["<total type=rest"] ?? 0)
    return (current - free + (totals["<total type=mmap"] ?? 0)) / 1_048_576
    #else
    return nil
    #endif
  }

  /// Returns the memory the allocator holds free to the system (glibc's `malloc_trim`,
  /// found at run time: Swift's Glibc module does not declare it); nothing elsewhere.
  static func releaseFreedMemory() {
    #if os(Linux)
    typealias Trim = @convention(c) (Int) -> Int32
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") else { return }
    _ = unsafeBitCast(symbol, to: Trim.self)(0)
    #endif
  }

  /// Resets the process's peak resident memory to what it holds now (Linux: `clear_refs`
  /// 5); `false` where the peak cannot be reset.
  static func resetPeakResident() -> Bool {
    #if os(Linux)
    guard let file = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
    defer { try? file.close() }
    return (try? file.write(contentsOf: Data("5".utf8))) != nil
    #else
    return false
    #endif
  }

  /// The stages `Skin(stylesheets:)` goes through, timed one by one (`syntax_ms`,
  /// `compile_ms`, `index_ms`, and their sum `parse_ms`).
  static func skin(_ text: String, _ sheetPath: String, _ stages: inout [String: Double]) -> Skin {
    var sheet: Stylesheet?
    stages["syntax_ms"] = milliseconds { sheet = Stylesheet.parse(text, path: sheetPath) }
    var compiled: CompiledSheets?
    stages["compile_ms"] = milliseconds {
      compiled = StylesheetCompiler.compile(
        [(sheet!, .app)], table: .builtIn, typeNames: BuiltInTypes.typeNames, injected: [:])
    }
    sheet = nil
    var skin: Skin?
    stages["index_ms"] = milliseconds {
      skin = Skin(
        name: "bench", cascade: StyleCascade(compiled: compiled!, properties: .builtIn),
        directory: nil, registry: .builtIn)
    }
    stages["parse_ms"] = stages["syntax_ms"]! + stages["compile_ms"]! + stages["index_ms"]!
    return skin!
  }

  /// Styles the tree with a manager and changes it as an app does; the times of each step,
  /// and the counts that explain them.
  static func styleAndChange(
    _ root: any StyleTreeNode, skin: Skin, blueprint: BenchBlueprint, subject: BenchSubject
  ) -> (times: [String: Double], counts: [String: Int]) {
    var times: [String: Double] = [:]
    var counts: [String: Int] = [:]
    let manager = StyleManager(skin: skin)
    var report = StyleUpdateReport()
    func note(_ pass: String, _ report: StyleUpdateReport) {
      counts["\(pass)_recomputed"] = report.recomputedNodes
      counts["\(pass)_written"] = report.writtenProperties
      counts["\(pass)_shared_styles"] = report.resolution.sharedStyles
      counts["\(pass)_matched_properties_hits"] = report.resolution.matchedPropertiesHits
      counts["\(pass)_cascaded"] = report.resolution.cascaded
      counts["\(pass)_custom_property_sets"] = report.resolution.customPropertySetsMade
    }
    times["resolve_ms"] = milliseconds { report = manager.style(root) }
    note("resolve", report)
    times["restyle_ms"] = milliseconds { report = manager.activate(skin) }
    note("restyle", report)
    times["theme_toggle_ms"] = milliseconds {
      subject.setClass(root, "theme-dark", true)
      report = manager.updateStyles()
    }
    note("toggle", report)
    counts["nodes_restyled_on_toggle"] = report.recomputedNodes
    times["theme_toggle_off_ms"] = milliseconds {
      subject.setClass(root, "theme-dark", false)
      report = manager.updateStyles()
    }
    // One leaf near the middle of the tree, changed and restyled again and again.
    let position = leafNearMiddle(blueprint)
    let leaf = subject.node(root, position)
    var nodeChanges: [Double] = []
    var stateChanges: [Double] = []
    for change in 0..<Self.changes {
      nodeChanges.append(
        milliseconds {
          subject.setClass(leaf, "selected", change % 2 == 0)
          report = manager.updateStyles()
        } * 1000)
      if change == 0 { note("node_change", report) }
      stateChanges.append(
        milliseconds {
          subject.setState(leaf, change % 2 == 0 ? .highlighted : [])
          report = manager.updateStyles()
        } * 1000)
    }
    subject.setClass(leaf, "selected", false)
    subject.setState(leaf, [])
    manager.updateStyles()
    times["node_change_us"] = median(nodeChanges)
    times["state_change_us"] = median(stateChanges)
    times["environment_change_ms"] = milliseconds {
      report = manager.updateEnvironment { $0.colorScheme = .dark }
      report.add(manager.updateEnvironment { $0.colorScheme = .light })
    }
    return (times, counts)
  }

  /// The position (in document order) of the leaf nearest the middle of the tree.
  static func leafNearMiddle(_ blueprint: BenchBlueprint) -> Int {
    var hasChildren = [Bool](repeating: false, count: blueprint.nodes.count)
    for node in blueprint.nodes where node.parent >= 0 { hasChildren[node.parent] = true }
    let middle = blueprint.nodes.count / 2
    for offset in 0..<blueprint.nodes.count {
      for position in [middle + offset, middle - offset]
      where position >= 0 && position < hasChildren.count && !hasChildren[position] {
        return position
      }
    }
    return 0
  }

  /// Resident memory now, in MB (Linux: /proc/self/statm; elsewhere the peak).
  static func residentMegabytes() -> Double {
    if let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) {
      let fields = statm.split(separator: " ")
      if fields.count > 1, let pages = Double(fields[1]) {
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
      }
    }
    return peakResidentMegabytes()
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
    return Double(usage.ru_maxrss) / 1024
    #else
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / 1_048_576
    #endif
  }
}
