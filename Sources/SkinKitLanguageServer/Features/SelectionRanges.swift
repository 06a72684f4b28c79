import SkinKit

/// `textDocument/selectionRange`: for each position, the ranges an editor's "expand
/// selection" steps through, innermost first — the word (a name with its `.`, `#`, `$` or
/// `:`), the function call around it, the value or name, the declaration; in a selector, the
/// selector of the list, then the list; the inside of a block, then the whole rule, `@media`
/// or `@layer`, and so on out to the whole document (as vscode-css-languageservice steps).
enum SelectionRanges {
  static func ranges(at positions: [Position], in analysis: DocumentAnalysis) -> JSONValue {
    .array(
      positions.map { position in
        let ranges = chain(at: analysis.text.sourceOffset(of: position), in: analysis)
        var answer: JSONValue?
        for bytes in ranges.reversed() {
          var members: [String: JSONValue] = ["range": analysis.text.range(of: bytes).json]
          if let answer { members["parent"] = answer }
          answer = .object(members)
        }
        return answer ?? ["range": TextRange(start: position, end: position).json]
      })
  }

  /// The ranges holding `offset`, innermost first, each strictly inside the next.
  static func chain(at offset: Int, in analysis: DocumentAnalysis) -> [Range<Int>] {
    let file = analysis.sheet.file
    var outer: [Range<Int>] = [0..<file.bytes.count]
    func add(_ range: Range<Int>) {
      guard !range.isEmpty, range.lowerBound <= offset, offset <= range.upperBound,
        let last = outer.last,
        range != last, last.lowerBound <= range.lowerBound, range.upperBound <= last.upperBound
      else { return }
      outer.append(range)
    }
    func holds(_ range: Range<Int>) -> Bool {
      range.lowerBound <= offset && offset <= range.upperBound
    }
    func visit(_ items: [SyntaxNode]) {
      guard let item = items.first(where: { holds($0.range.bytes) }) else { return }
      add(item.range.bytes)
      switch item {
      case .rule(let rule):
        if holds(rule.preludeRange.bytes) {
          add(rule.preludeRange.bytes)
          if let segment = SelectorContext.segments(of: rule.prelude).first(where: holds) {
            add(segment)
          }
          add(word(in: rule.prelude))
        } else {
          add(inside(rule.range.bytes, after: rule.preludeRange.bytes.upperBound, in: file))
          visit(rule.items)
        }
      case .media(let media):
        if holds(media.queryRange.bytes) {
          add(media.queryRange.bytes)
          add(word(in: media.query))
        } else {
          add(inside(media.range.bytes, after: media.queryRange.bytes.upperBound, in: file))
          visit(media.items)
        }
      case .layer(let layer):
        add(inside(layer.range.bytes, after: layer.range.bytes.lowerBound, in: file))
        visit(layer.items ?? [])
      case .declaration(let declaration):
        if holds(declaration.nameRange.bytes) {
          add(declaration.nameRange.bytes)
        } else {
          value(declaration.value, range: declaration.valueRange.bytes)
        }
      case .constant(let constant):
        if offset < constant.valueRange.bytes.lowerBound {
          let start = constant.range.bytes.lowerBound
          add(start..<(start + 1 + constant.name.utf8.count))
        } else {
          value(constant.value, range: constant.valueRange.bytes)
        }
      case .extend(let extend):
        add(word(in: extend.selector))
      case .property(let rule):
        if holds(rule.preludeRange.bytes) {
          add(word(in: rule.prelude))
        } else {
          add(inside(rule.range.bytes, after: rule.preludeRange.bytes.upperBound, in: file))
          visit(rule.items ?? [])
        }
      case .keyframes(let rule):
        if holds(rule.preludeRange.bytes) {
          add(word(in: rule.prelude))
        } else {
          add(inside(rule.range.bytes, after: rule.preludeRange.bytes.upperBound, in: file))
          visit(rule.items ?? [])
        }
      case .importRule:
        break
      }
    }
    func value(_ tokens: ArraySlice<Token>, range: Range<Int>) {
      add(range)
      for group in groups(in: tokens) where holds(group) { add(group) }
      add(word(in: tokens))
    }
    /// The word at the offset, with the `.`, `#`, `$`, `:` or `@` written before it.
    func word(in tokens: ArraySlice<Token>) -> Range<Int> {
      guard
        let index = tokens.indices.first(where: {
          tokens[$0].start <= offset && offset < tokens[$0].end
        })
          ?? tokens.indices.last(where: { tokens[$0].end == offset })
      else { return offset..<offset }
      var start = tokens[index].start
      var end = tokens[index].end
      if index > tokens.startIndex, tokens[index].kind == .ident,
        tokens[index - 1].end == start, isSigil(tokens[index - 1])
      {
        start = tokens[index - 1].start
      } else if isSigil(tokens[index]), index + 1 < tokens.endIndex,
        tokens[index + 1].kind == .ident, tokens[index + 1].start == end
      {
        end = tokens[index + 1].end
      }
      return start..<end
    }
    visit(analysis.tree.items)
    return outer.reversed()
  }

  private static func isSigil(_ token: Token) -> Bool {
    token.kind == .colon || token.isDelim(".") || token.isDelim("$")
  }

  /// The bytes of each parenthesized group (a function call with its name) of a value,
  /// outermost first.
  static func groups(in tokens: ArraySlice<Token>) -> [Range<Int>] {
    var open: [Int] = []
    var result: [(depth: Int, range: Range<Int>)] = []
    for token in tokens {
      switch token.kind {
      case .function, .openParen: open.append(token.start)
      case .closeParen:
        if let start = open.popLast() { result.append((open.count, start..<token.end)) }
      default: break
      }
    }
    return result.sorted { $0.depth < $1.depth }.map(\.range)
  }

  /// The inside of a block (between its braces): from after the first `{` past `from`, to
  /// before the closing `}` (the end of the file when it is not closed).
  static func inside(_ block: Range<Int>, after from: Int, in file: SourceFile) -> Range<Int> {
    let bytes = file.bytes
    var start = from
    while start < block.upperBound && bytes[start] != UInt8(ascii: "{") {
      // A comment between a prelude and its `{` may hold a brace.
      if bytes[start] == UInt8(ascii: "/"), start + 1 < bytes.count,
        bytes[start + 1] == UInt8(ascii: "*")
      {
        start += 2
        while start + 1 < block.upperBound
          && !(bytes[start] == UInt8(ascii: "*") && bytes[start + 1] == UInt8(ascii: "/"))
        {
          start += 1
        }
        start += 2
        continue
      }
      start += 1
    }
    guard start < block.upperBound else { return block }
    let end =
      bytes[block.upperBound - 1] == UInt8(ascii: "}") ? block.upperBound - 1 : block.upperBound
    return (start + 1)..<max(start + 1, end)
  }
}
