import Dispatch
import Foundation
import SkinKitSelectors
import SkinKitSyntax

/// Computed styles by snapshot node index, written by resolution passes that each own a
/// disjoint set of indices (so several threads may fill one table at once).
final class StyleSlots: @unchecked Sendable {
  private let storage: UnsafeMutableBufferPointer<ComputedStyle?>

  init(count: Int) {
    storage = .allocate(capacity: Swift.max(1, count))
    storage.initialize(repeating: nil)
  }

  deinit {
    storage.baseAddress?.deinitialize(count: storage.count)
    storage.deallocate()
  }

  subscript(index: Int) -> ComputedStyle? {
    get { storage[index] }
    set { storage[index] = newValue }
  }
}

/// Resolves a large tree on several cores: the nodes near the root (the *spine*) are
/// resolved first, then the subtrees hanging off it are shared out between workers so each
/// gets about the same number of nodes. Every subtree is resolved exactly as a single pass
/// would resolve it (the same cascade, parent styles and ancestor filter), so the result is
/// the same; workers only keep separate caches. Small trees resolve on the calling thread,
/// unless the sheet is large enough to make even a small tree slow (see
/// ``worthSharing(nodes:rules:)``).
struct ParallelResolution {
  /// Trees of this many nodes resolve on several cores.
  static let minimumNodes = 4096
  /// Smaller trees (of at least ``minimumSharedNodes``) do too when nodes × rules reaches
  /// this: against a large sheet each node costs enough (~9 µs at 10,000 rules) that a
  /// tree of a thousand nodes takes milliseconds on one core.
  static let minimumWork = 4096 * 1000
  /// Trees smaller than this always resolve on one thread.
  static let minimumSharedNodes = 512

  /// Whether a subtree of `nodes` nodes under `rules` rules is worth sharing out.
  static func worthSharing(nodes: Int, rules: Int) -> Bool {
    nodes >= minimumNodes || (nodes >= minimumSharedNodes && nodes * rules >= minimumWork)
  }

  let snapshot: TreeSnapshot
  /// Subtree sizes by node index (for the snapshot's subtree).
  private let sizes: [Int]

  init(snapshot: TreeSnapshot) {
    self.snapshot = snapshot
    var sizes = [Int](repeating: 1, count: snapshot.elements.count)
    let subtree = snapshot.subtree
    for node in subtree.reversed() {
      let parent = snapshot.parentIndex(of: node)
      if parent >= subtree.lowerBound { sizes[parent] += sizes[node] }
    }
    self.sizes = sizes
  }

  /// The children of a subtree node, in order.
  func children(of node: Int) -> [Int] {
    var result: [Int] = []
    var child = node + 1
    let end = node + sizes[node]
    while child < end {
      result.append(child)
      child += sizes[child]
    }
    return result
  }

  /// The plan: spine nodes in document order, and per worker the subtree roots it resolves.
  func plan(workers: Int) -> (spine: [Int], groups: [[Int]]) {
    let root = snapshot.subtree.lowerBound
    let total = sizes[root]
    var spine = [root]
    var frontier = children(of: root)
    let share = total / Swift.max(1, workers)
    // Split subtrees too large to balance, nearest the root first.
    for _ in 0..<64 {
      guard let largest = frontier.max(by: { sizes[$0] < sizes[$1] }), sizes[largest] > share,
        sizes[largest] > 1
      else { break }
      frontier.removeAll { $0 == largest }
      spine.append(largest)
      frontier += children(of: largest)
    }
    spine.sort()
    var groups = [[Int]](repeating: [], count: workers)
    var loads = [Int](repeating: 0, count: workers)
    for subtree in frontier.sorted(by: { sizes[$0] > sizes[$1] }) {
      let lightest = loads.indices.min { loads[$0] < loads[$1] } ?? 0
      groups[lightest].append(subtree)
      loads[lightest] += sizes[subtree]
    }
    return (spine, groups.filter { !$0.isEmpty })
  }

  /// What a run found and did.
  struct Outcome {
    var diagnostics: [Diagnostic]
    /// How many nodes were recomputed (the others kept their previous style).
    var recomputed: Int
    var statistics: ResolutionStatistics
  }

  /// Resolves the snapshot's subtree into `slots`; returns the diagnostics, how many nodes
  /// were recomputed and what the caches did. `hooks` are an incremental restyle's (see
  /// ``RestyleHooks``).
  @discardableResult
  func run(
    cascade: StyleCascade, environment: StyleEnvironment, parentStyle: ComputedStyle?,
    slots: StyleSlots, inline: [Int: InlineStyle], workers requested: Int? = nil,
    hooks: RestyleHooks? = nil, caching: Bool = true
  ) -> Outcome {
    let workers = requested ?? Swift.min(4, ProcessInfo.processInfo.activeProcessorCount)
    let root = snapshot.subtree.lowerBound
    let inlineProvider: ((Int) -> InlineStyle?)? = inline.isEmpty ? nil : { inline[$0] }
    let rules = cascade.index.written.count
    guard workers > 1, Self.worthSharing(nodes: sizes[root], rules: rules) || requested != nil
    else {
      var resolver = CascadeResolver(cascade: cascade, environment: environment, caching: caching)
      let recomputed = resolver.resolve(
        snapshot, range: snapshot.subtree, parentStyle: parentStyle, slots: slots,
        inline: inlineProvider, reuse: hooks?.reuse, didResolve: hooks?.didResolve)
      resolver.finish()
      return Outcome(
        diagnostics: resolver.diagnostics, recomputed: recomputed, statistics: resolver.statistics)
    }
    let (spine, groups) = plan(workers: workers)
    var main = CascadeResolver(cascade: cascade, environment: environment, caching: caching)
    var recomputed = 0
    for node in spine {
      let parent = snapshot.parentIndex(of: node)
      recomputed += main.resolve(
        snapshot, range: node..<(node + 1),
        parentStyle: node == root ? parentStyle : slots[parent], slots: slots,
        inline: inlineProvider, reuse: hooks?.reuse, didResolve: hooks?.didResolve)
    }
    let results = WorkerResults(count: groups.count)
    let counts = UnsafeMutableBufferPointer<Int>.allocate(capacity: Swift.max(1, groups.count))
    counts.initialize(repeating: 0)
    defer { counts.deallocate() }
    let shared = SendableSnapshot(
      snapshot: snapshot, sizes: sizes, groups: groups, inline: inline, hooks: hooks, counts: counts
    )
    DispatchQueue.concurrentPerform(iterations: groups.count) { worker in
      var resolver = CascadeResolver(
        cascade: cascade, environment: environment, caching: caching, slot: worker + 1)
      let inline = shared.inline
      let provider: ((Int) -> InlineStyle?)? = inline.isEmpty ? nil : { inline[$0] }
      var done = 0
      for subtree in shared.groups[worker] {
        let parent = shared.snapshot.parentIndex(of: subtree)
        done += resolver.resolve(
          shared.snapshot, range: subtree..<(subtree + shared.sizes[subtree]),
          parentStyle: slots[parent], slots: slots, inline: provider,
          reuse: shared.hooks?.reuse, didResolve: shared.hooks?.didResolve)
      }
      resolver.finish()
      results[worker] = (resolver.diagnostics, resolver.statistics)
      shared.counts[worker] = done
    }
    main.finish()
    let total = recomputed + (0..<groups.count).reduce(0) { $0 + counts[$1] }
    // Each resolver reports a problem once; workers that met the same one report it once.
    var seen = Set<String>()
    let diagnostics = (main.diagnostics + (0..<groups.count).flatMap { results[$0].0 }).filter {
      seen.insert("\($0.id.rawValue)|\($0.range.path)|\($0.range.bytes)").inserted
    }
    let statistics = (0..<groups.count).reduce(main.statistics) { $0 + results[$1].1 }
    return Outcome(diagnostics: diagnostics, recomputed: total, statistics: statistics)
  }
}

/// An incremental restyle's hooks: which nodes keep their style, and what to note of each
/// node resolved. Called from worker threads, each for its own nodes.
struct RestyleHooks: @unchecked Sendable {
  let reuse: (_ node: Int, _ parent: Int) -> ComputedStyle?
  let didResolve: (_ node: Int, _ style: ComputedStyle) -> Void
}

/// The read-only inputs of the workers. The snapshot is immutable once built, and the
/// thread that owns the tree waits while the workers read it.
private struct SendableSnapshot: @unchecked Sendable {
  let snapshot: TreeSnapshot
  let sizes: [Int]
  let groups: [[Int]]
  let inline: [Int: InlineStyle]
  let hooks: RestyleHooks?
  let counts: UnsafeMutableBufferPointer<Int>
}

/// Each worker's diagnostics and statistics, in its own slot (workers write disjoint slots).
private final class WorkerResults: @unchecked Sendable {
  private let slots: UnsafeMutableBufferPointer<([Diagnostic], ResolutionStatistics)>

  init(count: Int) {
    slots = .allocate(capacity: Swift.max(1, count))
    slots.initialize(repeating: ([], ResolutionStatistics()))
  }

  deinit {
    slots.baseAddress?.deinitialize(count: slots.count)
    slots.deallocate()
  }

  subscript(index: Int) -> ([Diagnostic], ResolutionStatistics) {
    get { slots[index] }
    set { slots[index] = newValue }
  }
}
