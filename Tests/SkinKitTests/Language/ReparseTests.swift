import Foundation
import SkinKit
import Testing

@testable import SkinKitSyntax

/// A document parsed again after an edit (what the language server does on every change)
/// must have the syntax a parse of the new text gives: the same nodes, tokens, names,
/// imports, comments and diagnostics (each at the same line and column). Random edits,
/// each applied to the text the previous one left (so each parse starts from an
/// incremental one), of the bundled themes, the syntax edge cases and a generated large
/// sheet. Deterministic: fixed seeds, so a failure reproduces.
@Suite("The syntax parsed again after an edit")
struct ReparseTests {
  typealias Generator = FormatDamageTests.Generator

  /// What an edit inserts: text that opens or closes what nests (comments, strings, blocks,
  /// functions), whole items, imports and constants, and plain characters.
  static let insertions =
    FormatDamageTests.insertions + [
      "", "", "", "a { color: red }\n", "\n@import \"late.skss\";\n", "$c: 1px;\n", "}\n", "{\n",
      "@media (min-width: 1px) {\n", "@layer x;\n", "/* } */", "\"}\"", "colr", "\t", "\n\n",
    ]

  /// A sheet of `rules` rules, as the language server's large document (with an import,
  /// constants, comments, `@media` and `@layer` blocks between them).
  static func generated(rules: Int) -> String {
    var text = "@import \"first.skss\";\n$accent: #007aff;\n/* the rules */\n"
    for index in 0..<rules {
      text += "Button.item-\(index) > Label#name-\(index):highlighted {\n  color: $accent;\n"
      text += "  --tone-\(index % 50): lighten($ink, \(index % 40)%);\n}\n"
      if index % 7 == 3 { text += "@media (min-width: \(index)px) {\n  Label { color: red }\n}\n" }
      if index % 11 == 5 { text += "// a line comment }\n@layer base.x;\n" }
    }
    return text
  }

  static let themes: [String] = {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Stylesheets")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".skss") }.sorted().compactMap {
      try? String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)
    }
  }()

  /// Applies `count` random edits to `text` one after the other; returns a description of
  /// the first whose incremental parse differs from a parse of the new text, or `nil`.
  static func firstMismatch(_ text: String, edits count: Int, seed: UInt64, span: Int = 12)
    -> String?
  {
    var random = Generator(state: seed)
    var bytes = Array(text.utf8)
    var syntax = SheetSyntax.parse(SourceFile(path: "edited.skss", utf8: bytes))
    for edit in 0..<count {
      let start = Int.random(in: 0...bytes.count, using: &random)
      let end = min(bytes.count, start + Int.random(in: 0...span, using: &random))
      let inserted: [UInt8] =
        Bool.random(using: &random)
        ? Array(insertions.randomElement(using: &random)!.utf8)
        // Bytes of the text itself, moved (a paste).
        : Array(bytes[Int.random(in: 0...bytes.count / 2, using: &random)...].prefix(span))
      bytes.replaceSubrange(start..<end, with: inserted)
      let file = SourceFile(path: "edited.skss", utf8: bytes)
      let incremental = SheetSyntax.parse(file, after: syntax)
      let whole = SheetSyntax.parse(file)
      guard incremental == whole,
        incremental.diagnostics.map(\.description) == whole.diagnostics.map(\.description)
      else {
        return
          "edit \(edit) (seed \(seed)): \(start)..<\(end) → \(String(decoding: inserted, as: UTF8.self).debugDescription)"
      }
      syntax = incremental
    }
    return nil
  }

  @Test("random edits of each bundled theme", arguments: 0..<4)
  func themes(_ index: Int) throws {
    try #require(Self.themes.count == 4)
    for seed in 1...4 as ClosedRange<UInt64> {
      let mismatch = Self.firstMismatch(
        Self.themes[index], edits: 150, seed: seed * 1000 + UInt64(index))
      #expect(mismatch == nil)
    }
  }

  @Test("random edits of the syntax edge cases")
  func edges() {
    for (index, text) in (SheetSyntaxTests.edges + [SplitParseTests.tricky]).enumerated() {
      let mismatch = Self.firstMismatch(text, edits: 40, seed: UInt64(index + 1), span: 4)
      #expect(mismatch == nil, "edge \(index)")
    }
  }

  @Test("random edits of a large generated sheet (parsed in halves when whole)")
  func large() {
    // 3,000 rules: about 330 KB, more than a split parse's minimum.
    #expect(Self.firstMismatch(Self.generated(rules: 3_000), edits: 40, seed: 7, span: 40) == nil)
  }

  @Test("an edit inside a rule parses that rule again, an edit of an import the file's start")
  func partParsed() throws {
    let text = Self.generated(rules: 100)
    let file = SourceFile(path: "edited.skss", text: text)
    let syntax = SheetSyntax.parse(file)
    func edited(_ old: String, _ new: String) throws -> SourceFile {
      let range = try #require(text.range(of: old))
      return SourceFile(path: "edited.skss", text: text.replacingCharacters(in: range, with: new))
    }
    // `color` of rule 50 misspelt: rule 50 up to rule 51 (one byte earlier now).
    let misspelt = try edited(
      "Label#name-50:highlighted {\n  color", "Label#name-50:highlighted {\n  colr")
    let rule50 = try offset(of: "Button.item-50 ", in: text)
    let rule51 = try offset(of: "Button.item-51 ", in: text)
    #expect(SheetSyntax.partParsed(misspelt, after: syntax) == rule50..<(rule51 - 1))
    // An edit of the import: from the start of the file to the constant after it.
    let imported = try edited("first.skss", "second.skss")
    #expect(
      SheetSyntax.partParsed(imported, after: syntax)
        == 0..<(try offset(of: "$accent", in: text) + 1))
    // A comment opened and not closed: from the item before (the `@layer` after rule 49,
    // which starts more than four bytes before the edit) to the end of the file.
    let opened = try edited("Button.item-50 ", "/* Button.item-50 ")
    let layer = try offset(of: "@layer base.x;\nButton.item-50 ", in: text)
    #expect(SheetSyntax.partParsed(opened, after: syntax) == layer..<(text.utf8.count + 3))
  }

  @Test(
    "formatting with the blocks kept from the version before prints what formatting afresh does")
  func formattingKeptBlocks() {
    let table = PropertyTable.builtIn
    let formatter = StylesheetFormatter(canonicalName: { table.canonicalName($0) })
    let memory = FormattingMemory()
    var mismatches: [String] = []
    for (index, text) in (Self.themes + [Self.generated(rules: 60)]).enumerated() {
      var random = Generator(state: UInt64(100 + index))
      var bytes = Array(text.utf8)
      for edit in 0..<60 {
        let tree = SheetSyntax.parse(SourceFile(path: "edited.skss", utf8: bytes)).tree
        if formatter.format(checked: tree, memory: memory) != formatter.format(checked: tree) {
          mismatches.append("sheet \(index), edit \(edit)")
        }
        // Small edits, so that most of the blocks stay as they were.
        let start = Int.random(in: 0...bytes.count, using: &random)
        let end = min(bytes.count, start + Int.random(in: 0...3, using: &random))
        bytes.replaceSubrange(
          start..<end, with: Array(Self.insertions.randomElement(using: &random)!.utf8))
      }
    }
    #expect(mismatches == [])
  }

  private func offset(of part: String, in text: String) throws -> Int {
    text.utf8.distance(from: text.startIndex, to: try #require(text.range(of: part)).lowerBound)
  }
}
