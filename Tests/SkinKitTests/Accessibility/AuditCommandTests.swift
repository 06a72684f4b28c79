import Foundation
import SkinKit
import Testing

/// `skss audit` through the command line: exact reports, figures, exit statuses.
@Suite("skss audit")
struct AuditCommandTests {
  static let caption = """
    Window { background-color: #ffffff; }
    Label.caption { color: #8e8e93; }
    @media (prefers-color-scheme: dark) {
      Window { background-color: #1c1c1e; }
      Label.caption { color: #aeaeb2; }
    }
    """
  static let captionTree =
    #"{"type": "Window", "children": [{"type": "Label", "classes": ["caption"]}]}"#

  /// A sheet with a finding of each kind (and a disabled switch, exempt).
  static let theme = """
    Window { background-color: #ffffff; tint-color: #007aff; }
    Label.caption { color: #8e8e93; }
    @media (prefers-color-scheme: dark) {
      Window { background-color: #1c1c1e; }
      Label.caption { color: #aeaeb2; }
    }
    .card { background-color: rgba(0, 0, 0, 0.5); opacity: 0.8; }
    Label.title { color: #ffffff; font-size: 18; }
    Switch { tint-color: #c7c7cc; }
    TextField { border-width: 1; border-color: #d1d1d6; color: #000000; }
    """
  static let themeTree = """
    {"type": "Window", "children": [
      {"type": "Label", "classes": ["caption"]},
      {"type": "View", "classes": ["card"], "children": [{"type": "Label", "classes": ["title"]}]},
      {"type": "Switch"},
      {"type": "Switch", "state": ["disabled"]},
      {"type": "TextField"}
    ]}
    """

  func audit(_ sheet: String, _ tree: String, _ arguments: [String] = []) throws -> (
    status: Int32, out: String, err: String
  ) {
    try Workspace(["theme.skss": sheet, "tree.json": tree]).run(
      ["audit", "theme.skss", "--tree", "tree.json"] + arguments)
  }

  func json(_ sheet: String, _ tree: String, _ arguments: [String] = []) throws -> [[String: Any]] {
    let result = try audit(sheet, tree, ["--format", "json"] + arguments)
    let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
    return try #require(object?["findings"] as? [[String: Any]])
  }

  /// #8e8e93 on white: (1.05) / (0.2721 + 0.05) = 3.26:1, below 4.5; in dark, #aeaeb2 on
  /// #1c1c1e passes (7.6:1).
  @Test("text below AA in light mode: the finding at the color's declaration, with each source")
  func textReport() throws {
    let result = try audit(Self.caption, Self.captionTree)
    #expect(result.status == 1)
    #expect(result.err == "")
    #expect(
      result.out == """
        theme.skss:2:17: error: text contrast 3.26:1 is below 4.5:1 (WCAG AA): color #8e8e93ff on #ffffffff at 0/0 Label.caption [low-text-contrast]
          in every environment with color-scheme=light
          painted #8e8e93ff on #ffffffff: ratio 3.26:1, APCA Lc 59.9
          color:
            0/0 color: #8e8e93ff  theme.skss:2:17  Label.caption
          background: #ffffffff
            base: #ffffffff  UIKit's systemBackground in light mode
            0 background-color: #ffffffff  theme.skss:1:10  Window
        1 finding in 12 environments (color-scheme × prefers-contrast × content-size × idiom)
        touch targets not checked: the tree gives no control or bar item a width or height

        """)
  }

  @Test("no finding: exit 0, and what was checked")
  func clean() throws {
    let result = try audit(
      "Label { color: #595959; }", #"{"type": "Window", "children": [{"type": "Label"}]}"#,
      ["--env", "color-scheme=light"])
    #expect(result.status == 0)
    #expect(
      result.out == "no finding in 6 environments (prefers-contrast × content-size × idiom)\n"
        + "touch targets not checked: the tree gives no control or bar item a width or height\n")
  }

  @Test("each kind of finding, by id and line:column; a disabled control is exempt")
  func kinds() throws {
    let findings = try json(Self.theme, Self.themeTree)
    let summary = findings.map {
      "\($0["id"]!) \($0["line"]!):\($0["column"]!) \(($0["node"] as! [String: Any])["path"]!)"
    }
    #expect(
      summary == [
        "low-text-contrast 2:17 0/0", "low-text-contrast 8:15 0/1/0",
        "low-non-text-contrast 9:10 0/2", "low-non-text-contrast 10:30 0/4",
        "low-text-contrast 10:53 0/4",
      ])
  }

  /// The card: black at 128/255 inside opacity 0.8, over white, is 255 − 0.8 × 128 = 152.6
  /// (#999999); the white title inside the same group stays white. 1.05 / (L + 0.05) with
  /// L = ((152.6/255 + 0.055) / 1.055)^2.4 is 2.863:1, below the 3:1 of large text (18
  /// points); Lc (0.3186^0.65 − 1^0.62) × 1.14 + 0.027 = −60.13.
  @Test("translucent backgrounds and opacity composited; large text's 3:1")
  func compositedFigures() throws {
    let findings = try json(Self.theme, Self.themeTree, ["--matrix", "color-scheme=light"])
    let title = try #require(
      findings.first { ($0["node"] as! [String: Any])["path"] as? String == "0/1/0" })
    #expect(title["background"] as? String == "#999999ff")
    #expect(title["painted"] as? String == "#ffffffff")
    #expect(title["ratio"] as? Double == 2.863228066606488)
    #expect(title["required"] as? Double == 3)
    #expect(title["largeText"] as? Bool == true)
    #expect(title["lc"] as? Double == -60.12625383923694)
    let sources = try #require(title["backgroundSources"] as? [[String: Any]])
    #expect(
      sources.map { "\($0["node"]!) \($0["property"]!) \($0["value"]!)" } == [
        " base #ffffffff", "0 background-color #ffffffff", "0/1 background-color #00000080",
        "0/1 opacity 0.8",
      ])
  }

  @Test("--level AAA asks 7:1 and 4.5:1; --apca adds |Lc|")
  func levels() throws {
    let sheet = """
      Label { color: #767676; }
      Label.big { font: bold calc(14pt * text-scale(body)) system; }
      """
    let tree =
      #"{"type": "Window", "children": [{"type": "Label"}, {"type": "Label", "classes": ["big"]}]}"#
    let pinned = [
      "--env", "color-scheme=light,content-size=large", "--matrix",
      "prefers-contrast=no-preference",
    ]
    // 4.54:1 passes AA, fails AAA (7:1, and 4.5:1 for the bold 14-point label: it passes).
    #expect(try audit(sheet, tree, pinned).status == 0)
    let aaa = try json(sheet, tree, pinned + ["--level", "aaa"])
    #expect(
      aaa.map { $0["message"] as! String } == [
        "text contrast 4.54:1 is below 7:1 (WCAG AAA): color #767676ff on #ffffffff at 0/0 Label"
      ])
    // Its Lc is (1 − (118/255)^2.4^0.57) × 1.14 − 0.027 = 71.57: below 75 for both labels.
    let apca = try json(sheet, tree, pinned + ["--apca", "75"])
    #expect(
      apca.map { $0["message"] as! String } == [
        "text APCA Lc 71.6 is below 75: color #767676ff on #ffffffff at 0/0 Label",
        "large text APCA Lc 71.6 is below 75: color #767676ff on #ffffffff at 0/1 Label.big",
      ])
  }

  @Test("--format github: one annotation a finding, naming its environments")
  func github() throws {
    let result = try audit(Self.caption, Self.captionTree, ["--format", "github"])
    #expect(result.status == 1)
    #expect(
      result.out
        == "::error file=theme.skss,line=2,col=17::text contrast 3.26:1 is below 4.5:1 (WCAG AA): "
        + "color #8e8e93ff on #ffffffff at 0/0 Label.caption (in every environment with "
        + "color-scheme=light) [low-text-contrast]\n")
  }

  @Test("--env pins a key out of the matrix; --matrix gives a key's values or adds one")
  func matrix() throws {
    let result = try audit(
      Self.caption, Self.captionTree,
      [
        "--env", "prefers-contrast=more", "--matrix", "content-size=large",
        "--matrix", "layout-direction=ltr,rtl",
      ])
    #expect(
      result.out.hasSuffix(
        "1 finding in 4 environments (color-scheme × content-size × idiom × layout-direction)\n"
          + "touch targets not checked: the tree gives no control or bar item a width or height\n"))
    #expect(result.out.contains("  in every environment with color-scheme=light\n"))
  }

  @Test(
    "bad command lines: one message, exit 2",
    arguments: [
      (["--level", "AB"], "--level is AA or AAA, not 'AB'"),
      (
        ["--apca", "0"],
        "--apca takes an APCA lightness contrast above 0 and at most 110, such as 60"
      ),
      (
        ["--matrix", "color-scheme"],
        "--matrix takes one key and its values, such as content-size=large,extra-large"
      ),
      (
        ["--matrix", "hue=red"],
        "--matrix: unknown environment key 'hue' (expected "
          + StyleEnvironment.keys.joined(separator: ", ") + ")"
      ),
      (
        ["--matrix", "idiom=phone,toaster"],
        "--matrix: unknown idiom 'toaster' (expected phone, pad, tv, mac, watch, car, vision)"
      ),
      (
        ["--env", "idiom=pad", "--matrix", "idiom=phone"],
        "--matrix: idiom is pinned by --env; give it one way"
      ),
    ])
  func badUsage(arguments: [String], message: String) throws {
    let result = try audit(Self.caption, Self.captionTree, arguments)
    #expect(result.status == 2)
    #expect(result.out == "")
    #expect(result.err == "skss audit: \(message)\n\nSee 'skss audit --help'.\n")
  }

  @Test("the idioms a sheet tells apart: its @media rules and environment pseudo-classes")
  func idioms() throws {
    func idioms(_ text: String) -> [String] {
      let cascade = StyleCascade(stylesheets: [Stylesheet.parse(text)])
      return AuditMatrix.distinguishedIdioms(by: cascade, base: StyleEnvironment()).map(\.rawValue)
    }
    #expect(idioms("Label { color: red; }") == ["phone"])
    #expect(idioms("@media pad { Label { color: red; } }") == ["phone", "pad"])
    #expect(
      idioms("Label:tv { color: red; } @media not phone { View { opacity: 1; } }") == [
        "phone", "pad", "tv",
      ])
  }

  @Test("environments summarized when they are all the combinations of some values")
  func summaries() {
    let matrix = AuditMatrix(dimensions: [
      .init(key: "color-scheme", values: ["light", "dark"]),
      .init(key: "content-size", values: ["small", "large", "extra-large"]),
    ])
    let all = ["light", "dark"].flatMap { scheme in
      ["small", "large", "extra-large"].map { "color-scheme=\(scheme),content-size=\($0)" }
    }
    #expect(matrix.summary(of: all) == "every environment")
    #expect(
      matrix.summary(of: [all[4], all[5]])
        == "every environment with color-scheme=dark and content-size=large|extra-large")
    #expect(matrix.summary(of: [all[0], all[4]]) == "\(all[0]); \(all[4])")
  }

  @Test(
    "touch targets below 44 × 44 points where the tree gives sizes, at the node in the tree file")
  func touchTargets() throws {
    let tree = """
      {"type": "Window", "children": [
        {"type": "Button", "id": "small", "attributes": {"width": 30, "height": 30}},
        {"type": "Button", "attributes": {"width": 120, "height": 44}},
        {"type": "Switch", "attributes": {"height": 31}},
        {"type": "Button", "state": ["disabled"], "attributes": {"width": 20, "height": 20}},
        {"type": "Label", "attributes": {"width": 10, "height": 10}}
      ]}
      """
    let result = try audit("Label { color: black; }", tree, ["--env", "color-scheme=light"])
    #expect(result.status == 1)
    #expect(
      result.out == """
        tree.json:2:3: warning: touch target 30 × 30 pt is smaller than 44 × 44 pt: 0/0 Button#small [small-touch-target]
        tree.json:4:3: warning: touch target height 31 pt is below 44 pt: 0/2 Switch [small-touch-target]
        2 findings in 6 environments (prefers-contrast × content-size × idiom)

        """)
    let github = try audit(
      "Label { color: black; }", tree, ["--format", "github", "--env", "color-scheme=light"])
    #expect(
      github.out
        == ("::warning file=tree.json,line=2,col=3::touch target 30 × 30 pt is smaller than 44 × 44 "
          + "pt: 0/0 Button#small [small-touch-target]\n"
          + "::warning file=tree.json,line=4,col=3::touch target height 31 pt is below 44 pt: 0/2 "
          + "Switch [small-touch-target]\n"))
  }

  @Test(
    "text whose size a rule fixes, and a line taller than the node's height at the largest size")
  func textScaling() throws {
    let sheet = """
      Window { background-color: #ffffff; }
      Label { color: #000000; }
      Label.fixed { font-size: 15; }
      Label.styled { font: text-style(body); }
      Label.scaled { font-size: calc(15pt * text-scale(body)); }
      Button { title-color: #000000; title-font: 600 17 system; }
      """
    let tree = """
      {"type": "Window", "children": [
        {"type": "Label", "classes": ["fixed"]},
        {"type": "Label", "classes": ["styled"]},
        {"type": "Label", "classes": ["styled"], "id": "row", "attributes": {"height": 44}},
        {"type": "Label", "classes": ["scaled"], "attributes": {"height": 80}},
        {"type": "Label"},
        {"type": "Button"}
      ]}
      """
    let result = try audit(sheet, tree, ["--env", "color-scheme=light"])
    #expect(result.status == 1)
    #expect(
      result.out == """
        theme.skss:3:15: warning: 'font-size' is 15 pt at every content size: it does not grow with Dynamic Type: 0/0 Label.fixed (write text-style() or text-scale()) [fixed-size-text]
        tree.json:4:3: warning: text of 'font-size' 53 pt at the largest content size needs 63.6 pt, taller than the node's height of 44 pt: 0/2 Label#row.styled [clipped-text]
        theme.skss:6:32: warning: 'title-font' is 17 pt at every content size: it does not grow with Dynamic Type: 0/5 Button (write text-style() or text-scale()) [fixed-size-text]
        3 findings in 6 environments (prefers-contrast × content-size × idiom)
        touch targets not checked: the tree gives no control or bar item a width or height

        """)
    let json = try audit(sheet, tree, ["--env", "color-scheme=light", "--format", "json"])
    let object = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any]
    let scaling = try #require(object?["textScaling"] as? [[String: Any]])
    #expect(
      scaling.map { $0["id"] as? String } == ["fixed-size-text", "clipped-text", "fixed-size-text"])
    #expect(scaling.map { $0["largestSize"] as? Double } == [15, 53, 17])
    #expect(scaling[1]["height"] as? Double == 44)
  }

  @Test("a button's tint is checked where it shows: no title color of its own, or an image")
  func buttonTint() throws {
    let sheet =
      "Window { background-color: #ffffff; } Button { tint-color: #e5e5ea; } .titled { title-color: #000000; }"
    let tree = """
      {"type": "Window", "children": [
        {"type": "Button", "classes": ["titled"], "attributes": {"title": "Save"}},
        {"type": "Button", "classes": ["titled"], "attributes": {"title": "Add", "image": "plus"}},
        {"type": "Button", "attributes": {"title": "Plain"}}
      ]}
      """
    let findings = try json(sheet, tree, ["--env", "color-scheme=light"])
    #expect(
      findings.map { "\($0["id"]!) \(($0["node"] as! [String: Any])["path"]!)" } == [
        "low-non-text-contrast 0/1", "low-non-text-contrast 0/2",
      ])
  }

  @Test("every key pinned: one environment; a sheet with errors exits 1 even without findings")
  func pinnedAndErrors() throws {
    let pinned = try audit(
      Self.caption, Self.captionTree,
      ["--env", "color-scheme=light,prefers-contrast=more,content-size=large,idiom=phone"])
    #expect(pinned.out.contains("  in the environment given\n"))
    #expect(pinned.out.contains("\n1 finding in 1 environment\n"))
    let broken = try audit("Label { color red; }", Self.captionTree)
    #expect(broken.status == 1)
    #expect(
      broken.err
        == "theme.skss:1:9: error: expected ':' after 'color' [invalid-declaration]\n")
    #expect(broken.out.hasPrefix("no finding in 12 environments"))
  }

  /// Placeholder text is text to WCAG; a navigation bar's titles are drawn on its bar tint,
  /// the large title (34 points bold: large text, 3:1) as well as the title (17 points: 4.5:1).
  @Test("placeholders, bar titles and large titles are text, each with its own font")
  func textRoles() throws {
    let sheet = """
      TextField { placeholder-color: #aaaaaa; }
      NavigationBar { bar-tint-color: #ffffff; title-color: #888888; large-title-color: #888888; }
      Label { background-color: #000000; }
      """
    let tree = """
      {"type": "Window", "children": [
        {"type": "TextField"}, {"type": "NavigationBar"}, {"type": "Label"}
      ]}
      """
    let findings = try json(sheet, tree, ["--env", "color-scheme=light"])
    #expect(
      findings.map { "\($0["property"]!) \($0["required"]!) \($0["largeText"] as! Bool)" } == [
        "placeholder-color 4.5 false", "title-color 4.5 false",
      ])
    // #888888 on white is 3.54:1: enough for the large title, not for the title.
  }
}
