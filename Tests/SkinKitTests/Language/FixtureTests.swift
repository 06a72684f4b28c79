import Foundation
import SkinKit
import Testing

/// The feature-named sheets in `Tests/Fixtures/Language/`: each states on its first line the
/// diagnostics it gives (`// expect: none`, or `// expect: id@line:column, …`), and loading
/// it from disk (imports included) must give exactly those. `FormatTests` formats them too.
@Suite("Language: fixture sheets")
struct FixtureTests {
  static let directory = Fixtures.url("Language")

  static let names: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
    .filter { $0.hasSuffix(".skss") }.sorted()

  /// The diagnostics a fixture's first line promises.
  static func expectations(_ text: String) -> [String]? {
    guard let first = text.split(separator: "\n", maxSplits: 1).first,
      first.hasPrefix("// expect: ")
    else { return nil }
    let list = first.dropFirst("// expect: ".count)
    if list == "none" { return [] }
    return list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  @Test func fixturesExist() {
    #expect(
      Self.names == [
        "colors.skss", "comments.skss", "constants.skss", "imports.skss", "nesting.skss",
        "recovery.skss", "selectors.skss", "tokens.skss", "values.skss",
      ])
  }

  @Test("each fixture gives exactly the diagnostics it states", arguments: names)
  func diagnostics(_ name: String) throws {
    let path = Self.directory.appendingPathComponent(name).path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let expected = try #require(Self.expectations(text), "\(name) has no '// expect:' line")
    let sheet = try Stylesheet.load(contentsOf: path)
    let diagnostics = StyleCascade(stylesheets: [sheet]).diagnostics
    #expect(diagnostics.map(Language.summary) == expected)
  }

  @Test func importsFixtureLoadsItsParts() throws {
    let sheet = try Stylesheet.load(
      contentsOf: Self.directory.appendingPathComponent("imports.skss").path)
    #expect(
      sheet.files.map { ($0.path as NSString).lastPathComponent } == [
        "imports.skss", "palette.skss", "buttons.skss", "pad.skss",
      ])
  }

  @Test func valuesFixtureResolvesToTypedValues() throws {
    let sheet = try Stylesheet.load(
      contentsOf: Self.directory.appendingPathComponent("values.skss").path)
    let tree = #"""
      {"type": "View", "id": "root", "children": [
        {"type": "Button", "id": "math", "classes": ["math"]},
        {"type": "Button", "id": "fonts", "classes": ["fonts", "images", "insets"]},
        {"type": "Label", "id": "wide", "classes": ["wide"]}
      ]}
      """#
    let resolved = try Language.resolve([sheet], tree: tree)
    // calc(10px + 2 * 3px) = 16; calc(100% - 10px) keeps its percentage; min(4px, 10px) = 4;
    // clamp(0px, 20px, 10px) = 10; calc(calc(2px * 3) + (4px / 2)) = 8.
    #expect(resolved.value("padding-top", of: "math") == "16")
    #expect(resolved.value("padding-right", of: "math") == "calc(100% - 10)")
    #expect(resolved.value("padding-bottom", of: "math") == "4")
    #expect(resolved.value("padding-left", of: "math") == "10")
    #expect(resolved.value("border-width", of: "math") == "8")
    #expect(resolved.value("font-family", of: "fonts") == "\"Helvetica Neue\", system")
    #expect(resolved.value("font-weight", of: "fonts") == "700")
    #expect(resolved.value("font-style", of: "fonts") == "italic")
    #expect(resolved.value("title-font", of: "fonts") == "600 17 system")
    #expect(resolved.value("background-image", of: "fonts") == "image(\"button\", 0 10 0 10)")
    #expect(resolved.value("image-insets", of: "fonts") == "1 2 3 2")
    #expect(resolved.value("text-align", of: "wide") == "justified")
    #expect(resolved.value("opacity", of: "wide") == "1")
    #expect(resolved.value("border-radius", of: "wide") == "4")
  }
}
