import SkinKitCascade
import SkinKitProperties

/// The CSS animations of one node's object (CSS Animations 1 §3), in the order of its
/// `animation-name` list (a later one's values win), kept with what was written to it.
struct NodeAnimations {
  struct Entry {
    /// The `@keyframes` name it runs.
    let name: String
    /// The clock's time at the animation's local time 0.
    var startTime: Double
    /// Its local time while `animation-play-state` is `paused`.
    var pausedAt: Double?
    var timing: AnimationTiming
    /// The keyframes, computed for the node, of the properties its object takes.
    var tracks: [KeyframeTrack]
    /// What keyframe values that read the node are computed against (its font size and
    /// color replaced, at each frame, by those its animations give).
    var context = ComputeContext()

    func localTime(at time: Double) -> Double { pausedAt ?? (time - startTime) }

    /// Whether a frame at `time` may change what it shows: it runs, and has not ended.
    func moves(at time: Double) -> Bool {
      pausedAt == nil && !timing.isFinished(at: localTime(at: time))
    }
  }

  /// Empty for a node without animations: a node's record pays one reference for them.
  private(set) var entries: [Entry] = []

  var isEmpty: Bool { entries.isEmpty }

  /// Whether a frame at `time` may change a value.
  func moves(at time: Double) -> Bool { entries.contains { $0.moves(at: time) } }

  /// How many animations a frame at `time` moves.
  func movingCount(at time: Double) -> Int {
    entries.reduce(0) { $0 + ($1.moves(at: time) ? 1 : 0) }
  }

  /// Whether some animation has keyframes for `id`.
  func animates(_ id: PropertyID) -> Bool {
    entries.contains { entry in entry.tracks.contains { $0.property == id } }
  }

  /// The properties the animations have keyframes for, once each.
  var properties: [PropertyID] {
    var ids: [PropertyID] = []
    for entry in entries {
      for track in entry.tracks where !ids.contains(track.property) { ids.append(track.property) }
    }
    return ids
  }

  /// The value property `id` of a node whose computed style is `style` shows at `time`
  /// over its `underlying` value, `nil` when no animation with keyframes for it has an effect
  /// then: the animations stacked in order, each replacing what is below it — so a later
  /// one's missing `from` or `to` keyframe takes the value the earlier ones give (Web
  /// Animations 1 §5.4, the effect stack). Keyframe values that read the node's font size or
  /// color are computed with the ones the animations give then.
  func value(
    of id: PropertyID, at time: Double, in style: ComputedStyle, underlying: StyleValue
  ) -> StyleValue? {
    let table = style.table
    guard var frame = entries.first?.context else { return nil }
    if id != table.fontSizeID, id != table.colorID,
      entries.contains(where: { entry in
        entry.tracks.contains { $0.property == id && $0.readsElement }
      })
    {
      let fontSize = style.value(table.fontSizeID)
      if let size = value(of: table.fontSizeID, at: time, in: style, underlying: fontSize)?
        .numberValue
      {
        frame.fontSize = size
      }
      if case .color(let color)? = value(
        of: table.colorID, at: time, in: style, underlying: .color(style.color))
      {
        frame.color = color
      }
    }
    let syntax = table[id].syntax
    var result: StyleValue?
    for entry in entries {
      guard let track = entry.tracks.first(where: { $0.property == id }),
        let progress = entry.timing.progress(at: entry.localTime(at: time))
      else { continue }
      result = track.value(
        at: progress, underlying: result ?? underlying, base: underlying, syntax: syntax,
        context: frame, clamped: false)
    }
    // Clamped once the stack is done, as Chromium composes it: an earlier animation's blur
    // below 0 is what a later one moves from.
    return result.map { StyleInterpolation.clamped($0, syntax: syntax) }
  }

  mutating func replace(with entries: [Entry], context: ComputeContext) {
    self.entries = entries
    for index in self.entries.indices { self.entries[index].context = context }
  }

  /// Drops the animations that ended at `time` and hold no value (no `forwards` fill).
  mutating func dropEnded(at time: Double) {
    entries.removeAll { entry in
      entry.timing.isFinished(at: entry.localTime(at: time))
        && entry.timing.progress(at: entry.localTime(at: time)) == nil
    }
  }

  /// Stops every animation.
  mutating func removeAll() { entries.removeAll() }
}

/// The ids of the `animation-*` longhands in one property table, and the animations a
/// computed style asks for.
struct AnimationLonghands {
  let name: PropertyID
  let duration: PropertyID
  let timingFunction: PropertyID
  let delay: PropertyID
  let iterationCount: PropertyID
  let direction: PropertyID
  let fillMode: PropertyID
  let playState: PropertyID
  /// `animation-composition`: read by no animation (every one replaces the values below it).
  let composition: PropertyID?

  init?(table: PropertyTable) {
    func id(_ name: String) -> PropertyID? { table.definition(named: "animation-" + name)?.id }
    guard let name = id("name"), let duration = id("duration"),
      let timingFunction = id("timing-function"), let delay = id("delay"),
      let iterationCount = id("iteration-count"), let direction = id("direction"),
      let fillMode = id("fill-mode"), let playState = id("play-state")
    else { return nil }
    (self.name, self.duration, self.timingFunction, self.delay) =
      (name, duration, timingFunction, delay)
    (self.iterationCount, self.direction, self.fillMode, self.playState) =
      (iterationCount, direction, fillMode, playState)
    composition = id("composition")
  }

  /// Whether `id` is one of the `animation-*` longhands (which never animate).
  func contains(_ id: PropertyID) -> Bool {
    [name, duration, timingFunction, delay, iterationCount, direction, fillMode, playState]
      .contains(id) || id == composition
  }

  /// One animation `animation-name` asks for: its name and settings.
  struct Request {
    let name: String
    let timing: AnimationTiming
    let easing: TimingFunction
    let paused: Bool
  }

  /// What `style` asks for: an animation for each name of `animation-name` (not `none`),
  /// with the other longhands' entries at the same position (a shorter list repeats).
  /// Empty when `animation-name` is not declared: what keeps a sheet without animations from
  /// paying for them.
  func requests(in style: ComputedStyle) -> [Request] {
    guard case .motion(.keyframesNames(let names))? = style.declaredValue(name) else {
      return []
    }
    func list<T>(_ id: PropertyID, _ read: (MotionList) -> [T]?, _ fallback: T) -> [T] {
      guard case .motion(let value) = style.value(id), let items = read(value), !items.isEmpty
      else { return [fallback] }
      return items
    }
    let durations = list(duration, { if case .times(let t) = $0 { t } else { nil } }, 0.0)
    let delays = list(delay, { if case .times(let t) = $0 { t } else { nil } }, 0.0)
    let easings = list(
      timingFunction, { if case .timingFunctions(let f) = $0 { f } else { nil } },
      TimingFunction.ease)
    let counts = list(
      iterationCount, { if case .iterationCounts(let c) = $0 { c } else { nil } }, 1.0)
    func words(_ id: PropertyID, _ fallback: String) -> [String] {
      list(id, { if case .keywords(let w) = $0 { w } else { nil } }, fallback)
    }
    let directions = words(direction, "normal")
    let fills = words(fillMode, "none")
    let states = words(playState, "running")
    var requests: [Request] = []
    for (index, name) in names.enumerated() {
      guard let name else { continue }
      let timing = AnimationTiming(
        duration: durations[index % durations.count], delay: delays[index % delays.count],
        iterations: counts[index % counts.count],
        direction: .init(rawValue: directions[index % directions.count]) ?? .normal,
        fillMode: .init(rawValue: fills[index % fills.count]) ?? .none)
      requests.append(
        Request(
          name: name, timing: timing, easing: easings[index % easings.count],
          paused: states[index % states.count] == "paused"))
    }
    return requests
  }
}
