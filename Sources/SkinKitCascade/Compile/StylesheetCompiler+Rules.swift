import SkinKitSelectors
import SkinKitSyntax

// Rules from their syntax nodes: the selector list, made absolute when nested, and the block.
extension StylesheetCompiler {
  /// Compiles the rule that is node `index` of the sheet's syntax, and the rules nested in
  /// it.
  mutating func compileRule(_ index: Int, of input: SheetInput, _ context: Context) {
    let syntax = input.syntax
    let node = syntax.nodes[index]
    let prelude = syntax.tokens(of: node)
    guard
      let list = parseRuleSelectors(
        prelude, in: input.file, nested: context.parent != nil || context.scope != nil)
    else { return }
    let items = (index + 1)..<Int(node.end)
    let parentWeight = context.parent == nil ? nil : context.parentWeight
    // The weight bounds nested rules: needed when this rule is nested or holds rules (most
    // rules are neither, and skip the walk).
    var holdsRules = false
    var item = items.lowerBound
    while item < items.upperBound && !holdsRules {
      holdsRules = syntax.nodes[item].kind != .declaration
      item = Int(syntax.nodes[item].end)
    }
    if context.parent == nil && context.scope == nil && !holdsRules
      && !Self.containsNestingToken(prelude)
    {
      compileDeclarations(of: index, of: input, list: list, context)
      return
    }
    let weight =
      parentWeight == nil && !holdsRules
      ? 0
      : list.selectors.reduce(0) { $0 + Self.expandedWeight(of: $1, parentWeight: parentWeight) }
    // Only nesting expands a list: a top-level list is as long as it is written (and the
    // cascade's rule limit bounds it).
    guard parentWeight == nil || weight <= Self.maximumSelectorWeight else {
      report(
        .expansionTooLarge,
        "nested under selector lists, the selectors expand to more than \(Self.maximumSelectorWeight) simple selectors; the rule is dropped, and the rules nested in it",
        SourceRange(file: input.file, bytes: node.partBytes))
      return
    }
    // A top-level rule without `&` anywhere in its prelude has nothing to resolve (most
    // rules: the walk through every selector is skipped).
    let resolved: SelectorList
    if context.parent == nil && context.scope != nil {
      resolved = SelectorList(list.selectors.map(Self.scopedSelector))
    } else if context.parent == nil && !Self.containsNestingToken(prelude) {
      resolved = list
    } else {
      resolved = SelectorList(
        list.selectors.map { Self.resolveNesting($0, parent: context.parent) })
    }
    var inner = context
    inner.parent = resolved
    inner.parentWeight = weight
    let written = WrittenTokens(
      prelude, bytes: node.partBytes, of: input.file, exact: input.sheet.tokensAreFromFile)
    inner.parentSource =
      context.parentSource.map { SelectorSource(.nested(written, parent: $0)) }
      ?? SelectorSource(.prelude(written))
    compileItems(items, of: input, inner)
  }

  /// The declarations of the top-level rule that is node `index`, whose block holds nothing
  /// else (most rules of a sheet), compiled into one block for `list` as the general walk
  /// through the rule's items would compile them, without setting up a nested context.
  private mutating func compileDeclarations(
    of index: Int, of input: SheetInput, list: SelectorList, _ context: Context
  ) {
    let syntax = input.syntax
    let node = syntax.nodes[index]
    let items = (index + 1)..<Int(node.end)
    guard !items.isEmpty else { return }
    var pending: [CompiledDeclaration] = []
    pending.reserveCapacity(items.count)
    for item in items {
      compileDeclaration(syntax.nodes[item], of: syntax, file: input.file, into: &pending)
    }
    guard !pending.isEmpty else { return }
    let prelude = syntax.tokens(of: node)
    let source = SelectorSource(
      .prelude(
        WrittenTokens(
          prelude, bytes: node.partBytes, of: input.file, exact: input.sheet.tokensAreFromFile)))
    let block = DeclarationBlock(consume pending, table: table)
    emit(
      list, source: source, block: block, context,
      range: SourceRange(file: input.file, bytes: syntax.nodes[items.lowerBound].bytes))
  }

  /// A rule's selector list from its prelude's tokens; `nil`, with the selector's diagnostic
  /// saying the rule is dropped, when it is invalid.
  mutating func parseRuleSelectors(
    _ prelude: ArraySlice<Token>, in file: SourceFile?, nested: Bool
  ) -> SelectorList? {
    switch SelectorParser.parse(prelude, in: file, nested: nested, typeNames: typeNames) {
    case .success(let list):
      return list
    case .failure(let error):
      var diagnostic = error.diagnostic
      diagnostic.message += "; the rule is dropped"
      diagnostics.append(diagnostic)
      return nil
    }
  }

  /// Whether tokens hold a `&` delim (read in place: no token is copied).
  static func containsNestingToken(_ tokens: ArraySlice<Token>) -> Bool {
    // The value read in place and compared with a literal: calling `isDelim` here cost 40
    // times as much on a large sheet (4.3 M instructions against 0.1 M), whether it read a
    // table, the value's byte, or was inlinable with a string parameter.
    for index in tokens.indices where tokens[index].kind == .delim {
      if tokens[index].value == "&" { return true }
    }
    return false
  }

  /// How a nested rule's selector reads in explanations: `Button.primary { &:highlighted }`
  /// reads `Button.primary:highlighted`. Only `&` tokens stand for the parent: the `&` of
  /// `[title="&"]` is text.
  static func nestedText(_ tokens: ArraySlice<Token>, parent: String) -> String {
    let replacement = parent.contains(",") ? ":is(\(parent))" : parent
    guard tokens.contains(where: { $0.isDelim("&") }) else {
      return replacement + " " + TokenPrinter.print(tokens, collapsingWhitespace: true)
    }
    // Each `&` printed as a stand-in spaced as `&` is, which no printed selector holds (the
    // printer escapes control characters), then replaced.
    let marker = Token(kind: .delim, value: "\u{1}")
    let printed = TokenPrinter.print(
      tokens.map { $0.isDelim("&") ? marker : $0 }, collapsingWhitespace: true)
    return printed.split(separator: "\u{1}", omittingEmptySubsequences: false)
      .joined(separator: replacement)
  }
}
