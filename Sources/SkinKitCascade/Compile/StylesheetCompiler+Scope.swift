import SkinKitSelectors
import SkinKitSyntax

// `@scope` rules: their preludes read into a ``ScopeCondition``, and the selectors of the
// rules in them made relative to the scoping root.
extension StylesheetCompiler {
  /// `:where(:scope)`: the root of the enclosing `@scope`, adding no specificity.
  static let scopeRoot = SimpleSelector.where(
    SelectorList([ComplexSelector(compounds: [CompoundSelector([.scope])], combinators: [])]))

  /// The selector list of declarations that apply to the scoping root.
  static let scopeRootList = SelectorList([
    ComplexSelector(compounds: [CompoundSelector([scopeRoot])], combinators: [])
  ])

  /// A selector written in an `@scope` block (or as its limit) made absolute (CSS Cascade 6
  /// §2.5.2): `&` is `:where(:scope)`; a selector without `:scope` or `&`, or one that starts
  /// with a combinator, is relative to the root (`:where(:scope) .title`, `:where(:scope) >
  /// .title`).
  static func scopedSelector(_ selector: ComplexSelector) -> ComplexSelector {
    if selector.leadingCombinator == nil && (selector.containsScope || selector.containsNesting) {
      return replacingNesting(in: selector, with: scopeRoot)
    }
    let written = replacingNesting(in: selector.withoutLeadingCombinator, with: scopeRoot)
    return ComplexSelector(
      compounds: [CompoundSelector([scopeRoot])] + written.compounds,
      combinators: [selector.leadingCombinator ?? .descendant] + written.combinators)
  }

  /// The condition of an `@scope` rule at `context` from its prelude; `nil` (reported) when
  /// the prelude is malformed, which drops the rule as CSS does.
  mutating func readScope(
    _ tokens: ArraySlice<Token>, file: SourceFile, node: SheetSyntax.Node, _ context: Context
  ) -> ScopeCondition? {
    let parts: (start: ArraySlice<Token>?, end: ArraySlice<Token>?)
    switch ScopeCondition.split(tokens) {
    case .failure(let malformed):
      let bytes =
        malformed.tokens.isEmpty
        ? node.partBytes : malformed.tokens.first!.start..<malformed.tokens.last!.end
      report(
        .invalidScopePrelude, malformed.message + "; the rule is dropped",
        SourceRange(file: file, bytes: bytes))
      return nil
    case .success(let split):
      parts = split
    }
    let relative = context.parent != nil || context.scope != nil
    var start: SelectorList?
    if let written = parts.start {
      guard let list = parseScopeSelectors(written, file: file, nested: relative) else {
        return nil
      }
      // Relative to the enclosing scope's root when there is one — even inside a style rule
      // in it, whose selector Chromium 156 skips here — else to the parent style rule.
      start = SelectorList(
        list.selectors.map { selector in
          context.scope != nil
            ? Self.scopedSelector(selector)
            : Self.resolveNesting(selector, parent: context.parent)
        })
    }
    var end: SelectorList?
    if let written = parts.end {
      guard let list = parseScopeSelectors(written, file: file, nested: true) else { return nil }
      end = SelectorList(list.selectors.map(Self.scopedSelector))
    }
    if start == nil {
      report(
        .scopeNeverApplies,
        "an @scope without a start selector never applies: its root would be the parent of the sheet's owner, which a widget tree does not have (as a constructed stylesheet in Chromium)",
        SourceRange(file: file, bytes: node.partBytes.isEmpty ? node.bytes : node.partBytes))
    }
    return ScopeCondition(
      start: start, end: end, outer: context.scope,
      text: TokenPrinter.print(tokens, collapsingWhitespace: true),
      range: SourceRange(file: file, bytes: node.bytes))
  }

  /// A start or end selector list; `nil`, reported, when it is invalid (an empty one too).
  private mutating func parseScopeSelectors(
    _ tokens: ArraySlice<Token>, file: SourceFile, nested: Bool
  ) -> SelectorList? {
    switch SelectorParser.parse(tokens, in: file, nested: nested, typeNames: typeNames) {
    case .success(let list):
      return list
    case .failure(let error):
      var diagnostic = error.diagnostic
      diagnostic.message += "; the @scope rule is dropped"
      diagnostics.append(diagnostic)
      return nil
    }
  }
}
