import SkinKit

/// Where a completion is asked for, read from the tokens before the cursor (a document being
/// typed rarely parses into the item being written): a declaration's name or value, inside
/// `var(`, after `$`, a selector's type or pseudo-class, an at-rule's name, or an `@media`
/// feature's name or value — and the partial word the completion replaces.
///
/// ```swift
/// let file = SourceFile(path: "a.skss", text: "Button { col")
/// let context = CompletionContext(
///   file: file, offset: 12, itemStart: 0, table: PropertyTable.builtIn)
/// context.place       // .propertyName
/// context.replacing   // 9..<12 ("col")
/// ```
struct CompletionContext: Equatable {
  enum Place: Equatable {
    /// A declaration's name, in a rule's block.
    case propertyName
    /// A declaration's value: the property as written (`nil` for a `$constant`'s value).
    case value(property: String?)
    /// A custom property's name, inside `var(`.
    case customPropertyName
    /// A constant's name, after `$`.
    case constantName
    /// A pseudo-class, after `:` in a selector.
    case pseudoClass
    /// The start of a compound selector (a type name).
    case selector
    /// An at-rule's name, after `@`.
    case atRule
    /// A media feature's name, after `(` in an `@media` query.
    case mediaFeature
    /// A media feature's value, after `(name:` in an `@media` query (the name as written).
    case mediaValue(feature: String)
    /// Nothing to offer (a comment, a string, a selector's class…).
    case none
  }

  var place: Place
  /// The bytes of the partial word the completion replaces, ending at the cursor.
  var replacing: Range<Int>

  /// Reads the context at `offset` of `file`, tokenizing from `itemStart` — the start of the
  /// top-level item holding the offset, or the end of the last one before it (a point
  /// where tokenizing starts as it does from the file's start).
  init(file: SourceFile, offset: Int, itemStart: Int, table: PropertyTable) {
    let start = max(0, min(itemStart, offset))
    let piece = SourceFile(path: file.path, utf8: Array(file.bytes[start..<offset]))
    let tokenized = Tokenizer.tokenize(piece)
    // Inside a comment (one still open at the cursor) there is nothing to complete.
    if let comment = tokenized.comments.last, comment.upperBound == piece.bytes.count,
      !piece.text(in: comment).hasSuffix("*/") || piece.text(in: comment).hasPrefix("//")
    {
      self.init(place: .none, replacing: offset..<offset)
      return
    }
    var reader = StatementReader(table: table)
    for token in tokenized.tokens { reader.read(token) }
    let (place, partialStart) = reader.place(at: piece.bytes.count)
    self.init(place: place, replacing: (start + partialStart)..<offset)
  }

  init(place: Place, replacing: Range<Int>) {
    self.place = place
    self.replacing = replacing
  }

  /// The top-level item boundary to tokenize from for `offset`: the start of the item
  /// holding it, else the end of the last item before it, else the file's start.
  static func itemStart(for offset: Int, in tree: SyntaxTree) -> Int {
    var start = 0
    for item in tree.items {
      let range = item.range.bytes
      if range.lowerBound > offset { break }
      if offset <= range.upperBound { return range.lowerBound }
      start = range.upperBound
    }
    return start
  }
}

/// Follows blocks and statements through tokens, to say what the last one is.
private struct StatementReader {
  /// A style rule's block, an at-rule's that holds rules, or `@property`'s (descriptors,
  /// which are not properties: nothing is offered there).
  enum Block { case rule, container, descriptors }

  let table: PropertyTable

  /// The open blocks, outermost first.
  var blocks: [Block] = []
  /// The current statement's tokens, whitespace left out.
  var statement: [Token] = []
  /// The last token read (whitespace included).
  var last: Token?

  mutating func read(_ token: Token) {
    last = token
    switch token.kind {
    case .whitespace:
      return
    case .semicolon:
      statement = []
    case .openBrace:
      let atRule = statement.first.flatMap { $0.kind == .atKeyword ? $0.value : nil }
      blocks.append(
        atRule == nil
          ? .rule : atRule?.asciiLowercased == "property" ? .descriptors : .container)
      statement = []
    case .closeBrace:
      if !blocks.isEmpty { blocks.removeLast() }
      statement = []
    default:
      statement.append(token)
    }
  }

  /// The place at the end of what was read (`end`), and where the partial word starts.
  func place(at end: Int) -> (CompletionContext.Place, Int) {
    var words = statement
    var partialStart = end
    // The word being typed: a token reaching the cursor.
    if let last, last.end == end, !last.isWhitespace {
      switch last.kind {
      case .string, .badString, .url, .badURL, .number, .dimension, .percentage, .hash:
        return (.none, end)
      case .atKeyword:
        return (words.count == 1 ? .atRule : .none, last.start)
      case .delim where last.isDelim("@"):
        return (words.count == 1 ? .atRule : .none, last.start)
      case .delim where last.isDelim("$"):
        words.removeLast()
        return (constantOrNone(words), last.start)
      case .ident:
        partialStart = last.start
        words.removeLast()
        // `$name` being typed: the `$` belongs to the word.
        if let dollar = words.last, dollar.isDelim("$"), dollar.end == last.start {
          words.removeLast()
          return (constantOrNone(words), dollar.start)
        }
      default:
        break
      }
    }
    return (place(of: words, partialStart: partialStart), partialStart)
  }

  /// `$` starts a constant's name only in a value (a declaration's or a constant's).
  private func constantOrNone(_ words: [Token]) -> CompletionContext.Place {
    if case .value = place(of: words, partialStart: 0) { return .constantName }
    return .none
  }

  private func place(of words: [Token], partialStart: Int) -> CompletionContext.Place {
    if let first = words.first, first.kind == .atKeyword {
      switch first.value.asciiLowercased {
      case "extend": return selectorPlace(words, partialStart: partialStart)
      case "media": return mediaPlace(words.dropFirst())
      default: return .none
      }
    }
    if blocks.last == .descriptors { return .none }
    // `$name: value` at the top level.
    if words.count >= 3, words[0].isDelim("$"), words[1].kind == .ident, words[2].kind == .colon {
      return valuePlace(words.dropFirst(3), property: nil)
    }
    if blocks.last == .rule {
      guard let first = words.first else { return .propertyName }
      if first.kind == .ident, words.count >= 2, words[1].kind == .colon,
        isDeclarationName(first.value)
      {
        return valuePlace(words.dropFirst(2), property: first.value)
      }
    }
    return selectorPlace(words, partialStart: partialStart)
  }

  /// A name that starts a declaration rather than a selector (`color:`, `--x:`, not
  /// `Label:highlighted`).
  private func isDeclarationName(_ name: String) -> Bool {
    if name.hasPrefix("--") { return true }
    if table.definition(named: name) != nil || table.shorthand(named: name) != nil { return true }
    return !BuiltInTypes.contains(name) && name.first?.isUppercase == false
  }

  private func valuePlace(_ value: ArraySlice<Token>, property: String?)
    -> CompletionContext.Place
  {
    // Inside `var(` before its comma: a custom property's name.
    var depth = 0
    for token in value.reversed() {
      switch token.kind {
      case .closeParen: depth += 1
      case .openParen: depth -= 1
      case .comma where depth == 0: return .value(property: property)
      case .function:
        if depth == 0 {
          return token.value.asciiLowercased == "var"
            ? .customPropertyName : .value(property: property)
        }
        depth -= 1
      default: break
      }
    }
    return .value(property: property)
  }

  /// In a query: a feature's name right after an open `(`, its value after `name:`.
  private func mediaPlace(_ query: ArraySlice<Token>) -> CompletionContext.Place {
    var opens: [Int] = []
    for (index, token) in zip(query.indices, query) {
      switch token.kind {
      case .openParen: opens.append(index)
      case .closeParen: if !opens.isEmpty { opens.removeLast() }
      default: break
      }
    }
    guard let open = opens.last else { return .none }
    let inner = query[(open + 1)...]
    if inner.isEmpty { return .mediaFeature }
    if inner.count == 2, let name = inner.first, name.kind == .ident, inner.last?.kind == .colon {
      return .mediaValue(feature: name.value)
    }
    return .none
  }

  private func selectorPlace(_ words: [Token], partialStart: Int) -> CompletionContext.Place {
    guard let previous = words.last else { return .selector }
    if previous.kind == .colon && previous.end == partialStart { return .pseudoClass }
    // A class or an id being written: names of the app's own, nothing to offer.
    if previous.isDelim(".") || previous.isDelim("#") || previous.kind == .colon {
      return .none
    }
    return .selector
  }
}
