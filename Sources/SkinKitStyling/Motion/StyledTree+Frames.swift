import SkinKitCascade
import SkinKitProperties
import SkinKitSelectors

extension StyledTree {
  /// Moves the tree's clock to `time` (seconds; never back) and writes the values its running
  /// transitions and animations have then, the end values of those that finish. With none
  /// running, it only moves the clock: an idle frame does no work. The first time the clock
  /// moves, the animations of the nodes styled before start.
  @discardableResult
  func advance(to time: Double) -> StyleUpdateReport {
    let clock = ContinuousClock()
    let start = clock.now
    var report = StyleUpdateReport()
    let starting = self.time == nil
    let now = max(time, self.time ?? time)
    self.time = now
    if starting, !skin.cascade.keyframes.isEmpty { startAnimations(&report) }
    guard !animating.isEmpty else { return report }
    var writer = ValueWriter(
      skin: skin, generation: generation, time: now, environment: environment)
    var still: [StyleNode] = []
    for node in animating {
      guard let written = node.styling.written, written.listedIn === self else { continue }
      // A node that left the tree stopped where it was (``StyleNode/joinTree(_:)``); in
      // another tree, that tree lists it.
      guard node.styledTree === self else {
        written.listedIn = nil
        continue
      }
      writer.writeFrame(node, report: &report)
      if written.moves(at: now) {
        still.append(node)
      } else {
        written.listedIn = nil
      }
    }
    animating = still
    report.runningTransitions = runningTransitionCount
    report.runningAnimations = runningAnimationCount
    report.duration = clock.now - start
    return report
  }

  /// Starts the animations of the nodes styled while no clock ran (their sheets' animations
  /// start when the clock does), writing what they show at its first time.
  private func startAnimations(_ report: inout StyleUpdateReport) {
    var writer = ValueWriter(
      skin: skin, generation: generation, time: time, environment: environment)
    var stack = [root]
    while let node = stack.popLast() {
      stack.append(contentsOf: node.children)
      guard let style = node.styling.style, node.styling.written != nil else { continue }
      writer.startAnimations(of: node, style: style, report: &report)
    }
    list(writer.startedNodes)
  }

  /// Marks the nodes that name animations when the change of environment from `old` to
  /// `new` changes which `@keyframes` rules count (one in `@media`): their keyframes are
  /// read again.
  func markAnimatedNodesIfKeyframesChange(from old: StyleEnvironment, to new: StyleEnvironment) {
    let rules = skin.cascade.keyframes
    guard
      rules.contains(where: { rule in
        !rule.media.isEmpty
          && rule.media.allSatisfy { $0.matches(old) } != rule.media.allSatisfy { $0.matches(new) }
      }), let names = AnimationLonghands(table: skin.cascade.table)?.name
    else { return }
    root.forEachNode { node in
      if node.styling.style?.declaredValue(names) != nil { markSelf(node) }
    }
  }

  /// Adds to the animating nodes those of `nodes` it does not list yet.
  func list(_ nodes: [StyleNode]) {
    for node in nodes {
      guard let written = node.styling.written, written.listedIn !== self else { continue }
      written.listedIn = self
      animating.append(node)
    }
  }

  /// How many transitions run in the tree.
  var runningTransitionCount: Int {
    animating.reduce(0) { count, node in
      guard let written = node.styling.written, written.listedIn === self else { return count }
      return count + written.transitions.entries.count
    }
  }

  /// How many animations move in the tree (neither paused nor ended).
  var runningAnimationCount: Int {
    guard let time else { return 0 }
    return animating.reduce(0) { count, node in
      guard let written = node.styling.written, written.listedIn === self else { return count }
      return count + written.animations.movingCount(at: time)
    }
  }
}

extension StyleNode {
  /// The node's computed style with its running transitions' and animations' values at its
  /// tree's time: what its object shows now (for a picture of one frame); `nil` before it is
  /// styled.
  package var displayedStyle: ComputedStyle? {
    guard let style = styling.style else { return nil }
    guard let written = styling.written,
      !written.transitions.isEmpty || !written.animations.isEmpty,
      let time = styledTree?.time
    else { return style }
    var values: [PropertyID: StyleValue] = [:]
    for id in written.animations.properties {
      let underlying = style.declaredValue(id) ?? style.value(id)
      values[id] = written.animations.value(of: id, at: time, in: style, underlying: underlying)
    }
    for entry in written.transitions.entries {
      values[entry.property] = entry.running.value(at: time, syntax: entry.syntax)
    }
    return style.replacingDeclaredValues(values)
  }
}
