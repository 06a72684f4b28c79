import Foundation
import SkinKit
import Testing

/// What a browser cannot check (the browser has no default-skin origin, and one
/// environment): `revert` rolling back to the default skin, layer orders that change with the
/// environment — in resolution, in restyles and in `skss explain`. The cases a browser can
/// check are in Tests/Fixtures/Conformance (revert.json, layers.json).
@Suite("revert, revert-layer and environment-dependent layer orders")
struct RollbackAndLayerOrderTests {
  static let tree = #"{"type": "Window", "children": [{"type": "Label", "classes": ["c"]}]}"#

  /// The label's value of `property` under app and default-skin sheets, with an inline
  /// style if given.
  static func value(
    _ property: String, app: String, defaults: String = "", inline: String? = nil,
    environment: StyleEnvironment = StyleEnvironment()
  ) throws -> String? {
    let cascade = StyleCascade(
      stylesheets: [Stylesheet.parse(app, path: "app.skss")],
      defaultStylesheets: [Stylesheet.parse(defaults, path: "default.skss")])
    #expect(cascade.diagnostics.isEmpty)
    let document = try TreeDocument.parse(tree)
    let window = cascade.resolve(document.root, parentStyle: nil, environment: environment)
    let style = cascade.resolve(
      document.root.children[0], parentStyle: window, environment: environment,
      inline: inline.map { InlineStyle.parse($0).0 })
    return style.value(named: property)?.description
  }

  @Test(
    "revert rolls an app rule or inline style back to the default skin, and a default-skin rule to unset",
    arguments: [
      // (app, default skin, inline, the label's opacity)
      ("Label { opacity: 0.5 } .c { opacity: revert }", "Label { opacity: 0.25 }", nil, "0.25"),
      ("Label { opacity: 0.5 }", "Label { opacity: 0.25 }", "opacity: revert", "0.25"),
      (
        "Label { opacity: 0.5 !important }", "Label { opacity: 0.25 }",
        "opacity: revert !important", "0.25"
      ),
      ("@layer a { .c { opacity: revert } }", "@layer x { Label { opacity: 0.25 } }", nil, "0.25"),
      // revert-layer with no earlier app layer acts as revert.
      (".c { opacity: revert-layer }", "Label { opacity: 0.25 }", nil, "0.25"),
      (
        "@layer a { Label { opacity: 0.75 } } .c { opacity: revert-layer }",
        "Label { opacity: 0.25 }", nil, "0.75"
      ),
      // In the default skin: revert is unset; revert-layer rolls back within the skin.
      ("", "Label { opacity: 0.25 } .c { opacity: revert }", nil, "1"),
      ("", "@layer a { Label { opacity: 0.25 } } .c { opacity: revert-layer }", nil, "0.25"),
      // The default skin's !important revert leaves nothing, though app rules are weaker.
      ("Label { opacity: 0.5 }", ".c { opacity: revert !important }", nil, "1"),
    ] as [(String, String, String?, String)])
  func revertToTheDefaultSkin(
    _ app: String, _ defaults: String, _ inline: String?, _ expected: String
  ) throws {
    #expect(
      try Self.value("opacity", app: app, defaults: defaults, inline: inline) == expected)
  }

  @Test("revert on an inherited property in the default skin inherits; on a custom property, too")
  func revertToUnset() throws {
    let app =
      "Window { color: blue; --x: red } .c { --x: revert; background-color: var(--x, lime) }"
    #expect(
      try Self.value("color", app: app, defaults: ".c { color: red; color: revert }") == "#0000ffff"
    )
    // The window's --x (red) is inherited once the label's own --x is reverted.
    #expect(try Self.value("background-color", app: app) == "#ff0000ff")
  }

  static let flipping = """
    @media (orientation: portrait) { @layer b; }
    @layer a { Label { color: red; } }
    @layer b { Label { color: blue; } }
    """

  @Test("a layer named first in @media is ordered by the environment the tree is shown in")
  func layerOrderFollowsTheEnvironment() throws {
    let portrait = StyleEnvironment(width: 400, height: 800)
    let landscape = StyleEnvironment(width: 800, height: 400)
    // Portrait: b, then a — a's red wins. Landscape: a, then b — b's blue.
    #expect(try Self.value("color", app: Self.flipping, environment: portrait) == "#ff0000ff")
    #expect(try Self.value("color", app: Self.flipping, environment: landscape) == "#0000ffff")
    // Explanations follow the same order.
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(Self.flipping, path: "app.skss")])
    let document = try TreeDocument.parse(Self.tree)
    for (environment, winner) in [(portrait, "#ff0000ff"), (landscape, "#0000ffff")] {
      let explanation = cascade.explain(document.root.children[0], environment: environment)
      let candidates = try #require(explanation.properties.first { $0.name == "color" })
        .candidates
      #expect(candidates.first?.declaration.value.description == winner)
      #expect(candidates.first?.status == .winner)
    }
  }

  @Test("an environment change that reorders layers restyles every node")
  func environmentChangeRestylesWhenTheOrderFlips() throws {
    let map = InvalidationMap(
      cascade: StyleCascade(stylesheets: [Stylesheet.parse(Self.flipping)]))
    let portrait = StyleEnvironment(width: 400, height: 800)
    let landscape = StyleEnvironment(width: 800, height: 400)
    #expect(map.environmentChange(from: portrait, to: landscape).affectsEveryElement)
    #expect(
      map.environmentChange(from: portrait, to: StyleEnvironment(width: 300, height: 900)).isEmpty)

    let label = Label(text: "flip")
    let window = Window(environment: portrait)
    window.addSubview(label)
    StyleManager(skin: Skin(stylesheets: [Stylesheet.parse(Self.flipping)])).style(window)
    #expect(label.textColor.hex == "#ff0000ff")
    window.environment = landscape
    window.updateStyles()
    #expect(label.textColor.hex == "#0000ffff")
  }

  @Test("skss explain names the declaration revert-layer rolls back to")
  func explainRollsBack() throws {
    let result = try Workspace([
      "app.skss": """
      @layer base { Label { opacity: 0.5; } }
      .c { opacity: 0.75; }
      Label.c { opacity: revert-layer; }
      """,
      "t.json": Self.tree,
    ]).run(["explain", "app.skss", "--tree", "t.json", "--node", "0/0", "--property", "opacity"])
    #expect(result.status == 0)
    #expect(
      result.out == """
        0/0 Label.c
          opacity: 0.5
            wins app.skss:1:23  Label (0,0,1) [layer base] { opacity: 0.5 }
            lost app.skss:3:11  Label.c (0,1,1) { opacity: revert-layer }
                overridden: revert-layer: rolls back to an earlier layer
            lost app.skss:2:6  .c (0,1,0) { opacity: 0.75 }
                overridden: rolled back by revert-layer at app.skss:3:11

        """)
  }
}
