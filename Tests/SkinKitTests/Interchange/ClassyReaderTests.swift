import Foundation
import SkinKit
import Testing

/// Classy `.cas` sheets — Classy's own test stylesheets and example — read value by value as
/// Classy meant them.
@Suite("Classy stylesheets")
struct ClassyReaderTests {
  typealias Check = PeerFiles.Check

  static let files = PeerFiles.all("Classy", extensions: [".cas"])

  @Test func everyClassyFileIsFound() {
    #expect(Self.files.count == 24)
  }

  @Test("every Classy file converts to .skss that reads back the same", arguments: files)
  func convertsToTextThatReadsBack(_ file: String) throws {
    let converted = try PeerFiles.converted(file)
    #expect(converted.format == .classy)
    let cascade = StyleCascade(stylesheets: [converted.stylesheet])
    let reparsed = Stylesheet.parse(converted.skssText(), path: "converted.skss")
    let again = StyleCascade(stylesheets: [reparsed])
    #expect(again.rules.count == cascade.rules.count)
    #expect(
      again.diagnostics.allSatisfy {
        [.unknownProperty, .undefinedConstant, .importNotFound].contains($0.id)
      })
  }

  /// Errors only where Classy itself fails: a selector without a type, variables injected
  /// from code (constants the app injects into its skin).
  @Test func errorsAreOnlyWhereClassyFails() throws {
    var failing: [String] = []
    for file in Self.files {
      let converted = try PeerFiles.converted(file)
      let cascade = StyleCascade(stylesheets: [converted.stylesheet])
      if cascade.diagnostics.containsErrors { failing.append(file) }
    }
    #expect(
      failing == [
        "Classy/Injected-File.cas", "Classy/Selectors-Nested.cas", "Classy/Variables-Injection.cas",
      ])
  }

  static func values(_ file: String, tree: String, _ checks: [Check], environment: String = "")
    throws -> [String]
  {
    let sheet = try PeerFiles.converted(file).stylesheet
    return try PeerFiles.values([sheet], tree: tree, checks: checks)
  }

  static let appearanceTree = """
    {"root": {"type": "Window", "children": [
      {"type": "UIButton"}, {"type": "UIButton", "state": ["highlighted"]},
      {"type": "UIButton", "state": ["disabled"]}, {"type": "UIButton", "state": ["selected"]},
      {"type": "UIActivityIndicatorView"},
      {"type": "UITabBar", "children": [{"type": "UITabBarItem", "state": ["highlighted"]}]}]}}
    """

  static let appearanceChecks: [Check] = [
    // UIEdgeInsetsMake(1, 2, 3, 4) is top 1, left 2, bottom 3, right 4.
    Check("0/0", "content-insets", "1 4 3 2"),
    Check("0/0", "title-color", "#ffff00ff"),
    Check("0/1", "title-color", "#e3e3e3ff"),
    Check("0/2", "title-color", "#e4e4e4ff"),
    Check("0/3", "title-color", "#e5e5e5ff"),
    Check("0/0", "title-shadow-color", "#e6e6e6ff"),
    Check("0/1", "title-shadow-color", "#e7e7e7ff"),
    Check("0/0", "background-image", #"image("test_image_1")"#),
    Check("0/1", "background-image", #"image("test_image_2", 15 12 13 14)"#),
    Check("0/2", "background-image", #"image("test_image_3")"#),
    Check("0/4", "color", "#ff0000ff"),
    // ^UIBarItem's title text attributes when highlighted.
    Check("0/5/0", "title-font", "21 HelveticaNeue"),
    Check("0/5/0", "title-color", "#ff00ffff"),
  ]

  @Test("UIAppearance-Basic.cas", arguments: appearanceChecks)
  func appearance(_ check: Check) throws {
    #expect(
      try Self.values("Classy/UIAppearance-Basic.cas", tree: Self.appearanceTree, [check])
        == [check.value])
  }

  static let uikitTree = """
    {"root": {"type": "View", "children": [{"type": "Label"}, {"type": "TextField"}]}}
    """

  static let uikitChecks: [Check] = [
    Check("0", "clips-to-bounds", "true"),
    Check("0", "tint-color", "#0000ffff"),
    Check("0", "background-color", "#a2a2a2ff"),
    Check("0", "content-mode", "scale-aspect-fill"),
    // layer @{ … } sets the view's own border and shadow.
    Check("0", "border-width", "2"),
    Check("0", "border-color", "#a1a1a1ff"),
    Check("0", "border-radius", "7"),
    Check("0", "shadow-color", "#ff0000ff"),
    Check("0", "shadow-offset", "1 3"),
    Check("0", "shadow-opacity", "0.5"),
    Check("0", "shadow-radius", "4"),
    // UIView matches exactly UIView: a label is not painted.
    Check("0/0", "background-color", "#00000000"),
    Check("0/1", "font-family", "Avenir-Heavy"),
    Check("0/1", "font-size", "12"),
    Check("0/1", "color", "#a0a0a0ff"),
    Check("0/1", "text-align", "right"),
    Check("0/1", "background-image", #"image("test_image_5", 1 4 3 2)"#),
    // $textInsets = 4 3 2 1: top 4, left 3, bottom 2, right 1.
    Check("0/1", "padding-top", "4"),
    Check("0/1", "padding-right", "1"),
    Check("0/1", "padding-bottom", "2"),
    Check("0/1", "padding-left", "3"),
  ]

  @Test("UIKit-Basic.cas", arguments: uikitChecks)
  func uikit(_ check: Check) throws {
    #expect(
      try Self.values("Classy/UIKit-Basic.cas", tree: Self.uikitTree, [check]) == [check.value])
  }

  static let nestedTree = """
    {"root": {"type": "Window", "children": [
      {"type": "View", "children": [{"type": "NavigationBar", "children": [{"type": "View"}]}]},
      {"type": "TabBar", "classes": ["nice"], "children": [
        {"type": "TextField"}, {"type": "TextField", "classes": ["nicer"]}]},
      {"type": "TableViewCell", "children": [{"type": "Label"}]}]}}
    """

  static let nestedChecks: [Check] = [
    Check("0/0", "border-color", "#ddddddff"),
    Check("0/0/0/0", "background-color", "#eeeeeeff"),
    Check("0/1/0", "border-width", "2"),
    Check("0/1/1", "border-width", "3"),
    Check("0/2/0", "font-family", "HelveticaNeue"),
    Check("0/2/0", "font-size", "14"),
    Check("0/2/0", "text-align", "center"),
  ]

  @Test("Selectors-Nested.cas", arguments: nestedChecks)
  func nested(_ check: Check) throws {
    #expect(
      try Self.values("Classy/Selectors-Nested.cas", tree: Self.nestedTree, [check]) == [
        check.value
      ])
  }

  @Test func variablesImportsAndExpressions() throws {
    let tree = """
      {"root": {"type": "Window", "children": [
        {"type": "View", "classes": ["base"]}, {"type": "TextField", "classes": ["one"]},
        {"type": "TextField", "classes": ["two"]}, {"type": "View"}]}}
      """
    // $var3…$var6 come from the imported files (Import-1.cas and Import-2.cas); shadow-opacity
    // 5 is clamped to 1, as CSS clamps it.
    #expect(
      try Self.values(
        "Classy/Import-Base.cas", tree: tree,
        [
          Check("0/0", "background-color", "#ff0000ff"), Check("0/0", "border-radius", "3"),
          Check("0/0", "shadow-offset", "4 4"), Check("0/0", "shadow-opacity", "1"),
          Check("0/0", "shadow-radius", "6"),
        ]) == ["#ff0000ff", "3", "4 4", "1", "6"])
    #expect(
      try Self.values(
        "Classy/Variables-Basic.cas", tree: tree,
        [
          Check("0/1", "font-family", "Avenir-Heavy"), Check("0/1", "padding-left", "3"),
          Check("0/2", "padding-right", "30"), Check("0/2", "padding-left", "2000"),
          Check("0/3", "border-width", "2"), Check("0/3", "shadow-radius", "2000"),
        ]) == ["Avenir-Heavy", "3", "30", "2000", "2", "2000"])
    // The example's variables.cas defines $main-color = red.
    let example = """
      {"root": {"type": "Window", "children": [
        {"type": "TableView", "children": [{"type": "Label"}]},
        {"type": "ViewController", "children": [{"type": "View"}]},
        {"type": "Label", "classes": ["text-label"]}]}}
      """
    #expect(
      try Self.values(
        "Classy/Example-stylesheet.cas", tree: example,
        [
          Check("0/0/0", "color", "#ff0000ff"), Check("0/1/0", "background-color", "#0000ffff"),
          Check("0/2", "font-weight", "500"), Check("0/2", "font-size", "30"),
        ]) == ["#ff0000ff", "#0000ffff", "500", "30"])
  }

  @Test func mediaQueriesAreDecidedForACurrentSystem() throws {
    let pad = """
      {"environment": {"idiom": "pad"}, "root": {"type": "View", "classes": ["size-query"],
       "children": [{"type": "Button"}]}}
      """
    let converted = try PeerFiles.converted("Classy/Selectors-Media-Queries.cas")
    #expect(
      try PeerFiles.values(
        [converted.stylesheet], tree: pad,
        checks: [Check("0", "border-color", "#ddddddff"), Check("0/0", "color", "#ff8000ff")])
        == ["#ddddddff", "#ff8000ff"])
    let text = converted.skssText()
    #expect(text.contains("@media (height > 200) {"))
    #expect(
      text.contains(
        "/* Classy: @media (version: < 6.0) and (screen-width: > 100) — never true on a current system */"
      ))
  }

  @Test func problemsAreReportedWithTheirLineAndColumn() throws {
    let text = """
      .orphan
        text-color red
      UIButton
        title-color[barMetrics:top] red
        title-color zzz
        $x = 1
      text-color red
      @media (version: < 6)
        UIView
          text-color red
      """
    #expect(
      try InterchangeSupport.diagnostics(text, path: "a.cas") == [
        "1:1 invalid-selector", "4:3 conversion-unsupported", "5:15 invalid-value",
        "6:3 constant-not-top-level", "7:1 invalid-declaration", "8:1 conversion-unsupported",
      ])
    #expect(
      try InterchangeSupport.body("^UIButton.primary\n  title-color red", path: "a.cas")
        == "Button.primary {\n  title-color: #ff0000;\n}\n")
  }

  /// UIKit's position adjustments (a bar item's title, a search bar's text…), which SkinKit
  /// does not style: a warning at the property and a comment holding it, whatever its
  /// arguments.
  @Test func positionAdjustmentsAreKeptAsComments() throws {
    let text = """
      UIBarButtonItem
        title-position-adjustment [barMetrics:landscape-phone] 21 22
        tint-color red
      UISearchBar
        searchText-position-adjustment 3 4
      """
    #expect(
      try InterchangeSupport.diagnostics(text, path: "a.cas") == [
        "2:3 conversion-unsupported", "5:3 conversion-unsupported",
      ])
    #expect(
      try InterchangeSupport.body(text, path: "a.cas") == """
        BarButtonItem:where(BarButtonItem:exact) {
          /* Classy: title-position-adjustment [barMetrics:landscape-phone] 21 22 — not converted */
          tint-color: #ff0000;
        }

        SearchBar:where(SearchBar:exact) {
          /* Classy: searchText-position-adjustment 3 4 — not converted */
        }

        """)
  }
}
