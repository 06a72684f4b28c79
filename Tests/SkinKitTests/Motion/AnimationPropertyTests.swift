import SkinKit
import Testing

/// The `animation-*` longhands and the `animation` shorthand: parsed into typed lists,
/// computed as Chromium prints them (Tests/Fixtures/Conformance/animations.json checks many
/// more against the browser), invalid values reported where they are written and dropped.
/// No `@keyframes` rule is read yet: nothing runs.
@Suite("Motion: animation properties")
struct AnimationPropertyTests {
  @Test func theLonghandsParseIntoTypedLists() {
    #expect(
      Language.value("animation-name", "Fade, none, \"none\"")
        == .motion(.keyframesNames(["Fade", nil, "none"])))
    #expect(Language.value("animation-duration", "auto, 250ms") == .motion(.times([0, 0.25])))
    #expect(
      Language.value("animation-iteration-count", "infinite, 2.5")
        == .motion(.iterationCounts([.infinity, 2.5])))
    #expect(
      Language.value("animation-fill-mode", "BOTH, none")
        == .motion(.keywords(["both", "none"])))
    #expect(
      Language.value("animation-timing-function", "steps(2)")
        == .motion(.timingFunctions([.steps(2, .end)])))
  }

  @Test func theShorthandFillsTheFirstSlotThatTakesEachWord() throws {
    let values = try Language.declare("animation", "ease 1s ease-in, none 2 reverse")
    #expect(values["animation-name"] == .value(.motion(.keyframesNames(["ease-in", nil]))))
    #expect(values["animation-duration"] == .value(.motion(.times([1, 0]))))
    #expect(
      values["animation-timing-function"] == .value(.motion(.timingFunctions([.ease, .ease]))))
    #expect(values["animation-iteration-count"] == .value(.motion(.iterationCounts([1, 2]))))
    #expect(values["animation-direction"] == .value(.motion(.keywords(["normal", "reverse"]))))
    #expect(values["animation-fill-mode"] == .value(.motion(.keywords(["none", "none"]))))
    #expect(values["animation-composition"] == nil)
  }

  @Test func theComputedListsPrintAsChromiumPrintsThem() throws {
    let resolved = try Language.resolve(
      "#label { animation: 1s steps(2, jump-start) -500ms infinite \"a b\", auto \"none\" 1e3 }")
    #expect(resolved.value("animation-name", of: "label") == "a\\ b, \"none\"")
    #expect(resolved.value("animation-duration", of: "label") == "1s, 0s")
    #expect(resolved.value("animation-delay", of: "label") == "-0.5s, 0s")
    #expect(resolved.value("animation-iteration-count", of: "label") == "infinite, 1000")
    #expect(
      resolved.value("animation-timing-function", of: "label") == "steps(2, jump-start), ease")
    #expect(resolved.value("animation-play-state", of: "panel") == "running")
    #expect(resolved.diagnostics.isEmpty)
  }

  /// (property, value, message of the `invalid-animation` diagnostic).
  static let rejected: [(String, String, String)] = [
    ("animation-name", "default", "expected a @keyframes name or none, found 'default'"),
    ("animation-name", "fade slide", "expected one value per animation, found 'fade slide'"),
    ("animation-duration", "-1s", "expected auto or a time in s or ms, found '-1s'"),
    ("animation-iteration-count", "-1", "an iteration count cannot be negative"),
    (
      "animation-direction", "backwards",
      "expected one of normal, reverse, alternate, alternate-reverse, found 'backwards'"
    ),
    ("animation-timing-function", "steps(0)", "steps() takes a whole number of steps, at least 1"),
    ("animation-delay", "1s,", "an entry is missing between commas"),
    (
      "animation", "fade 1s 2s 3s",
      "unexpected '3s' in an animation (an animation is [duration] [easing] [delay] "
        + "[iterations] [direction] [fill-mode] [play-state] [name])"
    ),
  ]

  @Test("invalid values are reported at the value and dropped", arguments: rejected)
  func invalidValuesAreReported(_ property: String, _ text: String, _ message: String) throws {
    let sheet = "#label {\n  animation-duration: 2s;\n  \(property): \(text);\n}"
    let diagnostics = Language.diagnostics(sheet)
    #expect(diagnostics.map(Language.summary) == ["invalid-animation@3:\(property.count + 5)"])
    #expect(diagnostics.first?.message == "invalid value for '\(property)': \(message)")
    let resolved = try Language.resolve(sheet)
    #expect(resolved.value("animation-duration", of: "label") == "2s")
  }

  @Test func prebuiltSkinsKeepTheLists() throws {
    let sheet = """
      Label { animation: 1.5s linear(0, 0.3 40%, 1) infinite alternate both paused Spin; }
      Button { animation-composition: add, accumulate; animation-name: "none", fade; }
      """
    let skin = try PrebuiltSkin(name: "Theme", compiling: [Stylesheet.parse(sheet)])
    let parsed = StyleCascade(stylesheets: [Stylesheet.parse(sheet)])
    let prebuilt = StyleCascade(prebuilt: skin)
    #expect(prebuilt.diagnostics.isEmpty)
    let values = { (cascade: StyleCascade) in
      cascade.rules.flatMap { $0.block.declarations.map(\.value) }
    }
    #expect(values(prebuilt) == values(parsed))
    #expect(values(parsed).count == 10)
  }
}
