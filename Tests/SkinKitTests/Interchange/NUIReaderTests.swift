import Foundation
import SkinKit
import Testing

/// NUI `.nss` sheets — NUI's own themes and its test theme — read value by value as NUI
/// meant them.
@Suite("NUI stylesheets")
struct NUIReaderTests {
  typealias Check = PeerFiles.Check

  static let files = PeerFiles.all("NUI", extensions: [".nss"])

  @Test func everyNUIFileIsFound() {
    #expect(Self.files.count == 9)
  }

  @Test("every NUI file converts without errors, to .skss that compiles cleanly", arguments: files)
  func convertsCleanly(_ file: String) throws {
    let converted = try PeerFiles.converted(file)
    #expect(converted.format == .nui)
    #expect(!converted.diagnostics.containsErrors, "\(converted.diagnostics)")
    // Only what .skss cannot express is reported: every converted value compiles.
    let cascade = StyleCascade(stylesheets: [converted.stylesheet])
    #expect(
      cascade.diagnostics.allSatisfy { $0.id == .conversionUnsupported }, "\(cascade.diagnostics)")
    // The text `skss convert` writes reads back as the same rules.
    let reparsed = Stylesheet.parse(converted.skssText(), path: "converted.skss")
    #expect(StyleCascade(stylesheets: [reparsed]).diagnostics.isEmpty)
    #expect(StyleCascade(stylesheets: [reparsed]).rules.count == cascade.rules.count)
  }

  /// NUI's Default theme on a screen of its default classes and two custom ones.
  static let defaultTree = """
    {"root": {"type": "Window", "children": [
      {"type": "View", "children": [
        {"type": "Label"}, {"type": "Label", "classes": ["LargeLabel"]},
        {"type": "Button"}, {"type": "Button", "state": ["highlighted"]},
        {"type": "Button", "classes": ["LargeButton"]}, {"type": "TextField"}, {"type": "Switch"}]},
      {"type": "NavigationBar", "children": [
        {"type": "BarButtonItem"}, {"type": "BarButtonItem", "state": ["highlighted"]}]},
      {"type": "TableView", "children": [{"type": "TableViewCell", "children": [
        {"type": "Label", "classes": ["TableCellDetail"]}]}]},
      {"type": "TabBar", "children": [{"type": "TabBarItem"}]}]}}
    """

  static let defaultChecks: [Check] = [
    // View (exactly a UIView): @primaryBackgroundColor and the background image.
    Check("0/0", "background-color", "#e6e6e6ff"),
    Check("0/0", "background-image", #"image("NUIViewBackground.png")"#),
    // Label: NUI's View rule is not a label's; its own font and @primaryFontColor.
    Check("0/0/0", "background-color", "#00000000"),
    Check("0/0/0", "color", "#555555ff"),
    Check("0/0/0", "font-family", "HelveticaNeue-Light"),
    Check("0/0/0", "font-size", "20"),
    // LargeLabel adds its size to Label's rule.
    Check("0/0/1", "font-size", "24"),
    Check("0/0/1", "font-family", "HelveticaNeue-Light"),
    // Button: font-color, font-name and font-size as a title; border; states.
    Check("0/0/2", "title-color", "#555555ff"),
    Check("0/0/2", "title-font", "18 HelveticaNeue-Light"),
    Check("0/0/2", "border-color", "#a2a2a2ff"),
    Check("0/0/2", "border-width", "1"),
    Check("0/0/2", "border-radius", "7"),
    Check("0/0/2", "background-color", "#00000000"),
    Check("0/0/3", "title-color", "#888888ff"),
    // LargeButton's size with Button's font name, as NUI's Button:LargeButton.
    Check("0/0/4", "title-font", "20 HelveticaNeue-Light"),
    Check("0/0/4", "border-radius", "10"),
    Check("0/0/5", "font-family", "HelveticaNeue"),
    Check("0/0/5", "font-size", "18"),
    Check("0/0/6", "on-tint-color", "#ecececff"),
    // NavigationBar and BarButton (`clear` text shadow is UIKit's clear color).
    Check("0/1", "title-color", "#555555ff"),
    Check("0/1", "title-font", "20 HelveticaNeue-Light"),
    Check("0/1", "title-shadow-color", "#00000000"),
    Check("0/1/0", "background-color", "#e6e6e6ff"),
    Check("0/1/0", "title-font", "13 HelveticaNeue"),
    Check("0/1/0", "border-radius", "7"),
    Check("0/1/1", "background-color", "#ccccccff"),
    // TableCell's text, which its labels inherit; TableCellDetail as a class.
    Check("0/2/0", "color", "#555555ff"),
    Check("0/2/0", "font-size", "17"),
    Check("0/2/0/0", "font-size", "14"),
    Check("0/2/0/0", "color", "#888888ff"),
    Check("0/3/0", "title-font", "18 HelveticaNeue-Light"),
    Check("0/3/0", "title-color", "#555555ff"),
  ]

  @Test("Default.NUI.nss", arguments: defaultChecks)
  func defaultTheme(_ check: Check) throws {
    let sheet = try PeerFiles.converted("NUI/Default.NUI.nss").stylesheet
    #expect(try PeerFiles.values([sheet], tree: Self.defaultTree, checks: [check]) == [check.value])
  }

  /// NUI's test theme (Demo/NUITests), which sets nearly every property it has.
  static let testTree = """
    {"root": {"type": "Window", "children": [
      {"type": "Button"}, {"type": "Button", "state": ["highlighted"]},
      {"type": "Button", "state": ["selected", "highlighted"]},
      {"type": "Button", "state": ["selected", "disabled"]},
      {"type": "Button", "classes": ["ButtonWithBackgroundImage"], "state": ["selected"]},
      {"type": "Button", "classes": ["ButtonWithColor"]},
      {"type": "Label"}, {"type": "NavigationBar"}, {"type": "Switch"}, {"type": "Slider"},
      {"type": "ProgressView"}, {"type": "TabBar"}, {"type": "TableViewCell"},
      {"type": "SegmentedControl", "state": ["selected"]}, {"type": "ActivityIndicatorView"}]}}
    """

  static let testChecks: [Check] = [
    Check("0/0", "title-color", "#000000ff"),
    Check("0/0", "border-color", "#ff8000ff"),
    Check("0/0", "border-width", "2"),
    Check("0/0", "content-insets", "8 8 8 8"),
    // padding is a button's title insets, and title-insets, later, replaces it.
    Check("0/0", "title-insets", "7 7 7 7"),
    Check("0/0", "border-radius", "4"),
    Check("0/0", "shadow-offset", "1 2"),
    Check("0/0", "shadow-opacity", "0.5"),
    Check("0/0", "shadow-radius", "4"),
    Check("0/0", "text-align", "left"),
    Check("0/0", "title-shadow-offset", "2 1"),
    Check("0/0", "title-font", "16 Avenir"),
    // Normal: the gradient is not drawn, no state color applies.
    Check("0/0", "background-color", "#00000000"),
    // lightGray is UIKit's #aaaaaa (CSS's lightgray is #d3d3d3).
    Check("0/1", "title-color", "#aaaaaaff"),
    Check("0/1", "title-shadow-color", "#aaaaaaff"),
    Check("0/1", "background-color", "#ffff00ff"),
    Check("0/2", "title-color", "#00ff00ff"),
    Check("0/2", "title-shadow-color", "#ff0000ff"),
    Check("0/3", "title-color", "#ff0000ff"),
    Check("0/3", "title-shadow-color", "#00ff00ff"),
    // An image and its -insets are one value.
    Check("0/4", "background-image", #"image("background_image", 2 2 2 2)"#),
    // ultraLightSystem is the system font at weight 100; -normal is no state.
    Check("0/5", "title-font", "100 13 system"),
    Check("0/5", "background-color", "#ff0000ff"),
    Check("0/6", "background-color", "#ff0000ff"),
    Check("0/6", "border-color", "#00ff00ff"),
    Check("0/6", "color", "#0000ffff"),
    Check("0/6", "font-family", "Avenir"),
    Check("0/6", "font-size", "15"),
    Check("0/6", "opacity", "0.9"),
    Check("0/6", "number-of-lines", "6"),
    Check("0/6", "text-align", "center"),
    Check("0/7", "bar-tint-color", "#ff8000ff"),
    Check("0/7", "tint-color", "#ff0000ff"),
    Check("0/7", "background-color", "#ffff00ff"),
    Check("0/7", "title-color", "#00ff00ff"),
    Check("0/7", "title-font", "13 Avenir"),
    Check("0/7", "shadow-image", #"image("shadow_image")"#),
    Check("0/7", "title-shadow-offset", "1 2"),
    Check("0/8", "background-color", "#ff8000ff"),
    Check("0/8", "on-tint-color", "#ff0000ff"),
    Check("0/8", "thumb-tint-color", "#ffff00ff"),
    Check("0/8", "tint-color", "#00ff00ff"),
    Check("0/9", "minimum-track-tint-color", "#ff8000ff"),
    Check("0/9", "maximum-track-tint-color", "#ff0000ff"),
    Check("0/9", "thumb-tint-color", "#0000ffff"),
    Check("0/10", "progress-tint-color", "#ff8000ff"),
    Check("0/10", "track-tint-color", "#ffff00ff"),
    Check("0/11", "background-color", "#ff0000ff"),
    Check("0/11", "tint-color", "#ffff00ff"),
    Check("0/11", "bar-tint-color", "#0000ffff"),
    Check("0/11", "selected-image-tint-color", "#ff8000ff"),
    Check("0/12", "tint-color", "#00ff00ff"),
    Check("0/13", "title-color", "#808080ff"),
    Check("0/13", "title-shadow-color", "#aaaaaaff"),
    Check("0/13", "title-shadow-offset", "2 3"),
    Check("0/14", "color", "#ff0000ff"),
  ]

  @Test("TestTheme.NUI.nss", arguments: testChecks)
  func testTheme(_ check: Check) throws {
    let sheet = try PeerFiles.converted("NUI/TestTheme.NUI.nss").stylesheet
    #expect(try PeerFiles.values([sheet], tree: Self.testTree, checks: [check]) == [check.value])
  }

  /// What cannot be converted is reported where it is written and kept as a comment.
  @Test func whatIsNotConvertedIsReportedAndKeptAsAComment() throws {
    let converted = try PeerFiles.converted("NUI/Default.NUI.nss")
    let reported = converted.diagnostics.map {
      "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.id.rawValue)"
    }
    for expected in [
      "39:5 conversion-unsupported",  // height: 37
      "101:5 conversion-unsupported",  // text-offset: 0,-11
      "110:1 conversion-unsupported",  // TableCellDetail, a sub-part
    ] {
      #expect(reported.contains(expected), "\(reported)")
    }
    let text = converted.skssText()
    #expect(
      text.contains("/* NUI: height: 37; — SkinKit styles no frame sizes (layout sets them) */"))
    #expect(
      text.contains(
        "/* NUI: text-offset: 0,-11; — SkinKit has no title position adjustment for tab bar items */"
      ))
  }

  @Test func problemsAreReportedWithTheirLineAndColumn() throws {
    let text = """
      @media (device:ipad) and (os:7) {
        @tint: red;
        Button { font-color: @tint2; }
      }
      Button Label { font-color: red; }
      Label { font-color: pink; font-size 3; }
      @bad red;
      """
    #expect(
      try InterchangeSupport.diagnostics(text, path: "a.nss") == [
        "1:26 invalid-media-query", "2:3 conversion-unsupported", "3:24 undefined-constant",
        "5:1 invalid-selector", "6:21 invalid-value", "6:27 invalid-declaration",
        "7:1 invalid-declaration",
      ])
    // The rest converts: the iPad rule, with its media.
    #expect(
      try InterchangeSupport.body(
        "@media (device:ipad) and (orientation:landscape) { Button { font-color: red; } }",
        path: "a.nss")
        == "@media pad and landscape {\n  Button {\n    title-color: #ff0000;\n  }\n}\n")
  }

  @Test func variablesAreConstantsAndColorsAreNUIs() throws {
    let text = """
      @main: lightGray;
      @size: 14px;
      @unused: #123456;
      Label { font-color: @main; font-size: @size; background-color: rgba(255, 0, 0, 0.5); }
      Button { font-color: hsl(0.5, 1.0, 1.0); border-color: 0x00ff00; }
      """
    #expect(
      try InterchangeSupport.body(text, path: "theme.nss") == """
        $main: #aaaaaa;
        $unused: #123456;

        :where(Label:exact) {
          color: $main;
          font-size: 14;
          background-color: #ff000080;
        }

        Button {
          title-color: #00ffff;
          border-color: #00ff00;
        }

        """)
  }

  @Test func customClassesOfUnknownKindGetBothNames() throws {
    #expect(
      try InterchangeSupport.body("Fancy { font-color: red; padding: 1 2; }", path: "a.nss") == """
        .Fancy {
          color: #ff0000;
          title-color: #ff0000;
          padding: 1 2;
          title-insets: 1 2;
        }

        """)
  }
}
