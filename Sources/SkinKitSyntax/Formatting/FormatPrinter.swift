import SkinKitSupport

/// The printer behind ``StylesheetFormatter``: walks a tree's items and the file's tokens
/// together, prints each item canonically when its canonical text keeps every one of its
/// tokens (``TokenFidelity``) and as written otherwise, and prints as written whatever lies
/// between items that is more than whitespace, comments and `;` (what the parser skipped).
struct FormatPrinter {
  let tree: SyntaxTree
  let canonicalName: @Sendable (String) -> String
  /// The file's tokens (the tree keeps none of what the parser skipped).
  let tokens: [Token]
  var out = ""
  var nextComment = 0
  /// Where the last printed item ended in the source (for trailing comments).
  var lastEnd: Int?
  /// Whether text printed as written reached the end of the file (nothing is closed after it).
  var reachedEnd = false
  /// The printed text of top-level blocks by their bytes, from the formatting of another
  /// version of the file (see ``writeTopLevelBlock(_:)``).
  let printedBlocks: ContentCache?
  /// The top-level blocks printed as a function of their bytes (taken from
  /// ``printedBlocks``, or kept there), in order.
  var keptBlocks: [PrintedBlock] = []

  init(
    tree: SyntaxTree, canonicalName: @escaping @Sendable (String) -> String,
    printedBlocks: ContentCache? = nil
  ) {
    self.tree = tree
    self.canonicalName = canonicalName
    self.tokens = TokenFidelity.tokens(of: tree.file)
    self.printedBlocks = printedBlocks
  }

  /// One thing to print in a block: an item, or source text printed as written.
  private enum Entry {
    case item(SyntaxNode)
    case verbatim(Range<Int>)

    var start: Int {
      switch self {
      case .item(let item): item.range.bytes.lowerBound
      case .verbatim(let range): range.lowerBound
      }
    }
  }

  /// The entries of a block whose contents span `bytes`: its items, and what lies between
  /// them that must be kept.
  private func entries(_ items: [SyntaxNode], in bytes: Range<Int>, topLevel: Bool = false)
    -> [Entry]
  {
    var result: [Entry] = []
    var cursor = bytes.lowerBound
    // Whether the text before `cursor` is a statement whose `;` comes after it (a constant,
    // `@import`): that `;` ends it and is printed with it.
    var afterStatement = false
    for item in items {
      if let kept = keptText(
        cursor..<item.range.bytes.lowerBound, topLevel: topLevel, afterStatement: afterStatement)
      {
        result.append(.verbatim(kept))
      }
      result.append(.item(item))
      cursor = max(cursor, item.range.bytes.upperBound)
      let last = cursor > 0 ? tree.file.bytes[cursor - 1] : 0
      afterStatement = last != UInt8(ascii: "}") && last != UInt8(ascii: ";")
    }
    if let kept = keptText(
      cursor..<bytes.upperBound, topLevel: topLevel, afterStatement: afterStatement)
    {
      result.append(.verbatim(kept))
    }
    return result
  }

  /// The stretch of `range` to print as written: from its first token that is neither
  /// whitespace nor `;` to its last (and a `;` right after it); `nil` when there is none.
  /// At the top level the stretch starts at a `;` before that token: there a `;` is no
  /// empty statement but the start of a rule's prelude (CSS Syntax §5.4.1), which the
  /// parser skipped with what follows it (`; @x: y }` is one prelude; `@x: y }` alone would
  /// be an at-rule) — except the `;` that ends the statement before the stretch
  /// (`afterStatement`), which its item prints.
  private func keptText(_ range: Range<Int>, topLevel: Bool, afterStatement: Bool)
    -> Range<Int>?
  {
    guard range.lowerBound < range.upperBound else { return nil }
    var leadingSemicolon: Token?
    var terminatorPending = afterStatement
    var first: Token?
    var last: Token?
    var index = TokenFidelity.firstIndex(in: tokens, atOrAfter: range.lowerBound)
    while index < tokens.count, tokens[index].start < range.upperBound {
      let token = tokens[index]
      index += 1
      guard token.kind != .whitespace else { continue }
      if token.kind == .semicolon {
        if terminatorPending {
          terminatorPending = false
        } else if first == nil && leadingSemicolon == nil {
          leadingSemicolon = token
        }
        // The `;` that ends what is kept stays with it.
        if let kept = last, kept.kind != .semicolon { last = token }
        continue
      }
      if first == nil { first = token }
      last = token
    }
    guard let first, let last else { return nil }
    let start = topLevel ? (leadingSemicolon ?? first).start : first.start
    return max(start, range.lowerBound)..<min(last.end, range.upperBound)
  }

  // MARK: Blocks

  mutating func writeTopLevel() {
    var previousKind: String?
    for entry in entries(tree.items, in: 0..<tree.file.bytes.count, topLevel: true) {
      let kind = groupKind(entry)
      // Comments ending the previous item's line stay there, before any blank line.
      flushComments(before: entry.start, indent: "", trailingOnly: true)
      if let previousKind, previousKind != kind || kind == "block" { out += "\n" }
      flushComments(before: entry.start, indent: "")
      if case .item(let item) = entry, printedBlocks != nil {
        writeTopLevelBlock(item)
      } else {
        write(entry, indent: "")
      }
      previousKind = kind
    }
    flushComments(before: Int.max, indent: "")
  }

  /// Writes a top-level item, taking the text of a block from ``printedBlocks`` when it was
  /// printed for the same bytes, and keeping it there. A top-level block with no comment in
  /// it, that neither starts the output nor reaches the end of the file, prints as a function
  /// of its bytes alone: its tokens, and what it looks up in them, lie inside it, and it ends
  /// with the output at the end of a line and ``lastEnd`` at its end.
  private mutating func writeTopLevelBlock(_ item: SyntaxNode) {
    let whole = item.range.bytes
    let commentInside =
      nextComment < tree.comments.count && tree.comments[nextComment].lowerBound < whole.upperBound
    guard let printedBlocks, !out.isEmpty, !reachedEnd, !commentInside, Self.mayHaveBlock(item)
    else {
      return write(item, indent: "")
    }
    let bytes = tree.file.bytes[whole]
    let outputStart = out.utf8.count
    var fresh = false
    let printed = printedBlocks.value(for: bytes) {
      fresh = true
      // Whether it has a block is a function of its bytes too: a kept text is one of a block.
      let isBlock = blockParts(of: item) != nil
      let start = out.endIndex
      write(item, indent: "")
      // Kept only when it printed as a function of its bytes.
      guard isBlock, !reachedEnd, lastEnd == whole.upperBound else { return [] }
      return [String(out[start...])]
    }
    if !fresh {
      guard let text = printed.first else { return write(item, indent: "") }
      out += text
      lastEnd = whole.upperBound
    }
    if !printed.isEmpty {
      keptBlocks.append(PrintedBlock(source: whole, output: outputStart..<out.utf8.count))
    }
  }

  /// Whether an item is of a kind that has a block (``blockParts(of:)`` also needs its
  /// braces; this is the check that needs no tokens, nor the header's text).
  private static func mayHaveBlock(_ item: SyntaxNode) -> Bool {
    switch item {
    case .rule, .media: true
    case .property(let rule): rule.items != nil
    case .keyframes(let rule): rule.items != nil
    case .layer(let layer): layer.items != nil
    case .declaration, .importRule, .constant, .extend: false
    }
  }

  /// Statements of the same kind stay together; blocks (and what is kept as written) are
  /// separated by blank lines.
  private func groupKind(_ entry: Entry) -> String {
    guard case .item(let item) = entry else { return "block" }
    switch item {
    case .importRule: return "import"
    case .constant: return "constant"
    case .layer(let layer) where layer.items == nil: return "layer"
    default: return "block"
    }
  }

  private mutating func writeBlock(_ items: [SyntaxNode], indent: String, contents: Range<Int>) {
    for entry in entries(items, in: contents) {
      flushComments(before: entry.start, indent: indent)
      write(entry, indent: indent)
    }
    // After text printed as written to the end of the file, nothing closes the block: the
    // comments after its contents (past its range, when the file ends in an unclosed
    // comment) read back inside it, and are printed there. Left to the blocks around it,
    // they were printed after the item's end as if on its line — after a `//` comment that
    // ended the output, into that comment.
    flushComments(before: reachedEnd ? Int.max : contents.upperBound, indent: indent)
  }

  private mutating func write(_ entry: Entry, indent: String) {
    switch entry {
    case .item(let item): write(item, indent: indent)
    case .verbatim(let range): writeAsWritten(range, indent: indent)
    }
  }

  /// Prints source text as written (after `indent`), with the comments inside it.
  ///
  /// Text that runs to the end of the file (what the end cut short: an at-rule's block, a
  /// function left open) is the end of the output too: the blocks around it are not closed,
  /// as the file did not close them — a `}` printed after it could be read into it — and a
  /// string or `url(` the end left open gets no newline, which would be read into it.
  private mutating func writeAsWritten(_ written: Range<Int>, indent: String) {
    // Without the whitespace around it (a declaration's range runs to the next `;` or `}`),
    // which is the layout's.
    let range = trimmingWhitespace(written)
    flushComments(before: range.lowerBound, indent: indent)
    let text = tree.file.text(in: range)
    // At the start of the file, a U+FEFF would be read as a byte order mark and dropped.
    if out.isEmpty && indent.isEmpty && text.unicodeScalars.first == "\u{FEFF}" { out = "\n" }
    out += indent + text
    while nextComment < tree.comments.count
      && tree.comments[nextComment].lowerBound < range.upperBound
    {
      nextComment += 1
    }
    lastEnd = range.upperBound
    if let final = tokens.last(where: { $0.kind != .whitespace }), final.end <= range.upperBound {
      reachedEnd = true
      // A string or `url(` the end cut short would read a newline into itself.
      let isOpen =
        (final.kind == .string && !isClosed(final, by: tree.file.bytes[final.start]))
        || ((final.kind == .url || final.kind == .badURL) && !isClosed(final, by: 0x29))
      if isOpen && nextComment == tree.comments.count { return }
    }
    out += "\n"
  }

  /// `range` from its first token that is not whitespace to the end of its last — without
  /// the whitespace that ends a hex escape at the end of a name (`\0 `): the newline printed
  /// after the text ends the escape as well, and kept, it would be printed before that
  /// newline, one more line at every pass.
  private func trimmingWhitespace(_ range: Range<Int>) -> Range<Int> {
    var index = TokenFidelity.firstIndex(in: tokens, atOrAfter: range.lowerBound)
    var first: Int?
    var last: Token?
    while index < tokens.count, tokens[index].start < range.upperBound {
      if tokens[index].kind != .whitespace {
        first = first ?? tokens[index].start
        last = tokens[index]
      }
      index += 1
    }
    guard let first, let last else { return range }
    let end = min(last.end, range.upperBound)
    return first..<(end == last.end && endsWithEscapeTerminator(last) ? end - 1 : end)
  }

  /// Whether a name-like token ends with the whitespace that ends a hex escape: inside such
  /// a token, whitespace after a hex digit can be nothing else (an escaped space follows a
  /// `\`, and whitespace after a plain digit ends the token before it).
  private func endsWithEscapeTerminator(_ token: Token) -> Bool {
    switch token.kind {
    case .ident, .atKeyword, .hash, .dimension: break
    default: return false
    }
    let bytes = tree.file.bytes
    guard token.end - token.start >= 3 else { return false }
    let terminator = bytes[token.end - 1]
    guard terminator == 0x20 || terminator == 0x09 || terminator == 0x0A else { return false }
    return TokenScanner.isHexDigit(bytes[token.end - 2])
  }

  /// Whether a token's text ends with `closer` (its quote, or `)`) that no `\\` escapes:
  /// the end of the file did not cut it short.
  private func isClosed(_ token: Token, by closer: UInt8) -> Bool {
    let bytes = tree.file.bytes
    guard token.end - token.start >= 2, bytes[token.end - 1] == closer else {
      return false
    }
    var backslashes = 0
    var position = token.end - 2
    while position > token.start && bytes[position] == 0x5C {
      backslashes += 1
      position -= 1
    }
    return backslashes % 2 == 0
  }

  // MARK: Items

  private mutating func write(_ item: SyntaxNode, indent: String) {
    let whole = item.range.bytes
    if let block = blockParts(of: item) {
      guard keepsTokens(of: whole.lowerBound..<block.open.start, printed: block.header) else {
        return writeAsWritten(whole, indent: indent)
      }
      out += indent + block.header + " {\n"
      lastEnd = nil
      writeBlock(block.items, indent: indent + "  ", contents: block.open.end..<block.contentsEnd)
      if !reachedEnd { out += indent + "}\n" }
      lastEnd = whole.upperBound
      return
    }
    let line = statementText(item)
    var names: [Int] = []
    if case .declaration(let declaration) = item {
      names = [declaration.nameRange.bytes.lowerBound]
    }
    var imports: [Range<Int>] = []
    if case .importRule = item { imports = [whole] }
    guard keepsTokens(of: whole, printed: line, names: names, imports: imports) else {
      return writeAsWritten(statementWithSemicolon(whole), indent: indent)
    }
    out += indent + line + "\n"
    lastEnd = whole.upperBound
  }

  /// A statement's range and the `;` right after it, if any (printed as written, it keeps
  /// the `;` that ends it).
  private func statementWithSemicolon(_ range: Range<Int>) -> Range<Int> {
    var index = TokenFidelity.firstIndex(in: tokens, atOrAfter: range.upperBound)
    while index < tokens.count, tokens[index].kind == .whitespace { index += 1 }
    guard index < tokens.count, tokens[index].kind == .semicolon else { return range }
    return range.lowerBound..<tokens[index].end
  }

  /// Whether `printed` keeps every token the source has in `range`.
  private func keepsTokens(
    of range: Range<Int>, printed: String, names: [Int] = [], imports: [Range<Int>] = []
  ) -> Bool {
    let source = TokenFidelity.significant(
      tokens, in: range, names: names, imports: imports, canonicalName: canonicalName)
    let again = TokenFidelity.significant(Tokenizer.tokenize(printed))
    return TokenFidelity.firstDifference(source: source, printed: again) == nil
  }

  /// A block item's header text, its `{` token, where its contents end (at its `}`, or at
  /// the end of the file when it is not closed), and its items.
  private func blockParts(of item: SyntaxNode)
    -> (header: String, open: Token, contentsEnd: Int, items: [SyntaxNode])?
  {
    let header: String
    let items: [SyntaxNode]
    switch item {
    case .rule(let rule):
      (header, items) = (rule.preludeText, rule.items)
    case .media(let media):
      let query = media.queryText
      (header, items) = (query.isEmpty ? media.keyword : media.keyword + " " + query, media.items)
    case .property(let rule):
      guard let ruleItems = rule.items else { return nil }
      (header, items) = (Self.propertyHeader(rule), ruleItems)
    case .keyframes(let rule):
      guard let ruleItems = rule.items else { return nil }
      (header, items) = (Self.keyframesHeader(rule), ruleItems)
    case .layer(let layer):
      guard let layerItems = layer.items else { return nil }
      let names = layer.names.map { $0.map(TokenPrinter.escapeIdent).joined(separator: ".") }
      (header, items) = (
        "@layer" + (names.isEmpty ? "" : " " + names.joined(separator: ", ")), layerItems
      )
    default:
      return nil
    }
    let whole = item.range.bytes
    guard let (open, close) = braces(from: whole.lowerBound, within: whole) else { return nil }
    return (header, tokens[open], close.map { tokens[$0].start } ?? whole.upperBound, items)
  }

  /// `@property --name` (the prelude as written, collapsed).
  private static func propertyHeader(_ rule: PropertyRuleSyntax) -> String {
    "@property" + (rule.prelude.isEmpty ? "" : " " + rule.preludeText)
  }

  /// `@keyframes name` (the keyword and the prelude as written, collapsed).
  private static func keyframesHeader(_ rule: KeyframesRuleSyntax) -> String {
    "@" + rule.keyword + (rule.prelude.isEmpty ? "" : " " + rule.preludeText)
  }

  /// The first `{` at the top level of what starts at `offset`, and its matching `}` within
  /// `range` (`nil` when the block is not closed).
  private func braces(from offset: Int, within range: Range<Int>) -> (Int, Int?)? {
    var index = TokenFidelity.firstIndex(in: tokens, atOrAfter: offset)
    var expected: [TokenKind] = []
    var open: Int?
    while index < tokens.count, tokens[index].start < range.upperBound {
      let kind = tokens[index].kind
      switch kind {
      case .openParen, .function: expected.append(.closeParen)
      case .openBracket: expected.append(.closeBracket)
      case .openBrace:
        if open == nil && expected.isEmpty { open = index }
        expected.append(.closeBrace)
      case .closeParen, .closeBracket, .closeBrace:
        if expected.last == kind { expected.removeLast() }
        if kind == .closeBrace, let open, expected.isEmpty { return (open, index) }
      default: break
      }
      index += 1
    }
    return open.map { ($0, nil) }
  }

  /// The canonical one-line text of a statement (declaration, constant, import, `@layer`
  /// statement, `@extend`).
  private func statementText(_ item: SyntaxNode) -> String {
    switch item {
    case .declaration(let declaration):
      let name = declaration.isCustomProperty ? declaration.name : canonicalName(declaration.name)
      let value = declaration.valueText
      return TokenPrinter.escapeIdent(name) + ":" + (value.isEmpty ? "" : " " + value)
        + (declaration.important ? " !important" : "") + ";"
    case .layer(let layer):
      let names = layer.names.map { $0.map(TokenPrinter.escapeIdent).joined(separator: ".") }
      return "@layer " + names.joined(separator: ", ") + ";"
    case .importRule(let rule):
      var line = "@import " + TokenPrinter.quote(rule.path)
      if let layer = rule.layer {
        line +=
          layer.isEmpty
          ? " layer" : " layer(" + layer.map(TokenPrinter.escapeIdent).joined(separator: ".") + ")"
      }
      if !rule.media.isEmpty {
        line += " " + TokenPrinter.printMediaQuery(rule.media, source: rule.range.file)
      }
      return line + ";"
    case .constant(let constant):
      return "$" + TokenPrinter.escapeIdent(constant.name) + ": " + constant.valueText + ";"
    case .extend(let extend):
      return "@extend " + extend.selectorText + ";"
    case .property(let rule):
      return Self.propertyHeader(rule) + ";"
    case .keyframes(let rule):
      return Self.keyframesHeader(rule) + ";"
    case .rule, .media:
      return ""
    }
  }

  // MARK: Comments

  /// Prints the comments that start before `offset`: on the previous item's line when they
  /// started on its last line, else on lines of their own (with `trailingOnly`, only the
  /// former). An empty `/**/` glued between two tokens is not printed: it only kept them
  /// apart, and the token printer puts one back wherever tokens need it.
  mutating func flushComments(before offset: Int, indent: String, trailingOnly: Bool = false) {
    let file = tree.file
    while nextComment < tree.comments.count && tree.comments[nextComment].lowerBound < offset {
      let range = tree.comments[nextComment]
      if isGluedSeparator(range) {
        nextComment += 1
        continue
      }
      var text = file.text(in: range)
      // A block comment still open at the end of the file is closed there, as blocks are.
      if text.hasPrefix("/*") && (text.count < 4 || !text.hasSuffix("*/")) { text += "*/" }
      if let lastEnd, out.hasSuffix("\n"),
        file.location(at: range.lowerBound).line == file.location(at: lastEnd).line
      {
        out.removeLast()
        // A hex escape ending the line keeps the space after it (`\d `): that space ends the
        // escape, and one more would be added at every pass.
        out += (out.hasSuffix(" ") || out.hasSuffix("\t") ? "" : " ") + text + "\n"
      } else if trailingOnly {
        return
      } else {
        out += indent + text + "\n"
        // What follows is no longer on the item's line.
        lastEnd = nil
      }
      nextComment += 1
    }
  }

  /// Whether a comment is `/**/` with no whitespace on either side (`2px/**/3px`).
  func isGluedSeparator(_ range: Range<Int>) -> Bool {
    let bytes = tree.file.bytes
    guard range.count == 4, range.lowerBound > 0, range.upperBound < bytes.count else {
      return false
    }
    let before = bytes[range.lowerBound - 1]
    let after = bytes[range.upperBound]
    return before != 0x20 && before != 0x09 && before != 0x0A && after != 0x20 && after != 0x09
      && after != 0x0A
  }
}
