import SkinKit

/// `skss lint`: reports every problem in stylesheets.
enum LintCommand: Subcommand {
  static let name = "lint"
  static let summary = "report problems in stylesheets (syntax, selectors, properties, values)"
  static let operands = "FILE..."
  static let strict = Option.flag(
    "--strict",
    summary:
      "also fail on warnings, and warn about type selectors that name no built-in type "
      + "(declare your own with --types)")
  static let types = Option.value(
    "--types", placeholder: "A,B", summary: "type names your app defines (not reported by --strict)"
  )
  static let options = [strict, types, Option.format]
  static let discussion = """
    Parses each stylesheet with its imports, compiles it, and prints every diagnostic as
    path:line:column: severity: message [id]   (text, to standard error), or as one JSON
    object {"diagnostics": [...]} on standard output with --format json.
    """
  static let exitStatus =
    "0 no errors (with --strict: no warnings either), 1 problems found, 2 bad usage or "
    + "unreadable file"
  static let examples = [
    "skss lint Stylesheets/Default.skss",
    "skss lint --strict --types Card,Badge theme.skss",
    "skss lint --format json theme.skss",
  ]

  static func run(_ arguments: Arguments, io: CommandIO) throws(UsageError) -> Int32 {
    let strict = arguments.flag(Self.strict)
    let format = arguments.value(Option.format) ?? "text"
    let knownTypes = Set((arguments.value(Self.types) ?? "").split(separator: ",").map(String.init))
    let paths = arguments.operands
    let sheets = try Inputs.stylesheets(paths)
    var diagnostics: [Diagnostic] = []
    for sheet in sheets {
      let cascade = StyleCascade(stylesheets: [sheet])
      diagnostics += cascade.diagnostics
      if strict { diagnostics += unknownTypes(in: sheet, known: knownTypes) }
    }
    diagnostics = Inputs.unique(diagnostics)
    if format == "json" {
      io.out(Inputs.jsonText(["diagnostics": diagnostics.map(Inputs.json)]))
    } else {
      Inputs.report(diagnostics, io: io)
      let errors = diagnostics.filter { $0.severity == .error }.count
      let warnings = diagnostics.count - errors
      if !diagnostics.isEmpty {
        io.err(
          "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s") in \(paths.count) file\(paths.count == 1 ? "" : "s")\n"
        )
      }
    }
    return Inputs.status(diagnostics, strict: strict)
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
  /// where a type selector can stand (not after `.`, `:`, `[` or an attribute operator).
  static func typeNameRange(_ name: String, in rule: RuleSyntax) -> SourceRange {
    var previous: Token?
    for token in rule.prelude {
      defer { if !token.isWhitespace { previous = token } }
      guard token.kind == .ident, BuiltInTypes.canonicalName(token.value) == name else { continue }
      if let previous,
        previous.isDelim(".") || previous.kind == .colon || previous.isDelim("=")
          || previous.kind == .openBracket || previous.isDelim("|")
      {
        continue
      }
      return SourceRange(file: rule.range.file, bytes: token.start..<token.end)
    }
    return rule.preludeRange
  }
}
