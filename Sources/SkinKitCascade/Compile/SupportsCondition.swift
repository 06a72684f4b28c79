import SkinKitProperties
import SkinKitSelectors
import SkinKitSyntax

/// `@supports` conditions (CSS Conditional Rules 3 §2, 4 §2), evaluated when a sheet is
/// compiled against what SkinKit itself reads: `(property: value)` holds when the property
/// is one SkinKit knows (or a custom property) and the value is valid for it;
/// `selector(S)` when SkinKit parses the selector; `not`, `and`, `or` and parentheses combine
/// them; anything else (`font-tech()`, `font-format()`, unknown forms) is false, as CSS says
/// of what it does not recognize.
///
/// ```
/// condition -> 'not' in-parens | in-parens ( 'and' in-parens )* | in-parens ( 'or' in-parens )*
/// in-parens -> '(' condition ')' | '(' declaration ')' | 'selector(' selector ')' | other
/// ```
enum SupportsCondition {
  static func holds(_ tokens: ArraySlice<Token>, table: PropertyTable, typeNames: TypeNameTable)
    -> Bool
  {
    condition(ValueReader.components(tokens), table: table, typeNames: typeNames) ?? false
  }

  /// The condition's value; `nil` when it is not well formed (the whole rule is then false).
  static func condition(
    _ parts: [ArraySlice<Token>], table: PropertyTable, typeNames: TypeNameTable
  ) -> Bool? {
    guard let first = parts.first else { return nil }
    if first.count == 1, first.first?.isIdent("not") == true {
      guard parts.count == 2 else { return nil }
      return inParens(parts[1], table: table, typeNames: typeNames).map { !$0 }
    }
    guard var result = inParens(first, table: table, typeNames: typeNames) else { return nil }
    var index = 1
    var joiner: String?
    while index + 1 < parts.count {
      guard parts[index].count == 1, let word = parts[index].first, word.kind == .ident else {
        return nil
      }
      let name = word.value.asciiLowercased
      guard name == "and" || name == "or", joiner == nil || joiner == name else { return nil }
      joiner = name
      guard let next = inParens(parts[index + 1], table: table, typeNames: typeNames) else {
        return nil
      }
      result = name == "and" ? result && next : result || next
      index += 2
    }
    return index == parts.count ? result : nil
  }

  static func inParens(_ part: ArraySlice<Token>, table: PropertyTable, typeNames: TypeNameTable)
    -> Bool?
  {
    guard let open = part.first, let close = part.last, close.kind == .closeParen else {
      return nil
    }
    let inner = part.dropFirst().dropLast()
    switch open.kind {
    case .function where open.value.asciiLowercased == "selector":
      return
        (try? SelectorParser.parse(
          TokenPrinter.print(inner, collapsingWhitespace: true), typeNames: typeNames)) != nil
    case .function:
      return false
    case .openParen:
      let components = ValueReader.components(inner)
      if let first = components.first,
        first.first?.kind == .openParen || (first.count == 1 && first.first?.isIdent("not") == true)
      {
        return condition(components, table: table, typeNames: typeNames)
      }
      return declaration(inner, table: table)
    default:
      return nil
    }
  }

  /// What follows an `@import`'s path (and layer), split into its `supports(…)` condition
  /// and the media query after it: `nil` when the import names no `supports()`, else whether
  /// it holds — a condition or a bare declaration (CSS Cascade 5 §2: `supports( [
  /// <supports-condition> | <declaration> ] )`) — and the media query's tokens.
  static func importCondition(
    _ tokens: ArraySlice<Token>, table: PropertyTable, typeNames: TypeNameTable
  ) -> (holds: Bool, media: ArraySlice<Token>)? {
    guard let start = tokens.firstIndex(where: { !$0.isWhitespace }),
      tokens[start].kind == .function, tokens[start].value.asciiLowercased == "supports"
    else { return nil }
    var depth = 0
    var close: Int?
    for index in start..<tokens.endIndex {
      switch tokens[index].kind {
      case .function, .openParen: depth += 1
      case .closeParen:
        depth -= 1
        if depth == 0 { close = index }
      default: break
      }
      if close != nil { break }
    }
    // An unclosed `supports(` runs to the end of the rule, as CSS closes it there.
    let end = close ?? tokens.endIndex
    let inner = tokens[(start + 1)..<end]
    let holds =
      condition(ValueReader.components(inner), table: table, typeNames: typeNames)
      ?? declaration(inner, table: table)
    let media = tokens[(close.map { $0 + 1 } ?? end)...].drop(while: \.isWhitespace)
    return (holds, media)
  }

  /// `property: value`.
  static func declaration(_ tokens: ArraySlice<Token>, table: PropertyTable) -> Bool {
    guard let colon = tokens.firstIndex(where: { $0.kind == .colon }) else { return false }
    let names = tokens[..<colon].filter { !$0.isWhitespace }
    guard names.count == 1, let name = names.first, name.kind == .ident else { return false }
    let value = tokens[(colon + 1)...]
    if name.value.hasPrefix("--") { return true }
    return (try? table.parseDeclaration(name: name.value, value: value)) != nil
  }
}
