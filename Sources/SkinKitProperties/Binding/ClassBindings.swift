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
  /// Each key's longhands (``keys``' `properties`, made once).
  package let keyProperties: [[PropertyID]]
  /// Each state key's longhands.
  package let stateKeyProperties: [[PropertyID]]
  /// The keys of each longhand, as ranges of ``propertyKeys``: the keys of property `id` are
  /// `propertyKeys[propertyKeyStart[id]..<propertyKeyStart[id + 1]]` (no dictionary lookup
  /// when a node's values are written).
  private let propertyKeyStart: [Int32]
  private let propertyKeys: [Int32]
  private let values: [StyleBinding]
  private let states: [StyleBinding]

  private static let cache = Locked<[ObjectIdentifier: ClassBindings]>([:])

  /// What the class of `target` takes.
  package static func of(_ target: AnyObject) -> ClassBindings {
    let type = ObjectIdentifier(Swift.type(of: target))
    if let cached = cache.withLock({ $0[type] }) { return cached }
    let listed =
      ((target as? any Stylable).map { Swift.type(of: $0).styleBindings } ?? [])
      + ((target as? any StylableSubclass).map { Swift.type(of: $0).addedStyleBindings } ?? [])
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
    keyProperties = keys.map(\.properties)
    stateKeyProperties = stateKeys.map(\.properties)
    let highest = byProperty.keys.max() ?? -1
    var start = [Int32](repeating: 0, count: highest + 2)
    var list: [Int32] = []
    for id in 0...(highest + 1) {
      start[id] = Int32(list.count)
      if id <= highest { list += (byProperty[id] ?? []).map(Int32.init) }
    }
    propertyKeyStart = start
    propertyKeys = list
  }

  /// Calls `body` with the index (into ``keys``) of each key that sets property `id`.
  @inline(__always)
  package func forEachKey(of id: PropertyID, _ body: (Int) -> Void) {
    guard id + 1 < propertyKeyStart.count else { return }
    var position = Int(propertyKeyStart[id])
    let end = Int(propertyKeyStart[id + 1])
    while position < end {
      body(Int(propertyKeys[position]))
      position += 1
    }
  }

  /// Whether the class takes a value of property `id` (through a key of one value).
  @inline(__always)
  package func takes(_ id: PropertyID) -> Bool {
    id + 1 < propertyKeyStart.count && propertyKeyStart[id] != propertyKeyStart[id + 1]
  }

  /// Writes the values of key `index` (one per longhand) to `target`; `false` if they do not
  /// convert.
  @discardableResult
  package func write(_ index: Int, _ components: [StyleValue], to target: AnyObject) -> Bool {
    guard case .value(let access) = values[index].access else { return false }
    var request = PropertyAccess.writeLonghands(components)
    return access(target, &request)
  }

  /// Writes the value of key `index`, a key of one longhand, to `target`; `false` if it does
  /// not convert.
  @discardableResult
  package func write(_ index: Int, _ value: StyleValue, to target: AnyObject) -> Bool {
    guard case .value(let access) = values[index].access else { return false }
    var request = PropertyAccess.write(value)
    return access(target, &request)
  }

  /// Reads the values of key `index` back from `target`.
  package func read(_ index: Int, from target: AnyObject) -> [StyleValue]? {
    guard case .value(let access) = values[index].access else { return nil }
    var request = PropertyAccess.readLonghands
    guard access(target, &request), case .readValues(let values) = request else { return nil }
    return values
  }

  /// Reads the value of key `index`, a key of one longhand, back from `target`.
  package func readSingle(_ index: Int, from target: AnyObject) -> StyleValue? {
    guard case .value(let access) = values[index].access else { return nil }
    var request = PropertyAccess.read
    guard access(target, &request), case .readValue(let value) = request else { return nil }
    return value
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
