import SkinKitSupport
import SkinKitSyntax

/// Parses selector lists (Selectors Level 4 plus SkinKit's pseudo-classes) from tokens.
///
/// ```
/// selector-list -> complex ( ',' complex )*
/// complex       -> [ combinator ] compound ( [ combinator ] compound )*
/// compound      -> [ type | '*' ] ( '#id' | '.class' | '[attr]' | ':pseudo' | ':fn(…)' | '&' )*
/// ```
/// A leading combinator and `&` are allowed only in nested rules, and a leading combinator in
/// the relative selectors of `:has()`. `:is()` and `:where()` take forgiving lists (invalid
/// entries are dropped, as in CSS); everything else is strict: one bad part makes the whole
/// list invalid, and the rule is dropped. `:has()` is not allowed inside `:has()`.
///
/// Type names are read through a ``TypeNameTable``, which the caller gives: the layer that
/// owns the model widgets has the table of their UIKit names (`UIButton` selects `Button`);
/// with ``TypeNameTable/none`` every type is the one written.
///
/// ```swift
/// let list = try SelectorParser.parse("Panel > Button.primary:highlighted", typeNames: .none)
/// list.selectors[0].specificity   // (0,2,2)
/// ```
package enum SelectorParser {
  /// How deeply `:is()`, `:not()`, `:where()` and `of S` may nest.
  public static let maximumDepth = 32

  /// Parses text (for code and tests), reading type names through `typeNames`. Throws the
  /// first problem as a diagnostic.
  public static func parse(
    _ text: String, nested: Bool = false, typeNames: TypeNameTable
  ) throws(SelectorError) -> SelectorList {
    let file = SourceFile(path: "<selector>", text: text)
    let tokens = Tokenizer.tokenize(file).tokens
    switch parse(tokens[...], in: file, nested: nested, typeNames: typeNames) {
    case .success(let list): return list
    case .failure(let error): throw error
    }
  }

  /// Parses a rule's prelude, reading type names through `typeNames`. `nested` allows `&`
  /// and a leading combinator.
  public static func parse(
    _ tokens: ArraySlice<Token>, in file: SourceFile?, nested: Bool, typeNames: TypeNameTable
  ) -> Result<SelectorList, SelectorError> {
    guard let file else {
      return parse(
        tokens, file: nil, names: WrittenNames(bytes: nil), nested: nested,
        typeNames: typeNames)
    }
    // Names are found by the bytes they are written with, in the file's buffer.
    return file.bytes.withUnsafeBufferPointer { bytes in
      parse(
        tokens, file: file, names: WrittenNames(bytes: bytes), nested: nested,
        typeNames: typeNames)
    }
  }

  private static func parse(
    _ tokens: ArraySlice<Token>, file: SourceFile?, names: WrittenNames, nested: Bool,
    typeNames: TypeNameTable
  ) -> Result<SelectorList, SelectorError> {
    // The slice's own indices are used throughout: no copy of a rule's tokens.
    var parser = SelectorTokenParser(
      tokens: tokens, file: file, names: names, typeNames: typeNames, nested: nested)
    do throws(SelectorError) {
      return .success(
        try parser.parseList(tokens.startIndex..<tokens.endIndex, depth: 0, forgiving: false))
    } catch {
      return .failure(error)
    }
  }
}

extension SelectorParser {
  /// The pseudo-class written `:name` (lowercased), without arguments; `nil` when there is
  /// none of that name.
  static func pseudoClass(named name: String) -> SimpleSelector? {
    if let state = ElementState(name: name) { return .state(state) }
    if name == "enabled" { return .enabled }
    if name == "normal" { return .normal }
    if name == "scope" { return .scope }
    if let structural = StructuralPseudoClass(rawValue: name) { return .structural(structural) }
    if let environment = EnvironmentPseudoClass(name: name) { return .environment(environment) }
    return nil
  }

  /// Every pseudo-class name `.skss` knows, without the colon: those taking no argument
  /// (``pseudoClass(named:)``'s and `exact`) and the functional ones.
  static let pseudoClassNames: [String] =
    ElementState.names.map(\.0) + ["enabled", "normal", "exact", "scope"]
    + StructuralPseudoClass.allCases.map(\.rawValue)
    + StyleEnvironment.Idiom.allCases.map(\.rawValue)
    + StyleEnvironment.Orientation.allCases.map(\.rawValue)
    + StyleEnvironment.ColorScheme.allCases.map(\.rawValue)
    + ["not", "is", "where", "has", "host", "host-context"]
    + NthPseudoClass.Kind.allCases.map(\.rawValue)

  /// CSS's pseudo-classes for the states `.skss` names as UIKit does.
  static let cssStatePseudoClasses: [String: String] = [
    "hover": "highlighted", "active": "highlighted", "checked": "selected", "focus": "focused",
    "focus-visible": "focused", "focus-within": "focused",
  ]

  /// The known pseudo-class an unknown one means — the UIKit state of CSS's `:hover`, or the
  /// name it is close to — and what its message adds; `nil` when none is close.
  static func pseudoClassSuggestion(_ written: String) -> (name: String, hint: String)? {
    let lowered = written.asciiLowercased
    if let state = cssStatePseudoClasses[lowered] {
      return (state, " (did you mean ':\(state)'? .skss names states as UIKit does)")
    }
    return NearestName.find(lowered, among: pseudoClassNames).map {
      ($0, " (did you mean ':\($0)'?)")
    }
  }
}

/// Why a selector could not be parsed: a diagnostic (`invalid-selector`,
/// `unknown-pseudo-class` or `nesting-too-deep`) pointing at the offending token.
package struct SelectorError: SkinKitError {
  public var diagnostic: Diagnostic
  public var message: String { diagnostic.message }
  public var location: ErrorLocation? { ErrorLocation(diagnostic.range) }
  public var description: String { diagnostic.description }
}

private struct SelectorTokenParser {
  let tokens: ArraySlice<Token>
  let file: SourceFile?
  /// Where names are interned.
  let names: WrittenNames
  /// Other names of types (`UIButton` for `Button`).
  let typeNames: TypeNameTable
  let nested: Bool
  /// Whether the selector being read is inside a `:has()` argument (where `:has()` is invalid).
  var insideHas = false

  /// The interned name `string` of the token written as the bytes in `range`.
  func name(_ string: String, writtenAt range: Range<Int>) -> StyleName {
    names.name(string, writtenAt: range)
  }

  /// An error at the token at `position`; `replacingWith` is the text that token should be,
  /// when known (a fix-it).
  func error(
    _ id: DiagnosticID, _ message: String, at position: Int, replacingWith text: String? = nil
  ) -> SelectorError {
    let clamped = min(position, tokens.endIndex - 1)
    let range: SourceRange
    if clamped >= tokens.startIndex {
      range = SourceRange(file: file, bytes: tokens[clamped].start..<tokens[clamped].end)
    } else {
      range = SourceRange(file: file, bytes: 0..<0)
    }
    let fixIts = text.map { [FixIt.replace(range, with: $0)] } ?? []
    return SelectorError(diagnostic: Diagnostic(id, message, at: range, fixIts: fixIts))
  }

  func describe(_ position: Int) -> String {
    position < tokens.endIndex ? TokenPrinter.text(of: tokens[position]) : "end"
  }

  /// Where the part of a list starting at `start` ends: at the next top-level comma, or at
  /// `end`.
  func partEnd(from start: Int, to end: Int) -> Int {
    var depth = 0
    var position = start
    while position < end {
      switch tokens[position].kind {
      case .openParen, .function, .openBracket: depth += 1
      case .closeParen, .closeBracket: depth = max(0, depth - 1)
      case .comma where depth == 0: return position
      default: break
      }
      position += 1
    }
    return end
  }

  func trim(_ range: Range<Int>) -> Range<Int> {
    var low = range.lowerBound
    var high = range.upperBound
    while low < high && tokens[low].kind == .whitespace { low += 1 }
    while high > low && tokens[high - 1].kind == .whitespace { high -= 1 }
    return low..<high
  }

  /// A list of complex selectors; `relative` reads relative selectors (`:has()`'s: each may
  /// start with a combinator).
  mutating func parseList(
    _ range: Range<Int>, depth: Int, forgiving: Bool, relative: Bool = false
  ) throws(SelectorError) -> SelectorList {
    if depth > SelectorParser.maximumDepth {
      throw error(
        .nestingTooDeep, "selectors nest deeper than \(SelectorParser.maximumDepth) levels",
        at: range.lowerBound)
    }
    var selectors: [ComplexSelector] = []
    // The parts between top-level commas, found as they are parsed (no list of them made).
    var partStart = range.lowerBound
    while true {
      let part = partStart..<partEnd(from: partStart, to: range.upperBound)
      let trimmed = trim(part)
      do throws(SelectorError) {
        guard !trimmed.isEmpty else {
          throw error(.invalidSelector, "expected a selector", at: part.lowerBound)
        }
        selectors.append(try parseComplex(trimmed, depth: depth, relative: relative))
      } catch {
        // A forgiving list drops invalid entries, but not one nested too deep: dropping it
        // would change what `:not(:is(…))` around it means, without a word.
        if !forgiving || error.diagnostic.id == .nestingTooDeep { throw error }
      }
      if part.upperBound >= range.upperBound { break }
      partStart = part.upperBound + 1
    }
    return SelectorList(selectors)
  }

  func combinator(at position: Int) -> Combinator? {
    switch tokens[position].delimByte {
    case UInt8(ascii: ">"): .child
    case UInt8(ascii: "+"): .nextSibling
    case UInt8(ascii: "~"): .subsequentSibling
    default: nil
    }
  }

  mutating func parseComplex(_ range: Range<Int>, depth: Int, relative: Bool = false)
    throws(SelectorError) -> ComplexSelector
  {
    var position = range.lowerBound
    var leading: Combinator?
    if let combinator = combinator(at: position) {
      guard nested || relative else {
        throw error(
          .invalidSelector, "a selector cannot start with '\(describe(position))'", at: position)
      }
      leading = combinator
      position += 1
      while position < range.upperBound && tokens[position].kind == .whitespace { position += 1 }
    }
    // One array holds every compound's simple selectors. A simple selector takes one token or
    // two (`.name`), as the space or combinator between compounds does: room for one every two
    // tokens holds the selectors sheets are made of without growing (a scan of the tokens for
    // the exact count cost more than it saved).
    var builder = ComplexSelectorBuilder(capacity: (range.upperBound - position) / 2 + 1)
    var joining: Combinator?
    while true {
      guard position < range.upperBound else {
        throw error(.invalidSelector, "expected a selector after a combinator", at: position - 1)
      }
      try parseCompound(&position, end: range.upperBound, depth: depth, into: &builder)
      builder.endCompound(joinedBy: joining)
      if position >= range.upperBound { break }
      var sawWhitespace = false
      while position < range.upperBound && tokens[position].kind == .whitespace {
        sawWhitespace = true
        position += 1
      }
      if position >= range.upperBound { break }
      if let explicit = combinator(at: position) {
        joining = explicit
        position += 1
        while position < range.upperBound && tokens[position].kind == .whitespace { position += 1 }
      } else if sawWhitespace {
        joining = .descendant
      } else {
        throw error(
          .invalidSelector, "unexpected '\(describe(position))' in selector", at: position)
      }
    }
    return builder.build(leadingCombinator: leading)
  }

  /// Appends the simple selectors of the compound at `position` to `builder`.
  mutating func parseCompound(
    _ position: inout Int, end: Int, depth: Int, into builder: inout ComplexSelectorBuilder
  ) throws(SelectorError) {
    let first = builder.simpleSelectors.count
    var exactAt: Int?
    let start = position
    if tokens[position].kind == .ident {
      let token = tokens[position]
      // `UIButton` is `Button` when the table says so: only a type is read through it (a
      // class may be written `.UIButton`, which stays as it is).
      let type =
        typeNames.type(aliasedBy: token.value).map { StyleName($0) }
        ?? name(token.value, writtenAt: token.start..<token.end)
      builder.simpleSelectors.append(.type(type, exact: false))
      position += 1
    } else if tokens[position].delimByte == UInt8(ascii: "*") {
      builder.simpleSelectors.append(.universal)
      position += 1
    }
    if position < end && tokens[position].delimByte == UInt8(ascii: "|") {
      throw error(.invalidSelector, "namespace prefixes are not supported", at: position)
    }
    // Each token's fields are read in place: a copy of the token would retain its string.
    loop: while position < end {
      let kind = tokens[position].kind
      let delim = kind == .delim ? tokens[position].delimByte : 0
      switch kind {
      case .whitespace:
        break loop
      case .hash:
        let hash = tokens[position]
        guard hash.flag else {
          throw error(.invalidSelector, "'#\(hash.value)' is not a valid identifier", at: position)
        }
        builder.simpleSelectors.append(
          .identifier(name(hash.value, writtenAt: (hash.start + 1)..<hash.end)))
        position += 1
      case .delim where delim == UInt8(ascii: "."):
        guard position + 1 < end, tokens[position + 1].kind == .ident,
          tokens[position + 1].start == tokens[position].end
        else {
          throw error(.invalidSelector, "expected a class name after '.'", at: position)
        }
        let className = tokens[position + 1]
        builder.simpleSelectors.append(
          .styleClass(name(className.value, writtenAt: className.start..<className.end)))
        position += 2
      case .delim where delim == UInt8(ascii: "&"):
        builder.simpleSelectors.append(.nesting)
        position += 1
      case .delim where combinator(at: position) != nil:
        break loop
      case .openBracket:
        builder.simpleSelectors.append(.attribute(try parseAttribute(&position, end: end)))
      case .colon:
        guard position + 1 < end else {
          throw error(.invalidSelector, "expected a pseudo-class after ':'", at: position)
        }
        let next = tokens[position + 1]
        if next.kind == .colon {
          builder.simpleSelectors.append(
            .unmatchable(try parsePseudoElement(&position, end: end, depth: depth)))
          continue loop
        }
        if next.kind == .ident {
          let name = next.value.asciiLowercased
          if name == "exact" {
            exactAt = position
          } else if UnmatchableSelector.legacyPseudoElements.contains(name) {
            // `:before`: CSS 2's spelling of `::before`.
            position += 2
            try endPseudoElement(at: position, end: end, depth: depth, start: position - 2)
            builder.simpleSelectors.append(.unmatchable(.pseudoElement(name, legacy: true)))
            continue loop
          } else {
            builder.simpleSelectors.append(try pseudoClass(name, at: position + 1))
          }
          position += 2
        } else if next.kind == .function {
          position += 1
          builder.simpleSelectors.append(try parsePseudoFunction(&position, end: end, depth: depth))
        } else {
          throw error(.invalidSelector, "expected a pseudo-class after ':'", at: position + 1)
        }
      case .ident:
        throw error(
          .invalidSelector,
          "type selector '\(tokens[position].value)' must come first in a compound",
          at: position)
      case .delim where delim == UInt8(ascii: "*"):
        throw error(.invalidSelector, "'*' must come first in a compound", at: position)
      default:
        throw error(
          .invalidSelector, "unexpected '\(describe(position))' in selector", at: position)
      }
    }
    if builder.simpleSelectors.count == first {
      throw error(.invalidSelector, "expected a selector", at: start)
    }
    if let exactAt {
      guard case .type(let name, _) = builder.simpleSelectors[first] else {
        throw error(
          .invalidSelector, ":exact needs a type selector in the same compound", at: exactAt)
      }
      builder.simpleSelectors[first] = .type(name, exact: true)
    }
  }

  /// After `::`-less `:` at `position`, the pseudo-element `::name` or `::name(…)`: it must end
  /// the selector, and is not allowed inside `:is()`, `:not()`, `:where()` or `of S`.
  mutating func parsePseudoElement(_ position: inout Int, end: Int, depth: Int)
    throws(SelectorError) -> UnmatchableSelector
  {
    let start = position
    guard position + 2 < end else {
      throw error(.invalidSelector, "expected a pseudo-element after '::'", at: position)
    }
    let token = tokens[position + 2]
    let name = token.value.asciiLowercased
    let element: UnmatchableSelector
    switch token.kind {
    case .ident where UnmatchableSelector.isPseudoElement(name):
      position += 3
      element = .pseudoElement(name)
    case .function where UnmatchableSelector.functionalPseudoElements.contains(name):
      guard let close = tokens.indexOfClose(matching: position + 2, before: end) else {
        throw error(.invalidSelector, "'::\(token.value)(' is not closed", at: position + 2)
      }
      let argument = TokenPrinter.print(tokens[(position + 3)..<close], collapsingWhitespace: true)
      position = close + 1
      element = .pseudoElement(name + "(" + argument + ")")
    default:
      throw error(
        .invalidSelector, "unknown pseudo-element '::\(TokenPrinter.text(of: token))'",
        at: position + 2)
    }
    try endPseudoElement(at: position, end: end, depth: depth, start: start)
    return element
  }

  /// Checks that a pseudo-element (written from `start`) ends its selector and is not inside
  /// a selector argument.
  func endPseudoElement(at position: Int, end: Int, depth: Int, start: Int) throws(SelectorError) {
    if depth > 0 {
      throw error(
        .invalidSelector, "a pseudo-element is not allowed inside a selector argument", at: start)
    }
    var next = position
    while next < end && tokens[next].kind == .whitespace { next += 1 }
    if next < end {
      throw error(
        .invalidSelector, "a pseudo-element must end its selector; '\(describe(next))' follows",
        at: next)
    }
  }

  func pseudoClass(_ name: String, at position: Int) throws(SelectorError) -> SimpleSelector {
    if let found = SelectorParser.pseudoClass(named: name) { return found }
    if name == "host" {
      return .unmatchable(
        UnmatchableSelector(
          text: ":host", specificity: Specificity(classes: 1), isPseudoElement: false))
    }
    if NthPseudoClass.Kind(rawValue: name) != nil || ["not", "is", "where", "has"].contains(name) {
      throw error(.invalidSelector, ":\(name) needs an argument in parentheses", at: position)
    }
    let suggestion = SelectorParser.pseudoClassSuggestion(tokens[position].value)
    throw error(
      .unknownPseudoClass,
      "unknown pseudo-class ':\(tokens[position].value)'" + (suggestion?.hint ?? ""),
      at: position, replacingWith: suggestion?.name)
  }

  /// After `:`, at a function token: `not(` `is(` `where(` `nth-…(`.
  mutating func parsePseudoFunction(_ position: inout Int, end: Int, depth: Int)
    throws(SelectorError) -> SimpleSelector
  {
    let function = position
    let name = tokens[function].value.asciiLowercased
    guard let close = tokens.indexOfClose(matching: function, before: end) else {
      throw error(.invalidSelector, "':\(tokens[function].value)(' is not closed", at: function)
    }
    position = close + 1
    let inner = trim((function + 1)..<close)
    switch name {
    case "not":
      return .not(try parseList(inner, depth: depth + 1, forgiving: false))
    case "is":
      return .is(try parseList(inner, depth: depth + 1, forgiving: true))
    case "where":
      return .where(try parseList(inner, depth: depth + 1, forgiving: true))
    case "has":
      return .has(try parseHas(inner, function: function, depth: depth))
    case "host", "host-context":
      // One compound selector (CSS Scoping §3.2.1).
      let argument = try parseList(inner, depth: depth + 1, forgiving: false)
      guard argument.selectors.count == 1, argument.selectors[0].compounds.count == 1,
        argument.selectors[0].leadingCombinator == nil
      else {
        throw error(
          .invalidSelector, ":\(name)() takes one compound selector", at: function)
      }
      return .unmatchable(
        UnmatchableSelector(
          text: ":\(name)(\(argument))",
          specificity: Specificity(classes: 1) + argument.maximumSpecificity,
          isPseudoElement: false))
    default:
      guard let kind = NthPseudoClass.Kind(rawValue: name) else {
        let suggestion = SelectorParser.pseudoClassSuggestion(tokens[function].value)
        throw error(
          .unknownPseudoClass,
          "unknown pseudo-class ':\(tokens[function].value)()'" + (suggestion?.hint ?? ""),
          at: function, replacingWith: suggestion.map { $0.name + "(" })
      }
      // `An+B [of S]`
      var formulaEnd = inner.upperBound
      var filter: SelectorList?
      if kind == .child || kind == .lastChild {
        if let of = inner.first(where: { tokens[$0].isIdent("of") }) {
          formulaEnd = of
          let list = trim((of + 1)..<inner.upperBound)
          guard !list.isEmpty else {
            throw error(.invalidSelector, "expected a selector after 'of'", at: of)
          }
          filter = try parseList(list, depth: depth + 1, forgiving: false)
        }
      }
      let formulaRange = trim(inner.lowerBound..<formulaEnd)
      guard let formula = NthFormulaParser.parse(tokens[formulaRange], in: file) else {
        throw error(
          .invalidSelector,
          "expected An+B (like 'odd', '2n+1' or '3') in ':\(name)()'",
          at: max(function, formulaRange.lowerBound))
      }
      return .nth(NthPseudoClass(kind: kind, formula: formula, filter: filter))
    }
  }

  /// `:has(<relative-selector-list>)` (Selectors 4 §4.5): unforgiving, as CSS now defines
  /// it; not allowed inside another `:has()`, nor may it hold a pseudo-element.
  mutating func parseHas(_ inner: Range<Int>, function: Int, depth: Int) throws(SelectorError)
    -> SelectorList
  {
    if insideHas {
      throw error(.invalidSelector, ":has() is not allowed inside :has()", at: function)
    }
    guard !inner.isEmpty else {
      throw error(.invalidSelector, ":has() needs a relative selector", at: function)
    }
    insideHas = true
    defer { insideHas = false }
    return try parseList(inner, depth: depth + 1, forgiving: false, relative: true)
  }

  /// `[name]`, `[name op value]`, `[name op value i]`.
  func parseAttribute(_ position: inout Int, end: Int) throws(SelectorError) -> AttributeSelector {
    let open = position
    var close = open + 1
    while close < end && tokens[close].kind != .closeBracket { close += 1 }
    guard close < end else { throw error(.invalidSelector, "'[' is not closed", at: open) }
    position = close + 1
    var parts = tokens[(open + 1)..<close].filter { $0.kind != .whitespace }
    guard let first = parts.first, first.kind == .ident else {
      throw error(.invalidSelector, "expected an attribute name after '['", at: open)
    }
    parts.removeFirst()
    if parts.isEmpty { return AttributeSelector(name: first.value) }
    var op: AttributeSelector.Operator?
    if parts[0].isDelim("=") {
      op = .equals
      parts.removeFirst()
    } else if parts.count >= 2, parts[0].kind == .delim, parts[1].isDelim("="),
      parts[1].start == parts[0].end,
      let found = AttributeSelector.Operator(rawValue: parts[0].value + "=")
    {
      op = found
      parts.removeFirst(2)
    }
    guard let op, let valueToken = parts.first,
      valueToken.kind == .ident || valueToken.kind == .string
    else {
      throw error(
        .invalidSelector, "expected '=', '~=', '|=', '^=', '$=' or '*=' and a value", at: open)
    }
    parts.removeFirst()
    var caseInsensitive = false
    if let flag = parts.first {
      guard flag.isIdent("i") || flag.isIdent("s"), parts.count == 1 else {
        throw error(
          .invalidSelector, "unexpected '\(TokenPrinter.text(of: flag))' in attribute selector",
          at: open)
      }
      caseInsensitive = flag.isIdent("i")
    }
    return AttributeSelector(
      name: first.value, op: op, value: valueToken.value, caseInsensitive: caseInsensitive)
  }
}
