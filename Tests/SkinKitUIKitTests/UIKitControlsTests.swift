// UIKit's controls, bars and bar items styled as the model widgets are, against the stand-in.
#if SKINKIT_STAND_INS
import SkinKit
import SkinKitUIKit
import Testing
import UIKitStandIn

@MainActor
@Suite("UIKit adapter: controls, bars and items (against the UIKit stand-in)")
struct UIKitControlsTests {
  static func hex(_ color: UIColor?) -> String? { color.map { StyleColor($0).hex } }

  static func manager(_ sheet: String) -> StyleManager {
    StyleManager(skin: Skin(stylesheets: [Stylesheet.parse(sheet)]))
  }

  @Test("a button's title colors per state, through UIKit's per-state setters, and back")
  func buttonStates() {
    let manager = Self.manager(
      """
      Button { title-color: #007aff; title-shadow-color: #00000033; title-font: 600 15 system; }
      Button:highlighted { title-color: #004999; }
      Button:disabled { title-color: #8e8e93; }
      """)
    let window = UIWindow()
    let button = UIButton()
    button.setTitleColor(UIColor(StyleColor(rgb: 0xff0000)), for: .normal)
    window.addSubview(button)
    manager.style(window)
    #expect(Self.hex(button.titleColor(for: .normal)) == "#007affff")
    #expect(Self.hex(button.titleColor(for: .highlighted)) == "#004999ff")
    #expect(Self.hex(button.titleColor(for: .disabled)) == "#8e8e93ff")
    #expect(Self.hex(button.titleColor(for: .selected)) == "#007affff")
    #expect(Self.hex(button.titleShadowColor(for: .normal)) == "#00000033")
    #expect(
      StyleFont(button.titleLabel!.font) == StyleFont(families: [.system], size: 15, weight: 600))
    // A skin that sets none of them gives the button its own title color back, in every state.
    manager.activate(Skin(stylesheets: [Stylesheet.parse("Window { tint-color: #0a84ff }")]))
    #expect(Self.hex(button.titleColor(for: .normal)) == "#ff0000ff")
    #expect(Self.hex(button.titleColor(for: .highlighted)) == "#ff0000ff")
    #expect(Self.hex(button.titleColor(for: .disabled)) == "#ff0000ff")
  }

  @Test("a control's state selects rules; the title attribute too")
  func controlState() {
    let manager = Self.manager(
      """
      Button { background-color: #ffffff; }
      Button:highlighted { background-color: #e5e5ea; }
      Button[title="Delete"] { tint-color: #ff3b30; }
      Switch:disabled { alpha: 0.5; }
      """)
    let window = UIWindow()
    let button = UIButton()
    button.setTitle("Delete", for: .normal)
    let toggle = UISwitch()
    toggle.isEnabled = false
    window.addSubview(button)
    window.addSubview(toggle)
    manager.style(window)
    #expect(Self.hex(button.backgroundColor) == "#ffffffff")
    #expect(Self.hex(button.tintColor) == "#ff3b30ff")
    #expect(toggle.alpha == 0.5)
    #expect(toggle.styleState == .disabled)
    button.isHighlighted = true
    button.setNeedsStyleUpdate()
    window.updateStyles()
    #expect(button.styleState == .highlighted)
    #expect(Self.hex(button.backgroundColor) == "#e5e5eaff")
  }

  @Test("a color UIKit keeps as optional comes back as nil when no rule sets it")
  func optionalColors() {
    let manager = Self.manager(
      """
      Switch { on-tint-color: #34c759; thumb-tint-color: #ffffff; }
      Slider { minimum-track-tint-color: #0a84ff; maximum-track-tint-color: #d1d1d6; }
      ProgressView { progress-tint-color: #30d158; track-tint-color: #e5e5ea; }
      TableView { separator-color: #c6c6c8; }
      SegmentedControl { selected-segment-tint-color: #ffffff; title-color: #1c1c1e; }
      SegmentedControl:selected { title-color: #0a84ff; }
      View.card { background-color: #ffffff; }
      """)
    let window = UIWindow()
    let toggle = UISwitch()
    let slider = UISlider()
    let progress = UIProgressView()
    let table = UITableView()
    let segments = UISegmentedControl()
    let card = UIView()
    card.styleClasses = ["card"]
    for view in [toggle, slider, progress, table, segments, card] { window.addSubview(view) }
    manager.style(window)
    #expect(Self.hex(toggle.onTintColor) == "#34c759ff")
    #expect(Self.hex(toggle.thumbTintColor) == "#ffffffff")
    #expect(Self.hex(slider.minimumTrackTintColor) == "#0a84ffff")
    #expect(Self.hex(slider.maximumTrackTintColor) == "#d1d1d6ff")
    #expect(Self.hex(progress.progressTintColor) == "#30d158ff")
    #expect(Self.hex(progress.trackTintColor) == "#e5e5eaff")
    #expect(Self.hex(table.separatorColor) == "#c6c6c8ff")
    #expect(Self.hex(segments.selectedSegmentTintColor) == "#ffffffff")
    #expect(
      Self.hex(segments.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor)
        == "#1c1c1eff")
    #expect(
      Self.hex(segments.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor)
        == "#0a84ffff")
    #expect(Self.hex(card.backgroundColor) == "#ffffffff")
    manager.activate(Skin(stylesheets: [Stylesheet.parse("Label { color: #000000 }")]))
    #expect(toggle.onTintColor == nil)
    #expect(toggle.thumbTintColor == nil)
    #expect(slider.minimumTrackTintColor == nil)
    #expect(progress.trackTintColor == nil)
    #expect(Self.hex(table.separatorColor) == "#3d3d424a")
    #expect(segments.selectedSegmentTintColor == nil)
    #expect(segments.titleTextAttributes(for: .selected) == nil)
    #expect(card.backgroundColor == nil)
  }

  @Test("labels, text, image views and layers: alignment, lines, content mode, borders, shadows")
  func viewsAndLayers() {
    let manager = Self.manager(
      """
      Label { text-align: center; number-of-lines: 0; line-break-mode: word-wrapping; }
      TextField { color: #1c1c1e; font: 17 system; text-align: right; }
      TextView { color: #3a3a3c; font: 500 13 system; }
      ImageView { content-mode: scale-aspect-fill; clips-to-bounds: true; }
      .card {
        border-color: #c6c6c8; border-width: 0.5; border-radius: 12;
        shadow-color: #000000; shadow-offset: 0 2; shadow-radius: 8; shadow-opacity: 0.15;
      }
      """)
    let window = UIWindow()
    let card = UIView()
    card.styleClasses = ["card"]
    let label = UILabel()
    let field = UITextField()
    let text = UITextView()
    let image = UIImageView()
    for view in [label, field, text, image] { card.addSubview(view) }
    window.addSubview(card)
    manager.style(window)
    #expect(label.textAlignment == .center)
    #expect(label.numberOfLines == 0)
    #expect(label.lineBreakMode == .byWordWrapping)
    #expect(Self.hex(field.textColor) == "#1c1c1eff")
    #expect(field.font.map(StyleFont.init) == StyleFont(families: [.system], size: 17, weight: 400))
    #expect(field.textAlignment == .right)
    #expect(Self.hex(text.textColor) == "#3a3a3cff")
    #expect(text.font.map(StyleFont.init) == StyleFont(families: [.system], size: 13, weight: 500))
    #expect(image.contentMode == .scaleAspectFill)
    #expect(image.clipsToBounds)
    #expect(Self.hex(card.layer.borderColor.map { UIColor(cgColor: $0) }) == "#c6c6c8ff")
    #expect(card.layer.borderWidth == 0.5)
    #expect(card.layer.cornerRadius == 12)
    #expect(card.layer.shadowOffset == CGSize(width: 0, height: 2))
    #expect(card.layer.shadowRadius == 8)
    #expect(card.layer.shadowOpacity == 0.15)
  }

  @Test("labels' shadows and scaling, stacks, scroll and table views, tab bars' item layout")
  func layoutProperties() {
    let manager = Self.manager(
      """
      Label {
        text-shadow-color: #00000080; text-shadow-offset: 0 1; highlighted-text-color: #ffffff;
        adjusts-font-size-to-fit-width: true; minimum-scale-factor: 0.75;
      }
      StackView { spacing: 8; axis: vertical; alignment: top; distribution: fill-equally; }
      ScrollView { content-insets: 16 0 8 0; indicator-style: white; }
      TableView {
        separator-insets: 0 0 0 20; separator-style: none; row-height: 44;
        section-index-color: #0a84ff; section-index-background-color: #f2f2f7;
      }
      TabBar { item-spacing: 12; item-width: 80; }
      """)
    let window = UIWindow()
    let label = UILabel()
    let stack = UIStackView()
    let scroll = UIScrollView()
    let table = UITableView()
    let tabBar = UITabBar()
    // The app's own values, read back through the keywords and given back after.
    stack.alignment = .lastBaseline
    scroll.indicatorStyle = .black
    for view in [label, stack, scroll, table, tabBar] { window.addSubview(view) }
    manager.style(window)
    #expect(Self.hex(label.shadowColor) == "#00000080")
    #expect(label.shadowOffset == CGSize(width: 0, height: 1))
    #expect(Self.hex(label.highlightedTextColor) == "#ffffffff")
    #expect(label.adjustsFontSizeToFitWidth)
    #expect(label.minimumScaleFactor == 0.75)
    #expect(stack.spacing == 8)
    #expect(stack.axis == .vertical)
    #expect(stack.alignment == .top)
    #expect(stack.distribution == .fillEqually)
    #expect(scroll.contentInset == UIEdgeInsets(top: 16, left: 0, bottom: 8, right: 0))
    #expect(scroll.indicatorStyle == .white)
    #expect(table.separatorInset == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0))
    #expect(table.separatorStyle == .none)
    #expect(table.rowHeight == 44)
    #expect(Self.hex(table.sectionIndexColor) == "#0a84ffff")
    #expect(Self.hex(table.sectionIndexBackgroundColor) == "#f2f2f7ff")
    #expect(tabBar.itemSpacing == 12)
    #expect(tabBar.itemWidth == 80)
    // Their own values back when no rule sets them.
    manager.activate(Skin(stylesheets: [Stylesheet.parse("Window { alpha: 1 }")]))
    #expect(label.shadowColor == nil)
    #expect(label.shadowOffset == CGSize(width: 0, height: -1))
    #expect(stack.axis == .horizontal)
    #expect(stack.alignment == .lastBaseline)
    #expect(scroll.indicatorStyle == .black)
    #expect(table.separatorInset == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
    #expect(table.rowHeight == -1)
    #expect(table.sectionIndexColor == nil)
  }

  @Test("what UIKit draws a control with is not styled; a cell's content view is see-through")
  func treeShape() {
    let manager = Self.manager(
      """
      Label { color: #ff0000; }
      TableViewCell > Label { color: #1c1c1e; }
      View { background-color: #f2f2f7; }
      """)
    let window = UIWindow()
    let button = UIButton()
    let cell = UITableViewCell()
    let name = UILabel()
    cell.contentView.addSubview(name)
    let privateView = _UIBarBackgroundStandIn()
    window.addSubview(button)
    window.addSubview(cell)
    window.addSubview(privateView)
    manager.style(window)
    #expect(Self.hex(name.textColor) == "#1c1c1eff")
    #expect(name.styleParentNode === cell)
    #expect(cell.styleChildNodes.map { ObjectIdentifier($0) } == [ObjectIdentifier(name)])
    #expect(button.styleChildNodes.isEmpty)
    #expect(Self.hex(button.titleLabel!.textColor) == "#000000ff")
    #expect(!button.titleLabel!.isStyled)
    #expect(privateView.backgroundColor == nil)
    #expect(window.styleChildNodes.count == 2)
  }

  @Test("bars and their items: bar colors, title attributes, items as children with states")
  func barsAndItems() {
    let manager = Self.manager(
      """
      NavigationBar {
        bar-tint-color: #f9f9f9; bar-style: black; translucent: false;
        title-color: #000000; title-font: 600 17 system;
        large-title-color: #1c1c1e; large-title-font: 700 34 system;
      }
      NavigationBar BarButtonItem { tint-color: #0a84ff; title-font: 17 system; }
      NavigationBar BarButtonItem.destructive { tint-color: #ff3b30; }
      Toolbar BarButtonItem { title-color: #0a84ff; }
      Toolbar BarButtonItem:disabled { title-color: #c7c7cc; }
      TabBar { bar-tint-color: #ffffff; unselected-item-tint-color: #8e8e93; }
      TabBar TabBarItem[title="Home"] { title-color: #34c759; }
      BarItem#compose { title-color: #5856d6; }
      """)
    let window = UIWindow()
    let navigationBar = UINavigationBar()
    let item = UINavigationItem(title: "Inbox")
    let edit = UIBarButtonItem()
    let delete = UIBarButtonItem()
    delete.styleClasses = ["destructive"]
    item.leftBarButtonItems = [edit]
    item.rightBarButtonItems = [delete]
    navigationBar.setItems([item], animated: false)
    let toolbar = UIToolbar()
    let compose = UIBarButtonItem()
    compose.accessibilityIdentifier = "compose"
    let archive = UIBarButtonItem()
    archive.isEnabled = false
    toolbar.items = [archive, compose]
    let tabBar = UITabBar()
    let home = UITabBarItem()
    home.title = "Home"
    tabBar.items = [home]
    for bar in [navigationBar, toolbar, tabBar] { window.addSubview(bar) }
    manager.style(window)

    #expect(Self.hex(navigationBar.barTintColor) == "#f9f9f9ff")
    #expect(navigationBar.barStyle == .black)
    #expect(!navigationBar.isTranslucent)
    #expect(
      Self.hex(navigationBar.titleTextAttributes?[.foregroundColor] as? UIColor) == "#000000ff")
    #expect(
      (navigationBar.titleTextAttributes?[.font] as? UIFont).map(StyleFont.init)
        == StyleFont(families: [.system], size: 17, weight: 600))
    #expect(
      (navigationBar.largeTitleTextAttributes?[.font] as? UIFont).map(StyleFont.init)
        == StyleFont(families: [.system], size: 34, weight: 700))
    #expect(edit.styleParentNode === navigationBar)
    #expect(Self.hex(edit.tintColor) == "#0a84ffff")
    #expect(Self.hex(delete.tintColor) == "#ff3b30ff")
    #expect(
      (edit.titleTextAttributes(for: .normal)?[.font] as? UIFont).map(StyleFont.init)
        == StyleFont(families: [.system], size: 17, weight: 400))
    func titleColor(_ item: UIBarItem, _ state: UIControl.State) -> String? {
      Self.hex(item.titleTextAttributes(for: state)?[.foregroundColor] as? UIColor)
    }
    #expect(archive.styleState == .disabled)
    #expect(titleColor(archive, .normal) == "#0a84ffff")
    #expect(titleColor(archive, .disabled) == "#c7c7ccff")
    #expect(titleColor(compose, .normal) == "#5856d6ff")
    // `BarItem#compose` outranks `Toolbar BarButtonItem:disabled`: disabled, it shows its normal
    // color, so the state has none of its own.
    #expect(titleColor(compose, .disabled) == nil)
    #expect(Self.hex(tabBar.barTintColor) == "#ffffffff")
    #expect(Self.hex(tabBar.unselectedItemTintColor) == "#8e8e93ff")
    #expect(titleColor(home, .normal) == "#34c759ff")
    #expect(home.styleNodeType.name == "TabBarItem")

    // Without the rules, the bars and items have UIKit's defaults back.
    manager.activate(Skin(stylesheets: [Stylesheet.parse("Label { color: #000000 }")]))
    #expect(navigationBar.barTintColor == nil)
    #expect(navigationBar.barStyle == .default)
    #expect(navigationBar.isTranslucent)
    #expect(navigationBar.titleTextAttributes == nil)
    #expect(edit.tintColor == nil)
    #expect(edit.titleTextAttributes(for: .normal) == nil)
    #expect(titleColor(archive, .disabled) == nil)
  }

  @Test("a missed hook is looked for among styled views only, not in UIKit's drawing")
  func auditSkipsInternals() {
    let manager = Self.manager("Label { color: #1c1c1e }")
    let window = UIWindow()
    manager.style(window)
    var reports: [String] = []
    StyleHooks.missedHook = { _, message in reports.append(message) }
    defer { StyleHooks.missedHook = { _, message in print(message) } }
    let hooked = HookedButton()
    window.addSubview(hooked)
    #expect(hooked.isStyled)
    #expect(reports.isEmpty)
  }
}

/// A private view of UIKit's, by its name (`_UIBarBackground`).
final class _UIBarBackgroundStandIn: UIView {}

final class HookedButton: UIButton {
  override func didMoveToWindow() {
    super.didMoveToWindow()
    styleDidMoveToWindow()
  }
}
#endif
