import Foundation
import SkinKit
import Testing

@testable import SkinKitCascade
@testable import SkinKitSelectors
@testable import SkinKitSyntax

/// A sheet's syntax is read once, into ``SheetSyntax``; ``SyntaxTree`` shows it as nested
/// values, and a tree made elsewhere (a format reader's) is brought back to records. These
/// tests demand that nothing is lost either way: plain rules read from their bytes give the
/// nodes that scanning all their tokens gives, the tree of a sheet's syntax gives that
/// syntax back, the tokens it keeps are those the tokenizer gives for their bytes, and a
/// sheet compiled from its tree compiles to the rules, ranges and diagnostics of the sheet
/// read from its text.
@Suite("The syntax and its tree")
struct SheetSyntaxTests {
  /// Sheets of every construct, and of what could hide a brace, a semicolon or a comment:
  /// strings, comments, escapes, urls, errors, and endings the end of the file cuts short.
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
    // Found by the fuzzer: a `}` inside an unclosed `(`, `[` or function closes nothing.
    "a{@m{{}(}}e", "a { @m { [} } b { c: d } }\ne { f: g }\n",
    "a { @m { f(} }) } b: c }\nd { e: f(;} g { h: i }\n",
  ]

  static let files: [String: String] = [
    "first.skss": "$base: 10px; @layer imported { Imported { padding: $base } }",
    "late.skss": "Late { color: red }",
  ]

  static let reader = FileReader { path throws(StylesheetError) in
    let name = (path as NSString).lastPathComponent
    guard let text = files[name] else { throw StylesheetError(path: path, message: "no such file") }
    return Array(text.utf8)
  }

  static func sheet(_ text: String) -> Stylesheet {
    Stylesheet.parse(text, path: "main.skss", baseDirectory: ".", reader: reader)
  }

  /// What compiling a sheet gives, imports' diagnostics left out (a sheet made from a tree
  /// loads no imports).
  static func compiled(_ sheet: Stylesheet, split: Bool = false) -> [String] {
    var compiled = StylesheetCompiler.compile(
      [(sheet, .app)], table: PropertyTable.builtIn, typeNames: BuiltInTypes.typeNames,
      injected: [:],
      splitFrom: split ? 2 : .max)
    let imports: Set<DiagnosticID> = [.importNotFound, .importCycle, .importLimit]
    compiled.diagnostics.removeAll { imports.contains($0.id) }
    return SplitParseTests.dump(compiled)
  }

  /// Whether the syntax of `file` is whole: it is the syntax read scanning every token
  /// (plain rules are read from their bytes), its tree gives it back, each node's tokens
  /// are those the tokenizer reads in the node's part of the file, and each node's items lie
  /// inside it.
  static func syntaxIsWhole(_ file: SourceFile) -> Bool {
    let syntax = SheetSyntax.parseInOrder(file)
    guard syntax == SheetSyntax.parseInOrder(file, readingPlainRules: false),
      SheetSyntax(tree: syntax.tree) == syntax
    else { return false }
    let all = Tokenizer.tokenize(file).tokens
    for (index, node) in syntax.nodes.enumerated() {
      guard Int(node.end) > index, Int(node.end) <= syntax.nodes.count else { return false }
      let kept = Array(syntax.tokens(of: node))
      guard let first = kept.first, let last = kept.last else { continue }
      // The tokenizer's tokens from the first kept one's start to the last one's end.
      var low = 0
      var high = all.count
      while low < high {
        let middle = (low + high) / 2
        if all[middle].start < first.start { low = middle + 1 } else { high = middle }
      }
      let read = all[low...].prefix { $0.end <= last.end }
      guard kept == Array(read) else { return false }
      if node.kind != .importRule && node.kind != .extend {
        guard node.partBytes == first.start..<last.end else { return false }
      }
    }
    return true
  }

  @Test("the syntax of each edge is whole", arguments: edges)
  func syntaxOfEdges(_ text: String) {
    #expect(Self.syntaxIsWhole(SourceFile(path: "main.skss", text: text)))
  }

  @Test("every prefix of the edges has a whole syntax")
  func syntaxOfEveryPrefix() {
    var mismatches: [String] = []
    for text in Self.edges + [SplitParseTests.tricky] {
      let bytes = Array(text.utf8)
      for end in 0...bytes.count {
        let prefix = String(decoding: bytes[..<end], as: UTF8.self)
        if !Self.syntaxIsWhole(SourceFile(path: "p.skss", text: prefix)) {
          mismatches.append(prefix)
        }
      }
    }
    #expect(mismatches == [])
  }

  @Test(
    "a sheet made from its tree compiles to the rules, ranges and diagnostics of its text",
    arguments: edges + SplitParseTests.dependentHalves + [SplitParseTests.tricky])
  func compileFromTree(_ text: String) {
    let sheet = Self.sheet(text)
    let fromTree = Stylesheet(tree: sheet.tree)
    // Made from a tree, a sheet imports nothing: compared on a sheet whose imports fail.
    let alone = Stylesheet.parse(text, path: "main.skss")
    #expect(Self.compiled(fromTree) == Self.compiled(alone))
    #expect(Self.compiled(sheet, split: true) == Self.compiled(sheet))
  }

  @Test(
    "the bundled themes have whole syntax and compile alike from their trees",
    arguments: ["Default.skss", "Ocean.skss", "Pad.skss", "Showcase.skss"])
  func themes(_ name: String) throws {
    let text = try String(
      contentsOf: Fixtures.repository.appendingPathComponent("Stylesheets/\(name)"),
      encoding: .utf8)
    let sheet = Stylesheet.parse(text, path: name)
    #expect(Self.syntaxIsWhole(sheet.file))
    #expect(Self.compiled(Stylesheet(tree: sheet.tree)) == Self.compiled(sheet))
  }

  @Test("every browser-checked case has a whole syntax and compiles alike from its tree")
  func conformanceCases() {
    var mismatches: [String] = []
    for testCase in ConformanceCase.all {
      let sheet = Stylesheet.parse(testCase.css, path: "case.skss")
      if !Self.syntaxIsWhole(sheet.file)
        || Self.compiled(Stylesheet(tree: sheet.tree)) != Self.compiled(sheet)
      {
        mismatches.append(testCase.css)
      }
    }
    #expect(mismatches == [])
  }

  /// A large sheet of rules, with other items, errors and comments scattered through it.
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

  @Test("a large mixed sheet has a whole syntax and compiles alike from its tree, in halves too")
  func largeMixedSheet() {
    let sheet = Stylesheet.parse(Self.largeSheet(), path: "large.skss")
    #expect(sheet.tree.items.count > 2000)
    #expect(Self.syntaxIsWhole(sheet.file))
    let expected = Self.compiled(sheet)
    #expect(Self.compiled(Stylesheet(tree: sheet.tree)) == expected)
    #expect(Self.compiled(sheet, split: true) == expected)
  }

  @Test("the fuzzer's checks of the syntax hold for every edge and the large mixed sheet")
  func fuzzerCheck() throws {
    for text in Self.edges + [Self.largeSheet()] {
      try FuzzPipeline.checkSyntax(Array(text.utf8))
    }
  }

  @Test("the syntax tree is made when asked for, and is the whole file's")
  func lazyTree() {
    let sheet = Self.sheet(Self.largeSheet())
    let made = sheet.tree
    // Compared as a Bool: a failure would print both trees, megabytes of them.
    let same = made == StylesheetParser.parse(sheet.file)
    #expect(same)
    #expect(made.items.count == Array(sheet.syntax.topLevel).count)
    #expect(made.comments.count == 75)
  }
}
