import SkinKitSupport

// At-rules: `@media`, `@supports`, `@container`, `@scope`, `@layer`, `@import`, `@extend`, `@property`,
// `@keyframes`, `@charset` and the unknown ones.
/// The at-rules `.skss` reads (`SyntaxParser.consumeAtRule(nested:depth:)`'s cases): the hint
/// to an unknown one, and the language server's completions.
package enum AtRuleNames {
  package static let all = [
    "media", "supports", "container", "scope", "layer", "import", "extend", "charset",
    "property", "keyframes",
  ]
}

extension SyntaxParser {
  mutating func consumeAtRule(nested: Bool, depth: Int) {
    let keyword = token(index)
    index += 1
    let preludeStart = index
    var preludeEnd = index
    var openBrace: Int?
    while has(index) {
      let kind = kind(index)
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
        // At the top level a `}` is part of the prelude (CSS Syntax), even as the last byte
        // of the file: `@layer theme }` is reported as the bad prelude it is.
        index += 1
        preludeEnd = index
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
    let prelude = trim(preludeStart, preludeEnd)
    let name = keyword.value.asciiLowercased
    let keywordRange = range(keyword.start, keyword.end)
    func wholeBytes(_ parser: SyntaxParser) -> Range<Int> {
      keyword.start..<max(keyword.start, parser.endOffset(before: parser.index))
    }

    switch name {
    case "media", "supports", "container", "scope":
      guard let brace = openBrace else {
        report(.invalidMediaQuery, "@\(name) needs a block", keywordRange)
        return
      }
      seenRule = seenRule || !nested
      let query = bytes(of: prelude, fallback: keyword.end)
      // `@supports` is a media node with its flag set: a block kept or dropped by a condition.
      let kind: SheetSyntax.Node.Kind =
        name == "container" ? .container : name == "scope" ? .scope : .media
      let node = append(
        kind, tokens: keep(prelude), bytes: 0..<0, partBytes: query, flag: name == "supports")
      consumeBlock(depth: depth + 1, openedAt: brace)
      close(node, bytes: wholeBytes(self))
    case "layer":
      let before = mark
      // The names are kept before the block's items (as the nodes are), and the block is
      // read before a bad prelude is reported (its diagnostics come first).
      let names = layerNames(prelude, isBlock: openBrace != nil)
      if let names { syntax.layerNames.append(names) }
      let detail = Int32(syntax.layerNames.count - 1)
      if let brace = openBrace {
        seenRule = seenRule || !nested
        let node = append(.layer, bytes: 0..<0, detail: detail, flag: true)
        consumeBlock(depth: depth + 1, openedAt: brace)
        close(node, bytes: wholeBytes(self))
      } else {
        append(.layer, bytes: wholeBytes(self), detail: detail)
      }
      guard names != nil else {
        drop(after: before)
        report(
          .invalidLayer,
          "expected layer names like 'base' or 'theme.dark' after @layer, found '\(TokenPrinter.print(slice(prelude), collapsingWhitespace: true))'",
          SourceRange(file: file, bytes: bytes(of: prelude, fallback: keyword.end)))
        return
      }
    case "import":
      if let brace = openBrace {
        // An import has no block: a `;` is missing, and the block is the next rule's. The
        // import ends at the end of its path's line (or after its path), and the rule starts
        // there.
        if !nested, !seenRule, let ruleStart = importEnd(from: preludeStart, before: brace) {
          index = ruleStart
          let importBytes = keyword.start..<endOffset(before: ruleStart)
          var last = ruleStart - 1
          while last > preludeStart, kind(last) == .whitespace { last -= 1 }
          report(
            .invalidImport,
            "expected ';' after '\(SourceExcerpt.clipped(file.text(in: importBytes)))': what follows is read as a rule",
            keywordRange, fixIts: [.insert(";", at: token(last).end, in: file)])
          acceptedImport = true
          importRule(trim(preludeStart, ruleStart), keyword: keyword, bytes: importBytes)
          return
        }
        index = brace + 1
        skipBlockContents()
      }
      if nested {
        report(.invalidImport, "@import is allowed only at the top level", keywordRange)
        return
      }
      if seenRule {
        report(
          .importNotFirst, "@import after a rule is ignored (CSS requires imports first)",
          keywordRange)
        return
      }
      acceptedImport = true
      importRule(prelude, keyword: keyword, bytes: wholeBytes(self))
    case "extend":
      if let brace = openBrace {
        index = brace + 1
        skipBlockContents()
        report(.invalidExtend, "@extend takes a selector and a ';', not a block", keywordRange)
        return
      }
      guard !prelude.isEmpty else {
        report(.invalidExtend, "@extend needs a selector", keywordRange)
        return
      }
      append(.extend, tokens: keep(prelude), bytes: wholeBytes(self))
    case "property":
      // Kept as written, block or not, wherever it is: whether it is valid there (and has
      // the descriptors it needs) is the compiler's to say.
      seenRule = seenRule || !nested
      let node = append(
        .property, tokens: keep(prelude), bytes: 0..<0,
        partBytes: bytes(of: prelude, fallback: keyword.end), flag: openBrace != nil)
      if let brace = openBrace { consumeBlock(depth: depth + 1, openedAt: brace) }
      close(node, bytes: wholeBytes(self))
    case "keyframes", "-webkit-keyframes":
      // Kept as written (the keyword too: the formatter prints `@-webkit-keyframes` back);
      // the keyframes are the block's rules (`from`, `50%`), read by the compiler.
      seenRule = seenRule || !nested
      let node = append(
        .keyframes, tokens: keep(prelude), bytes: 0..<0,
        partBytes: bytes(of: prelude, fallback: keyword.end), detail: self.name(keyword.value),
        flag: openBrace != nil)
      if let brace = openBrace { consumeBlock(depth: depth + 1, openedAt: brace) }
      close(node, bytes: wholeBytes(self))
    case "charset":
      if let brace = openBrace {
        index = brace + 1
        skipBlockContents()
      }
    default:
      if let brace = openBrace {
        index = brace + 1
        skipBlockContents()
      }
      let hint = NearestName.find(name, among: AtRuleNames.all, minimumLength: 3)
      report(
        .unknownAtRule,
        "unknown at-rule '@\(keyword.value)' is skipped"
          + (hint.map { "; did you mean '@\($0)'?" } ?? ""),
        keywordRange, fixIts: hint.map { [.replace(keywordRange, with: "@" + $0)] } ?? [])
    }
  }

  /// `a, b.c` (statement) or an optional single name (block), from the tokens in `prelude`.
  func layerNames(_ prelude: Range<Int>, isBlock: Bool) -> [[String]]? {
    var names: [[String]] = []
    var current: [String] = []
    var expectName = true
    var position = prelude.lowerBound
    while position < prelude.upperBound {
      let token = token(position)
      switch token.kind {
      case .ident where expectName:
        current.append(token.value)
        expectName = false
      case .delim where token.value == "." && !expectName:
        // No whitespace around the dot.
        guard position + 1 < prelude.upperBound, kind(position + 1) == .ident,
          self.token(position + 1).start == token.end,
          self.token(position - 1).end == token.start
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

  /// `@import` with the tokens in `prelude`: a path, a layer and a media query.
  mutating func importRule(_ prelude: Range<Int>, keyword: Token, bytes whole: Range<Int>) {
    var position = prelude.lowerBound
    let end = prelude.upperBound
    var path: String?
    if position < end {
      let token = token(position)
      switch token.kind {
      case .string, .url:
        path = token.value
        position += 1
      case .function where token.value.asciiCaseInsensitiveEquals("url"):
        var inner = position + 1
        while inner < end && kind(inner) == .whitespace { inner += 1 }
        if inner < end, kind(inner) == .string {
          path = self.token(inner).value
          inner += 1
          while inner < end && kind(inner) == .whitespace { inner += 1 }
          if inner < end, kind(inner) == .closeParen {
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
        SourceRange(file: file, bytes: bytes(of: prelude, fallback: keyword.end)))
      return
    }
    while position < end && kind(position) == .whitespace { position += 1 }
    var layer: [String]?
    if position < end {
      let token = token(position)
      if token.isIdent("layer") {
        layer = []
        position += 1
      } else if token.kind == .function && token.value.asciiCaseInsensitiveEquals("layer") {
        var close = position + 1
        while close < end && kind(close) != .closeParen { close += 1 }
        guard let names = layerNames((position + 1)..<close, isBlock: true), names.count == 1
        else {
          report(.invalidImport, "expected a layer name in layer(…)", range(token.start, token.end))
          return
        }
        layer = names[0]
        position = min(close + 1, end)
      }
    }
    let media = trim(position, end)
    syntax.imports.append(SheetSyntax.Import(path: path, layer: layer))
    append(
      .importRule, tokens: keep(media), bytes: whole,
      detail: Int32(syntax.imports.count - 1))
  }

  /// Where an `@import` whose prelude runs into a block (its `;` missing) ends: the token after
  /// the line its path is on, or after its path (and `layer`) when the block's prelude is on
  /// that line too; `nil` when nothing but the path comes before the block. The path is one
  /// component value: a string, a `url(…)` token, or a `url(` function with its string.
  func importEnd(from start: Int, before brace: Int) -> Int? {
    var position = start
    while position < brace, kind(position) == .whitespace { position += 1 }
    guard position < brace else { return nil }
    var afterPath = position
    skipComponentValue(&afterPath, before: brace)
    // The first line break after the path.
    var scan = afterPath
    while scan < brace {
      let token = self.token(scan)
      if token.kind == .whitespace, file.bytes[token.start..<token.end].contains(0x0A) {
        var next = scan + 1
        while next < brace, kind(next) == .whitespace { next += 1 }
        return next < brace ? next : nil
      }
      scan += 1
    }
    // No line break: the path, then `layer` or `layer(…)`.
    var end = afterPath
    var next = end
    while next < brace, kind(next) == .whitespace { next += 1 }
    if next < brace,
      token(next).isIdent("layer")
        || (kind(next) == .function
          && token(next).value.asciiCaseInsensitiveEquals("layer"))
    {
      end = next
      skipComponentValue(&end, before: brace)
    }
    while end < brace, kind(end) == .whitespace { end += 1 }
    return end < brace ? end : nil
  }

  /// Moves past the component value at `position` (a token, or a function with its
  /// arguments), stopping at `bound`.
  private func skipComponentValue(_ position: inout Int, before bound: Int) {
    var depth = 0
    repeat {
      switch kind(position) {
      case .function, .openParen: depth += 1
      case .closeParen: depth -= 1
      default: break
      }
      position += 1
    } while depth > 0 && position < bound
  }
}
