import SkinKit
import Testing

/// skss-language.md §6: each value notation parses into its exact typed value, and CSS's
/// range rules clamp or reject as CSS does.
@Suite("Language: values")
struct ValueTests {
  static func relative(
    points: Double = 0, percent: Double = 0, em: Double = 0, rem: Double = 0
  ) -> StyleValue {
    .relativeLength(LinearLength(points: points, percent: percent, em: em, rem: rem))
  }

  /// (property, value text, typed value). Lengths are points: unitless, px and pt alike.
  static let accepted: [(String, String, StyleValue)] = [
    // Lengths and units.
    ("padding-top", "12", .length(12)),
    ("padding-top", "12pt", .length(12)),
    ("padding-top", "12px", .length(12)),
    ("padding-top", "12.5PX", .length(12.5)),
    ("padding-top", "0", .length(0)),
    ("padding-top", "50%", relative(percent: 50)),
    ("padding-top", "1.5em", relative(em: 1.5)),
    ("padding-top", "2rem", relative(rem: 2)),
    ("padding-top", "1in", .length(96)),  // CSS: 1in = 96px
    ("padding-top", "1pc", .length(16)),  // 1pc = 1in / 6
    ("padding-top", "0.5in", .length(48)),
    ("letter-spacing", "-1", .length(-1)),
    ("letter-spacing", "normal", .length(0)),
    ("border-width", "thin", .length(1)),
    ("border-width", "medium", .length(3)),
    ("border-width", "thick", .length(5)),
    ("corner-radius", "8", .length(8)),
    ("cornerRadius", "8px", .length(8)),
    ("row-height", "44", .length(44)),
    ("spacing", "-8", .length(-8)),
    // calc(), min(), max(), clamp(), nesting; calc() results are clamped, not rejected.
    ("padding-top", "calc(10px + 2 * 3px)", .length(16)),
    ("padding-top", "calc(100% - 10px)", relative(points: -10, percent: 100)),
    ("padding-top", "calc(calc(2px * 3) + (4px / 2))", .length(8)),
    ("padding-top", "calc(1em + 2px)", relative(points: 2, em: 1)),
    ("padding-top", "calc((1in - 6px) / 9)", .length(10)),
    ("padding-top", "max(4px, 10px)", .length(10)),
    ("padding-top", "min(4px, 10px, 6pt)", .length(4)),
    ("padding-top", "clamp(0px, 20px, 10px)", .length(10)),
    ("padding-top", "calc(min(4px, 8px) * 2)", .length(8)),
    ("padding-top", "calc(-5px)", .length(0)),
    ("letter-spacing", "calc(-5px)", .length(-5)),
    // Numbers: CSS clamps opacity to 0–1; percentages divide by 100.
    ("opacity", "0.25", .number(0.25)),
    ("opacity", "1.5", .number(1)),
    ("opacity", "-0.5", .number(0)),
    ("opacity", "50%", .number(0.5)),
    ("opacity", "calc(0.5 + 1)", .number(1)),
    ("alpha", "0.8", .number(0.8)),
    ("shadow-opacity", "2", .number(1)),
    ("number-of-lines", "0", .integer(0)),
    ("number-of-lines", "3", .integer(3)),
    ("hidden", "true", .boolean(true)),
    ("hidden", "yes", .boolean(true)),
    ("hidden", "NO", .boolean(false)),
    ("isHidden", "false", .boolean(false)),
    // Keywords (lowercase; aliases to canonical words).
    ("text-align", "center", .keyword("center")),
    ("text-align", "CENTER", .keyword("center")),
    ("text-align", "justify", .keyword("justified")),
    ("text-align", "start", .keyword("natural")),
    ("text-alignment", "right", .keyword("right")),
    ("bar-style", "black", .keyword("black")),
    ("content-mode", "aspect-fit", .keyword("scale-aspect-fit")),
    ("line-break-mode", "truncating-middle", .keyword("truncating-middle")),
    // Insets: 1–4 lengths in CSS order (top right bottom left).
    ("title-insets", "1", .insets(EdgeInsets(top: 1, right: 1, bottom: 1, left: 1))),
    ("title-insets", "1 2", .insets(EdgeInsets(top: 1, right: 2, bottom: 1, left: 2))),
    ("title-insets", "1 2 3", .insets(EdgeInsets(top: 1, right: 2, bottom: 3, left: 2))),
    ("title-insets", "1 2 3 4", .insets(EdgeInsets(top: 1, right: 2, bottom: 3, left: 4))),
    (
      "content-insets", "1px 2pt -3 calc(2 * 2px)",
      .insets(EdgeInsets(top: 1, right: 2, bottom: -3, left: 4))
    ),
    ("separator-inset", "0 15", .insets(EdgeInsets(top: 0, right: 15, bottom: 0, left: 15))),
    // Sizes and offsets: one or two lengths.
    ("shadow-offset", "1 2", .size(StyleSize(width: 1, height: 2))),
    ("shadow-offset", "0 -3", .size(StyleSize(width: 0, height: -3))),
    ("shadow-offset", "3", .size(StyleSize(width: 3, height: 3))),
    ("title-shadow-offset", "1px 1pt", .size(StyleSize(width: 1, height: 1))),
    // Font longhands.
    ("font-weight", "bold", .number(700)),
    ("font-weight", "normal", .number(400)),
    ("font-weight", "1", .number(1)),
    ("font-weight", "1000", .number(1000)),
    ("font-weight", "550", .number(550)),
    ("font-weight", "bolder", .keyword("bolder")),
    ("font-weight", "lighter", .keyword("lighter")),
    ("font-size", "12", .length(12)),
    ("font-size", "large", .length(18)),
    ("font-size", "xx-small", .length(9)),
    ("font-size", "150%", relative(percent: 150)),
    ("font-size", "1.25em", relative(em: 1.25)),
    ("font-size", "larger", .keyword("larger")),
    (
      "font-family", "\"Helvetica Neue\", system",
      .fontFamilies([.named("Helvetica Neue"), .system])
    ),
    ("font-family", "Helvetica Neue", .fontFamilies([.named("Helvetica Neue")])),
    ("font-family", "system-ui", .fontFamilies([.system])),
    ("font-family", "monospaced", .fontFamilies([.monospaced])),
    ("font-family", "Georgia, serif", .fontFamilies([.named("Georgia"), .generic("serif")])),
    ("font-style", "italic", .keyword("italic")),
    ("font-style", "oblique", .keyword("oblique")),
    ("font-style", "Normal", .keyword("normal")),
    // Whole fonts (title-font holds one).
    ("title-font", "bold 15", .font(StyleFont(families: [.system], size: 15, weight: 700))),
    (
      "title-font", "italic 300 20 Avenir",
      .font(StyleFont(families: [.named("Avenir")], size: 20, weight: 300, italic: true))
    ),
    ("title-font", "600 17 system", .font(StyleFont(families: [.system], size: 17, weight: 600))),
    ("title-font", "15 monospaced", .font(StyleFont(families: [.monospaced], size: 15))),
    // Images: image("name"), cap insets, url(), a bare string, none.
    ("background-image", "image(\"button\")", .image(StyleImage(name: "button"))),
    (
      "background-image", "image(\"button\", 0 10 0 10)",
      .image(
        StyleImage(name: "button", capInsets: EdgeInsets(top: 0, right: 10, bottom: 0, left: 10)))
    ),
    (
      "background-image", "image(\"b\", 4)",
      .image(StyleImage(name: "b", capInsets: EdgeInsets(all: 4)))
    ),
    ("background-image", "image('icons/back.png')", .image(StyleImage(name: "icons/back.png"))),
    ("background-image", "url(\"x.png\")", .image(StyleImage(name: "x.png"))),
    ("background-image", "url(x.png)", .image(StyleImage(name: "x.png"))),
    ("image", "\"logo\"", .image(StyleImage(name: "logo"))),
    ("background-image", "none", .none),
    ("shadow-image", "NONE", .none),
  ]

  @Test("each notation gives its typed value", arguments: accepted)
  func typedValue(_ property: String, _ text: String, _ expected: StyleValue) {
    #expect(Language.value(property, text) == expected)
  }

  @Test func physicalUnitsConvertAsCSSDefinesThemInPixels() throws {
    // 1in = 2.54cm = 25.4mm = 101.6q = 96 points.
    for text in ["2.54cm", "25.4mm", "101.6q", "6pc"] {
      let points = try #require(Language.value("padding-top", text)?.numberValue)
      #expect(abs(points - 96) < 1e-9, "\(text) is \(points)")
    }
  }

  /// Values a property rejects: (property, value text, id).
  static let rejected: [(String, String, DiagnosticID)] = [
    ("padding-top", "-4px", .invalidValue),  // CSS rejects negative padding
    ("padding-top", "-0.5em", .invalidValue),
    ("padding-top", "12 px", .invalidValue),
    ("padding-top", "12foo", .invalidValue),
    ("padding-top", "red", .invalidValue),
    ("padding-top", "calc(10px+2px)", .invalidValue),  // + needs whitespace around it
    ("padding-top", "calc(2px * 3px)", .invalidValue),
    ("padding-top", "calc(4px / 0)", .invalidValue),
    ("padding-top", "calc(1 + 1px)", .invalidValue),
    ("padding-top", "calc()", .invalidValue),
    ("padding-top", "1e999", .numberOutOfRange),
    ("letter-spacing", "50%", .invalidValue),
    ("border-width", "-1", .invalidValue),
    ("border-width", "huge", .invalidValue),
    ("border-radius", "-2", .invalidValue),
    ("border-radius", "2 4", .unsupportedValue),  // UIKit has one corner radius
    ("border-color", "red blue", .unsupportedValue),  // …and one border color
    ("background-color", "50%", .invalidValue),
    ("opacity", "red", .invalidValue),
    ("opacity", "1px", .invalidValue),
    ("number-of-lines", "-1", .invalidValue),
    ("number-of-lines", "1.5", .invalidValue),
    ("number-of-lines", "2.0", .invalidValue),
    ("hidden", "1", .invalidValue),
    ("hidden", "maybe", .invalidValue),
    ("text-align", "middle", .invalidValue),
    ("text-align", "center left", .invalidValue),
    ("title-insets", "1 2 3 4 5", .invalidValue),
    ("title-insets", "1 red", .invalidValue),
    ("title-insets", "10%", .invalidValue),
    ("shadow-offset", "1 2 3", .invalidValue),
    ("font-weight", "0", .invalidValue),  // CSS Fonts 4: 1 to 1000
    ("font-weight", "1001", .invalidValue),
    ("font-weight", "heavy", .invalidValue),
    ("font-size", "-1", .invalidValue),
    ("font-size", "huge", .invalidValue),
    ("font-family", "12", .invalidValue),
    ("font-family", "Foo, inherit Bar", .invalidValue),
    ("font-style", "bold", .invalidValue),
    ("title-font", "bold", .invalidValue),  // a font needs a size
    ("title-font", "italic italic 15", .invalidValue),
    ("title-font", "bold 600 15", .invalidValue),
    ("title-font", "-1 system", .invalidValue),
    ("background-image", "image(button)", .invalidValue),
    ("background-image", "image(\"a\", 1 2 3 4 5)", .invalidValue),
    ("background-image", "image(\"a\", red)", .invalidValue),
    ("background-image", "image(\"a\", 1, 2)", .invalidValue),
    ("background-image", "red", .invalidValue),
    ("colr", "red", .unknownProperty),
    ("color", "", .emptyValue),
    ("padding", "", .emptyValue),
  ]

  @Test("malformed or out-of-range values are rejected with their id", arguments: rejected)
  func rejection(_ property: String, _ text: String, _ id: DiagnosticID) {
    #expect(Language.rejection(property, text)?.id == id)
  }

  /// The `font` shorthand: (value, font-style, font-weight, font-size, font-family).
  static let fonts: [(String, String, String, String, String)] = [
    ("bold 15", "normal", "700", "15", "system"),
    ("italic bold 15 \"Helvetica Neue\"", "italic", "700", "15", "\"Helvetica Neue\""),
    ("600 17 system", "normal", "600", "17", "system"),
    ("12px/1.5 Georgia, serif", "normal", "400", "12", "Georgia, serif"),
    ("15 monospaced", "normal", "400", "15", "monospaced"),
    ("oblique 300 20 Avenir Next", "oblique", "300", "20", "\"Avenir Next\""),
    ("normal normal 14 system", "normal", "400", "14", "system"),
    ("bold italic large", "italic", "700", "18", "system"),
    ("1.5em serif", "normal", "400", "1.5em", "serif"),
    ("lighter 10", "normal", "lighter", "10", "system"),
  ]

  @Test("the font shorthand sets its four longhands", arguments: fonts)
  func fontShorthand(
    _ text: String, _ style: String, _ weight: String, _ size: String, _ family: String
  )
    throws
  {
    let values = try Language.declare("font", text)
    #expect(values["font-style"]?.description == style)
    #expect(values["font-weight"]?.description == weight)
    #expect(values["font-size"]?.description == size)
    #expect(values["font-family"]?.description == family)
    #expect(values.count == 4)
  }

  /// The `padding` shorthand: (value, top right bottom left).
  static let paddings: [(String, String)] = [
    ("4", "4 4 4 4"),
    ("4 8", "4 8 4 8"),
    ("1 2 3", "1 2 3 2"),
    ("1 2 3 4", "1 2 3 4"),
    ("10% 1em", "10% 1em 10% 1em"),
  ]

  @Test("the padding shorthand sets its four longhands", arguments: paddings)
  func paddingShorthand(_ text: String, _ expected: String) throws {
    let values = try Language.declare("padding", text)
    let sides = ["padding-top", "padding-right", "padding-bottom", "padding-left"]
    #expect(sides.map { values[$0]?.description ?? "?" }.joined(separator: " ") == expected)
  }

  @Test func paddingShorthandRejectsNegativeAndFiveValues() {
    #expect(Language.rejection("padding", "4 -1")?.id == .invalidValue)
    #expect(Language.rejection("padding", "1 2 3 4 5")?.id == .invalidValue)
  }

  @Test func cssWideKeywordsApplyToEveryLonghand() throws {
    for keyword in ["inherit", "initial", "unset", "INHERIT"] {
      let values = try Language.declare("padding", keyword)
      #expect(values.count == 4)
      #expect(values.values.allSatisfy { $0.description == keyword.lowercased() })
    }
  }

  @Test func propertiesAnswerToCanonicalKebabAndCamelNames() {
    let table = PropertyTable.builtIn
    let names: [(String, String)] = [
      ("text-color", "color"), ("textColor", "color"), ("alpha", "opacity"),
      ("corner-radius", "border-radius"), ("cornerRadius", "border-radius"),
      ("backgroundColor", "background-color"), ("BACKGROUND-COLOR", "background-color"),
      ("tintColor", "tint-color"), ("text-alignment", "text-align"), ("kern", "letter-spacing"),
      ("padding", "padding"), ("font", "font"), ("--custom", "--custom"), ("nonsense", "nonsense"),
    ]
    for (written, canonical) in names {
      #expect(table.canonicalName(written) == canonical, "\(written)")
    }
  }
}
