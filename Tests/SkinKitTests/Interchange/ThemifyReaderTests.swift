import Foundation
import SkinKit
import Testing

@Suite("Themify plists")
struct ThemifyReaderTests {
  /// A plist with the given `<array>` content.
  static func plist(_ themes: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <array>
    \(themes)
    </array>
    </plist>
    """
  }

  /// Themify's own test themes (Tests/TestTheme.plist): Twilight and Light Blue.
  static let twoThemes = plist(
    """
    <dict>
      <key>name</key><string>Twilight</string>
      <key>elements</key>
      <array>
        <dict><key>element</key><string>UINavigationBar</string>
          <key>backgroundColor</key><string>#000051</string>
          <key>tintColor</key><string>#FFFFFF</string></dict>
        <dict><key>element</key><string>UILabel</string>
          <key>container</key><string>UINavigationBar</string>
          <key>textColor</key><string>#FFFFFF</string></dict>
      </array>
    </dict>
    <dict>
      <key>name</key><string>Light Blue</string>
      <key>elements</key>
      <array>
        <dict><key>element</key><string>UITabBar</string>
          <key>backgroundColor</key><string>#8e99f3</string>
          <key>tintColor</key><string>#ffffff</string></dict>
      </array>
    </dict>
    """)

  @Test("the sample converts to the committed .skss")
  func sampleConvertsToCommittedText() throws {
    let converted = try InterchangeSupport.sample("themify.plist")
    #expect(converted.format == .themify)
    #expect(converted.diagnostics.isEmpty)
    let expected = try String(
      contentsOf: InterchangeSupport.samples.appendingPathComponent("themify.skss"),
      encoding: .utf8)
    #expect(converted.skssText() == expected)
  }

  @Test(
    "the sample's Default theme tints the tab bar and the navigation bar #FF8000",
    arguments: [("0/0", "#ff8000ff"), ("0/1", "#ff8000ff"), ("0/2", "#007affff")])
  func sampleValues(path: String, expected: String) throws {
    let converted = try InterchangeSupport.sample("themify.plist", theme: "Default")
    let values = try InterchangeSupport.resolve(
      [converted.stylesheet],
      tree:
        #"{"type": "Window", "children": [{"type": "UITabBar"}, {"type": "UINavigationBar"}, {"type": "UIToolbar"}]}"#,
      property: "tint-color")
    #expect(values[path] == expected)
  }

  @Test("the first theme, unless another is named")
  func choosingThemes() throws {
    #expect(
      try InterchangeSupport.body(Self.twoThemes, path: "themes.plist") == """
        NavigationBar {
          background-color: #000051;
          tint-color: #ffffff;
        }

        NavigationBar Label {
          color: #ffffff;
        }

        """)
    #expect(
      try InterchangeSupport.body(Self.twoThemes, path: "themes.plist", theme: "Light Blue") == """
        TabBar {
          background-color: #8e99f3;
          tint-color: #ffffff;
        }

        """)
    let names = ThemifyReader.themeNames(
      SourceFile(path: "themes.plist", text: Self.twoThemes), bytes: Array(Self.twoThemes.utf8))
    #expect(names == ["Twilight", "Light Blue"])
  }

  @Test("images, fonts and text attributes")
  func attributeKinds() throws {
    let text = Self.plist(
      """
      <dict><key>name</key><string>A</string><key>elements</key><array>
        <dict><key>element</key><string>UINavigationBar</string>
          <key>backgroundImage</key><string>Images/bar.png</string>
          <key>titleTextAttributes</key><dict>
            <key>foregroundColor</key><string>#FF0000</string>
            <key>NSAttributedString.Key.font</key>
            <dict><key>name</key><string>Avenir-Heavy</string><key>size</key><real>17</real></dict>
          </dict></dict>
        <dict><key>element</key><string>UILabel</string>
          <key>font</key><dict><key>name</key><string>Georgia</string><key>size</key><integer>12</integer></dict></dict>
      </array></dict>
      """)
    #expect(
      try InterchangeSupport.body(text, path: "a.plist") == """
        NavigationBar {
          background-image: image("Images/bar.png");
          title-color: #ff0000;
          title-font: 17 "Avenir-Heavy";
        }

        Label {
          font: 12 "Georgia";
        }

        """)
  }

  @Test(
    "diagnostics point at the plist",
    arguments: [
      // No theme of that name: at the top-level array.
      (
        plist("<dict><key>name</key><string>A</string><key>elements</key><array/></dict>"),
        "B", ["4:1 theme-not-found"]
      ),
      // An attribute Themify ignores.
      (
        plist(
          "<dict><key>name</key><string>A</string><key>elements</key><array>\n<dict><key>element</key><string>UILabel</string><key>lines</key><integer>2</integer></dict></array></dict>"
        ), nil, ["6:49 conversion-unsupported"]
      ),
      // A color that is not one.
      (
        plist(
          "<dict><key>name</key><string>A</string><key>elements</key><array>\n<dict><key>element</key><string>UILabel</string><key>textColor</key><string>#12</string></dict></array></dict>"
        ), nil, ["6:69 invalid-value"]
      ),
      // An element without a class.
      (
        plist(
          "<dict><key>name</key><string>A</string><key>elements</key><array>\n<dict><key>tintColor</key><string>#fff</string></dict></array></dict>"
        ), nil, ["6:1 conversion-unsupported"]
      ),
      // Not a list of themes; not a property list at all.
      (
        "<plist version=\"1.0\"><string>x</string></plist>", nil,
        ["1:22 conversion-unsupported"]
      ),
      ("<?xml version=\"1.0\"?>\n<plist>\n<array>\n<dict>\n</array>", nil, ["5:1 invalid-plist"]),
    ] as [(String, String?, [String])])
  func diagnostics(text: String, theme: String?, expected: [String]) throws {
    #expect(
      try InterchangeSupport.diagnostics(text, path: "themes.plist", theme: theme) == expected)
  }

  @Test("a binary plist converts the same, and its diagnostics name key paths")
  func binaryPropertyList() throws {
    let xml = Self.plist(
      "<dict><key>name</key><string>A</string><key>elements</key><array><dict><key>element</key><string>UILabel</string><key>textColor</key><string>nope</string><key>tintColor</key><string>#ff8000</string></dict></array></dict>"
    )
    let object = try PropertyListSerialization.propertyList(from: Data(xml.utf8), format: nil)
    let binary = try PropertyListSerialization.data(
      fromPropertyList: object, format: .binary, options: 0)
    let converted = try Interchange.read([UInt8](binary), path: "Themes.plist")
    #expect(converted.format == .themify)
    #expect(
      converted.skssText().hasSuffix(
        "Label {\n  /* Themify: textColor — not converted */\n  tint-color: #ff8000;\n}\n"))
    #expect(
      converted.diagnostics.map(\.description) == [
        "Themes.plist:1:1: warning: 'nope' is neither a hex color nor a UIKit color name (UISS would look for a pattern image of that name; .skss has no pattern colors) (at [0].elements.[0].textColor) [conversion-unsupported]"
      ])
  }
}
