// The UIKit adapter's logic, against the stand-in of UIKit (StandIns/UIKit) on Linux. On an
// Apple platform these tests are not built: they drive the stand-in (StandInDriver).
#if SKINKIT_STAND_INS
import SkinKit
import SkinKitUIKit
import Testing
import UIKitStandIn

@MainActor
@Suite("UIKit adapter (against the UIKit stand-in)")
struct SkinKitUIKitTests {
  static let sheet = """
    Window { background-color: #f2f2f7; tint-color: #0a84ff; }
    Label { color: #1c1c1e; font: 17 system; }
    Label.title { font: 600 28 system; }
    #subtitle { color: #6d6d72; }
    TableViewCell.selected { background-color: #d1d1d6; }
    @media dark {
      Window { background-color: #000000; }
      Label { color: #ffffff; }
    }
    """

  /// A window with a title label, styled by a manager of the sheet.
  static func screen() -> (StyleManager, UIWindow, UILabel) {
    let manager = StyleManager(skin: Skin(stylesheets: [Stylesheet.parse(sheet)]))
    let window = UIWindow()
    let title = UILabel()
    title.styleClasses = ["title"]
    window.addSubview(title)
    manager.style(window)
    return (manager, window, title)
  }

  @Test("a trait collection's environment, unspecified traits kept from the base")
  func environment() {
    let traits = UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceStyle: .dark),
      UITraitCollection(horizontalSizeClass: .regular),
      UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge),
      UITraitCollection(layoutDirection: .rightToLeft),
      UITraitCollection(userInterfaceIdiom: .pad),
    ])
    var expected = StyleEnvironment()
    expected.colorScheme = .dark
    expected.horizontalSizeClass = .regular
    expected.contentSize = .accessibilityExtraLarge
    expected.layoutDirection = .rtl
    expected.idiom = .pad
    #expect(StyleEnvironment(traitCollection: traits) == expected)
    var base = StyleEnvironment()
    base.verticalSizeClass = .compact
    base.width = 390
    var kept = base
    kept.colorScheme = .dark
    #expect(
      StyleEnvironment(traitCollection: UITraitCollection(userInterfaceStyle: .dark), base: base)
        == kept)
    #expect(StyleEnvironment(traitCollection: UITraitCollection()) == StyleEnvironment())
  }

  @Test("Increase Contrast and Bold Text, as traits, restyle what tests them")
  func accessibilityTraits() {
    let traits = UITraitCollection(traitsFrom: [
      UITraitCollection(accessibilityContrast: .high), UITraitCollection(legibilityWeight: .bold),
    ])
    var expected = StyleEnvironment()
    expected.contrast = .more
    expected.boldText = true
    #expect(StyleEnvironment(traitCollection: traits) == expected)
    // A trait left unspecified keeps the base's; a specified normal one resets it.
    var base = StyleEnvironment()
    base.contrast = .more
    base.boldText = true
    #expect(StyleEnvironment(traitCollection: UITraitCollection(), base: base) == base)
    var normal = base
    normal.contrast = .noPreference
    #expect(
      StyleEnvironment(
        traitCollection: UITraitCollection(accessibilityContrast: .normal), base: base) == normal)
    // A registered window restyles when either trait changes.
    let manager = StyleManager(
      skin: Skin(stylesheets: [
        Stylesheet.parse(
          """
          Label { color: #555555; font-weight: 400; }
          @media (prefers-contrast: more) { Label { color: #000000; } }
          @media (legibility-weight: bold) { Label { font-weight: 600; } }
          """)
      ]))
    let window = UIWindow()
    let label = UILabel()
    window.addSubview(label)
    manager.style(window)
    window.registerForStyleTraitChanges()
    #expect(StyleColor(label.textColor).hex == "#555555ff")
    StandInDriver.setTraits(UITraitCollection(accessibilityContrast: .high), of: window)
    #expect(StyleColor(label.textColor).hex == "#000000ff")
    StandInDriver.setTraits(UITraitCollection(legibilityWeight: .bold), of: window)
    #expect(StyleFont(label.font).weight == 600)
  }

  @Test("UIKit's views styled by the model widgets' names, classes and identifiers")
  func styled() {
    let (_, window, title) = Self.screen()
    #expect(StyleColor(window.backgroundColor!).hex == "#f2f2f7ff")
    #expect(StyleColor(window.tintColor).hex == "#0a84ffff")
    #expect(StyleColor(title.textColor).hex == "#1c1c1eff")
    #expect(title.font.pointSize == 28)
    #expect(StyleFont(title.font) == StyleFont(families: [.system], size: 28, weight: 600))
    #expect(title.styleNodeType.name == "Label")
    #expect(window.styleNodeType.name == "Window")
  }

  @Test("a view entering the window through styleDidMoveToWindow() is styled")
  func movedToWindow() {
    let (_, window, _) = Self.screen()
    let subtitle = HookedLabel()
    subtitle.accessibilityIdentifier = "subtitle"
    window.addSubview(subtitle)
    #expect(subtitle.isStyled)
    #expect(StyleColor(subtitle.textColor).hex == "#6d6d72ff")
    #expect(subtitle.font.pointSize == 17)
  }

  @Test("a view entering without a hook is reported once, in debug builds")
  func missedHook() {
    let (_, window, _) = Self.screen()
    var reports: [String] = []
    StyleHooks.missedHook = { _, message in reports.append(message) }
    defer { StyleHooks.missedHook = { _, message in print(message) } }
    let forgotten = UILabel()
    window.addSubview(forgotten)
    #expect(!forgotten.isStyled)
    window.addSubview(HookedLabel())
    window.addSubview(HookedLabel())
    #expect(
      reports == [
        "SkinKitUIKit: a UILabel entered a styled window without a restyle hook and is not"
          + " styled: call styleDidMoveToWindow() from its didMoveToWindow() (or its"
          + " superview's setNeedsStyleUpdate() after adding it) [missed-style-hook]"
      ])
  }

  @Test("a trait change restyles the window with its new environment")
  func traitChange() {
    let (_, window, title) = Self.screen()
    window.registerForStyleTraitChanges()
    StandInDriver.setTraits(UITraitCollection(userInterfaceStyle: .dark), of: window)
    #expect(StyleColor(window.backgroundColor!).hex == "#000000ff")
    #expect(StyleColor(title.textColor).hex == "#ffffffff")
    StandInDriver.setTraits(UITraitCollection(horizontalSizeClass: .regular), of: window)
    #expect(StyleColor(window.backgroundColor!).hex == "#f2f2f7ff")
  }

  @Test("a reused cell's changed classes are restyled through stylePrepareForReuse()")
  func reuse() {
    let (_, window, _) = Self.screen()
    let cell = HookedCell()
    window.addSubview(cell)
    #expect(cell.backgroundColor == nil)
    cell.styleClasses = ["selected"]
    cell.prepareForReuse()
    #expect(StyleColor(cell.backgroundColor!).hex == "#d1d1d6ff")
  }

  @Test("colors: sRGB as sRGB, wider colors in display P3 unclipped, and back")
  func colors() {
    let blue = UIColor(StyleColor(rgb: 0x0a84ff))
    #expect(blue.displayP3 == nil)
    #expect(StyleColor(blue).hex == "#0a84ffff")
    let green = StyleColor(displayP3Red: 0, green: 1, blue: 0)
    let wide = UIColor(green)
    let p3 = green.displayP3Components
    #expect(
      wide.displayP3.map { [Double($0.0), Double($0.1), Double($0.2)] }
        == [p3.red, p3.green, p3.blue])
    #expect(StyleColor(wide).green > 1)
    #expect(StyleColor(UIColor.clear).alpha == 0)
  }

  @Test("fonts: a named family installed, else the system font at the nearest weight")
  func fonts() {
    StandInDriver.installedFontNames = ["Avenir Next"]
    let named = UIFont.styled(
      StyleFont(families: [.named("Missing"), .named("Avenir Next")], size: 15))
    #expect(named.fontName == "Avenir Next")
    #expect(named.pointSize == 15)
    let weights = [100, 250, 400, 449, 450, 600, 700, 850, 1000].map {
      StyleFont(UIFont.styled(StyleFont(families: [.named("Missing")], size: 12, weight: $0)))
    }
    #expect(weights.map(\.weight) == [100, 300, 400, 400, 500, 600, 700, 900, 900])
    #expect(weights.allSatisfy { $0.families == [.system] && $0.size == 12 })
    // Read back: the system font at its weight, a named font by its name.
    #expect(
      StyleFont(UIFont.systemFont(ofSize: 15, weight: .heavy))
        == StyleFont(families: [.system], size: 15, weight: 800))
    #expect(
      StyleFont(UIFont(name: "Avenir Next", size: 13)!)
        == StyleFont(families: [.named("Avenir Next")], size: 13, weight: 400))
  }
}

/// A label that calls the hook, as an app's subclass (or a SkinKit base class) does.
final class HookedLabel: UILabel {
  override func didMoveToWindow() {
    super.didMoveToWindow()
    styleDidMoveToWindow()
  }
}

final class HookedCell: UITableViewCell {
  override func didMoveToWindow() {
    super.didMoveToWindow()
    styleDidMoveToWindow()
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    stylePrepareForReuse()
  }
}
#endif
