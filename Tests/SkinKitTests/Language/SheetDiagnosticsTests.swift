import SkinKit
import Testing

/// `Stylesheet.diagnostics` is one place for a sheet's problems — syntax, imports, selectors
/// and values — and a skin reports each of them once.
@Suite("Language: a sheet's own diagnostics")
struct SheetDiagnosticsTests {
  /// TheLanguage.md's broken example.
  static let broken = """
    Button { colr: red; title-color: #12345; }
    Label:hover { color: blue; }
    Label { color: green; }
    """

  static func summaries(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\(Language.summary($0)) \($0.severity.rawValue)" }
  }

  @Test(
    "the language guide's broken example: the unknown property, the bad value, the bad pseudo-class"
  )
  func languageExample() {
    let sheet = Stylesheet.parse(Self.broken, path: "broken.skss")
    #expect(
      Self.summaries(sheet.diagnostics) == [
        "unknown-property@1:10 warning", "invalid-value@1:34 warning",
        "unknown-pseudo-class@2:7 error",
      ])
    #expect(sheet.diagnostics.allSatisfy { $0.range.path == "broken.skss" })
  }

  @Test("syntax, import, selector and value problems, in that order")
  func everyKind() {
    let text = """
      @import "missing.skss";
      a..b { color: red; }
      Label { color: 12px; }
      Label {
      """
    let sheet = Stylesheet.parse(text, path: "all.skss")
    #expect(
      Self.summaries(sheet.diagnostics) == [
        "unclosed-block@4:7 warning", "import-not-found@1:1 error", "invalid-selector@2:2 error",
        "invalid-value@3:16 warning",
      ])
  }

  @Test(
    "an imported sheet's value problems are reported at its own file, once however often it is imported"
  )
  func imports() throws {
    let files = [
      "main.skss": "@import \"colors.skss\";\n@import \"colors.skss\";\nLabel { colr: red; }",
      "colors.skss": "Button {\n  color: 12px;\n}",
    ]
    let reader = FileReader { path throws(StylesheetError) in
      let name = path.split(separator: "/").last.map(String.init) ?? path
      guard let text = files[name] else {
        throw StylesheetError(path: path, message: "no such file")
      }
      return Array(text.utf8)
    }
    let sheet = try Stylesheet.load(contentsOf: "main.skss", reader: reader)
    #expect(
      sheet.diagnostics.map {
        "\($0.range.path.split(separator: "/").last!) \(Language.summary($0))"
      }
        == ["colors.skss invalid-value@2:10", "main.skss unknown-property@3:9"])
  }

  @Test("a skin reports each of its sheet's problems once, asked before or after the sheet")
  func skinsDoNotReportTwice() {
    let first = Stylesheet.parse(Self.broken, path: "broken.skss")
    _ = first.diagnostics
    let askedAfter = Stylesheet.parse(Self.broken, path: "broken.skss")
    for sheet in [first, askedAfter] {
      let skin = Skin(stylesheets: [sheet])
      #expect(Self.summaries(skin.diagnostics) == Self.summaries(sheet.diagnostics))
    }
  }

  @Test("a skin reports the sheet in its context: its registry's properties, its constants")
  func skinContext() throws {
    let sheet = Stylesheet.parse("Button { gadget-glow: 4; color: $accent; }", path: "app.skss")
    #expect(
      Self.summaries(sheet.diagnostics) == [
        "unknown-property@1:10 warning", "undefined-constant@1:33 error",
      ])
    let glow = StyleKey<Double>(
      "gadget-glow", syntax: .length(minimum: 0, percentages: false), initial: 0)
    let registry = try StyleRegistry(keys: [glow.erased])
    let skin = Skin(stylesheets: [sheet], constants: ["accent": "red"], registry: registry)
    #expect(skin.diagnostics.isEmpty)
  }
}
