import DeclarativeSample
import Foundation
import SkinKit
import Testing

// The toolkit's views, not SkinKit's model widgets of the same names.
typealias View = DeclarativeSample.View
typealias Button = DeclarativeSample.Button

/// The declarative sample: its settings screen styled from `Settings.skss`, re-rendered on a
/// state change, in dark mode and after a live reload — what changes and what is computed
/// again — and the toolkit's views (environment, modifiers, declared children).
@Suite("The declarative sample")
struct DeclarativeSampleTests {
  static let sheetPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Samples/Declarative/Settings.skss").path

  static func sampleSkin() throws -> Skin {
    Skin(stylesheets: [try Stylesheet.load(contentsOf: sheetPath)])
  }

  static func lines(_ view: some View, _ root: StyleContext) -> [String] {
    Renderer.render(view, in: root).flatMap { $0.outline.split(separator: "\n").map(String.init) }
  }

  static let light = [
    "Window  background #f2f2f7ff",
    "  StackView",
    "    Label.title \"Settings\"  color #1c1c1eff  font 700 34 system",
    "    Label.header \"CONNECTIONS\"  color #6d6d72ff  font 13 system",
    "    StackView.rows  background #ffffffff  radius 10  padding 0 16 0 16",
    "      Switch:selected \"Wi-Fi: on\"  on-tint #34c759ff  thumb #ffffffff",
    "      Switch \"Bluetooth: off\"  on-tint #34c759ff  thumb #e5e5eaff  background #f2f2f7ff",
    "      Switch \"Airplane Mode: off\"  on-tint #34c759ff  thumb #e5e5eaff",
    "    Label.header \"ACCOUNT\"  color #6d6d72ff  font 13 system",
    "    StackView.rows  background #ffffffff  radius 10  padding 0 16 0 16",
    "      Label \"Signed in as Alex\"  color #1c1c1eff  font 17 system",
    "      Button \"Edit Profile\"  title #0a84ffff  background #f2f2f7ff",
    "      Button.destructive \"Sign Out\"  title #ff3b30ff",
    "    Label.footnote \"Light appearance\"  color #8e8e93ff  font 12 system",
  ]

  @Test("the settings screen, styled from Settings.skss")
  func screen() throws {
    let root = StyleContext(manager: StyleManager(skin: try Self.sampleSkin()))
    #expect(Self.lines(SettingsScreen(settings: Settings()), root) == Self.light)
    #expect(root.statistics.resolvedNodes == 14)
  }

  @Test("a state change styles the one node it changes; an unchanged render computes nothing")
  func stateChange() throws {
    let root = StyleContext(manager: StyleManager(skin: try Self.sampleSkin()))
    var settings = Settings()
    _ = Self.lines(SettingsScreen(settings: settings), root)
    _ = Self.lines(SettingsScreen(settings: settings), root)
    #expect(root.statistics.resolvedNodes == 14)
    settings.bluetooth = true
    var expected = Self.light
    expected[6] =
      "      Switch:selected \"Bluetooth: on\"  on-tint #34c759ff  thumb #ffffffff  background #f2f2f7ff"
    #expect(Self.lines(SettingsScreen(settings: settings), root) == expected)
    #expect(root.statistics.resolvedNodes == 15)
  }

  @Test("dark mode: the @media dark rules, and what inherits the window's color")
  func darkMode() throws {
    let manager = StyleManager(skin: try Self.sampleSkin())
    let root = StyleContext(manager: manager)
    _ = Self.lines(SettingsScreen(settings: Settings()), root)
    manager.updateEnvironment { $0.colorScheme = .dark }
    let dark = Self.lines(SettingsScreen(settings: Settings()), root)
    let changed = zip(Self.light, dark).filter { $0 != $1 }.map(\.1)
    #expect(
      changed == [
        "Window  background #000000ff",
        "    Label.title \"Settings\"  color #ffffffff  font 700 34 system",
        "    StackView.rows  background #1c1c1eff  radius 10  padding 0 16 0 16",
        "      Switch \"Bluetooth: off\"  on-tint #34c759ff  thumb #e5e5eaff  background #2c2c2eff",
        "    StackView.rows  background #1c1c1eff  radius 10  padding 0 16 0 16",
        "      Label \"Signed in as Alex\"  color #ffffffff  font 17 system",
        "      Button \"Edit Profile\"  title #0a84ffff  background #2c2c2eff",
        "    Label.footnote \"Dark appearance\"  color #8e8e93ff  font 12 system",
      ])
  }

  @Test("a live reload of an edited sheet restyles the screen at the next render")
  func liveReload() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("declarative-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/Settings.skss"
    let text = try String(contentsOfFile: Self.sheetPath, encoding: .utf8)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let manager = StyleManager()
    let reloader = StyleReloader(.file(path), manager: manager, scheduler: .manual)
    defer { reloader.stop() }
    reloader.start()
    try #require(reloader.drain(timeout: .seconds(30)).count == 1)
    let root = StyleContext(manager: manager)
    #expect(Self.lines(SettingsScreen(settings: Settings()), root) == Self.light)
    let orange = text.replacingOccurrences(of: "$accent: #0a84ff;", with: "$accent: #ff9f0a;")
    try orange.write(toFile: path, atomically: true, encoding: .utf8)
    try #require(reloader.drain(timeout: .seconds(30)).count == 1)
    let reloaded = Self.lines(SettingsScreen(settings: Settings()), root)
    #expect(
      zip(Self.light, reloaded).filter { $0 != $1 }.map(\.1) == [
        "      Button \"Edit Profile\"  title #ff9f0aff  background #f2f2f7ff"
      ])
    // The Window's rule changed (it declares `--accent`, which every node inherits): all 14
    // nodes are computed again.
    #expect(root.statistics.resolvedNodes == 28)
    try orange.replacingOccurrences(of: "#ff3b30", with: "#ff453a")
      .write(toFile: path, atomically: true, encoding: .utf8)
    try #require(reloader.drain(timeout: .seconds(30)).count == 1)
    let again = Self.lines(SettingsScreen(settings: Settings()), root)
    #expect(
      zip(reloaded, again).filter { $0 != $1 }.map(\.1) == [
        "      Button.destructive \"Sign Out\"  title #ff453aff"
      ])
    // One rule changed, which only `Button.destructive` nodes match: the one is computed again.
    #expect(root.statistics.resolvedNodes == 28 + 1)
  }

  // MARK: The toolkit

  struct Probe: View {
    @Environment(\.styleContext) var style

    var body: some View {
      Text(style.node?.type.description ?? "root").styleClass("probe")
    }
  }

  @Test("a body reads the context of the nearest styled view above it")
  func environment() {
    let skin = Self.skin("Label.probe { color: #ff0000 }")
    let root = StyleContext(manager: StyleManager(skin: skin))
    let view = Stack { Probe() }.styleNode("Card", classes: ["box"])
    #expect(
      Self.lines(view, root) == [
        "Card.box", "  StackView", "    Label.probe \"StackView\"  color #ff0000ff",
      ])
    #expect(Self.lines(Probe(), root) == ["Label.probe \"root\"  color #ff0000ff"])
  }

  @Test("a stack declares its children: positions and siblings reach the selectors")
  func declaredChildren() {
    let root = StyleContext(
      manager: StyleManager(
        skin: Self.skin(
          """
          Label:nth-child(odd) { color: #ff0000 }
          Label + Button { title-color: #00ff00 }
          Button:last-child { corner-radius: 4 }
          """)))
    let view = Stack {
      Text("one")
      Section(title: "two")
      Button("three")
    }
    #expect(
      Self.lines(view, root) == [
        "StackView",
        "  Label \"one\"  color #ff0000ff",
        "  Label \"two\"",
        "  Label \"two, again\"  color #ff0000ff",
        "  Button \"three\"  title #00ff00ff  radius 4",
      ])
  }

  /// A composite view of two styled views: its parent's children are those two.
  struct Section: View {
    let title: String
    var body: some View {
      Text(title)
      Text(title + ", again")
    }
  }

  @Test("classes, an identifier and a state added to a styled view")
  func modifiers() {
    let root = StyleContext(
      manager: StyleManager(
        skin: Self.skin(
          """
          .on { on-tint-color: #00ff00 }
          #wifi:disabled:selected { opacity: 0.4 }
          """)))
    let toggle = Toggle("Wi-Fi", isOn: true).styleClass("on").styleID("wifi").disabled()
    #expect(
      Self.lines(toggle, root) == [
        "Switch.on#wifi:selected:disabled \"Wi-Fi: on\"  on-tint #00ff00ff  opacity 0.4"
      ])
  }

  static func skin(_ text: String) -> Skin { Skin(stylesheets: [Stylesheet.parse(text)]) }
}
