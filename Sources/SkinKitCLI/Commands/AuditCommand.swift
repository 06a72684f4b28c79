import SkinKit

/// `skss audit`: contrast of each node's text and controls over a matrix of environments, text
/// that does not scale with Dynamic Type, and touch targets.
enum AuditCommand: Subcommand {
  static let name = "audit"
  static let summary = "check the contrast of text and controls over a matrix of environments"
  static let operands = "SHEET..."
  static let matrix = Option.repeated(
    "--matrix", placeholder: "K=V,...", synopsis: "key=value,...",
    summary:
      "the values one environment key takes in the matrix (repeatable, one key each: "
      + "--matrix content-size=large,extra-large); replaces that key's standard values or "
      + "adds a key")
  static let level = Option.value(
    "--level", placeholder: "L", synopsis: "AA|AAA",
    summary:
      "the WCAG level text is held to: AA (default; 4.5:1, large text 3:1) or AAA (7:1, 4.5:1)"
  )
  static let apca = Option.value(
    "--apca", placeholder: "LC",
    summary: "also hold text to this APCA lightness contrast, |Lc| (such as 60 or 75)")
  static let format = Option.format.choosing(
    ["text", "json", "github"],
    summary:
      "text (default), json (one object) or github (GitHub Actions annotations), on standard "
      + "output")
  static let options = [
    Option.tree.required,
    Option.environment.explained(
      "pin environment keys (repeatable): they leave the matrix and take this value; "
        + StyleEnvironment.keys.joined(separator: ", ")),
    matrix, level, apca, format, Option.defaultSheet, Option.theme,
  ]
  static let discussion = """
    Styles the tree in every environment of a matrix and checks, on each node, each text
    color a declaration sets (color, title-color, placeholder-color, large-title-color, for
    the nodes that bind them) against the node's effective background: the backgrounds of
    the node and its ancestors (background-color, a bar's bar-tint-color) composited with
    their alpha and opacity over UIKit's systemBackground (white in light mode, black in
    dark). Text must reach WCAG 2.2's contrast ratio at --level (large text: 18 points, or
    14 points bold); with --apca, its APCA Lc too. A control's or bar button item's
    tint-color, and a border-color with a border-width, must reach 3:1 (WCAG 1.4.11).
    Controls and bar items the tree gives a width or height ("attributes": {"width": 30})
    must be at least 44 x 44 points (small-touch-target); a tree that gives none is not
    checked for them, and the report says so. Text whose size a declaration sets must grow
    with Dynamic Type: a size the same at content-size large and at
    accessibility-extra-extra-extra-large is fixed-size-text (write text-style() or
    text-scale()); a node whose height the tree gives must fit a line of its text (1.2 times
    its size) at the largest content size, or it is clipped-text.

    The standard matrix: color-scheme light and dark × prefers-contrast no-preference and
    more × content-size extra-small, large and accessibility-extra-extra-extra-large × each
    idiom the sheets tell apart. --env pins keys; --matrix gives a key's values.

    Each finding is printed at the declaration of its color, with the node, the
    environments it fails in, the colors, the ratio and Lc, and the declarations that made
    the color and each layer of the background. Only ancestors are composited: siblings
    behind a node, images and shadows are not known without a layout.
    """
  static let exitStatus =
    "0 no finding, 1 findings (or a stylesheet has errors), 2 bad usage, unreadable file or "
    + "bad tree"
  static let examples = [
    "skss audit Stylesheets/Default.skss --tree Samples/Trees/settings.json",
    "skss audit theme.skss --tree screen.json --level AAA --apca 60",
    "skss audit theme.skss --tree screen.json --env idiom=pad --matrix color-scheme=dark",
    "skss audit theme.skss --tree screen.json --format github",
  ]

  static func run(_ arguments: Arguments, io: CommandIO) throws(UsageError) -> Int32 {
    let format = arguments.value(Self.format) ?? "text"
    let wcag = try level(arguments.value(Self.level))
    let minimum = try apcaMinimum(arguments.value(Self.apca))
    let cascade = try Inputs.cascade(arguments)
    let (document, environment) = try Inputs.tree(arguments)
    let matrix = try Self.matrix(arguments, cascade: cascade, base: environment)
    let environments: [(name: String, environment: StyleEnvironment)]
    do {
      environments = try matrix.environments(base: environment)
    } catch {
      throw UsageError("--matrix: \(error.message)")
    }

    let (inlineStyles, diagnostics) = Inputs.inlineStyles(of: document, cascade: cascade)
    Inputs.report(diagnostics, io: io)

    let findings = ThemeAudit(level: wcag, apcaMinimum: minimum).findings(
      cascade: cascade, document: document, environments: environments,
      inlineStyles: inlineStyles)
    let targets = TouchTargetFinding.findings(in: document)
    let sized = !TouchTargetFinding.sizedTargets(in: document).isEmpty
    let scaling = ScalingFinding.findings(
      cascade: cascade, document: document, environment: environment,
      inlineStyles: inlineStyles)
    switch format {
    case "json":
      var object = AuditReport.json(
        findings, matrix: matrix, environments: environments, level: wcag, apca: minimum)
      object["textScaling"] = scaling.map(AuditReport.json)
      object["touchTargets"] = targets.map(AuditReport.json)
      io.out(Inputs.jsonText(object))
    case "github":
      io.out(
        (findings.map { AuditReport.annotation($0, matrix: matrix) }
          + (scaling.map(\.diagnostic) + targets.map(\.diagnostic)).map(Inputs.githubAnnotation))
          .map { $0 + "\n" }.joined())
    default:
      io.out(
        AuditReport.text(
          findings, scaling: scaling, targets: targets, checkedTargets: sized, matrix: matrix,
          count: environments.count))
    }
    if !findings.isEmpty || !scaling.isEmpty || !targets.isEmpty {
      return ExitStatus.inputErrors
    }
    return Inputs.status(diagnostics)
  }

  /// `--level AA|AAA`, in any case.
  static func level(_ text: String?) throws(UsageError) -> WCAGLevel {
    guard let text else { return .aa }
    guard let level = WCAGLevel(rawValue: text.uppercased()) else {
      throw UsageError("--level is AA or AAA, not '\(text)'")
    }
    return level
  }

  /// `--apca LC`: a positive |Lc| up to 110 (black on white is about 106).
  static func apcaMinimum(_ text: String?) throws(UsageError) -> Double? {
    guard let text else { return nil }
    guard let value = Double(text), value.isFinite, value > 0, value <= 110 else {
      throw UsageError(
        "--apca takes an APCA lightness contrast above 0 and at most 110, such as 60")
    }
    return value
  }

  /// The standard matrix without the keys `--env` pins, changed by each `--matrix`.
  static func matrix(_ arguments: Arguments, cascade: StyleCascade, base: StyleEnvironment)
    throws(UsageError) -> AuditMatrix
  {
    var pinned = Set<String>()
    for pair in arguments.values(Option.environment).flatMap({ $0.split(separator: ",") }) {
      let key = String(pair.split(separator: "=", maxSplits: 1).first ?? "")
        .trimmingCharacters(in: .whitespaces)
      pinned.insert(StyleEnvironment.key(named: key)?.name ?? key)
    }
    var matrix = AuditMatrix.standard(for: cascade, base: base, pinned: pinned)
    for text in arguments.values(Self.matrix) {
      let parts = text.split(separator: "=", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      let values =
        parts.count == 2
        ? parts[1].split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespaces)
        } : []
      guard parts.count == 2, !values.isEmpty, !values.contains(where: \.isEmpty) else {
        throw UsageError(
          "--matrix takes one key and its values, such as content-size=large,extra-large")
      }
      guard let key = StyleEnvironment.key(named: parts[0])?.name else {
        throw UsageError(
          "--matrix: unknown environment key '\(parts[0])' (expected "
            + StyleEnvironment.keys.joined(separator: ", ") + ")")
      }
      guard !pinned.contains(key) else {
        throw UsageError("--matrix: \(key) is pinned by --env; give it one way")
      }
      for value in values {
        var environment = base
        do {
          try environment.set(key, to: value)
        } catch {
          throw UsageError("--matrix: \(error.message)")
        }
      }
      let dimension = AuditMatrix.Dimension(key: key, values: values)
      if let position = matrix.dimensions.firstIndex(where: { $0.key == key }) {
        matrix.dimensions[position] = dimension
      } else {
        matrix.dimensions.append(dimension)
      }
    }
    return matrix
  }
}
