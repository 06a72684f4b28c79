import SkinKit
import Testing

/// `StyleManager.activate(_:incremental:)`: an edited skin recomputes only the nodes the
/// added, removed or changed rules may select, and ends with the same values as a full
/// restyle.
@Suite("Incremental skin switches")
struct IncrementalActivationTests {
  /// ```
  /// Window
  ///   View#list    Label.title "a", Label "b", Label "c"
  ///   View.other   Label "d", Button.primary "go"
  /// ```
  final class Screen {
    let window = Window()
    let nodes: [StyleNode]
    let button = Button(title: "go", classes: ["primary"])

    init() {
      let list = View(identifier: "list")
      let other = View(classes: ["other"])
      window.addSubview(list)
      window.addSubview(other)
      for label in [Label(text: "a", classes: ["title"]), Label(text: "b"), Label(text: "c")] {
        list.addSubview(label)
      }
      other.addSubview(Label(text: "d"))
      other.addSubview(button)
      nodes = window.subtree
    }
  }

  static let base = """
    Window { color: #111111 }
    #list { border-width: 1 }
    .title { font-size: 20 }
    .other Label { color: #222222 }
    Button.primary { title-color: #0000ff }
    Button.primary:highlighted { title-color: #000088 }
    .x { opacity: 0.5 }
    .y { opacity: 0.25 }

    """

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let sheet: String
    let recomputed: Int
    let written: Int
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "nothing changed", sheet: base, recomputed: 0, written: 0),
    Case(
      name: "an id rule",
      sheet: base.replacingOccurrences(of: "border-width: 1", with: "border-width: 2"),
      recomputed: 1, written: 1),
    Case(
      name: "a class rule",
      sheet: base.replacingOccurrences(of: "font-size: 20", with: "font-size: 24"),
      recomputed: 1, written: 1),
    Case(
      name: "an inherited value: the subtree follows",
      sheet: base.replacingOccurrences(
        of: "Window { color: #111111 }", with: "Window { color: #333333 }"),
      recomputed: 8, written: 3),
    Case(
      name: "a state rule: the nodes it selects in any state",
      sheet: base.replacingOccurrences(of: "#000088", with: "#880000"), recomputed: 1, written: 1),
    Case(
      name: "a rule added", sheet: base + "Label { letter-spacing: 1 }\n", recomputed: 4, written: 4
    ),
    Case(
      name: "a rule removed: every node of its subject's type",
      sheet: base.replacingOccurrences(of: ".other Label { color: #222222 }\n", with: ""),
      recomputed: 4, written: 1),
    Case(
      name: "rules of different specificity moved: same cascade order",
      sheet: base.replacingOccurrences(of: "#list { border-width: 1 }\n", with: "")
        + "#list { border-width: 1 }\n",
      recomputed: 0, written: 0),
    Case(
      name: "rules of equal specificity swapped: everything",
      sheet: base.replacingOccurrences(
        of: ".x { opacity: 0.5 }\n.y { opacity: 0.25 }",
        with: ".y { opacity: 0.25 }\n.x { opacity: 0.5 }"),
      recomputed: 8, written: 0),
    Case(
      name: "a universal rule: everything", sheet: base + "* { clips-to-bounds: false }\n",
      recomputed: 8, written: 8),
  ]

  @Test("recomputes what the edit may select, and ends as a full restyle would", arguments: cases)
  func edit(_ edit: Case) throws {
    let old = skin(Self.base, name: "old")
    let new = skin(edit.sheet, name: "new")
    try #require(new.diagnostics.isEmpty, "\(new.diagnostics)")
    let manager = StyleManager(skin: old)
    let screen = Screen()
    manager.style(screen.window)

    let report = manager.activate(new, incremental: true)
    #expect(report.recomputedNodes == edit.recomputed)
    #expect(report.writtenProperties == edit.written)
    #expect(manager.skin === new)

    let fresh = Screen()
    fresh.window.style(with: new)
    for (node, expected) in zip(screen.nodes, fresh.nodes) {
      #expect(CascadingStyle.reading(from: node) == CascadingStyle.reading(from: expected))
      let table = new.cascade.table
      #expect(
        table.definitions.map { node.computedStyle?.value($0.id) }
          == table.definitions.map { expected.computedStyle?.value($0.id) })
    }
    #expect(
      screen.button.titleColor(for: .highlighted) == fresh.button.titleColor(for: .highlighted))
  }

  @Test("without incremental (or without an active skin), every node is recomputed")
  func full() {
    let manager = StyleManager()
    let screen = Screen()
    manager.style(screen.window)
    #expect(manager.activate(skin(Self.base), incremental: true).recomputedNodes == 8)
    #expect(manager.activate(skin(Self.base), incremental: false).recomputedNodes == 8)
    #expect(manager.activate(skin(Self.base), incremental: true).recomputedNodes == 0)
  }
}

/// Keys declared and registries made between two skins: the next activation is still
/// incremental, and the skin made first still resolves what it did.
@Suite("A registry between two skins")
struct RegistryBetweenSkinsTests {
  /// Declared here only (a name no other test uses), bound by ``HaloView``.
  static let haloWidth = StyleKey<Double>(
    "incremental-halo-width", syntax: .length(minimum: 0, percentages: false), initial: 0)

  @Test("an edit of one rule recomputes one node after keys were registered in between")
  func editAfterRegistering() throws {
    let old = skin(IncrementalActivationTests.base, name: "old", registry: .builtIn)
    let manager = StyleManager(skin: old)
    let screen = IncrementalActivationTests.Screen()
    #expect(manager.style(screen.window).recomputedNodes == 8)

    let registry = try StyleRegistry(keys: [Self.haloWidth.erased])
    let edited = IncrementalActivationTests.base.replacingOccurrences(
      of: "border-width: 1", with: "border-width: 2")
    let new = skin(edited, name: "new", registry: registry)
    try #require(new.diagnostics.isEmpty, "\(new.diagnostics)")
    let report = manager.activate(new, incremental: true)
    #expect(report.recomputedNodes == 1)
    #expect(report.writtenProperties == 1)
    // The first skin still compiles against the built-in table alone.
    #expect(old.cascade.table.definition(named: "incremental-halo-width") == nil)
    #expect(new.cascade.table.definition(named: "incremental-halo-width") != nil)
  }

  @Test("a rule setting the new property restyles what it selects, and the key writes it")
  func ruleOfTheNewProperty() throws {
    let registry = try StyleRegistry(keys: [Self.haloWidth.erased])
    let manager = StyleManager(skin: skin("Label { color: #111111 }", registry: .builtIn))
    let window = Window()
    let halo = HaloView(classes: ["glowing"])
    window.addSubview(halo)
    window.addSubview(Label(text: "plain"))
    #expect(manager.style(window).recomputedNodes == 3)

    let new = skin(
      "Label { color: #111111 } .glowing { incremental-halo-width: 3 }", registry: registry)
    let report = manager.activate(new, incremental: true)
    #expect(report.recomputedNodes == 1)
    #expect(halo.haloWidth == 3)
    // Without the registry the same sheet does not know the property.
    let unknown = skin(
      "Label { color: #111111 } .glowing { incremental-halo-width: 3 }", registry: .builtIn)
    #expect(unknown.diagnostics.map(\.id) == [.unknownProperty])
  }
}

final class HaloView: View {
  var haloWidth = 0.0
  override class var styleBindings: [StyleBinding] {
    super.styleBindings + [.bind(RegistryBetweenSkinsTests.haloWidth, to: \HaloView.haloWidth)]
  }
}
