import Foundation
import SkinKit
import Testing

@Suite("Skins")
struct SkinTests {
  @Test func sheetsStyleAnAppsWidgetsAndStyleClasses() throws {
    let window = Window()
    let badge = Badge(classes: ["new"])
    let label = Label(text: "3")
    badge.addSubview(label)
    window.addSubview(badge)
    let skin = skin(
      """
      Badge { glow-radius: 6; shadow-offset: 0 2; shadow-color: rgba(0, 0, 0, 0.5); }
      Badge.new { background-color: #ff3b30; corner-radius: 9; color: white; }
      Badge > Label { font: bold 11 system; }
      """)
    #expect(skin.diagnostics.isEmpty, "\(skin.diagnostics)")
    window.style(with: skin)
    #expect(badge.glowRadius == 6)
    #expect(badge.shadowOffset == StyleSize(width: 0, height: 2))
    #expect(badge.shadowColor == StyleColor(hex: "#00000080"))
    #expect(badge.backgroundColor == StyleColor(hex: "#ff3b30"))
    #expect(badge.cornerRadius == 9)
    #expect(label.textColor == .white)
    #expect(label.font == .system(size: 11, weight: 700))
    // Read back through the registered classes.
    #expect(badge.cascadingStyle[.glowRadius] == 6)
    #expect(badge.readStyle(as: ShadowStyle.self).shadowOffset == StyleSize(width: 0, height: 2))

    // Assigning a style object to the badge: its inline style.
    badge.cascadingStyle = GlowStyle().configured { $0.glowRadius = 10 }
    #expect(badge.glowRadius == 10)
    #expect(badge.shadowOffset == StyleSize(width: 0, height: 2))

    // A skin that sets neither: the badge returns to its own values.
    badge.cascadingStyle = CascadingStyle()
    window.style(with: SkinKitTests.skin("Badge { corner-radius: 4 }"))
    #expect(badge.glowRadius == 0)
    #expect(badge.shadowOffset == StyleSize(width: 0, height: -3))
    #expect(badge.cornerRadius == 4)
  }

  @Test func onlyDeclaredPropertiesAreWritten() {
    let window = Window()
    let label = Label(text: "Hi")
    label.textAlignment = .center
    let button = Button(title: "OK")
    window.addSubview(label)
    window.addSubview(button)
    window.style(with: skin("Label { color: #333333 }"))
    #expect(label.textColor == StyleColor(hex: "#333333"))
    // Nothing sets these: each widget keeps its own value, as with UIAppearance.
    #expect(label.textAlignment == .center)
    #expect(label.font == .system(size: 17))
    #expect(button.titleColor == StyleColor(hex: "#007aff"))
    #expect(window.tintColor == StyleColor(hex: "#007aff"))
  }

  @Test func inlineStylesBeatNormalRulesAndLoseToImportantOnes() {
    let window = Window()
    let plain = Label(text: "plain")
    let pinned = Label(text: "pinned", classes: ["pinned"])
    window.addSubview(plain)
    window.addSubview(pinned)
    let first = skin("Label { color: #ff0000 } .pinned { color: #00ff00 !important }")
    window.style(with: first)
    let blue = CascadingStyle().configured { $0.textColor = StyleColor(hex: "#0000ff") }
    plain.cascadingStyle = blue
    pinned.cascadingStyle = blue
    #expect(plain.textColor == StyleColor(hex: "#0000ff"))
    #expect(pinned.textColor == StyleColor(hex: "#00ff00"))
    #expect(plain.inlineStyle == blue)

    // It survives restyles and skin switches.
    window.addClass("any")
    plain.state = .highlighted
    window.updateStyles()
    window.style(with: skin("Label { color: #999999; opacity: 0.5 }"))
    #expect(plain.textColor == StyleColor(hex: "#0000ff"))
    #expect(plain.alpha == 0.5)
    #expect(pinned.textColor == StyleColor(hex: "#0000ff"))

    // Removing it returns to what the skin says.
    plain.cascadingStyle = CascadingStyle()
    #expect(plain.textColor == StyleColor(hex: "#999999"))
    #expect(plain.inlineStyle == nil)
  }

  @Test func perStatePropertiesGetEachStatesValue() {
    let window = Window()
    let button = Button(title: "Save")
    window.addSubview(button)
    window.style(
      with: skin(
        """
        Button { title-color: #0000ff; background-image: image("button"); }
        Button:highlighted { title-color: #ff0000; background-image: image("button-pressed"); }
        Button:disabled { title-color: #888888; opacity: 0.5; }
        """))
    #expect(button.titleColor(for: []) == StyleColor(hex: "#0000ff"))
    #expect(button.titleColor(for: .highlighted) == StyleColor(hex: "#ff0000"))
    #expect(button.titleColor(for: .disabled) == StyleColor(hex: "#888888"))
    #expect(button.titleColor(for: .selected) == StyleColor(hex: "#0000ff"))
    #expect(button.titleColors.explicitValue(for: .selected) == nil)
    #expect(button.backgroundImage(for: .highlighted) == StyleImage(name: "button-pressed"))
    #expect(button.backgroundImage(for: .disabled) == StyleImage(name: "button"))
    #expect(button.alpha == 1)

    // In a state, the normal values stay the normal state's.
    button.isEnabled = false
    button.updateStyles()
    #expect(button.alpha == 0.5)
    #expect(button.titleColor == StyleColor(hex: "#0000ff"))
    #expect(button.currentTitleColor == StyleColor(hex: "#888888"))
    button.isEnabled = true
    button.updateStyles()
    #expect(button.alpha == 1)

    // A skin without state rules removes the per-state values.
    window.style(with: skin("Button { title-color: #00ff00 }"))
    #expect(button.titleColor(for: .highlighted) == StyleColor(hex: "#00ff00"))
    #expect(button.titleColors.explicitStates.isEmpty)
    #expect(button.backgroundImage == nil)
  }

  @Test func rulesBuiltInCodeMixWithSheets() throws {
    let window = Window()
    let bar = NavigationBar()
    let back = Button(title: "Back")
    let done = BarButtonItem(title: "Done")
    bar.addSubview(back)
    bar.addItem(done)
    let loose = Button(title: "Loose")
    window.addSubview(bar)
    window.addSubview(loose)

    let sheet = Stylesheet.parse(
      "NavigationBar Button { title-color: #ff0000; alpha: 0.9 } Button { title-font: 15 }")
    var rules = StyleRules(name: "Ocean")
    rules.add(
      "NavigationBar Button",
      TitleStyle().configured {
        $0.titleColor = .white
        $0.titleFont = .system(size: 17, weight: 600)
      })
    rules.add("NavigationBar", CascadingStyle().configured { $0.barTintColor = .black })
    rules.add(
      "Button", CascadingStyle().configured { $0.alpha = 0.3 }, important: true, media: "dark")
    rules.add("BarButtonItem", CascadingStyle().configured { $0.tintColor = .white })
    let skin = Skin(name: "Ocean", sources: [.stylesheet(sheet), .rules(rules)])
    #expect(skin.diagnostics.isEmpty, "\(skin.diagnostics)")
    window.style(with: skin)
    // Same specificity: the rules, which come after the sheet, win.
    #expect(back.titleColor == .white)
    #expect(back.titleFont == .system(size: 17, weight: 600))
    #expect(back.alpha == 0.9)
    #expect(loose.titleColor == StyleColor(hex: "#007aff"))
    #expect(loose.titleFont == .system(size: 15))
    #expect(bar.barTintColor == .black)
    #expect(done.tintColor == .white)

    window.environment.colorScheme = .dark
    window.updateStyles()
    #expect(back.alpha == 0.3)
    #expect(loose.alpha == 0.3)

    // Sheet after the rules: the sheet wins.
    let reversed = Skin(sources: [.rules(rules), .stylesheet(sheet)])
    window.style(with: reversed)
    #expect(back.titleColor == StyleColor(hex: "#ff0000"))

    // A bad selector in code is a diagnostic, not a crash.
    let broken = Skin(sources: [.rules(StyleRules().adding("Button >", CascadingStyle()))])
    #expect(broken.diagnostics.map(\.id) == [.invalidSelector])
  }

  @Test func skinFoldersResolveImagesAndWarnAboutMissingOnes() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("skinkit-\(UUID().uuidString)/Ocean.skin")
    let images = folder.appendingPathComponent("images")
    try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    try Data([0x89, 0x50]).write(to: images.appendingPathComponent("star.png"))
    try Data([0x89, 0x50]).write(to: folder.appendingPathComponent("wave@2x.png"))
    try """
    $accent: #ff0000;
    ImageView { image: image("star"); }
    Button { title-color: $accent; background-image: image("wave@2x.png", 0 10 0 10); }
    Button:highlighted { background-image: image("pressed"); }
    """.write(to: folder.appendingPathComponent("1-base.skss"), atomically: true, encoding: .utf8)
    try "Label { color: $accent; }".write(
      to: folder.appendingPathComponent("2-text.skss"), atomically: true, encoding: .utf8)

    let skin = try Skin.load(directory: folder.path, constants: ["accent": "#00ff00"])
    #expect(skin.name == "Ocean")
    #expect(skin.imagePath(named: "star") == images.appendingPathComponent("star.png").path)
    #expect(skin.diagnostics.count == 1)
    let missing = try #require(skin.diagnostics.first)
    #expect(missing.id == .missingImage)
    #expect(missing.severity == .warning)
    #expect(missing.message.contains("'pressed'"))
    #expect(missing.message.contains("'background-image' in 'Button:highlighted'"))
    #expect(missing.location?.line == 4)

    let window = Window()
    let imageView = ImageView()
    let button = Button(title: "Go")
    let label = Label(text: "Hi")
    window.addSubview(imageView)
    window.addSubview(button)
    window.addSubview(label)
    window.style(with: skin)
    #expect(imageView.image?.name == images.appendingPathComponent("star.png").path)
    #expect(
      button.backgroundImage
        == StyleImage(
          name: folder.appendingPathComponent("wave@2x.png").path,
          capInsets: EdgeInsets(top: 0, right: 10, bottom: 0, left: 10)))
    #expect(button.backgroundImage(for: .highlighted)?.name == "pressed")
    #expect(button.titleColor == StyleColor(hex: "#00ff00"))
    #expect(label.textColor == StyleColor(hex: "#00ff00"))

    #expect(throws: StylesheetError.self) { try Skin.load(directory: folder.path + "-nowhere") }
  }

  @Test func declarationsNoLongerSetReturnToTheWidgetsOwnValues() {
    let window = Window()
    let label = Label(text: "Hi")
    label.textColor = StyleColor(hex: "#00aa00")  // the app's own value, before any skin
    window.addSubview(label)
    window.style(with: skin("Label { color: #ff0000; font-size: 20; opacity: 0.5 }"))
    #expect(label.textColor == StyleColor(hex: "#ff0000"))
    #expect(label.font.size == 20)

    let report = window.style(with: skin("Label { color: #0000ff }"))
    #expect(label.textColor == StyleColor(hex: "#0000ff"))
    #expect(label.font == .system(size: 17))
    #expect(label.alpha == 1)
    #expect(report.resetProperties == 2)

    window.style(with: skin("Window { background-color: #ffffff }"))
    #expect(label.textColor == StyleColor(hex: "#00aa00"))
  }
}
