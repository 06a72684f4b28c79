import SkinKitCascade
import SkinKitSelectors

extension StyledTree {
  /// Above this many separate marked places, an update resolves the whole tree in one pass
  /// (reusing the styles of the nodes not marked) instead of each place with its own context.
  static let regionLimit = 16

  /// One place an update recomputes: a marked node, alone (its context read around it) or
  /// with its subtree (`deep`: something below it is marked too).
  private struct Region {
    let node: StyleNode
    let deep: Bool
  }

  /// Recomputes the marked nodes (and the nodes below whose inherited values changed),
  /// writing only the values that changed (every value, after ``restyleAll()``).
  @discardableResult
  func update() -> StyleUpdateReport {
    let clock = ContinuousClock()
    let start = clock.now
    var report = StyleUpdateReport()
    markPendingDescendants()
    guard !root.styling.flags.isEmpty || root.styling.style == nil else {
      report.runningTransitions = runningTransitionCount
      report.runningAnimations = runningAnimationCount
      return report
    }
    var regions = collectRegions()
    if regions.count > Self.regionLimit { regions = [Region(node: root, deep: true)] }
    var pass = UpdatePass(tree: self)
    for region in regions {
      if region.deep {
        pass.resolveSubtree(of: region.node, changedRoot: nil, report: &report)
      } else {
        pass.resolveAlone(region.node, report: &report)
      }
    }
    rewritesAll = false
    pass.finish(&report)
    list(pass.writer.startedNodes)
    report.runningTransitions = runningTransitionCount
    report.runningAnimations = runningAnimationCount
    report.duration = clock.now - start
    return report
  }

  /// The marked places, in document order, clearing the marks of the nodes walked through to
  /// reach them (a region's own nodes are cleared when it is resolved).
  private func collectRegions() -> [Region] {
    var regions: [Region] = []
    var stack = [root]
    while let node = stack.popLast() {
      let flags = node.styling.flags
      if node.styling.style == nil || flags.contains(.needsStyle)
        || flags.contains(.descendantsNeedStyle) || rewritesAll
      {
        let below = !flags.isDisjoint(with: [.descendantsNeedStyle, .descendantMarked])
        regions.append(
          Region(
            node: node,
            deep: !node.children.isEmpty && (below || node.styling.style == nil || rewritesAll)))
        continue
      }
      node.styling.flags = []
      if flags.contains(.descendantMarked) { stack.append(contentsOf: node.children.reversed()) }
    }
    return regions
  }
}

/// One update's resolution and writing: snapshots of the places marked, resolved by the
/// cascade's one pass (``StyleCascade/resolve(_:environment:parentStyle:reuse:inline:options:)``),
/// each recomputed node's values then written by a ``ValueWriter``.
private struct UpdatePass {
  let tree: StyledTree
  let cascade: StyleCascade
  let propagatesNonInherited: Bool
  var writer: ValueWriter
  /// Single nodes (and per-state values), resolved with one resolver for the rest of the
  /// update once one is needed. Made only then, and after any pass over a subtree: a
  /// resolver takes the caches the cascade's last pass left, and gives them back when it
  /// goes, so two resolvers alive at once would leave one of them without.
  private let singleNodes: SingleNodeResolution
  private(set) var diagnostics: [Diagnostic] = []

  init(tree: StyledTree) {
    self.tree = tree
    cascade = tree.skin.cascade
    propagatesNonInherited = tree.skin.invalidation.inheritsNonInheritedProperties
    writer = ValueWriter(
      skin: tree.skin, generation: tree.generation, time: tree.time,
      environment: tree.environment)
    singleNodes = SingleNodeResolution(cascade: cascade, environment: tree.environment)
  }

  /// The node's inline declarations; the problems found in them are reported once an
  /// update.
  private mutating func inline(of node: StyleNode) -> InlineStyle? {
    guard let (style, problems) = node.inlineDeclarations(table: cascade.table) else {
      return nil
    }
    if !problems.isEmpty { note(problems) }
    return style
  }

  private mutating func note(_ found: [Diagnostic]) {
    for diagnostic in found
    where !diagnostics.contains(where: {
      $0.id == diagnostic.id && $0.range == diagnostic.range
    }) {
      diagnostics.append(diagnostic)
    }
  }

  /// Adds what the update's single-node resolutions found and did to the report.
  func finish(_ report: inout StyleUpdateReport) {
    var diagnostics = diagnostics
    if let session = singleNodes.made {
      report.resolution = report.resolution + session.statistics
      for diagnostic in session.diagnostics
      where !diagnostics.contains(where: { $0.id == diagnostic.id && $0.range == diagnostic.range })
      {
        diagnostics.append(diagnostic)
      }
    }
    report.diagnostics = diagnostics
  }

  /// Recomputes `node` alone (nothing below it is marked): its context — ancestors and
  /// their children — is snapshotted around it. When its children would inherit other values,
  /// its subtree follows.
  mutating func resolveAlone(_ node: StyleNode, report: inout StyleUpdateReport) {
    let snapshot = TreeSnapshot(subtree: node, descendants: false)
    let index = snapshot.subtree.lowerBound
    let parentStyle = node.parent?.styling.style
    let inline = inline(of: node)
    let rewrite = node.styling.flags.contains(.rewrite) || tree.rewritesAll
    node.styling.flags = []
    let session = singleNodes.session
    let style = session.resolve(index, in: snapshot, parentStyle: parentStyle, inline: inline)
    let old = node.styling.style
    node.styling.style = style
    report.recomputedNodes += 1
    writer.write(
      style, to: node, rewrite: rewrite,
      stateStyle: { state in
        session.resolve(
          index, in: snapshot, parentStyle: parentStyle, inline: inline, state: state)
      }, report: &report)
    let changed =
      old.map {
        !style.passesSameInheritance(as: $0)
          || (propagatesNonInherited && !style.hasSameNonInheritedValues(as: $0))
      } ?? true
    if changed && !node.children.isEmpty {
      resolveSubtree(of: node, changedRoot: style, report: &report)
    }
  }

  /// Recomputes what is marked in `node`'s subtree, and what below it inherits other values,
  /// in one pass over a snapshot of the subtree. With `changedRoot`, the node keeps that
  /// style, just computed, and its children are recomputed.
  mutating func resolveSubtree(
    of node: StyleNode, changedRoot: ComputedStyle?, report: inout StyleUpdateReport
  ) {
    let snapshot = TreeSnapshot(subtree: node)
    let start = snapshot.subtree.lowerBound
    let count = snapshot.subtree.count
    let elements = snapshot.elements
    var nodes: [StyleNode] = []
    nodes.reserveCapacity(count)
    var reuse = StyleReuse(count: count)
    var rewrite = [Bool](repeating: false, count: count)
    var forcesBelow = [Bool](repeating: false, count: count)
    var inline: [Int: InlineStyle] = [:]
    let rewritesAll = tree.rewritesAll
    for position in 0..<count {
      let current = unsafeDowncast(elements[start + position] as AnyObject, to: StyleNode.self)
      nodes.append(current)
      let flags = current.styling.flags
      current.styling.flags = []
      let parent = position == 0 ? -1 : snapshot.parentIndex(of: start + position) - start
      let forced = parent >= 0 && forcesBelow[parent]
      forcesBelow[position] = forced || flags.contains(.descendantsNeedStyle)
      reuse.stale[position] = forced || flags.contains(.needsStyle) || rewritesAll
      rewrite[position] = rewritesAll || flags.contains(.rewrite)
      reuse.previous[position] = current.styling.style
      if let style = self.inline(of: current) { inline[start + position] = style }
    }
    if let changedRoot {
      reuse.previous[0] = changedRoot
      reuse.stale[0] = false
      reuse.changedRoot = true
    }
    let parentStyle = node.parent?.styling.style
    let pass = cascade.resolve(
      snapshot, environment: tree.environment, parentStyle: parentStyle, reuse: reuse,
      inline: inline, options: tree.options)
    report.recomputedNodes += pass.recomputedCount
    report.resolution = report.resolution + pass.statistics
    note(pass.diagnostics)
    let singleNodes = singleNodes
    for position in 0..<count where pass.wasRecomputed(position) {
      let current = nodes[position]
      let style = pass[position]
      current.styling.style = style
      let index = start + position
      let parent = snapshot.parentIndex(of: index)
      let parentStyle = parent >= start ? pass[parent - start] : parentStyle
      let inline = inline[index]
      writer.write(
        style, to: current, rewrite: rewrite[position],
        stateStyle: { state in
          singleNodes.session.resolve(
            index, in: snapshot, parentStyle: parentStyle, inline: inline, state: state)
        }, report: &report)
    }
  }
}

/// The resolver of an update's single nodes, made on first use.
private final class SingleNodeResolution {
  private let cascade: StyleCascade
  private let environment: StyleEnvironment
  private(set) var made: StyleResolutionSession?

  init(cascade: StyleCascade, environment: StyleEnvironment) {
    self.cascade = cascade
    self.environment = environment
  }

  var session: StyleResolutionSession {
    if let made { return made }
    let session = StyleResolutionSession(cascade: cascade, environment: environment)
    made = session
    return session
  }
}
