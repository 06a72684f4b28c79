/// The value of a `transition-*` longhand (CSS Transitions 1 §2, 2 §3): one comma-separated
/// list, each entry for the transition at the same position of `transition-property` (a
/// shorter list repeats, a longer one is cut, when the transitions are made — the computed
/// value keeps the list as written, as Chromium's getComputedStyle shows it).
///
/// ``description`` is Chromium's computed form.
///
/// ```swift
/// MotionList.times([0.3, 1]).description                    // "0.3s, 1s"
/// MotionList.properties([.all, .named("color")]).description  // "all, color"
/// MotionList.properties([]).description                     // "none"
/// ```
public enum MotionList: Sendable, Hashable, CustomStringConvertible {
  /// `transition-property`: the properties that transition; `none` is the empty list.
  case properties([TransitionProperty])
  /// `transition-duration` or `transition-delay`, in seconds.
  case times([Double])
  /// `transition-timing-function`.
  case timingFunctions([TimingFunction])
  /// `transition-behavior`.
  case behaviors([TransitionBehavior])

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
      names.isEmpty ? "none" : names.map(\.description).joined(separator: ", ")
    case .times(let seconds):
      seconds.map { number($0) + "s" }.joined(separator: ", ")
    case .timingFunctions(let functions):
      functions.map { $0.cssText(number: number) }.joined(separator: ", ")
    case .behaviors(let behaviors): behaviors.map(\.rawValue).joined(separator: ", ")
    }
  }

}

/// One entry of `transition-property`.
public enum TransitionProperty: Sendable, Hashable, CustomStringConvertible {
  /// `all`: every property that can transition.
  case all
  /// A property by name, lowercased unless it is a custom property (`--Accent` keeps its
  /// case); a name SkinKit does not know is kept (CSS: it transitions nothing).
  case named(String)

  public var description: String {
    switch self {
    case .all: "all"
    case .named(let name): name
    }
  }
}

/// `transition-behavior` (CSS Transitions 2 §3.1): whether properties that animate
/// discretely transition too.
public enum TransitionBehavior: String, Sendable, Hashable, CaseIterable {
  case normal
  case allowDiscrete = "allow-discrete"
}
