import Foundation
import SkinKit
import Testing

/// `skss explain` on cases decided by each step of the cascade (skss-language.md §5), with
/// the exact text it prints.
@Suite("skss explain")
struct ExplainTests {
  static let button =
    #"{"type": "Window", "children": [{"type": "Button", "id": "b", "classes": ["p"]}]}"#

  func explain(_ files: [String: String], _ arguments: [String]) throws -> (
    status: Int32, out: String, err: String
  ) {
    try Workspace(files).run(["explain"] + arguments)
  }

  @Test("origin: the app beats the default skin; the default skin's !important beats the app's")
  func defaultSkin() throws {
    let result = try explain(
      [
        "default.skss": "Button { color: gray; background-color: white !important; }",
        "app.skss": "Button { color: black; background-color: black !important; }",
        "t.json": #"{"type": "Button"}"#,
      ], ["app.skss", "--default", "default.skss", "--tree", "t.json", "--node", "0"])
    #expect(result.status == 0)
    #expect(result.err == "")
    #expect(
      result.out == """
        0 Button
          background-color: #ffffffff
            wins default.skss:1:23  Button (0,0,1) [default skin] { background-color: #ffffffff !important }
            lost app.skss:1:24  Button (0,0,1) { background-color: #000000ff !important }
                overridden: origin, reversed for !important: app stylesheets < default skin
          color: #000000ff
            wins app.skss:1:10  Button (0,0,1) { color: #000000ff }
            lost default.skss:1:10  Button (0,0,1) [default skin] { color: #808080ff }
                overridden: origin: default skin < app stylesheets

        """)
  }

  @Test("origin and importance with a node's inline style")
  func inlineStyle() throws {
    let result = try explain(
      [
        "app.skss":
          "Button { color: red; opacity: 0.5 !important; tint-color: red !important; background-color: red; }",
        "t.json": #"""
        {"type": "Button", "style": "color: blue; opacity: 0.25; tint-color: blue !important; background-color: blue !important"}
        """#,
      ], ["app.skss", "--tree", "t.json", "--node", "0"])
    #expect(result.status == 0)
    #expect(
      result.out == """
        0 Button
          background-color: #0000ffff
            wins style of 0:1:58  (inline style) { background-color: #0000ffff !important }
            lost app.skss:1:75  Button (0,0,1) { background-color: #ff0000ff }
                overridden: not !important (the winner is)
          color: #0000ffff
            wins style of 0:1:1  (inline style) { color: #0000ffff }
            lost app.skss:1:10  Button (0,0,1) { color: #ff0000ff }
                overridden: element-attached: the inline style comes after the app's rules
          opacity: 0.5
            wins app.skss:1:22  Button (0,0,1) { opacity: 0.5 !important }
            lost style of 0:1:14  (inline style) { opacity: 0.25 }
                overridden: not !important (the winner is)
          tint-color: #0000ffff
            wins style of 0:1:29  (inline style) { tint-color: #0000ffff !important }
            lost app.skss:1:47  Button (0,0,1) { tint-color: #ff0000ff !important }
                overridden: element-attached: the inline style comes after the app's rules

        """)
  }

  @Test(
    "layers: statement order, nested layers, unlayered against layered for normal and !important")
  func layers() throws {
    let sheet = """
      @layer base, theme;
      @layer theme { Button { color: green; background-color: red !important; } }
      @layer base { Button { color: red; background-color: blue !important; } #b { opacity: 0.5 !important; } }
      @layer base.inner { Button { color: blue; padding-top: 1; } }
      @layer base { Button { padding-top: 2; } }
      Button { opacity: 0.25 !important; tint-color: red; }
      @layer theme { #b#b { tint-color: blue; } }
      """
    let result = try explain(
      ["a.skss": sheet, "t.json": Self.button], ["a.skss", "--tree", "t.json", "--node", "#b"])
    #expect(result.status == 0)
    #expect(
      result.out == """
        0/0 Button#b.p
          background-color: #0000ffff
            wins a.skss:3:36  Button (0,0,1) [layer base] { background-color: #0000ffff !important }
            lost a.skss:2:39  Button (0,0,1) [layer theme] { background-color: #ff0000ff !important }
                overridden: layer order, reversed for !important: theme < base
          color: #008000ff
            wins a.skss:2:25  Button (0,0,1) [layer theme] { color: #008000ff }
            lost a.skss:3:24  Button (0,0,1) [layer base] { color: #ff0000ff }
                overridden: layer order: base < theme
            lost a.skss:4:30  Button (0,0,1) [layer base.inner] { color: #0000ffff }
                overridden: layer order: base.inner < theme
          opacity: 0.5
            wins a.skss:3:78  #b (1,0,0) [layer base] { opacity: 0.5 !important }
            lost a.skss:6:10  Button (0,0,1) { opacity: 0.25 !important }
                overridden: layer order, reversed for !important: unlayered < base
          padding-top: 2
            wins a.skss:5:24  Button (0,0,1) [layer base] { padding-top: 2 }
            lost a.skss:4:43  Button (0,0,1) [layer base.inner] { padding-top: 1 }
                overridden: layer order: base.inner < base
          tint-color: #ff0000ff
            wins a.skss:6:36  Button (0,0,1) { tint-color: #ff0000ff }
            lost a.skss:7:23  #b#b (2,0,0) [layer theme] { tint-color: #0000ffff }
                overridden: layer order: theme < unlayered

        """)
  }

  @Test("specificity: :is, :where, :not and nesting with &")
  func specificity() throws {
    let sheet = """
      :where(#b) { color: red; }
      :is(Button, #nope) { color: orange; }
      Button:not(.x, #nope) { color: green; }
      View { & > Button.p { color: blue; } }
      .p { &:is(Button) { opacity: 0.5; } }
      Button { opacity: 0.25; }
      """
    let result = try explain(
      ["a.skss": sheet, "t.json": Self.button], ["a.skss", "--tree", "t.json", "--node", "0/0"])
    #expect(result.status == 0)
    #expect(
      result.out == """
        0/0 Button#b.p
          color: #008000ff
            wins a.skss:3:25  Button:not(.x, #nope) (1,0,1) { color: #008000ff }
            lost a.skss:2:22  :is(Button, #nope) (1,0,0) { color: #ffa500ff }
                overridden: specificity: (1,0,0) < (1,0,1)
            lost a.skss:4:23  View > Button.p (0,1,2) { color: #0000ffff }
                overridden: specificity: (0,1,2) < (1,0,1)
            lost a.skss:1:14  :where(#b) (0,0,0) { color: #ff0000ff }
                overridden: specificity: (0,0,0) < (1,0,1)
          opacity: 0.5
            wins a.skss:5:21  .p:is(Button) (0,1,1) { opacity: 0.5 }
            lost a.skss:6:10  Button (0,0,1) { opacity: 0.25 }
                overridden: specificity: (0,0,1) < (0,1,1)

        """)
  }

  @Test("order of appearance: same rule, later rule, imports expanded in place, sheets in order")
  func orderOfAppearance() throws {
    let result = try explain(
      [
        "base.skss": "Button { color: red; }",
        "late.skss": "Button { background-color: green; }",
        "main.skss": """
        @import "base.skss";
        Button { color: orange; opacity: 0.5; opacity: 0.25; background-color: red; }
        Button { tint-color: red; }
        """,
        "extra.skss": """
        @import "late.skss";
        Button { tint-color: blue; }
        """,
        "t.json": #"{"type": "Button"}"#,
      ], ["main.skss", "extra.skss", "--tree", "t.json", "--node", "Button"])
    #expect(result.status == 0)
    #expect(
      result.out == """
        0 Button
          background-color: #008000ff
            wins late.skss:1:10  Button (0,0,1) { background-color: #008000ff }
            lost main.skss:2:54  Button (0,0,1) { background-color: #ff0000ff }
                overridden: order of appearance: before the winner
          color: #ffa500ff
            wins main.skss:2:10  Button (0,0,1) { color: #ffa500ff }
            lost base.skss:1:10  Button (0,0,1) { color: #ff0000ff }
                overridden: order of appearance: before the winner
          opacity: 0.25
            wins main.skss:2:39  Button (0,0,1) { opacity: 0.25 }
            lost main.skss:2:25  Button (0,0,1) { opacity: 0.5 }
                overridden: order of appearance: earlier in the same rule
          tint-color: #0000ffff
            wins extra.skss:2:10  Button (0,0,1) { tint-color: #0000ffff }
            lost main.skss:3:10  Button (0,0,1) { tint-color: #ff0000ff }
                overridden: order of appearance: before the winner

        """)
  }

  @Test("scope proximity: a nearer scoping root wins, and an unscoped rule is the farthest")
  func scopeProximity() throws {
    let result = try explain(
      [
        "main.skss": """
        @scope (.card) { Label { color: red; } }
        @scope (.page) { Label { color: blue; opacity: 0.5; } }
        Label { opacity: 0.25; }
        """,
        "t.json": #"""
        {"type": "View", "classes": ["page"], "children": [
          {"type": "View", "classes": ["card"], "children": [{"type": "Label"}]}]}
        """#,
      ], ["main.skss", "--tree", "t.json", "--node", "Label"])
    #expect(result.status == 0)
    #expect(
      result.out == """
        0/0/0 Label
          color: #ff0000ff
            wins main.skss:1:26  @scope (.card) { Label } (0,0,1) { color: #ff0000ff }
            lost main.skss:2:26  @scope (.page) { Label } (0,0,1) { color: #0000ffff }
                overridden: scope proximity: its scoping root is 2 generations up, the winner's scoping root 1 generation up
          opacity: 0.5
            wins main.skss:2:39  @scope (.page) { Label } (0,0,1) { opacity: 0.5 }
            lost main.skss:3:9  Label (0,0,1) { opacity: 0.25 }
                overridden: scope proximity: in no @scope, the winner's scoping root 2 generations up

        """)
  }

  static let family = """
    {"type": "Window", "id": "w", "children": [
      {"type": "View", "classes": ["mid"], "children": [{"type": "Label", "id": "l"}]}]}
    """

  @Test("inheritance names the ancestor the value came from, and its own contest")
  func inheritance() throws {
    let sheet = """
      Window { color: red; font: bold 20; }
      .mid { color: green; padding-top: 4; }
      :where(.mid) { color: blue; }
      """
    let result = try explain(
      ["a.skss": sheet, "t.json": Self.family], ["a.skss", "--tree", "t.json", "--node", "#l"])
    #expect(result.status == 0)
    #expect(
      result.out == """
        0/0/0 Label#l
          color: #008000ff  (inherited from 0/0 View.mid)
            at 0/0 View.mid:
              wins a.skss:2:8  .mid (0,1,0) { color: #008000ff }
              lost a.skss:3:16  :where(.mid) (0,0,0) { color: #0000ffff }
                  overridden: specificity: (0,0,0) < (0,1,0)
          font-family: system  (inherited from 0 Window#w)
            at 0 Window#w:
              wins a.skss:1:22  Window (0,0,1) { font-family: system (written as font) }
          font-size: 20  (inherited from 0 Window#w)
            at 0 Window#w:
              wins a.skss:1:22  Window (0,0,1) { font-size: 20 (written as font) }
          font-style: normal  (inherited from 0 Window#w)
            at 0 Window#w:
              wins a.skss:1:22  Window (0,0,1) { font-style: normal (written as font) }
          font-weight: 700  (inherited from 0 Window#w)
            at 0 Window#w:
              wins a.skss:1:22  Window (0,0,1) { font-weight: 700 (written as font) }

        """)
  }

  @Test("initial values: a property nothing sets, currentcolor, a node nothing styles")
  func initialValues() throws {
    let files = [
      "a.skss": ".mid { color: green; padding-top: 4; }", "t.json": Self.family,
    ]
    let result = try explain(
      files,
      ["a.skss", "--tree", "t.json", "--node", "0/0/0", "--property", "padding,border-color"])
    #expect(result.status == 0)
    #expect(
      result.out == """
        0/0/0 Label#l
          padding-top: 0  (initial value: no declaration sets it)
          padding-right: 0  (initial value: no declaration sets it)
          padding-bottom: 0  (initial value: no declaration sets it)
          padding-left: 0  (initial value: no declaration sets it)
          border-color: #008000ff  (initial value: no declaration sets it)

        """)
    let window = try explain(files, ["a.skss", "--tree", "t.json", "--node", "Window"])
    #expect(
      window.out == """
        0 Window#w
          (no declaration applies: every property has its initial value)

        """)
  }

  @Test("var() invalid at computed-value time: unset, so inherited or initial; custom cycles")
  func invalidAtComputedValueTime() throws {
    let sheet = """
      Window { --accent: red; }
      View { color: green; }
      #l { color: var(--missing); background-color: var(--missing); tint-color: var(--accent); }
      #l { opacity: var(--none, 0.5); --a: var(--b); --b: var(--a); }
      """
    let result = try explain(
      [
        "a.skss": sheet,
        "t.json": #"{"type": "Window", "children": [{"type": "Label", "id": "l"}]}"#,
      ],
      ["a.skss", "--tree", "t.json", "--node", "#l"])
    #expect(result.status == 0)
    #expect(
      result.out == """
        0/0 Label#l
          --a: (not set)  (invalid at computed-value time)
            void a.skss:4:33  #l (1,0,0) { --a: var(--b) }
                invalid once var() is substituted: the custom property is not set
          --accent: red  (inherited from 0 Window)
            at 0 Window:
              wins a.skss:1:10  Window (0,0,1) { --accent: red }
          --b: (not set)  (invalid at computed-value time)
            void a.skss:4:48  #l (1,0,0) { --b: var(--a) }
                invalid once var() is substituted: the custom property is not set
          background-color: #00000000  (initial value)
            void a.skss:3:29  #l (1,0,0) { background-color: var(--missing) }
                invalid once var() is substituted: the property behaves as unset
          color: #008000ff  (inherited from 0 Window)
            void a.skss:3:6  #l (1,0,0) { color: var(--missing) }
                invalid once var() is substituted: the property behaves as unset
            lost a.skss:2:8  View (0,0,1) { color: #008000ff }
                overridden: specificity: (0,0,1) < (1,0,0)
            at 0 Window:
              wins a.skss:2:8  View (0,0,1) { color: #008000ff }
          opacity: 0.5
            wins a.skss:4:6  #l (1,0,0) { opacity: var(--none, 0.5) }
          tint-color: #ff0000ff
            wins a.skss:3:63  #l (1,0,0) { tint-color: var(--accent) }

        """)
  }

  @Test("a selector explains every node it matches; --property picks properties")
  func selectorAndProperty() throws {
    let result = try explain(
      [
        "a.skss": "Button { color: red; } .p { color: blue; cornerRadius: 4; }",
        "t.json":
          #"{"type": "View", "children": [{"type": "UIButton"}, {"type": "Label", "classes": ["p"]}]}"#,
      ],
      [
        "a.skss", "--tree", "t.json", "--node", "UIButton, .p", "--property",
        "textColor,--x,corner-radius",
      ])
    #expect(result.status == 0)
    #expect(
      result.out == """
        0/0 UIButton
          color: #ff0000ff
            wins a.skss:1:10  Button (0,0,1) { color: #ff0000ff }
          --x: (not set)  (no declaration sets it)
          border-radius: 0  (initial value: no declaration sets it)

        0/1 Label.p
          color: #0000ffff
            wins a.skss:1:29  .p (0,1,0) { color: #0000ffff }
          --x: (not set)  (no declaration sets it)
          border-radius: 4
            wins a.skss:1:42  .p (0,1,0) { border-radius: 4 (written as cornerRadius) }

        """)
  }

  @Test("a sheet with errors: the explanation is printed, diagnostics on stderr, exit status 1")
  func sheetErrors() throws {
    let result = try explain(
      [
        "a.skss": "Button { color: red; colour: blue; }\nButton { opacity: }",
        "t.json": #"{"type": "Button", "style": "opacity: 2; bogus: 1"}"#,
      ], ["a.skss", "--tree", "t.json", "--node", "0"])
    #expect(result.status == 1)
    #expect(
      result.out == """
        0 Button
          color: #ff0000ff
            wins a.skss:1:10  Button (0,0,1) { color: #ff0000ff }
          opacity: 1
            wins style of 0:1:1  (inline style) { opacity: 1 }

        """)
    #expect(
      result.err == """
        a.skss:1:22: warning: unknown property 'colour'; did you mean 'color'? [unknown-property]
        a.skss:2:18: error: 'opacity' has no value [empty-value]
        style of 0:1:13: warning: unknown property 'bogus' [unknown-property]

        """)
  }

  struct BadUsage: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let message: String
    var testDescription: String { message }
  }

  static let badUsages: [BadUsage] = [
    BadUsage(
      arguments: ["a.skss", "--tree", "t.json"], message: "--node SELECTOR_OR_PATH is required"),
    BadUsage(
      arguments: ["a.skss", "--tree", "t.json", "--node", "0/3"],
      message: "--node: no node at 0/3 (node 0 has 2 children)"),
    BadUsage(
      arguments: ["a.skss", "--tree", "t.json", "--node", "0/0/0"],
      message: "--node: no node at 0/0/0 (node 0/0 has 0 children)"),
    BadUsage(
      arguments: ["a.skss", "--tree", "t.json", "--node", "1/0"],
      message: "--node: a path starts at the root, 0"),
    BadUsage(
      arguments: ["a.skss", "--tree", "t.json", "--node", "0//1"],
      message: "--node: '0//1' is not a path such as 0/2/1"),
    BadUsage(
      arguments: ["a.skss", "--tree", "t.json", "--node", "Slider"],
      message: "--node: no node matches 'Slider'"),
    BadUsage(
      arguments: ["a.skss", "--tree", "t.json", "--node", "0", "--property", "colour"],
      message: "--property: unknown property 'colour'"),
    BadUsage(
      arguments: ["a.skss", "--tree", "t.json", "--node", "0", "--env", "idiom=toaster"],
      message:
        "--env: unknown idiom 'toaster' (expected phone, pad, tv, mac, watch, car, vision)"),
    BadUsage(
      arguments: ["--tree", "t.json", "--node", "0"], message: "no stylesheet given"),
    BadUsage(
      arguments: ["a.skss", "--tree", "t.json", "--node", "0", "--default", "none.skss"],
      message: "cannot read 'none.skss': no such file"),
  ]

  @Test("bad usage: one message and exit status 2", arguments: badUsages)
  func badUsage(_ usage: BadUsage) throws {
    let result = try explain(
      [
        "a.skss": "Button { color: red; }",
        "t.json": #"{"type": "View", "children": [{"type": "Button"}, {"type": "Label"}]}"#,
      ], usage.arguments)
    #expect(result.status == 2)
    #expect(result.out == "")
    #expect(result.err == "skss explain: \(usage.message)\n\nSee 'skss explain --help'.\n")
  }

  @Test("--help: usage, every option, the exit status, examples")
  func help() {
    let help = Product.run(["explain", "--help"]).out
    for part in [
      "usage: skss explain SHEET... --tree TREE.json --node SELECTOR_OR_PATH", "options:",
      "--tree FILE", "--node N", "-p, --property, --properties P,...", "--default SHEET",
      "--env K=V,...",
      "exit status: 0 success, 1", "examples:", "skss explain --default base.skss",
    ] {
      #expect(help.contains(part), "\(part)")
    }
  }
}
