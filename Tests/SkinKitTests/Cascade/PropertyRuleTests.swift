import SkinKit
import Testing

/// `@property` (CSS Properties and Values API 1, skss-language.md §10): registered custom
/// properties, computed by their syntax as Chromium computes and serializes them.
@Suite("At-rules: @property")
struct PropertyRuleTests {
  /// A panel, a `.p` box with a `.k` item in it, and a plain box.
  static let tree = #"""
    {"type": "Panel", "children": [
      {"type": "Box", "classes": ["p"], "children": [{"type": "Item", "classes": ["k"]}]},
      {"type": "Box"}]}
    """#

  /// Every node's custom property `name` as text (`nil` when it has none), by path.
  static func custom(_ name: String, sheet: String, tree: String = tree) throws -> [String: String]
  {
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(sheet, path: "test.skss")])
    let document = try TreeDocument.parse(tree, path: "tree.json")
    let resolution = document.resolve(with: cascade)
    var result: [String: String] = [:]
    for (node, style) in zip(resolution.nodes, resolution.styles) {
      result[node.stylePath] = style.customProperty(name).map { TokenPrinter.print($0) }
    }
    return result
  }

  @Test("a registered color that does not inherit: children get the initial value")
  func nonInherited() throws {
    let sheet = """
      @property --c { syntax: '<color>'; inherits: false; initial-value: blue; }
      .p { --c: red; }
      Box, Item { color: var(--c); }
      """
    #expect(
      try Self.custom("--c", sheet: sheet)
        == [
          "0": "rgb(0, 0, 255)", "0/0": "rgb(255, 0, 0)", "0/0/0": "rgb(0, 0, 255)",
          "0/1": "rgb(0, 0, 255)",
        ])
    #expect(
      try Resolved.values("color", sheet: sheet, tree: Self.tree)
        == ["0": "#000000ff", "0/0": "#ff0000ff", "0/0/0": "#0000ffff", "0/1": "#0000ffff"])
  }

  @Test("a registered color that inherits passes its computed color down")
  func inherited() throws {
    let sheet = """
      @property --c { syntax: '<color>'; inherits: true; initial-value: blue; }
      .p { --c: hsl(0 100% 50%); }
      """
    #expect(
      try Self.custom("--c", sheet: sheet)
        == [
          "0": "rgb(0, 0, 255)", "0/0": "rgb(255, 0, 0)", "0/0/0": "rgb(255, 0, 0)",
          "0/1": "rgb(0, 0, 255)",
        ])
  }

  @Test("a value that is not of the syntax behaves as unset: inherited, or the initial value")
  func invalidAtComputedValueTime() throws {
    let sheet = """
      @property --c { syntax: '<color>'; inherits: true; initial-value: green; }
      @property --n { syntax: '<color>'; inherits: false; initial-value: green; }
      .p { --c: red; --n: red; }
      .k { --c: 12px; --n: 12px; }
      """
    #expect(try Self.custom("--c", sheet: sheet)["0/0/0"] == "rgb(255, 0, 0)")
    #expect(try Self.custom("--n", sheet: sheet)["0/0/0"] == "rgb(0, 128, 0)")
  }

  @Test("em computes at the declaring element; its children inherit the pixels")
  func emComputesWhereDeclared() throws {
    let sheet = """
      @property --l { syntax: '<length>'; inherits: true; initial-value: 0px; }
      .p { font-size: 10px; --l: 2em; }
      .k { font-size: 20px; padding-top: var(--l); }
      """
    #expect(
      try Self.custom("--l", sheet: sheet) == [
        "0": "0px", "0/0": "20px", "0/0/0": "20px", "0/1": "0px",
      ])
    #expect(try Resolved.values("padding-top", sheet: sheet, tree: Self.tree)["0/0/0"] == "20")
  }

  @Test("siblings matching the same rules under one parent keep their own font-relative values")
  func noSharingAcrossFontSizes() throws {
    let sheet = """
      @property --l { syntax: '<length>'; inherits: true; initial-value: 0px; }
      Item { --l: 1em; padding-top: var(--l); }
      .big { font-size: 30px; }
      """
    let tree = #"""
      {"type": "Panel", "children": [{"type": "Item"}, {"type": "Item", "classes": ["big"]},
        {"type": "Item"}]}
      """#
    #expect(
      try Self.custom("--l", sheet: sheet, tree: tree)
        == ["0": "0px", "0/0": "16px", "0/1": "30px", "0/2": "16px"])
  }

  /// (syntax, value, computed value as Chromium serializes it; `nil`: invalid).
  static let syntaxes: [(String, String, String?)] = [
    ("<number>", "calc(1.5 * 3)", "4.5"),
    ("<number>", "12px", nil),
    ("<integer>", "7", "7"),
    ("<integer>", "1.5", nil),
    ("<integer>", "calc(5 / 2)", "3"),
    ("<percentage>", "calc(10% * 3)", "30%"),
    ("<percentage>", "12px", nil),
    ("<length>", "0", "0px"),
    ("<length>", "12", nil),
    ("<length>", "calc(1px + 2)", nil),
    ("<length>", "calc(1em + 1rem)", "32px"),
    ("<length>", "1in", "96px"),
    ("<length>", "10%", nil),
    ("<length-percentage>", "calc(50% + 1em)", "calc(50% + 16px)"),
    ("<length-percentage>", "25%", "25%"),
    ("<angle>", "0.5turn", "180deg"),
    ("<angle>", "calc(90deg * 2)", "180deg"),
    ("<angle>", "calc(90deg + 1)", nil),
    ("<time>", "250ms", "0.25s"),
    ("<time>", "calc(1s / 4)", "0.25s"),
    ("<resolution>", "96dpi", "1dppx"),
    ("<resolution>", "2x", "2dppx"),
    ("<color>", "#ff000080", "rgba(255, 0, 0, 0.5)"),
    ("<color>", "rgba(0, 0, 255, 0.3)", "rgba(0, 0, 255, 0.3)"),
    ("<color>", "oklch(0.6 0.1 200)", "oklch(0.6 0.1 200)"),
    ("<custom-ident>", "Foo", "Foo"),
    ("<custom-ident>", "default", nil),
    ("<string>", "'a b'", "\"a b\""),
    ("auto | <length>", "auto", "auto"),
    ("auto | <length>", "Auto", nil),
    ("auto | <length>", "2px", "2px"),
    ("<length>+", "1px 1em", "1px 16px"),
    ("<length>+", "1px, 2px", nil),
    ("<color>#", "blue, #00ff00", "rgb(0, 0, 255), rgb(0, 255, 0)"),
    ("*", "a  b", "a b"),
  ]

  @Test("each syntax reads and computes its values", arguments: syntaxes)
  func syntax(_ syntax: String, _ value: String, _ expected: String?) throws {
    let initial: String =
      switch syntax {
      case "<number>", "<integer>": "0"
      case "<percentage>": "0%"
      case "<length>", "<length-percentage>", "auto | <length>", "<length>+": "0px"
      case "<angle>": "0deg"
      case "<time>": "0s"
      case "<resolution>": "1dppx"
      case "<color>", "<color>#": "black"
      case "<custom-ident>": "none"
      case "<string>": "''"
      default: "x"
      }
    let registered = """
      @property --x { syntax: '\(syntax)'; inherits: false; initial-value: \(initial); }
      .p { --x: \(value); }
      """
    let values = try Self.custom("--x", sheet: registered)
    if let expected {
      #expect(values["0/0"] == expected)
    } else {
      // Invalid at computed-value time: the initial value.
      #expect(values["0/0"] == values["0"])
    }
  }

  @Test("the last valid @property of a name wins; invalid ones are ignored")
  func lastValidRuleWins() throws {
    let sheet = """
      @property --c { syntax: '<color>'; inherits: false; initial-value: red; }
      @property --c { syntax: '<length>'; inherits: true; initial-value: 4px; }
      @property --c { syntax: '<color>'; initial-value: blue; }
      .p { --c: 2px; }
      """
    #expect(
      try Self.custom("--c", sheet: sheet) == [
        "0": "4px", "0/0": "2px", "0/0/0": "2px", "0/1": "4px",
      ])
  }

  @Test("an ignored @property leaves the custom property unregistered")
  func ignoredRule() throws {
    let sheet = """
      @property --a { syntax: '<length>'; inherits: false; initial-value: 3em; }
      @property --b { syntax: '<length>'; inherits: false; }
      .p { --a: 1em; --b: 1em; }
      """
    #expect(try Self.custom("--a", sheet: sheet) == ["0/0": "1em", "0/0/0": "1em"])
    #expect(try Self.custom("--b", sheet: sheet) == ["0/0": "1em", "0/0/0": "1em"])
  }

  @Test("CSS-wide keywords: inherit takes the parent's value even where it does not inherit")
  func keywords() throws {
    let sheet = """
      @property --n { syntax: '<length>'; inherits: false; initial-value: 1px; }
      @property --h { syntax: '<length>'; inherits: true; initial-value: 2px; }
      .p { --n: 5px; --h: 6px; }
      .k { --n: inherit; --h: initial; }
      Box:not(.p) { --n: unset; --h: unset; }
      """
    #expect(
      try Self.custom("--n", sheet: sheet) == [
        "0": "1px", "0/0": "5px", "0/0/0": "5px", "0/1": "1px",
      ])
    #expect(
      try Self.custom("--h", sheet: sheet) == [
        "0": "2px", "0/0": "6px", "0/0/0": "2px", "0/1": "2px",
      ])
  }

  @Test("var() of a registered property substitutes its computed value")
  func substitution() throws {
    let sheet = """
      @property --l { syntax: '<length>'; inherits: true; initial-value: 0px; }
      .p { font-size: 8px; --l: 2em; --text: var(--l); }
      .k { font-size: 30px; }
      """
    #expect(try Self.custom("--text", sheet: sheet) == ["0/0": "16px", "0/0/0": "16px"])
  }

  @Test("@property is read inside @supports that holds, not inside one that does not")
  func supports() throws {
    let sheet = """
      @supports (color: red) { @property --a { syntax: '<length>'; inherits: false; initial-value: 1px; } }
      @supports (color: frobnicate) { @property --b { syntax: '<length>'; inherits: false; initial-value: 2px; } }
      """
    #expect(try Self.custom("--a", sheet: sheet)["0"] == "1px")
    #expect(try Self.custom("--b", sheet: sheet)["0"] == nil)
  }

  @Test("currentcolor in a registered color stays a keyword: each element reads its own color")
  func currentColorIsKept() throws {
    let sheet = """
      @property --c { syntax: '<color>'; inherits: true; initial-value: currentcolor; }
      .p { color: red; --c: currentcolor; }
      .k { color: blue; background-color: var(--c); }
      Box:not(.p) { background-color: var(--c); }
      """
    #expect(try Self.custom("--c", sheet: sheet)["0/0/0"] == "currentcolor")
    #expect(
      try Resolved.values("background-color", sheet: sheet, tree: Self.tree)
        == ["0": "#00000000", "0/0": "#00000000", "0/0/0": "#0000ffff", "0/1": "#000000ff"])
  }

  @Test("rules of one name: the strongest layer wins (no layer beats every layer), then the last")
  func layers() throws {
    let sheet = """
      @property --c { syntax: '<length>'; inherits: false; initial-value: 1px; }
      @layer x { @property --c { syntax: '<length>'; inherits: false; initial-value: 2px; } }
      @layer y { @property --d { syntax: '<length>'; inherits: false; initial-value: 3px; } }
      @layer x { @property --d { syntax: '<length>'; inherits: false; initial-value: 4px; } }
      @layer y { @property --d { syntax: '<length>'; inherits: false; initial-value: 5px; } }
      """
    #expect(try Self.custom("--c", sheet: sheet)["0"] == "1px")
    #expect(try Self.custom("--d", sheet: sheet)["0"] == "5px")
  }

  @Test("@property in @media counts where the query holds; a change of it restyles every element")
  func media() throws {
    let sheet = """
      @media (min-width: 500px) {
        @property --gap { syntax: '<length>'; inherits: false; initial-value: 8px; }
      }
      Item { padding-top: var(--gap, 1px); }
      """
    let tree = #"{"type": "Panel", "children": [{"type": "Item"}]}"#
    let wide = try Resolved.values(
      "padding-top", sheet: sheet, tree: tree, environment: ["width": "600", "height": "400"])
    let narrow = try Resolved.values(
      "padding-top", sheet: sheet, tree: tree, environment: ["width": "300", "height": "400"])
    #expect(wide["0/0"] == "8")
    #expect(narrow["0/0"] == "1")
    let map = InvalidationMap(cascade: StyleCascade(stylesheets: [Stylesheet.parse(sheet)]))
    let (small, large) = (
      StyleEnvironment(width: 300, height: 400), StyleEnvironment(width: 600, height: 400)
    )
    #expect(map.environmentChange(from: small, to: large).affectsEveryElement)
    #expect(
      map.environmentChange(from: large, to: StyleEnvironment(width: 700, height: 400)).isEmpty)
  }

  @Test("an initial value in viewport units is computed against the environment's size")
  func viewportInitialValue() throws {
    let sheet = "@property --b { syntax: '<length>'; inherits: false; initial-value: 10vw; }"
    let tree = #"{"environment": {"width": 800, "height": 600}, "root": {"type": "Panel"}}"#
    #expect(try Self.custom("--b", sheet: sheet, tree: tree)["0"] == "80px")
    let map = InvalidationMap(cascade: StyleCascade(stylesheets: [Stylesheet.parse(sheet)]))
    #expect(
      map.environmentChange(
        from: StyleEnvironment(width: 800, height: 600),
        to: StyleEnvironment(width: 400, height: 600)
      ).affectsEveryElement)
  }

  @Test(
    "font-size reading a registered length in em is a cycle: both are invalid, font-size inherits")
  func fontSizeCycle() throws {
    let sheet = """
      @property --l { syntax: '<length>'; inherits: true; initial-value: 3px; }
      .p { font-size: 10px; }
      .k { --l: 2em; --m: var(--l); font-size: var(--m); }
      """
    #expect(try Self.custom("--l", sheet: sheet)["0/0/0"] == "3px")
    #expect(try Self.custom("--m", sheet: sheet)["0/0/0"] == nil)
    #expect(try Resolved.values("font-size", sheet: sheet, tree: Self.tree)["0/0/0"] == "10")
    let resolved = try Language.resolve(sheet, tree: Self.tree)
    #expect(resolved.diagnostics.map(Language.summary) == ["custom-property-cycle@3:31"])
  }

  @Test("skss format keeps @property, every token of it")
  func formatting() {
    let file = SourceFile(
      path: "a.skss",
      text: "@property --c{syntax:'<color>';inherits:false;initial-value:#000}@property --d;")
    #expect(
      CanonicalFormat.format(file)
        == .formatted(
          "@property --c {\n  syntax: \"<color>\";\n  inherits: false;\n  initial-value: #000;\n}\n\n@property --d;\n"
        ))
  }
}

/// `skss explain` on registered custom properties.
@Suite("At-rules: @property in skss explain")
struct PropertyRuleExplainTests {
  @Test("an initial value names its @property; a value not of the syntax is void and unset")
  func explain() throws {
    let sheet = """
      @property --c { syntax: '<color>'; inherits: false; initial-value: blue; }
      @property --l { syntax: '<length>'; inherits: true; initial-value: 0px; }
      .p { --c: red; --l: 2em; }
      .k { --l: red; }
      """
    let tree =
      #"{"type": "Box", "classes": ["p"], "children": [{"type": "Item", "classes": ["k"]}]}"#
    let result = try Workspace(["a.skss": sheet, "t.json": tree]).run([
      "explain", "a.skss", "--tree", "t.json", "--node", "0/0", "-p", "--c,--l",
    ])
    #expect(result.status == 0)
    #expect(result.err == "")
    #expect(
      result.out == """
        0/0 Item.k
          --c: rgb(0, 0, 255)  (initial value of @property at a.skss:1:1)
          --l: 32px  (inherited from 0 Box.p)
            void a.skss:4:6  .k (0,1,0) { --l: red }
                not of its @property syntax (once var() is substituted): the property behaves as unset
            at 0 Box.p:
              wins a.skss:3:16  .p (0,1,0) { --l: 2em }

        """)
  }
}
