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
  /// ``firstLoss(from:to:canonicalName:sourceTokens:)`` checks — but not comparing again the
  /// tokens of a top-level block (`blocks`: those the printer printed as a function of their
  /// bytes) that an earlier check with `memory` found to keep every token of its bytes,
  /// printed as the same text. `false` when a token may be lost: the caller then runs the
  /// whole check, which says what is lost (or that nothing is).
  ///
  /// Both texts are still tokenized whole (the formatted text on another thread, while its
  /// syntax, for its declarations' names and imports, is parsed again around what changed:
  /// ``FormattingMemory``), so every token of both is where the whole check finds it. A
  /// block is left out of the comparison only when:
  /// - in both texts a token starts where the block does, and its last token is the `}` that
  ///   ends it: a token starting anywhere is read from the bytes from there on, and nothing
  ///   is read past a `}` to end the token before it, so the block's tokens are those of its
  ///   bytes alone, wherever they are;
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
    let (outputTokens, (output, source, topLevel)) = ForkJoin.both(
      { Tokenizer.tokenize(formatted).tokens },
      {
        let syntax = memory.syntax(ofOutput: formatted)
        return (
          namesAndImports(of: syntax), namesAndImports(of: tree),
          syntax.topLevel.map { syntax.nodes[$0].bytes }
        )
      })
    let located = locate(
      blocks, source: tree.file, sourceTokens, output: formatted, outputTokens,
      topLevel: topLevel, memory: memory)
    var sourceList = Stream(
      tokens: sourceTokens, names: source.0, imports: source.1, canonicalName: canonicalName)
    var outputList = Stream(
      tokens: outputTokens, names: output.0, imports: output.1, canonicalName: canonicalName)
    // Blocks compared as stretches of their own: (block, where its tokens are in the lists).
    var compared: [(PrintedBlock, Range<Int>, Range<Int>)] = []
    for block in located {
      sourceList.append(before: block.block.source.lowerBound)
      outputList.append(before: block.block.output.lowerBound)
      // An import's `url(` read past the block's start: no stretch of its own.
      guard sourceList.index == block.source.lowerBound,
        outputList.index == block.output.lowerBound
      else { return false }
      if block.checked {
        sourceList.skip(to: block.source.upperBound)
        outputList.skip(to: block.output.upperBound)
        continue
      }
      let afterBang = sourceList.endsWithBang || outputList.endsWithBang
      let (sourceStart, outputStart) = (sourceList.result.count, outputList.result.count)
      sourceList.append(before: block.block.source.upperBound)
      outputList.append(before: block.block.output.upperBound)
      if !afterBang {
        compared.append(
          (
            block.block, sourceStart..<sourceList.result.count,
            outputStart..<outputList.result.count
          ))
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

  /// A printed block whose tokens are its bytes' alone in both texts: where its tokens are
  /// in each, and whether an earlier check vouched for its text.
  private struct LocatedBlock {
    var block: PrintedBlock
    var source: Range<Int>
    var output: Range<Int>
    var checked: Bool
  }

  /// The blocks that meet the conditions of
  /// ``keepsEveryToken(of:tokens:in:blocks:memory:canonicalName:)``, in order.
  private static func locate(
    _ blocks: [PrintedBlock], source: SourceFile, _ sourceTokens: [Token],
    output: SourceFile, _ outputTokens: [Token], topLevel: [Range<Int>],
    memory: FormattingMemory
  ) -> [LocatedBlock] {
    var located: [LocatedBlock] = []
    var node = 0
    for block in blocks {
      // The printed text ends with a newline, after the item.
      let item = block.output.lowerBound..<(block.output.upperBound - 1)
      guard !item.isEmpty, output.bytes[item.upperBound] == 0x0A else { continue }
      while node < topLevel.count && topLevel[node].lowerBound < item.lowerBound { node += 1 }
      guard node < topLevel.count, topLevel[node] == item,
        let inSource = closedTokens(of: block.source, in: sourceTokens),
        let inOutput = closedTokens(of: item, in: outputTokens)
      else { continue }
      let checked = memory.checkedBlocks.kept(for: source.bytes[block.source]).map { kept in
        kept.count == 1 && Self.bytes(of: kept[0], equal: output.bytes[block.output])
      }
      located.append(
        LocatedBlock(block: block, source: inSource, output: inOutput, checked: checked ?? false)
      )
    }
    return located
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
      result.reserveCapacity(tokens.count / 2)
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
