import Foundation
import SkinKit
import SkinKitCLI
import Testing

@Suite("skss convert")
struct ConvertCommandTests {
  static func sample(_ name: String) -> String {
    InterchangeSupport.samples.appendingPathComponent(name).path
  }

  /// A fresh temporary directory with files written into it.
  static func directory(_ files: [String: String]) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "skss-convert-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return url
  }

  static func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
    let io = CommandIO.capturing()
    let status = SKSS.run(arguments, io: io)
    return (status, io.standardOutput, io.standardError)
  }

  @Test(
    "each sample converts to its committed .skss",
    arguments: [
      ("uiss.json", "uiss.skss"), ("themify.plist", "themify.skss"),
      ("MyFancySkin.bundle/Contents/Info.plist", "MyFancySkin.skss"),
      ("nui.nss", "nui.skss"), ("classy.cas", "classy.skss"),
    ])
  func samples(input: String, expected: String) throws {
    let result = Self.run(["convert", Self.sample(input)])
    #expect(result.status == 0)
    #expect(result.err == "")
    #expect(
      result.out == (try String(contentsOfFile: Self.sample(expected), encoding: .utf8)))
  }

  @Test("-o writes the file instead of printing it")
  func outputFile() throws {
    let directory = try Self.directory([:])
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("Theme.skss").path
    let result = Self.run(["convert", Self.sample("themify.plist"), "-o", output])
    #expect(result.status == 0)
    #expect(result.out == "")
    #expect(
      try String(contentsOfFile: output, encoding: .utf8)
        == (try String(contentsOfFile: Self.sample("themify.skss"), encoding: .utf8)))
  }

  @Test("--theme picks a Themify theme; a theme that is not there is an input error")
  func themes() throws {
    #expect(Self.run(["convert", Self.sample("themify.plist"), "--theme", "Default"]).status == 0)
    let missing = Self.run(["convert", Self.sample("themify.plist"), "--theme", "Dark"])
    #expect(missing.status == 1)
    #expect(
      missing.err
        == "\(Self.sample("themify.plist")):4:1: error: no theme is named 'Dark'; the themes are 'Default' [theme-not-found]\n"
    )
  }

  @Test("problems are printed with the input's locations; errors exit 1, warnings 0")
  func diagnostics() throws {
    let directory = try Self.directory([
      "bad.json": "{\n  \"UIButton\": {\"tintColor\": \"red\",}\n}\n",
      "unknown.json": "{\n  \"UIButton\": {\"tintColour\": \"red\"}\n}\n",
      "style.txt": "{\"UILabel\": {\"textColor\": \"blue\"}}",
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let bad = Self.run(["convert", directory.appendingPathComponent("bad.json").path])
    #expect(bad.status == 1)
    #expect(
      bad.err.hasSuffix(
        "bad.json:2:34: error: invalid JSON: a comma before '}' (JSON allows no trailing comma) [invalid-json]\n"
      ))
    let unknown = Self.run(["convert", directory.appendingPathComponent("unknown.json").path])
    #expect(unknown.status == 0)
    #expect(
      unknown.err.hasSuffix(
        "unknown.json:2:16: warning: unknown property 'tintColour'; did you mean 'tint-color'? [unknown-property]\n"
      ))
    #expect(unknown.out.hasSuffix("Button {\n  tintColour: \"red\";\n}\n"))
    // The content tells the format when the extension does not.
    let text = Self.run(["convert", directory.appendingPathComponent("style.txt").path])
    #expect(text.status == 0)
    #expect(text.out.hasSuffix("Label {\n  color: #0000ff;\n}\n"))
    let forced = Self.run([
      "convert", directory.appendingPathComponent("style.txt").path, "--format", "skss",
    ])
    #expect(forced.status == 1)
  }

  @Test(
    "bad usage exits 2",
    arguments: [
      [], ["missing.json"], ["a.json", "b.json"], ["--format", "yaml", "a.json"],
      ["--bogus", "a.json"],
    ])
  func usage(arguments: [String]) throws {
    let result = Self.run(["convert"] + arguments)
    #expect(result.status == 2)
    #expect(result.err.contains("See 'skss convert --help'."))
  }

  @Test("--theme applies to Themify plists only")
  func themeOnOtherFormats() {
    let result = Self.run(["convert", Self.sample("uiss.json"), "--theme", "Default"])
    #expect(result.status == 2)
    #expect(result.err.contains("a theme name applies to Themify plists"))
  }

  @Test("help lists the formats and examples; skss --help lists convert")
  func help() {
    let help = Self.run(["convert", "--help"])
    #expect(help.status == 0)
    #expect(help.out.hasPrefix("usage: skss convert INPUT"))
    #expect(help.out.contains("examples:\n  skss convert uiss.json -o Theme.skss"))
    #expect(Self.run(["--help"]).out.contains("  convert "))
  }

  @Test("the other commands read the seeds' formats too")
  func resolveReadsUISS() throws {
    let directory = try Self.directory([
      "tree.json": #"{"type": "Window", "children": [{"type": "UITabBar"}]}"#
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = Self.run([
      "resolve", Self.sample("uiss.json"), "--tree",
      directory.appendingPathComponent("tree.json").path, "--properties", "tint-color",
    ])
    #expect(result.status == 0)
    #expect(
      result.out == "0 Window\n  tint-color: #007affff\n0/0 UITabBar\n  tint-color: #022944ff\n")
  }
}

@Suite("Converted stylesheets round-trip")
struct RoundTripTests {
  @Test(
    "converting, parsing and formatting gives the same text",
    arguments: [
      "uiss.json", "themify.plist", "MyFancySkin.bundle/Contents/Info.plist",
    ])
  func samples(name: String) throws {
    let converted = try InterchangeSupport.sample(name)
    try Self.expectStable(converted)
  }

  @Test("every construct the readers write round-trips")
  func constructs() throws {
    let uiss = try InterchangeSupport.convert(
      #"""
      {"Variables": {"c": "red", "weird name": 4},
       "Pad": {"UILabel": {"textColor": "$c", "font": ["Helvetica Neue", 12.5]}},
       "My.Module.View": {"UIButton": {"titleColor:highlighted|selected": [1, 2, 3, 0.25],
         "backgroundImage:disabled:compact": ["a \"quoted\" name", 1, 2, 3, 4],
         "titleTextAttributes": {"textShadowOffset": 2}, "numberOfLines": "$weird name"}}}
      """#, path: "a.json")
    #expect(uiss.diagnostics.isEmpty)
    try Self.expectStable(uiss)
  }

  static func expectStable(_ converted: ConvertedStylesheet) throws {
    let text = converted.skssText()
    let reparsed = StylesheetParser.parse(text)
    #expect(reparsed.diagnostics.isEmpty)
    let table = PropertyTable.builtIn
    let formatted = StylesheetFormatter(canonicalName: { table.canonicalName($0) }).format(reparsed)
    #expect(formatted == text)
    // And the same rules as the converted stylesheet itself.
    let fromText = CompiledSheets.compile(
      stylesheets: [Stylesheet.parse(text)], typeNames: BuiltInTypes.typeNames)
    let fromFile = CompiledSheets.compile(
      stylesheets: [converted.stylesheet], typeNames: BuiltInTypes.typeNames)
    #expect(fromText.entries.map(\.selector) == fromFile.entries.map(\.selector))
    #expect(
      fromText.entries.map { $0.block.declarations.map(\.value.description) }
        == fromFile.entries.map { $0.block.declarations.map(\.value.description) })
    #expect(fromText.diagnostics.isEmpty)
  }
}
