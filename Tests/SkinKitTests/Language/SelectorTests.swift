import SkinKit
import Testing

/// A specificity (a,b,c).
private func spec(_ a: Int, _ b: Int, _ c: Int) -> Specificity {
  Specificity(ids: a, classes: b, types: c)
}

/// skss-language.md §3: every selector form parses into the typed AST with its specificity
/// triple, prints canonically, and invalid selectors are rejected with the right id.
@Suite("Language: selectors")
struct SelectorTests {
  /// (selector, canonical text, specificity (a,b,c)). Specificities follow Selectors 4 §17,
  /// counted by hand: ids, then classes/attributes/pseudo-classes, then types.
  static let specificities: [(String, String, Specificity)] = [
    // Types, :exact, universal, class, id.
    ("Button", "Button", spec(0, 0, 1)),
    ("Button:exact", "Button:exact", spec(0, 1, 1)),
    ("*", "*", spec(0, 0, 0)),
    (".primary", ".primary", spec(0, 1, 0)),
    ("#save", "#save", spec(1, 0, 0)),
    ("Button.primary.large#save", "Button.primary.large#save", spec(1, 2, 1)),
    ("*.primary", "*.primary", spec(0, 1, 0)),
    // UIKit names name the model widgets.
    ("UIButton", "Button", spec(0, 0, 1)),
    ("UINavigationBar > UIBarButtonItem", "NavigationBar > BarButtonItem", spec(0, 0, 2)),
    ("UIButton:exact", "Button:exact", spec(0, 1, 1)),
    // A name that only looks like a UIKit name stays as written (an app type).
    ("UIFancyWidget", "UIFancyWidget", spec(0, 0, 1)),
    // Attributes: presence, every operator, the i and s flags.
    ("[title]", "[title]", spec(0, 1, 0)),
    ("[title=\"Save\"]", "[title=\"Save\"]", spec(0, 1, 0)),
    ("[title=Save]", "[title=\"Save\"]", spec(0, 1, 0)),
    ("[title~=\"a\"]", "[title~=\"a\"]", spec(0, 1, 0)),
    ("[title^=\"S\"]", "[title^=\"S\"]", spec(0, 1, 0)),
    ("[title$=\"e\"]", "[title$=\"e\"]", spec(0, 1, 0)),
    ("[title*=\"av\"]", "[title*=\"av\"]", spec(0, 1, 0)),
    ("[lang|=\"en\"]", "[lang|=\"en\"]", spec(0, 1, 0)),
    ("[title=\"save\" i]", "[title=\"save\" i]", spec(0, 1, 0)),
    ("[title=\"save\" s]", "[title=\"save\"]", spec(0, 1, 0)),
    ("[ title = 'x' ]", "[title=\"x\"]", spec(0, 1, 0)),
    ("Button[title][accessibility-id]", "Button[title][accessibility-id]", spec(0, 2, 1)),
    // The four combinators: specificities add up.
    ("View Button", "View Button", spec(0, 0, 2)),
    ("View > Button", "View > Button", spec(0, 0, 2)),
    ("Label + Button", "Label + Button", spec(0, 0, 2)),
    ("Label ~ Button", "Label ~ Button", spec(0, 0, 2)),
    ("View>Button", "View > Button", spec(0, 0, 2)),
    ("Window .panel > Label~Button+#save", "Window .panel > Label ~ Button + #save", spec(1, 1, 3)),
    // States.
    (":highlighted", ":highlighted", spec(0, 1, 0)),
    (":selected", ":selected", spec(0, 1, 0)),
    (":disabled", ":disabled", spec(0, 1, 0)),
    (":focused", ":focused", spec(0, 1, 0)),
    (":enabled", ":enabled", spec(0, 1, 0)),
    (":normal", ":normal", spec(0, 1, 0)),
    ("Button:highlighted:selected", "Button:highlighted:selected", spec(0, 2, 1)),
    ("Button:HIGHLIGHTED", "Button:highlighted", spec(0, 1, 1)),
    // Structure.
    (":root", ":root", spec(0, 1, 0)),
    (":first-child", ":first-child", spec(0, 1, 0)),
    (":last-child", ":last-child", spec(0, 1, 0)),
    (":only-child", ":only-child", spec(0, 1, 0)),
    (":first-of-type", ":first-of-type", spec(0, 1, 0)),
    (":last-of-type", ":last-of-type", spec(0, 1, 0)),
    (":only-of-type", ":only-of-type", spec(0, 1, 0)),
    (":empty", ":empty", spec(0, 1, 0)),
    (":nth-child(2n+1)", ":nth-child(2n+1)", spec(0, 1, 0)),
    (":nth-last-child(2)", ":nth-last-child(2)", spec(0, 1, 0)),
    (":nth-of-type(odd)", ":nth-of-type(2n+1)", spec(0, 1, 0)),
    (":nth-last-of-type(even)", ":nth-last-of-type(2n)", spec(0, 1, 0)),
    // `of S` adds the most specific selector of S (Selectors 4 §17).
    (":nth-child(odd of .primary)", ":nth-child(2n+1 of .primary)", spec(0, 2, 0)),
    (":nth-child(1 of Button, #save)", ":nth-child(1 of Button, #save)", spec(1, 1, 0)),
    (
      ":nth-last-child(-n+2 of Button.primary)", ":nth-last-child(-n+2 of Button.primary)",
      spec(0, 2, 1)
    ),
    // Environment.
    (":phone", ":phone", spec(0, 1, 0)),
    (":pad", ":pad", spec(0, 1, 0)),
    (":tv", ":tv", spec(0, 1, 0)),
    (":mac", ":mac", spec(0, 1, 0)),
    (":watch", ":watch", spec(0, 1, 0)),
    (":car", ":car", spec(0, 1, 0)),
    (":vision", ":vision", spec(0, 1, 0)),
    (":portrait", ":portrait", spec(0, 1, 0)),
    (":landscape", ":landscape", spec(0, 1, 0)),
    (":dark", ":dark", spec(0, 1, 0)),
    (":light", ":light", spec(0, 1, 0)),
    ("Button:pad:dark", "Button:pad:dark", spec(0, 2, 1)),
    // Logic: :not and :is take their most specific argument; :where counts nothing.
    (":not(.primary)", ":not(.primary)", spec(0, 1, 0)),
    (":not(Button, #save)", ":not(Button, #save)", spec(1, 0, 0)),
    (":not(Button)", ":not(Button)", spec(0, 0, 1)),
    (":is(Button, .primary)", ":is(Button, .primary)", spec(0, 1, 0)),
    (":is(View > Button.primary, Label)", ":is(View > Button.primary, Label)", spec(0, 1, 2)),
    (":where(#save, .primary)", ":where(#save, .primary)", spec(0, 0, 0)),
    ("Button:where(#save)", "Button:where(#save)", spec(0, 0, 1)),
    (":is(:not(#a), :where(#b))", ":is(:not(#a), :where(#b))", spec(1, 0, 0)),
    // :is() and :where() are forgiving: an invalid entry is dropped, as in CSS.
    (":is(Button, ::before, .x)", ":is(Button, .x)", spec(0, 1, 0)),
    (":where(:hover, Label)", ":where(Label)", spec(0, 0, 0)),
    // Pseudo-elements and :host are valid and match nothing (their specificity as CSS says:
    // a pseudo-element counts as a type, :host as a pseudo-class plus its argument).
    ("::before", "::before", spec(0, 0, 1)),
    ("Button::placeholder", "Button::placeholder", spec(0, 0, 2)),
    (".a ::backdrop", ".a ::backdrop", spec(0, 1, 1)),
    ("::-webkit-scrollbar", "::-webkit-scrollbar", spec(0, 0, 1)),
    ("::part(label)", "::part(label)", spec(0, 0, 1)),
    (":after", ":after", spec(0, 0, 1)),
    (":host", ":host", spec(0, 1, 0)),
    (":host(.dark)", ":host(.dark)", spec(0, 2, 0)),
    (":HOST(Button#a)", ":host(Button#a)", spec(1, 1, 1)),
    (":host-context(.theme)", ":host-context(.theme)", spec(0, 2, 0)),
    (":not(:host)", ":not(:host)", spec(0, 1, 0)),
    (":is(:host(#x), .a)", ":is(:host(#x), .a)", spec(1, 1, 0)),
  ]

  @Test("each form has its specificity triple and canonical text", arguments: specificities)
  func specificity(_ text: String, _ canonical: String, _ expected: Specificity) throws {
    let list = try SelectorParser.parse(text, typeNames: BuiltInTypes.typeNames)
    #expect(list.selectors.count == 1)
    #expect(list.selectors[0].specificity == expected)
    #expect(list.description == canonical)
  }

  @Test func selectorListKeepsEachSelectorsOwnSpecificity() throws {
    let list = try SelectorParser.parse(
      "Button.primary, #save, *", typeNames: BuiltInTypes.typeNames)
    #expect(list.selectors.map(\.specificity) == [spec(0, 1, 1), spec(1, 0, 0), spec(0, 0, 0)])
    #expect(list.maximumSpecificity == spec(1, 0, 0))
  }

  @Test func specificityComparesLexicographically() {
    #expect(spec(0, 11, 0) > spec(0, 10, 9))
    #expect(spec(1, 0, 0) > spec(0, 99, 99))
    #expect(spec(0, 1, 1) < spec(0, 1, 2))
    #expect(!(spec(0, 1, 0) < spec(0, 1, 0)))
  }

  /// The typed AST of each simple selector form.
  static let components: [(String, SimpleSelector)] = [
    ("Button", .type(StyleName("Button"), exact: false)),
    ("UIButton", .type(StyleName("Button"), exact: false)),
    ("Button:exact", .type(StyleName("Button"), exact: true)),
    ("*", .universal),
    (".primary", .styleClass(StyleName("primary"))),
    ("#save", .identifier(StyleName("save"))),
    ("[title]", .attribute(AttributeSelector(name: "title"))),
    ("[title=Save]", .attribute(AttributeSelector(name: "title", op: .equals, value: "Save"))),
    ("[t~=\"a b\"]", .attribute(AttributeSelector(name: "t", op: .includes, value: "a b"))),
    ("[lang|=en]", .attribute(AttributeSelector(name: "lang", op: .dashMatch, value: "en"))),
    ("[t^=\"S\"]", .attribute(AttributeSelector(name: "t", op: .prefix, value: "S"))),
    ("[t$=\"e\"]", .attribute(AttributeSelector(name: "t", op: .suffix, value: "e"))),
    ("[t*=\"v\"]", .attribute(AttributeSelector(name: "t", op: .substring, value: "v"))),
    (
      "[t=\"v\" I]",
      .attribute(AttributeSelector(name: "t", op: .equals, value: "v", caseInsensitive: true))
    ),
    (":highlighted", .state(.highlighted)),
    (":selected", .state(.selected)),
    (":disabled", .state(.disabled)),
    (":focused", .state(.focused)),
    (":enabled", .enabled),
    (":normal", .normal),
    (":root", .structural(.root)),
    (":empty", .structural(.empty)),
    (":only-of-type", .structural(.onlyOfType)),
    (":nth-child(3)", .nth(NthPseudoClass(kind: .child, formula: NthFormula(a: 0, b: 3)))),
    (":nth-of-type(n)", .nth(NthPseudoClass(kind: .ofType, formula: NthFormula(a: 1, b: 0)))),
    (":pad", .environment(.idiom(.pad))),
    (":landscape", .environment(.orientation(.landscape))),
    (":dark", .environment(.colorScheme(.dark))),
    (
      ":not(.a)",
      .not(
        SelectorList([
          ComplexSelector(compounds: [CompoundSelector([.styleClass("a")])], combinators: [])
        ]))
    ),
  ]

  @Test("each simple selector parses to its typed form", arguments: components)
  func typedComponent(_ text: String, _ expected: SimpleSelector) throws {
    let list = try SelectorParser.parse(text, typeNames: BuiltInTypes.typeNames)
    #expect(list.selectors.count == 1)
    #expect(list.selectors[0].compounds.count == 1)
    #expect(list.selectors[0].subject.components == [expected])
  }

  @Test func combinatorsAreTyped() throws {
    let selector = try SelectorParser.parse("A B > C + D ~ E", typeNames: BuiltInTypes.typeNames)
      .selectors[0]
    #expect(Array(selector.combinators) == [.descendant, .child, .nextSibling, .subsequentSibling])
    #expect(selector.compounds.map(\.description) == ["A", "B", "C", "D", "E"])
  }

  @Test func attributeOperatorsMatchAsSelectors4Says() {
    func matches(
      _ op: AttributeSelector.Operator?, _ value: String, _ actual: String?, i: Bool = false
    )
      -> Bool
    {
      AttributeSelector(name: "t", op: op, value: value, caseInsensitive: i).matches(actual)
    }
    #expect(matches(nil, "", "anything"))
    #expect(!matches(nil, "", nil))
    #expect(matches(.equals, "Save", "Save"))
    #expect(!matches(.equals, "Save", "save"))
    #expect(matches(.equals, "Save", "sAVE", i: true))
    #expect(matches(.includes, "b", "a b c"))
    #expect(!matches(.includes, "b", "abc"))
    #expect(!matches(.includes, "", "a  b"))
    #expect(matches(.dashMatch, "en", "en"))
    #expect(matches(.dashMatch, "en", "en-US"))
    #expect(!matches(.dashMatch, "en", "english"))
    #expect(matches(.prefix, "Sa", "Save"))
    #expect(!matches(.prefix, "", "Save"))
    #expect(matches(.suffix, "ve", "Save"))
    #expect(matches(.substring, "av", "Save"))
    #expect(!matches(.substring, "AV", "Save"))
    #expect(matches(.substring, "AV", "Save", i: true))
  }

  /// An+B (CSS Syntax §6), written in a selector: (argument, A, B).
  static let formulas: [(String, Int, Int)] = [
    ("odd", 2, 1),
    ("even", 2, 0),
    ("ODD", 2, 1),
    ("-n+3", -1, 3),
    ("2n- 1", 2, -1),
    ("2n - 1", 2, -1),
    ("2n+ 1", 2, 1),
    ("+5", 0, 5),
    ("-5", 0, -5),
    ("5", 0, 5),
    ("n", 1, 0),
    ("+n", 1, 0),
    ("-n", -1, 0),
    ("N", 1, 0),
    ("3n", 3, 0),
    ("-2n+4", -2, 4),
    ("0n+2", 0, 2),
    ("n-1", 1, -1),
    (" 2n+1 ", 2, 1),
  ]

  @Test("An+B forms parse to A and B", arguments: formulas)
  func nthFormula(_ argument: String, _ a: Int, _ b: Int) throws {
    let list = try SelectorParser.parse(
      ":nth-child(\(argument))", typeNames: BuiltInTypes.typeNames)
    guard case .nth(let nth) = list.selectors[0].subject.components[0] else {
      Issue.record("not an nth pseudo-class")
      return
    }
    #expect(nth.formula == NthFormula(a: a, b: b))
  }

  /// (formula, the 1-based positions among 1…8 it selects).
  static let selections: [(NthFormula, [Int])] = [
    (NthFormula(a: 2, b: 1), [1, 3, 5, 7]),
    (NthFormula(a: 2, b: 0), [2, 4, 6, 8]),
    (NthFormula(a: -1, b: 3), [1, 2, 3]),
    (NthFormula(a: 2, b: -1), [1, 3, 5, 7]),
    (NthFormula(a: 0, b: 5), [5]),
    (NthFormula(a: 1, b: 0), [1, 2, 3, 4, 5, 6, 7, 8]),
    (NthFormula(a: 3, b: 2), [2, 5, 8]),
    (NthFormula(a: -2, b: 5), [1, 3, 5]),
    (NthFormula(a: 0, b: 0), []),
  ]

  @Test("An+B selects the positions A·n+B for n ≥ 0", arguments: selections)
  func nthSelection(_ formula: NthFormula, _ positions: [Int]) {
    #expect((1...8).filter(formula.matches) == positions)
  }

  /// Invalid selectors: (text, id, 1-based column of the offending token).
  static let invalid: [(String, DiagnosticID, Int)] = [
    ("Button..primary", .invalidSelector, 7),
    ("Button.", .invalidSelector, 7),
    (".1a", .invalidSelector, 1),
    ("#1a", .invalidSelector, 1),
    ("Button >", .invalidSelector, 8),
    ("> Button", .invalidSelector, 1),
    ("Button,", .invalidSelector, 7),
    (", Button", .invalidSelector, 1),
    ("Button::bfore", .invalidSelector, 9),
    ("::-moz-selection", .invalidSelector, 3),
    ("::before .a", .invalidSelector, 10),
    ("::before.a", .invalidSelector, 9),
    (":before > .a", .invalidSelector, 9),
    (":host(.a .b)", .invalidSelector, 2),
    (":host(.a, .b)", .invalidSelector, 2),
    ("Button:", .invalidSelector, 7),
    (".a:exact", .invalidSelector, 3),
    (":exact", .invalidSelector, 1),
    ("Button:hover", .unknownPseudoClass, 8),
    (":frobnicate(1)", .unknownPseudoClass, 2),
    ("Button:nth-child", .invalidSelector, 8),
    (":not", .invalidSelector, 2),
    (":not()", .invalidSelector, 6),
    (":not(::before)", .invalidSelector, 6),
    (":nth-child()", .invalidSelector, 12),
    (":nth-child(2n+)", .invalidSelector, 12),
    (":nth-child(2 n)", .invalidSelector, 12),
    (":nth-child(1.5n)", .invalidSelector, 12),
    (":nth-child(+ n)", .invalidSelector, 12),
    (":nth-child(2n + -1)", .invalidSelector, 12),
    (":nth-child(1 of)", .invalidSelector, 14),
    (":nth-of-type(1 of .a)", .invalidSelector, 14),
    (":nth-child(odd", .invalidSelector, 2),
    ("[title", .invalidSelector, 1),
    ("[=x]", .invalidSelector, 1),
    ("[title=]", .invalidSelector, 1),
    ("[title==x]", .invalidSelector, 1),
    ("[title=\"a\" x]", .invalidSelector, 1),
    ("ns|Button", .invalidSelector, 3),
    ("Button*", .invalidSelector, 7),
    ("Button!", .invalidSelector, 7),
  ]

  @Test("invalid selectors are rejected with their id and column", arguments: invalid)
  func rejected(_ text: String, _ id: DiagnosticID, _ column: Int) {
    do {
      let list = try SelectorParser.parse(text, typeNames: BuiltInTypes.typeNames)
      Issue.record("'\(text)' parsed as '\(list)'")
    } catch {
      #expect(error.diagnostic.id == id)
      #expect(error.diagnostic.location?.line == 1)
      #expect(error.diagnostic.location?.column == column)
    }
  }

  @Test func leadingCombinatorIsAllowedOnlyWhenNested() throws {
    let nested = try SelectorParser.parse(
      "> Button", nested: true, typeNames: BuiltInTypes.typeNames)
    #expect(nested.selectors[0].leadingCombinator == .child)
    #expect(nested.description == "> Button")
    #expect(throws: SelectorError.self) {
      try SelectorParser.parse("> Button", typeNames: BuiltInTypes.typeNames)
    }
  }

  @Test func selectorsNestedTooDeeplyAreRejected() {
    let depth = SelectorParser.maximumDepth + 1
    let text =
      String(repeating: ":not(", count: depth) + ".a" + String(repeating: ")", count: depth)
    do {
      _ = try SelectorParser.parse(text, typeNames: BuiltInTypes.typeNames)
      Issue.record("a selector nested \(depth) deep parsed")
    } catch {
      #expect(error.diagnostic.id == .nestingTooDeep)
    }
    let fine = SelectorParser.maximumDepth
    let allowed =
      String(repeating: ":is(", count: fine) + ".a" + String(repeating: ")", count: fine)
    #expect(throws: Never.self) {
      try SelectorParser.parse(allowed, typeNames: BuiltInTypes.typeNames)
    }
  }
}

/// What each form matches on ``Language/standardTree`` (window > panel > label, save,
/// cancel:disabled), in the default environment (phone, light, no size: portrait).
@Suite("Language: selectors match what §3 says")
struct SelectorMatchingTests {
  static let all = ["window", "panel", "label", "save", "cancel"]

  static let cases: [(String, [String])] = [
    ("Button", ["save", "cancel"]),
    ("UIButton", ["save", "cancel"]),
    ("Control", ["save", "cancel"]),
    ("View", all),
    ("View:exact", ["panel"]),
    ("Control:exact", []),
    ("Unregistered", []),
    ("*", all),
    (".primary", ["save"]),
    ("#save", ["save"]),
    ("[title]", ["save"]),
    ("[title=save i]", ["save"]),
    ("[title=save]", []),
    ("[title^=Sa]", ["save"]),
    ("View > Button", ["save", "cancel"]),
    ("Window Button", ["save", "cancel"]),
    ("Window > Button", []),
    ("Label + Button", ["save"]),
    ("Label ~ Button", ["save", "cancel"]),
    (":disabled", ["cancel"]),
    (":enabled", ["window", "panel", "label", "save"]),
    (":normal", ["window", "panel", "label", "save"]),
    (":highlighted", []),
    (":root", ["window"]),
    (".panel > :first-child", ["label"]),
    ("Button:last-child", ["cancel"]),
    ("Window > :only-child", ["panel"]),
    ("Button:first-of-type", ["save"]),
    ("Button:last-of-type", ["cancel"]),
    ("Label:only-of-type", ["label"]),
    (":empty", ["label", "save", "cancel"]),
    (".panel > :nth-child(2)", ["save"]),
    (".panel > :nth-child(odd)", ["label", "cancel"]),
    (".panel > :nth-child(-n+2)", ["label", "save"]),
    (".panel > :nth-last-child(1)", ["cancel"]),
    ("Button:nth-of-type(2)", ["cancel"]),
    ("Button:nth-last-of-type(2)", ["save"]),
    (".panel > :nth-child(1 of Button)", ["save"]),
    (".panel > :nth-last-child(2 of :enabled)", ["label"]),
    (":phone", all),
    (":pad", []),
    (":light", all),
    (":dark", []),
    (":portrait", all),
    (":landscape", []),
    (":not(Button)", ["window", "panel", "label"]),
    (":is(Label, #save)", ["label", "save"]),
    (":where(.title)", ["label"]),
  ]

  @Test("each form matches exactly its nodes", arguments: cases)
  func matches(_ selector: String, _ expected: [String]) throws {
    let resolved = try Language.resolve("\(selector) { border-width: 7; }")
    #expect(resolved.diagnostics.isEmpty)
    let matched = Self.all.filter { resolved.value("border-width", of: $0) == "7" }
    #expect(matched == expected)
  }
}
