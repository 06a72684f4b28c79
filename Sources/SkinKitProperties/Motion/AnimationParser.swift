import SkinKitSyntax

/// Reads the `animation-*` longhands and the `animation` shorthand (CSS Animations 1 §3,
/// Animations 2 §3):
///
///     animation-name            = [ none | <keyframes-name> ]#
///     animation-duration        = [ auto | <time [0s,∞]> ]#
///     animation-iteration-count = [ infinite | <number [0,∞]> ]#
///     animation-direction       = [ normal | reverse | alternate | alternate-reverse ]#
///     animation-fill-mode       = [ none | forwards | backwards | both ]#
///     animation-play-state      = [ running | paused ]#
///     animation-composition     = [ replace | add | accumulate ]#
///     animation                 = <single-animation>#
///     <single-animation>        = <time [0s,∞]> || <easing-function> || <time>
///                                 || <iteration-count> || <direction> || <fill-mode>
///                                 || <play-state> || [ none | <keyframes-name> ]
///
/// (`animation-timing-function` and `animation-delay` are read as the transition ones.) A
/// mistake is an `invalid-animation` diagnostic and drops the declaration.
extension MotionParser {
  /// The keywords of each keyword longhand.
  package static let animationKeywords: [MotionList.Kind: [String]] = [
    .direction: ["normal", "reverse", "alternate", "alternate-reverse"],
    .fillMode: ["none", "forwards", "backwards", "both"],
    .playState: ["running", "paused"],
    .composition: ["replace", "add", "accumulate"],
  ]

  /// An `animation-*` longhand's list (the items already split at commas).
  static func animationList(_ items: [[ArraySlice<Token>]], kind: MotionList.Kind)
    throws(ValueError) -> StyleValue
  {
    var names: [String?] = []
    var times: [Double] = []
    var counts: [Double] = []
    var words: [String] = []
    for item in items {
      guard item.count == 1 else {
        throw animationError("expected one value per animation, found '\(describe(item))'")
      }
      let component = item[0]
      switch kind {
      case .animationName:
        guard let name = try keyframesName(component) else {
          throw animationError("expected a @keyframes name or none, found '\(describe(item))'")
        }
        names.append(name)
      case .animationDuration:
        guard let time = try animationDuration(component) else {
          throw animationError("expected auto or a time in s or ms, found '\(describe(item))'")
        }
        times.append(time)
      case .iterationCount:
        guard let count = try iterationCount(component) else {
          throw animationError(
            "expected infinite or a number of iterations, found '\(describe(item))'")
        }
        counts.append(count)
      default:
        let allowed = animationKeywords[kind] ?? []
        guard let word = keyword(component, among: allowed) else {
          throw animationError(
            "expected \(KeywordChoices.list(allowed)), found '\(describe(item))'")
        }
        words.append(word)
      }
    }
    switch kind {
    case .animationName: return .motion(.keyframesNames(names))
    case .animationDuration: return .motion(.times(times))
    case .iterationCount: return .motion(.iterationCounts(counts))
    default: return .motion(.keywords(words))
    }
  }

  /// The `animation` shorthand: its eight longhands' values, in the order name, duration,
  /// timing function, delay, iteration count, direction, fill mode, play state.
  static func animationShorthand(_ tokens: ArraySlice<Token>) throws(ValueError)
    -> [StyleValue]
  {
    try asAnimation { () throws(ValueError) in try animationValues(tokens) }
  }

  private static func animationValues(_ tokens: ArraySlice<Token>) throws(ValueError)
    -> [StyleValue]
  {
    let items = try Self.items(tokens)
    var names: [String?] = []
    var durations: [Double] = []
    var functions: [TimingFunction] = []
    var delays: [Double] = []
    var counts: [Double] = []
    var keywordLists: [MotionList.Kind: [String]] = [:]
    let keywordKinds: [MotionList.Kind] = [.direction, .fillMode, .playState]
    for item in items {
      // `||`: each component fills the first slot still empty that takes it, in Chromium's
      // order (duration, easing, delay, iteration count, direction, fill mode, play state,
      // name): `animation: ease 1s ease-in` runs keyframes named `ease-in`, and `none` is a
      // fill mode before it is a name.
      var duration: Double?
      var function: TimingFunction?
      var delay: Double?
      var count: Double?
      var keywords: [MotionList.Kind: String] = [:]
      var name: String??
      components: for component in item {
        if duration == nil, let time = try animationDuration(component) {
          duration = time
          continue
        }
        if function == nil, let easing = try timingFunction(component) {
          function = easing
          continue
        }
        if delay == nil, let time = try time(component) {
          delay = time
          continue
        }
        if count == nil, let value = try iterationCount(component) {
          count = value
          continue
        }
        for kind in keywordKinds where keywords[kind] == nil {
          if let word = keyword(component, among: animationKeywords[kind] ?? []) {
            keywords[kind] = word
            continue components
          }
        }
        if name == nil, let value = try keyframesName(component) {
          name = .some(value)
          continue
        }
        throw animationError(
          "unexpected '\(TokenPrinter.print(component))' in an animation (an animation is "
            + "[duration] [easing] [delay] [iterations] [direction] [fill-mode] [play-state] "
            + "[name])")
      }
      names.append(name ?? nil)
      durations.append(duration ?? 0)
      functions.append(function ?? .ease)
      delays.append(delay ?? 0)
      counts.append(count ?? 1)
      let defaults: [MotionList.Kind: String] = [
        .direction: "normal", .fillMode: "none", .playState: "running",
      ]
      for kind in keywordKinds {
        keywordLists[kind, default: []].append(keywords[kind] ?? defaults[kind]!)
      }
    }
    return [
      .motion(.keyframesNames(names)), .motion(.times(durations)),
      .motion(.timingFunctions(functions)), .motion(.times(delays)),
      .motion(.iterationCounts(counts)),
    ] + keywordKinds.map { .motion(.keywords(keywordLists[$0] ?? [])) }
  }

  /// A `@keyframes` name (an identifier or a string), `nil` inside for `none`, or `nil` for
  /// a component that is not one.
  private static func keyframesName(_ component: ArraySlice<Token>) throws(ValueError)
    -> String??
  {
    guard component.count == 1, let token = component.first else { return nil }
    switch token.kind {
    case .string:
      return .some(token.value)
    case .ident:
      let lower = token.value.asciiLowercased
      if lower == "none" { return .some(nil) }
      if lower == "default" || DeclaredValue(cssWideKeyword: lower) != nil { return nil }
      return .some(token.value)
    default:
      return nil
    }
  }

  /// `auto` (0 s, as Chromium computes it) or a time not below 0; `nil` for anything else.
  private static func animationDuration(_ component: ArraySlice<Token>) throws(ValueError)
    -> Double?
  {
    if component.count == 1, component[component.startIndex].isIdent("auto") { return 0 }
    guard let time = try time(component), time >= 0 else { return nil }
    return time
  }

  /// `infinite` or a number not below 0; `nil` for anything else.
  private static func iterationCount(_ component: ArraySlice<Token>) throws(ValueError)
    -> Double?
  {
    guard component.count == 1, let token = component.first else { return nil }
    if token.isIdent("infinite") { return .infinity }
    guard token.kind == .number else { return nil }
    guard token.number >= 0 else {
      throw animationError("an iteration count cannot be negative")
    }
    return try NumericParser.checkFinite(token.number)
  }

  private static func keyword(_ component: ArraySlice<Token>, among words: [String]) -> String? {
    guard component.count == 1, let token = component.first, token.kind == .ident else {
      return nil
    }
    let lower = token.value.asciiLowercased
    return words.contains(lower) ? lower : nil
  }

  static func animationError(_ message: String) -> ValueError {
    ValueError(message, id: .invalidAnimation)
  }
}
