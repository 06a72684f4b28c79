import SkinKitSyntax

/// An NUI stylesheet (tombenner/nui `.nss`) as written: variable definitions, rule sets of
/// style-class names and `@media` blocks, each piece with its bytes in the file.
///
/// NUI's grammar (`NUIStyleParser.m`): a rule set is `Name, Name { property: value; … }` — a
/// selector is one style-class name, nothing else —, a definition is `@name: value;`, and
/// `@media (device:ipad) and (orientation:landscape) { … }` holds rule sets and definitions.
/// A value is the text up to its `;`. Where NUI stopped at the first error, this reader
/// reports it and goes on after the next `;` or `}`.
struct NUISheet {
  struct Definition {
    var name: String
    var nameRange: Range<Int>
    var value: String
    var valueRange: Range<Int>
  }

  struct Declaration {
    var property: String
    var nameRange: Range<Int>
    var value: String
    var valueRange: Range<Int>
  }

  struct Selector {
    var name: String
    var range: Range<Int>
  }

  struct RuleSet {
    var selectors: [Selector]
    var declarations: [Declaration]
  }

  struct MediaOption {
    var key: String
    var value: String
    var range: Range<Int>
  }

  struct Media {
    var options: [MediaOption]
    var keywordRange: Range<Int>
    var items: [Item]
  }

  enum Item {
    case definition(Definition)
    case ruleSet(RuleSet)
    case media(Media)
  }

  var items: [Item] = []

  /// Parses a file, reporting what is not NUI's syntax.
  static func parse(_ file: SourceFile, reporter: inout ConversionReporter) -> NUISheet {
    var parser = NUISheetParser(file: file, tokens: Tokenizer.tokenize(file).tokens)
    let items = parser.items(untilBrace: false)
    reporter.append(parser.diagnostics)
    return NUISheet(items: items)
  }
}

private struct NUISheetParser {
  let file: SourceFile
  let tokens: [Token]
  var index = 0
  var diagnostics: [Diagnostic] = []

  init(file: SourceFile, tokens: [Token]) {
    self.file = file
    self.tokens = tokens
  }

  var atEnd: Bool { index >= tokens.count }

  mutating func skipWhitespace() {
    while index < tokens.count, tokens[index].kind == .whitespace { index += 1 }
  }

  mutating func report(_ id: DiagnosticID, _ message: String, _ range: Range<Int>) {
    diagnostics.append(Diagnostic(id, message, at: SourceRange(file: file, bytes: range)))
  }

  /// The text of tokens `start..<end`, whitespace runs as one space.
  func text(_ start: Int, _ end: Int) -> (String, Range<Int>)? {
    var low = start
    var high = end
    while low < high, tokens[low].kind == .whitespace { low += 1 }
    while high > low, tokens[high - 1].kind == .whitespace { high -= 1 }
    guard low < high else { return nil }
    let range = tokens[low].start..<tokens[high - 1].end
    var text = ""
    var space = false
    for character in file.text(in: range) {
      if character.isWhitespace {
        space = true
        continue
      }
      if space { text.append(" ") }
      space = false
      text.append(character)
    }
    return (text, range)
  }

  /// Items up to the end, or up to and including a `}` when `untilBrace`.
  mutating func items(untilBrace: Bool) -> [NUISheet.Item] {
    var items: [NUISheet.Item] = []
    while true {
      skipWhitespace()
      guard !atEnd else { return items }
      let token = tokens[index]
      switch token.kind {
      case .closeBrace:
        index += 1
        if untilBrace { return items }
        report(.unexpectedToken, "unexpected '}'", token.start..<token.end)
      case .semicolon:
        index += 1
      case .atKeyword where token.value.asciiLowercased == "media":
        if let media = media() { items.append(.media(media)) }
      case .atKeyword:
        if let definition = definition() { items.append(.definition(definition)) }
      default:
        if let ruleSet = ruleSet() { items.append(.ruleSet(ruleSet)) }
      }
    }
  }

  /// Skips to after the next `;` (or to a `}`, left for the block).
  mutating func skipStatement() {
    while !atEnd {
      let kind = tokens[index].kind
      if kind == .closeBrace { return }
      index += 1
      if kind == .semicolon { return }
    }
  }

  /// `@name: value;`
  mutating func definition() -> NUISheet.Definition? {
    let keyword = tokens[index]
    index += 1
    skipWhitespace()
    guard !atEnd, tokens[index].kind == .colon else {
      report(
        .invalidDeclaration,
        "expected ':' after '@\(SourceExcerpt.clipped(keyword.value))' (NUI defines variables as @name: value;)",
        keyword.start..<keyword.end)
      skipStatement()
      return nil
    }
    index += 1
    let start = index
    while !atEnd, tokens[index].kind != .semicolon, tokens[index].kind != .closeBrace {
      index += 1
    }
    let end = index
    if !atEnd, tokens[index].kind == .semicolon { index += 1 }
    guard let (value, range) = text(start, end) else {
      report(
        .emptyValue, "the variable '@\(keyword.value)' has no value", keyword.start..<keyword.end)
      return nil
    }
    return NUISheet.Definition(
      name: keyword.value, nameRange: keyword.start..<keyword.end, value: value, valueRange: range)
  }

  /// `@media (key:value) and (key:value) { items }`
  mutating func media() -> NUISheet.Media? {
    let keyword = tokens[index]
    index += 1
    var options: [NUISheet.MediaOption] = []
    var valid = true
    while true {
      skipWhitespace()
      guard !atEnd else {
        report(.invalidMediaQuery, "@media needs a block", keyword.start..<keyword.end)
        return nil
      }
      let token = tokens[index]
      if token.kind == .openBrace {
        index += 1
        break
      }
      if token.isIdent("and") {
        index += 1
        continue
      }
      guard token.kind == .openParen, let option = mediaOption() else {
        if valid {
          report(
            .invalidMediaQuery,
            "NUI's @media takes (device:ipad|iphone) and (orientation:portrait|landscape) joined by 'and'",
            token.start..<token.end)
        }
        valid = false
        index += 1
        continue
      }
      options.append(option)
    }
    let items = items(untilBrace: true)
    guard valid else { return nil }
    return NUISheet.Media(options: options, keywordRange: keyword.start..<keyword.end, items: items)
  }

  /// `(key:value)`, at its `(`.
  mutating func mediaOption() -> NUISheet.MediaOption? {
    let open = tokens[index]
    var position = index + 1
    var parts: [Token] = []
    while position < tokens.count, tokens[position].kind != .closeParen,
      tokens[position].kind != .openBrace
    {
      if tokens[position].kind != .whitespace { parts.append(tokens[position]) }
      position += 1
    }
    guard position < tokens.count, tokens[position].kind == .closeParen, parts.count >= 3,
      parts[0].kind == .ident, parts[1].kind == .colon
    else { return nil }
    index = position + 1
    let value = file.text(in: parts[2].start..<parts[parts.count - 1].end)
    return NUISheet.MediaOption(
      key: parts[0].value, value: value, range: open.start..<tokens[position].end)
  }

  /// `Name, Name { declarations }`
  mutating func ruleSet() -> NUISheet.RuleSet? {
    let start = index
    var selectors: [NUISheet.Selector] = []
    var current: [Token] = []
    var valid = true
    func finishSelector(_ parser: inout NUISheetParser) {
      let parts = current.filter { $0.kind != .whitespace }
      defer { current = [] }
      guard parts.count == 1, parts[0].kind == .ident else {
        if valid, let first = parts.first, let last = parts.last {
          let range = first.start..<last.end
          parser.report(
            .invalidSelector,
            "NUI selects by one style-class name, not '\(SourceExcerpt.clipped(parser.file.text(in: range)))'; the rule is dropped",
            range)
        }
        valid = false
        return
      }
      selectors.append(
        NUISheet.Selector(name: parts[0].value, range: parts[0].start..<parts[0].end))
    }
    while !atEnd, tokens[index].kind != .openBrace {
      let token = tokens[index]
      if token.kind == .semicolon || token.kind == .closeBrace {
        if let (text, range) = text(start, index) {
          report(
            .unexpectedToken,
            "expected '{' after '\(SourceExcerpt.clipped(text))'", range)
        }
        if token.kind == .semicolon { index += 1 }
        return nil
      }
      if token.kind == .comma {
        finishSelector(&self)
      } else {
        current.append(token)
      }
      index += 1
    }
    guard !atEnd else {
      if let (text, range) = text(start, index) {
        report(.unexpectedToken, "expected '{' after '\(SourceExcerpt.clipped(text))'", range)
      }
      return nil
    }
    finishSelector(&self)
    index += 1
    let declarations = declarations()
    return valid ? NUISheet.RuleSet(selectors: selectors, declarations: declarations) : nil
  }

  /// `property: value;` … up to and including the block's `}`.
  mutating func declarations() -> [NUISheet.Declaration] {
    var declarations: [NUISheet.Declaration] = []
    while true {
      skipWhitespace()
      guard !atEnd else {
        return declarations
      }
      let token = tokens[index]
      if token.kind == .closeBrace {
        index += 1
        return declarations
      }
      if token.kind == .semicolon {
        index += 1
        continue
      }
      var position = index + 1
      while position < tokens.count, tokens[position].kind == .whitespace { position += 1 }
      guard token.kind == .ident, position < tokens.count, tokens[position].kind == .colon else {
        report(
          .invalidDeclaration,
          "expected 'property: value;', found '\(SourceExcerpt.clipped(TokenPrinter.text(of: token)))'",
          token.start..<token.end)
        skipStatement()
        continue
      }
      index = position + 1
      let start = index
      while !atEnd, tokens[index].kind != .semicolon, tokens[index].kind != .closeBrace {
        index += 1
      }
      let end = index
      if !atEnd, tokens[index].kind == .semicolon { index += 1 }
      guard let (value, range) = text(start, end) else {
        report(.emptyValue, "'\(token.value)' has no value", token.start..<token.end)
        continue
      }
      declarations.append(
        NUISheet.Declaration(
          property: token.value, nameRange: token.start..<token.end, value: value,
          valueRange: range))
    }
  }
}
