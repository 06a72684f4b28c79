import Foundation
import SkinKit
import Testing

@testable import SkinKitCascade
@testable import SkinKitSelectors
@testable import SkinKitSyntax

/// Plain rules are read from their bytes, not from tokens and syntax nodes (see
/// `SheetOutline`). These tests demand that nothing tells the two apart: the outline holds
/// what the syntax tree holds, with the diagnostics of a full parse, and compiling it gives
/// the rules, values, ranges, selector texts and diagnostics that compiling the tree gives.
@Suite("Plain rules read from their bytes")
struct PlainRuleTests {
  /// Plain rules beside everything that must not be taken for one, or that could hide a
  /// brace, a semicolon or a comment from a reader of bytes.
  static let edges: [String] = [
    "Button { color: red }\nLabel.title > .badge { font-size: 12px; opacity: 0.5 }\n",
    "a{color:red}b{color:blue}\n@layer x;\nc{color:red}",
    "a { color: red }\n@import \"late.skss\";\nb { color: red }",
    "@import \"first.skss\";\na { padding: $base }\nb { padding: 2px }",
    "/* head */\na { color: red }\n/* between } a { */b { color: blue }\nc { color: red }",
    "a { color: red }\n// line } comment\nb { color: blue }\n",
    "a { content: \"}\" }\nb { color: red }\nc { content: 'x;y' }\nd { color: red }",
    "a { background: url(x;y}.png) }\nb { color: red }\nc { background: URL(a) }",
    "a { color: red !important }\nb { color: red ! important; padding: 1px }\n",
    "a { --x: 1px 2px; --y:(a;b); color: var(--x) }\nb { --z: a }\n",
    "a { color: }\nb { color: ; padding: 1px }\nc { color: red;; ; padding: 2px; }\n",
    "a { colr: red; color: nonsense; padding: 1px 2px 3px 4px 5px }\nb { color: red }",
    ".5a { color: red }\na* { color: red }\n#1a { color: red }\nb:nope { color: red }\n",
    "a:hover:exact { color: red }\n:exact { color: red }\nButton:exact.x { color: red }\n",
    "a , b,c>d + e ~ f { color: red }\n*.x#y:first-child { color: red }\n",
    "a:not(.b) { color: red }\nc:nth-child(2n+1) { color: blue }\n",
    "a { & > b { color: red } color: blue }\nc { color: red }\n",
    "@media (min-width: 10px) { a { color: red } }\nb { color: red }\n",
    "$accent: #ff0000;\na { color: $accent }\nb { color: #00ff00 }\n",
    "<!-- a { color: red } -->\nb { color: red }\n--> c { color: red }\n",
    "a { color: red }\n} b { color: red }\nc { color: red }\n",
    "a { color: red }\nb { color: red\n",
    "a { color: red }\n/* unclosed\nb { color: red }\n",
    "a { color: red }\nb { content: \"unclosed\n}\nc { color: red }\n",
    "a\\62 { color: red }\nb { co\\6cor: red }\nc { color: r\\65 d }\n",
    "é { color: red }\na { content: é }\nb { color: red }\n",
    "a { color: rgb(1, 2, 3); margin: calc(1px + 2px) }\nb { color: rgba(0,0,0,0.5) }\n",
    "a { color: red } @extend .x;\nb { @extend a; }\n",
    "a {}\nb { ; }\nc { color: red; }\n",
    "a-b_c1 -d { color: red }\n-x { color: red }\n--y { color: red }\n",
    "a { 1px: red }\nb { -: red }\nc { color red }\nd { color: red }\n",
    "UILabel { color: red }\nUIView.x { opacity: 0.5 }\n",
    "@layer base { a { color: red } }\nb { color: red }\n@layer { c { color: red } }\n",
    "a { color: red }\n@unknown x { y }\nb { color: red }\n",
    "a { color: red }\n@charset \"utf-8\";\nb{color:red}",
    "a { padding: 1e3px; margin: +2px; opacity: .5 }\nb { width: 10% }\n",
    "a { color: red }     \n\n\t b { color: blue }\t\n",
    "a\n>\nb\n{\ncolor\n:\nred\n;\n}\n",
    // Found by the fuzzer: an at-rule that the end of the file cuts short after a `}`.
    "a { color: red } @layer }", "a { color: red }\n@media x }", "a { color: red } b }",
    "a { color: red } @layer x;", "a { color: red } $c: 1px;",
  ]

  static let files: [String: String] = [
    "first.skss": "$base: 10px; @layer imported { Imported { padding: $base } }",
    "late.skss": "Late { color: red }",
  ]

  static let reader = FileReader { path throws(FileReader.Failure) in
    let name = (path as NSString).lastPathComponent
    guard let text = files[name] else { throw FileReader.Failure(message: "no such file") }
    return Array(text.utf8)
  }

  static func sheet(_ text: String) -> Stylesheet {
    Stylesheet.parse(text, path: "main.skss", baseDirectory: ".", reader: reader)
  }

  /// The same sheet, its items all read as syntax nodes (as they were before plain rules).
  static func nodesOnly(_ sheet: Stylesheet) -> Stylesheet {
    Stylesheet(
      outline: SheetOutline(tree: StylesheetParser.parseInOrder(sheet.file)), file: sheet.file,
      imports: sheet.imports, diagnostics: sheet.diagnostics)
  }

  static func compiled(_ sheet: Stylesheet, split: Bool = false) -> [String] {
    SplitParseTests.dump(
      StylesheetCompiler.compile(
        [(sheet, .app)], table: PropertyTable.builtIn, injected: [:],
        splitFrom: split ? 2 : .max))
  }

  /// Whether the outline holds what the tree does: each plain rule where the tree has a rule
  /// with that prelude, range and declarations (and nothing else in its block), every other
  /// item as it is in the tree, and the tree's diagnostics.
  static func outlineMatchesTree(_ file: SourceFile) -> Bool {
    let outline = SheetOutline(file)
    let tree = StylesheetParser.parseInOrder(file)
    guard outline.diagnostics == tree.diagnostics, outline.items.count == tree.items.count
    else { return false }
    for (item, node) in zip(outline.items, tree.items) {
      switch item {
      case .node(let index):
        guard outline.nodes[index] == node else { return false }
      case .rule(let index):
        let plain = outline.rules[index]
        guard case .rule(let rule) = node, rule.preludeRange.bytes == plain.prelude,
          rule.range.bytes == plain.prelude.lowerBound..<plain.end,
          rule.items.count == plain.declarations.count
        else { return false }
        for (written, position) in zip(rule.items, plain.declarations) {
          let declaration = outline.declarations[position]
          guard case .declaration(let syntax) = written, !syntax.important,
            syntax.nameRange.bytes == declaration.name,
            syntax.name == file.text(in: declaration.name),
            syntax.valueRange.bytes == declaration.value,
            syntax.range.bytes == declaration.name.lowerBound..<declaration.end,
            Array(syntax.value) == Tokenizer.tokenize(file, bytes: declaration.value).tokens
          else { return false }
        }
      }
    }
    return true
  }

  @Test("the outline of each edge holds the tree's items and diagnostics", arguments: edges)
  func outlineOfEdges(_ text: String) {
    #expect(Self.outlineMatchesTree(SourceFile(path: "main.skss", text: text)))
  }

  @Test("every prefix of the edges has the outline of its tree")
  func outlineOfEveryPrefix() {
    var mismatches: [String] = []
    for text in Self.edges + [SplitParseTests.tricky] {
      let bytes = Array(text.utf8)
      for end in 0...bytes.count {
        let prefix = String(decoding: bytes[..<end], as: UTF8.self)
        if !Self.outlineMatchesTree(SourceFile(path: "p.skss", text: prefix)) {
          mismatches.append(prefix)
        }
      }
    }
    #expect(mismatches == [])
  }

  @Test(
    "plain rules compile to the rules, ranges and diagnostics of their syntax nodes",
    arguments: edges + SplitParseTests.dependentHalves + [SplitParseTests.tricky])
  func compileLikeNodes(_ text: String) {
    let sheet = Self.sheet(text)
    let expected = Self.compiled(Self.nodesOnly(sheet))
    #expect(Self.compiled(sheet) == expected)
    #expect(Self.compiled(sheet, split: true) == expected)
  }

  @Test(
    "the bundled themes compile alike from their outline",
    arguments: ["Default.skss", "Ocean.skss", "Pad.skss", "Showcase.skss"])
  func themes(_ name: String) throws {
    let text = try String(
      contentsOf: Fixtures.repository.appendingPathComponent("Stylesheets/\(name)"),
      encoding: .utf8)
    let sheet = Self.sheet(text)
    #expect(Self.outlineMatchesTree(sheet.file))
    #expect(Self.compiled(sheet) == Self.compiled(Self.nodesOnly(sheet)))
  }

  @Test("every browser-checked case compiles alike from its outline")
  func conformanceCases() {
    var mismatches: [String] = []
    for testCase in ConformanceCase.all {
      let sheet = Self.sheet(testCase.css)
      if !Self.outlineMatchesTree(sheet.file)
        || Self.compiled(sheet) != Self.compiled(Self.nodesOnly(sheet))
      {
        mismatches.append(testCase.css)
      }
    }
    #expect(mismatches == [])
  }

  /// A large sheet of plain rules, with other items, errors and comments scattered through
  /// it: the outline must find its way back to plain rules after each.
  static func largeSheet() -> String {
    var seed: UInt64 = 0x0071_17E5
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    let selectors = [
      "Button", ".primary", "Label.title > .badge", "#save", "Card .x:first-child",
      "Panel + Switch ~ *", "a, b", ".x:highlighted", "Cell:nope", ".1x",
    ]
    let declarations = [
      "color: red", "padding: 4px 8px", "opacity: 0.5", "font-size: 12px",
      "background-color: #0a0b0c", "colr: red", "color: nonsense", "--x: 1px",
      "margin: calc(1px + 2px)",
    ]
    let others = [
      "/* } */", "@media (min-width: 10px) { A { color: red } }", "$c: 1px;",
      "Nested { & > B { color: red } }", "@layer l { L { color: red } }", "S { content: \"}\" }",
      "I { color: red !important }", "// x }",
    ]
    var lines: [String] = []
    for _ in 0..<3000 {
      if next(10) == 0 {
        lines.append(others[next(others.count)])
        continue
      }
      let block = (0..<next(4)).map { _ in declarations[next(declarations.count)] }
      lines.append(
        "\(selectors[next(selectors.count)]) { \(block.joined(separator: "; ")) }")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test("a large mixed sheet has the tree's outline and compiles alike, in halves too")
  func largeMixedSheet() {
    let sheet = Self.sheet(Self.largeSheet())
    #expect(sheet.outline.rules.count > 2000)
    #expect(Self.outlineMatchesTree(sheet.file))
    let expected = Self.compiled(Self.nodesOnly(sheet))
    #expect(Self.compiled(sheet) == expected)
    #expect(Self.compiled(sheet, split: true) == expected)
  }

  @Test("the fuzzer's check of plain rules holds for every edge and the large mixed sheet")
  func fuzzerCheck() throws {
    for text in Self.edges + [Self.largeSheet()] {
      try FuzzPipeline.checkPlainRules(Array(text.utf8))
    }
  }

  @Test("the syntax tree is parsed when asked for, and is the whole file's")
  func lazyTree() {
    let sheet = Self.sheet(Self.largeSheet())
    let parsed = sheet.tree
    // Compared as a Bool: a failure would print both trees, megabytes of them.
    let same = parsed == StylesheetParser.parse(sheet.file)
    #expect(same)
    #expect(parsed.items.count == sheet.outline.items.count)
    #expect(parsed.comments.count == 75)
  }

  @Test("each byte class holds exactly the bytes it names")
  func byteClasses() {
    func set(_ characters: String) -> Set<UInt8> { Set(characters.utf8) }
    let letters = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
    let whitespace = set(" \t\n")
    let nameStart = letters.union(set("_"))
    let name = nameStart.union(set("0123456789-"))
    let classes: [(ByteClass.Flags, Set<UInt8>)] = [
      (.whitespace, whitespace), (.nameStart, nameStart), (.name, name),
      (.prelude, name.union(whitespace).union(set(".#:*>+~,"))),
      (.value, name.union(whitespace).union(set(".#%,+*()"))),
    ]
    for (flags, members) in classes {
      let found = Set((0...255).map(UInt8.init).filter { ByteClass.is($0, flags) })
      #expect(found == members)
    }
  }

  /// Values made into one token without a scanner (`true`), or left to it (`false`).
  static let plainValues: [(String, Bool)] = [
    ("12px", true), ("0", true), ("0.80", true), ("3.14159", true), ("50%", true),
    ("1.5em", true), ("2PX", true), ("1e", true), ("7E", true), ("123456789012345", true),
    ("1234567890123456", false), ("1e5", false), ("1e-5px", false), ("1.", false),
    ("1.5.3", false), (".5", false), ("+1", false), ("-1px", false), ("1px2", false),
    ("1p-x", false), ("#3c9357", true), ("#abc", true), ("#A0B", true), ("#0", true),
    ("#", false), ("#-x", false), ("#a_b", false), ("#a-b", false), ("red", true),
    ("Center", true), ("a-b-", true), ("a1", true), ("-x", false), ("--x", false),
    ("_x", false), ("a_b", false), ("1px 2px", false), ("rgb(1,2,3)", false), ("a,b", false),
  ]

  @Test("a plain value's one token is the scanner's", arguments: plainValues)
  func plainTokens(_ text: String, _ made: Bool) {
    let file = SourceFile(path: "v", text: text)
    var names = NameCache()
    let token = file.bytes.withUnsafeBufferPointer {
      Tokenizer.plainToken($0, 0..<$0.count, names: &names)
    }
    #expect((token != nil) == made)
    if let token { #expect([token] == Tokenizer.tokenize(file).tokens) }
  }

  /// Selectors written with the plain forms, valid and not.
  static let selectors: [String] = [
    "Button", "button", "UILabel", "*", "*.x", ".a.b.c", "#id", "#-x", "a#b.c:first-child",
    "Panel > Button.primary:highlighted", "a b", "a  >  b", "a>b+c~d", "a,b", " a , b ",
    "a:exact", "a:EXACT.x", ":exact", ".x:exact", "a:hover", "a:Highlighted", "a:nope",
    "a::before", "a:", "a.", "a#", ".1", "#1a", "a*", "**", "a >", "> a", "a,", ",a", "a,,b",
    "-a", "--a", "-1", "a -b", "_x", "a+1", "a +.b", "a:first-child:last-child", ":root",
    ":disabled", ":enabled", ":normal", ":dark", "a:not", "a\tb", "a\nb", "a- b", "a--b",
  ]

  @Test("plain selectors read from bytes are those read from tokens", arguments: selectors)
  func plainSelectors(_ text: String) {
    let file = SourceFile(path: "s", text: text)
    var names = NameCache()
    let plain = file.bytes.withUnsafeBufferPointer {
      SelectorParser.parsePlain($0, 0..<$0.count, names: &names)
    }
    let tokens = Tokenizer.tokenize(file).tokens
    var low = 0
    var high = tokens.count
    while low < high && tokens[low].kind == .whitespace { low += 1 }
    while high > low && tokens[high - 1].kind == .whitespace { high -= 1 }
    let parsed = SelectorParser.parse(tokens[low..<high], in: file, nested: false)
    let tokenList: SelectorList? = if case .success(let list) = parsed { list } else { nil }
    if let plain {
      #expect(tokenList == plain)
    } else if let list = tokenList {
      // Only forms outside the plain ones may be left to tokens: none of these is valid
      // and outside them but `--a` (a custom identifier as a type).
      #expect(text == "--a", "\(list)")
    }
  }
}
