import SkinKitCascade
import SkinKitSelectors
import SkinKitSupport

/// The cache of one declarative tree's styles (the contexts made from one root share it): a
/// tree of entries by position, the skin and environment they were computed in, and the
/// lock every ask takes.
///
/// Each ask first compares the manager's skin and the environment with the ones the entries
/// were computed in. A changed skin marks the entries its changed rules may select (every
/// entry, when the change cannot be bounded); a changed environment marks those whose rules
/// flip; an entry is then recomputed when it is next asked for, or when a descendant is,
/// and its children follow only when they inherit other values — as an object tree's update
/// does.
final class ContextStore: Sendable {
  private struct State {
    var skin: Skin?
    var environment: StyleEnvironment
    /// Changes when an entry's style may have changed: an entry checked at the current
    /// revision is current without looking at its ancestors.
    var revision: UInt64 = 0
    /// Orders the uses of only children, to drop the least recently used.
    var clock: UInt64 = 0
    var statistics = StyleContextStatistics()
  }

  /// How many only children (asked for one by one) a parent keeps, the least recently used
  /// dropped first.
  static let onlyChildLimit = 256

  let manager: StyleManager
  /// The root entry, above the tree's roots.
  let document = ContextEntry()
  private let state: Locked<State>

  init(manager: StyleManager) {
    self.manager = manager
    document.stale = false
    state = Locked(State(skin: manager.skin, environment: manager.environment))
  }

  deinit { Self.evict(children: document) }

  /// What the asks did so far.
  package var statistics: StyleContextStatistics { state.withLock { $0.statistics } }

  /// The skin and environment contexts are computed in now, after applying their changes.
  func current(pinned: StyleEnvironment?) -> (Skin?, StyleEnvironment) {
    state.withLock { state in
      reconcile(pinned: pinned, &state)
      return (state.skin, state.environment)
    }
  }

  // MARK: Asks

  /// The context of `child`, an only child of `parent`'s node.
  func child(_ child: StyleContext.Child, of parent: StyleContext) -> StyleContext {
    state.withLock { state in
      reconcile(pinned: parent.pinnedEnvironment, &state)
      guard let skin = state.skin else {
        return context(.uncached(child, under: parent.entry), parent, state)
      }
      var pass = Pass(skin: skin, environment: state.environment)
      ensure(parent.entry, &state, &pass)
      return context(onlyChild(child, of: parent.entry, &state, &pass), parent, state)
    }
  }

  /// The contexts of `children`, the children `parent`'s node declares, in order.
  func children(_ children: [StyleContext.Child], of parent: StyleContext) -> [StyleContext] {
    state.withLock { state in
      reconcile(pinned: parent.pinnedEnvironment, &state)
      guard let skin = state.skin else {
        return children.map { context(.uncached($0, under: parent.entry), parent, state) }
      }
      var pass = Pass(skin: skin, environment: state.environment)
      let owner = parent.entry
      ensure(owner, &state, &pass)
      // The tree's roots have no siblings: each is a root of its own.
      if owner.child == nil {
        return children.map { context(onlyChild($0, of: owner, &state, &pass), parent, state) }
      }
      let entries = declare(children, under: owner, map: skin.invalidation)
      let stale = entries.filter { !isCurrent($0, &state, pass) }
      state.statistics.cachedContexts += entries.count - stale.count
      if !stale.isEmpty { resolve(stale, among: entries, under: owner, &state, &pass) }
      return entries.map { context($0, parent, state) }
    }
  }

  /// The entry of `child` as an only child of `owner`: the cached one, checked (and
  /// recomputed if it is not current), or a new one.
  private func onlyChild(
    _ child: StyleContext.Child, of owner: ContextEntry, _ state: inout State,
    _ pass: inout Pass
  ) -> ContextEntry {
    let entry: ContextEntry
    if !owner.evicted, let cached = owner.onlyChildren[child] {
      entry = cached
      if isCurrent(entry, &state, pass) {
        state.statistics.cachedContexts += 1
      } else {
        resolve([entry], among: [entry], under: owner, &state, &pass)
      }
    } else {
      entry = ContextEntry(child, parent: owner)
      resolve([entry], among: [entry], under: owner, &state, &pass)
      if !owner.evicted { keep(entry, in: owner) }
    }
    state.clock &+= 1
    entry.lastUse = state.clock
    return entry
  }

  private func context(_ entry: ContextEntry, _ parent: StyleContext, _ state: State)
    -> StyleContext
  {
    StyleContext(
      store: self, entry: entry, node: entry.child, style: entry.style, skin: state.skin,
      pinned: parent.pinnedEnvironment, environment: state.environment)
  }

  // MARK: Changes

  /// Applies a change of the manager's skin or of the environment to the entries.
  private func reconcile(pinned: StyleEnvironment?, _ state: inout State) {
    let skin = manager.skin
    let environment = pinned ?? manager.environment
    if skin !== state.skin {
      if let old = state.skin, let skin, let difference = SkinDifference(from: old, to: skin) {
        if difference.changedRules > 0 { markStale { difference.mayAffect($0) } }
      } else {
        Self.evict(children: document)
      }
      state.skin = skin
      state.revision &+= 1
    }
    if environment != state.environment {
      let old = state.environment
      state.environment = environment
      state.revision &+= 1
      guard let skin else { return }
      let change = skin.invalidation.environmentChange(from: old, to: environment)
      if !change.isEmpty { markStale { change.mightAffect($0) } }
    }
  }

  /// Marks the cached entries whose node `affected` says may be restyled.
  private func markStale(_ affected: (ContextElement) -> Bool) {
    var pending = document.cachedChildren
    while let entry = pending.popLast() {
      if affected(entry.element!) { entry.stale = true }
      pending += entry.cachedChildren
    }
  }

  // MARK: The cache

  /// Keeps `entry` among `owner`'s only children, dropping the least recently used beyond
  /// the limit.
  private func keep(_ entry: ContextEntry, in owner: ContextEntry) {
    owner.onlyChildren[entry.child!] = entry
    guard owner.onlyChildren.count > Self.onlyChildLimit,
      let oldest = owner.onlyChildren.values.filter({ $0 !== entry }).min(by: {
        $0.lastUse < $1.lastUse
      })
    else { return }
    owner.onlyChildren[oldest.child!] = nil
    Self.evict(oldest)
  }

  /// Drops an entry and its cached subtree.
  static func evict(_ entry: ContextEntry) {
    entry.evicted = true
    evict(children: entry)
  }

  /// Drops an entry's cached children and their subtrees.
  static func evict(children entry: ContextEntry) {
    var pending = entry.cachedChildren
    entry.onlyChildren = [:]
    entry.declared = nil
    while let next = pending.popLast() {
      next.evicted = true
      pending += next.cachedChildren
      next.onlyChildren = [:]
      next.declared = nil
    }
  }

  // MARK: Checking and computing

  /// Makes `entry`'s style current, and its ancestors' first.
  private func ensure(_ entry: ContextEntry, _ state: inout State, _ pass: inout Pass) {
    var chain: [ContextEntry] = []
    var current: ContextEntry? = entry
    while let next = current, next.child != nil, next.stale || next.verified != state.revision {
      chain.append(next)
      current = next.parent
    }
    for next in chain.reversed() where !isCurrent(next, &state, pass) {
      resolve(
        [next], among: next.declaredSiblings ?? [next], under: next.parent!, &state, &pass)
    }
  }

  /// Whether `entry`'s style is current given its parent's (which is): not marked by a
  /// change, and computed under a parent style that passes the same values down. Records
  /// the check.
  private func isCurrent(_ entry: ContextEntry, _ state: inout State, _ pass: Pass) -> Bool {
    guard !entry.stale, entry.style != nil else { return false }
    let parentStyle = entry.parent?.style
    if entry.parentStyle !== parentStyle {
      guard let parentStyle, let old = entry.parentStyle,
        parentStyle.passesSameInheritance(as: old),
        !pass.inheritsReset || parentStyle.hasSameNonInheritedValues(as: old)
      else { return false }
      entry.parentStyle = parentStyle
    }
    entry.verified = state.revision
    return true
  }

  /// Computes the styles of `entries`, children of `owner` among `siblings` (their list, or
  /// the entry alone), over one snapshot of them and their ancestors.
  private func resolve(
    _ entries: [ContextEntry], among siblings: [ContextEntry], under owner: ContextEntry,
    _ state: inout State, _ pass: inout Pass
  ) {
    let parentStyle = owner.style
    let snapshot = ContextSnapshot(
      siblings: siblings, under: owner, ancestorSiblings: pass.ancestorSiblingsMatter)
    state.statistics.snapshots += 1
    for entry in entries {
      let style = pass.session.resolve(
        snapshot.index(of: entry), in: snapshot.tree, parentStyle: parentStyle)
      // A style replaced may pass other values down: entries checked before are checked
      // again (against their parents' styles) when next asked for.
      if entry.style != nil, entry.style !== style { state.revision &+= 1 }
      entry.style = style
      entry.parentStyle = parentStyle
      entry.stale = false
      state.statistics.resolvedNodes += 1
    }
    for entry in entries { entry.verified = state.revision }
  }
}

/// What the asks of one tree's contexts did, for tests and measurements.
package struct StyleContextStatistics: Sendable, Equatable {
  /// Nodes whose style was computed.
  package var resolvedNodes = 0
  /// Snapshots built to compute them.
  package var snapshots = 0
  /// Contexts given from the cache without computing anything.
  package var cachedContexts = 0
}

/// One ask's resolution: the session its nodes are computed with (made on first use, ended
/// with the ask), and what the skin's rules look at.
struct Pass {
  let skin: Skin
  let environment: StyleEnvironment
  /// Whether some rule looks at the positions or siblings of a node's ancestors.
  let ancestorSiblingsMatter: Bool
  /// Whether a parent's non-inherited values can reach its children (`inherit`).
  let inheritsReset: Bool
  private var made: StyleResolutionSession?

  init(skin: Skin, environment: StyleEnvironment) {
    self.skin = skin
    self.environment = environment
    let position = skin.invalidation.scope(for: .position)
    ancestorSiblingsMatter = !position.isDisjoint(with: [
      .children, .descendants, .siblingDescendants,
    ])
    inheritsReset = skin.invalidation.inheritsNonInheritedProperties
  }

  var session: StyleResolutionSession {
    mutating get {
      if let made { return made }
      let session = StyleResolutionSession(cascade: skin.cascade, environment: environment)
      made = session
      return session
    }
  }
}

extension ContextEntry {
  /// An entry in no cache (while no skin is active): its context has no style, and its
  /// children are computed when asked for, not kept.
  static func uncached(_ child: StyleContext.Child, under parent: ContextEntry) -> ContextEntry {
    let entry = ContextEntry(child, parent: parent)
    entry.evicted = true
    return entry
  }
}
