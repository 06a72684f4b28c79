import SkinKitSyntax

/// The value of a `transition-*` or `animation-*` longhand (CSS Transitions 1 §2, 2 §3, CSS
/// Animations 1 §3): one comma-separated list, each entry for the transition (animation) at
/// the same position of `transition-property` (`animation-name`) — a shorter list repeats, a
/// longer one is cut, when they are made; the computed value keeps the list as written, as
/// Chromium's getComputedStyle shows it.
///
/// ``description`` is Chromium's computed form.
///
/// ```swift
/// MotionList.times([0.3, 1]).description                    // "0.3s, 1s"
/// MotionList.properties(["all", "color"]).description     // "all, color"
/// MotionList.properties([]).description                     // "none"
/// ```
public enum MotionList: Sendable, Hashable, CustomStringConvertible {
  /// `transition-property`: the properties that transition, `all` or a name (lowercased,
  /// except a custom property's, which keeps its case; a name SkinKit does not know is kept:
  /// it transitions nothing); `none` is the empty list.
  case properties([String])
  /// `transition-duration`, `transition-delay`, `animation-duration` (`auto` is 0 s, as
  /// Chromium computes it) or `animation-delay`, in seconds.
  case times([Double])
  /// `transition-timing-function` or `animation-timing-function`.
  case timingFunctions([TimingFunction])
  /// `transition-behavior`: for each entry, whether it is `allow-discrete` (properties that
  /// change discretely transition too) rather than `normal`.
  case behaviors(allowDiscrete: [Bool])
  /// `animation-name`: the `@keyframes` each animation runs, `nil` for `none`; names keep
  /// their case.
  case keyframesNames([String?])
  /// `animation-iteration-count`: how many times each animation runs (`infinite` is
  /// `Double.infinity`).
  case iterationCounts([Double])
  /// `animation-direction`, `animation-fill-mode`, `animation-play-state` or
  /// `animation-composition`: one keyword per animation, lowercase.
  case keywords([String])

  /// Which longhand a list is the value of: what ``ValueSyntax/motionList(_:)`` parses.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case property, duration, delay
    case timingFunction = "timing-function"
    case behavior
    case animationName = "animation-name"
    case animationDuration = "animation-duration"
    case animationTimingFunction = "animation-timing-function"
    case animationDelay = "animation-delay"
    case iterationCount = "iteration-count"
    case direction
    case fillMode = "fill-mode"
    case playState = "play-state"
    case composition
  }

  public var description: String { cssText(number: MotionNumber.text) }

  /// The kind of list this is (`delay` for times, which allows what `duration` does), or
  /// `nil` for keywords, which every keyword kind reads alike.
  package var kind: Kind? {
    switch self {
    case .properties: .property
    case .times: .delay
    case .timingFunctions: .timingFunction
    case .behaviors: .behavior
    case .keyframesNames: .animationName
    case .iterationCounts: .iterationCount
    case .keywords: nil
    }
  }

  /// The list with every number as Swift writes a `Double` (the shortest digits that read
  /// back as the same value): for data that must give back the very list (prebuilt skins).
  package var exactText: String { cssText { "\($0)" } }

  private func cssText(number: (Double) -> String) -> String {
    switch self {
    case .properties(let names):
      names.isEmpty ? "none" : names.joined(separator: ", ")
    case .times(let seconds):
      seconds.map { number($0) + "s" }.joined(separator: ", ")
    case .timingFunctions(let functions):
      functions.map { $0.cssText(number: number) }.joined(separator: ", ")
    case .behaviors(let flags):
      flags.map { $0 ? "allow-discrete" : "normal" }.joined(separator: ", ")
    case .keyframesNames(let names):
      names.map { $0.map(Self.keyframesName) ?? "none" }.joined(separator: ", ")
    case .iterationCounts(let counts):
      counts.map { $0.isInfinite ? "infinite" : number($0) }.joined(separator: ", ")
    case .keywords(let words): words.joined(separator: ", ")
    }
  }

  /// A `@keyframes` name as Chromium prints it: an identifier (escaped if it needs to be),
  /// or a string when it is a word an identifier cannot be (`"none"`).
  private static func keyframesName(_ name: String) -> String {
    let lower = name.asciiLowercased
    if lower == "none" || lower == "default" || DeclaredValue(cssWideKeyword: lower) != nil {
      return TokenPrinter.quote(name)
    }
    return TokenPrinter.escapeIdent(name)
  }
}
