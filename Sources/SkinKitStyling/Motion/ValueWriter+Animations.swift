import SkinKitCascade
import SkinKitProperties

extension ValueWriter {
  /// Starts, updates and stops the node's animations as `style` asks (CSS Animations 1 §3),
  /// and writes what they show at the clock's time.
  ///
  /// An animation is one name of `animation-name` with a `@keyframes` rule: one already
  /// running under that name keeps its start (its other settings and its keyframes, computed
  /// again for the node, take effect at once; `animation-play-state: paused` holds its time,
  /// `running` goes on from there); a new name starts at the clock's time, the node's first
  /// styling included; a name no longer listed stops, its properties back to the style's
  /// values. Only what reaches the object animates: a property its class takes, or a style
  /// class of the registry does; values kept per control state never do, nor a value an
  /// `!important` declaration gives the node (it holds against animations, as in CSS).
  mutating func animate(
    _ node: StyleNode, style: ComputedStyle, support: ClassBindings, target: AnyObject,
    _ written: WrittenValues, _ report: inout StyleUpdateReport
  ) {
    guard let motion, let longhands = motion.animations else { return }
    let requests = longhands.requests(in: style)
    guard !requests.isEmpty || !written.animations.isEmpty else { return }
    let time = motion.time
    let before = written.animations.properties
    var previous = written.animations.entries
    var entries: [NodeAnimations.Entry] = []
    let parent = node.parent?.styling.style
    let context = KeyframesRule.computeContext(
      for: style, parent: parent, environment: environment)
    let cascade = skin.cascade
    var held: Set<PropertyID>?
    for request in requests {
      guard let rule = cascade.keyframes(named: request.name, in: environment) else {
        continue
      }
      var tracks = rule.tracks(
        for: style, parent: parent, context: context, easing: request.easing
      ).filter { reachesObject($0.property, support) }
      if !cascade.importantlyDeclared.isEmpty,
        tracks.contains(where: { cascade.importantlyDeclared.contains($0.property) })
      {
        let winners =
          held ?? cascade.importantWinners(of: node, environment: environment)
        held = winners
        tracks.removeAll { winners.contains($0.property) }
      }
      if let index = previous.firstIndex(where: { $0.name == request.name }) {
        var entry = previous.remove(at: index)
        let local = entry.localTime(at: time)
        entry.timing = request.timing
        entry.tracks = tracks
        if request.paused {
          entry.pausedAt = local
        } else if let paused = entry.pausedAt {
          entry.startTime = time - paused
          entry.pausedAt = nil
        }
        entries.append(entry)
      } else {
        entries.append(
          NodeAnimations.Entry(
            name: request.name, startTime: time, pausedAt: request.paused ? 0 : nil,
            timing: request.timing, tracks: tracks))
      }
    }
    written.animations.replace(with: entries, context: context)
    var properties = before
    for id in written.animations.properties where !properties.contains(id) {
      properties.append(id)
    }
    writeAnimated(properties, style, support, target, written, &report)
    if written.animations.moves(at: time) { startedNodes.append(node) }
  }

  /// Starts the animations `style` asks for on a node styled while no clock ran.
  mutating func startAnimations(
    of node: StyleNode, style: ComputedStyle, report: inout StyleUpdateReport
  ) {
    guard let written = node.styling.written else { return }
    let target = node.styleTarget
    let support = bindings(of: target)
    dirtyKeys.removeAll(keepingCapacity: true)
    dirtyRouted.removeAll(keepingCapacity: true)
    animate(node, style: style, support: support, target: target, written, &report)
    flushDirty(style, support, target, written, &report)
  }

  /// Writes the value each of `properties` shows at the clock's time (a transition's wins
  /// over an animation's, as CSS's transitions origin wins over its animations origin: a
  /// property that transitions is left to the transition), then drops the animations that
  /// ended with no value to hold.
  mutating func writeAnimated(
    _ properties: [PropertyID], _ style: ComputedStyle, _ support: ClassBindings,
    _ target: AnyObject, _ written: WrittenValues, _ report: inout StyleUpdateReport
  ) {
    guard let time = motion?.time else { return }
    for id in properties where written.transitions.running(id) == nil {
      // The object's own value is kept before the first animated value is written (it is
      // the underlying value of a property no rule sets).
      _ = ownValue(of: id, support, target, written)
      let value = animatedValue(of: id, in: style, at: time, written) ?? style.declaredValue(id)
      changed(id, value, support, perState: false, target, written, &report)
    }
    written.animations.dropEnded(at: time)
  }

  /// The value property `id` shows at `time` through the node's animations, over its
  /// underlying value (the style's, else the object's own); `nil` when no animation has an
  /// effect on it then.
  func animatedValue(
    of id: PropertyID, in style: ComputedStyle, at time: Double, _ written: WrittenValues
  ) -> StyleValue? {
    let underlying =
      style.declaredValue(id) ?? written.originals.value(of: id) ?? style.value(id)
    return written.animations.value(of: id, at: time, in: style, underlying: underlying)
  }

  /// Whether property `id` reaches the object: its class takes it, or a style class of the
  /// registry does, and it is not kept per control state.
  func reachesObject(_ id: PropertyID, _ support: ClassBindings) -> Bool {
    (support.takes(id) || isRouted(id))
      && (support.stateProperties.isEmpty || !support.stateProperties.contains(id))
  }
}
