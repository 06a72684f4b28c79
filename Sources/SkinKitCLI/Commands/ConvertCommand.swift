import Foundation
import SkinKit

/// `skss convert`: UISS JSON, Themify plists, SkinKit skins and design tokens as canonical
/// `.skss`; and a sheet's root custom properties as design tokens.
enum ConvertCommand: Subcommand {
  static let name = "convert"
  static let summary =
    "convert UISS JSON, a Themify theme, a SkinKit skin or design tokens to .skss (and back to tokens)"
  static let operands = "INPUT [OVERRIDES...]"
  static let format = Option.choice(
    "--format", choices: InterchangeFormat.allCases.map(\.rawValue),
    summary: "read INPUT as FORMAT, whatever it looks like: "
      + InterchangeFormat.allCases.map(\.rawValue).joined(separator: ", ")
  ).showing("FORMAT")
  static let media = Option.value(
    "--media", placeholder: "QUERY",
    summary:
      "wrap the last OVERRIDES tokens file in @media QUERY (such as dark) instead of listing it "
      + "after the others as it is")
  static let target = Option.choice(
    "--to", choices: ["skss", "dtcg", "dtcg-resolver"],
    summary:
      "skss (default); dtcg: write INPUT's root custom properties and $constants as design "
      + "tokens; dtcg-resolver: write its :root, @media and :root:where() blocks as a resolver "
      + "and a tokens file per block into the folder --output names"
  )
  static let options = [
    Option.theme.explained("the Themify theme to convert (default: the first in the file)"),
    format, media, target,
    Option.output.explained(
      "write to FILE instead of standard output (with --to dtcg-resolver, the folder to write "
        + "into; a file there that differs from what would be written is never replaced)"),
  ]
  static let discussion = """
    Reads a stylesheet written for a system SkinKit replaces and prints it as canonical
    .skss (what `skss format` prints; converting, parsing and formatting again gives the
    same text). The format is told from the content and the extension:
      UISS JSON          .json, or text starting with '{'
      Themify plist      a property list holding an array of themes
      SkinKit skin       a property list with an SKSkinDataSource dictionary (Info.plist)
      tokens resolver    .resolver.json, or JSON with "resolutionOrder" (DTCG 2025.10)
      Tokens Studio      $themes.json (themes grouped by "group", sets beside it)
      design tokens      .tokens, .tokens.json, or JSON with "$value" keys (DTCG 2025.10)
      .skss              anything else (printed formatted)

    UIKit class names become the model widgets (UIButton → Button); UISS's axis parameters
    become state pseudo-classes (titleColor:highlighted → &:highlighted) and size-class
    queries (landscapePhone → @media (vertical-size-class: compact)); Phone and Pad keys
    become @media phone and @media pad; Variables become $constants; color names mean
    UIKit's colors and are written as hex. A SkinKit skin becomes custom properties with
    SKDefaultSkin's derived colors (lighter background, darker tab bar…).

    Design tokens become custom properties on :root, named by their path joined with '-'
    (color.brand.primary → --color-brand-primary); aliases become var(), descriptions
    comments. More tokens files (OVERRIDES: a theme over a palette, a dark mode) convert
    the same way, each listed after the ones before it, whose tokens its aliases may name
    (--media wraps the last in @media). --to dtcg writes a sheet's root custom properties
    and $constants as a typed tokens file; converting it back gives the same values.
    A resolver's sets become :root blocks and its modifiers' contexts blocks in resolution
    order: light/dark and contrast contexts @media (prefers-color-scheme: dark) and
    (prefers-contrast: more), others :root:where([MODIFIER="CONTEXT"]) (an attribute of
    the root chooses them). --to dtcg-resolver -o DIR writes such blocks back as
    DIR/NAME.resolver.json: a set per :root block, a modifier per family of @media
    features tested together (a context per combination of the values they name:
    default, dark, darkHighContrast…) and one per root attribute, with a tokens file per
    block; any other rule is an error and nothing is written.

    Whatever cannot be mapped is reported as path:line:column: severity: message [id]
    (a binary plist names key paths) and left out; the rest is converted.
    """
  static let exitStatus =
    "0 converted (warnings are printed), 1 the input had errors, 2 bad usage or an "
    + "unreadable file"
  static let examples = [
    "skss convert uiss.json -o Theme.skss",
    "skss convert Themes.plist --theme Default",
    "skss convert MySkin.bundle/Contents/Info.plist -o MySkin.skss",
    "skss convert tokens.json dark.tokens.json --media dark -o Tokens.skss",
    "skss convert --to dtcg Theme.skss -o theme.tokens.json",
    "skss convert --to dtcg-resolver Tokens.skss -o tokens",
  ]

  static func run(_ arguments: Arguments, io: CommandIO) throws(UsageError) -> Int32 {
    let inputs = arguments.operands
    guard let input = inputs.first else { throw UsageError("no input given") }
    let overrides = Array(inputs.dropFirst())
    if arguments.value(media) != nil && overrides.isEmpty {
      throw UsageError("--media applies to a tokens file of overrides (a second INPUT)")
    }
    if arguments.value(target) == "dtcg" {
      guard overrides.isEmpty else { throw UsageError("--to dtcg takes one sheet") }
      return try writeTokens(input, arguments: arguments, io: io)
    }
    if arguments.value(target) == "dtcg-resolver" {
      guard overrides.isEmpty else { throw UsageError("--to dtcg-resolver takes one sheet") }
      return try writeResolver(input, arguments: arguments, io: io)
    }
    let format = arguments.value(Self.format).flatMap(InterchangeFormat.init(rawValue:))
    var converted: [ConvertedStylesheet] = []
    do {
      converted.append(
        try Interchange.load(
          contentsOf: input, format: format, theme: arguments.value(Option.theme)))
    } catch {
      throw UsageError(error.message)
    }
    if !overrides.isEmpty && converted[0].format != .designTokens {
      throw UsageError(
        "more inputs are tokens files of overrides; '\(input)' is \(converted[0].format), "
          + "so convert takes it alone")
    }
    for (position, path) in overrides.enumerated() {
      let bases = ([input] + overrides[..<position]).reversed()
      do {
        converted.append(
          try Interchange.loadDesignTokens(
            contentsOf: path, overriding: Array(bases),
            media: position == overrides.count - 1 ? arguments.value(media) : nil))
      } catch {
        throw UsageError(error.message)
      }
    }
    // The cascade's own diagnostics (an unknown property, say) point into the input too.
    let cascade = StyleCascade(stylesheets: converted.map(\.stylesheet))
    let diagnostics = Inputs.unique(cascade.diagnostics).sortedByLocation()
    Inputs.report(diagnostics, io: io)
    let table = PropertyTable.builtIn
    let text = converted.map { $0.skssText(canonicalName: { table.canonicalName($0) }) }
      .joined(separator: "\n")
    try write(text, to: arguments.value(Option.output), io: io)
    return Inputs.status(diagnostics)
  }

  /// `--to dtcg`: the sheet's root custom properties and constants as design tokens.
  static func writeTokens(_ input: String, arguments: Arguments, io: CommandIO) throws(UsageError)
    -> Int32
  {
    let sheet = try Inputs.stylesheets([input])[0]
    let cascade = StyleCascade(stylesheets: [sheet])
    let (text, warnings) = DesignTokensWriter.write(sheet)
    let diagnostics = Inputs.unique(cascade.diagnostics + warnings).sortedByLocation()
    Inputs.report(diagnostics, io: io)
    try write(text, to: arguments.value(Option.output), io: io)
    return Inputs.status(diagnostics)
  }

  /// `--to dtcg-resolver`: the sheet's blocks as a resolver and its tokens files, in a folder.
  /// Nothing is written when the sheet has errors or when a file there would change.
  static func writeResolver(_ input: String, arguments: Arguments, io: CommandIO)
    throws(UsageError) -> Int32
  {
    guard let folder = arguments.value(Option.output) else {
      throw UsageError("--to dtcg-resolver writes several files: name their folder with --output")
    }
    let sheet = try Inputs.stylesheets([input])[0]
    let cascade = StyleCascade(stylesheets: [sheet])
    let name = ((input as NSString).lastPathComponent as NSString).deletingPathExtension
    let (files, warnings) = DesignTokenResolverWriter.write(sheet, name: name)
    let diagnostics = Inputs.unique(cascade.diagnostics + warnings).sortedByLocation()
    Inputs.report(diagnostics, io: io)
    guard !files.isEmpty else { return Inputs.status(diagnostics) }
    let paths = files.map { (folder as NSString).appendingPathComponent($0.name) }
    for (file, path) in zip(files, paths) {
      if let existing = FileManager.default.contents(atPath: path),
        existing != Data(file.text.utf8)
      {
        throw UsageError(
          "'\(path)' exists and differs from what would be written; nothing was written")
      }
    }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw UsageError("cannot write '\(folder)': \(error.localizedDescription)")
    }
    for (file, path) in zip(files, paths) { try write(file.text, to: path, io: io) }
    return Inputs.status(diagnostics)
  }

  static func write(_ text: String, to output: String?, io: CommandIO) throws(UsageError) {
    guard let output else {
      io.out(text)
      return
    }
    do {
      try text.write(toFile: output, atomically: true, encoding: .utf8)
    } catch {
      throw UsageError("cannot write '\(output)': \(error.localizedDescription)")
    }
  }
}
