// Qualified rules, their blocks and declarations.
extension SyntaxParser {
  /// Reads a qualified rule; returns whether one was kept.
  @discardableResult
  mutating func consumeQualifiedRule(nested: Bool, depth: Int) -> Bool {
    let start = index
    var strayBrace: Int?
    while has(index) {
      switch kind(index) {
      case .semicolon where nested:
        return false
      case .closeBrace:
        if nested { return false }
        if strayBrace == nil { strayBrace = index }
        index += 1
      case .openBrace:
        let prelude = trim(start, index)
        let openBrace = index
        let braceStart = token(openBrace).start
        index += 1
        let before = mark
        let preludeBytes = bytes(of: prelude, fallback: braceStart)
        let node = append(.rule, tokens: keep(prelude), bytes: 0..<0, partBytes: preludeBytes)
        consumeBlock(depth: depth + 1, openedAt: openBrace)
        if let stray = strayBrace {
          drop(after: before)
          let brace = token(stray)
          report(
            .unexpectedToken, "unexpected '}': the rule after it is dropped",
            range(brace.start, brace.end))
          return false
        }
        let rangeStart = prelude.isEmpty ? braceStart : preludeBytes.lowerBound
        close(node, bytes: rangeStart..<max(rangeStart, endOffset(before: index)))
        return true
      default:
        skipComponentValue()
      }
    }
    let prelude = trim(start, index)
    if let stray = strayBrace {
      let brace = token(stray)
      report(.unexpectedToken, "unexpected '}'", range(brace.start, brace.end))
    } else if !prelude.isEmpty && !nested {
      let fallback = offset(start)
      report(
        .unexpectedToken,
        "expected '{' after '\(SourceExcerpt.clipped(TokenPrinter.print(slice(prelude))))'",
        SourceRange(file: file, bytes: bytes(of: prelude, fallback: fallback)))
    }
    return false
  }

  /// Parses a block's contents after its `{`, up to and including the matching `}`,
  /// appending its items.
  mutating func consumeBlock(depth: Int, openedAt openBrace: Int?) {
    if depth > StylesheetParser.maximumNestingDepth, let openBrace {
      let brace = token(openBrace)
      report(
        .nestingTooDeep,
        "blocks nest deeper than \(StylesheetParser.maximumNestingDepth) levels; this block is skipped",
        range(brace.start, brace.end))
      skipBlockContents()
      return
    }
    while true {
      guard has(index) else {
        if let openBrace {
          let brace = token(openBrace)
          report(
            .unclosedBlock, "'{' is not closed before the end of the file",
            range(brace.start, brace.end))
        }
        return
      }
      let token = token(index)
      switch token.kind {
      case .whitespace, .semicolon:
        index += 1
      case .closeBrace where openBrace != nil:
        index += 1
        return
      case .closeBrace:
        report(.unexpectedToken, "unexpected '}'", range(token.start, token.end))
        index += 1
      case .atKeyword:
        consumeAtRule(nested: true, depth: depth)
      case .delim where startsConstant(at: index):
        let name = self.token(index + 1)
        report(
          .constantNotTopLevel,
          "constant '$\(name.value)' must be defined at the top level; ignored",
          range(token.start, name.end))
        consumeRemnants(nested: true)
      default:
        let start = index
        var failure: DeclarationFailure?
        if !consumeDeclaration(failure: &failure), let failure {
          index = start
          if !consumeQualifiedRule(nested: true, depth: depth) {
            report(.invalidDeclaration, failure.message, failure.range, fixIts: failure.fixIts)
            // The rule attempt stopped at `;` or `}`; the loop discards or ends there.
          }
        }
      }
    }
  }

  /// Why what was read is not a declaration (it may still be a nested rule).
  struct DeclarationFailure {
    var message: String
    var range: SourceRange
    var fixIts: [FixIt] = []
  }

  /// The `;` a value ran on without, as a fix-it: a value whose first line ends, at its top
  /// level, before the rest runs into a block (`color: red⏎ Label { … }`) lacks a `;` at the
  /// end of that line. None when the value has no line break before its block.
  func missingSemicolon(in value: Range<Int>) -> [FixIt] {
    var depth = 0
    var lastEnd: Int?
    for position in value {
      let token = token(position)
      switch token.kind {
      case .openBrace where depth == 0: return []
      case .function, .openParen, .openBracket, .openBrace: depth += 1
      case .closeParen, .closeBracket, .closeBrace: depth = max(0, depth - 1)
      case .whitespace:
        if depth == 0, let lastEnd, file.bytes[token.start..<token.end].contains(0x0A) {
          return [.insert(";", at: lastEnd, in: file)]
        }
        continue
      default: break
      }
      lastEnd = token.end
    }
    return []
  }

  /// CSS "consume a declaration" (nested): whether one was read and kept (`failure` says
  /// why not, when what was read may be a nested rule).
  mutating func consumeDeclaration(failure: inout DeclarationFailure?) -> Bool {
    let first = token(index)
    guard first.kind == .ident else {
      failure =
        (first.kind == .function ? stateArgumentFailure() : nil)
        ?? DeclarationFailure(
          message: "expected a declaration or a rule, found '\(TokenPrinter.print([first]))'",
          range: range(first.start, first.end))
      return false
    }
    index += 1
    skipWhitespace()
    guard has(index), kind(index) == .colon else {
      let end = has(index) ? token(index).end : first.end
      failure = DeclarationFailure(
        message: "expected ':' after '\(first.value)'", range: range(first.start, end))
      return false
    }
    let colon = token(index)
    index += 1
    let valueStart = index
    let sawBlock = consumeValue()
    var value = trim(valueStart, index)
    var important = false
    // `! important` at the end (whitespace allowed between).
    if !value.isEmpty, token(value.upperBound - 1).isIdent("important") {
      var position = value.upperBound - 2
      while position >= value.lowerBound && kind(position) == .whitespace { position -= 1 }
      if position >= value.lowerBound && token(position).isDelim("!") {
        important = true
        value = trim(value.lowerBound, position)
      }
    }
    let isCustom = first.value.startsWithTwoHyphens
    if sawBlock && !isCustom {
      failure = DeclarationFailure(
        message: "expected ';' after the value of '\(first.value)'",
        range: range(first.start, offset(index)),
        fixIts: missingSemicolon(in: valueStart..<index))
      return false
    }
    let end = max(endOffset(before: index), colon.end)
    let valueBytes = bytes(of: value, fallback: colon.end)
    append(
      .declaration, tokens: keep(value), bytes: first.start..<max(first.start, end),
      partBytes: valueBytes, nameBytes: first.start..<first.end, detail: name(first.value),
      flag: important)
    return true
  }

  /// At a function token followed, after its `)`, by `:` — InterfaCSS's property with a
  /// state argument, `textColor(selected): red` — the failure saying how `.skss` writes it
  /// (a nested rule for the state: `&:selected { textColor: red; }`); `nil` otherwise.
  mutating func stateArgumentFailure() -> DeclarationFailure? {
    let function = token(index)
    var position = index + 1
    var depth = 1
    var arguments: [String] = []
    while has(position), depth > 0 {
      switch kind(position) {
      case .function, .openParen: depth += 1
      case .closeParen: depth -= 1
      case .ident where depth == 1: arguments.append(token(position).value)
      case .whitespace, .comma: break
      default: if depth == 1 { return nil }
      }
      position += 1
    }
    guard depth == 0, !arguments.isEmpty else { return nil }
    let close = token(position - 1)
    while has(position), kind(position) == .whitespace { position += 1 }
    guard has(position), kind(position) == .colon else { return nil }
    let written = SourceExcerpt.clipped(file.text(in: function.start..<close.end))
    let states = arguments.map { ":" + $0 }.joined()
    return DeclarationFailure(
      message:
        "'\(written)' is a property with a state argument (InterfaCSS's); .skss writes it in a rule for the state: '&\(SourceExcerpt.clipped(states)) { \(SourceExcerpt.clipped(function.value)): …; }'",
      range: range(function.start, close.end),
      fixIts: stateRule(function, states: states, colon: position))
  }

  /// The fix-it writing `textColor(selected): red;` as `&:selected { textColor: red; }`: the
  /// declaration up to its `;` (or the block's end) replaced by a rule for the state. None
  /// when the value is empty or holds a block.
  mutating func stateRule(_ function: Token, states: String, colon: Int) -> [FixIt] {
    var position = colon + 1
    var depth = 0
    var valueTokens: Range<Int> = position..<position
    while has(position) {
      let kind = kind(position)
      if depth == 0 && (kind == .semicolon || kind == .closeBrace) { break }
      switch kind {
      case .openBrace: return []
      case .function, .openParen, .openBracket: depth += 1
      case .closeParen, .closeBracket: depth = max(0, depth - 1)
      default: break
      }
      position += 1
      if kind != .whitespace { valueTokens = valueTokens.lowerBound..<position }
    }
    while valueTokens.lowerBound < valueTokens.upperBound,
      self.kind(valueTokens.lowerBound) == .whitespace
    {
      valueTokens = (valueTokens.lowerBound + 1)..<valueTokens.upperBound
    }
    guard !valueTokens.isEmpty else { return [] }
    let value = file.text(
      in: token(valueTokens.lowerBound).start..<token(valueTokens.upperBound - 1).end)
    let end =
      has(position) && kind(position) == .semicolon
      ? token(position).end : token(valueTokens.upperBound - 1).end
    let rule = "&\(states) { \(function.value): \(value); }"
    return [
      FixIt(
        "write it as '\(SourceExcerpt.clipped(rule))'",
        replacing: range(function.start, end), with: rule)
    ]
  }
}
