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
  static let options = [
    strict, types, Option.format,
    Option.theme.explained("check only this theme of a Themify plist (default: every theme)"),
  ]
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
    let theme = arguments.value(Option.theme)
    let sheets = try Inputs.stylesheets(paths, theme: theme, allThemes: theme == nil)
    let diagnostics = Inputs.unique(
      sheets.flatMap {
        StylesheetLint.diagnostics(of: $0, strict: strict, knownTypes: knownTypes)
      })
    if format == "json" {
      io.out(
        Inputs.jsonText(["diagnostics": diagnostics.sortedByLocation().map(Inputs.json)]))
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
}
