import SkinKit
import Testing

/// The `transition-*` longhands and the `transition` shorthand: parsed into typed lists,
/// computed as Chromium prints them (Tests/Fixtures/Conformance/transitions.json checks many
/// more against the browser), invalid values reported where they are written and dropped.
@Suite("Motion: transition properties")
struct TransitionPropertyTests {
  @Test func theLonghandsParseIntoTypedLists() {
    #expect(
      Language.value("transition-property", "Color, --Accent, all")
        == .motion(.properties(["color", "--Accent", "all"])))
    #expect(Language.value("transition-property", "none") == .motion(.properties([])))
    #expect(Language.value("transition-duration", "250ms, 1s") == .motion(.times([0.25, 1])))
    #expect(Language.value("transition-delay", "-1.5s") == .motion(.times([-1.5])))
    #expect(
      Language.value("transition-timing-function", "step-start, cubic-bezier(0.1, 2, 0.3, -1)")
        == .motion(.timingFunctions([.steps(1, .start), .cubicBezier(0.1, 2, 0.3, -1)])))
    #expect(
      Language.value("transition-timing-function", "linear(0, 0.5 20% 30%, 1)")
        == .motion(
          .timingFunctions([
            .piecewiseLinear([
              .init(output: 0, input: 0), .init(output: 0.5, input: 0.2),
              .init(output: 0.5, input: 0.3), .init(output: 1, input: 1),
            ])
          ])))
    #expect(
      Language.value("transition-behavior", "allow-discrete, normal")
        == .motion(.behaviors(allowDiscrete: [true, false])))
  }

  @Test func theShorthandSetsEveryLonghandOneEntryPerTransition() throws {
    let values = try Language.declare("transition", "opacity 2s step-end 1s, 0.5s color")
    #expect(values["transition-property"] == .value(.motion(.properties(["opacity", "color"]))))
    #expect(values["transition-duration"] == .value(.motion(.times([2, 0.5]))))
    #expect(
      values["transition-timing-function"]
        == .value(.motion(.timingFunctions([.steps(1, .end), .ease]))))
    #expect(values["transition-delay"] == .value(.motion(.times([1, 0]))))
    #expect(
      values["transition-behavior"] == .value(.motion(.behaviors(allowDiscrete: [false, false]))))
  }

  @Test func theComputedListsPrintAsChromiumPrintsThem() throws {
    let resolved = try Language.resolve(
      """
      #label { transition: color 1234.5678ms steps(2, jump-end) -0.5ms allow-discrete, 2.5e-7s linear(0 50%, 1 20%, 0.5) }
      """)
    #expect(resolved.value("transition-property", of: "label") == "color, all")
    #expect(resolved.value("transition-duration", of: "label") == "1.23457s, 2.5e-07s")
    #expect(
      resolved.value("transition-timing-function", of: "label")
        == "steps(2), linear(0 50%, 1 50%, 0.5 100%)")
    #expect(resolved.value("transition-delay", of: "label") == "-0.0005s, 0s")
    #expect(resolved.value("transition-behavior", of: "label") == "allow-discrete, normal")
    #expect(resolved.value("transition-duration", of: "panel") == "0s")
    #expect(resolved.diagnostics.isEmpty)
  }

  /// (property, value, diagnostic id, message).
  static let rejected: [(String, String, String, String)] = [
    (
      "transition-duration", "-1s", "invalid-transition", "a transition duration cannot be negative"
    ),
    ("transition-duration", "1", "invalid-transition", "expected a time in s or ms, found '1'"),
    ("transition-delay", "1s,", "invalid-transition", "an entry is missing between commas"),
    (
      "transition-property", "color, none", "invalid-transition",
      "expected a property name, all or none (alone), found 'none'"
    ),
    (
      "transition-timing-function", "cubic-bezier(1.5, 0, 0, 1)", "invalid-transition",
      "cubic-bezier()'s x1 and x2 must be between 0 and 1"
    ),
    (
      "transition-timing-function", "steps(0)", "invalid-transition",
      "steps() takes a whole number of steps, at least 1"
    ),
    (
      "transition-timing-function", "steps(1, jump-none)", "invalid-transition",
      "steps(…, jump-none) takes at least 2 steps"
    ),
    (
      "transition-timing-function", "linear(0)", "invalid-transition",
      "linear() takes at least two stops"
    ),
    (
      "transition-timing-function", "bounce", "invalid-transition",
      "expected an easing function, found 'bounce'"
    ),
    (
      "transition-behavior", "discrete", "invalid-transition",
      "expected normal or allow-discrete, found 'discrete'"
    ),
    (
      "transition", "none, color 1s", "invalid-transition",
      "'none' cannot be one of several transitions"
    ),
    (
      "transition", "color 1s 2s 3s", "invalid-transition",
      "unexpected '3s' in a transition (a transition is [property] [duration] [easing] [delay] [behavior])"
    ),
    (
      "transition-duration", "calc(1s + 2s)", "unsupported-value",
      "calc() of times is not supported yet; write the time in s or ms"
    ),
  ]

  @Test("invalid values are reported at the value and dropped", arguments: rejected)
  func invalidValuesAreReported(
    _ property: String, _ text: String, _ id: String, _ message: String
  ) throws {
    let sheet = "#label {\n  transition-duration: 2s;\n  \(property): \(text);\n}"
    let diagnostics = Language.diagnostics(sheet)
    #expect(diagnostics.map(Language.summary) == ["\(id)@3:\(property.count + 5)"])
    #expect(
      diagnostics.first?.message == "invalid value for '\(property)': \(message)"
        || diagnostics.first?.message == message)
    let resolved = try Language.resolve(sheet)
    let expected = property == "transition-duration" || property == "transition" ? "2s" : nil
    if let expected {
      #expect(resolved.value("transition-duration", of: "label") == expected)
    }
  }

  @Test func prebuiltSkinsKeepTheListsExactly() throws {
    let sheet = """
      Label {
        transition: color 1234.5678ms cubic-bezier(0.333333333, 0, 1, 1) -0.5ms allow-discrete,
          --Gap 2.5e-7s linear(0, 0.5 20% 30%, 1), none-such steps(3, jump-both);
      }
      Button { transition-property: none; }
      """
    let skin = try PrebuiltSkin(name: "Theme", compiling: [Stylesheet.parse(sheet)])
    let parsed = StyleCascade(stylesheets: [Stylesheet.parse(sheet)])
    let prebuilt = StyleCascade(prebuilt: skin)
    #expect(prebuilt.diagnostics.isEmpty)
    let values = { (cascade: StyleCascade) in
      cascade.rules.flatMap { $0.block.declarations.map(\.value) }
    }
    #expect(values(prebuilt) == values(parsed))
    #expect(values(parsed).count == 6)
  }

  @Test func theTransitionPropertiesAreNotInheritedNorAnimatable() {
    let table = PropertyTable.builtIn
    for name in [
      "transition-property", "transition-duration", "transition-timing-function",
      "transition-delay", "transition-behavior",
    ] {
      #expect(table.definition(named: name)?.inherited == false)
      #expect(!TransitionRules.isAnimatable(name))
    }
    #expect(table.shorthand(named: "transition")?.longhands.count == 5)
    #expect(!TransitionRules.isAnimatable("animation-name"))
    #expect(TransitionRules.isAnimatable("opacity"))
  }
}
