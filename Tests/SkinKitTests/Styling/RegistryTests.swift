import SkinKit
import Testing

/// Registries are values owned by the skins made with them: nothing is process-wide but the
/// keys' identities — a key is its name and value type, so tasks declaring one key get one
/// property, and each skin resolves its own values.
@Suite("Style registries")
struct RegistryTests {
  @Test("tasks declaring one key get one property, and each skin resolves its own values")
  func parallelDeclarations() async throws {
    let results = try await withThrowingTaskGroup(of: (Int, PropertyIDs, Double?).self) { group in
      for index in 0..<16 {
        group.addTask {
          let key = StyleKey<Double>(
            "parallel-glow", syntax: .number(range: 0...100, percentages: false), initial: 3)
          let registry = try StyleRegistry(keys: [key.erased])
          let sheet = Stylesheet.parse(".a { parallel-glow: \(index * 2) }", path: "\(index).skss")
          let skin = Skin(name: "\(index)", stylesheets: [sheet], registry: registry)
          let root = View(classes: ["a"])
          root.style(with: skin)
          let style = skin.computedStyles(of: root)[root]
          return (index, PropertyIDs(key), style?[key])
        }
      }
      var all: [(Int, PropertyIDs, Double?)] = []
      for try await result in group { all.append(result) }
      return all.sorted { $0.0 < $1.0 }
    }
    #expect(Set(results.map(\.1)).count == 1)
    #expect(results.map(\.2) == (0..<16).map { Double($0 * 2) })
  }

  /// A key's properties, compared.
  struct PropertyIDs: Hashable, Sendable {
    let key: AnyStyleKey
    init(_ key: StyleKey<Double>) { self.key = key.erased }
  }

  @Test("declaring a key's name again with another type or initial value is an error")
  func clashingDeclarations() throws {
    let first = StyleKey<Double>(
      "clashing-glow", syntax: .number(range: 0...100, percentages: false), initial: 1)
    #expect(first.declarationError == nil)
    let again = StyleKey<Double>(
      "clashing-glow", syntax: .number(range: 0...100, percentages: false), initial: 1)
    #expect(again == first)
    let otherInitial = StyleKey<Double>(
      "clashing-glow", syntax: .number(range: 0...100, percentages: false), initial: 2)
    #expect(
      otherInitial.declarationError?.message
        == "'clashing-glow' is already declared as a key with the initial value 1")
    let otherType = StyleKey<Int>("clashing-glow", syntax: .integer(minimum: 0), initial: 1)
    #expect(
      otherType.declarationError?.message
        == "'clashing-glow' is already declared as a key of type Double, not Int")
    #expect(throws: StyleKeyError.self) { try StyleRegistry(keys: [otherType.erased]) }
  }

  /// The decision (Migration, "A skin made without registry:"): what a sheet means depends on
  /// the registry it is compiled with, never on which keys the process happens to have
  /// declared — so a skin given none drops an app's property, with a warning naming it.
  @Test("a skin without the registry drops an app's key with a warning naming it")
  func skinWithoutRegistry() throws {
    let key = StyleKey<Double>("forgotten-glow", initial: 0)
    #expect(key.declarationError == nil)
    let sheet = Stylesheet.parse("View { forgotten-glow: 4; }", path: "glow.skss")
    let without = Skin(name: "Without", stylesheets: [sheet])
    #expect(
      without.diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0)" }
        == ["1:8 glow.skss:1:8: warning: unknown property 'forgotten-glow' [unknown-property]"])
    let with = Skin(
      name: "With", stylesheets: [sheet], registry: try StyleRegistry(keys: [key.erased]))
    #expect(with.diagnostics.isEmpty)
    let view = View()
    #expect(with.computedStyles(of: view)[view]?[key] == 4)
    #expect(without.computedStyles(of: view)[view]?[key] == nil)
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
