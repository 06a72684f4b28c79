import Dispatch
import Foundation
import SkinKit
import Testing

/// The style context of declarative trees: the values it gives, what it caches, what a skin
/// switch, a live reload edit and an environment change recompute, and how siblings are seen.
@Suite("Style contexts of declarative trees")
struct StyleContextTests {
  static let sheet = """
    Window { color: #1c1c1e; font-size: 15; --accent: #0a84ff; }
    .card { background-color: #ffffff; padding: 8 16; corner-radius: 12; }
    .card > Label.title { font: bold 22 system; }
    Button { title-color: var(--accent); }
    Button:highlighted { title-color: #004999; }
    #save { background-color: var(--accent); }
    @media dark { Window { color: #f2f2f7; } .card { background-color: #1c1c1e; } }
    """

  /// A root following a manager whose skin is `text`.
  static func root(_ text: String = sheet) -> (StyleContext, StyleManager) {
    let manager = StyleManager(skin: skin(text))
    return (StyleContext(manager: manager), manager)
  }

  /// A screen: a window holding a card (a title and `rows` labels) and a save button.
  static func render(_ root: StyleContext, rows: Int = 3) -> [String: StyleContext] {
    let window = root.child(type: "Window")
    let card = window.child(type: "View", classes: ["card"])
    var contexts = ["window": window, "card": card]
    let children = card.children(
      [.init(type: "Label", classes: ["title"], isLeaf: true)]
        + (0..<rows).map { .init(type: "Label", attributes: ["text": "row \($0)"], isLeaf: true) }
        + [.init(type: "Button", id: "save", isLeaf: true)])
    contexts["title"] = children[0]
    contexts["row"] = children[1]
    contexts["save"] = children.last
    return contexts
  }

  static func statistics(_ context: StyleContext) -> StyleContextStatistics {
    context.statistics
  }

  @Test("values come from declarations, inherited ones from above, as a widget receives them")
  func values() {
    let (root, _) = Self.root()
    let screen = Self.render(root)
    let title = screen["title"]!
    #expect(title.textColor == StyleColor(rgb: 0x1C1C1E))
    #expect(title.font == StyleFont(families: [.system], size: 22, weight: 700))
    #expect(screen["row"]!.font == StyleFont(families: [.system], size: 15, weight: 400))
    #expect(screen["card"]!.padding == EdgeInsets(top: 8, right: 16, bottom: 8, left: 16))
    #expect(screen["card"]!.cornerRadius == 12)
    #expect(screen["save"]!.titleColor == StyleColor(rgb: 0x0A84FF))
    #expect(screen["save"]!.backgroundColor == StyleColor(rgb: 0x0A84FF))
    // Nothing sets these: the view keeps its own.
    #expect(title.backgroundColor == nil)
    #expect(screen["window"]!.titleColor == nil)
    #expect(root.textColor == nil && root.node == nil)
  }

  @Test("a state is part of the description")
  func states() {
    let (root, _) = Self.root()
    let window = root.child(type: "Window")
    #expect(window.child(type: "Button").titleColor == StyleColor(rgb: 0x0A84FF))
    #expect(
      window.child(type: "Button", state: .highlighted).titleColor == StyleColor(rgb: 0x004999))
  }

  @Test("an app's key is read by subscript; a style object carries the declared values")
  func appKeysAndStyleObjects() {
    let manager = StyleManager(skin: skin(".card { glow-radius: 3; background-color: #ffffff }"))
    let card = StyleContext(manager: manager).child(type: "View", classes: ["card"])
    #expect(card[AppKeys.glowRadius] == 3)
    let view = View()
    card.style.apply(to: view)
    #expect(view.backgroundColor == .white)
    #expect(card.style.backgroundColor == .white)
    #expect(card.style.alpha == nil)
  }

  @Test("rendering an unchanged tree again computes nothing")
  func unchangedTreesAreLookups() {
    let (root, _) = Self.root()
    let first = Self.render(root, rows: 20)
    let computed = Self.statistics(root)
    #expect(computed.resolvedNodes == 24)
    let second = Self.render(root, rows: 20)
    #expect(Self.statistics(root).resolvedNodes == 24)
    #expect(Self.statistics(root).cachedContexts == 24)
    #expect(first["title"] == second["title"] && first["save"] == second["save"])
  }

  @Test("a live reload edit recomputes the contexts its rules may select")
  func incrementalSkinSwitch() {
    let (root, manager) = Self.root()
    let before = Self.render(root, rows: 20)
    manager.activate(skin(Self.sheet + "#save { background-color: #ff3b30 }"), incremental: true)
    let after = Self.render(root, rows: 20)
    #expect(Self.statistics(root).resolvedNodes == 25)
    #expect(after["save"]!.backgroundColor == StyleColor(rgb: 0xFF3B30))
    // The others keep their styles (a view framework comparing contexts sees the skin change).
    #expect(after["title"]!.computedStyle === before["title"]!.computedStyle)
    #expect(after["title"] != before["title"])
  }

  @Test("a skin whose change cannot be bounded recomputes every context")
  func fullSkinSwitch() {
    let (root, manager) = Self.root()
    _ = Self.render(root)
    manager.activate(skin("* { color: #ff0000 }"))
    let after = Self.render(root)
    #expect(Self.statistics(root).resolvedNodes == 7 + 7)
    #expect(after["row"]!.textColor == StyleColor(rgb: 0xFF0000))
    #expect(after["card"]!.backgroundColor == nil)
  }

  @Test("an environment change recomputes what its rules style, and what inherits from it")
  func environmentChanges() {
    let (root, manager) = Self.root()
    _ = Self.render(root, rows: 20)
    manager.updateEnvironment { $0.colorScheme = .dark }
    let dark = Self.render(root, rows: 20)
    // The window and the card flip; the title, rows and button inherit another color.
    #expect(Self.statistics(root).resolvedNodes == 24 + 24)
    #expect(dark["row"]!.textColor == StyleColor(rgb: 0xF2F2F7))
    #expect(dark["card"]!.backgroundColor == StyleColor(rgb: 0x1C1C1E))
    #expect(dark["row"]!.environment.colorScheme == .dark)
    // A pinned environment wins over the manager's.
    let light = Self.render(root.withEnvironment(StyleEnvironment()), rows: 20)
    #expect(light["row"]!.textColor == StyleColor(rgb: 0x1C1C1E))
    #expect(Self.render(root.withEnvironment(nil))["row"]!.textColor == StyleColor(rgb: 0xF2F2F7))
  }

  @Test("a child asked for alone is an only child; declared children have positions")
  func siblings() {
    let (root, _) = Self.root(
      """
      Label:only-child { color: #ff0000 }
      Label:nth-child(2) { color: #00ff00 }
      Label + Label { font-size: 30 }
      Label:empty { opacity: 0.5 }
      """)
    let stack = root.child(type: "StackView")
    let alone = stack.child(type: "Label")
    #expect(alone.textColor == StyleColor(rgb: 0xFF0000))
    #expect(alone.font == nil && alone.alpha == nil)
    let listed = stack.children(Array(repeating: .init(type: "Label", isLeaf: true), count: 3))
    #expect(listed.map(\.textColor) == [nil, StyleColor(rgb: 0x00FF00), nil])
    #expect(listed.map { $0.font?.size } == [nil, 30, 30])
    #expect(listed.map(\.alpha) == [0.5, 0.5, 0.5])
  }

  @Test("a list declared anew keeps the cached subtrees of its unchanged children")
  func listsDeclaredAnew() {
    let (root, _) = Self.root()
    let card = root.child(type: "Window").child(type: "View", classes: ["card"])
    let children = (0..<10).map { StyleContext.Child(type: "View", attributes: ["row": "\($0)"]) }
    for row in card.children(children) { _ = row.child(type: "Label", isLeaf: true) }
    let computed = Self.statistics(root).resolvedNodes
    // One row inserted at the top: the sheet looks at no position, so only it is new.
    let moved = card.children([.init(type: "View", attributes: ["row": "new"])] + children)
    for row in moved { _ = row.child(type: "Label", isLeaf: true) }
    #expect(Self.statistics(root).resolvedNodes == computed + 2)
  }

  @Test("without an active skin, contexts have no values until one is activated")
  func noSkin() {
    let manager = StyleManager()
    let root = StyleContext(manager: manager)
    #expect(root.child(type: "Window").child(type: "Label").textColor == nil)
    manager.activate(skin("Label { color: #ff0000 }"))
    #expect(root.child(type: "Window").child(type: "Label").textColor == StyleColor(rgb: 0xFF0000))
  }

  @Test("contexts of one tree asked for from several threads at once agree")
  func threads() {
    let (root, manager) = Self.root()
    let expected = Self.render(root, rows: 50)["title"]!.font
    manager.activate(skin(Self.sheet + ".card > Label.title { font-size: 28 }"), incremental: true)
    let fonts = Fonts()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      fonts.append(Self.render(root, rows: 50)["title"]!.font)
    }
    #expect(expected == StyleFont(families: [.system], size: 22, weight: 700))
    #expect(
      fonts.all == Array(repeating: StyleFont(families: [.system], size: 28, weight: 700), count: 8)
    )
  }
}

/// Fonts collected from several threads.
private final class Fonts: @unchecked Sendable {
  private let lock = NSLock()
  private var fonts: [StyleFont?] = []

  func append(_ font: StyleFont?) { lock.withLock { fonts.append(font) } }
  var all: [StyleFont?] { lock.withLock { fonts } }
}
