import Foundation
import SkinKit
import Testing

@Suite("Foreign trees: per-state values, environments at the root, live reload")
struct ForeignStateTests {
  static let black = Paint(r: 0, g: 0, b: 0)
  static let normal = Paint(r: 0x11, g: 0x11, b: 0x11)
  static let highlighted = Paint(r: 0x22, g: 0x22, b: 0x22)
  static let disabled = Paint(r: 0x33, g: 0x33, b: 0x33)

  @Test("a capability with a value per state gets each state's value, whatever the node's state")
  func perStateValues() {
    let root = Gadget()
    let toggle = Toggle()
    let off = Toggle(name: "off")
    root.attach(toggle)
    root.attach(off)
    let manager = StyleManager(
      skin: Skin(stylesheets: [
        .parse(
          """
          Toggle { title-color: #111111; }
          Toggle:highlighted { title-color: #222222; }
          #off:disabled { title-color: #333333; }
          """)
      ]))
    #expect(manager.style(root).recomputedNodes == 3)
    let highlightedKey = ElementState.highlighted.rawValue
    let disabledKey = ElementState.disabled.rawValue
    #expect(toggle.inks == [0: Self.normal, highlightedKey: Self.highlighted])
    #expect(
      off.inks == [0: Self.normal, highlightedKey: Self.highlighted, disabledKey: Self.disabled])

    // Pressing restyles the one toggle; its values per state stay what they were.
    toggle.isPressed = true
    toggle.setNeedsStyleUpdate()
    let report = manager.updateStyles()
    #expect(report.recomputedNodes == 1 && report.writtenProperties == 0)
    #expect(toggle.inks == [0: Self.normal, highlightedKey: Self.highlighted])

    // A skin that sets no title color gives the toggles back their own colors.
    manager.activate(Skin(stylesheets: [.parse("Pane { background-color: #ff0000; }")]))
    #expect(toggle.inks == [0: Self.black] && off.inks == [0: Self.black])
  }

  static let mediaSheet = """
    Gadget { background-color: #ffffff; }
    Knob { color: #ff0000; }
    @media dark { Gadget { background-color: #000000; } }
    """

  @Test(
    "a foreign root styled in an environment; styled again in another, it restyles what depends on it"
  )
  func environmentGivenAtTheRoot() {
    let root = Gadget()
    let knob = Knob()
    root.attach(knob)
    let skin = Skin(stylesheets: [.parse(Self.mediaSheet)])
    #expect(
      root.style(with: skin, environment: StyleEnvironment(colorScheme: .dark)).recomputedNodes == 2
    )
    #expect(root.fill == Paint(r: 0, g: 0, b: 0) && knob.fill == Paint(r: 0, g: 0, b: 0))

    let report = root.style(with: skin, environment: StyleEnvironment(colorScheme: .light))
    #expect(report.recomputedNodes == 2)
    #expect(root.fill == Paint(r: 255, g: 255, b: 255) && knob.ink == Paint(r: 255, g: 0, b: 0))
  }

  @Test("a foreign root that carries its own environment follows it, not the manager's")
  func environmentCarriedByTheRoot() {
    let stage = Stage(traits: StyleEnvironment(colorScheme: .dark))
    let knob = Knob()
    let other = Knob()
    stage.attach(knob)
    stage.attach(other)
    let manager = StyleManager(skin: Skin(stylesheets: [.parse(Self.mediaSheet)]))
    #expect(manager.style(stage).recomputedNodes == 3)
    #expect(stage.fill == Paint(r: 0, g: 0, b: 0) && knob.fill == Paint(r: 0, g: 0, b: 0))

    // The manager's environment is not the stage's.
    #expect(manager.updateEnvironment { $0.colorScheme = .dark }.recomputedNodes == 0)
    #expect(manager.updateEnvironment { $0.colorScheme = .light }.recomputedNodes == 0)
    #expect(stage.fill == Paint(r: 0, g: 0, b: 0))

    // The stage's own change, told through setNeedsStyleUpdate(), restyles its tree.
    stage.traits.colorScheme = .light
    stage.setNeedsStyleUpdate()
    #expect(manager.updateStyles().recomputedNodes == 3)
    #expect(
      stage.fill == Paint(r: 255, g: 255, b: 255) && other.fill == Paint(r: 255, g: 255, b: 255))
    // Nothing changed: nothing restyled.
    stage.setNeedsStyleUpdate()
    #expect(manager.updateStyles().recomputedNodes == 0)
  }

  @Test("live reload restyles a foreign tree: an edit recomputes only the nodes it may select")
  func liveReload() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("foreign-reload-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("Theme.skss").path
    try Data("Knob { color: #ff0000; }\n#save { color: #00ff00; }\n".utf8)
      .write(to: URL(fileURLWithPath: path))

    let root = Gadget()
    let save = Knob(name: "save")
    let knobs = [save] + (0..<8).map { _ in Knob() }
    for knob in knobs { root.attach(knob) }
    let manager = StyleManager()
    manager.style(root)
    let reloader = StyleReloader(.file(path), manager: manager, scheduler: .manual)
    defer { reloader.stop() }
    reloader.start()
    let first = reloader.drain(timeout: .seconds(30))
    #expect(first.count == 1)
    guard case .applied(let loaded)? = first.first else {
      Issue.record("the first load was not applied: \(first)")
      return
    }
    #expect(loaded.report.recomputedNodes == 10)
    #expect(save.ink == Paint(r: 0, g: 255, b: 0) && knobs[1].ink == Paint(r: 255, g: 0, b: 0))

    try Data("Knob { color: #ff0000; }\n#save { color: #0000ff; }\n".utf8)
      .write(to: URL(fileURLWithPath: path))
    reloader.refresh()
    let edited = reloader.drain(timeout: .seconds(30))
    #expect(edited.count == 1)
    guard case .applied(let applied)? = edited.first else {
      Issue.record("the edit was not applied: \(edited)")
      return
    }
    #expect(applied.report.recomputedNodes == 1)
    #expect(save.ink == Paint(r: 0, g: 0, b: 255) && knobs[1].ink == Paint(r: 255, g: 0, b: 0))
  }
}
