import SkinKitCascade
import SkinKitProperties

/// What a writer needs to run transitions and animations: the time of the style change (or
/// of the frame) on the tree's clock, and where the `transition-*` and `animation-*`
/// longhands are in the skin's table.
struct TransitionClock {
  let time: Double
  let table: PropertyTable
  let longhands: TransitionLonghands
  /// `nil` when the table has no `animation-*` longhands, or the skin no `@keyframes`.
  let animations: AnimationLonghands?

  init?(time: Double, table: PropertyTable, hasKeyframes: Bool) {
    guard let longhands = TransitionLonghands(table: table) else { return nil }
    self.time = time
    self.table = table
    self.longhands = longhands
    animations = hasKeyframes ? AnimationLonghands(table: table) : nil
  }
}

/// The node whose changes are being weighed against the transition rules: its new style's
/// `transition-*` lists (read once for all its values), and its name as a report gives it
/// (made once, when its first transition starts).
struct NodeMotion {
  let node: StyleNode
  let lists: TransitionLists
  var name: String?

  init(node: StyleNode, lists: TransitionLists) {
    self.node = node
    self.lists = lists
  }
}

extension ValueWriter {
  /// Property `id` of the node being written changes to `value` (`nil`: no rule sets it any
  /// more, so it returns to the object's own value): applies the rules of CSS Transitions 1
  /// §3 to it, and returns the value the object shows now if a transition starts or goes
  /// on (`nil`: the new value is written as it is).
  ///
  /// The before-change value is what the object shows: a running transition's current
  /// value, else what the skin last wrote, else the object's own value. Only what reaches the
  /// object transitions — a property its class takes, or a style class of the registry does;
  /// values kept per control state, and the `transition-*` longhands, never do.
  mutating func transition(
    _ id: PropertyID, to value: StyleValue?, _ support: ClassBindings, _ target: AnyObject,
    _ written: WrittenValues, _ report: inout StyleUpdateReport
  ) -> StyleValue? {
    guard let motion, let context = transitioning, !motion.longhands.contains(id),
      support.takes(id) || isRouted(id),
      support.stateProperties.isEmpty || !support.stateProperties.contains(id)
    else { return nil }
    let definition = motion.table[id]
    let running = written.transitions.running(id)
    let settings = context.lists.settings(for: definition.name)
    guard settings != nil || running != nil else { return nil }
    let time = motion.time
    let before =
      running?.value(at: time, syntax: definition.syntax) ?? written.style?.declaredValue(id)
      ?? ownValue(of: id, support, target, written)
    guard let before, let after = value ?? ownValue(of: id, support, target, written) else {
      written.transitions.remove(id)
      return nil
    }
    let change = TransitionRules.change(
      before: before, after: after, settings: settings, running: running,
      completedEndValue: nil, now: time, syntax: definition.syntax)
    switch change {
    case .none:
      return nil
    case .keep:
      return running?.value(at: time, syntax: definition.syntax)
    case .cancel:
      written.transitions.remove(id)
      return nil
    case .start(let transition):
      written.transitions.set(transition, for: id, syntax: definition.syntax)
      let node = context.node
      startedNodes.append(node)
      let name = context.name ?? node.stylePath + " " + node.selectorDescription
      transitioning?.name = name
      report.startedTransitions.append(
        StyleTransition(
          property: definition.name, node: name,
          from: transition.startValue, to: transition.endValue,
          start: .seconds(exactly: transition.startTime),
          duration: .seconds(exactly: transition.duration)))
      return transition.value(at: time, syntax: definition.syntax)
    }
  }

  /// The object's own value of `id`: kept from before the skin first wrote it, else read
  /// from the object now through the first key that sets it (and kept). `nil` for a property
  /// only a style class of the registry takes.
  func ownValue(
    of id: PropertyID, _ support: ClassBindings, _ target: AnyObject, _ written: WrittenValues
  ) -> StyleValue? {
    if let kept = written.originals.value(of: id) { return kept }
    guard !written.originals.isComplete else { return nil }
    var found: StyleValue?
    support.forEachKey(of: id) { key in
      guard found == nil else { return }
      let properties = support.keyProperties[key]
      if properties.count == 1 {
        guard let own = support.readSingle(key, from: target) else { return }
        written.originals.keep(own, for: id)
        found = own
      } else if let own = support.read(key, from: target) {
        written.originals.keep(own, for: properties)
        found = written.originals.value(of: id)
      }
    }
    return found
  }

  /// Cancels the transitions of the properties the node's `transition-property` no longer
  /// names (CSS Transitions 1 §3): their values are written as the style sets them (the keys
  /// of several longhands noted for the write in progress).
  mutating func cancelTransitionsNoLongerListed(
    in style: ComputedStyle, _ support: ClassBindings, _ target: AnyObject,
    _ written: WrittenValues, _ report: inout StyleUpdateReport
  ) {
    guard let motion, let lists = transitioning?.lists else { return }
    for entry in written.transitions.entries
    where lists.settings(for: motion.table[entry.property].name) == nil {
      written.transitions.remove(entry.property)
      changed(
        entry.property, style.declaredValue(entry.property), support, perState: false, target,
        written, &report)
    }
  }

  /// Writes one frame of `node`'s running transitions and animations: each property's value
  /// at the clock's time, and the end value of the transitions that finish (then dropped).
  mutating func writeFrame(_ node: StyleNode, report: inout StyleUpdateReport) {
    guard let motion, let written = node.styling.written, let style = node.styling.style
    else { return }
    let target = node.styleTarget
    let support = bindings(of: target)
    dirtyKeys.removeAll(keepingCapacity: true)
    dirtyRouted.removeAll(keepingCapacity: true)
    for entry in written.transitions.entries {
      var value: StyleValue?
      if entry.running.isFinished(at: motion.time) {
        written.transitions.remove(entry.property)
        report.finishedTransitions += 1
        value = style.declaredValue(entry.property)
      } else {
        value = entry.running.value(at: motion.time, syntax: entry.syntax)
      }
      changed(entry.property, value, support, perState: false, target, written, &report)
    }
    if !written.animations.isEmpty {
      writeAnimated(written.animations.properties, style, support, target, written, &report)
    }
    flushDirty(style, support, target, written, &report)
  }

  /// Writes the keys of several longhands, and the routed properties, noted by ``changed``.
  mutating func flushDirty(
    _ style: ComputedStyle, _ support: ClassBindings, _ target: AnyObject,
    _ written: WrittenValues, _ report: inout StyleUpdateReport
  ) {
    for key in dirtyKeys {
      writeKey(key, from: style, support: support, to: target, written, &report)
    }
    if !dirtyRouted.isEmpty {
      writeRouted(style, normal: style, support: support, to: target, written, &report)
    }
    dirtyKeys.removeAll(keepingCapacity: true)
    dirtyRouted.removeAll(keepingCapacity: true)
  }
}
