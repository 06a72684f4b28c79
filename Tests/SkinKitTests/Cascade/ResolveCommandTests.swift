import Foundation
import SkinKit
import Testing

/// `skss resolve` as design.md ("Files on the command line") specifies it.
@Suite("skss resolve")
struct ResolveCommandTests {
  static let sheet = """
    $accent: #FF8800;
    UIButton { textColor: $accent; cornerRadius: 4.50; alpha: .5; padding: 1 2 3; }
    Label { font: italic 600 13.0 "Helvetica Neue"; text-align: center; letter-spacing: 1.250; shadow-offset: 1 -2; }
    .title { font-weight: bold; color: RGB(0 0 255 / 50%); }
    #footer { --gap: 4px; title-insets: 1 2; background-color: hsl(120deg 100% 25%); }
    """

  static let tree = """
    {"type": "UIWindow", "children": [
      {"type": "UIButton", "id": "save", "classes": ["primary", "large"], "state": ["highlighted"]},
      {"type": "View", "children": [{"type": "Label", "classes": ["title"]}]},
      {"type": "Toolbar", "id": "footer"}]}
    """

  func resolve(_ arguments: [String], sheet: String = sheet, tree: String = tree) throws -> (
    status: Int32, out: String, err: String
  ) {
    try Workspace(["a.skss": sheet, "t.json": tree]).run(
      ["resolve", "a.skss", "--tree", "t.json"] + arguments)
  }

  @Test("text: nodes in document order, the type as the tree gave it, canonical values")
  func text() throws {
    let result = try resolve([])
    #expect(result.status == 0)
    #expect(result.err == "")
    #expect(
      result.out == """
        0 UIWindow
        0/0 UIButton#save.primary.large:highlighted
          border-radius: 4.5
          color: #ff8800ff
          opacity: 0.5
          padding-bottom: 3
          padding-left: 2
          padding-right: 2
          padding-top: 1
        0/1 View
        0/1/0 Label.title
          color: #0000ff80
          font-family: "Helvetica Neue"
          font-size: 13
          font-style: italic
          font-weight: 700
          letter-spacing: 1.25
          shadow-offset: 1 -2
          text-align: center
        0/2 Toolbar#footer
          --gap: 4px
          background-color: #008000ff
          title-insets: 1 2 1 2

        """)
  }

  @Test("JSON: {\"nodes\": [{type, id, classes, style}]} with the same values")
  func json() throws {
    let result = try resolve(["--format", "json"])
    #expect(result.status == 0)
    #expect(
      result.out == #"""
        {
          "nodes": [
            {
              "classes": [],
              "id": null,
              "style": {},
              "type": "UIWindow"
            },
            {
              "classes": ["primary", "large"],
              "id": "save",
              "style": {
                "border-radius": "4.5",
                "color": "#ff8800ff",
                "opacity": "0.5",
                "padding-bottom": "3",
                "padding-left": "2",
                "padding-right": "2",
                "padding-top": "1"
              },
              "type": "UIButton"
            },
            {
              "classes": [],
              "id": null,
              "style": {},
              "type": "View"
            },
            {
              "classes": ["title"],
              "id": null,
              "style": {
                "color": "#0000ff80",
                "font-family": "\"Helvetica Neue\"",
                "font-size": "13",
                "font-style": "italic",
                "font-weight": "700",
                "letter-spacing": "1.25",
                "shadow-offset": "1 -2",
                "text-align": "center"
              },
              "type": "Label"
            },
            {
              "classes": [],
              "id": "footer",
              "style": {
                "--gap": "4px",
                "background-color": "#008000ff",
                "title-insets": "1 2 1 2"
              },
              "type": "Toolbar"
            }
          ]
        }

        """#)
    // It is JSON, and every node is there, in document order.
    let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
    let nodes = object?["nodes"] as? [[String: Any]] ?? []
    #expect(
      nodes.map { $0["type"] as? String } == ["UIWindow", "UIButton", "View", "Label", "Toolbar"])
  }

  @Test("--properties: names, aliases, shorthands and custom properties, each once")
  func listedProperties() throws {
    let result = try resolve(["--properties", "textColor, color,padding,--gap,--nope,text-color"])
    #expect(result.status == 0)
    #expect(
      result.out == """
        0 UIWindow
          color: #000000ff
          padding-bottom: 0
          padding-left: 0
          padding-right: 0
          padding-top: 0
        0/0 UIButton#save.primary.large:highlighted
          color: #ff8800ff
          padding-bottom: 3
          padding-left: 2
          padding-right: 2
          padding-top: 1
        0/1 View
          color: #000000ff
          padding-bottom: 0
          padding-left: 0
          padding-right: 0
          padding-top: 0
        0/1/0 Label.title
          color: #0000ff80
          padding-bottom: 0
          padding-left: 0
          padding-right: 0
          padding-top: 0
        0/2 Toolbar#footer
          --gap: 4px
          color: #000000ff
          padding-bottom: 0
          padding-left: 0
          padding-right: 0
          padding-top: 0

        """)
    let json = try resolve(["--properties", "color,textColor", "--format", "json"])
    #expect(json.status == 0)
    #expect(json.out.components(separatedBy: "\"color\": \"#ff8800ff\"").count == 2)
  }

  @Test("--properties all: every registered longhand for every node, CSS's initial values")
  func allProperties() throws {
    let result = try resolve(
      ["--properties", "all"], sheet: "Label { --x: 1; }", tree: #"{"type": "Label"}"#)
    #expect(result.status == 0)
    let lines = result.out.split(separator: "\n").map(String.init)
    #expect(lines.first == "0 Label")
    let names = lines.dropFirst().map { String($0.dropFirst(2).prefix { $0 != ":" }) }
    #expect(names == (["--x"] + PropertyTable.builtIn.definitions.map(\.name)).sorted())
    for expected in [
      "color: #000000ff", "font-family: system", "font-size: 16", "font-weight: 400",
      "font-style: normal", "text-align: natural", "letter-spacing: 0", "tint-color: #007affff",
      "background-color: #00000000", "opacity: 1", "padding-top: 0", "padding-right: 0",
      "padding-bottom: 0", "padding-left: 0", "border-color: #000000ff", "border-width: 0",
      "border-radius: 0", "shadow-color: #000000ff", "shadow-offset: 0 -3", "shadow-radius: 3",
      "shadow-opacity: 0", "hidden: false", "--x: 1",
    ] {
      #expect(lines.contains("  " + expected), "\(expected)")
    }
  }

  static let environmentSheet = """
    @media (idiom: pad) { * { --idiom: pad; } }
    @media (orientation: landscape) { * { --orientation: landscape; } }
    @media (color-scheme: dark) { * { --scheme: dark; } }
    @media (horizontal-size-class: regular) { * { --h: regular; } }
    @media (vertical-size-class: compact) { * { --v: compact; } }
    @media (min-width: 600) { * { --wide: yes; } }
    @media (height < 500px) { * { --short: yes; } }
    @media (min-content-size: extra-large) { * { --big-text: yes; } }
    @media (layout-direction: rtl) { * { --rtl: yes; } }
    """

  @Test("--env sets every key, over the tree's environment")
  func environment() throws {
    let tree = #"{"environment": {"idiom": "pad", "width": 300}, "root": {"type": "View"}}"#
    let plain = try resolve([], sheet: Self.environmentSheet, tree: tree)
    #expect(plain.out == "0 View\n  --idiom: pad\n")
    let all = try resolve(
      [
        "--env",
        "idiom=pad,width=700,height=400,color-scheme=dark,horizontal-size-class=regular,"
          + "vertical-size-class=compact,content-size=accessibility-medium,layout-direction=rtl",
      ], sheet: Self.environmentSheet, tree: tree)
    #expect(all.status == 0)
    #expect(
      all.out == """
        0 View
          --big-text: yes
          --h: regular
          --idiom: pad
          --orientation: landscape
          --rtl: yes
          --scheme: dark
          --short: yes
          --v: compact
          --wide: yes

        """)
    let phone = try resolve(
      ["--env", "idiom=phone", "--env", "orientation=landscape,width=900,height=1000"],
      sheet: Self.environmentSheet, tree: tree)
    // Every --env applies, in order; an explicit orientation beats the one the size implies.
    #expect(phone.out == "0 View\n  --orientation: landscape\n  --wide: yes\n")
  }

  struct BadOption: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let message: String
    var testDescription: String { message }
  }

  static let badOptions: [BadOption] = [
    BadOption(
      arguments: ["--env", "theme=dark"],
      message:
        "--env: unknown environment key 'theme' (expected idiom, orientation, color-scheme, horizontal-size-class, vertical-size-class, width, height, content-size, layout-direction, prefers-contrast, prefers-reduced-motion, prefers-reduced-transparency, inverted-colors, legibility-weight)"
    ),
    BadOption(
      arguments: ["--env", "idiom=toaster"],
      message: "--env: unknown idiom 'toaster' (expected phone, pad, tv, mac, watch, car, vision)"),
    BadOption(
      arguments: ["--env", "orientation=sideways"],
      message: "--env: unknown orientation 'sideways' (expected portrait, landscape)"),
    BadOption(
      arguments: ["--env", "color-scheme=sepia"],
      message: "--env: unknown color-scheme 'sepia' (expected light, dark)"),
    BadOption(
      arguments: ["--env", "horizontal-size-class=large"],
      message: "--env: unknown horizontal-size-class 'large' (expected compact, regular)"),
    BadOption(
      arguments: ["--env", "vertical-size-class=small"],
      message: "--env: unknown vertical-size-class 'small' (expected compact, regular)"),
    BadOption(
      arguments: ["--env", "width=wide"],
      message: "--env: width must be a number of points, not 'wide'"),
    BadOption(
      arguments: ["--env", "height=-1"],
      message: "--env: height must be a number of points, not '-1'"),
    BadOption(
      arguments: ["--env", "content-size=huge"],
      message:
        "--env: unknown content-size 'huge' (expected extra-small, small, medium, large, extra-large, extra-extra-large, extra-extra-extra-large, accessibility-medium, accessibility-large, accessibility-extra-large, accessibility-extra-extra-large, accessibility-extra-extra-extra-large)"
    ),
    BadOption(
      arguments: ["--env", "layout-direction=up"],
      message: "--env: unknown layout-direction 'up' (expected ltr, rtl)"),
    BadOption(
      arguments: ["--env", "idiom"],
      message:
        "--env takes key=value pairs separated by commas, such as idiom=pad,orientation=landscape"),
    BadOption(
      arguments: ["--env", "idiom=pad,=dark"],
      message:
        "--env takes key=value pairs separated by commas, such as idiom=pad,orientation=landscape"),
    BadOption(
      arguments: ["--properties", "colour"], message: "--properties: unknown property 'colour'"),
    BadOption(
      arguments: ["--properties", ","],
      message: "--properties needs all or property names, such as color,font-size"),
    BadOption(arguments: ["--format", "yaml"], message: "--format is text or json"),
    BadOption(arguments: ["--verbose"], message: "unknown option '--verbose'"),
  ]

  @Test("bad options: one message and exit status 2", arguments: badOptions)
  func badOption(_ bad: BadOption) throws {
    let result = try resolve(bad.arguments)
    #expect(result.status == 2)
    #expect(result.out == "")
    #expect(result.err == "skss resolve: \(bad.message)\n\nSee 'skss resolve --help'.\n")
  }

  @Test("a sheet with errors: styles still printed, diagnostics on stderr, exit status 1")
  func errors() throws {
    let result = try resolve(
      [], sheet: "Label { color: red; colour: blue; opacity: ; }\n@media (idiom: toaster) { }",
      tree: #"{"type": "View", "children": [{"type": "Label", "style": "padding: -4"}]}"#)
    #expect(result.status == 1)
    #expect(result.out == "0 View\n0/0 Label\n  color: #ff0000ff\n")
    #expect(
      result.err == """
        a.skss:1:21: warning: unknown property 'colour'; did you mean 'color'? [unknown-property]
        a.skss:1:43: error: 'opacity' has no value [empty-value]
        a.skss:2:16: error: 'idiom' takes one of phone, pad, tv, mac, watch, car, vision, not 'toaster' [invalid-media-query]
        style of 0/0:1:10: warning: invalid value for 'padding': '-4' is below the minimum of 0 [invalid-value]

        """)
    let warnings = try resolve([], sheet: "Label { colour: blue; }", tree: #"{"type": "Label"}"#)
    #expect(warnings.status == 0)
    #expect(warnings.out == "0 Label\n")
    #expect(
      warnings.err
        == "a.skss:1:9: warning: unknown property 'colour'; did you mean 'color'? [unknown-property]\n"
    )
  }

  @Test("default-skin sheets (--default) lose to the app's")
  func defaultSheets() throws {
    let workspace = try Workspace([
      "base.skss": "Label { color: gray; font-size: 13; }",
      "app.skss": "Label { color: black; }",
      "t.json": #"{"type": "Label"}"#,
    ])
    let result = workspace.run([
      "resolve", "--default", "base.skss", "app.skss", "--tree", "t.json",
    ])
    #expect(result.status == 0)
    #expect(result.out == "0 Label\n  color: #000000ff\n  font-size: 13\n")
  }

  @Test("--help: usage, every option, the exit status, examples")
  func help() {
    let help = Product.run(["resolve", "--help"]).out
    for part in [
      "usage: skss resolve SHEET... --tree TREE.json", "options:", "--tree FILE", "--format F",
      "--properties P", "--env K=V,...", "--default SHEET", "exit status: 0 success, 1",
      "examples:",
    ] {
      #expect(help.contains(part), "\(part)")
    }
  }
}
