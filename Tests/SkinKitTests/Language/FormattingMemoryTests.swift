import SkinKit
import SkinKitSupport
import Testing

@testable import SkinKitSyntax

/// Formatting one document version after version with a ``FormattingMemory`` (as the
/// language server does) gives what formatting each version afresh gives — the same text,
/// or the same refusal — though blocks the check found to keep every token are not compared
/// again.
@Suite("Language: formatting a document again after edits")
struct FormattingMemoryTests {
  typealias Generator = FormatDamageTests.Generator

  static func tree(_ text: String) -> SyntaxTree {
    StylesheetParser.parse(SourceFile(path: "edited.skss", text: text))
  }

  @Test("edit after edit, formatting with a memory gives what formatting afresh gives")
  func sameOutcomes() {
    let table = PropertyTable.builtIn
    let formatter = StylesheetFormatter(canonicalName: { table.canonicalName($0) })
    var mismatches: [String] = []
    let texts = ReparseTests.themes + [ReparseTests.generated(rules: 60)]
    for (index, text) in texts.enumerated() {
      let memory = FormattingMemory()
      var random = Generator(state: UInt64(300 + index))
      var bytes = Array(text.utf8)
      for edit in 0..<60 {
        let tree = SheetSyntax.parse(SourceFile(path: "edited.skss", utf8: bytes)).tree
        if formatter.format(checked: tree, memory: memory) != formatter.format(checked: tree) {
          mismatches.append("sheet \(index), edit \(edit)")
        }
        // Small edits, so that most of the blocks stay as they were; now and then the text
        // formatted (the next version is then canonical but for one edit).
        if edit % 5 == 4, let formatted = formatter.format(checked: tree).text {
          bytes = Array(formatted.utf8)
        }
        let start = Int.random(in: 0...bytes.count, using: &random)
        let end = min(bytes.count, start + Int.random(in: 0...3, using: &random))
        bytes.replaceSubrange(
          start..<end,
          with: Array(ReparseTests.insertions.randomElement(using: &random)!.utf8))
      }
    }
    #expect(mismatches == [])
  }

  /// A large file's tokens are read in two halves at once (on two cores): they must be the
  /// tokens reading it whole gives, also when the split falls where the halves would not
  /// join (in a comment, a string, a block left open).
  @Test("the printer's tokens of a large file are those of the whole file")
  func tokensInHalves() {
    let large = ReparseTests.generated(rules: 400)
    #expect(large.utf8.count >= StylesheetParser.minimumSplitSize)
    let middle = large.index(large.startIndex, offsetBy: large.count / 2)
    for text in [
      large, "/*" + large, "a { b: \"" + large, String(large[..<middle]) + "{\n" + large,
    ] {
      let file = SourceFile(path: "large.skss", text: text)
      #expect(TokenFidelity.tokens(of: file) == Tokenizer.tokenize(file).tokens)
    }
  }

  @Test("a block found to keep every token is remembered with the text printed for it")
  func checkedBlocksAreRemembered() {
    let text = "a {\n  color: red;\n}\n\nb {\n  width: 2;\n}\n\nc {\n  height: 3;\n}\n"
    let memory = FormattingMemory()
    #expect(
      StylesheetFormatter().format(checked: Self.tree(text), memory: memory) == .formatted(text))
    let b = Array("b {\n  width: 2;\n}".utf8)[...]
    #expect(memory.checkedBlocks.kept(for: b) == ["b {\n  width: 2;\n}\n"])
    // The next formatting takes it from the memory: the same text.
    let edited = text.replacingOccurrences(of: "height: 3", with: "height: 4")
    #expect(
      StylesheetFormatter().format(checked: Self.tree(edited), memory: memory)
        == .formatted(edited))
    #expect(memory.checkedBlocks.kept(for: b) == ["b {\n  width: 2;\n}\n"])
  }

  /// A canonical name that is not its own canonical name makes the printed text lose a
  /// token, as a bug in the printer would: `colour` prints as `color`, which the check reads
  /// back as `tint`.
  @Test("an edit that makes a block lose a token is refused, between blocks checked before")
  func lossBetweenCheckedBlocks() {
    let names = ["colour": "color", "color": "tint"]
    let formatter = StylesheetFormatter(canonicalName: { names[$0] ?? $0 })
    let memory = FormattingMemory()
    let first = "a {\n  width: 1;\n}\n\nb {\n  height: 2;\n}\n\nc {\n  top: 3;\n}\n"
    #expect(formatter.format(checked: Self.tree(first), memory: memory) == .formatted(first))
    let edited = first.replacingOccurrences(of: "height: 2", with: "colour: red")
    let refusal = StylesheetFormatter.Outcome.refused(
      StylesheetFormatter.Refusal(
        reason:
          "formatting would lose a token ('color' at 6:3 is missing from the formatted text); this is a bug in SkinKit",
        diagnostics: []))
    #expect(formatter.format(checked: Self.tree(edited)) == refusal)
    #expect(formatter.format(checked: Self.tree(edited), memory: memory) == refusal)
    // The same block after a block that changed, and alone.
    let later = edited.replacingOccurrences(of: "width: 1", with: "width: 5")
    #expect(
      formatter.format(checked: Self.tree(later), memory: memory)
        == formatter.format(checked: Self.tree(later)))
    #expect(formatter.format(checked: Self.tree(first), memory: memory) == .formatted(first))
  }

  /// The check given printed texts other than the printer's: a block is taken as checked
  /// only with the very text checked, and only as a top-level item of the formatted text.
  @Test("a block is taken as checked only with the text checked, where it is an item")
  func checkedOnlyAsChecked() throws {
    let source = "x {\n  a: 1;\n}\n\ny {\n  b: 2;\n}\n"
    let tree = Self.tree(source)
    let tokens = Tokenizer.tokenize(tree.file).tokens
    let memory = FormattingMemory()
    func keeps(_ output: String) -> Bool {
      let y = output.utf8.count - "y {\n  b: 2;\n}\n".utf8.count
      let block = PrintedBlock(source: 15..<28, output: y..<output.utf8.count)
      memory.startPass()
      return TokenFidelity.keepsEveryToken(
        of: tree, tokens: tokens, in: SourceFile(path: "<formatted>", text: output),
        blocks: [block], memory: memory, canonicalName: { $0 })
    }
    #expect(keeps(source))
    #expect(memory.checkedBlocks.kept(for: tree.file.bytes[15..<28]) == ["y {\n  b: 2;\n}\n"])
    // `y`'s text has lost a token: it is not the text checked.
    #expect(!keeps("x {\n  a: 1;\n}\n\ny {\n  b: ;\n}\n"))
    // `x` has lost one, `y` is as checked.
    #expect(!keeps("x {\n  a: ;\n}\n\ny {\n  b: 2;\n}\n"))
    // `y`, as checked, is inside `x`, which is not closed.
    #expect(!keeps("x {\n  a: 1;\n\ny {\n  b: 2;\n}\n"))
    // `y` as checked right after `x`'s `}`: a token need not start where it does (it does
    // here), so it is not left out, and this check does not say (the whole check does).
    #expect(!keeps("x{a:1}y {\n  b: 2;\n}\n"))
    // `y` as checked after `x` as written: nothing lost.
    #expect(keeps("x{a:1}\ny {\n  b: 2;\n}\n"))
    #expect(
      TokenFidelity.firstLoss(from: tree, to: "x{a:1}\ny {\n  b: 2;\n}\n", canonicalName: { $0 })
        == nil)
  }
}
