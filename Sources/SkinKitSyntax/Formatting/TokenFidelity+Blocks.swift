import SkinKitSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The token-loss check of a document formatted again after an edit: the top-level blocks
// the check found to keep every token of them, printed the same, are not compared again.
extension TokenFidelity {
  /// Whether `formatted` keeps every token of `tree` (the file's tokens: `tokens`), as
  /// ``firstLoss(from:to:canonicalName:sourceTokens:)`` checks — but not reading again the
  /// tokens of a top-level block (`blocks`: those the printer printed as a function of their
  /// bytes) that an earlier check with `memory` found to keep every token of its bytes,
  /// printed as the same text. `false` when a token may be lost, or when what is left out
  /// cannot be shown to be such a block: the caller then runs the whole check, which says
  /// what is lost (or that nothing is).
  ///
  /// The formatted text is read (tokenized) but for those blocks, piece by piece, while its
  /// syntax, for its declarations' names and imports, is parsed again around what changed
  /// (``FormattingMemory``). A block is left out only when:
  /// - in the file a token starts where it does, and its last token is the `}` that ends it;
  ///   in the formatted text the piece before it ends with whitespace right before it (so a
  ///   token starts there: tokens depend only on where tokenizing starts, as when a file is
  ///   parsed in halves), and its text is the one checked, which then started a token and
  ///   ended with its `}`: a token starting anywhere is read from the bytes from there on,
  ///   and nothing is read past a `}` to end the token before it, so in both texts its
  ///   tokens are its bytes' alone, wherever they are, and a token starts after it;
  /// - in the formatted text it is a top-level item of the syntax (so which of its
  ///   identifiers are declarations' names is a matter of its bytes alone too);
  /// - the check that vouched for it compared its tokens, in both texts, as a stretch of
  ///   their own (at the same places in the two lists of tokens compared), after a token
  ///   other than `!` (which changes how an identifier after it compares).
  ///
  /// Its `}` is compared in its place, so the rules looking back at the token before see
  /// what they see in the whole check. Blocks found to keep every token are remembered
  /// only when nothing is lost in the whole text.
  package static func keepsEveryToken(
    of tree: SyntaxTree, tokens sourceTokens: [Token], in formatted: SourceFile,
    blocks: [PrintedBlock], memory: FormattingMemory,
    canonicalName: @escaping @Sendable (String) -> String
  ) -> Bool {
    let ((vouched, readTokens), (output, source, topLevel)) = ForkJoin.both(
      {
        let vouched = blocks.map {
          vouchedTokens(of: $0, sourceTokens, tree.file, formatted, memory)
        }
        let skipped = zip(blocks, vouched).compactMap { $1 == nil ? nil : item(of: $0) }
        return (vouched, tokens(of: formatted, outside: skipped))
      },
      {
        let syntax = memory.syntax(ofOutput: formatted)
        return (
          namesAndImports(of: syntax), namesAndImports(of: tree),
          syntax.topLevel.map { syntax.nodes[$0].bytes }
        )
      })
    guard let outputTokens = readTokens else { return false }
    var sourceList = Stream(
      tokens: sourceTokens, names: source.0, imports: source.1, canonicalName: canonicalName)
    var outputList = Stream(
      tokens: outputTokens, names: output.0, imports: output.1, canonicalName: canonicalName)
    // Blocks compared as stretches of their own: (block, where its tokens are in the lists).
    var compared: [(PrintedBlock, Range<Int>, Range<Int>)] = []
    var node = 0
    for (block, inSource) in zip(blocks, vouched) {
      let item = item(of: block)
      while node < topLevel.count && topLevel[node].lowerBound < item.lowerBound { node += 1 }
      let isItem = node < topLevel.count && topLevel[node] == item
      if let inSource {
        // Left out of the formatted text's tokens: it must be an item.
        guard isItem else { return false }
        sourceList.append(before: block.source.lowerBound)
        outputList.append(before: item.lowerBound)
        // An import's `url(` read past the block's start.
        guard sourceList.index == inSource.lowerBound,
          outputList.index == 0 || outputTokens[outputList.index - 1].start < item.lowerBound
        else { return false }
        sourceList.skip(to: inSource.upperBound)
        outputList.result.append(sourceTokens[inSource.upperBound - 1])
        continue
      }
      guard isItem, let inSource = closedTokens(of: block.source, in: sourceTokens),
        let inOutput = closedTokens(of: item, in: outputTokens)
      else { continue }
      sourceList.append(before: block.source.lowerBound)
      outputList.append(before: item.lowerBound)
      guard sourceList.index == inSource.lowerBound, outputList.index == inOutput.lowerBound
      else { return false }
      let afterBang = sourceList.endsWithBang || outputList.endsWithBang
      let (sourceStart, outputStart) = (sourceList.result.count, outputList.result.count)
      sourceList.append(before: block.source.upperBound)
      outputList.append(before: item.upperBound)
      if !afterBang {
        compared.append(
          (block, sourceStart..<sourceList.result.count, outputStart..<outputList.result.count))
      }
    }
    sourceList.append(before: Int.max)
    outputList.append(before: Int.max)
    guard firstDifference(source: sourceList.result, printed: outputList.result) == nil else {
      return false
    }
    for (block, inSource, inOutput) in compared where inSource == inOutput {
      let text = String(decoding: formatted.bytes[block.output], as: UTF8.self)
      memory.checkedBlocks.keep([text], for: tree.file.bytes[block.source])
    }
    return true
  }

  /// A printed block's item in the formatted text: its text but the newline ending it.
  private static func item(of block: PrintedBlock) -> Range<Int> {
    block.output.lowerBound..<(block.output.upperBound - 1)
  }

  /// The indices of a block's tokens in the file, when an earlier check vouched for its
  /// printed text, it ends with a newline, and in the file a token starts where it does and
  /// the last is a `}` ending at its end; else `nil`.
  private static func vouchedTokens(
    of block: PrintedBlock, _ sourceTokens: [Token], _ source: SourceFile,
    _ output: SourceFile, _ memory: FormattingMemory
  ) -> Range<Int>? {
    guard block.output.count > 1, output.bytes[block.output.upperBound - 1] == 0x0A,
      let kept = memory.checkedBlocks.kept(for: source.bytes[block.source]), kept.count == 1,
      bytes(of: kept[0], equal: output.bytes[block.output])
    else { return nil }
    return closedTokens(of: block.source, in: sourceTokens)
  }

  /// The tokens of a text but those of `skipped` (ranges in order, each starting with
  /// neither whitespace nor a comment, and ending where a token starts), read piece by piece
  /// from the text's start and from each skipped range's end; `nil` when a piece does not
  /// end with whitespace right before the range after it (then the pieces' tokens need not
  /// be the text's).
  private static func tokens(of file: SourceFile, outside skipped: [Range<Int>]) -> [Token]? {
    // Nothing left out (the first formatting): read whole, names cached as they are read.
    guard !skipped.isEmpty else { return Tokenizer.tokenize(file).tokens }
    var result: [Token] = []
    var piece: [Token] = []
    var start = 0
    for range in skipped {
      _ = Tokenizer.tokenize(file, bytes: start..<range.lowerBound, into: &piece)
      let first = file.bytes[range.lowerBound]
      guard first != 0x20 && first != 0x09 && first != 0x0A && first != 0x2F,
        let last = piece.last, last.kind == .whitespace, last.end == range.lowerBound
      else { return nil }
      result.append(contentsOf: piece)
      start = range.upperBound
    }
    _ = Tokenizer.tokenize(file, bytes: start..<file.bytes.count, into: &piece)
    result.append(contentsOf: piece)
    return result
  }

  /// The indices of the tokens of `range`, when one starts at its start and the last is a
  /// `}` ending at its end.
  private static func closedTokens(of range: Range<Int>, in tokens: [Token]) -> Range<Int>? {
    let first = firstIndex(in: tokens, atOrAfter: range.lowerBound)
    let end = firstIndex(in: tokens, atOrAfter: range.upperBound)
    guard first < end, tokens[first].start == range.lowerBound,
      tokens[end - 1].kind == .closeBrace, tokens[end - 1].end == range.upperBound
    else { return nil }
    return first..<end
  }

  private static func bytes(of text: String, equal bytes: ArraySlice<UInt8>) -> Bool {
    let utf8 = text.utf8
    guard utf8.count == bytes.count else { return false }
    return utf8.withContiguousStorageIfAvailable { text in
      bytes.withUnsafeBufferPointer { bytes in
        bytes.isEmpty || memcmp(text.baseAddress!, bytes.baseAddress!, bytes.count) == 0
      }
    } ?? utf8.elementsEqual(bytes)
  }

  /// One text's tokens as formatting must keep them, appended stretch by stretch.
  private struct Stream {
    let tokens: [Token]
    let names: [Int]
    let imports: [Range<Int>]
    let canonicalName: (String) -> String
    var result: [Token] = []
    /// The index of the next token to read.
    var index = 0
    var passed = (names: 0, imports: 0)

    init(
      tokens: [Token], names: [Int], imports: [Range<Int>],
      canonicalName: @escaping (String) -> String
    ) {
      self.tokens = tokens
      self.names = names
      self.imports = imports
      self.canonicalName = canonicalName
    }

    /// Appends the tokens from ``index`` on that start before `offset`.
    mutating func append(before offset: Int) {
      index = appendSignificant(
        tokens, from: index, before: offset, names: names, imports: imports, passed: &passed,
        canonicalName: canonicalName, to: &result)
    }

    /// Leaves out the tokens up to `end` but the last, a `}`: it stands for them.
    mutating func skip(to end: Int) {
      result.append(tokens[end - 1])
      index = end
    }

    var endsWithBang: Bool { result.last?.isDelim("!") ?? false }
  }
}
