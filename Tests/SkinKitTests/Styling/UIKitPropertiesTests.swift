import SkinKit
import Testing

/// The UIKit appearance properties added as single declarations in `StyleKeys`: each is set
/// from a sheet, written to the model widget that has it, read back, and known to every
/// tool by its name.
@Suite("UIKit appearance properties")
struct UIKitPropertiesTests {
  static let sheet = """
    Label {
      color: #112233;
      text-shadow-color: #00000080; text-shadow-offset: 1 2;
      highlighted-text-color: currentcolor;
      adjusts-font-size-to-fit-width: true; minimum-scale-factor: 50%;
    }
    NavigationBar {
      large-title-color: #ffffff; large-title-font: 700 40 system;
      back-indicator-image: image("chevron");
    }
    TabBar { selection-indicator-image: image("pill"); item-spacing: 12; item-width: 80; }
    SearchBar { search-field-background-image: image("field", 4 8); }
    Switch { on-image: image("on"); off-image: image("off"); }
    Slider { minimum-value-image: image("quiet"); maximum-value-image: image("loud"); }
    ProgressView { progress-image: image("bar"); track-image: image("track"); }
    TableView {
      section-index-color: #ff9500; section-index-background-color: #f2f2f7;
      separator-style: none; indicator-style: white;
    }
    StackView { alignment: first-baseline; distribution: fill-equally; }
    """

  @Test("a sheet sets each on the widgets that have it, and style objects read it back")
  func styled() throws {
    let skin = Skin(stylesheets: [Stylesheet.parse(Self.sheet, path: "uikit.skss")])
    #expect(skin.diagnostics.isEmpty, "\(skin.diagnostics)")
    let window = Window()
    let label = Label(text: "Hello")
    let bar = NavigationBar()
    let tabs = TabBar()
    let search = SearchBar()
    let toggle = Switch()
    let slider = Slider()
    let progress = ProgressView()
    let table = TableView()
    let stack = StackView(axis: .horizontal)
    for view in [label, bar, tabs, search, toggle, slider, progress, table, stack] as [View] {
      window.addSubview(view)
    }
    window.style(with: skin)

    #expect(label.textShadowColor == StyleColor(rgba: 0x0000_0080))
    #expect(label.textShadowOffset == StyleSize(width: 1, height: 2))
    #expect(label.highlightedTextColor == StyleColor(rgb: 0x112233))
    #expect(label.adjustsFontSizeToFitWidth)
    #expect(label.minimumScaleFactor == 0.5)
    #expect(bar.largeTitleColor == .white)
    #expect(bar.largeTitleFont == .system(size: 40, weight: 700))
    #expect(bar.backIndicatorImage == StyleImage(name: "chevron"))
    #expect(tabs.selectionIndicatorImage == StyleImage(name: "pill"))
    #expect(tabs.itemSpacing == 12)
    #expect(tabs.itemWidth == 80)
    #expect(
      search.searchFieldBackgroundImage
        == StyleImage(name: "field", capInsets: EdgeInsets(top: 4, right: 8, bottom: 4, left: 8)))
    #expect(toggle.onImage == StyleImage(name: "on"))
    #expect(toggle.offImage == StyleImage(name: "off"))
    #expect(slider.minimumValueImage == StyleImage(name: "quiet"))
    #expect(slider.maximumValueImage == StyleImage(name: "loud"))
    #expect(progress.progressImage == StyleImage(name: "bar"))
    #expect(progress.trackImage == StyleImage(name: "track"))
    #expect(table.sectionIndexColor == StyleColor(rgb: 0xFF9500))
    #expect(table.sectionIndexBackgroundColor == StyleColor(rgb: 0xF2F2F7))
    #expect(table.separatorStyle == SeparatorStyle.none)
    #expect(table.indicatorStyle == .white)
    #expect(stack.alignment == .firstBaseline)
    #expect(stack.distribution == .fillEqually)

    // Read back as typed properties of a style object: the declaration is the accessor.
    #expect(label.cascadingStyle.textShadowOffset == StyleSize(width: 1, height: 2))
    #expect(table.cascadingStyle.separatorStyle == SeparatorStyle.none)
    #expect(stack.cascadingStyle.distribution == .fillEqually)
    // A widget without the capability takes none of them.
    #expect(toggle.cascadingStyle.itemWidth == nil)

    // A skin that no longer sets them returns each widget to its own values.
    window.style(with: Skin(stylesheets: [Stylesheet.parse("Label { color: red }")]))
    #expect(label.textShadowOffset == StyleSize(width: 0, height: -1))
    #expect(table.separatorStyle == .singleLine)
    #expect(stack.alignment == .fill)
  }

  @Test(
    "each is a built-in property the model widget binds (not its superclass), under its UIKit name in kebab case"
  )
  func declared() throws {
    let expected: [(String, StyleNode.Type)] = [
      ("text-shadow-color", Label.self), ("text-shadow-offset", Label.self),
      ("highlighted-text-color", Label.self),
      ("adjusts-font-size-to-fit-width", Label.self),
      ("minimum-scale-factor", Label.self),
      ("large-title-color", NavigationBar.self), ("large-title-font", NavigationBar.self),
      ("back-indicator-image", NavigationBar.self),
      ("selection-indicator-image", TabBar.self),
      ("item-spacing", TabBar.self), ("item-width", TabBar.self),
      ("search-field-background-image", SearchBar.self),
      ("on-image", Switch.self), ("off-image", Switch.self),
      ("minimum-value-image", Slider.self),
      ("maximum-value-image", Slider.self),
      ("progress-image", ProgressView.self), ("track-image", ProgressView.self),
      ("section-index-color", TableView.self),
      ("section-index-background-color", TableView.self),
      ("separator-style", TableView.self),
      ("indicator-style", ScrollView.self),
      ("alignment", StackView.self), ("distribution", StackView.self),
    ]
    let keys = StyleKeys.all
    for (name, widget) in expected {
      let definition = PropertyTable.builtIn.definition(named: name)
      #expect(definition?.inherited == false, "\(name)")
      let key = try #require(keys.first { $0.name == name }, "\(name)")
      let bindings = widget.styleBindings.filter { $0.key == key }
      #expect(bindings.map(\.targetName) == ["\(widget)"], "\(name)")
    }
    #expect(
      PropertyTable.builtIn.definition(named: "sectionIndexColor")?.name == "section-index-color")
  }

  @Test("a bad value is a diagnostic with its place, and the rest applies")
  func badValues() {
    let skin = Skin(
      stylesheets: [
        Stylesheet.parse(
          "StackView { alignment: middle; distribution: fill-equally; }", path: "bad.skss")
      ])
    #expect(skin.diagnostics.map(\.id) == [.invalidValue])
    #expect(skin.diagnostics.map { $0.range.start?.description } == ["1:24"])
    let stack = StackView(axis: .vertical)
    stack.style(with: skin)
    #expect(stack.alignment == .fill)
    #expect(stack.distribution == .fillEqually)
  }
}
