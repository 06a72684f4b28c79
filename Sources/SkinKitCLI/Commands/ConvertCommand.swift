import Foundation
import SkinKit

/// `skss convert`: UISS JSON, Themify plists and SkinKit skins as canonical `.skss`.
enum ConvertCommand: Subcommand {
  static let name = "convert"
  static let summary = "convert UISS JSON, a Themify theme or a SkinKit skin plist to .skss"
  static let operands = "INPUT"
  static let format = Option.choice(
    "--format", choices: InterchangeFormat.allCases.map(\.rawValue),
    summary: "read INPUT as this format, whatever it looks like")
  static let options = [
    Option.theme.explained("the Themify theme to convert (default: the first in the file)"),
    format, Option.output.explained("write the .skss to FILE instead of standard output"),
  ]
  static let discussion = """
    Reads a stylesheet written for a system SkinKit replaces and prints it as canonical
    .skss (what `skss format` prints; converting, parsing and formatting again gives the
    same text). The format is told from the content and the extension:
      UISS JSON          .json, or text starting with '{'
      Themify plist      a property list holding an array of themes
      SkinKit skin       a property list with an SKSkinDataSource dictionary (Info.plist)
      .skss              anything else (printed formatted)

    UIKit class names become the model widgets (UIButton → Button); UISS's axis parameters
    become state pseudo-classes (titleColor:highlighted → &:highlighted) and size-class
    queries (landscapePhone → @media (vertical-size-class: compact)); Phone and Pad keys
    become @media phone and @media pad; Variables become $constants; color names mean
    UIKit's colors and are written as hex. A SkinKit skin becomes custom properties with
    SKDefaultSkin's derived colors (lighter background, darker tab bar…).

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
  ]

  static func run(_ arguments: Arguments, io: CommandIO) throws(UsageError) -> Int32 {
    let theme = arguments.value(Option.theme)
    let output = arguments.value(Option.output)
    let inputs = arguments.operands
    guard inputs.count == 1, let input = inputs.first else {
      throw UsageError(inputs.isEmpty ? "no input given" : "convert takes one input file")
    }
    let format = arguments.value(Self.format).flatMap(InterchangeFormat.init(rawValue:))
    let converted: ConvertedStylesheet
    do {
      converted = try Interchange.load(contentsOf: input, format: format, theme: theme)
    } catch {
      throw UsageError(error.message)
    }
    // The cascade's own diagnostics (an unknown property, say) point into the input too.
    let cascade = StyleCascade(stylesheets: [converted.stylesheet])
    let diagnostics = Inputs.unique(cascade.diagnostics).sortedByLocation()
    Inputs.report(diagnostics, io: io)
    let table = PropertyTable.builtIn
    let text = converted.skssText(canonicalName: { table.canonicalName($0) })
    if let output {
      do {
        try text.write(toFile: output, atomically: true, encoding: .utf8)
      } catch {
        throw UsageError("cannot write '\(output)': \(error.localizedDescription)")
      }
    } else {
      io.out(text)
    }
    return Inputs.status(diagnostics)
  }
}
