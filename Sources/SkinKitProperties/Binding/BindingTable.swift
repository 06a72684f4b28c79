import SkinKitSelectors
import SkinKitSyntax

/// The keys objects take values through, made from the keys themselves (each built-in key
/// carries its binding; an app key declared with `on:` does too): the one place that says
/// which protocol property each style property writes. What an object supports is worked
/// out once per class (conformances do not change) and cached in the table.
///
/// ``builtIn`` has the built-in keys; a registry of an app's keys makes its own table.
package final class BindingTable: Sendable {
  /// The built-in keys' bindings.
  package static let builtIn = BindingTable(keys: StyleKeys.all)

  /// The keys with a binding, in order.
  package let keys: [AnyStyleKey]
  /// The keys with a per-state binding (indices into ``keys``).
  let stateKeys: [Int]
  /// Indices into ``keys`` by each longhand a key sets.
  package let keysByProperty: [PropertyID: [Int]]
  private let cache = Locked<[ObjectIdentifier: Support]>([:])

  /// What one class supports.
  package struct Support: Sendable {
    /// Per key index: whether the class adopts its protocol.
    package let keys: [Bool]
    /// The keys it supports, in table order.
    package let supportedKeys: [Int]
    /// The keys it takes per state.
    package let stateKeys: [Int]
    /// The longhands of the keys it takes per state.
    package let stateProperties: Set<PropertyID>
  }

  /// A table of the keys' bindings (keys without a binding are left out; a key listed twice
  /// counts once).
  package init(keys: [AnyStyleKey]) {
    var unique: [AnyStyleKey] = []
    var seen = Set<AnyStyleKey>()
    for key in keys where key.binding != nil && seen.insert(key).inserted { unique.append(key) }
    self.keys = unique
    stateKeys = unique.indices.filter { unique[$0].stateBinding != nil }
    var byProperty: [PropertyID: [Int]] = [:]
    for (index, key) in unique.enumerated() {
      for property in key.properties { byProperty[property, default: []].append(index) }
    }
    keysByProperty = byProperty
  }

  /// This table with more keys (for a style class's or a registry's own).
  package func adding(_ more: [AnyStyleKey]) -> BindingTable {
    let new = more.filter { $0.binding != nil && !keys.contains($0) }
    return new.isEmpty ? self : BindingTable(keys: keys + new)
  }

  /// What the class of `target` supports (computed once per class).
  package func support(for target: AnyObject) -> Support {
    let type = ObjectIdentifier(Swift.type(of: target))
    if let cached = cache.withLock({ $0[type] }) { return cached }
    let flags = keys.map { $0.binding!.supports(target) }
    let states = stateKeys.filter { keys[$0].stateBinding!.supports(target) }
    let support = Support(
      keys: flags, supportedKeys: flags.indices.filter { flags[$0] }, stateKeys: states,
      stateProperties: Set(states.flatMap { keys[$0].properties }))
    cache.withLock { $0[type] = support }
    return support
  }

  /// Writes the values of `key` (one per longhand) to `target`, if it supports the key.
  @discardableResult
  package func write(_ index: Int, _ values: [StyleValue], to target: AnyObject) -> Bool {
    keys[index].binding!.write(target, values)
  }

  /// Reads the values of a key back from `target`, if it supports the key.
  package func read(_ index: Int, from target: AnyObject) -> [StyleValue]? {
    keys[index].binding!.read(target)
  }

  /// Writes every value of `values` that `target` supports (a key set only in part takes its
  /// other longhands' initial values); returns how many keys it wrote.
  @discardableResult
  package func apply(_ values: [PropertyID: StyleValue], to target: AnyObject) -> Int {
    guard !values.isEmpty else { return 0 }
    let support = support(for: target)
    var written = 0
    var done: [Int] = []
    for property in values.keys {
      for index in keysByProperty[property] ?? [] where support.keys[index] {
        guard !done.contains(index) else { continue }
        done.append(index)
        let binding = keys[index].binding!
        let components = keys[index].properties.enumerated().map { position, id in
          values[id] ?? binding.initials[position]
        }
        if binding.write(target, components) { written += 1 }
      }
    }
    return written
  }

  /// Every value `target` has for the keys it supports, read back.
  package func read(from target: AnyObject) -> [PropertyID: StyleValue] {
    var result: [PropertyID: StyleValue] = [:]
    for index in support(for: target).supportedKeys {
      guard let values = keys[index].binding!.read(target) else { continue }
      for (id, value) in zip(keys[index].properties, values) { result[id] = value }
    }
    return result
  }

  /// Writes a per-state key's value for `state` (`nil` removes the state's own value).
  package func writeState(
    _ index: Int, _ values: [StyleValue]?, for state: ElementState, to target: AnyObject
  ) {
    keys[index].stateBinding!.write(target, values, state)
  }
}
