import SkinKitSyntax

/// Moves a syntax tree parsed from generated `.skss` text onto the original file it was
/// converted from: every token and range is mapped through the writer's ``OffsetMap``, so the
/// cascade's diagnostics (an unknown property, an undefined constant) name a line and column
/// in the UISS JSON or the property list, not in text nobody sees.
///
/// Tokens keep their relative positions within each piece of text, so what depends on
/// adjacency (`$name`, spacing when printing) still holds. Comments are dropped: their ranges
/// would point at nothing in the original file. What reads a selector's source text rather
/// than its tokens (the An+B of `:nth-child()`) would read the original file: the readers
/// write no such selector.
struct SyntaxTreeRemapper {
  let original: SourceFile
  let map: OffsetMap

  func remap(_ tree: SyntaxTree, extraDiagnostics: [Diagnostic] = []) -> SyntaxTree {
    SyntaxTree(
      file: original, items: tree.items.map(remap),
      diagnostics: extraDiagnostics
        + tree.diagnostics.map { diagnostic in
          var moved = diagnostic
          moved.range = remap(diagnostic.range)
          return moved
        },
      comments: [])
  }

  func remap(_ range: SourceRange) -> SourceRange {
    SourceRange(file: original, bytes: map.map(range.bytes))
  }

  func remap(_ tokens: ArraySlice<Token>) -> ArraySlice<Token> {
    tokens.map { token in
      var moved = token
      let range = map.map(token.start..<token.end)
      moved.start = range.lowerBound
      moved.end = range.upperBound
      return moved
    }[...]
  }

  func remap(_ node: SyntaxNode) -> SyntaxNode {
    switch node {
    case .rule(let rule):
      return .rule(
        RuleSyntax(
          prelude: remap(rule.prelude), preludeRange: remap(rule.preludeRange),
          items: rule.items.map(remap), range: remap(rule.range)))
    case .declaration(let declaration):
      return .declaration(
        DeclarationSyntax(
          name: declaration.name, nameRange: remap(declaration.nameRange),
          value: remap(declaration.value), valueRange: remap(declaration.valueRange),
          important: declaration.important, range: remap(declaration.range)))
    case .media(let media):
      return .media(
        MediaRuleSyntax(
          query: remap(media.query), queryRange: remap(media.queryRange),
          items: media.items.map(remap), range: remap(media.range)))
    case .layer(let layer):
      return .layer(
        LayerRuleSyntax(
          names: layer.names, items: layer.items.map { $0.map(remap) }, range: remap(layer.range)))
    case .importRule(let rule):
      return .importRule(
        ImportRuleSyntax(
          path: rule.path, layer: rule.layer, media: remap(rule.media), range: remap(rule.range)))
    case .constant(let constant):
      return .constant(
        ConstantSyntax(
          name: constant.name, value: remap(constant.value),
          valueRange: remap(constant.valueRange), range: remap(constant.range)))
    case .extend(let extend):
      return .extend(ExtendSyntax(selector: remap(extend.selector), range: remap(extend.range)))
    case .property(let rule):
      return .property(
        PropertyRuleSyntax(
          prelude: remap(rule.prelude), preludeRange: remap(rule.preludeRange),
          items: rule.items.map { $0.map(remap) }, range: remap(rule.range)))
    case .keyframes(let rule):
      return .keyframes(
        KeyframesRuleSyntax(
          keyword: rule.keyword, prelude: remap(rule.prelude),
          preludeRange: remap(rule.preludeRange), items: rule.items.map { $0.map(remap) },
          range: remap(rule.range)))
    }
  }
}
