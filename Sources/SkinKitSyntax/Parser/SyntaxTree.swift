/// The parsed form of one `.skss` file: rules, declarations and at-rules as written, with
/// selectors, queries and values still as tokens (their meaning belongs to later layers).
///
/// ```swift
/// let tree = StylesheetParser.parse(SourceFile(path: "a.skss", text: "Button { color: red }"))
/// if case .rule(let rule) = tree.items[0] {
///   rule.preludeText          // "Button"
///   rule.declarations[0].name // "color"
/// }
/// ```
package struct SyntaxTree: Sendable, Equatable {
  /// The file the tree was parsed from.
  public let file: SourceFile
  /// The top-level items in source order.
  public let items: [SyntaxNode]
  /// What the tokenizer and the parser reported.
  public let diagnostics: [Diagnostic]
  /// Byte ranges of the file's comments, in order (kept by the formatter).
  public let comments: [Range<Int>]

  public init(
    file: SourceFile, items: [SyntaxNode], diagnostics: [Diagnostic], comments: [Range<Int>] = []
  ) {
    self.file = file
    self.items = items
    self.diagnostics = diagnostics
    self.comments = comments
  }
}

/// One item of a stylesheet or of a block, in source order.
package enum SyntaxNode: Sendable, Equatable {
  /// A style rule: `selectors { … }`.
  case rule(RuleSyntax)
  /// `name: value [!important];`
  case declaration(DeclarationSyntax)
  /// `@media query { … }`, `@supports condition { … }`, `@container condition { … }` or
  /// `@scope (start) to (end) { … }`
  case media(MediaRuleSyntax)
  /// `@layer a, b;` or `@layer [name] { … }`
  case layer(LayerRuleSyntax)
  /// `@import "path";`
  case importRule(ImportRuleSyntax)
  /// `$name: value;`
  case constant(ConstantSyntax)
  /// `@extend selector;`
  case extend(ExtendSyntax)
  /// `@property --name { descriptors }`
  case property(PropertyRuleSyntax)
  /// `@keyframes name { from { … } 50% { … } to { … } }`
  case keyframes(KeyframesRuleSyntax)

  /// The source range of the whole item.
  public var range: SourceRange {
    switch self {
    case .rule(let node): node.range
    case .declaration(let node): node.range
    case .media(let node): node.range
    case .layer(let node): node.range
    case .importRule(let node): node.range
    case .constant(let node): node.range
    case .extend(let node): node.range
    case .property(let node): node.range
    case .keyframes(let node): node.range
    }
  }
}

/// A style rule: a selector list (as tokens) and a block.
package struct RuleSyntax: Sendable, Equatable {
  /// The selector list's tokens, without leading or trailing whitespace.
  public var prelude: ArraySlice<Token>
  /// The range of the prelude.
  public var preludeRange: SourceRange
  /// The block's items in order: declarations, nested rules and at-rules.
  public var items: [SyntaxNode]
  /// The range from the prelude to the closing brace.
  public var range: SourceRange

  public init(
    prelude: ArraySlice<Token>, preludeRange: SourceRange, items: [SyntaxNode], range: SourceRange
  ) {
    self.prelude = prelude
    self.preludeRange = preludeRange
    self.items = items
    self.range = range
  }

  /// The declarations directly in this rule's block.
  public var declarations: [DeclarationSyntax] {
    items.compactMap { if case .declaration(let declaration) = $0 { declaration } else { nil } }
  }

  /// The prelude as canonical text.
  public var preludeText: String {
    TokenPrinter.print(prelude, collapsingWhitespace: true, source: preludeRange.file)
  }
}

/// A declaration: `name: value` with an optional `!important`.
package struct DeclarationSyntax: Sendable, Equatable {
  /// The property name as written (unescaped). Custom properties keep their `--`.
  public var name: String
  /// The range of the name.
  public var nameRange: SourceRange
  /// The value's tokens, without surrounding whitespace or `!important`.
  public var value: ArraySlice<Token>
  /// The range of the value (empty at the colon when there is no value).
  public var valueRange: SourceRange
  /// Whether the declaration ends in `!important`.
  public var important: Bool
  /// The range from the name to the end of the value.
  public var range: SourceRange

  public init(
    name: String, nameRange: SourceRange, value: ArraySlice<Token>, valueRange: SourceRange,
    important: Bool, range: SourceRange
  ) {
    self.name = name
    self.nameRange = nameRange
    self.value = value
    self.valueRange = valueRange
    self.important = important
    self.range = range
  }

  /// Whether this declares a custom property (`--name`).
  public var isCustomProperty: Bool { name.startsWithTwoHyphens }

  /// The value as canonical text.
  public var valueText: String {
    TokenPrinter.print(value, collapsingWhitespace: !isCustomProperty, source: valueRange.file)
  }
}

/// `@media <query> { … }`, `@supports <condition> { … }`, `@container <condition> { … }` or
/// `@scope (<start>) to (<end>) { … }` (``kind``): a block that a condition keeps, drops or
/// (`@scope`) confines to part of the tree.
package struct MediaRuleSyntax: Sendable, Equatable {
  /// Which at-rule this is.
  package enum Kind: Sendable, Equatable {
    case media, supports, container, scope
  }

  /// The query's tokens, trimmed.
  public var query: ArraySlice<Token>
  /// Which at-rule this is (its condition in ``query``).
  public var kind = Kind.media
  /// The range of the query.
  public var queryRange: SourceRange
  /// The block's items.
  public var items: [SyntaxNode]
  /// The whole rule.
  public var range: SourceRange

  public init(
    query: ArraySlice<Token>, queryRange: SourceRange, items: [SyntaxNode], range: SourceRange
  ) {
    self.query = query
    self.queryRange = queryRange
    self.items = items
    self.range = range
  }

  /// The at-rule's keyword with its `@` (`@media`).
  public var keyword: String {
    switch kind {
    case .media: "@media"
    case .supports: "@supports"
    case .container: "@container"
    case .scope: "@scope"
    }
  }

  /// The query as canonical text (`(min-width: 600) and dark`).
  public var queryText: String {
    kind == .media
      ? TokenPrinter.printMediaQuery(query, source: queryRange.file)
      : TokenPrinter.print(query, collapsingWhitespace: true, source: queryRange.file)
  }
}

/// `@layer a, b.c;` (a statement: ``items`` is `nil`) or `@layer [name] { … }` (a block).
package struct LayerRuleSyntax: Sendable, Equatable {
  /// Layer names, each a dotted path (`["a", "b"]` for `a.b`). A block has at most one name;
  /// an anonymous block has none.
  public var names: [[String]]
  /// The block's items, or `nil` for the statement form.
  public var items: [SyntaxNode]?
  /// The whole rule.
  public var range: SourceRange

  public init(names: [[String]], items: [SyntaxNode]?, range: SourceRange) {
    self.names = names
    self.items = items
    self.range = range
  }
}

/// `@import "path" [layer | layer(name)] [media query];`
package struct ImportRuleSyntax: Sendable, Equatable {
  /// The path as written, relative to the importing file.
  public var path: String
  /// The layer the imported rules go into: `nil` for none, `[]` for an anonymous layer.
  public var layer: [String]?
  /// The media query's tokens (empty for none).
  public var media: ArraySlice<Token>
  /// The whole rule.
  public var range: SourceRange

  public init(path: String, layer: [String]?, media: ArraySlice<Token>, range: SourceRange) {
    self.path = path
    self.layer = layer
    self.media = media
    self.range = range
  }
}

/// `$name: value;`, a stylesheet constant.
package struct ConstantSyntax: Sendable, Equatable {
  /// The name without `$`.
  public var name: String
  /// The value's tokens, trimmed.
  public var value: ArraySlice<Token>
  /// The range of the value.
  public var valueRange: SourceRange
  /// The whole definition.
  public var range: SourceRange

  public init(name: String, value: ArraySlice<Token>, valueRange: SourceRange, range: SourceRange) {
    self.name = name
    self.value = value
    self.valueRange = valueRange
    self.range = range
  }

  /// The value as canonical text.
  public var valueText: String {
    TokenPrinter.print(value, collapsingWhitespace: true, source: valueRange.file)
  }
}

/// `@extend selector;`
package struct ExtendSyntax: Sendable, Equatable {
  /// The selector's tokens, trimmed.
  public var selector: ArraySlice<Token>
  /// The whole rule.
  public var range: SourceRange

  public init(selector: ArraySlice<Token>, range: SourceRange) {
    self.selector = selector
    self.range = range
  }

  /// The selector as canonical text.
  public var selectorText: String {
    TokenPrinter.print(selector, collapsingWhitespace: true, source: range.file)
  }
}

/// `@property --name { syntax: '<color>'; inherits: false; initial-value: black; }`: the
/// registration of a custom property (CSS Properties and Values API 1 §3). The parser keeps
/// what was written; the compiler decides whether the rule is valid.
package struct PropertyRuleSyntax: Sendable, Equatable {
  /// The prelude's tokens, trimmed (a valid rule has one: the custom property's name).
  public var prelude: ArraySlice<Token>
  /// The range of the prelude.
  public var preludeRange: SourceRange
  /// The block's items (descriptors are declarations), or `nil` when there is no block.
  public var items: [SyntaxNode]?
  /// The whole rule.
  public var range: SourceRange

  public init(
    prelude: ArraySlice<Token>, preludeRange: SourceRange, items: [SyntaxNode]?,
    range: SourceRange
  ) {
    self.prelude = prelude
    self.preludeRange = preludeRange
    self.items = items
    self.range = range
  }

  /// The prelude as canonical text.
  public var preludeText: String {
    TokenPrinter.print(prelude, collapsingWhitespace: true, source: preludeRange.file)
  }
}

/// `@keyframes pulse { from { opacity: 1 } 50% { opacity: 0.4 } to { opacity: 1 } }`: the
/// keyframes an `animation-name` runs (CSS Animations 1 §4). The parser keeps what was
/// written — the keyframes are the block's rules, their preludes the keyframe selectors —;
/// the compiler decides what is valid.
package struct KeyframesRuleSyntax: Sendable, Equatable {
  /// The at-keyword as written, without `@`: `keyframes`, or `-webkit-keyframes`.
  public var keyword: String
  /// The prelude's tokens, trimmed (a valid rule has one: the name).
  public var prelude: ArraySlice<Token>
  /// The range of the prelude.
  public var preludeRange: SourceRange
  /// The block's items (each keyframe a rule), or `nil` when there is no block.
  public var items: [SyntaxNode]?
  /// The whole rule.
  public var range: SourceRange

  public init(
    keyword: String, prelude: ArraySlice<Token>, preludeRange: SourceRange,
    items: [SyntaxNode]?, range: SourceRange
  ) {
    self.keyword = keyword
    self.prelude = prelude
    self.preludeRange = preludeRange
    self.items = items
    self.range = range
  }

  /// The prelude as canonical text.
  public var preludeText: String {
    TokenPrinter.print(prelude, collapsingWhitespace: true, source: preludeRange.file)
  }
}
