import SkinKitSelectors
import SkinKitSyntax

/// How a resolution pass runs.
///
/// ```swift
/// let serial = ResolutionOptions(workers: 1)
/// let uncached = ResolutionOptions(caching: false)
/// ```
package struct ResolutionOptions: Sendable, Equatable {
  /// How many threads share a large subtree (`nil`: as many as pay off, up to four; a
  /// subtree too small to pay off resolves on the calling thread either way, unless this is
  /// given).
  package var workers: Int?
  /// Whether the caches are used: tests resolve with them off and compare.
  package var caching: Bool

  package init(workers: Int? = nil, caching: Bool = true) {
    self.workers = workers
    self.caching = caching
  }
}

/// What a pass over a snapshot reuses: each subtree node's previous style, and which nodes
/// must be recomputed whatever their parents do. A node with no previous style is always
/// recomputed; a node whose parent was recomputed and passes other inherited values is
/// recomputed too.
///
/// ```swift
/// var reuse = StyleReuse(count: snapshot.subtree.count)
/// reuse.previous[0] = rootStyle       // the subtree's root keeps its style…
/// reuse.changedRoot = true            // …which is new: its children are recomputed
/// ```
package struct StyleReuse {
  /// Each subtree node's style from the last pass, by position in the subtree (`nil`: none).
  package var previous: [ComputedStyle?]
  /// The nodes recomputed whatever their parents do, by position in the subtree.
  package var stale: [Bool]
  /// The subtree root's previous style is itself new (computed just before this pass): its
  /// children are recomputed as if it had been recomputed in the pass and changed.
  package var changedRoot = false

  /// No previous style for any of `count` nodes: a full resolution.
  package init(count: Int) {
    previous = Array(repeating: nil, count: count)
    stale = Array(repeating: false, count: count)
  }
}

/// The styles of one pass over a snapshot's subtree, and what the pass did.
package struct SnapshotResolution {
  private let slots: StyleSlots
  private let flags: PassFlags
  /// The first subtree node's snapshot index.
  private let start: Int
  /// How many nodes were recomputed (the others kept their previous style).
  package let recomputedCount: Int
  /// Problems found while computing values (custom property cycles, values invalid after
  /// `var()`), each once.
  package let diagnostics: [Diagnostic]
  /// What the caches did.
  package let statistics: ResolutionStatistics

  init(
    slots: StyleSlots, flags: PassFlags, start: Int, outcome: ParallelResolution.Outcome
  ) {
    self.slots = slots
    self.flags = flags
    self.start = start
    recomputedCount = outcome.recomputed
    diagnostics = outcome.diagnostics
    statistics = outcome.statistics
  }

  /// The style of the subtree node at `position` (0 is the subtree's root).
  package subscript(position: Int) -> ComputedStyle { slots[start + position]! }

  /// Whether the subtree node at `position` was recomputed in this pass.
  package func wasRecomputed(_ position: Int) -> Bool {
    flags[position] & PassFlags.recomputed != 0
  }

  /// Every subtree node's style, in document order.
  package var styles: [ComputedStyle] {
    (0..<flags.count).map { self[$0] }
  }
}

/// Per subtree node: recomputed in the pass, and passing other values to its children than
/// before. Each worker writes the flags of its own nodes, and reads their parents' (resolved
/// before them, by the same worker or before the workers started).
final class PassFlags: @unchecked Sendable {
  static let recomputed: UInt8 = 1
  static let changed: UInt8 = 2
  private let storage: UnsafeMutableBufferPointer<UInt8>
  let count: Int

  init(count: Int) {
    self.count = count
    storage = .allocate(capacity: Swift.max(1, count))
    storage.initialize(repeating: 0)
  }

  deinit { storage.deallocate() }

  subscript(position: Int) -> UInt8 {
    get { storage[position] }
    set { storage[position] = newValue }
  }
}

extension StyleCascade {
  /// Resolves `snapshot`'s subtree in document order — every node, or only what `reuse` does
  /// not keep — on as many threads as the options allow and the work pays for. Nodes are
  /// recomputed when `reuse` marks them stale or has no previous style for them, and when
  /// their parent was recomputed and passes other values to its children (its inherited
  /// properties and custom properties, and its others when some declaration sets a
  /// non-inherited property to `inherit`). `parentStyle` is the style of the subtree root's
  /// parent, `inline` the inline styles by snapshot index.
  ///
  /// The one resolution pass: a styled tree's update, a tree file's resolution, per-state
  /// values and tools all come here.
  package func resolve(
    _ snapshot: TreeSnapshot, environment: StyleEnvironment, parentStyle: ComputedStyle?,
    reuse: StyleReuse? = nil, inline: [Int: InlineStyle] = [:],
    options: ResolutionOptions = ResolutionOptions()
  ) -> SnapshotResolution {
    let subtree = snapshot.subtree
    let start = subtree.lowerBound
    let flags = PassFlags(count: subtree.count)
    let slots = StyleSlots(count: snapshot.elements.count)
    var hooks: RestyleHooks?
    if let reuse {
      precondition(
        reuse.previous.count == subtree.count && reuse.stale.count == subtree.count,
        "one previous style and one stale flag per subtree node")
      let inheritsReset = inheritsResetProperties
      let changedRoot = reuse.changedRoot
      hooks = RestyleHooks(
        reuse: { node, parent in
          let position = node - start
          guard !reuse.stale[position], let previous = reuse.previous[position] else {
            return nil
          }
          if position == 0 {
            if changedRoot { flags[0] = PassFlags.changed }
            return previous
          }
          return flags[parent - start] & PassFlags.changed != 0 ? nil : previous
        },
        didResolve: { node, style in
          let position = node - start
          var value = PassFlags.recomputed
          if let old = reuse.previous[position] {
            if !style.passesSameInheritance(as: old)
              || (inheritsReset && !style.hasSameNonInheritedValues(as: old))
            {
              value |= PassFlags.changed
            }
          } else {
            value |= PassFlags.changed
          }
          flags[position] = value
        })
    } else {
      hooks = RestyleHooks(
        reuse: { _, _ in nil },
        didResolve: { node, _ in
          flags[node - start] = PassFlags.recomputed | PassFlags.changed
        })
    }
    let outcome = ParallelResolution(snapshot: snapshot).run(
      cascade: self, environment: environment, parentStyle: parentStyle, slots: slots,
      inline: inline, workers: options.workers, hooks: hooks, caching: options.caching)
    return SnapshotResolution(slots: slots, flags: flags, start: start, outcome: outcome)
  }
}
