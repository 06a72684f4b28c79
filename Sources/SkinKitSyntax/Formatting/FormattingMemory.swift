import SkinKitSupport

/// What formatting keeps of one document from one version to the next (an editor's
/// document, formatted after each edit), so that what an edit did not touch is not worked
/// out again:
///
/// - the printed text of top-level blocks, by their bytes (``printedBlocks``): a block whose
///   bytes did not change is not printed again;
/// - which of those blocks the check that no token is lost found to keep every token, with
///   the text it checked (``checkedBlocks``): the check compares again only the tokens of
///   the other blocks and of what lies between them (see
///   ``TokenFidelity/keepsEveryToken(of:tokens:in:blocks:memory:canonicalName:)``);
/// - the syntax of the last formatted text: the check reads the new formatted text's
///   declarations and imports from its syntax, parsed again only around the bytes that
///   differ from the last one (``SheetSyntax/parse(_:after:)``, which gives what parsing it
///   whole gives).
///
/// One memory serves one document and one `canonicalName`.
///
/// ```swift
/// let memory = FormattingMemory()
/// let formatter = StylesheetFormatter()
/// formatter.format(checked: StylesheetParser.parse("a{b:c}"), memory: memory)
/// formatter.format(checked: StylesheetParser.parse("a{b:d}"), memory: memory)
/// ```
package final class FormattingMemory: Sendable {
  /// The printed text of top-level blocks, by their bytes.
  let printedBlocks: ContentCache
  /// The printed text of top-level blocks found to keep every token of them, by their bytes.
  let checkedBlocks = ContentCache()
  /// The syntax of the text the last formatting gave.
  private let lastOutput = Locked<SheetSyntax?>(nil)

  package init() { printedBlocks = ContentCache() }

  /// Starts a formatting: what the one before did not use is forgotten.
  func startPass() {
    printedBlocks.startPass()
    checkedBlocks.startPass()
  }

  /// The syntax of a formatted text, kept for the next: parsed again around what differs
  /// from the last formatted text, or whole the first time.
  func syntax(ofOutput file: SourceFile) -> SheetSyntax {
    let previous = lastOutput.withLock { $0 }
    let syntax = previous.map { SheetSyntax.parse(file, after: $0) } ?? SheetSyntax.parse(file)
    lastOutput.withLock { $0 = syntax }
    return syntax
  }
}

/// A top-level block printed as a function of its bytes: where it is in the file, and where
/// its text (with the newline ending it) is in the formatted text, in UTF-8 bytes.
package struct PrintedBlock: Sendable, Equatable {
  package var source: Range<Int>
  package var output: Range<Int>

  package init(source: Range<Int>, output: Range<Int>) {
    self.source = source
    self.output = output
  }
}
