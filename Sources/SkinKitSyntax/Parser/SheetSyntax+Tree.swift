// The same syntax as nested values (``SyntaxTree``), and back.
extension SheetSyntax {
  /// The syntax as a ``SyntaxTree``: the same items, ranges, tokens, diagnostics and
  /// comments.
  package var tree: SyntaxTree {
    SyntaxTree(
      file: file, items: topLevel.map { node($0) }, diagnostics: diagnostics,
      comments: comments)
  }

  /// The ``SyntaxNode`` of node `index`, with its items.
  package func node(_ index: Int) -> SyntaxNode {
    let node = nodes[index]
    func range(_ bytes: Range<Int>) -> SourceRange { SourceRange(file: file, bytes: bytes) }
    func items() -> [SyntaxNode] { self.items(from: index + 1, to: Int(node.end)).map(self.node) }
    switch node.kind {
    case .rule:
      return .rule(
        RuleSyntax(
          prelude: tokens(of: node), preludeRange: range(node.partBytes), items: items(),
          range: range(node.bytes)))
    case .declaration:
      return .declaration(
        DeclarationSyntax(
          name: name(of: node), nameRange: range(node.nameBytes), value: tokens(of: node),
          valueRange: range(node.partBytes), important: node.flag, range: range(node.bytes)))
    case .media, .container, .scope:
      var media = MediaRuleSyntax(
        query: tokens(of: node), queryRange: range(node.partBytes), items: items(),
        range: range(node.bytes))
      switch node.kind {
      case .container: media.kind = .container
      case .scope: media.kind = .scope
      default: media.kind = node.flag ? .supports : .media
      }
      return .media(media)
    case .layer:
      return .layer(
        LayerRuleSyntax(
          names: layerNames[Int(node.detail)], items: node.flag ? items() : nil,
          range: range(node.bytes)))
    case .importRule:
      let detail = imports[Int(node.detail)]
      return .importRule(
        ImportRuleSyntax(
          path: detail.path, layer: detail.layer, media: tokens(of: node),
          range: range(node.bytes)))
    case .constant:
      return .constant(
        ConstantSyntax(
          name: name(of: node), value: tokens(of: node), valueRange: range(node.partBytes),
          range: range(node.bytes)))
    case .extend:
      return .extend(ExtendSyntax(selector: tokens(of: node), range: range(node.bytes)))
    case .property:
      return .property(
        PropertyRuleSyntax(
          prelude: tokens(of: node), preludeRange: range(node.partBytes),
          items: node.flag ? items() : nil, range: range(node.bytes)))
    case .keyframes:
      return .keyframes(
        KeyframesRuleSyntax(
          keyword: names[Int(node.detail)], prelude: tokens(of: node),
          preludeRange: range(node.partBytes), items: node.flag ? items() : nil,
          range: range(node.bytes)))
    }
  }

  /// The syntax of a tree built elsewhere (by a format reader): its items, tokens, ranges
  /// and diagnostics, the ranges read as offsets in the tree's file.
  package init(tree: SyntaxTree) {
    self.init(file: tree.file)
    diagnostics = tree.diagnostics
    comments = tree.comments
    for item in tree.items { append(item) }
  }

  private mutating func append(_ item: SyntaxNode) {
    func keep(_ slice: ArraySlice<Token>) -> Range<Int32> {
      let start = Int32(tokens.count)
      tokens.append(contentsOf: slice)
      return start..<Int32(tokens.count)
    }
    func name(_ name: String) -> Int32 {
      names.append(name)
      return Int32(names.count - 1)
    }
    /// Appends a node with a block, then its items.
    func block(_ node: Node, _ items: [SyntaxNode], _ syntax: inout SheetSyntax) {
      let index = syntax.nodes.count
      syntax.nodes.append(node)
      for item in items { syntax.append(item) }
      syntax.nodes[index].end = Int32(syntax.nodes.count)
    }
    let next = Int32(nodes.count + 1)
    switch item {
    case .rule(let rule):
      let node = Node(
        kind: .rule, end: next, tokens: keep(rule.prelude), bytes: rule.range.bytes,
        partBytes: rule.preludeRange.bytes)
      block(node, rule.items, &self)
    case .declaration(let declaration):
      nodes.append(
        Node(
          kind: .declaration, flag: declaration.important, end: next,
          detail: name(declaration.name), tokens: keep(declaration.value),
          bytes: declaration.range.bytes, partBytes: declaration.valueRange.bytes,
          nameBytes: declaration.nameRange.bytes))
    case .media(let media):
      let node = Node(
        kind: media.kind == .container ? .container : media.kind == .scope ? .scope : .media,
        flag: media.kind == .supports,
        end: next, tokens: keep(media.query),
        bytes: media.range.bytes, partBytes: media.queryRange.bytes)
      block(node, media.items, &self)
    case .layer(let layer):
      layerNames.append(layer.names)
      let node = Node(
        kind: .layer, flag: layer.items != nil, end: next,
        detail: Int32(layerNames.count - 1), tokens: keep([]), bytes: layer.range.bytes,
        partBytes: 0..<0)
      block(node, layer.items ?? [], &self)
    case .importRule(let rule):
      imports.append(Import(path: rule.path, layer: rule.layer))
      nodes.append(
        Node(
          kind: .importRule, end: next, detail: Int32(imports.count - 1),
          tokens: keep(rule.media), bytes: rule.range.bytes, partBytes: 0..<0))
    case .constant(let constant):
      nodes.append(
        Node(
          kind: .constant, end: next, detail: name(constant.name), tokens: keep(constant.value),
          bytes: constant.range.bytes, partBytes: constant.valueRange.bytes))
    case .extend(let extend):
      nodes.append(
        Node(
          kind: .extend, end: next, tokens: keep(extend.selector), bytes: extend.range.bytes,
          partBytes: 0..<0))
    case .property(let rule):
      let node = Node(
        kind: .property, flag: rule.items != nil, end: next, tokens: keep(rule.prelude),
        bytes: rule.range.bytes, partBytes: rule.preludeRange.bytes)
      block(node, rule.items ?? [], &self)
    case .keyframes(let rule):
      let node = Node(
        kind: .keyframes, flag: rule.items != nil, end: next, detail: name(rule.keyword),
        tokens: keep(rule.prelude), bytes: rule.range.bytes, partBytes: rule.preludeRange.bytes)
      block(node, rule.items ?? [], &self)
    }
  }
}
