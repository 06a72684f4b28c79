import SkinKit
import Testing

@Suite("What changes affect, from the selectors")
struct InvalidationMapTests {
  private func map(_ sheet: String) -> InvalidationMap {
    InvalidationMap(cascade: StyleCascade(stylesheets: [Stylesheet.parse(sheet)]))
  }

  struct ScopeCase: Sendable, CustomTestStringConvertible {
    let sheet: String
    let expected: InvalidationScope
    var testDescription: String { sheet }
  }

  static let classCases: [ScopeCase] = [
    ScopeCase(sheet: ".a { opacity: 1 }", expected: .element),
    ScopeCase(sheet: ".a Label { opacity: 1 }", expected: .descendants),
    ScopeCase(sheet: ".a > Label { opacity: 1 }", expected: .children),
    ScopeCase(sheet: ".a > View > Label { opacity: 1 }", expected: .descendants),
    ScopeCase(sheet: ".a + Label { opacity: 1 }", expected: .nextSibling),
    ScopeCase(sheet: ".a ~ Label { opacity: 1 }", expected: .laterSiblings),
    ScopeCase(sheet: ".a + View Label { opacity: 1 }", expected: .siblingDescendants),
    ScopeCase(sheet: "View .a + Label { opacity: 1 }", expected: .nextSibling),
    ScopeCase(sheet: ":is(.a, .b) { opacity: 1 }", expected: .element),
    ScopeCase(sheet: ":not(.a) Label { opacity: 1 }", expected: .descendants),
    ScopeCase(sheet: ":where(.a Label) { opacity: 1 }", expected: .descendants),
    ScopeCase(
      sheet: "Label:nth-child(2 of .a) { opacity: 1 }",
      expected: [.element, .earlierSiblings, .laterSiblings]),
    ScopeCase(sheet: ".b { opacity: 1 }", expected: []),
  ]

  @Test(arguments: classCases)
  func classScopes(_ entry: ScopeCase) {
    #expect(map(entry.sheet).scope(for: .styleClass("a")) == entry.expected)
  }

  @Test func otherFeatures() {
    let map = map(
      """
      #save:highlighted { opacity: 0.5 }
      View:disabled Label { color: gray }
      Button:enabled { opacity: 1 }
      [title="x"] > Label { opacity: 1 }
      Label:first-child { opacity: 1 }
      View:empty { opacity: 1 }
      View { border-color: inherit }
      """)
    #expect(map.scope(for: .identifier("save")) == .element)
    #expect(map.scope(for: .state(.highlighted)) == .element)
    #expect(map.scope(for: .state(.disabled)) == [.element, .descendants])
    #expect(map.scope(for: .state(.selected)) == [])
    #expect(map.testedStates == [.highlighted, .disabled])
    #expect(map.scope(for: .attribute("title")) == .children)
    #expect(map.scope(for: .position) == .element)
    #expect(map.scope(for: .childCount) == .element)
    #expect(map.inheritsNonInheritedProperties)
    #expect(map.invalidation(forClassChangeFrom: ["a", "b"], to: ["b"]).scope == [])
    #expect(
      map.invalidation(forStateChangeFrom: [], to: [.highlighted, .selected]).scope == .element)
  }

  @Test func environmentChangesFlipOnlyDependentRules() {
    let map = map(
      """
      @media dark { .title { color: white } }
      Label:landscape { opacity: 1 }
      @media (min-width: 600) { * { padding: 1 } }
      """)
    let light = StyleEnvironment()
    let dark = map.environmentChange(from: light, to: StyleEnvironment(colorScheme: .dark))
    #expect(!dark.isEmpty && !dark.affectsEveryElement)
    #expect(dark.mightAffect(Label(text: nil, classes: ["title"])))
    #expect(!dark.mightAffect(Label(text: nil)))
    let rotated = map.environmentChange(
      from: light, to: StyleEnvironment(orientation: .landscape))
    #expect(rotated.mightAffect(Label(text: nil)) && !rotated.mightAffect(View()))
    let wide = map.environmentChange(from: light, to: StyleEnvironment(width: 800, height: 600))
    #expect(wide.affectsEveryElement)
    #expect(map.environmentChange(from: light, to: light).isEmpty)
  }
}
