/// The value of a `transition-*` longhand (CSS Transitions 1 §2, 2 §3): one comma-separated
/// list, each entry for the transition at the same position of `transition-property` (a
/// shorter list repeats, a longer one is cut, when the transitions are made — the computed
/// value keeps the list as written, as Chromium's getComputedStyle shows it).
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
  /// `transition-duration` or `transition-delay`, in seconds.
  case times([Double])
  /// `transition-timing-function`.
  case timingFunctions([TimingFunction])
  /// `transition-behavior`: for each entry, whether it is `allow-discrete` (properties that
  /// change discretely transition too) rather than `normal`.
  case behaviors(allowDiscrete: [Bool])

  /// Which longhand a list is the value of: what ``ValueSyntax/motionList(_:)`` parses.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case property, duration, delay
    case timingFunction = "timing-function"
    case behavior
  }

  public var description: String { cssText(number: MotionNumber.text) }

  /// The kind of list this is (`delay` for times, which allows what `duration` does).
  package var kind: Kind {
    switch self {
    case .properties: .property
    case .times: .delay
    case .timingFunctions: .timingFunction
    case .behaviors: .behavior
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
    }
  }

}
