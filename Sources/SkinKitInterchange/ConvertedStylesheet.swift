import SkinKitCascade
import SkinKitProperties
import SkinKitStyling
import SkinKitSyntax

/// A file in one of the seeds' formats — UISS JSON, a Themify theme plist, a SkinKit skin's
/// `Info.plist` — read into the same model as `.skss`: a ``Stylesheet`` the runtime loads like
/// any other, and the canonical `.skss` text `skss convert` writes.
///
/// The stylesheet's syntax tree points into the original file, so every diagnostic — the
/// reader's, and the cascade's when it compiles the sheet (an unknown property, say) — names a
/// line and column in the JSON or plist (a binary plist has no lines: its diagnostics name key
/// paths).
///
/// ```swift
/// let converted = try Interchange.load(contentsOf: "uiss.json")
/// let cascade = StyleCascade(stylesheets: [converted.stylesheet])  // works like a .skss sheet
/// print(converted.skssText())                                       // the .skss to migrate to
/// for diagnostic in converted.diagnostics { print(diagnostic) }     // uiss.json:12:9: warning: …
/// ```
public struct ConvertedStylesheet: Sendable {
  /// The format the file was read as.
  public let format: InterchangeFormat
  /// The stylesheet, pointing into the original file.
  public let stylesheet: Stylesheet
  /// The converted text before formatting (what the stylesheet was parsed from).
  public let generatedText: String
  /// The generated text, parsed (comments included), for ``skssText(registry:)``.
  let generatedTree: SyntaxTree

  /// The reader's diagnostics (and any syntax problem of the generated text), pointing into
  /// the original file.
  public var diagnostics: [Diagnostic] { stylesheet.parseDiagnostics }

  /// Canonical `.skss` text: what `skss format` prints for the converted stylesheet, with
  /// property names as `registry` spells them (the built-in ones, and an app's keys). Parsing
  /// and formatting it again gives the same text.
  public func skssText(registry: StyleRegistry = .builtIn) -> String {
    let table = registry.properties
    return skssText(canonicalName: { table.canonicalName($0) })
  }

  /// Canonical `.skss` text, property names spelled by `canonicalName`.
  package func skssText(canonicalName: @escaping @Sendable (String) -> String) -> String {
    StylesheetFormatter(canonicalName: canonicalName).format(generatedTree)
  }

  init(format: InterchangeFormat, stylesheet: Stylesheet, generatedText: String, tree: SyntaxTree) {
    self.format = format
    self.stylesheet = stylesheet
    self.generatedText = generatedText
    self.generatedTree = tree
  }

  /// Writes a reader's items, parses the text, and moves the tree onto the original file.
  static func build(
    format: InterchangeFormat, file: SourceFile, items: [SKSSItem], diagnostics: [Diagnostic]
  ) -> ConvertedStylesheet {
    var writer = SKSSWriter()
    writer.write(items)
    let generated = StylesheetParser.parse(SourceFile(path: file.path, text: writer.text))
    let tree = SyntaxTreeRemapper(original: file, map: writer.offsetMap())
      .remap(generated, extraDiagnostics: diagnostics)
    return ConvertedStylesheet(
      format: format, stylesheet: Stylesheet(tree: tree), generatedText: writer.text,
      tree: generated)
  }
}
