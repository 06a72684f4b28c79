import Foundation
import SkinKit
import Testing

/// skss-language.md §1: `@import` with real files in a fresh temporary directory: paths
/// relative to the importing file, nesting, cycles, missing files, placement, and `layer()`,
/// `supports()` and media conditions on imports.
@Suite("Language: imports")
struct ImportTests {
  /// Writes `files` into a fresh directory, loads `main.skss` and resolves the standard tree.
  static func load(_ files: [String: String], main: String = "main.skss", tree: String? = nil)
    throws -> (Language.Resolved, Stylesheet, Language.TemporaryDirectory)
  {
    let directory = try Language.TemporaryDirectory()
    do {
      for (path, text) in files { try directory.write(path, text) }
      let sheet = try Stylesheet.load(contentsOf: directory.path(main))
      let resolved = try Language.resolve([sheet], tree: tree ?? Language.standardTree)
      return (resolved, sheet, directory)
    } catch {
      directory.remove()
      throw error
    }
  }

  /// `path:line:column [id]` with the temporary directory's path removed.
  static func located(_ diagnostics: [Diagnostic], in directory: Language.TemporaryDirectory)
    -> [String]
  {
    diagnostics.map { diagnostic in
      let path = diagnostic.range.path.replacingOccurrences(of: directory.url.path + "/", with: "")
      let location = diagnostic.location.map { "\($0.line):\($0.column)" } ?? "?"
      return "\(path):\(location) [\(diagnostic.id.rawValue)]"
    }
  }

  @Test func relativePathsResolveAgainstTheImportingFile() throws {
    let (resolved, sheet, directory) = try Self.load([
      "main.skss": """
      @import "themes/base.skss";
      #save { background-color: $accent; }
      """,
      "themes/base.skss": """
      @import "../colors/palette.skss";
      @import "./parts/buttons.skss";
      #label { color: $accent; }
      """,
      "colors/palette.skss": "$accent: #0a84ff;",
      "themes/parts/buttons.skss": "Button { opacity: 0.5; }",
    ])
    defer { directory.remove() }
    #expect(resolved.diagnostics.isEmpty)
    #expect(resolved.value("background-color", of: "save") == "#0a84ffff")
    #expect(resolved.value("color", of: "label") == "#0a84ffff")
    #expect(resolved.value("opacity", of: "cancel") == "0.5")
    let files = sheet.files.map {
      $0.path.replacingOccurrences(of: directory.url.path + "/", with: "")
    }
    #expect(
      files == [
        "main.skss", "themes/base.skss", "themes/../colors/palette.skss",
        "themes/./parts/buttons.skss",
      ])
  }

  @Test func importsAreExpandedInPlace() throws {
    let (resolved, _, directory) = try Self.load([
      "main.skss": """
      @import "first.skss";
      @import url("second.skss");
      @import url(third.skss);
      #save { color: blue; }
      """,
      "first.skss": "#save { color: red; opacity: 0.1; } #label { color: red; }",
      "second.skss": "#save { opacity: 0.2; } #label { color: green; }",
      "third.skss": "#label { opacity: 0.3; }",
    ])
    defer { directory.remove() }
    #expect(resolved.diagnostics.isEmpty)
    #expect(resolved.value("color", of: "save") == "#0000ffff")  // the importing sheet's, later
    #expect(resolved.value("opacity", of: "save") == "0.2")  // the second import's, later
    #expect(resolved.value("color", of: "label") == "#008000ff")
    #expect(resolved.value("opacity", of: "label") == "0.3")
  }

  @Test func aFileImportedTwiceIsNotACycle() throws {
    let (resolved, sheet, directory) = try Self.load([
      "main.skss": "@import \"a.skss\";\n@import \"b.skss\";",
      "a.skss": "@import \"shared.skss\";\n#save { color: red; }",
      "b.skss": "@import \"shared.skss\";",
      "shared.skss": "#save { opacity: 0.5; }",
    ])
    defer { directory.remove() }
    #expect(resolved.diagnostics.isEmpty)
    #expect(resolved.value("opacity", of: "save") == "0.5")
    #expect(sheet.files.count == 4)
  }

  @Test func cyclesAreDiagnosticsAndEveryFileLoadsOnce() throws {
    let (resolved, sheet, directory) = try Self.load([
      "main.skss": "@import \"a.skss\";\n#save { color: red; }",
      "a.skss": "@import \"b.skss\";\n#label { color: green; }",
      "b.skss": "\n  @import \"a.skss\";\n@import \"b.skss\";\n#save { opacity: 0.5; }",
    ])
    defer { directory.remove() }
    #expect(
      Self.located(resolved.diagnostics, in: directory) == [
        "b.skss:2:3 [import-cycle]", "b.skss:3:1 [import-cycle]",
      ])
    #expect(resolved.diagnostics[0].message.contains("main.skss → a.skss → b.skss → a.skss"))
    #expect(resolved.value("color", of: "save") == "#ff0000ff")
    #expect(resolved.value("color", of: "label") == "#008000ff")
    #expect(resolved.value("opacity", of: "save") == "0.5")
    #expect(sheet.files.count == 3)
  }

  @Test func importingItselfIsACycle() throws {
    let (resolved, _, directory) = try Self.load([
      "main.skss": "@import \"./main.skss\";\n#save { color: red; }"
    ])
    defer { directory.remove() }
    #expect(Self.located(resolved.diagnostics, in: directory) == ["main.skss:1:1 [import-cycle]"])
    #expect(resolved.value("color", of: "save") == "#ff0000ff")
  }

  @Test func missingFilesAreDiagnosticsAndTheRestApplies() throws {
    let (resolved, _, directory) = try Self.load([
      "main.skss":
        "@import \"nope.skss\";\n@import \"dir\";\n@import \"ok.skss\";\n#save { color: red; }",
      "ok.skss": "#save { opacity: 0.5; }",
      "dir/placeholder.skss": "",
    ])
    defer { directory.remove() }
    #expect(
      Self.located(resolved.diagnostics, in: directory) == [
        "main.skss:1:1 [import-not-found]", "main.skss:2:1 [import-not-found]",
      ])
    #expect(
      resolved.diagnostics.map(\.message) == [
        "cannot import 'nope.skss': no such file", "cannot import 'dir': it is a directory",
      ])
    #expect(resolved.value("color", of: "save") == "#ff0000ff")
    #expect(resolved.value("opacity", of: "save") == "0.5")
  }

  @Test func importAfterARuleIsIgnored() throws {
    let (resolved, sheet, directory) = try Self.load([
      "main.skss":
        "$x: 1;\n@layer a;\n@import \"ok.skss\";\n#save { color: red; }\n@import \"late.skss\";",
      "ok.skss": "#save { opacity: 0.5; }",
      "late.skss": "#save { color: blue; }",
    ])
    defer { directory.remove() }
    #expect(
      Self.located(resolved.diagnostics, in: directory) == ["main.skss:5:1 [import-not-first]"])
    #expect(resolved.diagnostics[0].severity == .warning)
    #expect(resolved.value("color", of: "save") == "#ff0000ff")
    #expect(resolved.value("opacity", of: "save") == "0.5")
    #expect(sheet.files.count == 2)
  }

  @Test func importsMayNestSixteenDeep() throws {
    var files: [String: String] = [:]
    for level in 0..<18 {
      files["level\(level).skss"] =
        "@import \"level\(level + 1).skss\";\n#save { opacity: 0.\(level); }"
    }
    files["level18.skss"] = "#save { color: red; }"
    let (resolved, _, directory) = try Self.load(files, main: "level0.skss")
    defer { directory.remove() }
    // level0 is depth 0; level16 (depth 16) may not import level17.
    #expect(
      Self.located(resolved.diagnostics, in: directory) == ["level16.skss:1:1 [import-limit]"])
    #expect(resolved.value("color", of: "save") == "#000000ff")
    #expect(resolved.value("opacity", of: "save") == "0")  // level0's own, last
  }

  @Test func layerOnAnImportPutsItsRulesInThatLayer() throws {
    let (resolved, _, directory) = try Self.load([
      "main.skss": """
      @import "base.skss" layer(base);
      @import "theme.skss" layer(theme.dark);
      @import "anonymous.skss" layer;
      #save { color: blue; }
      """,
      // Layered rules lose to unlayered ones whatever their specificity.
      "base.skss": "#save.primary { color: red; opacity: 0.1; border-width: 1; }",
      // A later layer beats an earlier one.
      "theme.skss": "Button { opacity: 0.2; }",
      "anonymous.skss": "Button { border-width: 3; }",
    ])
    defer { directory.remove() }
    #expect(resolved.diagnostics.isEmpty)
    #expect(resolved.value("color", of: "save") == "#0000ffff")
    #expect(resolved.value("opacity", of: "save") == "0.2")
    #expect(resolved.value("border-width", of: "save") == "3")
    let layers = Set(resolved.cascade.rules.compactMap { $0.layer?.description })
    #expect(layers.contains("base") && layers.contains("theme.dark"))
  }

  @Test func mediaOnAnImportConditionsItsRules() throws {
    let files = [
      "main.skss": """
      @import "pad.skss" pad;
      @import "wide.skss" (min-width: 600);
      #save { color: blue; }
      """,
      "pad.skss": "#save { opacity: 0.5; }",
      "wide.skss": "#save { border-width: 2; }",
    ]
    let (phone, _, first) = try Self.load(files)
    defer { first.remove() }
    #expect(phone.value("opacity", of: "save") == "1")
    #expect(phone.value("border-width", of: "save") == "0")
    let padTree = #"""
      {"environment": {"idiom": "pad", "width": 1024, "height": 768},
       "root": {"type": "Button", "id": "save"}}
      """#
    let (pad, _, second) = try Self.load(files, tree: padTree)
    defer { second.remove() }
    #expect(pad.value("opacity", of: "save") == "0.5")
    #expect(pad.value("border-width", of: "save") == "2")
    #expect(pad.value("color", of: "save") == "#0000ffff")
  }

  @Test func supportsOnAnImportDecidesWhetherItIsImported() throws {
    let files = [
      "main.skss": """
      @import "known.skss" supports(color: red);
      @import "unknown.skss" supports(colr: red);
      @import "negated.skss" supports(not (opacity: 1));
      @import "combined.skss" supports((opacity: 1) and selector(Button > Label)) pad;
      @import "font.skss" supports(font-tech(color-COLRv1));
      @import "first.skss" layer(first) supports(colr: red);
      @import "second.skss" layer(second);
      @layer first { #save { border-width: 5; } }
      """,
      "known.skss": "#save { opacity: 0.5; }",
      "unknown.skss": "#save { color: red; }",
      "negated.skss": "#save { color: green; }",
      "combined.skss": "#save { color: blue; }",
      "font.skss": "#save { opacity: 0.1; }",
      "first.skss": "#save { border-width: 1; }",
      "second.skss": "#save { border-width: 2; }",
    ]
    let (phone, _, first) = try Self.load(files)
    defer { first.remove() }
    #expect(phone.diagnostics.isEmpty)
    #expect(phone.value("opacity", of: "save") == "0.5")
    #expect(phone.value("color", of: "save") == "#000000ff")
    // The import whose condition is false declares no layer: `first` comes after `second`
    // (as in Chromium 156, checked with a page of these imports as data: URLs).
    #expect(phone.value("border-width", of: "save") == "5")
    let padTree = #"""
      {"environment": {"idiom": "pad"}, "root": {"type": "Button", "id": "save"}}
      """#
    let (pad, _, second) = try Self.load(files, tree: padTree)
    defer { second.remove() }
    #expect(pad.value("color", of: "save") == "#0000ffff")
  }

  @Test func diagnosticsInImportedFilesNameThatFile() throws {
    let (resolved, _, directory) = try Self.load([
      "main.skss": "@import \"sub/theme.skss\";",
      "sub/theme.skss": "\n#save {\n  colr: red;\n}",
    ])
    defer { directory.remove() }
    #expect(
      Self.located(resolved.diagnostics, in: directory) == ["sub/theme.skss:3:3 [unknown-property]"]
    )
  }

  @Test func anUnreadableTopLevelFileThrowsWithAClearMessage() throws {
    let directory = try Language.TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path("missing.skss")
    #expect(throws: StylesheetError.self) { try Stylesheet.load(contentsOf: path) }
    do {
      _ = try Stylesheet.load(contentsOf: path)
    } catch {
      #expect(error.message == "cannot read '\(path)': no such file")
    }
  }
}
