import SkinKit
import Testing

/// A complex selector keeps every compound's simple selectors in one array, with where the
/// compounds end and the combinators packed in integers (or, past what those hold, in
/// arrays): what it is made of must read, compare, print and match the same whichever way it
/// was made and stored.
@Suite("Language: selector storage")
struct SelectorStorageTests {
  private func parse(_ text: String, nested: Bool = false) throws -> SelectorList {
    try SelectorParser.parse(text, nested: nested, typeNames: .none)
  }

  private static let panel = SimpleSelector.type("Panel", exact: false)
  private static let button = SimpleSelector.type("Button", exact: false)

  @Test func parsedAndBuiltSelectorsAreEqualWithEqualHashes() throws {
    let parsed = try parse("Panel > Button.primary:highlighted ~ .x").selectors[0]
    let built = ComplexSelector(
      compounds: [
        CompoundSelector([Self.panel]),
        CompoundSelector([Self.button, .styleClass("primary"), .state(.highlighted)]),
        CompoundSelector([.styleClass("x")]),
      ],
      combinators: [.child, .subsequentSibling])
    #expect(parsed == built)
    #expect(parsed.hashValue == built.hashValue)
    #expect(Set([parsed, built]).count == 1)
    #expect(parsed.subject == CompoundSelector([.styleClass("x")]))
    #expect(parsed.subject.hashValue == CompoundSelector([.styleClass("x")]).hashValue)
    #expect(parsed.specificity == Specificity(ids: 0, classes: 3, types: 2))
  }

  @Test func theSameSimpleSelectorsInOtherCompoundsOrJoinedOtherwiseDiffer() throws {
    let forms = try ["A.b .c", "A .b.c", "A.b > .c", "A.b + .c", "A.b.c"].map {
      try parse($0).selectors[0]
    }
    #expect(Set(forms).count == forms.count)
    let relative = try parse("> A", nested: true).selectors[0]
    #expect(relative != (try parse("A").selectors[0]))
    #expect(relative.withoutLeadingCombinator == (try parse("A").selectors[0]))
    #expect(relative.description == "> A")
  }

  @Test func compoundsAndCombinatorsAreViewsIndexedFromZero() throws {
    let selector = try parse("A.a B > C.c.d + D ~ E").selectors[0]
    let compounds = selector.compounds
    #expect(compounds.count == 5)
    #expect(compounds.indices == 0..<5)
    #expect(compounds[0].description == "A.a")
    #expect(compounds.last?.description == "E")
    #expect(compounds.reversed().map(\.description) == ["E", "D", "C.c.d", "B", "A.a"])
    #expect(compounds.enumerated().map { "\($0)\($1)" } == ["0A.a", "1B", "2C.c.d", "3D", "4E"])
    #expect(compounds.contains(CompoundSelector([.type("D", exact: false)])))
    let third = compounds[2].components
    #expect(third.indices == 0..<3)
    #expect(third[0] == .type("C", exact: false))
    #expect(Array(third) == [.type("C", exact: false), .styleClass("c"), .styleClass("d")])
    #expect(third.dropFirst().map(\.description) == [".c", ".d"])
    #expect(Array(selector.combinators) == [.descendant, .child, .nextSibling, .subsequentSibling])
    #expect(selector.combinators.indices == 0..<4)
    #expect(selector.combinators.last == .subsequentSibling)
    #expect(Array(selector.combinators.reversed()).first == .subsequentSibling)
    #expect(try parse("A").selectors[0].combinators.isEmpty)
  }

  /// `compounds` compounds of `size` simple selectors (a type, then classes), joined by
  /// descendant and child combinators in turn, written canonically.
  private static func longSelector(compounds: Int, size: Int) -> String {
    let compound = "View" + (0..<(size - 1)).map { ".k\($0)" }.joined()
    return (0..<compounds).map { $0 == 0 ? compound : ($0 % 2 == 0 ? " " : " > ") + compound }
      .joined()
  }

  /// (compounds, simple selectors in each): packed, at its limits, and past them.
  static let shapes: [(Int, Int)] = [
    (1, 1), (8, 1), (9, 1), (8, 36), (8, 37), (2, 255), (2, 256), (1, 300), (12, 3), (40, 300),
  ]

  @Test("a selector of any shape reads, prints and compares as written", arguments: shapes)
  func anyShape(_ count: Int, _ size: Int) throws {
    let text = Self.longSelector(compounds: count, size: size)
    let selector = try parse(text).selectors[0]
    #expect(selector.description == text)
    #expect(selector.specificity == Specificity(ids: 0, classes: count * (size - 1), types: count))
    #expect(selector.compounds.count == count)
    #expect(selector.compounds.allSatisfy { $0.components.count == size })
    let last: SimpleSelector =
      size == 1 ? .type("View", exact: false) : .styleClass(StyleName("k\(size - 2)"))
    #expect(selector.compounds[count - 1].components[size - 1] == last)
    #expect(selector.compounds[count - 1].components[0] == .type("View", exact: false))
    #expect(selector.combinators.count == count - 1)
    #expect(
      Array(selector.combinators) == (1..<count).map { $0 % 2 == 0 ? .descendant : .child })
    let built = ComplexSelector(
      compounds: Array(selector.compounds), combinators: Array(selector.combinators))
    #expect(built == selector)
    #expect(built.hashValue == selector.hashValue)
    let other = try parse(Self.longSelector(compounds: count, size: size) + ".extra").selectors[0]
    #expect(other != selector)
  }

  /// A chain of `depth` views, each with the classes `k0`…`k298` but the one at `missing`.
  private static func chain(depth: Int, missing: Int?) -> String {
    let all = (0..<299).map { "\"k\($0)\"" }.joined(separator: ",")
    var json = ""
    for level in (0..<depth).reversed() {
      let classes = level == missing ? "\"k0\"" : all
      json = "{\"type\":\"View\",\"classes\":[\(classes)],\"children\":[\(json)]}"
    }
    return json
  }

  @Test func aSelectorPastThePackedLayoutMatchesThroughBothMatchers() throws {
    let selector = try parse(Self.longSelector(compounds: 40, size: 300)).selectors[0]
    for (missing, expected) in [(nil, true), (20, false), (39, false)] as [(Int?, Bool)] {
      let document = try TreeDocument.parse(Self.chain(depth: 40, missing: missing))
      let snapshot = TreeSnapshot(subtree: document.root)
      let deepest = snapshot.subtree.upperBound - 1
      let general = NodeMatcher(environment: document.environment)
      #expect(general.matches(selector, snapshot.node(deepest)) == expected)
      #expect(!general.matches(selector, snapshot.node(deepest - 1)))
      var compiled = CompiledSelectors()
      let id = compiled.append(selector)
      let program = ProgramMatcher(
        selectors: compiled.frozen(), snapshot: snapshot, environment: document.environment)
      #expect(program.matches(id, deepest) == expected)
    }
  }

  @Test func exactMarksTheTypeOfItsOwnCompound() throws {
    let selector = try parse("Panel Button:exact.primary > Label").selectors[0]
    #expect(selector.compounds[1].components[0] == .type("Button", exact: true))
    #expect(selector.compounds[0].components[0] == Self.panel)
    #expect(selector.description == "Panel Button:exact.primary > Label")
    #expect(selector.specificity == Specificity(ids: 0, classes: 2, types: 3))
    #expect(throws: SelectorError.self) { try parse("Panel .primary:exact") }
  }

  @Test func nestedListsAreSelectorsOfTheirOwn() throws {
    let text = "A:is(.b > C:not(.d .e)):has(> F + G, ~ H)"
    let selector = try parse(text).selectors[0]
    #expect(selector.description == text)
    #expect(selector.compounds.count == 1)
    let components = selector.subject.components
    #expect(components.count == 3)
    guard case .is(let inner) = components[1], case .has(let relative) = components[2] else {
      Issue.record("expected :is() and :has()")
      return
    }
    #expect(inner.selectors[0].compounds.count == 2)
    guard case .not(let negated) = inner.selectors[0].subject.components[1] else {
      Issue.record("expected :not()")
      return
    }
    #expect(negated.selectors[0] == (try parse(".d .e").selectors[0]))
    #expect(relative.selectors.map(\.leadingCombinator) == [.child, .subsequentSibling])
    #expect(relative.selectors[0].compounds.count == 2)
    #expect(Array(relative.selectors[0].combinators) == [.nextSibling])
    #expect(selector.specificity == Specificity(ids: 0, classes: 3, types: 4))
  }
}
