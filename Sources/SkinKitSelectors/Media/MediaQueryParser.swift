import SkinKitSyntax

/// Reads a media query list from its tokens (`MediaQueryList.parse(_:)`): conditions with
/// `and`, `or`, `not` and commas, features in both the colon and the range syntax, bare words.
struct MediaQueryParser {
  let tokens: [Token]
  let file: SourceFile?
  /// How many parentheses enclose these tokens.
  let depth: Int
  var position = 0

  init(tokens: [Token], file: SourceFile?, depth: Int = 0) {
    self.tokens = tokens
    self.file = file
    self.depth = depth
  }

  func error(_ message: String, at index: Int? = nil, id: DiagnosticID = .invalidMediaQuery)
    -> MediaQueryError
  {
    let at = min(index ?? position, tokens.count - 1)
    let range =
      at >= 0 ? SourceRange(file: file, bytes: tokens[at].start..<tokens[at].end) : .none
    return MediaQueryError(diagnostic: Diagnostic(id, message, at: range))
  }

  var current: Token? { position < tokens.count ? tokens[position] : nil }

  mutating func parseList() throws(MediaQueryError) -> MediaQueryList {
    guard !tokens.isEmpty else { throw error("@media needs a query") }
    var queries: [MediaCondition] = []
    while true {
      queries.append(try parseQuery())
      guard let token = current else { break }
      guard token.kind == .comma else {
        throw error("unexpected '\(TokenPrinter.text(of: token))' in query")
      }
      position += 1
    }
    return MediaQueryList(queries)
  }

  /// `[not|only] word [and term]*` or a condition.
  mutating func parseQuery() throws(MediaQueryError) -> MediaCondition {
    var negate = false
    if current?.isIdent("only") == true {
      position += 1
    } else if current?.isIdent("not") == true, position + 1 < tokens.count,
      tokens[position + 1].kind == .ident
    {
      negate = true
      position += 1
    }
    let condition = try parseCondition()
    return negate ? .not(condition) : condition
  }

  /// `term [and term]* | term [or term]* | not term`
  mutating func parseCondition() throws(MediaQueryError) -> MediaCondition {
    if current?.isIdent("not") == true {
      position += 1
      return .not(try parseTerm())
    }
    let first = try parseTerm()
    guard let word = current, word.isIdent("and") || word.isIdent("or") else { return first }
    let joiner = word.value.asciiLowercased
    var terms = [first]
    while let next = current, next.isIdent(joiner) {
      position += 1
      terms.append(try parseTerm())
    }
    if let next = current, next.isIdent("and") || next.isIdent("or") {
      throw error("'and' and 'or' cannot be mixed without parentheses")
    }
    return joiner == "and" ? .and(terms) : .or(terms)
  }

  /// `(feature)`, `(condition)` or a bare word.
  mutating func parseTerm() throws(MediaQueryError) -> MediaCondition {
    guard let token = current else { throw error("the query ends too early", at: tokens.count - 1) }
    if token.kind == .ident {
      position += 1
      let word = token.value.asciiLowercased
      if let keyword = EnvironmentPseudoClass(name: word) { return .keyword(keyword) }
      switch word {
      case "all", "screen": return .constant(true, word)
      case "print", "speech", "tty", "tv-media", "projection", "handheld", "braille", "embossed":
        return .constant(false, word)
      default:
        throw error("unknown media word '\(token.value)'", at: position - 1)
      }
    }
    guard token.kind == .openParen else {
      throw error("unexpected '\(TokenPrinter.text(of: token))' in query")
    }
    guard let close = tokens.indexOfClose(matching: position, before: tokens.count) else {
      throw error("'(' is not closed")
    }
    let inner = Array(tokens[(position + 1)..<close])
    let open = position
    position = close + 1
    if let first = inner.first, first.kind == .openParen || first.isIdent("not") {
      // Each level is parsed by a nested parser: bound the depth so hostile input cannot
      // exhaust the stack.
      guard depth < MediaQueryList.maximumDepth else {
        throw error(
          "parentheses nest deeper than \(MediaQueryList.maximumDepth) levels", at: open,
          id: .nestingTooDeep)
      }
      var nested = MediaQueryParser(tokens: inner, file: file, depth: depth + 1)
      let condition = try nested.parseCondition()
      guard nested.position == inner.count else {
        throw nested.error("unexpected token in condition")
      }
      return condition
    }
    return .feature(try parseFeature(inner, open: open))
  }

  func parseFeature(_ inner: [Token], open: Int) throws(MediaQueryError) -> MediaFeature {
    guard !inner.isEmpty else { throw error("empty '()' in query", at: open) }
    // `name`, `name: value`, or a range.
    if inner[0].kind == .ident && (inner.count == 1 || inner[1].kind == .colon) {
      var name = inner[0].value.asciiLowercased
      var comparison = MediaFeature.Comparison.equal
      if name.hasPrefix("min-") {
        comparison = .greaterOrEqual
        name.removeFirst(4)
      } else if name.hasPrefix("max-") {
        comparison = .lessOrEqual
        name.removeFirst(4)
      }
      let feature = try featureName(name, at: open + 1, allowPrefix: comparison != .equal)
      if inner.count == 1 {
        guard comparison == .equal else {
          throw error("'\(inner[0].value)' needs a value", at: open + 1)
        }
        return MediaFeature(name: feature, tests: [])
      }
      let value = try parseValue(Array(inner[2...]), for: feature, at: open + 3)
      return MediaFeature(name: feature, tests: [(comparison, value)])
    }
    // Range: `name op value`, `value op name`, `value op name op value`.
    var parts: [[Token]] = [[]]
    var operators: [MediaFeature.Comparison] = []
    var index = 0
    while index < inner.count {
      let token = inner[index]
      if token.kind == .delim, ["<", ">", "="].contains(token.value) {
        var symbol = token.value
        if symbol != "=", index + 1 < inner.count, inner[index + 1].isDelim("="),
          inner[index + 1].start == token.end
        {
          symbol += "="
          index += 1
        }
        guard let comparison = MediaFeature.Comparison(rawValue: symbol) else {
          throw error("unknown comparison '\(symbol)'", at: open + 1 + index)
        }
        operators.append(comparison)
        parts.append([])
      } else {
        parts[parts.count - 1].append(token)
      }
      index += 1
    }
    guard operators.count == 1 || operators.count == 2, parts.allSatisfy({ !$0.isEmpty }) else {
      throw error("expected 'name: value' or a range like 'width >= 600'", at: open + 1)
    }
    func flipped(_ comparison: MediaFeature.Comparison) -> MediaFeature.Comparison {
      switch comparison {
      case .less: .greater
      case .lessOrEqual: .greaterOrEqual
      case .greater: .less
      case .greaterOrEqual: .lessOrEqual
      case .equal: .equal
      }
    }
    if operators.count == 1 {
      if parts[0].count == 1, parts[0][0].kind == .ident {
        let feature = try featureName(
          parts[0][0].value.asciiLowercased, at: open + 1, allowPrefix: true)
        return MediaFeature(
          name: feature,
          tests: [(operators[0], try parseValue(parts[1], for: feature, at: open + 1))])
      }
      guard parts[1].count == 1, parts[1][0].kind == .ident else {
        throw error("a range needs a feature name", at: open + 1)
      }
      let feature = try featureName(
        parts[1][0].value.asciiLowercased, at: open + 1, allowPrefix: true)
      return MediaFeature(
        name: feature,
        tests: [(flipped(operators[0]), try parseValue(parts[0], for: feature, at: open + 1))])
    }
    guard parts[1].count == 1, parts[1][0].kind == .ident,
      (operators[0] == .less || operators[0] == .lessOrEqual)
        == (operators[1] == .less || operators[1] == .lessOrEqual),
      operators[0] != .equal, operators[1] != .equal
    else {
      throw error("expected a range like '400 <= width < 800'", at: open + 1)
    }
    let feature = try featureName(
      parts[1][0].value.asciiLowercased, at: open + 1, allowPrefix: true)
    return MediaFeature(
      name: feature,
      tests: [
        (flipped(operators[0]), try parseValue(parts[0], for: feature, at: open + 1)),
        (operators[1], try parseValue(parts[2], for: feature, at: open + 1)),
      ])
  }

  func featureName(_ name: String, at index: Int, allowPrefix: Bool) throws(MediaQueryError)
    -> MediaFeature.Name
  {
    guard let key = StyleEnvironment.key(named: name),
      let feature = MediaFeature.Name(rawValue: key.name)
    else {
      throw error("unknown media feature '\(name)'", at: index)
    }
    if allowPrefix && !feature.isRange {
      let ranges = StyleEnvironment.table.filter(\.isRange).map(\.name)
      throw error(
        "'\(name)' cannot be compared: min-, max- and ranges take \(ranges.joined(separator: ", "))",
        at: index)
    }
    return feature
  }

  /// What `1em` and `1rem` are in a query, in points.
  static let initialFontSize = 16.0

  func parseValue(_ tokens: [Token], for feature: MediaFeature.Name, at index: Int)
    throws(MediaQueryError) -> MediaFeature.Value
  {
    guard tokens.count == 1 else {
      throw error("expected one value for '\(feature.rawValue)'", at: index)
    }
    let token = tokens[0]
    switch feature {
    case .width, .height:
      switch token.kind {
      case .number where token.number.isFinite:
        return .number(token.number)
      case .dimension
      where ["px", "pt"].contains(token.value.asciiLowercased) && token.number.isFinite:
        return .number(token.number)
      case .dimension
      where ["em", "rem"].contains(token.value.asciiLowercased) && token.number.isFinite:
        // Media Queries 4 §1.3: relative units in a query are relative to the initial
        // font size, which is 16 (CSS Fonts 4's `medium`; SkinKit's font-size initial value).
        return .number(token.number * Self.initialFontSize)
      default:
        throw error("'\(feature.rawValue)' takes a length (points, px, em or rem)", at: index)
      }
    case .contentSize:
      guard token.kind == .ident,
        let size = StyleEnvironment.ContentSize(rawValue: token.value.asciiLowercased)
      else {
        throw error(
          "'content-size' takes one of \(StyleEnvironment.ContentSize.allCases.map(\.rawValue).joined(separator: ", "))",
          at: index)
      }
      return .number(Double(size.rank))
    default:
      guard token.kind == .ident else {
        throw error("'\(feature.rawValue)' takes a keyword", at: index)
      }
      let word = token.value.asciiLowercased
      let allowed = feature.key.values
      guard allowed.contains(word) else {
        throw error(
          "'\(feature.rawValue)' takes one of \(allowed.joined(separator: ", ")), not '\(token.value)'",
          at: index)
      }
      return .keyword(word)
    }
  }
}
