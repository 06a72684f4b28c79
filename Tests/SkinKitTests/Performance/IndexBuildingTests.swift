import SkinKitSelectors
import Testing

@testable import SkinKitCascade

/// The rule index sorts rules by packed integer keys and counts names in an open-addressing
/// table: both must give exactly what the plain structures give.
@Suite("Rule index building")
struct IndexBuildingTests {
  /// A seeded generator, so that a failure repeats.
  struct Numbers {
    var seed: UInt64
    mutating func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
  }

  /// Keys in order of appearance (with ties), over a few origins, layers and specificities.
  static func keys(_ count: Int, _ numbers: inout Numbers, largest: Int = 4) -> [RuleSortKey] {
    var order = 0
    return (0..<count).map { _ in
      order += numbers.next(3) == 0 ? 0 : 1
      let layer = numbers.next(4) == 0 ? Int.max : numbers.next(5)
      return RuleSortKey(
        origin: numbers.next(3), layer: layer,
        specificity: Specificity(
          ids: numbers.next(2), classes: numbers.next(largest), types: numbers.next(largest)),
        order: order)
    }
  }

  static func comparedNormal(_ keys: [RuleSortKey]) -> [Int] {
    keys.indices.sorted { RuleSortKey.normalPrecedes(keys[$0], keys[$1]) }
  }

  static func comparedImportant(_ positions: [Int], _ keys: [RuleSortKey]) -> [Int] {
    positions.sorted { RuleSortKey.importantPrecedes(keys[$0], keys[$1]) }
  }

  @Test("packed keys sort as the key comparison does, below and above the radix size")
  func packedOrderEqualsComparison() {
    var numbers = Numbers(seed: 0x5EED)
    for count in [0, 1, 2, 17, RankSort.minimumRadixCount - 1, RankSort.minimumRadixCount, 3000] {
      for round in 0..<3 {
        let keys = Self.keys(count, &numbers, largest: round == 2 ? 3000 : 4)
        #expect(RankSort.normalOrder(keys) == Self.comparedNormal(keys), "\(count) \(round)")
        let important = keys.indices.filter { _ in numbers.next(2) == 0 }
        #expect(
          RankSort.importantOrder(important, of: keys) == Self.comparedImportant(important, keys),
          "\(count) \(round)")
      }
    }
  }

  @Test("keys out of order of appearance, or too wide to pack, are compared")
  func unpackableKeysAreCompared() {
    var numbers = Numbers(seed: 0xFACE)
    var shuffled = Self.keys(600, &numbers)
    for index in shuffled.indices { shuffled[index].order = numbers.next(50) }
    #expect(RankSort.normalOrder(shuffled) == Self.comparedNormal(shuffled))
    #expect(
      RankSort.importantOrder(Array(shuffled.indices), of: shuffled)
        == Self.comparedImportant(Array(shuffled.indices), shuffled))
    var wide = Self.keys(600, &numbers)
    wide[7].specificity = Specificity(ids: 1 << 30, classes: 1 << 30, types: 1 << 30)
    #expect(RankSort.normalOrder(wide) == Self.comparedNormal(wide))
    #expect(
      RankSort.importantOrder(Array(wide.indices), of: wide)
        == Self.comparedImportant(Array(wide.indices), wide))
  }

  @Test("the radix sort orders by the bits above the positions, keeping equal ones in order")
  func radixSortIsStable() {
    // Positions in the low 4 bits; fields 3, 1, 3, 1 above them.
    func key(_ field: UInt64, _ position: UInt64, _ bits: UInt64) -> UInt64 {
      field << bits | position
    }
    var packed = [key(3, 0, 4), key(1, 1, 4), key(3, 2, 4), key(1, 3, 4)]
    RankSort.radixSort(&packed, positionBits: 4)
    #expect(packed == [key(1, 1, 4), key(1, 3, 4), key(3, 0, 4), key(3, 2, 4)])
    // Fields wider than one pass (11 bits).
    var wide = [key(5000, 0, 20), key(7, 1, 20), key(70_000, 2, 20), key(7, 3, 20)]
    RankSort.radixSort(&wide, positionBits: 20)
    #expect(wide == [key(7, 1, 20), key(7, 3, 20), key(5000, 0, 20), key(70_000, 2, 20)])
  }

  @Test("the code table holds what a dictionary holds, as it grows")
  func codeTableEqualsDictionary() {
    var numbers = Numbers(seed: 0xC0DE)
    var table = CodeTable(capacity: 2)
    var dictionary: [UInt64: Int32] = [:]
    for step in 0..<5000 {
      let code = UInt64(1 + numbers.next(4)) << 32 | UInt64(numbers.next(900))
      if step % 3 == 0 {
        table[code] = Int32(step)
        dictionary[code] = Int32(step)
      } else {
        table.add(2, to: code)
        dictionary[code, default: 0] += 2
      }
    }
    #expect(table.count == dictionary.count)
    for kind in 1...5 {
      for id in 0..<1000 {
        let code = UInt64(kind) << 32 | UInt64(id)
        #expect(table[code] == dictionary[code], "\(kind) \(id)")
      }
    }
  }
}

/// A large cascade's invalidation sets are read on a second core beside the index, rule by
/// rule in the order they were written: they must be those read in cascade order.
@Suite("Invalidation read beside the index")
struct ParallelInvalidationTests {
  /// A sheet of `count` rules mixing what invalidation reads: classes, ids, states,
  /// combinators, `:has()`, `@media`, `:dark`, viewport units and `@scope`, in an order the
  /// cascade reorders (layers, specificities).
  static func sheet(_ count: Int) -> String {
    var numbers = IndexBuildingTests.Numbers(seed: 7)
    var text = "@layer low, high;\n"
    let states = [":highlighted", ":selected", ":disabled", ":focused", ""]
    let combinators = [" ", " > ", " + ", " ~ "]
    for index in 0..<count {
      let subject = [".c\(numbers.next(300))", "#i\(numbers.next(50))", "Label", "*"][
        numbers.next(4)]
      var selector = subject + states[numbers.next(states.count)]
      if numbers.next(3) == 0 {
        selector =
          ".a\(numbers.next(40))" + combinators[numbers.next(combinators.count)] + selector
      }
      if numbers.next(40) == 0 { selector = ".h\(numbers.next(10)):has(> .k\(index % 7))" }
      if numbers.next(50) == 0 { selector += ":dark" }
      let value = numbers.next(30) == 0 ? "\(numbers.next(9))vw" : "\(numbers.next(9))px"
      var rule = "\(selector) { padding-left: \(value) }"
      switch numbers.next(60) {
      case 0: rule = "@media (min-width: \(numbers.next(900))px) { \(rule) }"
      case 1: rule = "@layer \(numbers.next(2) == 0 ? "low" : "high") { \(rule) }"
      case 2: rule = "@scope (.s\(numbers.next(5))) { \(rule) }"
      default: break
      }
      text += rule + "\n"
    }
    return text
  }

  @Test("the sets read beside the index are those read in cascade order")
  func sameAsCascadeOrder() {
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(Self.sheet(6000))])
    let index = cascade.index
    #expect(index.written.count >= RuleIndex.minimumParallelRules)
    #expect(cascade.diagnostics == [])
    let read = InvalidationMap(cascade: cascade)
    // What the map read, against the rules read one by one in cascade order.
    let inOrder = RuleInvalidations(selectorsOf: index.entries)
      .adding(index.valueEnvironment, of: index.written)
    let features =
      (0..<300).map { InvalidationFeature.styleClass(StyleName("c\($0)")) }
      + (0..<40).map { .styleClass(StyleName("a\($0)")) }
      + (0..<10).map { .styleClass(StyleName("h\($0)")) }
      + (0..<7).map { .styleClass(StyleName("k\($0)")) }
      + (0..<5).map { .styleClass(StyleName("s\($0)")) }
      + (0..<50).map { .identifier(StyleName("i\($0)")) }
      + ElementState.names.map { .state($0.1) }
    var differing = 0
    var empty = 0
    for feature in features {
      if read.invalidation(for: feature) != (inOrder.invalidations[feature] ?? Invalidation()) {
        differing += 1
      }
      if read.invalidation(for: feature).isEmpty { empty += 1 }
    }
    #expect(differing == 0)
    #expect(empty < features.count / 10)
    #expect(read.testedStates == inOrder.testedStates)
    // The rules whose matching or values depend on the environment, as sets.
    func described(_ sets: RuleInvalidations) -> ([String], [String]) {
      (
        sets.environmentRules.map {
          "\($0.subjectKey.map { "\($0)" } ?? "*") \($0.media) \($0.pseudoClasses)"
        }.sorted(),
        sets.environmentValueRules.map {
          "\($0.subjectKey.map { "\($0)" } ?? "*") \($0.1.rawValue)"
        }.sorted()
      )
    }
    let readRules = described(
      RuleInvalidations(selectorsOf: index.written).adding(
        index.valueEnvironment, of: index.written))
    let inOrderRules = described(inOrder)
    #expect(readRules.0 == inOrderRules.0)
    #expect(readRules.1 == inOrderRules.1)
    #expect(readRules.0.count > 100)
    #expect(readRules.1.count > 100)
    #expect(read.environmentRules.count == inOrderRules.0.count)
    #expect(read.environmentValueRules.count == inOrderRules.1.count)
  }
}
