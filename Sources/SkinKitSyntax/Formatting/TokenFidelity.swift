import SkinKitSupport

/// What formatting must keep of a stylesheet, and the check that it did: every token but
/// whitespace and `;` (comments are no tokens; the formatter keeps them apart), in order.
///
/// The formatter may change only what does not change a token's meaning: the spelling of a
/// name or number (escapes, `1.50` → `1.5`), a declaration's property name to its canonical
/// one, `!IMPORTANT` to `!important`, an import's `url(x)` to `"x"`, and it may close what
/// the end of the file left open (`)`, `]`, `}` at the very end).
///
/// ```swift
/// let tree = StylesheetParser.parse("a{color:red}")
/// TokenFidelity.firstLoss(from: tree, to: "a {\n}\n", canonicalName: { $0 })
/// // "'color' at 1:3 is missing from the formatted text"
/// ```
package enum TokenFidelity {
  /// The tokens of `range` (all of the file when `nil`) that formatting must keep, with the
  /// normalizations above applied (`names`: offsets of declaration names, in order).
  static func significant(
    _ tokens: [Token], in range: Range<Int>? = nil, names: [Int] = [],
    imports: [Range<Int>] = [], canonicalName: (String) -> String = { $0 }
  ) -> [Token] {
    var result: [Token] = []
    var passed = (names: 0, imports: 0)
    _ = appendSignificant(
      tokens, from: range.map { firstIndex(in: tokens, atOrAfter: $0.lowerBound) } ?? 0,
      before: range?.upperBound ?? Int.max, names: names, imports: imports, passed: &passed,
      canonicalName: canonicalName, to: &result)
    return result
  }

  /// Appends to `result` the tokens from index `start` on that start before the offset
  /// `end`, as ``significant(_:in:names:imports:canonicalName:)`` gives them: the rules look
  /// back at the last token of `result` and at `passed` (the first name and import not
  /// passed), so stretches appended one after the other give what one stretch over them
  /// gives. Returns the index after the last token read.
  static func appendSignificant(
    _ tokens: [Token], from start: Int, before end: Int, names: [Int],
    imports: [Range<Int>], passed: inout (names: Int, imports: Int),
    canonicalName: (String) -> String, to result: inout [Token]
  ) -> Int {
    var index = start
    var importIndex = passed.imports
    defer { passed.imports = importIndex }
    while index < tokens.count {
      var token = tokens[index]
      if token.start >= end { break }
      index += 1
      if token.kind == .whitespace || token.kind == .semicolon { continue }
      // The kind first: most tokens are no identifiers, and need no look-up.
      if token.kind == .ident, isName(token.start, in: names, passed: &passed.names),
        !token.value.startsWithTwoHyphens
      {
        token.value = canonicalName(token.value)
      } else if token.kind == .ident, result.last?.isDelim("!") ?? false {
        token.value = token.value.asciiLowercased
      }
      // `@import url(x)` and `@import url("x")` print as `@import "x"`.
      while importIndex < imports.count && imports[importIndex].upperBound <= token.start {
        importIndex += 1
      }
      if importIndex < imports.count, imports[importIndex].contains(token.start),
        result.last?.kind == .atKeyword
      {
        if token.kind == .url {
          token.kind = .string
        } else if token.kind == .function, token.value.asciiCaseInsensitiveEquals("url"),
          let (path, after) = quotedURL(tokens, from: index)
        {
          token = path
          index = after
        }
      }
      result.append(token)
    }
    return index
  }

  /// Whether `offset` is in `names` (in order), given the index of the first not passed,
  /// moved past those before `offset`.
  @inline(__always)
  private static func isName(_ offset: Int, in names: [Int], passed: inout Int) -> Bool {
    while passed < names.count && names[passed] < offset { passed += 1 }
    return passed < names.count && names[passed] == offset
  }

  /// `url( "x" )`'s string and the index after its `)`, given the index after `url(`.
  private static func quotedURL(_ tokens: [Token], from start: Int) -> (Token, Int)? {
    var index = start
    while index < tokens.count && tokens[index].kind == .whitespace { index += 1 }
    guard index < tokens.count, tokens[index].kind == .string else { return nil }
    let path = tokens[index]
    index += 1
    while index < tokens.count && tokens[index].kind == .whitespace { index += 1 }
    guard index < tokens.count, tokens[index].kind == .closeParen else { return nil }
    return (path, index + 1)
  }

  /// A file's tokens, as ``Tokenizer/tokenize(_:)`` gives them: a large file's two halves
  /// (split where ``SheetSyntax/parse(_:splitAt:)`` splits it) are read at once on two cores
  /// and joined when the first half's last token is whitespace ending where the second half
  /// starts, with no whitespace (tokens depend only on where tokenizing starts, so the
  /// halves' tokens are then the whole file's); else the file is read whole.
  static func tokens(of file: SourceFile) -> [Token] {
    let bytes = file.bytes
    guard ForkJoin.hasSeveralCores, bytes.count >= StylesheetParser.minimumSplitSize,
      let split = SheetSyntax.splitPoint(in: bytes), split < bytes.count
    else { return Tokenizer.tokenize(file).tokens }
    // Each thread counts references on a file object of its own (`SourceFile.twin()`).
    let twin = file.twin()
    var (first, second) = ForkJoin.both(
      { Tokenizer.tokenize(file, bytes: 0..<split).tokens },
      { Tokenizer.tokenize(twin, bytes: split..<twin.bytes.count).tokens })
    let next = bytes[split]
    guard next != 0x20 && next != 0x09 && next != 0x0A,
      let last = first.last, last.kind == .whitespace, last.end == split
    else { return Tokenizer.tokenize(file).tokens }
    first.appendMoving(&second)
    return first
  }

  /// The index of the first token starting at or after `offset`.
  static func firstIndex(in tokens: [Token], atOrAfter offset: Int) -> Int {
    var low = 0
    var high = tokens.count
    while low < high {
      let middle = (low + high) / 2
      if tokens[middle].start < offset { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Whether two tokens mean the same: kind, value, number and flag.
  static func same(_ a: Token, _ b: Token) -> Bool {
    guard a.kind == b.kind, a.value == b.value, a.flag == b.flag else { return false }
    return a.number == b.number || (a.number.isNaN && b.number.isNaN)
  }

  /// Where `printed` first fails to keep `source`: the index in `source` of the first token
  /// it lacks (or has in another form), `source.count` when it has tokens more than closers
  /// of what was left open, `nil` when it keeps everything.
  static func firstDifference(source: [Token], printed: [Token]) -> Int? {
    for (index, token) in source.enumerated() {
      guard index < printed.count, same(token, printed[index]) else { return index }
    }
    let closers: Set<TokenKind> = [.closeParen, .closeBracket, .closeBrace]
    return printed.dropFirst(source.count).allSatisfy { closers.contains($0.kind) }
      ? nil : source.count
  }

  /// Why `formatted` does not keep every token of `tree`, or `nil` when it does: a sentence
  /// naming the first token lost (or added) and where it was. `sourceTokens`: the tree's
  /// file's tokens, when the caller has them already. The two texts are read at once, on
  /// two threads when the machine has two cores.
  package static func firstLoss(
    from tree: SyntaxTree, to formatted: String,
    canonicalName: @escaping @Sendable (String) -> String, sourceTokens: [Token]? = nil
  ) -> String? {
    let outputFile = SourceFile(path: "<formatted>", text: formatted)
    let (source, printed) = ForkJoin.both(
      { normalizedTokens(tree, tokens: sourceTokens, canonicalName: canonicalName) },
      {
        normalizedTokens(
          of: outputFile, syntax: SheetSyntax.parse(outputFile), canonicalName: canonicalName)
      })
    guard let index = firstDifference(source: source, printed: printed) else { return nil }
    guard index < source.count else {
      let extra = printed[source.count]
      let location = outputFile.location(at: extra.start)
      return
        "the formatted text has '\(TokenPrinter.text(of: extra))' at \(location) that the input has not"
    }
    let token = source[index]
    let location = tree.file.location(at: token.start)
    return
      "'\(SourceExcerpt.clipped(TokenPrinter.text(of: token)))' at \(location) is missing from the formatted text"
  }

  /// A tree's file's tokens (`tokens`, or read again when `nil`) as formatting must keep
  /// them.
  static func normalizedTokens(
    _ tree: SyntaxTree, tokens: [Token]? = nil, canonicalName: (String) -> String
  ) -> [Token] {
    let (names, imports) = namesAndImports(of: tree)
    return significant(
      tokens ?? Tokenizer.tokenize(tree.file).tokens, names: names, imports: imports,
      canonicalName: canonicalName)
  }

  /// A file's tokens as formatting must keep them, its declarations' names and imports read
  /// from its syntax (the same as from its tree, without making the tree).
  static func normalizedTokens(
    of file: SourceFile, syntax: SheetSyntax, canonicalName: (String) -> String
  ) -> [Token] {
    let (names, imports) = namesAndImports(of: syntax)
    return significant(
      Tokenizer.tokenize(file).tokens, names: names, imports: imports,
      canonicalName: canonicalName)
  }

  /// Where a tree's declarations' names start, in order, and its imports.
  static func namesAndImports(of tree: SyntaxTree) -> ([Int], [Range<Int>]) {
    var names: [Int] = []
    var imports: [Range<Int>] = []
    collect(tree.items, names: &names, imports: &imports)
    return (inOrder(names), imports)
  }

  /// Where a syntax's declarations' names start, in order, and its imports.
  static func namesAndImports(of syntax: SheetSyntax) -> ([Int], [Range<Int>]) {
    var names: [Int] = []
    var imports: [Range<Int>] = []
    for node in syntax.nodes {
      switch node.kind {
      case .declaration: names.append(node.nameBytes.lowerBound)
      case .importRule: imports.append(node.bytes)
      default: break
      }
    }
    return (inOrder(names), imports)
  }

  /// Offsets sorted: items come in source order, so they are already, but for a tree made
  /// by hand.
  private static func inOrder(_ offsets: [Int]) -> [Int] {
    for index in offsets.indices.dropFirst() where offsets[index - 1] > offsets[index] {
      return offsets.sorted()
    }
    return offsets
  }

  private static func collect(
    _ items: [SyntaxNode], names: inout [Int], imports: inout [Range<Int>]
  ) {
    for item in items {
      switch item {
      case .declaration(let declaration): names.append(declaration.nameRange.bytes.lowerBound)
      case .importRule(let rule): imports.append(rule.range.bytes)
      case .rule(let rule): collect(rule.items, names: &names, imports: &imports)
      case .media(let media): collect(media.items, names: &names, imports: &imports)
      case .layer(let layer): collect(layer.items ?? [], names: &names, imports: &imports)
      case .property(let rule): collect(rule.items ?? [], names: &names, imports: &imports)
      case .keyframes(let rule): collect(rule.items ?? [], names: &names, imports: &imports)
      case .constant, .extend: break
      }
    }
  }
}
