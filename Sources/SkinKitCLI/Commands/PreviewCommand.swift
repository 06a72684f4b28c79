import Foundation
import SkinKit
import SkinKitPreview

/// `skss preview`: a picture of the styled widget tree on a phone or tablet screen.
enum PreviewCommand: Subcommand {
  static let name = "preview"
  static let summary = "draw the styled widget tree as a picture of a phone or tablet screen"
  static let operands = "[SHEET...]"
  static let noPNG = Option.flag("--no-png", summary: "write only the SVG")
  static let audit = Option.flag(
    "--audit",
    summary:
      "outline in red the nodes skss audit finds at WCAG AA in this environment, and print "
      + "its findings")
  static let fromEnvironment = Option.repeated(
    "--from-env", placeholder: "K=V,...", synopsis: "key=value,...",
    summary:
      "with --at: the environment the screen was in before changing to the one drawn "
      + "(repeatable, as --env)")
  static let time = Option.value(
    "--at", placeholder: "TIME",
    summary:
      "draw the frame TIME (150ms, 0.2s) after the screen was styled (with --from-env: after "
      + "the environment changed from it to --env), mid-way through the sheet's animations "
      + "and transitions")
  static let options = [
    Option.tree.explained(
      "the widget tree (JSON; Samples/Trees has examples), default: the sample screen"),
    Option.environment,
    Option.output.explained(
      "where to write the SVG (default preview.svg; the PNG goes beside it)"),
    noPNG, audit, Option.theme, fromEnvironment, time,
  ]
  static let discussion = """
    Resolves the cascade for every node of the tree and draws the screen it styles: the
    status bar, navigation bars with their titles and bar button items, tab bars and
    toolbars, buttons with their title colors, backgrounds and corner radii, labels in their
    fonts and colors, switches, sliders, progress views, segmented controls, text fields,
    table cells with separators, image placeholders, borders and shadows — laid out with a
    simple stack layout (vertical; axis: horizontal for a row; padding, spacing, row-height).
    A phone for idiom phone, a tablet for any other; dark mode with color-scheme=dark; the
    caption names the accessibility settings that are on (prefers-contrast=more…). With
    --audit, the nodes skss audit finds in the environment drawn (contrast at WCAG AA, text
    that does not scale, small touch targets) are outlined in red, and the findings printed.
    With --at TIME, the picture is the frame TIME after the screen was styled: the values
    the sheet's animations (animation: pulse 1s infinite, with its @keyframes) have then.
    With --from-env too, the screen is styled in the --from-env environment, the environment
    changes to the one drawn, and the picture is the frame TIME after the change: the values
    the sheet's transitions (transition: background-color 300ms…) have then.

    Writes FILE.svg always, and FILE.png too when rsvg-convert (librsvg) is on the PATH.
    With no sheet it uses Stylesheets/Default.skss; with no --tree, the sample screen
    (Samples/Trees/preview.json). Node attributes it reads: text, title, placeholder,
    image, value, progress, segments, selected, accessory, placement, width, height.

    Diagnostics go to standard error.
    """
  static let exitStatus =
    "0 drawn, 1 a stylesheet had errors or --audit found something (the picture is still "
    + "written), 2 bad usage or a file that cannot be read or written"
  static let examples = [
    "skss preview",
    "skss preview --env color-scheme=dark -o preview-dark.svg",
    "skss preview --env prefers-contrast=more,legibility-weight=bold -o preview-a11y.svg",
    "skss preview Stylesheets/Pad.skss --tree Samples/Trees/ipad.json --env idiom=pad",
    "skss preview theme.skss --tree Samples/Trees/login.json -o login.svg",
    "skss preview theme.skss --audit --env color-scheme=dark",
    "skss preview theme.skss --from-env color-scheme=light --env color-scheme=dark --at 150ms",
    "skss preview badge.skss --at 250ms",
  ]

  static func run(_ arguments: Arguments, io: CommandIO) throws(UsageError) -> Int32 {
    try run(arguments, io: io, directory: FileManager.default.currentDirectoryPath)
  }

  /// Runs with `directory` standing for the current directory: where the default sheet is
  /// looked for and a relative output path goes (tests use a temporary one).
  static func run(_ arguments: Arguments, io: CommandIO, directory: String)
    throws(UsageError) -> Int32
  {
    let treePath = arguments.value(Option.tree)
    let output = arguments.value(Option.output) ?? "preview.svg"
    let skipsPNG = arguments.flag(noPNG)
    var sheetPaths = arguments.operands
    if sheetPaths.isEmpty { sheetPaths = [try defaultSheet(in: directory)] }
    let sheets = try Inputs.stylesheets(sheetPaths, theme: arguments.value(Option.theme))
    let document: TreeDocument
    if let treePath {
      document = try Inputs.tree(treePath)
    } else {
      do {
        document = try TreeDocument.parse(SampleScreen.json, path: "Samples/Trees/preview.json")
      } catch {
        throw UsageError(error.description)
      }
    }
    let environment = Device.sized(
      try Inputs.environment(arguments.values(Option.environment), base: document.environment))
    let cascade = StyleCascade(stylesheets: sheets)
    let frameTime = try arguments.value(time).map { text throws(UsageError) in
      try Self.duration(text)
    }
    let fromTexts = arguments.values(fromEnvironment)
    guard frameTime != nil || fromTexts.isEmpty else {
      throw UsageError("--from-env needs --at: the time after the change to draw")
    }
    let resolution: TreeResolution
    if let frameTime {
      let before =
        fromTexts.isEmpty
        ? environment
        : Device.sized(try Inputs.environment(fromTexts, base: document.environment))
      resolution = document.resolveFrame(
        with: Skin(name: "preview", cascade: cascade, directory: nil, registry: .builtIn),
        changingFrom: before, to: environment, at: frameTime)
    } else {
      resolution = document.resolve(with: cascade, environment: environment)
    }
    let diagnostics = Inputs.unique(cascade.diagnostics + resolution.diagnostics)
    Inputs.report(diagnostics, io: io)

    let device = Device(environment: environment)
    // The accessibility settings that are on, as `--env` spells them.
    let settings = StyleEnvironment.table.compactMap { key -> String? in
      guard let off = key.falseValue, let value = environment.text(of: key.name), value != off
      else { return nil }
      return ", \(key.name)=\(value)"
    }
    let size = "\(format(device.screen.width))×\(format(device.screen.height))"
    let frame = frameTime.map { _ in
      ", \(arguments.value(time)!) after "
        + (fromTexts.isEmpty ? "styling" : fromTexts.joined(separator: ","))
    }
    let screen: String =
      "\(device.idiom.rawValue) \(size), \(environment.colorScheme.rawValue)\(settings.joined())"
      + (frame ?? "")
    let sheetNames = sheetPaths.map { ($0 as NSString).lastPathComponent }.joined(separator: " + ")
    var renderer = PreviewRenderer(caption: "\(sheetNames) · \(screen)")
    var findings: [Diagnostic] = []
    if arguments.flag(audit) {
      (renderer.outlinedPaths, findings) = auditFindings(
        cascade: cascade, document: document, environment: environment)
      Inputs.report(findings, io: io)
    }
    let picture = renderer.render(resolution, environment: environment)

    let base = basePath(output)
    let svgPath = base + ".svg"
    do {
      try picture.svg.write(
        toFile: located(svgPath, in: directory), atomically: true, encoding: .utf8)
    } catch {
      throw UsageError("cannot write \(svgPath)")
    }
    io.out("\(sheetPaths.joined(separator: " ")) on \(treePath ?? SampleScreen.name) (\(screen))\n")
    io.out("wrote \(svgPath)\n")
    var status = findings.isEmpty ? Inputs.status(diagnostics) : ExitStatus.inputErrors
    if !skipsPNG {
      let pngPath = base + ".png"
      if let tool = PNGConverter.toolPath() {
        do {
          try PNGConverter.convert(
            located(svgPath, in: directory), to: located(pngPath, in: directory), tool: tool)
          io.out("wrote \(pngPath)\n")
        } catch {
          io.err("skss preview: \(pngPath): \(error.message)\n")
          status = ExitStatus.inputErrors
        }
      } else {
        io.out(
          "no PNG: rsvg-convert is not on the PATH (apt-get install librsvg2-bin, brew install librsvg)\n"
        )
      }
    }
    return status
  }

  /// `150ms`, `0.2s`: a time as CSS writes one, not negative.
  static func duration(_ text: String) throws(UsageError) -> Duration {
    let unit = text.hasSuffix("ms") ? 1.0 : 1000.0
    let digits = text.dropLast(text.hasSuffix("ms") ? 2 : (text.hasSuffix("s") ? 1 : 0))
    guard text.hasSuffix("s"), let number = Double(digits), number >= 0, number.isFinite else {
      throw UsageError("--at takes a time such as 150ms or 0.2s, not '\(text)'")
    }
    return .microseconds(Int64((number * unit * 1000).rounded()))
  }

  /// What `skss audit` finds at WCAG AA in the one environment drawn — contrast, text that
  /// does not scale, touch targets — as the paths of the nodes to outline and diagnostics.
  static func auditFindings(
    cascade: StyleCascade, document: TreeDocument, environment: StyleEnvironment
  ) -> (paths: Set<String>, diagnostics: [Diagnostic]) {
    let (inlineStyles, _) = Inputs.inlineStyles(of: document, cascade: cascade)
    let contrast = ThemeAudit().findings(
      cascade: cascade, document: document, environments: [("drawn", environment)],
      inlineStyles: inlineStyles)
    let scaling = ScalingFinding.findings(
      cascade: cascade, document: document, environment: environment,
      inlineStyles: inlineStyles)
    let targets = TouchTargetFinding.findings(in: document)
    let paths = contrast.map(\.nodePath) + scaling.map(\.nodePath) + targets.map(\.nodePath)
    return (
      Set(paths),
      contrast.map(\.diagnostic) + scaling.map(\.diagnostic) + targets.map(\.diagnostic)
    )
  }

  /// `Stylesheets/Default.skss` of the current directory, or else of the package this tool
  /// was built from.
  static func defaultSheet(in directory: String) throws(UsageError) -> String {
    let relative = "Stylesheets/Default.skss"
    let candidate = located(relative, in: directory)
    if FileManager.default.fileExists(atPath: candidate) { return candidate }
    let package = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let path = package.appendingPathComponent(relative).path
    guard FileManager.default.fileExists(atPath: path) else {
      throw UsageError("no stylesheet given, and no \(relative) here")
    }
    return path
  }

  /// A path relative to `directory` (an absolute path stays as it is).
  static func located(_ path: String, in directory: String) -> String {
    if path.hasPrefix("/") || directory == FileManager.default.currentDirectoryPath { return path }
    return (directory as NSString).appendingPathComponent(path)
  }

  /// The output path without its `.svg` or `.png` extension.
  static func basePath(_ output: String) -> String {
    let lowered = output.lowercased()
    if lowered.hasSuffix(".svg") || lowered.hasSuffix(".png") {
      return String(output.dropLast(4))
    }
    return output
  }

  static func format(_ value: Double) -> String { TokenPrinter.formatNumber(value) }
}
