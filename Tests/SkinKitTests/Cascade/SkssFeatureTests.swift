import Foundation
import SkinKit
import Testing

/// The `.skss`-only features (no browser to check them against), through resolution, with
/// exact computed values.
@Suite("The .skss-only features")
struct SkssFeatureTests {
  static let family = """
    {"types": {"Card": "View", "PrimaryCard": "Card", "FancyButton": "UIButton"},
     "root": {"type": "View", "children": [
       {"type": "Button"}, {"type": "Switch"}, {"type": "Label"}, {"type": "PrimaryCard"},
       {"type": "FancyButton"}, {"type": "UIButton"}, {"type": "BarButtonItem"}, {"type": "Gizmo"},
       {"type": "TableView"}, {"type": "Card"}]}}
    """

  @Test("type selectors match subclasses: built-in, UIKit-named and declared in the tree")
  func subclassMatching() throws {
    let values = try Resolved.values(
      "border-width",
      sheet: """
        View { border-width: 1; }
        UIControl { border-width: 2; }
        Button { border-width: 3; }
        Card { border-width: 4; }
        ScrollView { border-width: 5; }
        """, tree: Self.family)
    #expect(
      values == [
        "0": "1", "0/0": "3", "0/1": "2", "0/2": "1", "0/3": "4", "0/4": "3", "0/5": "3",
        "0/6": "0", "0/7": "0", "0/8": "5", "0/9": "4",
      ])
  }

  @Test(":exact matches the type itself, not its subclasses, with specificity (0,1,1)")
  func exact() throws {
    let sheet = """
      View:exact { opacity: 0.5; }
      UIButton:exact { padding-top: 7; }
      Button { padding-top: 1; }
      Card:exact { border-width: 2; }
      """
    let opacity = try Resolved.values("opacity", sheet: sheet, tree: Self.family)
    #expect(opacity["0"] == "0.5")
    #expect(opacity.filter { $0.value == "0.5" }.keys.sorted() == ["0"])
    let padding = try Resolved.values("padding-top", sheet: sheet, tree: Self.family)
    #expect(padding["0/0"] == "7")  // Button: :exact beats the later, less specific rule
    #expect(padding["0/5"] == "7")  // UIButton is Button
    #expect(padding["0/4"] == "1")  // FancyButton is a subclass
    let border = try Resolved.values("border-width", sheet: sheet, tree: Self.family)
    #expect(border["0/9"] == "2")
    #expect(border["0/3"] == "0")  // PrimaryCard is a subclass of Card
  }

  static let stateSheet = """
    Button { opacity: 1; }
    Button:highlighted { opacity: 0.5; }
    Button:selected { border-width: 2; }
    Button:disabled { opacity: 0.25; }
    Button:focused { border-radius: 4; }
    Button:enabled { padding-top: 1; }
    Button:normal { padding-left: 9; }
    """

  @Test("state pseudo-classes, from the tree's \"state\"")
  func states() throws {
    let tree = """
      {"type": "View", "children": [
        {"type": "Button"}, {"type": "Button", "state": ["highlighted"]},
        {"type": "Button", "state": ["highlighted", "disabled"]}, {"type": "Button", "state": "selected"},
        {"type": "Button", "state": ["focused"]}]}
      """
    var table: [String: [String: String]] = [:]
    for property in ["opacity", "border-width", "border-radius", "padding-top", "padding-left"] {
      let values = try Resolved.values(property, sheet: Self.stateSheet, tree: tree)
      for (path, value) in values where path != "0" { table[path, default: [:]][property] = value }
    }
    #expect(
      table["0/0"]
        == [
          "opacity": "1", "border-width": "0", "border-radius": "0", "padding-top": "1",
          "padding-left": "9",
        ])
    #expect(table["0/1"]?["opacity"] == "0.5")
    #expect(table["0/1"]?["padding-top"] == "1")
    #expect(table["0/1"]?["padding-left"] == "0")
    #expect(table["0/2"]?["opacity"] == "0.25")
    #expect(table["0/2"]?["padding-top"] == "0")
    #expect(table["0/3"]?["border-width"] == "2")
    #expect(table["0/3"]?["padding-left"] == "0")
    #expect(table["0/4"]?["border-radius"] == "4")
    #expect(table["0/4"]?["padding-top"] == "1")
  }

  @Test("per-state resolution: the style a node would have in another state")
  func perState() throws {
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(Self.stateSheet)])
    let document = try TreeDocument.parse(
      #"{"type": "View", "children": [{"type": "Button", "state": ["highlighted"]}]}"#)
    let button = document.root.children[0]
    let parent = cascade.resolve(document.root, parentStyle: nil, environment: document.environment)
    func style(_ state: ElementState?) -> [String] {
      let style = cascade.resolve(
        button, parentStyle: parent, environment: document.environment, state: state)
      return ["opacity", "border-width", "padding-top", "padding-left"].map {
        style.value(named: $0)?.description ?? "?"
      }
    }
    #expect(style(nil) == ["0.5", "0", "1", "0"])
    #expect(style([]) == ["1", "0", "1", "9"])
    #expect(style(.disabled) == ["0.25", "0", "0", "0"])
    #expect(style([.selected, .highlighted]) == ["0.5", "2", "1", "0"])
    #expect(style(.focused) == ["1", "0", "1", "0"])
    #expect(button.styleState == .highlighted)  // the node itself is unchanged
  }

  struct EnvironmentCase: Sendable, CustomTestStringConvertible {
    let environment: [String: String]
    let expected: [String]
    var testDescription: String {
      environment.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }.joined(separator: ",")
    }
  }

  static let environmentSheet = """
    View:phone { --phone: 1; }  View:pad { --pad: 1; }  View:tv { --tv: 1; }
    View:portrait { --portrait: 1; }  View:landscape { --landscape: 1; }
    View:dark { --dark: 1; }  View:light { --light: 1; }
    @media (idiom: mac) { View { --mac: 1; } }
    @media pad and dark { View { --pad-dark: 1; } }
    @media not phone { View { --not-phone: 1; } }
    @media watch, landscape { View { --watch-or-landscape: 1; } }
    @media (orientation: portrait) { View { --media-portrait: 1; } }
    @media (prefers-color-scheme: dark) { View { --prefers-dark: 1; } }
    @media (horizontal-size-class: regular) { View { --h-regular: 1; } }
    @media (vertical-size-class: compact) { View { --v-compact: 1; } }
    @media (min-width: 600) { View { --min-width-600: 1; } }
    @media (max-width: 599px) { View { --max-width-599: 1; } }
    @media (min-width: 37.5em) { View { --min-width-600-em: 1; } }
    @media (width <= 37.4375rem) { View { --max-width-599-rem: 1; } }
    @media (width > 600pt) { View { --width-over-600: 1; } }
    @media (400 <= width <= 800) { View { --width-400-800: 1; } }
    @media (min-height: 1000) { View { --tall: 1; } }
    @media (min-content-size: extra-large) { View { --text-xl: 1; } }
    @media (max-content-size: small) { View { --text-small: 1; } }
    @media (content-size: large) { View { --text-large: 1; } }
    @media (layout-direction: rtl) { View { --rtl: 1; } }
    """

  static let environmentCases: [EnvironmentCase] = [
    EnvironmentCase(
      environment: [:],
      expected: ["--light", "--media-portrait", "--phone", "--portrait", "--text-large"]),
    EnvironmentCase(
      environment: ["idiom": "pad", "color-scheme": "dark"],
      expected: [
        "--dark", "--media-portrait", "--not-phone", "--pad", "--pad-dark", "--portrait",
        "--prefers-dark", "--text-large",
      ]),
    EnvironmentCase(
      environment: ["idiom": "tv", "width": "800", "height": "600"],
      expected: [
        "--landscape", "--light", "--min-width-600", "--min-width-600-em", "--not-phone",
        "--text-large", "--tv",
        "--watch-or-landscape", "--width-400-800", "--width-over-600",
      ]),
    EnvironmentCase(
      environment: ["idiom": "mac", "width": "600", "height": "1000"],
      expected: [
        "--light", "--mac", "--media-portrait", "--min-width-600", "--min-width-600-em",
        "--not-phone", "--portrait",
        "--tall", "--text-large", "--width-400-800",
      ]),
    EnvironmentCase(
      environment: ["width": "599", "height": "599"],
      expected: [
        "--light", "--max-width-599", "--max-width-599-rem", "--media-portrait", "--phone",
        "--portrait", "--text-large",
        "--width-400-800",
      ]),
    EnvironmentCase(
      environment: ["orientation": "landscape", "width": "300", "height": "900"],
      expected: [
        "--landscape", "--light", "--max-width-599", "--max-width-599-rem", "--phone",
        "--text-large",
        "--watch-or-landscape",
      ]),
    EnvironmentCase(
      environment: [
        "horizontal-size-class": "regular", "vertical-size-class": "compact",
        "layout-direction": "rtl", "content-size": "accessibility-medium",
      ],
      expected: [
        "--h-regular", "--light", "--media-portrait", "--phone", "--portrait", "--rtl",
        "--text-xl", "--v-compact",
      ]),
    EnvironmentCase(
      environment: ["content-size": "extra-large"],
      expected: ["--light", "--media-portrait", "--phone", "--portrait", "--text-xl"]),
    EnvironmentCase(
      environment: ["content-size": "extra-small"],
      expected: ["--light", "--media-portrait", "--phone", "--portrait", "--text-small"]),
    EnvironmentCase(
      environment: ["content-size": "medium"],
      expected: ["--light", "--media-portrait", "--phone", "--portrait"]),
  ]

  @Test("environment pseudo-classes and @media features", arguments: environmentCases)
  func environment(_ testCase: EnvironmentCase) throws {
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(Self.environmentSheet)])
    #expect(cascade.diagnostics.isEmpty)
    let document = try TreeDocument.parse(#"{"type": "View"}"#)
    var environment = StyleEnvironment()
    for (key, value) in testCase.environment { try environment.set(key, to: value) }
    let style = cascade.resolve(document.root, parentStyle: nil, environment: environment)
    #expect(style.customProperties.keys.sorted() == testCase.expected)
  }

  @Test("$ constants: defined before use, from other constants, injected from code")
  func constants() throws {
    let sheet = """
      $base: #336699;
      $accent: $base;
      $gap: 8;
      Label { color: $accent; padding: $gap calc($gap * 2); background-color: $late; }
      $late: red;
      """
    let tree = #"{"type": "Label"}"#
    #expect(try Resolved.values("color", sheet: sheet, tree: tree)["0"] == "#336699ff")
    #expect(try Resolved.values("padding-right", sheet: sheet, tree: tree)["0"] == "16")
    #expect(try Resolved.values("background-color", sheet: sheet, tree: tree)["0"] == "#00000000")
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(sheet, path: "a.skss")])
    #expect(
      cascade.diagnostics.map(\.description) == [
        "a.skss:4:73: error: constant '$late' is not defined before this use; the declaration is dropped [undefined-constant]"
      ])
    // Injected values override the sheet's, also where other constants use them.
    let injected = ["accent": "#00ff00", "$base": "#000000", "late": "blue", "gap": "2"]
    #expect(
      try Resolved.values("color", sheet: sheet, tree: tree, constants: injected)["0"]
        == "#00ff00ff")
    #expect(
      try Resolved.values("padding-right", sheet: sheet, tree: tree, constants: injected)["0"]
        == "4")
    #expect(
      try Resolved.values("background-color", sheet: sheet, tree: tree, constants: injected)["0"]
        == "#0000ffff")
    let base = ["base": "#000000"]
    #expect(
      try Resolved.values("color", sheet: sheet, tree: tree, constants: base)["0"] == "#000000ff")
  }

  @Test(
    "color functions and notations resolve to #rrggbbaa",
    arguments: [
      ("lighten(#336699, 20%)", "#6699ccff"),
      ("darken(#336699, 20%)", "#1a334dff"),
      ("saturate(#336699, 20%)", "#1f66adff"),
      ("desaturate(#336699, 20%)", "#476685ff"),
      ("lighten(#336699, 80%)", "#ffffffff"),
      ("darken(rgba(51, 102, 153, 0.5), 100%)", "#00000080"),
      ("mix(#ff0000, #0000ff, 25%)", "#4000bfff"),
      ("mix(#ff0000, #0000ff)", "#800080ff"),
      ("alpha(#336699, 0.5)", "#33669980"),
      ("fade(darkGrayColor, 0.2)", "#55555533"),
      // CSS keeps a mix in its space: color(srgb …), not legacy.
      ("color-mix(in srgb, #ff0000 25%, #0000ff)", "color(srgb 0.25 0 0.75)"),
      ("hsb(240deg, 50%, 80%)", "#6666ccff"),
      ("hsba(240, 0.5, 0.8, 0.2)", "#6666cc33"),
      ("hsb(0.5turn, 100%, 100%)", "#00ffffff"),
      ("0xFF8800", "#ff8800ff"),
      ("#ABC8", "#aabbcc88"),
      ("rgb(255 0 0 / 50%)", "#ff000080"),
      ("darkgray", "#a9a9a9ff"),
      ("darkGrayColor", "#555555ff"),
      ("LightGrayColor", "#aaaaaaff"),
      ("clear", "#00000000"),
      ("lighten(darkGrayColor, 20%)", "#888888ff"),
    ])
  func colorFunctions(_ text: String, _ expected: String) throws {
    let values = try Resolved.values(
      "background-color", sheet: "Label { background-color: \(text); }", tree: #"{"type": "Label"}"#
    )
    #expect(values["0"] == expected)
  }

  @Test("UIKit names: property aliases in kebab and camel case, type names in selectors")
  func uikitNames() throws {
    let sheet = """
      UILabel { textColor: red; cornerRadius: 4; alpha: 0.5; }
      UIView UIButton { text-color: blue; corner-radius: 6; }
      UINavigationBar { barTintColor: #102030; }
      """
    let tree = """
      {"type": "UIWindow", "children": [{"type": "Label"}, {"type": "UIButton"},
        {"type": "NavigationBar"}, {"type": "UILabel"}]}
      """
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(sheet)])
    #expect(cascade.diagnostics.isEmpty)
    let document = try TreeDocument.parse(tree)
    let resolution = document.resolve(with: cascade)
    let styles = Dictionary(
      uniqueKeysWithValues: zip(resolution.nodes.map(\.stylePath), resolution.styles))
    #expect(styles["0/0"]?.value(named: "color")?.description == "#ff0000ff")
    #expect(styles["0/0"]?.value(named: "textColor")?.description == "#ff0000ff")
    #expect(styles["0/0"]?.value(named: "border-radius")?.description == "4")
    #expect(styles["0/0"]?.value(named: "opacity")?.description == "0.5")
    #expect(styles["0/1"]?.value(named: "color")?.description == "#0000ffff")
    #expect(styles["0/1"]?.value(named: "cornerRadius")?.description == "6")
    #expect(styles["0/2"]?.value(named: "bar-tint-color")?.description == "#102030ff")
    #expect(styles["0/3"]?.value(named: "alpha")?.description == "0.5")
    #expect(
      resolution.typeNames == [
        "UIWindow", "Label", "UIButton", "NavigationBar", "UILabel",
      ])
  }

  @Test(
    "@extend: simple, through nesting, inside :is(), from a nested rule; a missing target warns")
  func extend() throws {
    let sheet = """
      .primary { border-width: 2; }
      .card .title { opacity: 0.5; }
      .toolbar { .item { border-radius: 4; } }
      :is(.primary, #x) > Label { padding-top: 3; }
      .danger { @extend .primary; background-color: red; }
      .alert { @extend .card; }
      .bar { @extend .toolbar; }
      .switch { &:selected { @extend .primary; } }
      .ghost { @extend .missing; }
      """
    let tree = """
      {"type": "Window", "children": [
        {"type": "View", "classes": ["danger"], "children": [{"type": "Label"}]},
        {"type": "View", "classes": ["alert"], "children": [{"type": "Label", "classes": ["title"]}]},
        {"type": "View", "classes": ["bar"], "children": [{"type": "Label", "classes": ["item"]}]},
        {"type": "Switch", "classes": ["switch"], "state": ["selected"]},
        {"type": "Switch", "classes": ["switch"]}]}
      """
    #expect(
      try Resolved.values("border-width", sheet: sheet, tree: tree) == [
        "0": "0", "0/0": "2", "0/0/0": "0", "0/1": "0", "0/1/0": "0", "0/2": "0", "0/2/0": "0",
        "0/3": "2", "0/4": "0",
      ])
    #expect(try Resolved.values("background-color", sheet: sheet, tree: tree)["0/0"] == "#ff0000ff")
    #expect(try Resolved.values("padding-top", sheet: sheet, tree: tree)["0/0/0"] == "3")
    #expect(try Resolved.values("opacity", sheet: sheet, tree: tree)["0/1/0"] == "0.5")
    #expect(try Resolved.values("border-radius", sheet: sheet, tree: tree)["0/2/0"] == "4")
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(sheet, path: "a.skss")])
    #expect(
      cascade.diagnostics.map(\.description) == [
        "a.skss:9:10: warning: @extend: no rule uses '.missing' [extend-target-not-found]"
      ])
  }
}
