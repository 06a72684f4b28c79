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

  static func pass(
    _ cascade: StyleCascade, _ document: TreeDocument, environment: StyleEnvironment? = nil,
    workers: Int = 1, caching: Bool = true
  ) -> Pass {
    var styles: [ComputedStyle] = []
    let (diagnostics, statistics) = cascade.resolveTreeCounting(
      document.root, environment: environment ?? document.environment, workers: workers,
      caching: caching, visit: { _, style in styles.append(style) })
    return (styles, diagnostics.map(\.description).sorted(), statistics)
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
    let sets = DescendantInvalidation(cascade: cascade, styleClass: "theme-dark")
    var styles = cascade.resolveAll(root, environment: document.environment)
    var madeWhenOn: [Int] = []
    for round in 1...4 {
      let on = round % 2 == 1
      if on {
        root.styleClasses.append("theme-dark")
      } else {
        root.styleClasses.removeAll { $0 == "theme-dark" }
      }
      let result = cascade.restyle(root, previous: styles, environment: document.environment) {
        index, element in index == 0 || sets.invalidates(element)
      }
      let full = Self.pass(cascade, document, caching: false)
      #expect(
        OptimisationEquivalenceTests.dump(result.styles)
          == OptimisationEquivalenceTests.dump(full.styles), "round \(round)")
      if on { madeWhenOn.append(result.statistics.customPropertySetsMade) }
      styles = result.styles
    }
    // The dark palette is made once; the second time the root's list is in the caches, with
    // the set it made, so every node below finds its values under that same set.
    #expect(madeWhenOn == [45, 0])
  }

  @Test("a live tree's session takes what the last pass left, and leaves its own")
  func sessions() throws {
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(TokenTheme.sheet)])
    let document = try TreeDocument.parse(TokenTheme.tree())
    let full = Self.pass(cascade, document, caching: false)
    /// Every node through a session, as `StyleManager` restyles a live tree.
    func viaSession() -> (styles: [ComputedStyle], statistics: ResolutionStatistics) {
      let session = StyleResolutionSession(cascade: cascade, environment: document.environment)
      var styles: [ComputedStyle] = []
      func walk(_ node: TreeNode, parent: ComputedStyle?) {
        let style = session.resolve(node, parentStyle: parent)
        styles.append(style)
        session.enter(node)
        for child in node.children { walk(child, parent: style) }
        session.leave()
      }
      walk(document.root, parent: nil)
      return (styles, session.statistics)
    }
    let first = viaSession()
    let second = viaSession()
    let pass = Self.pass(cascade, document)
    for (name, styles) in [("first", first.styles), ("second", second.styles)] {
      #expect(
        OptimisationEquivalenceTests.dump(styles)
          == OptimisationEquivalenceTests.dump(full.styles), "\(name) session")
    }
    Self.expectSame(pass, full, "pass after the sessions")
    // The first session starts cold; the second finds the first one's caches, and the pass
    // after them the second one's: only the lists whose values depend on the parent are
    // cascaded again, and no custom property set is made again.
    #expect(first.statistics.cascaded == 140)
    #expect(first.statistics.customPropertySetsMade == 40)
    #expect(second.statistics.cascaded == 71)
    #expect(second.statistics.customPropertySetsMade == 0)
    #expect(pass.statistics.cascaded == 71)
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
