import Dispatch
import Foundation
import SkinKit
import SkinKitSupport
import Testing

@testable import SkinKitCascade

/// A pass leaves its caches for the next pass over the same cascade in the same environment
/// (warm = cold = full, across environments, toggles and threads), and what is kept is
/// bounded.
@Suite("Caches kept from one pass to the next")
struct KeptCacheTests {
  typealias Pass = (
    styles: [ComputedStyle], diagnostics: [String], statistics: ResolutionStatistics
  )

  /// Every node of the document recomputed through the one engine (the first styling, or a
  /// full restyle), with what the caches did.
  static func pass(
    _ cascade: StyleCascade, _ document: TreeDocument, environment: StyleEnvironment? = nil,
    workers: Int = 1, caching: Bool = true
  ) -> Pass {
    let resolution = document.resolve(
      with: cascade, environment: environment,
      options: ResolutionOptions(workers: workers, caching: caching))
    #expect(resolution.report.recomputedNodes == resolution.nodes.count)
    return (
      resolution.styles, resolution.diagnostics.map(\.description).sorted(),
      resolution.report.resolution
    )
  }

  static func expectSame(_ pass: Pass, _ full: Pass, _ comment: String = "") {
    #expect(
      OptimisationEquivalenceTests.dump(pass.styles)
        == OptimisationEquivalenceTests.dump(full.styles), "\(comment)")
    #expect(pass.diagnostics == full.diagnostics, "\(comment)")
  }

  @Test("a warm pass takes from the kept caches what the cold pass cascaded, and equals it")
  func warmPass() throws {
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(TokenTheme.sheet)])
    let document = try TreeDocument.parse(TokenTheme.tree())
    let full = Self.pass(cascade, document, caching: false)
    let cold = Self.pass(cascade, document)
    let warm = Self.pass(cascade, document)
    Self.expectSame(cold, full, "cold")
    Self.expectSame(warm, full, "warm")
    #expect(full.styles.count == 212)
    #expect(cold.statistics.cascaded == 140)
    #expect(cold.statistics.customPropertySetsMade == 40)
    // What the cold pass cascaded, the warm one finds — but the lists whose values depend on
    // the parent's (`em` in Button's and `.g`'s values and `.local`'s `--s1`, `currentcolor`
    // in `.c`'s), which are cascaded again: 71 nodes of this tree. No set is made again.
    #expect(warm.statistics.cascaded == 71)
    #expect(warm.statistics.customPropertySetsMade == 0)
    #expect(
      warm.statistics.cascaded + warm.statistics.matchedPropertiesHits
        == cold.statistics.cascaded + cold.statistics.matchedPropertiesHits)
  }

  @Test("each worker finds the caches its subtrees left")
  func warmPassOnWorkers() throws {
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(TokenTheme.sheet)])
    let document = try TreeDocument.parse(TokenTheme.wideTree())
    let full = Self.pass(cascade, document, caching: false)
    let alone = StyleCascade(stylesheets: [Stylesheet.parse(TokenTheme.sheet)])
    _ = Self.pass(alone, document, workers: 1)
    let warmAlone = Self.pass(alone, document, workers: 1)
    var cascaded: [Int] = []
    for round in 1...3 {
      let pass = Self.pass(cascade, document, workers: 2)
      Self.expectSame(pass, full, "round \(round)")
      cascaded.append(pass.statistics.cascaded)
    }
    // The first pass cascades what its workers meet first; the next ones, only the lists
    // whose values depend on the parent (`em`, `currentcolor`) — a little fewer than one
    // thread's warm pass, whose style sharing cache fills and starts again more often.
    #expect(cascaded == [4653, 3449, 3449])
    #expect(warmAlone.statistics.cascaded == 3459)
  }

  @Test("caches are kept per environment: a pass in another one neither uses nor loses them")
  func environments() throws {
    let sheet = """
      :root { --ink: #101010 }
      @media dark { :root { --ink: #f0f0f0 } Label { background-color: #222 } }
      Label { color: var(--ink) } .a { padding-top: 2px } .b Label { font-size: 20px }
      @media (min-width: 500px) { .a { padding-top: 9px } }
      """
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(sheet)])
    let document = try TreeDocument.parse(
      TokenTheme.tree().replacingOccurrences(of: "\"local\"", with: "\"a\""))
    var light = StyleEnvironment()
    light.width = 400
    var dark = light
    dark.colorScheme = .dark
    var wide = light
    wide.width = 600
    let fullLight = Self.pass(cascade, document, environment: light, caching: false)
    let coldLight = Self.pass(cascade, document, environment: light)
    for environment in [dark, wide] {
      let full = Self.pass(cascade, document, environment: environment, caching: false)
      let cold = Self.pass(cascade, document, environment: environment)
      let warm = Self.pass(cascade, document, environment: environment)
      Self.expectSame(cold, full, "\(environment)")
      Self.expectSame(warm, full, "\(environment)")
      #expect(cold.statistics.cascaded > 0)
      #expect(warm.statistics.cascaded == 0)
      #expect(
        OptimisationEquivalenceTests.dump(full.styles)
          != OptimisationEquivalenceTests.dump(fullLight.styles))
    }
    let warmLight = Self.pass(cascade, document, environment: light)
    Self.expectSame(warmLight, fullLight, "light again")
    #expect(coldLight.statistics.cascaded > 0)
    #expect(warmLight.statistics.cascaded == 0)
  }

  @Test("a theme toggled on, off and on again equals a full resolution each time")
  func repeatedToggles() throws {
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(TokenTheme.sheet)])
    let document = try TreeDocument.parse(TokenTheme.tree())
    let root = document.root
    _ = document.resolve(with: cascade)
    var madeWhenOn: [Int] = []
    for round in 1...4 {
      let on = round % 2 == 1
      if on { root.addClass("theme-dark") } else { root.removeClass("theme-dark") }
      let report = root.updateStyles()
      let styles = document.nodes.map { $0.computedStyle! }
      let fresh = try TreeDocument.parse(TokenTheme.tree())
      if on { fresh.root.addClass("theme-dark") }
      let full = Self.pass(cascade, fresh, caching: false)
      #expect(
        OptimisationEquivalenceTests.dump(styles)
          == OptimisationEquivalenceTests.dump(full.styles), "round \(round)")
      if on { madeWhenOn.append(report.resolution.customPropertySetsMade) }
    }
    // The dark palette is made once; the second time the root's list is in the caches, with
    // the set it made, so every node below finds its values under that same set.
    #expect(madeWhenOn == [45, 0])
  }

  @Test("single nodes restyled one update after another take the caches the last one left")
  func singleNodes() throws {
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(TokenTheme.sheet)])
    let document = try TreeDocument.parse(TokenTheme.tree())
    _ = document.resolve(with: cascade)
    // A plain Label leaf gains and loses class `a`: it alone is recomputed.
    func plainLabel(_ document: TreeDocument) -> StyleNode? {
      document.nodes.last { $0.children.isEmpty && $0 is Label && $0.classes.isEmpty }
    }
    let leaf = try #require(plainLabel(document))
    var cascaded: [Int] = []
    for round in 0..<4 {
      if round % 2 == 0 { leaf.addClass("a") } else { leaf.removeClass("a") }
      let report = leaf.updateStyles()
      #expect(report.recomputedNodes == 1)
      cascaded.append(report.resolution.cascaded)
      let fresh = try TreeDocument.parse(TokenTheme.tree())
      if round % 2 == 0 { plainLabel(fresh)!.addClass("a") }
      let full = Self.pass(cascade, fresh, caching: false)
      #expect(
        OptimisationEquivalenceTests.dump(document.nodes.map { $0.computedStyle! })
          == OptimisationEquivalenceTests.dump(full.styles), "round \(round)")
    }
    // Each list is cascaded once; after that the single-node resolutions find it.
    #expect(cascaded.dropFirst(2).allSatisfy { $0 == 0 }, "\(cascaded)")
  }

  @Test("passes running at once on one cascade each take their own caches")
  func concurrentPasses() throws {
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(TokenTheme.sheet)])
    let trees = try (1...4).map { seed in
      try TreeDocument.parse(TokenTheme.tree(seed: UInt64(seed)))
    }
    let expected = trees.map {
      OptimisationEquivalenceTests.dump(Self.pass(cascade, $0, caching: false).styles)
    }
    let results = Locked<[Int: [[String]]]>([:])
    DispatchQueue.concurrentPerform(iterations: 16) { iteration in
      // Elements belong to one thread: each iteration reads its own copy of the tree.
      let seed = iteration % 4 + 1
      guard let tree = try? TreeDocument.parse(TokenTheme.tree(seed: UInt64(seed))) else {
        return
      }
      let dump = OptimisationEquivalenceTests.dump(
        Self.pass(cascade, tree, workers: iteration % 2 + 1).styles)
      results.withLock { $0[iteration] = dump }
    }
    let dumps = results.withLock { $0 }
    #expect(dumps.count == 16)
    for (iteration, dump) in dumps { #expect(dump == expected[iteration % 4]) }
  }

  @Test("the store hands each set of caches out once, per environment and slot, and bounds them")
  func storeBounds() {
    func caches(_ entries: Int) -> ResolverCaches {
      var caches = ResolverCaches()
      for rank in 0..<Int32(entries) {
        caches.matchedProperties.insert(.uncacheable, parent: nil, key: CompactRankList([rank]))
      }
      return caches
    }
    let store = PassCacheStore(entryLimit: 2)
    let light = StyleEnvironment()
    var dark = light
    dark.colorScheme = .dark
    store.keep(caches(3), for: light, slot: 0)
    #expect(store.take(for: light, slot: 0) == nil)
    store.keep(caches(2), for: light, slot: 0)
    #expect(store.take(for: dark, slot: 0) == nil)
    #expect(store.take(for: light, slot: 1) == nil)
    #expect(store.take(for: light, slot: 0)?.count == 2)
    #expect(store.take(for: light, slot: 0) == nil)
    store.keep(caches(1), for: light, slot: PassCacheStore.slotLimit)
    #expect(store.take(for: light, slot: PassCacheStore.slotLimit) == nil)
    // A fifth environment drops the first one's caches.
    var environments: [StyleEnvironment] = []
    for width in 1...(PassCacheStore.environmentLimit + 1) {
      var environment = light
      environment.width = Double(width)
      environments.append(environment)
      store.keep(caches(1), for: environment, slot: 0)
    }
    #expect(store.take(for: environments[0], slot: 0) == nil)
    #expect(store.take(for: environments[1], slot: 0)?.count == 1)
  }
}
