import SkinKitSelectors
import SkinKitSupport
import SkinKitSyntax

/// What one class takes: the bindings its ``Stylable/styleBindings`` lists that apply to
/// it, indexed by the longhands they set. Worked out once per class (a class's bindings do
/// not change) and kept; an object that is not ``Stylable`` takes nothing.
///
/// Where a class lists two bindings of one key (a subclass binding again what its
/// superclass bound), the later one counts.
package final class ClassBindings: Sendable {
  /// The keys the class takes one value of, in order.
  package let keys: [AnyStyleKey]
  /// Indices into ``keys`` by each longhand a key sets.
  package let keysByProperty: [PropertyID: [Int]]
  /// The keys the class keeps a value per state of.
  package let stateKeys: [AnyStyleKey]
  /// The longhands of ``stateKeys``.
  package let stateProperties: Set<PropertyID>
  private let values: [StyleBinding]
  private let states: [StyleBinding]

  private static let cache = Locked<[ObjectIdentifier: ClassBindings]>([:])

  /// What the class of `target` takes.
  package static func of(_ target: AnyObject) -> ClassBindings {
    let type = ObjectIdentifier(Swift.type(of: target))
    if let cached = cache.withLock({ $0[type] }) { return cached }
    let listed = (target as? any Stylable).map { Swift.type(of: $0).styleBindings } ?? []
    let bindings = ClassBindings(listed.filter { $0.supports(target) })
    cache.withLock { $0[type] = bindings }
    return bindings
  }

  private init(_ bindings: [StyleBinding]) {
    func lastOfEachKey(_ list: [StyleBinding]) -> [StyleBinding] {
      var position: [AnyStyleKey: Int] = [:]
      var result: [StyleBinding] = []
      for binding in list where !binding.key.properties.isEmpty {
        if let index = position[binding.key] {
          result[index] = binding
        } else {
          position[binding.key] = result.count
          result.append(binding)
        }
      }
      return result
    }
    states = lastOfEachKey(bindings.filter(\.isPerState))
    // A key bound only per state takes its value (the normal state's) through that binding.
    let valueBound = Set(bindings.filter { !$0.isPerState }.map(\.key))
    values = lastOfEachKey(
      states.compactMap { valueBound.contains($0.key) ? nil : $0.normalState }
        + bindings.filter { !$0.isPerState })
    keys = values.map(\.key)
    stateKeys = states.map(\.key)
    var byProperty: [PropertyID: [Int]] = [:]
    for (index, key) in keys.enumerated() {
      for property in key.properties { byProperty[property, default: []].append(index) }
    }
    keysByProperty = byProperty
    stateProperties = Set(stateKeys.flatMap(\.properties))
  }

  /// Writes the values of key `index` (one per longhand) to `target`; `false` if they do not
  /// convert.
  @discardableResult
  package func write(_ index: Int, _ components: [StyleValue], to target: AnyObject) -> Bool {
    guard case .value(let write, _) = values[index].access else { return false }
    return write(target, components)
  }

  /// Reads the values of key `index` back from `target`.
  package func read(_ index: Int, from target: AnyObject) -> [StyleValue]? {
    guard case .value(_, let read) = values[index].access else { return nil }
    return read(target)
  }

  /// Writes every value of `values` the class takes (a key set only in part takes its
  /// other longhands' initial values); returns how many keys it wrote.
  @discardableResult
  package func apply(_ values: [PropertyID: StyleValue], to target: AnyObject) -> Int {
    guard !values.isEmpty, !keys.isEmpty else { return 0 }
    var written = 0
    var done: [Int] = []
    for property in values.keys {
      for index in keysByProperty[property] ?? [] where !done.contains(index) {
        done.append(index)
        let components = keys[index].definitions.map { values[$0.id] ?? $0.initial }
        if write(index, components, to: target) { written += 1 }
      }
    }
    return written
  }

  /// Every value `target` has for the keys its class takes, read back.
  package func read(from target: AnyObject) -> [PropertyID: StyleValue] {
    var result: [PropertyID: StyleValue] = [:]
    for index in keys.indices {
      guard let components = read(index, from: target) else { continue }
      for (id, value) in zip(keys[index].properties, components) { result[id] = value }
    }
    return result
  }

  /// Writes per-state key `index`'s value for `state` (`nil` removes the state's own value).
  package func writeState(
    _ index: Int, _ components: [StyleValue]?, for state: ElementState, to target: AnyObject
  ) {
    guard case .perState(let write, _) = states[index].access else { return }
    write(target, components, state)
  }
}
