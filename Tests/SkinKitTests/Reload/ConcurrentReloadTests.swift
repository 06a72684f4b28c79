import Foundation
import SkinKit
import SkinKitSupport
import SkinKitSyntax
import Testing

/// Threads resolving trees with the active skin while a live reload swaps it: every result
/// is what one thread alone computes with the skin it got.
@Suite("Resolving from many threads while a reload swaps the skin")
struct ConcurrentReloadTests {
  /// Version `version` (0 or 1) of the sheet: the same rules, other values, and the root's
  /// opacity says which version computed a result.
  static func sheet(_ version: Int) -> String {
    ConcurrencyTests.sheet.replacingOccurrences(
      of: "#ff8800", with: version == 0 ? "#ff8800" : "#0a84ff")
        + """

        :root { opacity: \(version == 0 ? "0.9" : "0.8"); }
        Label { letter-spacing: \(version + 1); }
        .card > * { corner-radius: \(4 * version); }

        """
  }

  /// Which version computed a ``ConcurrencyTests/snapshot(_:_:)`` (from the root's opacity).
  static func version(of snapshot: [String]) -> Int? {
    guard let root = snapshot.first else { return nil }
    let declared = root.split(separator: " ").dropFirst().first?.split(separator: ";") ?? []
    if declared.contains("opacity=0.9") { return 0 }
    if declared.contains("opacity=0.8") { return 1 }
    return nil
  }

  /// Waits until `condition` holds, polling; false if it still does not after
  /// `eventDeadline`.
  static func waitUntil(_ condition: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now + eventDeadline
    while !condition() {
      guard ContinuousClock.now < deadline else { return false }
      Thread.sleep(forTimeInterval: 0.001)
    }
    return true
  }

  /// The shared state of the threads.
  struct Progress: Sendable {
    /// Skin swaps done so far.
    var swaps = 0
    /// Per resolving thread, the number of swaps done before the last resolution it
    /// finished had started.
    var finished: [Int]
    /// Per version, the results seen.
    var results: [Int: Int] = [:]
    var mismatches: [String] = []
    var done = false
  }

  /// A tree's snapshot resolved with `workers` threads of its own.
  static func resolve(_ tree: String, _ cascade: StyleCascade, workers: Int) -> [String] {
    guard let document = try? TreeDocument.parse(tree) else { return [] }
    return ConcurrencyTests.snapshot(
      document.resolve(with: cascade, options: ResolutionOptions(workers: workers)))
  }

  @Test("4 threads (2 with workers of their own) resolve while a reloader swaps skins 6 times")
  func resolvingWhileReloading() throws {
    let threads = 4
    let swaps = 6
    let small = ConcurrencyTests.tree(width: 3, depth: 3)
    let large = ConcurrencyTests.tree(width: 4, depth: 4)
    // What one thread computes with each version, for the small and the large tree.
    var expected: [Int: (small: [String], large: [String])] = [:]
    for version in 0..<2 {
      let cascade = Skin(stylesheets: [Stylesheet.parse(Self.sheet(version))]).cascade
      #expect(cascade.diagnostics.isEmpty)
      expected[version] = (
        Self.resolve(small, cascade, workers: 1), Self.resolve(large, cascade, workers: 1)
      )
    }
    #expect(expected[0]!.small.count == 40)
    #expect(expected[0]!.large.count == 341)
    #expect(expected[0]!.small != expected[1]!.small)
    #expect(expected[0]!.large != expected[1]!.large)

    let directory = try TemporaryDirectory("concurrent")
    defer { directory.remove() }
    try directory.write("Theme.skss", Self.sheet(0))
    let harness = ReloadHarness(directory.path("Theme.skss"))
    defer { harness.reloader.stop() }
    let first = harness.start()
    #expect(first.count == 1 && first[0].applied != nil)
    let manager = harness.manager

    let wanted = expected
    let progress = Locked(Progress(finished: Array(repeating: -1, count: threads)))
    let finished = DispatchGroup()
    for thread in 0..<threads {
      finished.enter()
      Thread.detachNewThread {
        defer { finished.leave() }
        // Each thread reads its own trees (trees are not Sendable); every other one resolves
        // the large tree on 3 worker threads of its own.
        let isLarge = thread % 2 == 1
        while true {
          let (swapsBefore, done) = progress.withLock { ($0.swaps, $0.done) }
          if done { return }
          guard let skin = manager.skin else { continue }
          let result = Self.resolve(isLarge ? large : small, skin.cascade, workers: isLarge ? 3 : 1)
          let version = Self.version(of: result)
          progress.withLock { state in
            if let version, let wanted = wanted[version] {
              let match = result == (isLarge ? wanted.large : wanted.small)
              if !match { state.mismatches.append("thread \(thread), version \(version)") }
              state.results[version, default: 0] += 1
            } else {
              state.mismatches.append("thread \(thread): no version in \(result.first ?? "")")
            }
            state.finished[thread] = swapsBefore
          }
        }
      }
    }
    // Swaps, on this thread (which owns the manager's widgets); after each, waits until every
    // thread has finished a resolution started after it.
    for swap in 1...swaps {
      try directory.write("Theme.skss", Self.sheet(swap % 2))
      harness.reloader.refresh()
      let events = harness.next()
      #expect(events.count == 1 && events[0].applied != nil, "swap \(swap)")
      progress.withLock { $0.swaps = swap }
      let waitedEnough = Self.waitUntil {
        progress.withLock { $0.finished.allSatisfy { $0 >= swap } }
      }
      #expect(waitedEnough, "swap \(swap): every thread resolved after it")
      // The widgets the manager styles show the version just applied.
      #expect(harness.title.letterSpacing == Double(swap % 2 + 1))
    }
    progress.withLock { $0.done = true }
    finished.wait()
    let state = progress.withLock { $0 }
    #expect(state.mismatches == [])
    #expect((state.results[0] ?? 0) >= threads)
    #expect((state.results[1] ?? 0) >= threads)
  }
}
