import Foundation
import SkinKit
import Testing

/// The browser-checked transition fixtures of Tests/Fixtures/Motion (made by
/// Scripts/conformance/motion_oracle.py from motion_cases.py): one transition each, sampled
/// by Chromium at times in ms on a paused animation.
struct MotionCase: Sendable, CustomTestStringConvertible {
  struct Sample: Sendable {
    var time: Double
    var value: String
  }

  struct Interrupt: Sendable {
    var at: Double
    var className: String
    var valueAt: String
    var duration: Double?
    var delay: Double?
    var samples: [Sample]
  }

  let file: String
  let name: String
  let property: String
  /// The SkinKit property (or `number`, `integer`) whose syntax reads the values.
  let syntax: String
  let from: String
  let to: String
  let easing: String
  let delay: Double
  let running: Bool
  let css: String
  let samples: [Sample]
  let interrupt: Interrupt?

  var testDescription: String { "\(file): \(name)" }

  static func load(_ file: String) -> [MotionCase] {
    guard let data = FileManager.default.contents(atPath: Fixtures.url("Motion/\(file)").path),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let list = object["cases"] as? [[String: Any]]
    else { return [] }
    func samples(_ value: Any?) -> [Sample] {
      ((value as? [[String: Any]]) ?? []).map {
        Sample(time: $0["time"] as? Double ?? 0, value: $0["value"] as? String ?? "")
      }
    }
    return list.map { entry in
      let interrupt = (entry["interrupt"] as? [String: Any]).map {
        Interrupt(
          at: $0["at"] as? Double ?? 0, className: $0["class"] as? String ?? "",
          valueAt: $0["valueAt"] as? String ?? "", duration: $0["duration"] as? Double,
          delay: $0["delay"] as? Double, samples: samples($0["samples"]))
      }
      let property = entry["property"] as? String ?? ""
      return MotionCase(
        file: file, name: entry["name"] as? String ?? "?", property: property,
        syntax: entry["syntax"] as? String ?? property, from: entry["from"] as? String ?? "",
        to: entry["to"] as? String ?? "", easing: entry["easing"] as? String ?? "linear",
        delay: entry["delay"] as? Double ?? 0, running: entry["running"] as? Bool ?? false,
        css: entry["css"] as? String ?? "", samples: samples(entry["samples"]),
        interrupt: interrupt)
    }
  }

  /// The element's own declarations besides the transitioning property (`font-size: 10px`
  /// for `em`, `color` for `currentcolor`), from the case's `.x { … }` rule.
  var context: String {
    guard let range = css.range(of: ".x { "),
      let end = css[range.upperBound...].range(of: "; }")
    else { return "" }
    let body = String(css[range.upperBound..<end.lowerBound])
    return body.hasPrefix(property) ? "" : body + ";"
  }

  /// The syntax SkinKit reads the values with.
  var valueSyntax: ValueSyntax {
    switch syntax {
    case "number": .number(range: -1e9...1e9, percentages: false)
    case "integer": .integer(minimum: -1_000_000_000)
    default: PropertyTable.builtIn.definition(named: syntax)?.syntax ?? .string
    }
  }

  /// The computed `from` or `to` value, as SkinKit computes it on an element with the
  /// case's other declarations (currentcolor resolved with the element's color).
  func computed(_ text: String) throws -> StyleValue {
    switch syntax {
    case "number": return .number(Double(text) ?? .nan)
    case "integer": return .integer(Int(text) ?? 0)
    default:
      let resolved = try Language.resolve("#label { \(context) \(syntax): \(text) }")
      let index = resolved.resolution.nodes.firstIndex { $0.styleIdentifier?.string == "label" }
      let style = try #require(index.map { resolved.resolution.styles[$0] })
      let value = try #require(style.value(named: syntax))
      let color = style.value(named: "color")?.colorValue ?? .black
      return value.resolvingCurrentColor(color)
    }
  }

  /// The transition settings the case's `transition` declaration gives its property.
  func settings() throws -> TransitionSettings? {
    guard let start = css.range(of: "transition: "),
      let end = css[start.upperBound...].firstIndex(of: ";")
    else { return nil }
    let text = String(css[start.upperBound..<end])
    let values = try Language.declare("transition", text)
    func list(_ name: String) -> StyleValue {
      if case .value(let value)? = values[name] { return value }
      return .none
    }
    return TransitionSettings(
      property: property, properties: list("transition-property"),
      durations: list("transition-duration"),
      timingFunctions: list("transition-timing-function"), delays: list("transition-delay"),
      behaviors: list("transition-behavior"))
  }
}

/// Comparing SkinKit's values with Chromium's strings.
enum MotionComparison {
  /// Whether a number Chromium printed with six significant digits is SkinKit's number.
  static func agree(_ chromium: String, _ ours: Double) -> Bool {
    guard let theirs = Double(chromium) else { return false }
    if theirs == 0 { return abs(ours) < 5e-7 }
    // Six significant digits, of a value Chromium holds as a float (opacity): its rounding
    // in float counts too.
    let unit = pow(10, (log10(abs(theirs))).rounded(.down) - 5)
    return abs(theirs - ours) <= 0.51 * unit + Double(Float(theirs).ulp)
  }

  /// Whether a computed value Chromium printed is SkinKit's value.
  static func agree(_ chromium: String, _ ours: StyleValue, property: String) -> Bool {
    if ComparableValue.isPaint(property) {
      let text: String =
        switch ours {
        case .boxShadows(let shadows), .textShadows(let shadows):
          shadows.isEmpty ? "none" : shadows.map { exactText($0, of: ours) }.joined(separator: ", ")
        default: ours.description
        }
      return ComparableValue.agree(
        chromium: ComparableValue.paintParts(chromium), skinKit: ComparableValue.paintParts(text),
        tolerance: ComparableValue.halfTolerance)
    }
    if case .relativeLength(let length) = ours {
      return lengthTerms(chromium).map {
        abs($0.percent - length.percent) < 1e-4 && abs($0.points - length.points) < 1e-4
      } ?? false
    }
    if case .length(let points) = ours, let terms = lengthTerms(chromium), terms.percent == 0 {
      return abs(terms.points - points) < 1e-3 * max(1, abs(points))
    }
    return ComparableValue.agree(
      chromium: ComparableValue(chromium: chromium, property: property),
      skinKit: ComparableValue(skinKit: ours), tolerance: ComparableValue.halfTolerance)
  }

  /// A shadow as Chromium prints it, a legacy color as its exact sRGB channels
  /// (`color(srgb …)`), so that a channel at a half may round either way as colors' do.
  private static func exactText(_ shadow: StyleShadow, of list: StyleValue) -> String {
    var isText = false
    if case .textShadows = list { isText = true }
    let text = shadow.cssText(isTextShadow: isText)
    guard shadow.color.isLegacy else { return text }
    let (red, green, blue) = shadow.color.srgbComponents
    let color = "color(srgb \(red) \(green) \(blue) / \(shadow.color.alpha))"
    return color + text.drop { $0 != " " }
  }

  /// `12px`, `15%` or `calc(12.5% + 7.5px)` as its terms.
  static func lengthTerms(_ text: String) -> (percent: Double, points: Double)? {
    var inner = Substring(text)
    if inner.hasPrefix("calc(") && inner.hasSuffix(")") { inner = inner.dropFirst(5).dropLast() }
    var result = (percent: 0.0, points: 0.0)
    var sign = 1.0
    for word in inner.split(separator: " ") {
      if word == "+" || word == "-" {
        sign = word == "-" ? -1 : 1
      } else if word.hasSuffix("%"), let number = Double(word.dropLast()) {
        result.percent += sign * number
      } else if word.hasSuffix("px"), let number = Double(word.dropLast(2)) {
        result.points += sign * number
      } else {
        return nil
      }
    }
    return result
  }
}
