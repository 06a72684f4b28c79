import Foundation
import SkinKit

/// `skss codegen`: Swift source that builds a cascade without parsing.
enum CodegenCommand: Subcommand {
  static let name = "codegen"
  static let summary = "write Swift that builds the stylesheets' cascade without parsing"
  static let operands = "SHEET..."
  static let typeName = Option.value(
    "--name", placeholder: "NAME", summary: "the generated enum's name (default Theme)")
  static let isInternal = Option.flag(
    "--internal", summary: "generate internal declarations instead of public ones")
  static let options = [
    Option.output.explained("write the Swift to FILE instead of standard output"), typeName,
    isInternal, Option.theme,
  ]
  static let discussion = """
    Compiles the stylesheets (in order, as one cascade) and writes Swift source that holds
    the compiled rules as data (a PrebuiltSkin stating its format version), so a release
    build parses nothing:

      let skin = Skin(name: "Theme", prebuilt: Theme.prebuilt)  // as Skin(stylesheets:)
      let cascade = Theme.makeCascade()    // as StyleCascade(stylesheets:) would build it

    A SkinKit that does not read the data's format version reports one prebuilt-format
    error and applies none of it: regenerate the file with the skss of that SkinKit.

    Sheets may be .skss, UISS JSON, Themify or SkinKit plists (see `skss convert`).
    $constants are substituted now: values injected from code at run time do not reach a
    prebuilt skin. Properties an app registers must be in the registry (or table) it is
    built with.
    A sheet with errors writes nothing; its diagnostics are printed.
    """
  static let exitStatus = "0 written, 1 the sheets had errors, 2 bad usage or an unreadable file"
  static let examples = [
    "skss codegen Stylesheets/Default.skss -o Sources/App/Theme.swift",
    "skss codegen base.skss dark.skss --name DarkTheme --internal -o DarkTheme.swift",
    "skss codegen uiss.json -o Theme.swift",
  ]

  static func run(_ arguments: Arguments, io: CommandIO) throws(UsageError) -> Int32 {
    let output = arguments.value(Option.output)
    let typeName = arguments.value(Self.typeName) ?? "Theme"
    let theme = arguments.value(Option.theme)
    let isInternal = arguments.flag(Self.isInternal)
    let paths = arguments.operands
    guard !paths.isEmpty else { throw UsageError("no stylesheet given") }
    guard SwiftCodeGenerator.isValidTypeName(typeName) else {
      throw UsageError("--name '\(typeName)' is not a Swift type name")
    }
    var sheets: [Stylesheet] = []
    for path in paths {
      // The theme names a theme of the Themify plists among the sheets.
      let isThemify =
        FileManager.default.contents(atPath: path).map {
          Interchange.detectFormat(path: path, bytes: [UInt8]($0)) == .themify
        } ?? false
      do {
        sheets.append(
          try Interchange.load(contentsOf: path, theme: isThemify ? theme : nil).stylesheet)
      } catch {
        throw UsageError(error.message)
      }
    }
    let compiled = CompiledSheets.compile(stylesheets: sheets, typeNames: BuiltInTypes.typeNames)
    let diagnostics = Inputs.unique(compiled.diagnostics)
    Inputs.report(diagnostics, io: io)
    guard !diagnostics.containsErrors else {
      io.err("skss codegen: nothing written: fix the errors first\n")
      return ExitStatus.inputErrors
    }
    let skin: PrebuiltSkin
    do {
      skin = PrebuiltSkin(
        name: typeName, format: PrebuiltSkin.formatVersion,
        data: try PrebuiltWriter().write(compiled))
    } catch {
      io.err(error.description + "\n")
      return ExitStatus.inputErrors
    }
    let generator = SwiftCodeGenerator(accessLevel: isInternal ? .internal : .public)
    let source = generator.generate([
      SwiftCodeGenerator.Unit(typeName: typeName, sources: paths, skin: skin)
    ])
    if let output {
      do {
        try source.write(toFile: output, atomically: true, encoding: .utf8)
      } catch {
        throw UsageError("cannot write '\(output)': \(error.localizedDescription)")
      }
    } else {
      io.out(source)
    }
    return ExitStatus.success
  }
}
