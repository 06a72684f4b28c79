import Foundation
import SkinKit
import SkinKitCLI
import Testing

@Suite("SkinKit skin plists")
struct SkinKitSkinReaderTests {
  /// An `Info.plist` whose `SKSkinDataSource` holds `colors` (`<key>…</key><dict>…</dict>`).
  static func plist(_ colors: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>SKSkinDataSource</key>
    \t<dict>
    \(colors)
    \t</dict>
    </dict>
    </plist>
    """
  }

  /// A window with every bar and control SKSkinManager styles, on a phone.
  static let tree = """
    {"types": {"HomeViewController": "ViewController"}, "root": {"type": "Window", "children": [
      {"type": "HomeViewController", "children": [{"type": "View", "children": [{"type": "Label"}]}]},
      {"type": "TableViewController", "children": [{"type": "TableView"}]},
      {"type": "TabBar"},
      {"type": "NavigationBar"},
      {"type": "Toolbar", "children": [{"type": "BarButtonItem"}]},
      {"type": "SearchBar"},
      {"type": "BarButtonItem"},
      {"type": "Switch"},
      {"type": "Stepper"},
      {"type": "SegmentedControl"},
      {"type": "Slider"},
      {"type": "ProgressView"}]}}
    """

  static func values(_ converted: ConvertedStylesheet, _ property: String) throws -> [String:
    String]
  {
    try InterchangeSupport.resolve([converted.stylesheet], tree: tree, property: property)
  }

  @Test("the sample converts to the committed .skss")
  func sampleConvertsToCommittedText() throws {
    let converted = try InterchangeSupport.sample("MyFancySkin.bundle/Contents/Info.plist")
    #expect(converted.format == .skinKit)
    #expect(converted.diagnostics.isEmpty)
    let expected = try String(
      contentsOf: InterchangeSupport.samples.appendingPathComponent("MyFancySkin.skss"),
      encoding: .utf8)
    #expect(converted.skssText() == expected)
  }

  @Test(
    "the sample's colors reach the bars and controls",
    arguments: [
      // backgroundColor by hsb 0.7/0.2/0.7/1.0: the views of view controllers, table views.
      ("background-color", "0/0/0", "#968fb3ff"),
      ("background-color", "0/1/0", "#968fb3ff"),
      ("background-color", "0/0/0/0", "#00000000"),
      // baseTintColor by rgb 1.0 0.3 0.5: the bars; the tab bar gets it darker.
      ("tint-color", "0/3", "#ff4d80ff"),
      ("tint-color", "0/4", "#ff4d80ff"),
      ("tint-color", "0/5", "#ff4d80ff"),
      ("tint-color", "0/6", "#ff4d80ff"),
      ("tint-color", "0/2", "#802640ff"),
      // accentTintColor by hex #df4: the tab bar's selected image, toolbar items, the
      // controls' accent.
      ("selected-image-tint-color", "0/2", "#ddff44ff"),
      ("tint-color", "0/4/0", "#ddff44ff"),
      ("on-tint-color", "0/7", "#ddff44ff"),
      ("minimum-track-tint-color", "0/10", "#ddff44ff"),
      ("progress-tint-color", "0/11", "#ddff44ff"),
      // controlBaseTintColor by name orange: the controls (and their thumbs).
      ("tint-color", "0/7", "#ff8000ff"),
      ("tint-color", "0/8", "#ff8000ff"),
      ("tint-color", "0/9", "#ff8000ff"),
      ("maximum-track-tint-color", "0/10", "#ff8000ff"),
      ("track-tint-color", "0/11", "#ff8000ff"),
      ("thumb-tint-color", "0/7", "#ff8000ff"),
      ("thumb-tint-color", "0/10", "#ff8000ff"),
    ])
  func sampleValues(property: String, path: String, expected: String) throws {
    let converted = try InterchangeSupport.sample("MyFancySkin.bundle/Contents/Info.plist")
    #expect(try Self.values(converted, property)[path] == expected)
  }

  /// A skin that gives only a base tint gets SKDefaultSkin's derived colors.
  static let baseOnly = plist(
    "<key>baseTintColor</key><dict><key>rgb</key><string>1.0 0.3 0.5</string></dict>")

  @Test(
    "a base tint alone derives the rest as SKDefaultSkin did",
    arguments: [
      // Lighter (HSB saturation halved): (1, 0.3, 0.5) → (1, 0.65, 0.75).
      ("background-color", "0/0/0", "#ffa6bfff"),
      // Darker (HSB brightness halved): (0.5, 0.15, 0.25).
      ("tint-color", "0/2", "#802640ff"),
      // The bars, the control base tint and the thumb tint are the base tint.
      ("tint-color", "0/3", "#ff4d80ff"),
      ("tint-color", "0/7", "#ff4d80ff"),
      ("thumb-tint-color", "0/10", "#ff4d80ff"),
      // Without an accent tint, nothing sets the accent colors.
      ("on-tint-color", "0/7", "#34c759ff"),
      ("tint-color", "0/4/0", "#ff4d80ff"),
    ])
  func derivedColors(property: String, path: String, expected: String) throws {
    let converted = try InterchangeSupport.convert(Self.baseOnly, path: "Info.plist")
    #expect(try Self.values(converted, property)[path] == expected)
  }

  @Test("the derivations read the base tint's HSB components, hue in degrees")
  func derivationText() throws {
    let body = try InterchangeSupport.body(Self.baseOnly, path: "Info.plist")
    #expect(body.contains("  --base-tint-hue: 342.85714285714283;\n"))
    #expect(body.contains("  --base-tint-saturation: 0.7;\n  --base-tint-brightness: 1;\n"))
    #expect(
      body.contains(
        "  --background-color: hsb(var(--base-tint-hue) calc(var(--base-tint-saturation) * 0.5) var(--base-tint-brightness) / var(--base-tint-alpha));\n"
      ))
    #expect(
      body.contains(
        "  --tab-bar-tint-color: hsb(var(--base-tint-hue) var(--base-tint-saturation) calc(var(--base-tint-brightness) * 0.5) / var(--base-tint-alpha));\n"
      ))
    #expect(!body.contains("accent"))
  }

  @Test("a gray base tint: lighter is the same gray, darker halves it")
  func grayBase() throws {
    let converted = try InterchangeSupport.convert(
      Self.plist("<key>baseTintColor</key><dict><key>name</key><string>gray</string></dict>"),
      path: "Info.plist")
    #expect(try Self.values(converted, "background-color")["0/0/0"] == "#808080ff")
    #expect(try Self.values(converted, "tint-color")["0/2"] == "#404040ff")
  }

  @Test(
    "color forms",
    arguments: [
      ("<key>rgb</key><string>1.0 0.3 0.5</string>", "rgb(100% 30% 50%)", "#ff4d80ff"),
      ("<key>rgb</key><string> 1 0 0 0.5 </string>", "rgb(100% 0% 0% / 0.5)", "#ff000080"),
      (
        "<key>rgb</key><dict><key>r</key><real>1</real><key>g</key><string>0.5</string><key>b</key><integer>0</integer></dict>",
        "rgb(100% 50% 0%)", "#ff8000ff"
      ),
      (
        "<key>rgb</key><dict><key>r</key><string>0</string><key>g</key><string>0</string><key>b</key><string>1</string><key>a</key><string>0.25</string></dict>",
        "rgb(0% 0% 100% / 0.25)", "#0000ff40"
      ),
      ("<key>hsb</key><string>0.7 0.2 0.7</string>", "hsb(252 0.2 0.7)", "#968fb3ff"),
      (
        "<key>hsb</key><dict><key>h</key><string>0.5</string><key>s</key><string>1</string><key>b</key><string>1</string></dict>",
        "hsb(180 1 1)", "#00ffffff"
      ),
      ("<key>hex</key><string>#df4</string>", "#ddff44", "#ddff44ff"),
      ("<key>hex</key><string>df4</string>", "#ddff44", "#ddff44ff"),
      ("<key>hex</key><string>0xDF48</string>", "#ddff4488", "#ddff4488"),
      ("<key>hex</key><string>#ff8000</string>", "#ff8000", "#ff8000ff"),
      ("<key>hex</key><string>0xff800080</string>", "#ff800080", "#ff800080"),
      ("<key>name</key><string>orange</string>", "#ff8000", "#ff8000ff"),
      ("<key>name</key><string>darkGray</string>", "#555555", "#555555ff"),
      ("<key>name</key><string>purple</string>", "#800080", "#800080ff"),
    ])
  func colorForms(spec: String, text: String, resolved: String) throws {
    let converted = try InterchangeSupport.convert(
      Self.plist("<key>accentTintColor</key><dict>\(spec)</dict>"), path: "Info.plist")
    #expect(converted.skssText().contains("  --accent-tint-color: \(text);\n"))
    #expect(try Self.values(converted, "on-tint-color")["0/7"] == resolved)
  }

  @Test(
    "diagnostics point at the plist",
    arguments: [
      // No SKSkinDataSource: a valid skin (all defaults) when it is a bundle's Info.plist;
      // a warning when the dictionary has nothing of a bundle's.
      (
        "<plist version=\"1.0\"><dict><key>CFBundleName</key><string>A</string></dict></plist>",
        []
      ),
      (
        "<plist version=\"1.0\"><dict><key>Other</key><string>A</string></dict></plist>",
        ["1:22 conversion-unsupported"]
      ),
      // Not a SkinKit color key; components that are not three or four numbers; no form.
      (plist("<key>titleTextColor</key><dict/>"), ["6:1 conversion-unsupported"]),
      (
        plist("<key>baseTintColor</key><dict><key>rgb</key><string>1 0</string></dict>"),
        ["6:45 invalid-value"]
      ),
      (
        plist("<key>baseTintColor</key><dict><key>hex</key><string>#12345</string></dict>"),
        ["6:45 invalid-value"]
      ),
      (
        plist("<key>baseTintColor</key><dict><key>name</key><string>mauve</string></dict>"),
        ["6:46 invalid-value"]
      ),
      (plist("<key>baseTintColor</key><dict/>"), ["6:25 invalid-value"]),
      (plist("<key>baseTintColor</key><string>red</string>"), ["6:25 invalid-value"]),
      // Not well-formed.
      ("<plist version=\"1.0\">\n<dict>\n<key>a</key>\n</plist>", ["4:1 invalid-plist"]),
    ])
  func diagnostics(text: String, expected: [String]) throws {
    #expect(try InterchangeSupport.diagnostics(text, path: "Info.plist") == expected)
  }

  /// SKSkinManager colored each view controller's root view: not the bars a navigation or
  /// tab bar controller holds beside its child's view, not a view further down.
  @Test func theBackgroundIsAViewControllersRootViewOnly() throws {
    let converted = try PeerFiles.converted("SkinKit2012/BundledSkin.bundle")
    let tree = """
      {"root": {"type": "Window", "children": [{"type": "TabBarController", "children": [
        {"type": "NavigationController", "children": [
          {"type": "NavigationBar"},
          {"type": "ViewController", "children": [{"type": "View", "children": [{"type": "View"}]}]},
          {"type": "Toolbar"}]},
        {"type": "TabBar"}]}]}}
      """
    let values = try InterchangeSupport.resolve(
      [converted.stylesheet], tree: tree, property: "background-color")
    #expect(values["0/0/0/0"] == "#00000000")
    #expect(values["0/0/0/1/0"] == "#968fb3ff")
    #expect(values["0/0/0/1/0/0"] == "#00000000")
    #expect(values["0/0/0/2"] == "#00000000")
    #expect(values["0/0/1"] == "#00000000")
  }

  /// `applySkinToTableView:`, called by SkinKit's `UITableView` category for every table view
  /// entering a window: the background color, unless the bundle has a table background image.
  @Test(arguments: [false, true])
  func everyTableViewTakesTheBackgroundUnlessTheBundleHasATableImage(hasImage: Bool) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "skss-skin-\(UUID().uuidString)/Tables.bundle")
    defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
    let resources = directory.appendingPathComponent("Contents/Resources")
    try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
    try Self.plist(
      "<key>backgroundColor</key><dict><key>hsb</key><string>0.7 0.2 0.7</string></dict>"
    ).write(
      to: directory.appendingPathComponent("Contents/Info.plist"), atomically: true,
      encoding: .utf8)
    if hasImage {
      try Data([0x89]).write(to: resources.appendingPathComponent("tableViewBackground@2x.png"))
    }
    let converted = try Interchange.load(contentsOf: directory.path)
    #expect(converted.diagnostics.isEmpty)
    // A table view inside a view controller's view (not its root view), and a root one.
    let tree = """
      {"root": {"type": "Window", "children": [
        {"type": "ViewController", "children": [{"type": "View", "children": [
          {"type": "TableView"}]}]},
        {"type": "TableViewController", "children": [{"type": "TableView"}]}]}}
      """
    let colors = try InterchangeSupport.resolve(
      [converted.stylesheet], tree: tree, property: "background-color")
    let images = try InterchangeSupport.resolve(
      [converted.stylesheet], tree: tree, property: "background-image")
    #expect(colors["0/0/0"] == "#968fb3ff")
    #expect(colors["0/0/0/0"] == (hasImage ? "#00000000" : "#968fb3ff"))
    // A view controller's root view is colored as any root view (applySkinToView:).
    #expect(colors["0/1/0"] == "#968fb3ff")
    #expect(images["0/0/0/0"] == (hasImage ? "image(\"tableViewBackground\")" : "none"))
    #expect(images["0/1/0"] == (hasImage ? "image(\"tableViewBackground\")" : "none"))
  }

  /// The demo's skins, read as bundles (folders), as SkinKit named them.
  @Test func theDemosSkinBundlesConvertValueByValue() throws {
    let bundled = try PeerFiles.converted("SkinKit2012/BundledSkin.bundle")
    #expect(bundled.diagnostics.isEmpty)
    #expect(
      bundled.skssText().hasPrefix(
        "/* Converted from BundledSkin.bundle (SkinKit skin, SKSkinDataSource). */\n"))
    // controlBaseTintColor {name: orange}, backgroundColor {hsb: 0.7 0.2 0.7 1.0},
    // accentTintColor {hex: #df4}, baseTintColor {rgb: 1.0 0.3 0.5}.
    for (property, path, expected) in [
      ("tint-color", "0/7", "#ff8000ff"), ("background-color", "0/0/0", "#968fb3ff"),
      ("on-tint-color", "0/7", "#ddff44ff"), ("tint-color", "0/3", "#ff4d80ff"),
      // The tab bar's tint is the base tint darker (brightness halved).
      ("tint-color", "0/2", "#802640ff"),
    ] {
      #expect(try Self.values(bundled, property)[path] == expected, "\(property) \(path)")
    }
    // MetalSkin gives only an accent tint, {name: purple}: UIKit's purple, #800080.
    let metal = try PeerFiles.converted("SkinKit2012/MetalSkin.bundle")
    #expect(metal.diagnostics.isEmpty)
    #expect(try Self.values(metal, "on-tint-color")["0/7"] == "#800080ff")
    #expect(try Self.values(metal, "selected-image-tint-color")["0/2"] == "#800080ff")
    // Nothing else is set: the base tint derives from the bundle's images in SKDefaultSkin.
    #expect(try Self.values(metal, "tint-color")["0/3"] == "#007affff")
  }

  @Test func aSkinWithoutColorsIsValidAndItsBundlesImagesAreUsed() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "skss-skin-\(UUID().uuidString)/Plain.bundle")
    defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
    let resources = directory.appendingPathComponent("Contents/Resources")
    try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>CFBundleIdentifier</key>
    \t<string>com.example.Plain</string>
    </dict>
    </plist>
    """.write(
      to: directory.appendingPathComponent("Contents/Info.plist"), atomically: true,
      encoding: .utf8)
    for image in ["navigationBarBackground@2x.png", "shadowTop.png", "backgroundPattern.png"] {
      try Data([0x89]).write(to: resources.appendingPathComponent(image))
    }
    let converted = try Interchange.load(contentsOf: directory.path)
    #expect(!converted.diagnostics.containsErrors)
    #expect(
      converted.diagnostics.map(\.message) == [
        "the bundle's image 'backgroundPattern' is not converted: SkinKit has no pattern colors (the views' background)"
      ])
    #expect(
      converted.skssText() == """
        /* Converted from Plain.bundle (SkinKit skin, SKSkinDataSource). */
        /* The skin gives no SKSkinDataSource colors: SKDefaultSkin derived them from the bundle's images (its base tint from the navigation bar's), which is not converted. */
        NavigationBar {
          background-image: image("navigationBarBackground");
        }

        NavigationBar {
          shadow-image: image("shadowTop");
        }
        /* SkinKit skin: the image 'backgroundPattern' — SkinKit has no pattern colors (the views' background) */

        """)
    // The commands read the folder.
    let io = CommandIO.capturing()
    #expect(SKSS.run(["lint", directory.path], io: io) == 0)
  }
}
