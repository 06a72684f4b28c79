import SkinKit
import Testing

@Suite("Model widgets")
struct WidgetTests {
  @Test func everyBuiltInTypeHasAWidgetWithUIKitsHierarchy() {
    let widgets: [StyleNode] = [
      View(), Window(), Label(), ImageView(), StackView(), ScrollView(), TableView(),
      CollectionView(), TextView(), Control(), Button(), Switch(), Slider(), Stepper(),
      SegmentedControl(), TextField(), NavigationBar(), TabBar(), Toolbar(), SearchBar(),
      ProgressView(), ActivityIndicatorView(), TableViewCell(), BarItem(), BarButtonItem(),
      TabBarItem(), ViewController(), NavigationController(), TabBarController(),
      TableViewController(),
    ]
    #expect(widgets.map(\.styleType.name.string) == BuiltInTypes.hierarchy.map(\.name))
    for widget in widgets {
      #expect(widget.styleType == BuiltInTypes.type(named: widget.styleType.name.string))
    }
    #expect(Button().styleType.lineageDescription == "Button ← Control ← View")
    #expect(BarButtonItem().styleType.lineageDescription == "BarButtonItem ← BarItem")
    #expect(!BarItem().styleType.isKind(of: "View"))
    #expect(Badge().styleType.lineageDescription == "Badge ← View")
  }

  @Test func containersAndUIKitNamesInSelectors() {
    let window = Window()
    let list = TableViewController()
    let navigation = NavigationController(rootViewController: list)
    navigation.navigationBar.addItem(BarButtonItem(title: "Edit"))
    let back = Button(title: "Back")
    navigation.navigationBar.addSubview(back)
    let cellButton = Button(title: "Info")
    let cell = TableViewCell()
    cell.addSubview(cellButton)
    list.tableView?.addSubview(cell)
    window.addChild(navigation)
    window.style(
      with: skin(
        """
        UINavigationController UINavigationBar UIButton { title-color: #ffffff; }
        NavigationController BarButtonItem:disabled { title-color: #888888; }
        TableViewController Button[title="Info"] { title-color: #00ff00; }
        Control { tint-color: #ff0000; }
        """))
    #expect(back.titleColor == .white)
    #expect(cellButton.titleColor == StyleColor(hex: "#00ff00"))
    #expect(back.tintColor == StyleColor(hex: "#ff0000"))
    #expect(cell.tintColor == StyleColor(hex: "#007aff"))
    let item = navigation.navigationBar.items[0]
    #expect(item.titleColor == StyleColor(hex: "#007aff"))
    #expect(item.titleColor(for: .disabled) == StyleColor(hex: "#888888"))
  }

  @Test func controlsMapTheirFlagsToStates() {
    let button = Button(title: "Go")
    button.isHighlighted = true
    button.isSelected = true
    #expect(button.state == [.highlighted, .selected])
    button.isEnabled = false
    button.isHighlighted = false
    #expect(button.state == [.selected, .disabled])
    #expect(!button.isEnabled)
    #expect(button.styleAttribute("title") == "Go")
    let field = TextField()
    field.placeholder = "Name"
    #expect(field.styleAttribute("placeholder") == "Name")
  }

  @Test func treesKeepIndicesParentsAndControllerViews() {
    let controller = ViewController()
    let first = View()
    controller.view = first
    controller.addChildController(ViewController())
    #expect(controller.view === first)
    let second = View()
    controller.view = second
    #expect(controller.children.count == 2)
    #expect(controller.view === second && first.parent == nil)

    let stack = StackView(axis: .vertical, arrangedSubviews: [Label(), Label(), Label()])
    let moved = stack.subviews[0]
    stack.addSubview(moved)
    #expect(stack.subviews.map(\.styleIndex) == [0, 1, 2])
    #expect(stack.subviews.last === moved)
    #expect(moved.superview === stack && moved.root === stack)
    stack.subviews[1].removeFromSuperview()
    #expect(stack.subviews.map(\.styleIndex) == [0, 1])
  }

  @Test func theDefaultSkinStylesLightAndDark() throws {
    let path = Fixtures.repository.appendingPathComponent("Stylesheets/Default.skss").path
    let skin = Skin(name: "Default", stylesheets: [try Stylesheet.load(contentsOf: path)])
    #expect(skin.diagnostics.isEmpty, "\(skin.diagnostics)")
    let window = Window()
    let label = Label(text: "Wi-Fi")
    let button = Button(title: "Sign Out", classes: ["destructive"])
    window.addSubview(label)
    window.addSubview(button)
    let light = window.style(with: skin)
    #expect(light.diagnostics.isEmpty, "\(light.diagnostics)")
    #expect(window.backgroundColor == StyleColor(hex: "#f5faff"))
    #expect(label.textColor == StyleColor(hex: "#0e141b"))
    #expect(window.tintColor == StyleColor(hex: "#0062cc"))
    #expect(button.titleColor(for: .highlighted) != button.titleColor)

    window.environment.colorScheme = .dark
    let dark = window.updateStyles()
    #expect(dark.diagnostics.isEmpty)
    #expect(window.backgroundColor == StyleColor(hex: "#080a0d"))
    #expect(label.textColor == StyleColor(hex: "#f3f5f7"))
    #expect(window.tintColor == StyleColor(hex: "#3d9aff"))
  }
}
