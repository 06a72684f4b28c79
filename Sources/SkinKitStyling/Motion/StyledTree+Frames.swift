import SkinKitCascade
import SkinKitProperties

extension StyledTree {
  /// Moves the tree's clock to `time` (seconds; never back) and writes the values its running
  /// transitions have then, the end values of those that finish. With none running, it only
  /// moves the clock: an idle frame does no work.
  @discardableResult
  func advance(to time: Double) -> StyleUpdateReport {
    let clock = ContinuousClock()
    let start = clock.now
    var report = StyleUpdateReport()
    self.time = max(time, self.time ?? time)
    guard !animating.isEmpty else { return report }
    var writer = ValueWriter(skin: skin, generation: generation, time: self.time)
    var still: [StyleNode] = []
    for node in animating {
      guard let written = node.styling.written, written.transitions.listedIn === self else {
        continue
      }
      // A node that left the tree stopped where it was (``StyleNode/joinTree(_:)``); in
      // another tree, that tree lists it.
      guard node.styledTree === self else {
        written.transitions.listedIn = nil
        continue
      }
      writer.writeFrame(node, report: &report)
      if written.transitions.isEmpty {
        written.transitions.listedIn = nil
      } else {
        still.append(node)
      }
    }
    animating = still
    report.runningTransitions = runningTransitionCount
    report.duration = clock.now - start
    return report
  }

  /// Adds to the animating nodes those of `nodes` it does not list yet.
  func list(_ nodes: [StyleNode]) {
    for node in nodes {
      guard let written = node.styling.written, written.transitions.listedIn !== self else {
        continue
      }
      written.transitions.listedIn = self
      animating.append(node)
    }
  }

  /// How many transitions run in the tree.
  var runningTransitionCount: Int {
    animating.reduce(0) { count, node in
      guard let transitions = node.styling.written?.transitions, transitions.listedIn === self
      else { return count }
      return count + transitions.entries.count
    }
  }
}

extension StyleNode {
  /// The node's computed style with its running transitions' values at its tree's time: what
  /// its object shows now (for a picture of one frame); `nil` before it is styled.
  package var displayedStyle: ComputedStyle? {
    guard let style = styling.style else { return nil }
    guard let written = styling.written, !written.transitions.isEmpty,
      let time = styledTree?.time
    else { return style }
    var values: [PropertyID: StyleValue] = [:]
    for entry in written.transitions.entries {
      values[entry.property] = entry.running.value(at: time, syntax: entry.syntax)
    }
    return style.replacingDeclaredValues(values)
  }
}
