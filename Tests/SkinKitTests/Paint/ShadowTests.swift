import SkinKit
import Testing

/// `box-shadow` and `text-shadow` (CSS Backgrounds 3 §7.1, CSS Text Decoration 3 §4): lists
/// parsed into typed shadows, computed and printed as Chromium computes them (colors as
/// SkinKit prints them), invalid lists reported and dropped.
@Suite("Paint: shadows")
struct ShadowTests {
  /// (property, value as written, value as `skss resolve` prints it for an element whose
  /// color is rgb(10, 20, 30) and font size 10px).
  static let computed: [(String, String, String)] = [
    ("box-shadow", "1px 2px", "#0a141eff 1px 2px 0px 0px"),
    ("box-shadow", "1px 2px 3px 4px", "#0a141eff 1px 2px 3px 4px"),
    ("box-shadow", "red 1px 2px", "#ff0000ff 1px 2px 0px 0px"),
    ("box-shadow", "1px 2px 3px -4px inset rgba(0, 0, 0, 0.5)", "#00000080 1px 2px 3px -4px inset"),
    ("box-shadow", "inset 0 0 0 1px blue", "#0000ffff 0px 0px 0px 1px inset"),
    (
      "box-shadow", "1px 2px, inset 3px 4px 5px blue",
      "#0a141eff 1px 2px 0px 0px, #0000ffff 3px 4px 5px 0px inset"
    ),
    ("box-shadow", "2em 1em 0.5em 0.25em", "#0a141eff 20px 10px 5px 2.5px"),
    ("box-shadow", "calc(1px + 2px) 0 calc(1px - 3px)", "#0a141eff 3px 0px 0px 0px"),
    ("box-shadow", "1px 2px oklch(0.6 0.2 250)", "oklch(0.6 0.2 250) 1px 2px 0px 0px"),
    ("box-shadow", "none", "none"),
    ("text-shadow", "1px 2px", "#0a141eff 1px 2px 0px"),
    (
      "text-shadow", "1px 2px 3px currentcolor, 0 0 1em red",
      "#0a141eff 1px 2px 3px, #ff0000ff 0px 0px 10px"
    ),
  ]

  @Test("each list computes to Chromium's form", arguments: computed)
  func computesLikeChromium(_ property: String, _ text: String, _ expected: String) throws {
    let resolved = try Language.resolve(
      "#label { color: rgb(10, 20, 30); font-size: 10px; \(property): \(text) }")
    #expect(resolved.value(property, of: "label") == expected)
    #expect(resolved.diagnostics.isEmpty)
  }

  @Test func theTypedValueIsTheListOfShadows() {
    let value = Language.value("box-shadow", "0 2px 4px -1px #00000040, inset 1px 1px white")
    let shadows = value.flatMap { [StyleShadow](styleValue: $0) }
    #expect(
      shadows == [
        StyleShadow(
          offsetX: 0, offsetY: 2, blur: 4, spread: -1, color: StyleColor(rgba: 0x0000_0040)),
        StyleShadow(offsetX: 1, offsetY: 1, color: .white, inset: true),
      ])
    #expect(Language.value("text-shadow", "none").flatMap { [StyleShadow](styleValue: $0) } == [])
  }

  @Test func anInheritedCurrentColorIsTheInheritingElementsColor() throws {
    let resolved = try Language.resolve(
      "#panel { color: red; text-shadow: 1px 1px currentcolor } #label { color: blue }")
    #expect(resolved.value("text-shadow", of: "panel") == "#ff0000ff 1px 1px 0px")
    #expect(resolved.value("text-shadow", of: "label") == "#0000ffff 1px 1px 0px")
    #expect(resolved.value("box-shadow", of: "label") == "none")
  }

  /// (property, value, message of the diagnostic).
  static let rejected: [(String, String, String)] = [
    ("box-shadow", "1px", "a shadow takes 2 to 4 lengths (x y blur spread)"),
    ("box-shadow", "1px 2px 3px 4px 5px", "a shadow takes 2 to 4 lengths (x y blur spread)"),
    ("box-shadow", "1px 2px -3px", "the blur radius cannot be negative"),
    ("box-shadow", "1px red 2px", "the offsets and blur must be written together"),
    ("box-shadow", "red blue 1px 2px", "unexpected 'blue'"),
    ("box-shadow", "inset inset 1px 2px", "'inset' written twice"),
    ("box-shadow", "1px 2px,", "a shadow is missing between commas"),
    ("box-shadow", "10% 2px", "shadow lengths cannot be percentages"),
    ("text-shadow", "1px 2px 3px 4px", "a shadow takes 2 to 3 lengths (x y blur)"),
    ("text-shadow", "inset 1px 2px", "unknown color 'inset'"),
  ]

  @Test("invalid lists are reported where they are written", arguments: rejected)
  func invalidListsAreReported(_ property: String, _ text: String, _ message: String) throws {
    try PaintTestSupport.expectReportedAndDropped(
      property, text, id: "invalid-shadow", message: message, on: "label")
  }

  @Test func modelWidgetsTakeTheLists() {
    let label = Label(text: "Hi", identifier: "title")
    let window = PaintTestSupport.style(
      label,
      with: "#title { color: blue; box-shadow: 0 1px 2px; text-shadow: 1px 1px currentcolor }")
    #expect(
      label.boxShadows == [
        StyleShadow(offsetX: 0, offsetY: 1, blur: 2, color: StyleColor(rgb: 0x0000FF))
      ])
    #expect(
      label.textShadows == [StyleShadow(offsetX: 1, offsetY: 1, color: StyleColor(rgb: 0x0000FF))])
    #expect(window.boxShadows == [])
  }
}
