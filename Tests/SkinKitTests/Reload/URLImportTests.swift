import SkinKit
import Testing

/// `@import` in a sheet loaded from a URL resolves against the URL, as a browser does.
@Suite("Imports in URL-loaded sheets")
struct URLImportTests {
  static func reader(_ files: [String: String]) -> FileReader {
    FileReader { path throws(StylesheetError) in
      guard let text = files[path] else {
        throw StylesheetError(path: path, message: "HTTP 404 Not Found")
      }
      return Array(text.utf8)
    }
  }

  @Test func relativeAbsoluteAndParentImportsResolveAgainstTheURL() throws {
    let main = "http://127.0.0.1:8000/skins/main.skss"
    let files = [
      main:
        "@import \"parts/colors.skss\";\n@import \"/shared/base.skss\";\n@import \"../up.skss\";\n",
      "http://127.0.0.1:8000/skins/parts/colors.skss": "@import \"./more.skss\";\n",
      "http://127.0.0.1:8000/skins/parts/more.skss": "Label { color: #111111 }\n",
      "http://127.0.0.1:8000/shared/base.skss": "",
      "http://127.0.0.1:8000/up.skss": "",
    ]
    let sheet = try Stylesheet.load(contentsOf: main, reader: Self.reader(files))
    #expect(sheet.diagnostics.isEmpty)
    #expect(
      sheet.files.map(\.path) == [
        main, "http://127.0.0.1:8000/skins/parts/colors.skss",
        "http://127.0.0.1:8000/skins/parts/more.skss", "http://127.0.0.1:8000/shared/base.skss",
        "http://127.0.0.1:8000/up.skss",
      ])
  }

  @Test func missingImportsAndCyclesAreReportedWithTheirURLs() throws {
    let main = "https://example.com/a.skss"
    let files = [
      main: "@import \"b.skss\";\n@import \"gone.skss\";\n",
      "https://example.com/b.skss": "@import \"a.skss\";\n",
    ]
    let sheet = try Stylesheet.load(contentsOf: main, reader: Self.reader(files))
    #expect(
      sheet.diagnostics.map(\.description) == [
        "https://example.com/b.skss:1:1: error: 'a.skss' is already being imported (a.skss → b.skss → a.skss); skipped [import-cycle]",
        "https://example.com/a.skss:2:1: error: cannot import 'gone.skss': HTTP 404 Not Found [import-not-found]",
      ])
  }
}
