import SkinKit

/// What is written at a place in a document, as hover and definition need it: a property
/// name, a custom property (its declaration or a `var()` of it), a `$constant` (its
/// definition or a use), an `@import`, an `@extend`, a type name in a selector, or a color.
enum Reference: Equatable {
  case property(String, bytes: Range<Int>)
  case customProperty(String, bytes: Range<Int>)
  case constant(String, bytes: Range<Int>)
  case importRule(ImportRuleSyntax)
  case extend(ExtendSyntax)
  case typeName(String, bytes: Range<Int>)
  case color(StyleColor, bytes: Range<Int>)

  /// The bytes the reference covers.
  var bytes: Range<Int> {
    switch self {
    case .property(_, let bytes), .customProperty(_, let bytes), .constant(_, let bytes),
      .typeName(_, let bytes), .color(_, let bytes):
      bytes
    case .importRule(let rule): rule.range.bytes
    case .extend(let extend): extend.range.bytes
    }
  }

  /// What is at `offset` in a tree (an offset at the end of a word counts as on it).
  static func find(at offset: Int, in tree: SyntaxTree, table: PropertyTable) -> Reference? {
    find(at: offset, in: tree.items, table: table)
  }

  private static func find(at offset: Int, in items: [SyntaxNode], table: PropertyTable)
    -> Reference?
  {
    for item in items
    where item.range.bytes.lowerBound <= offset
      && offset <= item.range.bytes.upperBound
    {
      switch item {
      case .declaration(let declaration):
        if declaration.nameRange.bytes.contains(offset)
          || declaration.nameRange.bytes.upperBound == offset
        {
          return declaration.isCustomProperty
            ? .customProperty(declaration.name, bytes: declaration.nameRange.bytes)
            : .property(declaration.name, bytes: declaration.nameRange.bytes)
        }
        return inValue(
          declaration.value, at: offset,
          namesAreColors: ColorFinder.namesAreColors(declaration, table: table))
      case .constant(let constant):
        if offset < constant.valueRange.bytes.lowerBound {
          let end = constant.range.bytes.lowerBound + 1 + constant.name.utf8.count
          guard offset <= end else { return nil }
          return .constant(constant.name, bytes: constant.range.bytes.lowerBound..<end)
        }
        return inValue(constant.value, at: offset, namesAreColors: true)
      case .rule(let rule):
        if rule.preludeRange.bytes.contains(offset) || rule.preludeRange.bytes.upperBound == offset
        {
          return typeName(in: rule.prelude, at: offset)
        }
        if let found = find(at: offset, in: rule.items, table: table) { return found }
      case .media(let media):
        if let found = find(at: offset, in: media.items, table: table) { return found }
      case .layer(let layer):
        if let found = find(at: offset, in: layer.items ?? [], table: table) { return found }
      case .importRule(let rule):
        return .importRule(rule)
      case .extend(let extend):
        return .extend(extend)
      case .property(let rule):
        if let name = rule.prelude.first(where: {
          $0.kind == .ident && $0.start <= offset && offset <= $0.end
        }) {
          return .customProperty(name.value, bytes: name.start..<name.end)
        }
        // A descriptor is not a property: only what its value holds (a color, `$name`).
        for case .declaration(let descriptor) in rule.items ?? []
        where descriptor.valueRange.bytes.lowerBound <= offset
          && offset <= descriptor.valueRange.bytes.upperBound
        {
          return inValue(descriptor.value, at: offset, namesAreColors: true)
        }
        return nil
      case .keyframes(let rule):
        // A keyframe's selector (`from`, `50%`) names nothing: only its declarations do.
        for case .rule(let keyframe) in rule.items ?? [] {
          if let found = find(at: offset, in: keyframe.items, table: table) { return found }
        }
        return nil
      }
    }
    return nil
  }

  /// A `$constant`, `var(--name)` or color in a value.
  private static func inValue(_ tokens: ArraySlice<Token>, at offset: Int, namesAreColors: Bool)
    -> Reference?
  {
    guard
      let index = tokens.indices.first(where: {
        tokens[$0].start <= offset && offset < tokens[$0].end
      }) ?? tokens.indices.last(where: { tokens[$0].end == offset })
    else { return nil }
    let token = tokens[index]
    let previous = index > tokens.startIndex ? tokens[index - 1] : nil
    let next = index + 1 < tokens.endIndex ? tokens[index + 1] : nil
    if token.kind == .ident, let previous, previous.isDelim("$"), previous.end == token.start {
      return .constant(token.value, bytes: previous.start..<token.end)
    }
    if token.isDelim("$"), let next, next.kind == .ident, next.start == token.end {
      return .constant(next.value, bytes: token.start..<next.end)
    }
    if token.kind == .ident, token.value.hasPrefix("--"),
      let function = enclosingFunction(of: index, in: tokens), function.isFunction("var")
    {
      return .customProperty(token.value, bytes: token.start..<token.end)
    }
    // The innermost color written around the offset.
    let colors = ColorFinder.colors(in: tokens, namesAreColors: namesAreColors)
    if let found = colors.last(where: { $0.bytes.contains(offset) || $0.bytes.upperBound == offset }
    ) {
      return .color(found.color, bytes: found.bytes)
    }
    return nil
  }

  /// The function token whose parentheses hold the token at `index`.
  private static func enclosingFunction(of index: Int, in tokens: ArraySlice<Token>) -> Token? {
    var depth = 0
    var position = index - 1
    while position >= tokens.startIndex {
      switch tokens[position].kind {
      case .closeParen: depth += 1
      case .function, .openParen:
        if depth == 0 { return tokens[position] }
        depth -= 1
      default: break
      }
      position -= 1
    }
    return nil
  }

  /// A type name in a selector (not a class, id, pseudo-class or attribute name).
  private static func typeName(in prelude: ArraySlice<Token>, at offset: Int) -> Reference? {
    guard
      let index = prelude.indices.first(where: {
        prelude[$0].kind == .ident && prelude[$0].start <= offset && offset <= prelude[$0].end
      }), StylesheetLint.namesType(at: index, in: prelude)
    else { return nil }
    let token = prelude[index]
    return .typeName(BuiltInTypes.canonicalName(token.value), bytes: token.start..<token.end)
  }
}

extension Token {
  /// Whether this is a function token of this name (any ASCII case).
  fileprivate func isFunction(_ name: String) -> Bool {
    kind == .function && value.asciiCaseInsensitiveEquals(name)
  }
}
