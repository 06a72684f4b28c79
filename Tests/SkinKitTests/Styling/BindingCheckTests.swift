import SkinKit
import SkinKitCLI
import Testing

/// Declarations whose values reach no object (issue 35 item 3): a declaration matching nodes
/// none of whose classes binds its property is an `unbound-declaration` warning, in the report
/// of a first styling or a skin switch, and in `skss lint --tree`.
@Suite("Unbound declarations")
struct BindingCheckTests {
  /// An app's view class: a type of its own (`Tile ← View`) that binds what views bind —
  /// a background color, not a text color.
  final class Tile: View {}

  static let sheet = """
    Tile { background-color: #112233; color: #445566; }
    Label, Tile.text { color: #778899; }
    Switch { on-tint-color: red; }
    """

  static func tree() -> (Window, Tile, Tile) {
    let window = Window()
    let plain = Tile()
    let text = Tile()
    text.addClass("text")
    plain.identifier = "plain"
    window.addSubview(plain)
    window.addSubview(text)
    window.addSubview(Label(text: "a"))
    return (window, plain, text)
  }

  static func summary(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.filter { $0.id == .unboundDeclaration }.map {
      "\($0.location.map { "\($0.line):\($0.column)" } ?? "?") \($0.message)"
    }
  }

  @Test("a first styling reports each declaration no matched node binds, with node and class")
  func firstStyling() {
    let manager = StyleManager(
      skin: Skin(stylesheets: [Stylesheet.parse(Self.sheet, path: "tiles.skss")]))
    manager.checksBindings = true
    let (window, plain, _) = Self.tree()
    let report = manager.style(window)
    // `color` in the first rule matches two tiles, which bind no text color; the second
    // rule's `color` reaches the label. No switch is in the tree: its rule matches nothing.
    #expect(
      Self.summary(report.diagnostics) == [
        "1:35 'color' matches 2 nodes (the first Tile#plain), of class Tile, which does not bind it: the value reaches no object"
      ])
    #expect(plain.backgroundColor == StyleColor(hex: "#112233"))
    #expect(report.diagnostics.first?.severity == .warning)
  }

  @Test("a node of another class binding the property is enough; classes are listed")
  func boundSomewhere() {
    let sheet = Stylesheet.parse(
      """
      * { on-tint-color: red; }
      Tile, View:exact { on-tint-color: blue; }
      """, path: "all.skss")
    let manager = StyleManager(skin: Skin(stylesheets: [sheet]))
    manager.checksBindings = true
    let (window, _, _) = Self.tree()
    window.addSubview(Switch())
    window.addSubview(View())
    // `*` reaches the switch; the second rule matches the tiles and the plain view only.
    #expect(
      Self.summary(manager.style(window).diagnostics) == [
        "2:20 'on-tint-color' matches 3 nodes (the first Tile#plain), of classes Tile, View, none of which binds it: the value reaches no object"
      ])
  }

  @Test("an inherited property set on an ancestor reaches the descendants that bind it")
  func inheritedReachesDescendants() {
    let sheet = Stylesheet.parse(
      """
      Window { color: #112233; }
      Tile { color: #445566; }
      """, path: "inherit.skss")
    let manager = StyleManager(skin: Skin(stylesheets: [sheet]))
    manager.checksBindings = true
    let window = Window()
    let label = Label(text: "a")
    let tile = Tile()
    window.addSubview(tile)
    window.addSubview(label)
    // The window's color reaches the label; the tile's reaches nothing under it.
    #expect(
      Self.summary(manager.style(window).diagnostics) == [
        "2:8 'color' matches 1 node (Tile), of class Tile, which does not bind it: the value reaches no object"
      ])
    #expect(label.textColor == StyleColor(hex: "#112233"))
  }

  @Test("a skin switch checks again; with the check off nothing is reported")
  func skinSwitchAndOff() {
    let manager = StyleManager(skin: Skin(stylesheets: [Stylesheet.parse("Tile { color: red }")]))
    manager.checksBindings = true
    let (window, _, _) = Self.tree()
    #expect(
      Self.summary(manager.style(window).diagnostics) == [
        "1:8 'color' matches 2 nodes (the first Tile#plain), of class Tile, which does not bind it: the value reaches no object"
      ])
    let switched = manager.activate(
      Skin(stylesheets: [Stylesheet.parse("Tile { background-color: red; on-tint-color: blue }")]))
    #expect(
      Self.summary(switched.diagnostics) == [
        "1:31 'on-tint-color' matches 2 nodes (the first Tile#plain), of class Tile, which does not bind it: the value reaches no object"
      ])
    manager.checksBindings = false
    #expect(
      manager.activate(Skin(stylesheets: [Stylesheet.parse("Tile { color: red }")])).diagnostics
        .isEmpty)
  }

  @Test("skss lint --tree reports them at each declaration")
  func lintTree() throws {
    let directory = try Language.TemporaryDirectory()
    defer { directory.remove() }
    let sheet = try directory.write("theme.skss", "Label { on-tint-color: red; color: blue; }\n")
    let tree = try directory.write(
      "tree.json",
      #"{"root": {"type": "Window", "children": [{"type": "Label"}, {"type": "Label"}]}}"#)
    let io = CommandIO.capturing()
    #expect(SKSS.run(["lint", "--tree", tree, sheet], io: io) == 0)
    #expect(
      io.standardError == """
        \(sheet):1:9: warning: 'on-tint-color' matches 2 nodes (the first Label), of class Label, which does not bind it: the value reaches no object [unbound-declaration]
        0 errors, 1 warning in 1 file

        """)
    let strict = CommandIO.capturing()
    #expect(SKSS.run(["lint", "--strict", "--tree", tree, sheet], io: strict) == 1)
    let plain = CommandIO.capturing()
    #expect(SKSS.run(["lint", sheet], io: plain) == 0)
    #expect(plain.standardError.isEmpty)
  }
}
