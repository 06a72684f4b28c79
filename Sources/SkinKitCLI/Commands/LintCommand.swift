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
  static let format = Option.format.choosing(
    ["text", "json", "github"],
    summary:
      "text (default, to standard error), json (one object on standard output) or github "
      + "(GitHub Actions annotations on standard output)")
  static let maxWarnings = Option.value(
    "--max-warnings", placeholder: "N", summary: "also fail when there are more than N warnings")
  static let needlessDisables = Option.flag(
    "--report-needless-disables",
    summary: "warn about skss-disable comments that suppress nothing (needless-disable)")
  static let fix = Option.flag(
    "--fix",
    summary:
      "apply the fix-its of problems that have exactly one (a misspelt name, a missing ';') to "
      + "the .skss files, keeping every other byte, then report what remains")
  static let tree = Option.tree.explained(
    "also report declarations whose values reach no object of the tree: the nodes they match "
      + "bind no key of their property (unbound-declaration)")
  static let options = [
    strict, types, format, maxWarnings, needlessDisables, fix, tree, Option.environment,
    Option.theme.explained("check only this theme of a Themify plist (default: every theme)"),
  ]
  static let discussion = """
    Parses each stylesheet with its imports, compiles it, and prints every diagnostic as
    path:line:column: severity: message [id]   (text, to standard error), as one JSON
    object {"diagnostics": [...]} on standard output with --format json, or as GitHub
    Actions workflow commands with --format github, which a workflow shows on the lines
    of the pull request:
      ::error file=PATH,line=L,col=C::MESSAGE [id]
      ::warning file=PATH,line=L,col=C::MESSAGE [id]

    Comments suppress exactly the ids they name, in their own file:
      /* skss-disable-next-line unknown-property */     the next line
      /* skss-disable unknown-property, invalid-value */ … /* skss-enable unknown-property */
    (to the end of the file without a skss-enable; // comments work too).

    With --tree, the sheets style the tree together, and a declaration that matches nodes
    none of whose classes binds its property is reported (unbound-declaration): its value
    reaches no object. --env sets the tree's environment as for skss resolve.

    With --fix, a problem with exactly one fix-it is fixed in its file (imported sheets
    included; several fix-its are choices left to an editor, which offers each as a quick
    fix). Nothing is written when two fix-its overlap or a file changed since it was read.
    """
  static let exitStatus =
    "0 no errors (with --strict: no warnings either; with --max-warnings N: at most N), "
    + "1 problems found, 2 bad usage or unreadable file"
  static let examples = [
    "skss lint Stylesheets/Default.skss",
    "skss lint --strict --types Card,Badge theme.skss",
    "skss lint --format json theme.skss",
    "skss lint --format github --max-warnings 0 Stylesheets/*.skss",
    "skss lint --fix theme.skss",
    "skss lint --tree Samples/Trees/settings.json Stylesheets/Default.skss",
  ]

  static func run(_ arguments: Arguments, io: CommandIO) throws(UsageError) -> Int32 {
    let strict = arguments.flag(Self.strict)
    let format = arguments.value(Self.format) ?? "text"
    let maximum = try arguments.integer(
      maxWarnings, minimum: 0, message: "--max-warnings takes a whole number (0 or more)")
    let knownTypes = Set((arguments.value(Self.types) ?? "").split(separator: ",").map(String.init))
    let needless = arguments.flag(needlessDisables)
    let paths = arguments.operands
    let theme = arguments.value(Option.theme)
    let tree = try arguments.value(Self.tree).map { path throws(UsageError) in
      let document = try Inputs.tree(path)
      let environment = try Inputs.environment(
        arguments.values(Option.environment), base: document.environment)
      return (document, environment)
    }
    func lint() throws(UsageError) -> [Diagnostic] {
      let sheets = try Inputs.stylesheets(paths, theme: theme, allThemes: theme == nil)
      var found = sheets.flatMap {
        StylesheetLint.diagnostics(
          of: $0, strict: strict, knownTypes: knownTypes, reportingNeedlessDisables: needless)
      }
      if let (document, environment) = tree {
        found += StylesheetLint.unboundDeclarations(
          of: sheets, tree: document.root, environment: environment)
      }
      return Inputs.unique(found).sortedByLocation()
    }
    var diagnostics = try lint()
    if arguments.flag(fix) {
      let fixed: [LintFixes.Fixed]
      do {
        fixed = try LintFixes.plan(diagnostics)
      } catch {
        io.err("skss lint: \((error as? LintFixes.Refusal)?.message ?? "\(error)")\n")
        return ExitStatus.usage
      }
      try LintFixes.write(fixed)
      if !fixed.isEmpty {
        let count = fixed.map(\.count).reduce(0, +)
        io.err(
          "skss lint: applied \(count) fix-it\(count == 1 ? "" : "s") in \(fixed.count) file\(fixed.count == 1 ? "" : "s")\n"
        )
        diagnostics = try lint()
      }
    }
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.count - errors
    switch format {
    case "json":
      io.out(Inputs.jsonText(["diagnostics": diagnostics.map(Inputs.json)]))
    case "github":
      io.out(diagnostics.map { Inputs.githubAnnotation($0) + "\n" }.joined())
    default:
      Inputs.report(diagnostics, io: io)
      if !diagnostics.isEmpty {
        io.err(
          "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s") in \(paths.count) file\(paths.count == 1 ? "" : "s")\n"
        )
      }
    }
    if let maximum, warnings > maximum {
      io.err(
        "skss lint: \(warnings) warning\(warnings == 1 ? "" : "s"), more than --max-warnings \(maximum)\n"
      )
      return ExitStatus.inputErrors
    }
    return Inputs.status(diagnostics, strict: strict)
  }
}
