import SkinKit
import Testing

/// The model widgets' type table lives in `SkinKitStyling`; the selector parser and the
/// compiler know no widget and read UIKit names only through the table they are given.
@Suite("Model widgets: UIKit names reach the layers below as data")
struct WidgetTypeNamesTests {
  static let sheet = "UIButton { title-color: #ff0000; } Label { color: #00ff00; }"
  static let tree = #"{"type": "Window", "children": [{"type": "Button", "id": "save"}]}"#

  /// The save button's `title-color` under a cascade.
  static func saveTitleColor(_ cascade: StyleCascade) throws -> String? {
    let document = try TreeDocument.parse(tree, path: "tree.json")
    let resolution = document.resolve(with: cascade)
    let save = try #require(resolution.nodes.firstIndex { $0.stylePath == "0/0" })
    return resolution.styles[save].value(named: "title-color")?.description
  }

  @Test func aCascadeCompiledWithoutTheTableDoesNotReadUIButtonAsButton() throws {
    let sheet = Stylesheet.parse(Self.sheet, path: "test.skss")
    let without = StyleCascade(stylesheets: [sheet], typeNames: .none)
    let with = StyleCascade(stylesheets: [sheet], typeNames: BuiltInTypes.typeNames)
    let initial = ComputedStyle.initial().value(named: "title-color")?.description
    #expect(try Self.saveTitleColor(without) == initial)
    #expect(try Self.saveTitleColor(with) == "#ff0000ff")
    #expect(without.rules.map(\.selector.description) == ["UIButton", "Label"])
    #expect(with.rules.map(\.selector.description) == ["Button", "Label"])
  }

  @Test func thePublicEntryPointsCompileWithTheTable() throws {
    let sheet = Stylesheet.parse(Self.sheet, path: "test.skss")
    #expect(try Self.saveTitleColor(StyleCascade(stylesheets: [sheet])) == "#ff0000ff")
    #expect(
      Skin(stylesheets: [sheet]).cascade.rules.map(\.selector.description) == ["Button", "Label"])

    let manager = StyleManager(skin: Skin(stylesheets: [sheet]))
    let window = Window()
    let button = Button(title: "Save")
    window.addSubview(button)
    manager.style(window)
    #expect(button.titleColor == StyleColor(hex: "#ff0000"))
  }

  @Test func theParserReadsTypeNamesThroughTheTableItIsGiven() throws {
    let text = "UINavigationBar > UIButton.UIButton, UIFancyWidget"
    #expect(
      try SelectorParser.parse(text, typeNames: .none).description
        == "UINavigationBar > UIButton.UIButton, UIFancyWidget")
    #expect(
      try SelectorParser.parse(text, typeNames: BuiltInTypes.typeNames).description
        == "NavigationBar > Button.UIButton, UIFancyWidget")
    let custom = TypeNameTable(aliases: ["Knopf": "Button", "Same": "Same"])
    #expect(custom.aliases == ["Knopf": "Button"])
    #expect(
      try SelectorParser.parse("Knopf UIButton", typeNames: custom).description == "Button UIButton"
    )
  }

  /// `@extend UIButton` finds `Button` rules only when the table says they are one type.
  @Test func aSheetsDiagnosticsReadTypeNamesAsTheCascadeDoes() {
    let sheet = Stylesheet.parse("Button { color: red; } .go { @extend UIButton; }")
    #expect(sheet.diagnostics == [])
    #expect(
      sheet.compiledDiagnostics(typeNames: .none).map(\.description) == [
        "<inline>:1:30: warning: @extend: no rule uses 'UIButton' [extend-target-not-found]"
      ])
    #expect(sheet.compiledDiagnostics(typeNames: BuiltInTypes.typeNames) == [])
  }
}
