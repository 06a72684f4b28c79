import SkinKit
import Testing

/// A prebuilt skin's data read back: what `skss codegen` writes reads without a diagnostic
/// (``CodegenTests``); data edited by hand, or of another version, is reported record by
/// record, at its line and column, and the other records still apply.
@Suite("prebuilt skin data")
struct PrebuiltDataTests {
  static func diagnostics(_ data: String, properties: PropertyTable = .builtIn) -> [String] {
    StyleCascade(
      prebuilt: PrebuiltSkin(name: "Theme", format: 1, data: data), properties: properties
    )
    .diagnostics.map(\.description)
  }

  @Test("data that is not JSON is one error at the byte where it stops being JSON")
  func notJSON() {
    #expect(
      Self.diagnostics("[[\"skinkit-prebuilt\", 1],\n[\"block\"") == [
        "Theme (prebuilt):2:9: error: the prebuilt data is not JSON: unexpected end of file: the array opened at 2:1 is not closed [invalid-prebuilt]"
      ])
  }

  @Test("data of a version this SkinKit does not read is one error and no rule")
  func unreadableVersions() {
    // A newer skss's data need not even be JSON: nothing of it is looked at.
    for (format, whose) in [(2, "a newer"), (0, "an older")] {
      let cascade = StyleCascade(
        prebuilt: PrebuiltSkin(name: "Theme", format: format, data: "<format \(format)>"))
      #expect(
        cascade.diagnostics.map(\.description) == [
          "Theme (prebuilt):1:1: error: the prebuilt data is format \(format), from \(whose) SkinKit; this SkinKit reads format 1: regenerate it with the skss codegen of the SkinKit the app builds with [prebuilt-format]"
        ])
      #expect(cascade.rules.isEmpty)
    }
    #expect(PrebuiltSkin.readableFormats.contains(PrebuiltSkin.formatVersion))
  }

  @Test("data whose header states another version than the code is one error and no rule")
  func mismatchedHeader() {
    let newer = #"[["skinkit-prebuilt", 2], ["block"], ["rule", "app", 0, [["Label"]]]]"#
    #expect(
      Self.diagnostics(newer) == [
        "Theme (prebuilt):1:23: error: the prebuilt data is format 2 but the code gives it as format 1: regenerate it with skss codegen [prebuilt-format]"
      ])
    #expect(
      StyleCascade(prebuilt: PrebuiltSkin(name: "Theme", format: 1, data: newer)).rules.isEmpty)
    #expect(
      Self.diagnostics(#"[["block"]]"#) == [
        #"Theme (prebuilt):1:2: error: the prebuilt data does not start with ["skinkit-prebuilt", 1] [invalid-prebuilt]"#
      ])
    #expect(
      Self.diagnostics(#"{"skinkit-prebuilt": 1}"#) == [
        "Theme (prebuilt):1:1: error: expected an array, found an object [invalid-prebuilt]"
      ])
  }

  @Test("a record that cannot be read is dropped, at its line and column; the rest apply")
  func badRecords() throws {
    let data = """
      [["skinkit-prebuilt", 1],
      ["block"],
      ["set", "color", ["rgb", 1, 0, 0, 1]],
      ["set", "glow", ["num", 1]],
      ["set", "opacity", ["percent", 5]],
      ["rule", "app", 0, [["Label"]]],
      ["rule", "app", 1, [["Label"], ">>", ["Button"]]],
      ["teleport"],
      ["set", "color", "inherit"],
      ["rule", "app", 1, [["Label", [":hover"]]]],
      ["rule", "app", 1, [["Button"]], {"block": 3}],
      ["rule", "app", 1, [["Switch"]], {"layer": "theme"}],
      ["block"],
      ["set", "tint-color", ["rgb", 0, 0, 1, 1], true, "tintColor"],
      ["rule", "app", 1, [["Switch"]]]]
      """
    #expect(
      Self.diagnostics(data) == [
        "Theme (prebuilt):4:9: warning: unknown property 'glow': register it before building the prebuilt cascade [unknown-property]",
        "Theme (prebuilt):5:21: error: unknown value 'percent' [invalid-prebuilt]",
        "Theme (prebuilt):7:32: error: unknown combinator '>>' [invalid-prebuilt]",
        "Theme (prebuilt):8:2: error: unknown record 'teleport' [invalid-prebuilt]",
        "Theme (prebuilt):9:1: error: a declaration outside a block (each block's rules come after it) [invalid-prebuilt]",
        "Theme (prebuilt):10:32: error: unknown pseudo-class ':hover' [invalid-prebuilt]",
        "Theme (prebuilt):11:1: error: no block 3 before this rule [invalid-prebuilt]",
        "Theme (prebuilt):12:44: error: expected an array, found the string \"theme\" [invalid-prebuilt]",
      ])
    let cascade = StyleCascade(prebuilt: PrebuiltSkin(name: "Theme", format: 1, data: data))
    #expect(cascade.rules.map(\.selectorText) == ["Label", "Switch"])
    let label = Label()
    let toggle = Switch()
    let window = Window()
    window.addSubview(label)
    window.addSubview(toggle)
    let styles = cascade.resolveAll(window, environment: StyleEnvironment()).styles
    #expect(styles[1].value(named: "color") == .color(StyleColor(red: 1, green: 0, blue: 0)))
    #expect(styles[2].value(named: "tint-color") == .color(StyleColor(red: 0, green: 0, blue: 1)))
    let tint = try #require(cascade.rules.last?.block.declarations.first)
    #expect(tint.important)
    #expect(tint.writtenName == "tintColor")
  }

  @Test("a rule may use an earlier block than the latest")
  func earlierBlocks() {
    let data = """
      [["skinkit-prebuilt", 1],
      ["block"],
      ["set", "color", ["rgb", 1, 0, 0, 1]],
      ["rule", "app", 0, [["Label"]]],
      ["block"],
      ["set", "color", ["rgb", 0, 0, 1, 1]],
      ["rule", "app", 1, [["Button"]]],
      ["rule", "app", 1, [["Switch"]], {"block": 1}]]
      """
    let cascade = StyleCascade(prebuilt: PrebuiltSkin(name: "Theme", format: 1, data: data))
    #expect(cascade.diagnostics.isEmpty)
    #expect(cascade.rules.map(\.order) == [0, 1, 2])
    #expect(
      cascade.rules.map { $0.block.declarations.map(\.value.description) } == [
        ["#ff0000ff"], ["#0000ffff"], ["#ff0000ff"],
      ])
  }

  @Test("a property the table lacks is dropped with a warning; with it registered, it applies")
  func appProperties() throws {
    let glow = StyleKey<Double>(
      "glow", syntax: .number(range: 0...100, percentages: false), initial: 0)
    let table = try StyleRegistry(keys: [glow.erased]).properties
    let data = """
      [["skinkit-prebuilt", 1],
      ["block"],
      ["set", "glow", ["num", 3]],
      ["rule", "app", 0, [["Label"]]]]
      """
    #expect(Self.diagnostics(data, properties: table) == [])
    #expect(
      Self.diagnostics(data) == [
        "Theme (prebuilt):3:9: warning: unknown property 'glow': register it before building the prebuilt cascade [unknown-property]"
      ])
  }
}
