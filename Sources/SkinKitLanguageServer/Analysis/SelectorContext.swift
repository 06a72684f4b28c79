import SkinKit

/// The selector a place in a rule's prelude belongs to: the complex selector of the list
/// holding it, as written and as it matches — made absolute as the compiler makes it (CSS
/// Nesting §3: `&` is `:is(parent)`, a selector without `&` is `& selector`), which is also
/// where its specificity comes from.
///
/// ```swift
/// let tree = StylesheetParser.parse("Button.primary, #save { Label { } }")
/// let context = SelectorContext.find(at: 26, in: tree)!   // in `Label`
/// context.absolute.description   // ":is(Button.primary, #save) Label"
/// context.absolute.specificity   // (1,0,1)
/// ```
struct SelectorContext {
  /// The selector as written.
  var written: ComplexSelector
  /// The selector with nesting resolved.
  var absolute: ComplexSelector
  /// The bytes of the written selector (between the list's commas).
  var bytes: Range<Int>
  /// Whether it is a nested rule's.
  var isNested: Bool

  static func find(at offset: Int, in tree: SyntaxTree) -> SelectorContext? {
    find(at: offset, in: tree.items, parent: nil)
  }

  private static func find(at offset: Int, in items: [SyntaxNode], parent: SelectorList?)
    -> SelectorContext?
  {
    for item in items
    where item.range.bytes.lowerBound <= offset && offset <= item.range.bytes.upperBound {
      switch item {
      case .rule(let rule):
        let nested = parent != nil
        guard
          case .success(let list) = SelectorParser.parse(
            rule.prelude, in: rule.range.file, nested: nested, typeNames: BuiltInTypes.typeNames)
        else { return nil }
        let absolute = SelectorList(
          list.selectors.map { StylesheetCompiler.resolveNesting($0, parent: parent) })
        let prelude = rule.preludeRange.bytes
        guard prelude.contains(offset) || prelude.upperBound == offset else {
          return find(at: offset, in: rule.items, parent: absolute)
        }
        let segments = segments(of: rule.prelude)
        guard segments.count == list.selectors.count,
          let index = segments.firstIndex(where: { offset <= $0.upperBound })
        else { return nil }
        return SelectorContext(
          written: list.selectors[index], absolute: absolute.selectors[index],
          bytes: segments[index], isNested: nested)
      case .media(let media):
        return find(at: offset, in: media.items, parent: parent)
      case .layer(let layer):
        return find(at: offset, in: layer.items ?? [], parent: parent)
      default:
        return nil
      }
    }
    return nil
  }

  /// The bytes of each selector of a list's tokens (split at commas outside parentheses),
  /// without surrounding whitespace.
  static func segments(of tokens: ArraySlice<Token>) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var depth = 0
    var start: Int?
    var end = 0
    for token in tokens {
      switch token.kind {
      case .function, .openParen, .openBracket: depth += 1
      case .closeParen, .closeBracket: depth = max(0, depth - 1)
      case .comma where depth == 0:
        result.append((start ?? token.start)..<(start == nil ? token.start : end))
        start = nil
        continue
      default: break
      }
      if token.isWhitespace { continue }
      if start == nil { start = token.start }
      end = token.end
    }
    if let start { result.append(start..<end) }
    return result
  }
}

extension Specificity {
  /// `(a, b, c)`, as CSS writes a specificity.
  var written: String { "(\(ids), \(classes), \(types))" }
}
