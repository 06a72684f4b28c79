import Foundation
import SkinKit
import Testing

/// The browser-checked CSS animation fixtures (Tests/Fixtures/Motion/animations.json and
/// random-animations.json, made by Scripts/conformance/animation_oracle.py): a sheet of
/// `@keyframes` and a `.x { …; animation: … }` rule, and the value Chromium computes for
/// one property of the `.x` element (inside a `.parent`) at times in ms since its
/// animations started.
struct AnimationCase: Sendable, CustomTestStringConvertible {
  let file: String
  let name: String
  let property: String
  let css: String
  /// In increasing time.
  let samples: [MotionCase.Sample]
  /// Whether the case's animations are `animation-play-state: paused`: Chromium's values
  /// were read after waiting the sample times in real time, the animations holding time 0.
  let paused: Bool

  var testDescription: String { "\(file): \(name)" }

  /// The cases of a fixture file: a name in Tests/Fixtures/Motion or an absolute path.
  static func load(_ file: String) -> [AnimationCase] {
    let path = file.hasPrefix("/") ? file : Fixtures.url("Motion/\(file)").path
    guard let data = FileManager.default.contents(atPath: path),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let list = object["cases"] as? [[String: Any]]
    else { return [] }
    let name = (file as NSString).lastPathComponent
    return list.map { entry in
      AnimationCase(
        file: name, name: entry["name"] as? String ?? "?",
        property: entry["property"] as? String ?? "", css: entry["css"] as? String ?? "",
        samples: ((entry["samples"] as? [[String: Any]]) ?? []).map {
          MotionCase.Sample(time: $0["time"] as? Double ?? 0, value: $0["value"] as? String ?? "")
        },
        paused: entry["playState"] as? String == "paused")
    }
  }

  /// The cases of the file SKINKIT_ANIMATION_CASES names (fresh random seeds:
  /// `animation_oracle.py --random SEEDS --check`), none when it is not set.
  static func extra() -> [AnimationCase] {
    ProcessInfo.processInfo.environment["SKINKIT_ANIMATION_CASES"].map(load) ?? []
  }

  /// The value a label's bindings wrote for a property the fixtures animate, as a style
  /// value (nil for a property no case uses).
  static func value(of label: Label, property: String) -> StyleValue? {
    switch property {
    case "color": .color(label.textColor)
    case "background-color": .color(label.backgroundColor)
    case "border-color": .color(label.borderColor)
    case "opacity": .number(label.alpha)
    case "border-width": .length(label.borderWidth)
    case "border-radius": .length(label.cornerRadius)
    case "padding-top": .length(label.padding.top)
    case "letter-spacing": .length(label.letterSpacing)
    case "font-size": .length(label.font.size)
    case "box-shadow": label.boxShadows.isEmpty ? StyleValue.none : .boxShadows(label.boxShadows)
    case "text-shadow":
      label.textShadows.isEmpty ? StyleValue.none : .textShadows(label.textShadows)
    case "text-align": .keyword(label.textAlignment.rawValue)
    default: nil
    }
  }
}
