import Foundation
import SkinKit
import Testing

/// Text styles that scale with Dynamic Type: `font: text-style(body)` and
/// `calc(12pt * text-scale(body))`, checked against Apple's published type ramp.
@Suite("Text styles that scale with the content size")
struct TextStyleTests {
  /// One row of the guidelines' tables: a style's size, leading and weight at a content size.
  struct Row: Sendable, CustomTestStringConvertible {
    let contentSize: StyleEnvironment.ContentSize
    let style: TextStyle
    let size: Double
    let leading: Double
    let weight: Int
    var testDescription: String { "\(style) at \(contentSize.rawValue)" }
  }

  /// The rows of Tests/Fixtures/Accessibility/hig-typography-ios.md (Apple's tables, verbatim).
  static let rows: [Row] = {
    let headings: [String: StyleEnvironment.ContentSize] = [
      "xSmall": .extraSmall, "Small": .small, "Medium": .medium, "Large (default)": .large,
      "xLarge": .extraLarge, "xxLarge": .extraExtraLarge, "xxxLarge": .extraExtraExtraLarge,
      "AX1": .accessibilityMedium, "AX2": .accessibilityLarge, "AX3": .accessibilityExtraLarge,
      "AX4": .accessibilityExtraExtraLarge, "AX5": .accessibilityExtraExtraExtraLarge,
    ]
    let styles: [String: TextStyle] = [
      "Large Title": .largeTitle, "Title 1": .title1, "Title 2": .title2, "Title 3": .title3,
      "Headline": .headline, "Body": .body, "Callout": .callout, "Subhead": .subheadline,
      "Footnote": .footnote, "Caption 1": .caption1, "Caption 2": .caption2,
    ]
    let weights = ["Regular": 400, "Semibold": 600]
    var rows: [Row] = []
    var contentSize: StyleEnvironment.ContentSize?
    for line in Fixtures.text("Accessibility/hig-typography-ios.md").split(separator: "\n") {
      if line.hasPrefix("#### ") {
        contentSize = headings[String(line.dropFirst(5))]
        continue
      }
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard let contentSize, cells.count == 5, let style = styles[cells[0]],
        let weight = weights[cells[1]], let size = Double(cells[2]),
        let leading = Double(cells[3])
      else { continue }
      rows.append(
        Row(
          contentSize: contentSize, style: style, size: size, leading: leading, weight: weight))
    }
    return rows
  }()

  @Test("the fixture has every style at every content size")
  func fixtureIsWhole() {
    #expect(Self.rows.count == 12 * 11)
    #expect(Set(Self.rows.map(\.contentSize)) == Set(StyleEnvironment.ContentSize.allCases))
    #expect(Set(Self.rows.map(\.style)) == Set(TextStyle.allCases))
  }

  @Test("each style's size, leading and weight at each content size, as Apple's table gives")
  func table() {
    for row in Self.rows {
      #expect(row.style.pointSize(at: row.contentSize) == row.size, "\(row.testDescription)")
      #expect(row.style.leading(at: row.contentSize) == row.leading, "\(row.testDescription)")
      #expect(row.style.weight == row.weight, "\(row.testDescription)")
    }
  }

  @Test("font: text-style(…) styles a label with the table's size and weight", arguments: rows)
  func labels(row: Row) {
    let manager = StyleManager(
      skin: Skin(stylesheets: [.parse("Label { font: text-style(\(row.style)); }")]))
    manager.updateEnvironment { $0.contentSize = row.contentSize }
    let window = View()
    let label = Label(text: "Aa")
    window.addSubview(label)
    manager.style(window)
    #expect(label.font == StyleFont(families: [.system], size: row.size, weight: row.weight))
  }

  @Test("a weight or family written beside the style is the font's; a whole-font property too")
  func shorthand() {
    let manager = StyleManager(
      skin: Skin(
        stylesheets: [
          .parse(
            """
            Label { font: 700 text-style(body) "Avenir Next"; }
            Label.italic { font: italic text-style(caption1); }
            Button { title-font: text-style(headline); }
            NavigationBar { large-title-font: 800 text-style(large-title) Georgia; }
            """)
        ]))
    manager.updateEnvironment { $0.contentSize = .accessibilityMedium }
    let window = View()
    let label = Label(text: "Aa")
    let italic = Label(text: "Aa")
    italic.addClass("italic")
    let button = Button(title: "OK")
    let bar = NavigationBar()
    for view in [label, italic, button, bar] { window.addSubview(view) }
    manager.style(window)
    #expect(label.font == StyleFont(families: [.named("Avenir Next")], size: 28, weight: 700))
    #expect(italic.font == StyleFont(families: [.system], size: 22, italic: true))
    #expect(button.titleFont == StyleFont(families: [.system], size: 28, weight: 600))
    #expect(bar.largeTitleFont == StyleFont(families: [.named("Georgia")], size: 44, weight: 800))
  }

  @Test("text-scale() scales a length as a style scales: the @ScaledMetric of a sheet")
  func scaledLengths() {
    let sheet = """
      View.inset { padding: calc(8pt * text-scale(body)) calc(2 * 8 * text-scale(caption2)); }
      View.row { padding-top: calc(text-scale(headline) * 11pt + 1pt); }
      """
    var environment = StyleEnvironment()
    environment.contentSize = .accessibilityExtraExtraExtraLarge
    let window = View()
    let inset = View()
    inset.addClass("inset")
    let row = View()
    row.addClass("row")
    window.addSubview(inset)
    window.addSubview(row)
    window.style(with: Skin(stylesheets: [.parse(sheet)]), environment: environment)
    #expect(inset.padding.top == Double(8 * 53) / 17)
    #expect(inset.padding.left == Double(16 * 40) / 11)
    #expect(row.padding.top == Double(11 * 53) / 17 + 1)
  }

  @Test("a content size change restyles what text styles size, though no @media flips")
  func contentSizeChange() {
    let manager = StyleManager(
      skin: Skin(
        stylesheets: [
          .parse(
            """
            Label { font: text-style(body); }
            Label.small { font-size: 0.5em; }
            View.card { padding-left: calc(12pt * text-scale(body)); }
            """)
        ]))
    let window = View()
    let label = Label(text: "Aa")
    let small = Label(text: "Aa")
    small.addClass("small")
    label.addSubview(small)
    let card = View()
    card.addClass("card")
    let other = View()
    window.addSubview(label)
    window.addSubview(card)
    window.addSubview(other)
    manager.style(window)
    #expect(label.font.size == 17)
    #expect(small.font.size == 8.5)
    let change = manager.updateEnvironment { $0.contentSize = .extraExtraExtraLarge }
    #expect(label.font.size == 23)
    #expect(small.font.size == 11.5)
    #expect(card.padding.left == Double(12 * 23) / 17)
    // The label, its child (whose em size follows) and the card; not the window or `other`.
    #expect(change.recomputedNodes == 3)
  }

  @Test("a width change restyles viewport lengths, though no @media flips")
  func widthChange() {
    let manager = StyleManager(
      skin: Skin(stylesheets: [.parse("View.banner { padding-left: 5vw; } Label { color: red }")]))
    manager.updateEnvironment { $0.width = 400 }
    let window = View()
    let banner = View()
    banner.addClass("banner")
    window.addSubview(banner)
    window.addSubview(Label(text: "Aa"))
    manager.style(window)
    #expect(banner.padding.left == 20)
    let change = manager.updateEnvironment { $0.width = 800 }
    #expect(banner.padding.left == 40)
    #expect(change.recomputedNodes == 1)
  }

  @Test("a declarative tree's context sizes text styles by its environment")
  func contexts() {
    var environment = StyleEnvironment()
    environment.contentSize = .extraSmall
    let manager = StyleManager(
      skin: Skin(stylesheets: [.parse("Label { font: text-style(title2); }")]))
    let tree = StyleContext(manager: manager).withEnvironment(environment)
    #expect(tree.child(type: "Label").font == StyleFont(families: [.system], size: 19))
  }

  @Test(
    "a misspelled style, and text-scale() outside a product, are reported where written"
  )
  func mistakes() {
    let diagnostics = Language.diagnostics(
      """
      Label { font: text-style(bodyy); }
      View { padding: text-scale(body); }
      View { padding: calc(12pt / text-scale(body)); }
      View { padding: calc(12pt / text-scale(body) / 2); }
      Label { font-size: text-style(); }
      """)
    #expect(
      diagnostics.map(Language.summary) == [
        "invalid-value@1:15", "invalid-value@2:17", "invalid-value@3:17", "invalid-value@4:17",
        "invalid-value@5:20",
      ])
    #expect(
      diagnostics.map(\.message) == [
        "invalid value for 'font': 'bodyy' is not a text style; did you mean 'body'?",
        "invalid value for 'padding': text-scale() scales a length inside calc(): calc(12pt * text-scale(body))",
        "invalid value for 'padding': calc() can multiply by text-scale(), not divide by it",
        "invalid value for 'padding': calc() can multiply by text-scale(), not divide by it",
        "invalid value for 'font-size': text-style() takes the name of a text style, like text-style(body)",
      ])
  }

  @Test("a whole font's size in rem, em or % is computed where it is used")
  func relativeWholeFonts() {
    let window = View()
    let button = Button(title: "OK")
    let bar = NavigationBar()
    window.addSubview(button)
    window.addSubview(bar)
    window.style(
      with: Skin(
        stylesheets: [
          .parse(
            """
            View { font-size: 20; }
            Button { title-font: 600 1.25rem system; }
            NavigationBar { font-size: 10; title-font: 1.5em system; large-title-font: 300% serif; }
            """)
        ]))
    // rem is the root's font size: 20.
    #expect(button.titleFont == StyleFont(families: [.system], size: 25, weight: 600))
    #expect(bar.titleFont == StyleFont(families: [.system], size: 15))
    #expect(bar.largeTitleFont == StyleFont(families: [.generic("serif")], size: 30))
  }

  @Test("a font of a text style prints as one")
  func description() {
    var font = StyleFont(families: [.system], size: 17, weight: 600)
    font.textStyle = .headline
    #expect(font.description == "600 text-style(headline) system")
  }
}
