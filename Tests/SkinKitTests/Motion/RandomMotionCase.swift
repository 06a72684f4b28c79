import Foundation
import SkinKit
import Testing

/// A seeded random case of Scripts/conformance/motion_random.py with Chromium's values: the
/// committed ones (Tests/Fixtures/Motion/random-transitions.json) and, when the environment
/// variable `SKINKIT_MOTION_CASES` names a file of the same form, the script's fresh seeds.
///
/// Its `kind` is `transition`: a label's `property` moves from `from` (rule `Label`) to `to`
/// (rule `Label.to`) under `transition`, and Chromium's values are read at times in ms after
/// the class change, and after an interruption when the case has one.
struct RandomMotionCase: Sendable, CustomTestStringConvertible {
  struct Interrupt: Sendable {
    /// `back` (the class removed), `next` (replaced by `next`, whose rule sets `value`) or
    /// `frozen` (the class `frozen` added, whose rule sets `transition-property: property`).
    var kind: String
    var at: Double
    var value: String?
    var property: String?
    var valueAt: String
    /// Whether Chromium started a transition (and its timing, in ms).
    var running: Bool
    var duration: Double?
    var delay: Double?
    /// Times in ms after `at`.
    var samples: [MotionCase.Sample]
  }

  /// `fixture` or `live` (the file the environment names).
  let source: String
  let seed: Int
  let kind: String
  let property: String
  let from: String
  let to: String
  let transition: String
  /// The label's other declarations, and the window's.
  let context: String
  let parent: String
  /// Whether Chromium started a transition.
  let running: Bool
  let samples: [MotionCase.Sample]
  let interrupt: Interrupt?

  var testDescription: String { "\(source) seed \(seed): \(property) \(from) → \(to)" }

  /// What a failed expectation names: the case, for the script to find by its seed.
  var marker: String {
    "[\(source) seed \(seed)] \(property): \(from) → \(to), transition: \(transition)"
  }

  static let fixture = load(Fixtures.url("Motion/random-transitions.json").path, "fixture")
  static let live: [RandomMotionCase] =
    ProcessInfo.processInfo.environment["SKINKIT_MOTION_CASES"].map { load($0, "live") } ?? []

  static func load(_ path: String, _ source: String) -> [RandomMotionCase] {
    guard let data = FileManager.default.contents(atPath: path),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let list = object["cases"] as? [[String: Any]]
    else { return [] }
    func samples(_ value: Any?) -> [MotionCase.Sample] {
      ((value as? [[String: Any]]) ?? []).map {
        MotionCase.Sample(
          time: ($0["time"] as? NSNumber)?.doubleValue ?? 0, value: $0["value"] as? String ?? "")
      }
    }
    func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }
    return list.map { entry in
      let interrupt = (entry["interrupt"] as? [String: Any]).map {
        Interrupt(
          kind: $0["kind"] as? String ?? "", at: number($0["at"]) ?? 0,
          value: $0["value"] as? String, property: $0["property"] as? String,
          valueAt: $0["valueAt"] as? String ?? "", running: $0["running"] as? Bool ?? false,
          duration: number($0["duration"]), delay: number($0["delay"]),
          samples: samples($0["samples"]))
      }
      return RandomMotionCase(
        source: source, seed: (entry["seed"] as? NSNumber)?.intValue ?? 0,
        kind: entry["kind"] as? String ?? "", property: entry["property"] as? String ?? "",
        from: entry["from"] as? String ?? "", to: entry["to"] as? String ?? "",
        transition: entry["transition"] as? String ?? "",
        context: entry["context"] as? String ?? "", parent: entry["parent"] as? String ?? "",
        running: entry["running"] as? Bool ?? false, samples: samples(entry["samples"]),
        interrupt: interrupt)
    }
  }

  /// The case's sheet: the window (class `parent`) and the label (class `x`) of
  /// ``MotionStage``.
  var sheet: String {
    var rules = [
      "Window.parent { \(parent) }",
      "Label.x { \(context.isEmpty ? "" : context + "; ")\(property): \(from);"
        + " transition: \(transition) }",
      "Label.x.to { \(property): \(to) }",
    ]
    if let value = interrupt?.value { rules.append("Label.x.next { \(property): \(value) }") }
    if let frozen = interrupt?.property {
      rules.append("Label.x.frozen { transition-property: \(frozen) }")
    }
    return rules.joined(separator: "\n")
  }
}

/// A window holding a label, styled by a manager of a case's sheet, on a clock started at 0
/// (the window is held here: a manager holds its roots weakly).
final class MotionStage {
  let manager: StyleManager
  let sheet: Stylesheet
  let window = Window(classes: ["parent"])
  let label = Label(classes: ["x"])
  private let property: String

  init(_ motion: RandomMotionCase) {
    sheet = Stylesheet.parse(motion.sheet, path: "random.skss")
    manager = StyleManager(skin: Skin(stylesheets: [sheet]))
    property = motion.property
    window.addChild(label)
    manager.style(window)
    manager.advance(to: .zero)
  }

  /// Changes the label's classes and updates the styles; returns the transitions of the
  /// case's property that started.
  func change(_ edit: (Label) -> Void) -> [StyleTransition] {
    edit(label)
    return manager.updateStyles().startedTransitions.filter { $0.property == property }
  }

  /// Moves the clock to `milliseconds`.
  func advance(to milliseconds: Double) {
    manager.advance(to: .nanoseconds(Int64((milliseconds * 1e6).rounded())))
  }

  /// The value the label shows for the case's property: what the engine wrote to it.
  var shown: StyleValue? {
    switch property {
    case "color": .color(label.textColor)
    case "background-color": .color(label.backgroundColor)
    case "border-color": .color(label.borderColor)
    case "tint-color": .color(label.tintColor)
    case "opacity": .number(label.alpha)
    case "padding-top": .length(label.padding.top)
    case "padding-right": .length(label.padding.right)
    case "padding-bottom": .length(label.padding.bottom)
    case "padding-left": .length(label.padding.left)
    case "border-radius": .length(label.cornerRadius)
    case "border-width": .length(label.borderWidth)
    case "font-size": .length(label.font.size)
    case "letter-spacing": .length(label.letterSpacing)
    case "box-shadow": .boxShadows(label.boxShadows)
    case "text-shadow": .textShadows(label.textShadows)
    default: nil
    }
  }
}
