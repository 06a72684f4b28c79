import Foundation
import SkinKit
import SkinKitSupport
import Testing

@testable import SkinKitCascade
@testable import SkinKitSelectors
@testable import SkinKitSyntax

/// A large sheet is parsed and compiled in two halves at once, and indexed in two parts. Each half is speculative
/// (it is read as if it started a file, with the constants the first half will define);
/// these tests demand that the joined result is the one reading the whole sheet in order
/// gives, wherever the split falls and whatever spans it.
@Suite("Large sheets on two cores")
struct SplitParseTests {
  /// A sheet with everything that can span a split or depend on what came before it.
  static let tricky = """
    @import "first.skss";
    $accent: #ff0000;
    /* a comment
       over } three
       lines */
    Button { color: $accent; }
    // a line comment }
    Label.title:first-child > .badge { font-size: 12px; content: "a string \\
    that goes on"; }
    @media (min-width: 600px) {
      Label { color: red }
    }
    @layer base {
    Button { padding: 4px }
    }
    Card { & > Label { color: blue } .nested & { opacity: 0.5 } }
    @import "late.skss";
    } Stray { color: green }
    <!-- Cdo { color: red } -->
    Label { content: "é\\26 x"; background: url(image.png) }
    Cell { color: $undefined }
    Unclosed { color: red

    """

  /// Whether splitting `text` at `split` gives the syntax reading it in order gives.
  static func splitMatches(_ text: String, at split: Int) -> Bool {
    let file = SourceFile(path: "split.skss", text: text)
    return SheetSyntax.parse(file, splitAt: split) == SheetSyntax.parseInOrder(file)
  }

  @Test("a split at any byte gives the syntax of the whole file")
  func everyByteOfTheTrickySheet() {
    let count = SourceFile(path: "t", text: Self.tricky).bytes.count
    let mismatches = (0...count).filter { !Self.splitMatches(Self.tricky, at: $0) }
    #expect(mismatches == [])
  }

  @Test(
    "the bundled themes split at every line give their syntax",
    arguments: [
      "Default.skss", "Ocean.skss", "Pad.skss", "Showcase.skss",
    ])
  func bundledThemes(_ name: String) throws {
    let url = Fixtures.repository.appendingPathComponent("Stylesheets/\(name)")
    let text = try String(contentsOf: url, encoding: .utf8)
    let bytes = Array(text.utf8)
    let lineStarts = bytes.indices.filter { $0 == 0 || bytes[$0 - 1] == 0x0A }
    #expect(lineStarts.filter { !Self.splitMatches(text, at: $0) } == [])
  }

  @Test("the split point is the first line after the middle that starts a top-level rule")
  func splitPoint() {
    let text = "A { }\nB {\n  C { }\n}\nD { }\nE { }\n"
    // The middle is byte 14, inside "  C { }"; the line after "  C { }" starts with "}"
    // and is skipped; "D" follows a line ending in "}".
    #expect(SheetSyntax.splitPoint(in: Array(text.utf8)) == 20)
    #expect(SheetSyntax.splitPoint(in: Array("A { } B { } C { }".utf8)) == nil)
  }

  @Test("a large sheet parses to the syntax of the whole file, diagnostics in order")
  func largeSheet() throws {
    // Each `Button` rule holds a declaration without its colon: a parser diagnostic in
    // both halves.
    let rule = "Label.title > .badge { color: #123456; padding: 4px }\nButton { colr red }\n"
    let text = String(repeating: rule, count: 3000)
    let file = SourceFile(path: "large.skss", text: text)
    #expect(file.bytes.count >= StylesheetParser.minimumSplitSize)
    let split = try #require(SheetSyntax.splitPoint(in: file.bytes))
    let inOrder = SheetSyntax.parseInOrder(file)
    let halves = SheetSyntax.parse(file, splitAt: split)
    #expect(halves == inOrder)
    #expect(SheetSyntax.parse(file) == inOrder)
    #expect(halves.tree == StylesheetParser.parse(file))
    #expect(Array(halves.topLevel).count == 6000)
    let offsets = halves.diagnostics.map(\.range.bytes.lowerBound)
    #expect(offsets.count == 3000)
    #expect(offsets == offsets.sorted())
    #expect(offsets.contains { $0 < split } && offsets.contains { $0 > split })
    // The second half's ranges are on a twin of the file (each thread counts references
    // on its own object), equal to it and placing offsets on the same lines and columns.
    let last = try #require(halves.diagnostics.last)
    #expect(last.range.file !== file)
    #expect(last.range.file == file)
    #expect(last.range.description == "large.skss:6000:10")
    #expect(Set(halves.diagnostics.compactMap(\.range.file)).count == 1)
  }

  @Test(
    "a file's twin is equal to it, hashes alike and places offsets alike; a second read is another file"
  )
  func twins() {
    let file = SourceFile(path: "a.skss", text: "A { }\nB {\n  color: red }\n")
    let twin = file.twin()
    #expect(twin !== file)
    #expect(twin == file && file == twin)
    #expect(twin.hashValue == file.hashValue)
    #expect(twin.twin() == file)
    #expect("\(twin.location(at: 12))" == "3:3")
    #expect("\(file.location(at: 12))" == "3:3")
    #expect(twin.path == file.path && twin.bytes == file.bytes)
    #expect(SourceFile(path: "a.skss", text: "A { }\nB {\n  color: red }\n") != file)
    let here = SourceRange(file: file, bytes: 0..<3)
    let there = SourceRange(file: twin, bytes: 6..<9)
    #expect(here.union(there).bytes == 0..<9)
  }

  // MARK: Compiling

  static let files: [String: String] = [
    "first.skss": "$base: 10px; @layer imported { Imported { padding: $base } }",
    "late.skss": "Late { color: red }",
  ]

  static func sheet(_ text: String) -> Stylesheet {
    let reader = FileReader { path throws(StylesheetError) in
      let name = (path as NSString).lastPathComponent
      guard let text = files[name] else {
        throw StylesheetError(path: path, message: "no such file")
      }
      return Array(text.utf8)
    }
    return Stylesheet.parse(text, path: "main.skss", baseDirectory: ".", reader: reader)
  }

  /// Every rule, layer and diagnostic of a compile, as text.
  static func dump(_ compiled: CompiledSheets) -> [String] {
    compiled.entries.map { entry in
      let declarations = entry.block.declarations.map {
        "\($0.target) \($0.value) \($0.important) \($0.range.bytes)"
      }
      return
        "\(entry.order) \(entry.selector) \(entry.origin) \(entry.layer.map { "\($0)" } ?? "-") \(entry.media) \(entry.range.bytes) \(entry.selectorText): \(declarations)"
    }
      + compiled.layers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
      + compiled.diagnostics.map(\.description)
  }

  static func compiled(_ sheets: [(Stylesheet, CascadeOrigin)], split: Bool) -> [String] {
    dump(
      StylesheetCompiler.compile(
        sheets, table: PropertyTable.builtIn, typeNames: BuiltInTypes.typeNames,
        injected: ["injected": "3px"],
        splitFrom: split ? 2 : .max))
  }

  /// Sheets whose halves depend on each other: constants (from imports too, redefined,
  /// undefined), layers named on both sides, anonymous layers on one side or both, `@extend`
  /// across the halves, nesting, media, and errors on both sides.
  static let dependentHalves: [String] = [
    "$a: 1px; A { padding: $a } B { padding: $a } $a: 2px; C { padding: $a } D { margin: $a }",
    "@import \"first.skss\"; A { padding: $base } B { padding: $base } C { padding: $base }",
    "@layer b { A { color: red } } @layer a, b; B { color: blue } @layer c.d { C { opacity: 1 } } D { color: red }",
    "@layer { A { color: red } } B { color: red } C { color: red } @layer { D { color: red } }",
    "A { color: red } B { color: red } C { color: red } @layer { D { color: red } }",
    "@layer { A { color: red } } B { color: red } C { color: red } D { color: red }",
    ".primary { color: red } B { color: red } C { @extend .primary; } D { @extend C; }",
    "A { colr: red } B { color: nonsense } C { padding: $missing } D { & > E { color: red } }",
    "@media (min-width: 10px) { A { color: red } } B { C { color: red } } $x: $x; D { padding: $injected }",
    "$y: 1px; $y: $y; A { padding: $y } B { padding: $y }",
  ]

  @Test(
    "compiling in halves gives the rules, layers and diagnostics of compiling in order",
    arguments: dependentHalves)
  func dependentHalvesCompile(_ text: String) {
    let sheets = [(Self.sheet(text), CascadeOrigin.app)]
    #expect(Self.compiled(sheets, split: true) == Self.compiled(sheets, split: false))
  }

  @Test("a second sheet in halves continues the first sheet's order, constants and layers")
  func secondSheet() {
    let first = Self.sheet("$a: 5px; @layer x { A { padding: $a } } @layer { B { color: red } }")
    let second = Self.sheet(
      "C { padding: $a } @layer y, x; D { color: red } @layer { E { color: red } } F { color: red }"
    )
    let sheets = [(first, CascadeOrigin.defaultSkin), (second, .app), (second, .app)]
    #expect(Self.compiled(sheets, split: true) == Self.compiled(sheets, split: false))
  }

  @Test(
    "the bundled themes and the tricky sheet compile alike in halves",
    arguments: [
      "Default.skss", "Ocean.skss", "Pad.skss", "Showcase.skss", "",
    ])
  func themesCompile(_ name: String) throws {
    let text =
      name.isEmpty
      ? Self.tricky
      : try String(
        contentsOf: Fixtures.repository.appendingPathComponent("Stylesheets/\(name)"),
        encoding: .utf8)
    let sheets = [(Self.sheet(text), CascadeOrigin.app)]
    #expect(Self.compiled(sheets, split: true) == Self.compiled(sheets, split: false))
  }

  @Test("a sheet large enough to be parsed, compiled and indexed on two cores cascades right")
  func largeCascade() throws {
    var text = "@layer base, theme;\n$gap: 3px;\n"
    for index in 0..<5000 { text += ".c\(index) { padding-left: \(index)px }\n" }
    text += """
      .c1.c2 { padding-left: 12px }
      .c4998 { padding-bottom: $gap }
      @layer base { Label { color: red !important; padding-top: 1px } }
      @layer theme { Label { color: blue !important; padding-top: 2px } }
      @media (min-width: 600px) { .c7 { padding-right: 7px } }
      @media (min-width: 5000px) { .c7 { padding-right: 9px } }

      """
    let sheet = Stylesheet.parse(text, path: "large.skss")
    #expect(sheet.file.bytes.count >= StylesheetParser.minimumSplitSize)
    #expect(sheet.tree.items.count >= StylesheetCompiler.minimumSplitItems)
    let cascade = StyleCascade(stylesheets: [sheet])
    #expect(cascade.rules.count >= RuleIndex.minimumParallelRules)
    #expect(cascade.diagnostics == [])
    let tree = """
      {"environment": {"width": 800, "height": 600},
       "root": {"type": "Panel", "children": [
         {"type": "Label", "classes": ["c1", "c2", "c4000", "c7"]},
         {"type": "Label", "classes": ["c3", "c4000"]},
         {"type": "Box", "classes": ["c4998"]}]}}
      """
    let document = try TreeDocument.parse(Data(tree.utf8), path: "tree.json")
    let styles = cascade.resolveAll(document.root, environment: document.environment).styles
    let properties = ["padding-left", "padding-top", "padding-right", "padding-bottom", "color"]
    let values = styles.dropFirst().map { style in
      properties.map { "\($0)=\(style.value(named: $0).map { "\($0)" } ?? "-")" }
    }
    #expect(
      values == [
        [
          "padding-left=12", "padding-top=2", "padding-right=7", "padding-bottom=0",
          "color=#ff0000ff",
        ],
        [
          "padding-left=4000", "padding-top=2", "padding-right=0", "padding-bottom=0",
          "color=#ff0000ff",
        ],
        [
          "padding-left=4998", "padding-top=0", "padding-right=0", "padding-bottom=3",
          "color=#000000ff",
        ],
      ])
  }

  @Test(
    "a CR, FF, NUL or non-ASCII byte is found at every place in a word, and preprocessed",
    arguments: [UInt8(0x0D), 0x0C, 0x00, 0xC3])
  func preprocessingAtEveryOffset(_ byte: UInt8) {
    #expect(!SourceFile.needsPreprocessing(Array("Label { color: red }\n".utf8)))
    for length in [1, 7, 8, 9, 16, 17] {
      for offset in 0..<length {
        var bytes = [UInt8](repeating: 0x61, count: length)
        bytes[offset] = byte
        #expect(SourceFile.needsPreprocessing(bytes), "offset \(offset) of \(length)")
        // What preprocessing makes of it: LF, U+FFFD, or (a lone lead byte) U+FFFD.
        let expected: [UInt8] = byte == 0x0D || byte == 0x0C ? [0x0A] : [0xEF, 0xBF, 0xBD]
        let file = SourceFile(path: "p", utf8: bytes)
        #expect(Array(file.bytes[offset..<(offset + expected.count)]) == expected)
        #expect(file.bytes.count == length - 1 + expected.count)
      }
    }
  }

  @Test("appending by moving keeps the order and empties the source")
  func appendMoving() {
    var first = ["a", "b"]
    var second = ["c", "d", "e"]
    first.appendMoving(&second)
    #expect(first == ["a", "b", "c", "d", "e"])
    #expect(second == [])
    var empty: [String] = []
    empty.appendMoving(&first)
    #expect(empty == ["a", "b", "c", "d", "e"])
    #expect(first == [])
  }

  @Test("names interned on several threads at once get one number each")
  func namesAcrossThreads() {
    let names = (0..<500).map { "split-name-\($0)" }
    let numbers = Locked([[UInt32]]())
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      // Each thread interns in another order, so first sights happen on every thread.
      let order = worker.isMultiple(of: 2) ? names : names.reversed()
      var seen: [String: UInt32] = [:]
      for name in order { seen[name] = StyleName(name).id }
      let inOrder = names.map { seen[$0]! }
      numbers.withLock { $0.append(inOrder) }
    }
    let main = names.map { StyleName($0).id }
    numbers.withLock { all in
      #expect(all.count == 4)
      #expect(all.allSatisfy { $0 == main })
    }
    #expect(Set(main).count == names.count)
  }
}
