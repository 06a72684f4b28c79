import Foundation
import SkinKit

/// `skss codegen`: Swift source that builds a cascade without parsing.
enum CodegenCommand: Subcommand {
  static let name = "codegen"
  static let summary =
    "write Swift that builds the stylesheets' cascade without parsing, or names their classes"
  static let operands = "SHEET..."
  static let typeName = Option.value(
    "--name", placeholder: "NAME",
    summary: "the generated enum's name (default Theme; ThemeStyle with --accessors)")
  static let isInternal = Option.flag(
    "--internal", summary: "generate internal declarations instead of public ones")
  static let accessors = Option.flag(
    "--accessors",
    summary:
      "write the sheets' style classes, ids and custom properties as Swift names instead")
  static let options = [
    Option.output.explained("write the Swift to FILE instead of standard output"), typeName,
    isInternal, accessors, Option.theme,
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

    With --accessors, it writes names instead of rules: an enum (ThemeStyle by default)
    whose Classes and IDs hold each style class and identifier the selectors name, as the
    strings the API takes, and whose CustomProperties hold a CustomPropertyKey for each
    custom property, typed by the values the sheets give it (StyleColor for colors, Double
    for lengths and numbers, else String, the value's text):

      let card = View(classes: [ThemeStyle.Classes.card], identifier: ThemeStyle.IDs.save)
      card[ThemeStyle.CustomProperties.accent]    // StyleColor?, once styled

    A class renamed or removed in the sheets is then a compile error where the app uses it.
    Names become lowerCamelCase (btn--primary is btnPrimary, 2col _2col, default `default`);
    two names with one Swift name are an accessor-name-clash warning, and the first in sorted
    order is generated. Nothing in the output depends on comments, layout or order.
    """
  static let exitStatus = "0 written, 1 the sheets had errors, 2 bad usage or an unreadable file"
  static let examples = [
    "skss codegen Stylesheets/Default.skss -o Sources/App/Theme.swift",
    "skss codegen base.skss dark.skss --name DarkTheme --internal -o DarkTheme.swift",
    "skss codegen uiss.json -o Theme.swift",
    "skss codegen Stylesheets/Default.skss --accessors -o Sources/App/ThemeStyle.swift",
  ]

  static func run(_ arguments: Arguments, io: CommandIO) throws(UsageError) -> Int32 {
    let output = arguments.value(Option.output)
    let writesAccessors = arguments.flag(Self.accessors)
    let typeName = arguments.value(Self.typeName) ?? (writesAccessors ? "ThemeStyle" : "Theme")
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
    let access: SwiftCodeGenerator.AccessLevel = isInternal ? .internal : .public
    if writesAccessors {
      let (source, clashes) = AccessorGenerator(accessLevel: access).generate(
        typeName: typeName, sources: paths, sheets: compiled)
      Inputs.report(clashes, io: io)
      return try write(source, to: output, io: io)
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
    let source = SwiftCodeGenerator(accessLevel: access).generate([
      SwiftCodeGenerator.Unit(typeName: typeName, sources: paths, skin: skin)
    ])
    return try write(source, to: output, io: io)
  }

  /// Writes `source` to `output`, or to standard output without one.
  private static func write(_ source: String, to output: String?, io: CommandIO)
    throws(UsageError) -> Int32
  {
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
