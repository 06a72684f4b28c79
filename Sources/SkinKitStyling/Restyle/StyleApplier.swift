import SkinKitCascade
import SkinKitProperties
import SkinKitSelectors

/// Writes a node's computed style to the node: only the properties whose value came from a
/// declaration, only those the node supports (or a registered style class handles), and
/// only when the value changed since the last write. A property no longer set returns to
/// the node's own value, read back before the skin first wrote to it. Per-state properties
/// (a button's title color) get, for each state, the value the cascade computes for it.
///
/// Values reach the node through its class's bindings (``Stylable/styleBindings``), or —
/// for a key a style class of the skin's registry lists — that class's
/// ``CascadingStyle/apply(to:)``.
struct StyleApplier {
  let skin: Skin
  let routing: StyleRouting

  init(skin: Skin) {
    self.skin = skin
    routing = skin.registry.routing
  }

  /// The values of the keys `node` takes that `style` declares, by each key's first
  /// longhand; `stateful` picks the per-state keys, or the others.
  private func declaredValues(
    _ style: ComputedStyle, support: ClassBindings, stateful: Bool
  ) -> [PropertyID: (AnyStyleKey, [StyleValue])] {
    var declared: [PropertyID: StyleValue] = [:]
    style.forEachDeclaredValue { declared[$0] = skin.resolvedValue($1) }
    var result: [PropertyID: (AnyStyleKey, [StyleValue])] = [:]
    func add(_ key: AnyStyleKey) {
      let first = key.properties[0]
      guard result[first] == nil, support.stateProperties.contains(first) == stateful else {
        return
      }
      // A key of several longhands takes each one's computed value, declared or not.
      let values =
        key.properties.count == 1
        ? [declared[first]!]
        : key.properties.map { declared[$0] ?? skin.resolvedValue(style.value($0)) }
      result[first] = (key, values)
    }
    for property in declared.keys {
      for index in support.keysByProperty[property] ?? [] { add(support.keys[index]) }
      if let key = routing.keysByProperty[property] { add(key) }
    }
    return result
  }

  mutating func apply(
    _ style: ComputedStyle, to node: StyleNode, parentStyle: ComputedStyle?, inline: InlineStyle?,
    session: StyleResolutionSession, report: inout StyleUpdateReport
  ) {
    let target = node.styleTarget
    let support = ClassBindings.of(target)
    var current = declaredValues(style, support: support, stateful: false)
    // Per-state properties take their normal value from the normal state's style.
    var normalStyle = style
    var stateStyles: [(ElementState, ComputedStyle)] = []
    if !support.stateKeys.isEmpty {
      let tested = skin.invalidation.testedStates
      if !node.state.isEmpty && !tested.isEmpty {
        normalStyle = session.resolve(node, parentStyle: parentStyle, inline: inline, state: [])
        report.stateResolutions += 1
      }
      for (_, flag) in ElementState.names where tested.contains(flag) {
        if node.state == flag {
          stateStyles.append((flag, style))
        } else {
          stateStyles.append(
            (flag, session.resolve(node, parentStyle: parentStyle, inline: inline, state: flag)))
          report.stateResolutions += 1
        }
      }
      current.merge(declaredValues(normalStyle, support: support, stateful: true)) { $1 }
    }

    // Changed and removed keys, grouped by the style class that applies them.
    var writes: [Int: CascadingStyle] = [:]
    func write(_ key: AnyStyleKey, _ values: [StyleValue]) {
      let first = key.properties[0]
      let index = routing.classIndex[first] ?? 0
      let style = writes[index] ?? routing.classes[index].init()
      for (property, value) in zip(key.properties, values) {
        style.setValue(value, forProperty: property)
      }
      writes[index] = style
    }
    for (first, (key, values)) in current where node.styling.applied[first] != values {
      if node.styling.applied[first] == nil {
        captureOriginal(key, of: node, support: support)
      }
      write(key, values)
      node.styling.applied[first] = values
      report.writtenProperties += 1
    }
    for first in node.styling.applied.keys where current[first] == nil {
      node.styling.applied[first] = nil
      guard let key = key(startingWith: first, support: support) else { continue }
      let values = key.properties.compactMap { node.styling.originals[$0] }
      guard values.count == key.properties.count else { continue }
      write(key, values)
      report.writtenProperties += 1
      report.resetProperties += 1
    }
    for index in writes.keys.sorted() {
      // Index 0 is CascadingStyle itself: the node's bindings.
      if index == 0 {
        support.apply(writes[index]!.values, to: target)
      } else {
        writes[index]!.apply(to: target)
      }
    }

    applyStates(stateStyles, normal: current, to: node, support: support, report: &report)
  }

  /// Reads a key's value back from the node before the skin first writes it (once: the
  /// value is the node's own, to return to when nothing sets the key any more).
  private func captureOriginal(
    _ key: AnyStyleKey, of node: StyleNode, support: ClassBindings
  ) {
    let first = key.properties[0]
    guard node.styling.originals[first] == nil, !node.styling.originalsComplete else { return }
    var values: [StyleValue]?
    for index in support.keysByProperty[first] ?? [] where support.keys[index] == key {
      values = support.read(index, from: node.styleTarget)
      break
    }
    if values == nil, let index = routing.classIndex[first] {
      let style = routing.classes[index].init()
      style.setValues(from: node.styleTarget)
      let read = key.properties.compactMap { style.value(forProperty: $0) }
      if read.count == key.properties.count { values = read }
    }
    guard let values else { return }
    for (property, value) in zip(key.properties, values) {
      node.styling.originals[property] = value
    }
  }

  /// The key (built-in binding or app key) whose first longhand is `first`.
  private func key(startingWith first: PropertyID, support: ClassBindings) -> AnyStyleKey? {
    for index in support.keysByProperty[first] ?? [] {
      let key = support.keys[index]
      if key.properties.first == first { return key }
    }
    return routing.keysByProperty[first].flatMap { $0.properties.first == first ? $0 : nil }
  }

  /// Writes each state's value of the per-state properties: the value the cascade computes
  /// in that state where it differs from the normal one, else none (the state shows the
  /// normal value).
  private func applyStates(
    _ stateStyles: [(ElementState, ComputedStyle)],
    normal: [PropertyID: (AnyStyleKey, [StyleValue])], to node: StyleNode,
    support: ClassBindings, report: inout StyleUpdateReport
  ) {
    guard !support.stateKeys.isEmpty else { return }
    var flags = stateStyles.map(\.0)
    for raw in node.styling.appliedStates.keys where !flags.contains(ElementState(rawValue: raw)) {
      flags.append(ElementState(rawValue: raw))
    }
    for flag in flags {
      let style = stateStyles.first { $0.0 == flag }?.1
      for (index, key) in support.stateKeys.enumerated() {
        let first = key.properties[0]
        var value: [StyleValue]?
        if let style, key.properties.contains(where: style.isDeclared) {
          let values = key.properties.map { skin.resolvedValue(style.value($0)) }
          if values != normal[first]?.1 { value = values }
        }
        guard node.styling.appliedStates[flag.rawValue]?[first] != value else { continue }
        support.writeState(index, value, for: flag, to: node.styleTarget)
        node.styling.appliedStates[flag.rawValue, default: [:]][first] = value
        report.writtenProperties += 1
      }
      if node.styling.appliedStates[flag.rawValue]?.isEmpty == true {
        node.styling.appliedStates[flag.rawValue] = nil
      }
    }
  }
}
