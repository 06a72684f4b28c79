import SkinKitCascade
import SkinKitProperties

/// The transitions running on one node's object, one per property (a few: searched in
/// order), kept with what was written to it.
struct NodeTransitions {
  struct Entry {
    let property: PropertyID
    var running: RunningTransition
    /// The property's syntax (its range clamps interpolated values).
    let syntax: ValueSyntax
  }

  private(set) var entries: [Entry] = []

  var isEmpty: Bool { entries.isEmpty }

  /// The transition of `id`, if one runs.
  func running(_ id: PropertyID) -> RunningTransition? {
    for entry in entries where entry.property == id { return entry.running }
    return nil
  }

  /// The value property `id` shows at `time`, if a transition of it runs.
  func value(of id: PropertyID, at time: Double) -> StyleValue? {
    for entry in entries where entry.property == id {
      return entry.running.value(at: time, syntax: entry.syntax)
    }
    return nil
  }

  mutating func set(_ running: RunningTransition, for id: PropertyID, syntax: ValueSyntax) {
    if let index = entries.firstIndex(where: { $0.property == id }) {
      entries[index].running = running
    } else {
      entries.append(Entry(property: id, running: running, syntax: syntax))
    }
  }

  /// Stops the transition of `id`; returns whether one ran.
  @discardableResult
  mutating func remove(_ id: PropertyID) -> Bool {
    guard let index = entries.firstIndex(where: { $0.property == id }) else { return false }
    entries.remove(at: index)
    return true
  }

  /// Stops every transition.
  mutating func removeAll() { entries.removeAll() }
}

/// The ids of the `transition-*` longhands in one property table, and the settings a
/// computed style gives each property.
struct TransitionLonghands {
  let property: PropertyID
  let duration: PropertyID
  let timingFunction: PropertyID
  let delay: PropertyID
  let behavior: PropertyID

  init?(table: PropertyTable) {
    guard let property = table.definition(named: "transition-property")?.id,
      let duration = table.definition(named: "transition-duration")?.id,
      let timingFunction = table.definition(named: "transition-timing-function")?.id,
      let delay = table.definition(named: "transition-delay")?.id,
      let behavior = table.definition(named: "transition-behavior")?.id
    else { return nil }
    (self.property, self.duration, self.timingFunction, self.delay, self.behavior) =
      (property, duration, timingFunction, delay, behavior)
  }

  /// Whether a change of `style`'s values may start a transition: only when its duration or
  /// delay is declared (their initial values, 0 s, start none). What keeps a sheet without
  /// transitions from paying for them.
  func mayStart(in style: ComputedStyle) -> Bool {
    style.declaredValue(duration) != nil || style.declaredValue(delay) != nil
  }

  /// Whether `id` is one of the `transition-*` longhands (which never transition).
  func contains(_ id: PropertyID) -> Bool {
    id == property || id == duration || id == timingFunction || id == delay || id == behavior
  }

  /// `style`'s `transition-*` lists, read once for all the node's values.
  func lists(in style: ComputedStyle) -> TransitionLists {
    TransitionLists(
      properties: style.value(property), durations: style.value(duration),
      timingFunctions: style.value(timingFunction), delays: style.value(delay),
      behaviors: style.value(behavior), table: style.table)
  }
}

/// One node's computed `transition-*` lists, and the settings they give each property.
struct TransitionLists {
  let properties: StyleValue
  let durations: StyleValue
  let timingFunctions: StyleValue
  let delays: StyleValue
  let behaviors: StyleValue
  /// Which names and shorthands stand for a property.
  let table: PropertyTable

  /// The settings for the property named `name`, or `nil` when no entry of
  /// `transition-property` names it (by any of its names, or a shorthand of it).
  func settings(for name: String) -> TransitionSettings? {
    TransitionSettings(
      property: name, properties: properties, durations: durations,
      timingFunctions: timingFunctions, delays: delays, behaviors: behaviors, table: table)
  }
}
