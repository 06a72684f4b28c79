// At-rules: `@media`, `@layer`, `@import`, `@extend`, `@charset` and the unknown ones.
extension SyntaxParser {
  mutating func consumeAtRule(nested: Bool, depth: Int) -> SyntaxNode? {
    let keyword = tokens[index]
    index += 1
    let preludeStart = index
    var preludeEnd = index
    var openBrace: Int?
    while index < tokens.count {
      let kind = tokens[index].kind
      if kind == .semicolon {
        preludeEnd = index
        index += 1
        break
      }
      if kind == .closeBrace {
        if nested {
          preludeEnd = index
          break
        }
        index += 1
        continue
      }
      if kind == .openBrace {
        preludeEnd = index
        openBrace = index
        index += 1
        break
      }
      skipComponentValue()
      preludeEnd = index
    }
    let prelude = trimmed(preludeStart, preludeEnd)
    let name = keyword.value.asciiLowercased
    let keywordRange = range(keyword.start, keyword.end)
    func wholeRange() -> SourceRange { range(keyword.start, endOffset(before: index)) }

    switch name {
    case "media":
      guard let brace = openBrace else {
        report(.invalidMediaQuery, "@media needs a block", keywordRange)
        return nil
      }
      seenRule = seenRule || !nested
      let items = consumeBlock(depth: depth + 1, openedAt: brace)
      return .media(
        MediaRuleSyntax(
          query: prelude, queryRange: sliceRange(prelude, fallback: keyword.end), items: items,
          range: wholeRange()))
    case "layer":
      var items: [SyntaxNode]?
      if let brace = openBrace {
        seenRule = seenRule || !nested
        items = consumeBlock(depth: depth + 1, openedAt: brace)
      }
      guard let names = layerNames(prelude, isBlock: items != nil) else {
        report(
          .invalidLayer,
          "expected layer names like 'base' or 'theme.dark' after @layer, found '\(TokenPrinter.print(prelude, collapsingWhitespace: true))'",
          sliceRange(prelude, fallback: keyword.end))
        return nil
      }
      return .layer(LayerRuleSyntax(names: names, items: items, range: wholeRange()))
    case "import":
      if let brace = openBrace {
        // An import has no block: a `;` is missing, and the block is the next rule's. The
        // import ends at the end of its path's line (or after its path), and the rule starts
        // there.
        if !nested, !seenRule, let ruleStart = importEnd(from: preludeStart, before: brace) {
          index = ruleStart
          let importRange = range(keyword.start, endOffset(before: ruleStart))
          let written = file.text(in: keyword.start..<endOffset(before: ruleStart))
          report(
            .invalidImport,
            "expected ';' after '\(SourceExcerpt.clipped(written))': what follows is read as a rule",
            keywordRange)
          acceptedImport = true
          return importRule(
            trimmed(preludeStart, ruleStart), keyword: keyword, range: importRange)
        }
        index = brace + 1
        skipBlockContents()
      }
      if nested {
        report(.invalidImport, "@import is allowed only at the top level", keywordRange)
        return nil
      }
      if seenRule {
        report(
          .importNotFirst, "@import after a rule is ignored (CSS requires imports first)",
          keywordRange)
        return nil
      }
      acceptedImport = true
      return importRule(prelude, keyword: keyword, range: wholeRange())
    case "extend":
      if let brace = openBrace {
        index = brace + 1
        skipBlockContents()
        report(.invalidExtend, "@extend takes a selector and a ';', not a block", keywordRange)
        return nil
      }
      guard !prelude.isEmpty else {
        report(.invalidExtend, "@extend needs a selector", keywordRange)
        return nil
      }
      return .extend(ExtendSyntax(selector: prelude, range: wholeRange()))
    case "charset":
      if let brace = openBrace {
        index = brace + 1
        skipBlockContents()
      }
      return nil
    default:
      if let brace = openBrace {
        index = brace + 1
        skipBlockContents()
      }
      report(.unknownAtRule, "unknown at-rule '@\(keyword.value)' is skipped", keywordRange)
      return nil
    }
  }

  /// `a, b.c` (statement) or an optional single name (block).
  func layerNames(_ prelude: ArraySlice<Token>, isBlock: Bool) -> [[String]]? {
    var names: [[String]] = []
    var current: [String] = []
    var expectName = true
    var position = prelude.startIndex
    while position < prelude.endIndex {
      let token = tokens[position]
      switch token.kind {
      case .ident where expectName:
        current.append(token.value)
        expectName = false
      case .delim where token.value == "." && !expectName:
        // No whitespace around the dot.
        guard position + 1 < prelude.endIndex, tokens[position + 1].kind == .ident,
          tokens[position + 1].start == token.end, tokens[position - 1].end == token.start
        else { return nil }
        expectName = true
      case .comma where !expectName:
        names.append(current)
        current = []
        expectName = true
      case .whitespace:
        break
      default:
        return nil
      }
      position += 1
    }
    if !current.isEmpty {
      guard !expectName else { return nil }
      names.append(current)
    } else if !names.isEmpty {
      return nil  // trailing comma
    }
    if isBlock { return names.count <= 1 ? names : nil }
    return names.isEmpty ? nil : names
  }

  mutating func importRule(_ prelude: ArraySlice<Token>, keyword: Token, range whole: SourceRange)
    -> SyntaxNode?
  {
    var position = prelude.startIndex
    var path: String?
    if position < prelude.endIndex {
      let token = tokens[position]
      switch token.kind {
      case .string, .url:
        path = token.value
        position += 1
      case .function where token.value.asciiCaseInsensitiveEquals("url"):
        var inner = position + 1
        while inner < prelude.endIndex && tokens[inner].kind == .whitespace { inner += 1 }
        if inner < prelude.endIndex, tokens[inner].kind == .string {
          path = tokens[inner].value
          inner += 1
          while inner < prelude.endIndex && tokens[inner].kind == .whitespace { inner += 1 }
          if inner < prelude.endIndex, tokens[inner].kind == .closeParen {
            position = inner + 1
          } else {
            path = nil
          }
        }
      default:
        break
      }
    }
    guard let path else {
      report(
        .invalidImport, "expected a quoted path after @import",
        sliceRange(prelude, fallback: keyword.end))
      return nil
    }
    while position < prelude.endIndex && tokens[position].kind == .whitespace { position += 1 }
    var layer: [String]?
    if position < prelude.endIndex {
      let token = tokens[position]
      if token.isIdent("layer") {
        layer = []
        position += 1
      } else if token.kind == .function && token.value.asciiCaseInsensitiveEquals("layer") {
        var close = position + 1
        while close < prelude.endIndex && tokens[close].kind != .closeParen { close += 1 }
        guard let names = layerNames(prelude[(position + 1)..<close], isBlock: true),
          names.count == 1
        else {
          report(.invalidImport, "expected a layer name in layer(…)", range(token.start, token.end))
          return nil
        }
        layer = names[0]
        position = min(close + 1, prelude.endIndex)
      }
    }
    let media = trimmed(position, prelude.endIndex)
    return .importRule(ImportRuleSyntax(path: path, layer: layer, media: media, range: whole))
  }

  /// Where an `@import` whose prelude runs into a block (its `;` missing) ends: the token after
  /// the line its path is on, or after its path (and `layer`) when the block's prelude is on
  /// that line too; `nil` when nothing but the path comes before the block.
  func importEnd(from start: Int, before brace: Int) -> Int? {
    var position = start
    while position < brace, tokens[position].kind == .whitespace { position += 1 }
    guard position < brace else { return nil }
    let path = position
    // The first line break after the path.
    var scan = path + 1
    while scan < brace {
      let token = tokens[scan]
      if token.kind == .whitespace, file.bytes[token.start..<token.end].contains(0x0A) {
        var next = scan + 1
        while next < brace, tokens[next].kind == .whitespace { next += 1 }
        return next < brace ? next : nil
      }
      scan += 1
    }
    // No line break: the path, then `layer` or `layer(…)`.
    var end = path + 1
    var next = end
    while next < brace, tokens[next].kind == .whitespace { next += 1 }
    if next < brace,
      tokens[next].isIdent("layer")
        || (tokens[next].kind == .function
          && tokens[next].value.asciiCaseInsensitiveEquals("layer"))
    {
      end = next
      skipTo(&end)
    }
    while end < brace, tokens[end].kind == .whitespace { end += 1 }
    return end < brace ? end : nil
  }

  /// Moves past the component value at `position` (a token, or a function with its
  /// arguments).
  private func skipTo(_ position: inout Int) {
    var depth = 0
    repeat {
      switch tokens[position].kind {
      case .function, .openParen: depth += 1
      case .closeParen: depth -= 1
      default: break
      }
      position += 1
    } while depth > 0 && position < tokens.count
  }
}
