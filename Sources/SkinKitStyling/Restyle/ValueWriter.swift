import SkinKitCascade
import SkinKitProperties
import SkinKitSelectors

/// Writes nodes' computed styles to their objects, through the keys each object's class binds
/// (``Stylable/styleBindings``) or — for a key a style class of the skin's registry lists —
/// that class's ``CascadingStyle/apply(to:)``. Only what changed since the node's last write
/// is written: a restyle that changes nothing writes nothing, for the cost of comparing two
/// styles' declared values. A key set only in part takes the object's own values for its other
/// longhands, and a key no longer set gets the object's own values back: both read from the
/// object once, before the skin first writes the key. Per-state keys (a button's title color)
/// get, for each state a selector tests, the value the cascade computes in it.
///
/// One writer serves one update, on the thread that owns the tree.
struct ValueWriter {
  let skin: Skin
  private let routing: StyleRouting
  /// Whether the registry routes some property to a style class of its own.
  private let routes: Bool
  private let testedStates: ElementState
  /// Whether image values name files of the skin's folder (see ``Skin/resolvedValue(_:)``).
  private let resolvesImages: Bool
  /// The tree's write generation (see ``WrittenValues/generation``).
  private let generation: UInt32
  /// What each class met in this update takes (a few classes: searched in order, without the
  /// process-wide table's lock).
  private var classes: [(type: ObjectIdentifier, bindings: ClassBindings)] = []
  /// The tree's clock and the `transition-*` longhands, or `nil` when no transition runs (the
  /// app drives no clock).
  let motion: TransitionClock?
  /// The node being written and its new style, while a change of its values may start or
  /// stop a transition.
  var transitioning: NodeMotion? {
    didSet { isTransitioning = transitioning != nil }
  }
  /// Whether ``transitioning`` is set (what the path of every value checks: a flag, not the
  /// pair).
  private var isTransitioning = false
  /// The nodes on which a transition started, or an animation moves, in this update (their
  /// tree lists those it does not list yet, for its frames).
  var startedNodes: [StyleNode] = []
  // Scratch, reused from node to node.
  var dirtyKeys: [Int] = []
  var dirtyRouted: [PropertyID] = []

  /// The environment of the tree written (which `@keyframes` rules count).
  let environment: StyleEnvironment

  init(
    skin: Skin, generation: UInt32, time: Double? = nil,
    environment: StyleEnvironment = StyleEnvironment()
  ) {
    self.skin = skin
    routing = skin.registry.routing
    routes = !routing.classIndex.isEmpty
    testedStates = skin.invalidation.testedStates
    resolvesImages = skin.hasImages
    self.generation = generation
    self.environment = environment
    let hasKeyframes = !skin.cascade.keyframes.isEmpty
    motion = time.flatMap {
      TransitionClock(time: $0, table: skin.cascade.table, hasKeyframes: hasKeyframes)
    }
  }

  /// Whether a style class of the registry takes property `id`.
  func isRouted(_ id: PropertyID) -> Bool { routes && routing.classIndex[id] != nil }

  /// What the class of `target` takes.
  mutating func bindings(of target: AnyObject) -> ClassBindings {
    let type = ObjectIdentifier(Swift.type(of: target))
    for entry in classes where entry.type == type { return entry.bindings }
    let bindings = ClassBindings.of(target)
    classes.append((type, bindings))
    return bindings
  }

  /// Writes `style`, the node's new computed style, to the node's object: the values that
  /// differ from the last write, or every value with `rewrite`. `stateStyle` gives the node's
  /// style as if in another state, for per-state keys.
  mutating func write(
    _ style: ComputedStyle, to node: StyleNode, rewrite: Bool,
    stateStyle: (ElementState) -> ComputedStyle, report: inout StyleUpdateReport
  ) {
    let target = node.styleTarget
    let support = bindings(of: target)
    let written = node.styling.written ?? WrittenValues()
    node.styling.written = written
    let stateful = !support.stateKeys.isEmpty
    var normal = style
    if stateful && !node.state.isEmpty && !testedStates.isEmpty {
      normal = stateStyle([])
      report.stateResolutions += 1
    }
    let fresh = rewrite || written.generation != generation
    if let motion, written.style != nil,
      motion.longhands.mayStart(in: style) || !written.transitions.isEmpty
    {
      transitioning = NodeMotion(node: node, lists: motion.longhands.lists(in: style))
    }
    defer { transitioning = nil }
    dirtyKeys.removeAll(keepingCapacity: true)
    dirtyRouted.removeAll(keepingCapacity: true)
    if !support.keys.isEmpty || routes {
      for (new, old, perState) in [
        (style, written.style, false), (normal, written.normalStyle ?? written.style, true),
      ] where !perState || stateful {
        // With `fresh`, every value, and then what the last write set that is set no more.
        new.forEachDifference(from: fresh ? nil : old) { id, value in
          note(id, value, support, perState: perState, target, written, &report)
        }
        if fresh, let old {
          new.forEachDifference(from: old) { id, value in
            if value == nil {
              note(id, nil, support, perState: perState, target, written, &report)
            }
          }
        }
      }
    }
    if transitioning != nil, !written.transitions.isEmpty {
      cancelTransitionsNoLongerListed(in: style, support, target, written, &report)
    }
    if motion?.animations != nil {
      animate(node, style: style, support: support, target: target, written, &report)
    }
    for key in dirtyKeys {
      let source =
        stateful && support.stateProperties.contains(support.keyProperties[key][0])
        ? normal : style
      writeKey(key, from: source, support: support, to: target, written, &report)
    }
    if !dirtyRouted.isEmpty {
      writeRouted(style, normal: normal, support: support, to: target, written, &report)
    }
    written.style = style
    written.normalStyle = normal === style ? nil : normal
    written.generation = generation
    if stateful {
      writeStates(
        node, style: style, normal: normal, support: support, written, stateStyle: stateStyle,
        &report)
    }
  }

  /// Property `id` has a new value: through the transition rules when the node's changes may
  /// start or stop transitions (``transition(_:to:_:_:_:_:)``), else straight to
  /// ``changed(_:_:_:perState:_:_:_:)`` — the common path, kept as small as it was.
  @inline(__always)
  private mutating func note(
    _ id: PropertyID, _ value: StyleValue?, _ support: ClassBindings, perState: Bool,
    _ target: AnyObject, _ written: WrittenValues, _ report: inout StyleUpdateReport
  ) {
    guard isTransitioning, !perState,
      let shown = transition(id, to: value, support, target, written, &report)
    else {
      return changed(id, value, support, perState: perState, target, written, &report)
    }
    changed(id, shown, support, perState: perState, target, written, &report)
  }

  /// Property `id` has a new value (`nil`: no longer set): the keys of one longhand that
  /// set it are written at once, the others (and the keys a style class of the registry
  /// takes) noted to be written with their other longhands.
  mutating func changed(
    _ id: PropertyID, _ value: StyleValue?, _ support: ClassBindings, perState: Bool,
    _ target: AnyObject, _ written: WrittenValues, _ report: inout StyleUpdateReport
  ) {
    if routes, routing.classIndex[id] != nil {
      // A property kept per state takes its routed value from the normal state, too.
      let keptPerState = !support.stateProperties.isEmpty && support.stateProperties.contains(id)
      if keptPerState == perState, !dirtyRouted.contains(id) { dirtyRouted.append(id) }
      return
    }
    support.forEachKey(of: id) { key in
      let properties = support.keyProperties[key]
      let keptPerState =
        !support.stateProperties.isEmpty && support.stateProperties.contains(properties[0])
      guard keptPerState == perState else { return }
      if properties.count == 1 {
        writeSingle(key, id, value, support, target, written, &report)
      } else if !dirtyKeys.contains(key) {
        dirtyKeys.append(key)
      }
    }
  }

  /// Writes key `key`, of the one longhand `id`, as `value` (with the skin's images), or gives
  /// the object its own value back (`value` `nil`).
  func writeSingle(
    _ key: Int, _ id: PropertyID, _ value: StyleValue?, _ support: ClassBindings,
    _ target: AnyObject, _ written: WrittenValues, _ report: inout StyleUpdateReport
  ) {
    if !written.originals.isComplete, written.originals.value(of: id) == nil,
      let own = support.readSingle(key, from: target)
    {
      written.originals.keep(own, for: id)
    }
    if let value {
      support.write(key, resolvesImages ? skin.resolvedValue(value) : value, to: target)
    } else {
      guard let own = written.originals.value(of: id) else { return }
      support.write(key, own, to: target)
      report.resetProperties += 1
    }
    report.writtenProperties += 1
  }

  /// The values of a key's longhands: each declared one's (with the skin's images), and the
  /// object's own for the others; `nil` when none is declared.
  private func values(
    of properties: [PropertyID], in style: ComputedStyle, _ written: WrittenValues
  ) -> [StyleValue]? {
    var declared = false
    var values: [StyleValue] = []
    values.reserveCapacity(properties.count)
    // Without a clock, no look at the node's transitions and animations.
    let moving =
      motion == nil || (written.transitions.isEmpty && written.animations.isEmpty)
      ? nil : motion?.time
    for id in properties {
      if let time = moving, let value = written.transitions.value(of: id, at: time) {
        declared = true
        values.append(value)
      } else if let time = moving, !written.animations.isEmpty,
        let value = animatedValue(of: id, in: style, at: time, written)
      {
        declared = true
        values.append(value)
      } else if let value = style.declaredValue(id) {
        declared = true
        values.append(skin.resolvedValue(value))
      } else {
        values.append(written.originals.value(of: id) ?? style.value(id))
      }
    }
    return declared ? values : nil
  }

  /// Writes key `key` as `style` sets it, or gives the object its own values back when the
  /// style sets none of the key's longhands.
  func writeKey(
    _ key: Int, from style: ComputedStyle, support: ClassBindings, to target: AnyObject,
    _ written: WrittenValues, _ report: inout StyleUpdateReport
  ) {
    let properties = support.keyProperties[key]
    if written.originals.value(of: properties[0]) == nil, !written.originals.isComplete,
      let own = support.read(key, from: target)
    {
      written.originals.keep(own, for: properties)
    }
    if let values = values(of: properties, in: style, written) {
      support.write(key, values, to: target)
    } else {
      let own = properties.compactMap(written.originals.value(of:))
      guard own.count == properties.count else { return }
      support.write(key, own, to: target)
      report.resetProperties += 1
    }
    report.writtenProperties += 1
  }

  /// Writes the changed properties the registry routes to its style classes: each class gets
  /// one style object holding its keys' values, and applies it.
  func writeRouted(
    _ style: ComputedStyle, normal: ComputedStyle, support: ClassBindings,
    to target: AnyObject, _ written: WrittenValues, _ report: inout StyleUpdateReport
  ) {
    var objects: [Int: CascadingStyle] = [:]
    var done: [AnyStyleKey] = []
    for id in dirtyRouted {
      guard let key = routing.keysByProperty[id], let index = routing.classIndex[id],
        !done.contains(key)
      else { continue }
      done.append(key)
      let properties = key.properties
      let object = objects[index] ?? routing.classes[index].init()
      if written.originals.value(of: properties[0]) == nil, !written.originals.isComplete {
        let reader = routing.classes[index].init()
        reader.setValues(from: target)
        let own = properties.compactMap { reader.value(forProperty: $0) }
        if own.count == properties.count {
          written.originals.keep(own, for: properties)
        }
      }
      let source = support.stateProperties.contains(properties[0]) ? normal : style
      if let values = values(of: properties, in: source, written) {
        for (id, value) in zip(properties, values) { object.setValue(value, forProperty: id) }
      } else {
        let own = properties.compactMap(written.originals.value(of:))
        guard own.count == properties.count else { continue }
        for (id, value) in zip(properties, own) { object.setValue(value, forProperty: id) }
        report.resetProperties += 1
      }
      objects[index] = object
      report.writtenProperties += 1
    }
    for index in objects.keys.sorted() { objects[index]!.apply(to: target) }
  }

  /// Writes each tested state's value of the per-state keys: the value the cascade computes
  /// in that state where it differs from the normal one, else none (the state shows the
  /// normal value). A state no longer tested loses the value written for it.
  private func writeStates(
    _ node: StyleNode, style: ComputedStyle, normal: ComputedStyle, support: ClassBindings,
    _ written: WrittenValues, stateStyle: (ElementState) -> ComputedStyle,
    _ report: inout StyleUpdateReport
  ) {
    var states: [(state: ElementState, style: ComputedStyle?)] = []
    for (_, flag) in ElementState.names where testedStates.contains(flag) {
      if node.state == flag {
        states.append((flag, style))
      } else {
        states.append((flag, stateStyle(flag)))
        report.stateResolutions += 1
      }
    }
    for entry in written.states where !states.contains(where: { $0.state.rawValue == entry.state })
    {
      states.append((ElementState(rawValue: entry.state), nil))
    }
    for (state, shown) in states {
      for (index, properties) in support.stateKeyProperties.enumerated() {
        var value: [StyleValue]?
        if let shown, properties.contains(where: { shown.declaredValue($0) != nil }) {
          let values = properties.map { skin.resolvedValue(shown.value($0)) }
          let normalValues =
            properties.contains(where: { normal.declaredValue($0) != nil })
            ? properties.map { skin.resolvedValue(normal.value($0)) } : nil
          if values != normalValues { value = values }
        }
        let position = written.states.firstIndex {
          $0.state == state.rawValue && $0.property == properties[0]
        }
        guard position.map({ written.states[$0].values }) != value else { continue }
        support.writeState(index, value, for: state, to: node.styleTarget)
        if let value, let position {
          written.states[position].values = value
        } else if let value {
          written.states.append(
            WrittenValues.StateWrite(state: state.rawValue, property: properties[0], values: value))
        } else if let position {
          written.states.remove(at: position)
        }
        report.writtenProperties += 1
      }
    }
  }
}
