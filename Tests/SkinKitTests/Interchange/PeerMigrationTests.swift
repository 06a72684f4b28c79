import Foundation
import SkinKit
import SkinKitCLI
import Testing

/// UISS's and Themify's real files, value by value, and the commands that read them: every
/// theme linted, `--theme` wherever a Themify file is read, `codegen` writing UISS's own
/// test file.
@Suite("UISS and Themify files, and the commands reading them")
struct PeerMigrationTests {
  typealias Check = PeerFiles.Check

  static func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
    let io = CommandIO.capturing()
    let status = SKSS.run(arguments, io: io)
    let root = Fixtures.url("Interchange").path + "/"
    return (
      status, io.standardOutput.replacingOccurrences(of: root, with: ""),
      io.standardError.replacingOccurrences(of: root, with: "")
    )
  }

  /// UISS's demo (Project/UISSDemo/UISS/uiss.json) on the demo's screen.
  @Test func theUISSDemoConvertsValueByValue() throws {
    let tree = """
      {"types": {"UISSDemoFirstViewController": "ViewController"}, "root": {"type": "Window",
       "children": [
        {"type": "UITabBar", "children": [
          {"type": "UITabBarItem"}, {"type": "UITabBarItem", "state": ["selected"]}]},
        {"type": "UINavigationBar"},
        {"type": "UISSDemoFirstViewController", "children": [
          {"type": "UIButton", "children": [{"type": "UILabel"}]},
          {"type": "UIButton", "state": ["highlighted"]}]}]}}
      """
    let checks = [
      Check("0/0", "tint-color", "#022944ff"),
      Check("0/0", "selected-image-tint-color", "#ff0000ff"),
      // lightGray is UIKit's #aaaaaa.
      Check("0/0/0", "title-color", "#aaaaaaff"), Check("0/0/1", "title-color", "#ffffffff"),
      Check("0/1", "tint-color", "#022944ff"),
      Check("0/2/0", "background-image", #"image("button-background-normal", 0 10 0 10)"#),
      Check("0/2/1", "background-image", #"image("button-background-highlighted", 0 10 0 10)"#),
      Check("0/2/0", "title-color", "#ffffffcc"), Check("0/2/1", "title-color", "#ffffffff"),
      Check("0/2/0", "title-insets", "1 0 0 0"),
      Check("0/2/0/0", "font-family", "Copperplate-Bold"), Check("0/2/0/0", "font-size", "18"),
    ]
    let sheet = try PeerFiles.converted("UISS/uiss.json").stylesheet
    #expect(try PeerFiles.values([sheet], tree: tree, checks: checks) == checks.map(\.value))
    #expect(StyleCascade(stylesheets: [sheet]).diagnostics.isEmpty)
  }

  /// UISS's test file (UISSDemoTests/JSON/example.json): converted and compiled to Swift,
  /// the position adjustments SkinKit does not style a warning at their line:column and a
  /// comment in the converted sheet, the rest converted.
  @Test func theUISSTestFileConvertsAndCodegenWritesIt() throws {
    let tree = """
      {"environment": {"idiom": "phone", "orientation": "landscape"}, "root": {"type": "Window",
       "children": [{"type": "Toolbar"}, {"type": "NavigationBar"}, {"type": "TabBarItem"}]}}
      """
    let checks = [
      Check("0/0", "tint-color", "#ffff00ff"), Check("0/0", "background-image", #"image("black")"#),
      Check("0/1", "tint-color", "#ff0000ff"),
      // landscapePhone: a phone in landscape.
      Check("0/1", "background-image", #"image("black")"#),
      Check("0/2", "title-font", "24 system"),
    ]
    let converted = try PeerFiles.converted("UISS/example.json")
    #expect(
      try PeerFiles.values([converted.stylesheet], tree: tree, checks: checks)
        == checks.map(\.value))
    #expect(
      converted.skssText().contains(
        """
          /* UISS: "titleVerticalPositionAdjustment:default": 10 — not converted */
        """))
    #expect(
      converted.skssText().contains(
        """
        TabBarItem {
          /* UISS: "titlePositionAdjustment": [10, 10] — not converted */
          title-font: 24 system;
        }
        """))
    let warnings = """
      UISS/example.json:16:9: warning: 'titleVerticalPositionAdjustment' moves a navigation bar's title up or down, which SkinKit does not style (no .skss property); it is kept as a comment [conversion-unsupported]
      UISS/example.json:20:9: warning: 'titlePositionAdjustment' moves a bar button item's or tab bar item's title, which SkinKit does not style (no .skss property); it is kept as a comment [conversion-unsupported]

      """
    #expect(
      Self.run(["lint", PeerFiles.path("UISS/example.json")])
        == (0, "", warnings + "0 errors, 2 warnings in 1 file\n"))
    let result = Self.run(["codegen", PeerFiles.path("UISS/example.json")])
    #expect(result.status == 0)
    #expect(result.err == warnings)
    #expect(
      result.out.contains(
        ##"""
          public static let prebuilt = PrebuiltSkin(name: "Theme", format: 1, data: #"""
            [["skinkit-prebuilt", 1],
            ["block"],
            ["set", "tint-color", ["rgb", 1, 1, 0, 1]],
            ["set", "background-image", ["image", "black"]],
            ["rule", "app", 0, [["Toolbar"]]],
            ["block"],
            ["set", "tint-color", ["rgb", 0, 1, 0, 1]],
            ["rule", "app", 1, [["NavigationBar"]], {"media": [[[":pad"]]]}],
            ["block"],
            ["set", "tint-color", ["rgb", 1, 0, 0, 1]],
            ["rule", "app", 1, [["NavigationBar"]], {"media": [[[":phone"]]]}],
            ["block"],
            ["set", "background-image", ["image", "black"]],
            ["rule", "app", 1, [["NavigationBar"]], {"media": [[["and", [":phone"], [":landscape"]], ["feature", "vertical-size-class", "=", "compact"]]]}],
            ["block"],
            ["set", "title-font", ["font", ["system"], 24, 400, false]],
            ["rule", "app", 1, [["TabBarItem"]]]]
            """#)
        """##))
  }

  /// Themify's test theme (Tests/TestTheme.plist): every theme value by value.
  @Test(
    "TestTheme.plist",
    arguments: [
      ("Twilight", Check("0", "background-color", "#000051ff")),
      ("Twilight", Check("0", "tint-color", "#ffffffff")),
      ("Twilight", Check("0/0", "tint-color", "#ffffffff")),
      ("Twilight", Check("1", "background-color", "#534baeff")),
      ("Light Blue", Check("0", "background-color", "#26418fff")),
      // #ADFF is #rgba: #aaddff, opaque.
      ("Light Blue", Check("0", "bar-tint-color", "#aaddffff")),
      ("Light Blue", Check("0", "title-color", "#ffffffff")),
      ("Light Blue", Check("0", "title-font", "25 HelveticaNeue")),
      ("Light Blue", Check("0/0", "color", "#ffffffff")),
      ("Light Blue", Check("1", "background-color", "#8e99f3ff")),
      ("Light Blue", Check("2", "color", "#aabbccdd")),
    ])
  func themifyTestTheme(theme: String, check: Check) throws {
    let tree = """
      {"root": {"type": "Window", "children": [
        {"type": "NavigationBar", "children": [{"type": "Label"}]}, {"type": "TabBar"},
        {"type": "Label"}]}}
      """
    let sheet = try PeerFiles.converted("Themify/TestTheme.plist", theme: theme).stylesheet
    let path = check.path == "0" ? "0/0" : "0/" + check.path
    let shifted = Check(path, check.property, check.value)
    #expect(try PeerFiles.values([sheet], tree: tree, checks: [shifted]) == [check.value])
  }

  @Test func lintChecksEveryThemeAndTheThemeOptionChoosesOne() {
    let file = PeerFiles.path("Themify/TestTheme.plist")
    // The text attribute backgroundColor is in the second theme only.
    let warning =
      "Themify/TestTheme.plist:52:6: warning: the text attribute 'backgroundColor' has no .skss property (a title has a font, a color and a shadow, no background); it is left out [conversion-unsupported]\n"
    #expect(Self.run(["lint", file]) == (0, "", warning + "0 errors, 1 warning in 1 file\n"))
    #expect(Self.run(["lint", "--theme", "Twilight", file]) == (0, "", ""))
    let tree = Fixtures.url("Interchange/codegen-tree.json").path
    let resolved = Self.run([
      "resolve", file, "--theme", "Light Blue", "--tree", tree, "--properties", "bar-tint-color",
    ])
    #expect(resolved.status == 0)
    #expect(resolved.out.contains("bar-tint-color: #aaddffff"))
    let missing = Self.run(["resolve", file, "--theme", "Dark", "--tree", tree])
    #expect(missing.status == 1)
    #expect(
      missing.err.contains(
        "error: no theme is named 'Dark'; the themes are 'Twilight', 'Light Blue' [theme-not-found]"
      ))
  }

  @Test func resolveListsCustomPropertiesWhereTheyAreDeclared() throws {
    let workspace = try CLITests.Workspace([
      "a.skss": ":root { --accent: red; } Label { --size: 2; }",
      "t.json":
        #"{"root": {"type": "View", "children": [{"type": "Label", "children": [{"type": "Label"}]}]}}"#,
    ])
    #expect(
      workspace.run("resolve", "$DIR/a.skss", "--tree", "$DIR/t.json").output
        == "0 View\n  --accent: red\n0/0 Label\n  --size: 2\n0/0/0 Label\n")
    #expect(
      workspace.run("resolve", "$DIR/a.skss", "--tree", "$DIR/t.json", "--custom-properties").output
        == "0 View\n  --accent: red\n0/0 Label\n  --accent: red\n  --size: 2\n0/0/0 Label\n  --accent: red\n  --size: 2\n"
    )
  }

  @Test func diagnosticsAreInFileLineAndColumnOrder() throws {
    let workspace = try CLITests.Workspace([
      "a.skss": "Label { colr: red; }\nButton { color red; }\n"
    ])
    #expect(
      workspace.run("lint", "$DIR/a.skss").errors == """
        $DIR/a.skss:1:9: warning: unknown property 'colr'; did you mean 'color'? [unknown-property]
        $DIR/a.skss:2:10: error: expected ':' after 'color' [invalid-declaration]
        1 error, 1 warning in 1 file

        """)
  }
}
