import SkinKitCascade
import SkinKitProperties
import SkinKitSelectors
import SkinKitSyntax

/// What `skss lint` reports for a stylesheet, as one function the command and the language
/// server (`skss lsp`) share: the sheet's syntax and import problems, what compiling it
/// reports, and — when strict — type selectors that name no known type; less what its
/// `skss-disable` comments suppress (``LintSuppressions``).
///
/// ```swift
/// let sheet = Stylesheet.parse("Card { colr: red }")
/// StylesheetLint.diagnostics(of: sheet).map(\.id)                 // [.unknownProperty]
/// StylesheetLint.diagnostics(of: sheet, strict: true).map(\.id)   // [.unknownProperty, .unknownType]
/// ```
package enum StylesheetLint {
  /// Every problem in `sheet` and the sheets it imports, each once, in the order `skss lint`
  /// prints them (by file, then position). `strict` adds `unknown-type` warnings for types neither built in nor in
  /// `knownTypes`; `reportingNeedlessDisables` adds a `needless-disable` warning for each
  /// suppression comment that suppresses nothing.
  package static func diagnostics(
    of sheet: Stylesheet, strict: Bool = false, knownTypes: Set<String> = [],
    reportingNeedlessDisables: Bool = false, properties: PropertyTable = PropertyTable.builtIn
  ) -> [Diagnostic] {
    var diagnostics = StyleCascade(stylesheets: [sheet], properties: properties).diagnostics
    if strict { diagnostics += unknownTypes(in: sheet, known: knownTypes) }
    return LintSuppressions(sheet).apply(
      to: diagnostics.removingDuplicates(), reportingNeedless: reportingNeedlessDisables
    ).sortedByLocation()
  }

  /// `unknown-type` warnings for type selectors naming neither a built-in type nor one of
  /// `known`, at the type name as written, once per selector that names it — in the sheet
  /// and everything it imports. (The written selectors, not the compiled ones: a nested
  /// rule's compiled selector repeats its parents', at every level.) The message speaks of
  /// the type, not the rule: `Label, Card` and `Label:not(Card)` still match labels.
  static func unknownTypes(in sheet: Stylesheet, known: Set<String>) -> [Diagnostic] {
    var result: [Diagnostic] = []
    func visit(_ items: [SyntaxNode], nested: Bool) {
      for item in items {
        switch item {
        case .rule(let rule):
          check(rule, nested: nested)
          visit(rule.items, nested: true)
        case .media(let media): visit(media.items, nested: nested)
        case .layer(let layer): visit(layer.items ?? [], nested: nested)
        default: break
        }
      }
    }
    func check(_ rule: RuleSyntax, nested: Bool) {
      guard
        case .success(let list) = SelectorParser.parse(
          rule.prelude, in: rule.range.file, nested: nested)
      else { return }
      var names: [String] = []
      for selector in list.selectors {
        for name in selector.typeNames where !names.contains(name) { names.append(name) }
      }
      for name in names where !BuiltInTypes.contains(name) && !known.contains(name) {
        result.append(
          Diagnostic(
            .unknownType,
            "no built-in type is named '\(name)'; it matches no widget until the app registers it",
            at: typeNameRange(name, in: rule)))
      }
    }
    for loaded in sheet.sheets { visit(loaded.tree.items, nested: false) }
    return result
  }

  /// Where a type name is written in a rule's selector: the first identifier spelling it
  /// where a type selector can stand.
  static func typeNameRange(_ name: String, in rule: RuleSyntax) -> SourceRange {
    for index in rule.prelude.indices {
      let token = rule.prelude[index]
      if token.kind == .ident, BuiltInTypes.canonicalName(token.value) == name,
        namesType(at: index, in: rule.prelude)
      {
        return SourceRange(file: rule.range.file, bytes: token.start..<token.end)
      }
    }
    return rule.preludeRange
  }

  /// Whether the identifier at `index` of a selector's tokens names a type: it does not
  /// follow `.`, `:`, `[` or an attribute operator (a class, a pseudo-class, an attribute's
  /// name or value).
  package static func namesType(at index: Int, in selector: ArraySlice<Token>) -> Bool {
    guard selector[index].kind == .ident else { return false }
    var before = index - 1
    while before >= selector.startIndex && selector[before].isWhitespace { before -= 1 }
    guard before >= selector.startIndex else { return true }
    let previous = selector[before]
    return
      !(previous.isDelim(".") || previous.kind == .colon || previous.isDelim("=")
      || previous.kind == .openBracket || previous.isDelim("|"))
  }
}

extension Array where Element == Diagnostic {
  /// The diagnostics without duplicates (a sheet imported by two files reports once), in
  /// order: two are the same when they have one file, range, id and message.
  package func removingDuplicates() -> [Diagnostic] {
    var seen = Set<String>()
    return filter { diagnostic in
      seen.insert(
        "\(diagnostic.range.path)|\(diagnostic.range.bytes)|\(diagnostic.id.rawValue)|\(diagnostic.message)"
      )
      .inserted
    }
  }
}
