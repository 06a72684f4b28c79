import SkinKit
import Testing

/// Registries are values owned by the skins made with them: nothing is process-wide, so
/// keys declared and registries made concurrently — even under one name — never meet.
@Suite("Style registries")
struct RegistryTests {
  @Test("tasks declaring keys of one name each resolve their own, concurrently")
  func parallelDeclarations() async throws {
    let results = try await withThrowingTaskGroup(of: (Int, Double?, Bool).self) { group in
      for index in 0..<16 {
        group.addTask {
          // Each task declares a `parallel-glow` of its own (a different initial value).
          let key = StyleKey<Double>(
            "parallel-glow", syntax: .number(range: 0...100, percentages: false),
            initial: Double(index))
          let registry = try StyleRegistry(keys: [key.erased])
          let sheet = Stylesheet.parse(".a { parallel-glow: \(index * 2) }", path: "\(index).skss")
          let skin = Skin(name: "\(index)", stylesheets: [sheet], registry: registry)
          let root = View(classes: ["a"])
          let child = View()
          root.addSubview(child)
          root.style(with: skin)
          let set = root.computedStyle?.value(key.properties[0]).description
          let initial = child.computedStyle?.value(key.properties[0]).description
          let known = PropertyTable.builtIn.definition(named: "parallel-glow") == nil
          return (index, set.flatMap(Double.init), known && initial == "\(index)")
        }
      }
      var all: [(Int, Double?, Bool)] = []
      for try await result in group { all.append(result) }
      return all.sorted { $0.0 < $1.0 }
    }
    #expect(results.map(\.1) == (0..<16).map { Double($0 * 2) })
    #expect(results.allSatisfy { $0.2 })
  }

  @Test("a registry lists the classes' keys once, and refuses what cannot be used")
  func contents() throws {
    let registry = try StyleRegistry(
      styles: [GlowStyle.self, ShadowStyle.self, GlowStyle.self], keys: [AppKeys.glowRadius.erased])
    #expect(registry.styles.count == 2)
    // The test ShadowStyle's keys are the app's own, of built-in properties.
    #expect(registry.keys.map(\.name) == ["glow-radius", "shadow-offset", "shadow-color"])
    #expect(registry.properties.definitions.count == PropertyTable.builtIn.definitions.count + 1)
    #expect(registry.properties.extends(.builtIn))
    #expect(
      StyleRegistry.builtIn.properties.definitions.count == PropertyTable.builtIn.definitions.count)
    let more = try registry.adding(keys: [RegistryBetweenSkinsTests.haloWidth.erased])
    #expect(more.keys.map(\.name).last == "incremental-halo-width")
    #expect(registry.keys.count == 3)
  }
}
