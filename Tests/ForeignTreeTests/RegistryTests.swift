import SkinKit
import Testing

/// The property a key of the app's own is bound to (in `Gadget.styleBindings`).
extension Gadget {
  var haloWidth: Double {
    get { halo }
    set { halo = newValue }
  }
}

@Suite("Registries between skins, on a foreign tree")
struct ForeignRegistryTests {
  /// Declared here only, so no other test's registry knows it.
  static let haloKey = StyleKey<Double>(
    "gadget-halo", syntax: .length(minimum: 0, percentages: false), initial: 0)

  /// A root and 311 knobs, the first one `#save`.
  static func tree() -> (Gadget, [Knob]) {
    let root = Gadget()
    let knobs = (0..<311).map { Knob(name: $0 == 0 ? "save" : nil) }
    for knob in knobs { root.attach(knob) }
    return (root, knobs)
  }

  @Test("registering a key between two skins keeps the next activation incremental: 1 of 312")
  func registeringBetweenSkins() throws {
    let (root, knobs) = Self.tree()
    let manager = StyleManager(
      skin: Skin(stylesheets: [.parse("Knob { color: #ff0000 } #save { color: #00ff00 }")]))
    #expect(manager.style(root).recomputedNodes == 312)

    let registry = try StyleRegistry(keys: [Self.haloKey.erased])
    let edited = Skin(
      stylesheets: [.parse("Knob { color: #ff0000 } #save { color: #0000ff; gadget-halo: 4 }")],
      registry: registry)
    #expect(edited.diagnostics.isEmpty)
    let report = manager.activate(edited, incremental: true)
    #expect(report.recomputedNodes == 1)
    #expect(knobs[0].ink == Paint(r: 0, g: 0, b: 255) && knobs[0].halo == 4)
    #expect(knobs[1].ink == Paint(r: 255, g: 0, b: 0) && knobs[1].halo == 0)
  }
}
