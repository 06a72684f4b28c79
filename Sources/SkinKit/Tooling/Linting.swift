import SkinKitCascade
import SkinKitProperties
import SkinKitSelectors
import SkinKitStyling
import SkinKitSupport
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
  ///
  /// `selectorTypes` keeps the type names of each selector from one lint of a document to
  /// the next (an editor's document, linted after each edit).
  package static func diagnostics(
    of sheet: Stylesheet, strict: Bool = false, knownTypes: Set<String> = [],
    reportingNeedlessDisables: Bool = false, properties: PropertyTable = PropertyTable.builtIn,
    selectorTypes: ContentCache? = nil
  ) -> [Diagnostic] {
    // The sheet compiled, not indexed: its diagnostics are the compiler's.
    var diagnostics = CompiledSheets.compile(
      stylesheets: [sheet], properties: properties, typeNames: BuiltInTypes.typeNames
    ).diagnostics
    // Type names in another case (Pixate's and InterfaCSS's `label`, `navigation-bar`)
    // are reported always, unknown ones when strict.
    diagnostics += unknownTypes(
      in: sheet, known: knownTypes, strict: strict, selectorTypes: selectorTypes)
    return LintSuppressions(sheet).apply(
      to: diagnostics.removingDuplicates(), reportingNeedless: reportingNeedlessDisables
    ).sortedByLocation()
  }

  /// `unknown-type` warnings for type selectors naming neither a built-in type nor one of
  /// `known`, at the type name as written, once per selector that names it — in the sheet
  /// and everything it imports. (The written selectors, not the compiled ones: a nested
  /// rule's compiled selector repeats its parents', at every level.) The message speaks of
  /// the type, not the rule: `Label, Card` and `Label:not(Card)` still match labels.
  ///
  /// A name that is a built-in type's in another case or with hyphens (`label`,
  /// `navigation-bar`, as Pixate and InterfaCSS write them) is reported even when not
  /// `strict`, with the name it means.
  static func unknownTypes(
    in sheet: Stylesheet, known: Set<String>, strict: Bool = true,
    selectorTypes: ContentCache? = nil
  ) -> [Diagnostic] {
    var result: [Diagnostic] = []
    selectorTypes?.startPass()
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
      let names: [String]
      if let selectorTypes, let file = rule.preludeRange.file {
        // The names are a function of the selector's bytes (its tokens are) and of whether
        // it is nested.
        names = selectorTypes.value(
          for: file.bytes[rule.preludeRange.bytes], variant: nested ? 1 : 0
        ) { typeNames(rule, nested: nested) }
      } else {
        names = typeNames(rule, nested: nested)
      }
      for name in names where !BuiltInTypes.contains(name) && !known.contains(name) {
        if let meant = builtInType(spelledOtherwise: name) {
          let range = typeNameRange(name, in: rule)
          result.append(
            Diagnostic(
              .unknownType,
              "no type is named '\(name)'; did you mean '\(meant)'? (type names are case-sensitive)",
              at: range,
              // The name as written (not an escape, not the whole selector).
              fixIts: range.file?.text(in: range.bytes) == name
                ? [.replace(range, with: meant)] : []))
        } else if strict {
          result.append(
            Diagnostic(
              .unknownType,
              "no built-in type is named '\(name)'; it matches no widget until the app registers it",
              at: typeNameRange(name, in: rule)))
        }
      }
    }
    for loaded in sheet.sheets { visit(loaded.tree.items, nested: false) }
    return result
  }

  /// The type names a rule's selector list names, each once, in order (none when it does
  /// not parse).
  private static func typeNames(_ rule: RuleSyntax, nested: Bool) -> [String] {
    guard
      case .success(let list) = SelectorParser.parse(
        rule.prelude, in: rule.range.file, nested: nested, typeNames: BuiltInTypes.typeNames)
    else { return [] }
    var names: [String] = []
    for selector in list.selectors {
      for name in selector.typeNames where !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// The built-in type a name means when written in another case or with hyphens
  /// (`label` → `Label`, `navigation-bar` and `uinavigationbar` → `NavigationBar`).
  static func builtInType(spelledOtherwise name: String) -> String? {
    var key = name.asciiLowercased.replacingOccurrences(of: "-", with: "")
    if key.hasPrefix("ui"), builtInTypesByKey[String(key.dropFirst(2))] != nil {
      key = String(key.dropFirst(2))
    }
    return builtInTypesByKey[key]
  }

  private static let builtInTypesByKey: [String: String] = Dictionary(
    BuiltInTypes.hierarchy.map { ($0.name.asciiLowercased, $0.name) },
    uniquingKeysWith: { a, _ in a })

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

  /// The `unbound-declaration` warnings of `sheets`, styling `tree` together in
  /// `environment`: declarations whose values reach no object of the tree.
  package static func unboundDeclarations(
    of sheets: [Stylesheet], tree: StyleNode, environment: StyleEnvironment
  ) -> [Diagnostic] {
    let skin = Skin(name: "lint", stylesheets: sheets)
    return BindingCheck.unboundDeclarations(under: tree, skin: skin, environment: environment)
  }
}
