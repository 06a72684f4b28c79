import Foundation
import SkinKit
import Testing

@testable import SkinKitLanguageServer

/// The project file (`.skss-project.json`): what a valid one declares, and the one
/// `invalid-project-file` diagnostic, at its line and column, for each kind of mistake.
@Suite("Project files")
struct ProjectFileTests {
  static let valid = """
    {
      "$schema": "https://example.com/skss-project.schema.json",
      "types": {"Card": "View", "PrimaryCard": "Card"},
      "properties": [
        {"name": "glow-radius", "syntax": "<length [0,∞]>", "initial": "0",
         "description": "Glow around the view, in points."},
        {"name": "card-style", "syntax": "flat | raised", "initial": "flat", "inherited": true}
      ]
    }
    """

  @Test("a valid file: types with their lineage, properties the table then holds")
  func valid() throws {
    guard case .valid(let project) = ProjectFile.parse(SourceFile(path: "p.json", text: Self.valid))
    else {
      Issue.record("the file is valid")
      return
    }
    #expect(project.types["PrimaryCard"]?.lineageDescription == "PrimaryCard ← Card ← View")
    #expect(project.properties.map(\.name) == ["glow-radius", "card-style"])
    let table = project.table()
    let glow = try #require(table.definition(named: "glowRadius"))
    #expect(glow.name == "glow-radius")
    #expect(glow.inherited == false)
    #expect(glow.summary == "Glow around the view, in points.")
    #expect(table.definition(named: "card-style")?.inherited == true)
    #expect(project.sampleTree == nil)
    // Read again, the same properties: the same ids (no new property per reading).
    guard case .valid(let again) = ProjectFile.parse(SourceFile(path: "p.json", text: Self.valid))
    else { return }
    #expect(again.properties.map(\.id) == project.properties.map(\.id))
    // A sheet compiled against the table takes the app's values and checks them.
    let sheet = Stylesheet.parse("Card { glow-radius: -2; card-style: raised; colr: red; }")
    let lint = StylesheetLint.diagnostics(of: sheet, properties: table)
    #expect(
      lint.map(\.description) == [
        "<inline>:1:21: warning: invalid value for 'glow-radius': '-2' is below the minimum of 0 [invalid-value]",
        "<inline>:1:45: warning: unknown property 'colr'; did you mean 'color'? [unknown-property]",
      ])
  }

  @Test(
    "each mistake: one diagnostic at its place",
    arguments: [
      (#"{"types": }"#, "1:11", "invalid JSON: expected a value, found '}'"),
      (
        "[]", "1:1",
        "$: a project file is a JSON object with types, properties and sampleTree; not an array"
      ),
      (
        #"{"propertes": []}"#, "1:2",
        "$.propertes: unknown key 'propertes' (a project file has types, properties and sampleTree)"
      ),
      (
        #"{"types": {"Button": "View"}}"#, "1:12",
        "$.types.Button: 'Button' is a built-in type; it cannot be redeclared"
      ),
      (#"{"types": {"A": "B", "B": "A"}}"#, "1:12", "$.types.A: the types form a cycle: A → B → A"),
      (
        #"{"types": ["Card"]}"#, "1:11",
        #"$.types: "types" must be an object, such as {"Card": "View"}; not an array"#
      ),
      (
        #"{"properties": {}}"#, "1:16",
        #"$.properties: "properties" is an array of {"name", "syntax", "initial", …}; not an object"#
      ),
      (
        #"{"properties": [{"name": "color", "syntax": "<color>", "initial": "red"}]}"#, "1:26",
        "$.properties[0].name: 'color' is a built-in property; it cannot be redeclared"
      ),
      (
        #"{"properties": [{"name": "text-color", "syntax": "<color>", "initial": "red"}]}"#, "1:26",
        "$.properties[0].name: 'text-color' is a built-in property (color); it cannot be redeclared"
      ),
      (
        #"{"properties": [{"name": "Glow", "syntax": "<color>", "initial": "red"}]}"#, "1:26",
        "$.properties[0].name: 'Glow' is not a property name: lowercase words joined by hyphens, such as glow-radius"
      ),
      (
        #"{"properties": [{"name": "glow", "syntax": "<lenght>", "initial": "0"}]}"#, "1:44",
        "$.properties[0].syntax: unknown syntax '<lenght>' (expected <color>, <length>, <length-percentage>, <number>, <integer>, <boolean>, <string>, <image>, <insets>, <size> or keywords a | b)"
      ),
      (
        #"{"properties": [{"name": "glow", "syntax": "<number [1,0]>", "initial": "0"}]}"#, "1:44",
        "$.properties[0].syntax: the range of '<number [1,0]>' is not two numbers in order, such as [0,∞]"
      ),
      (
        #"{"properties": [{"name": "glow", "syntax": "<length [0,∞]>", "initial": "-2"}]}"#, "1:73",
        "$.properties[0].initial: '-2' is not a value of <length [0,∞]>: '-2' is below the minimum of 0"
      ),
      (
        #"{"properties": [{"name": "glow", "syntax": "<length>"}]}"#, "1:17",
        #"$.properties[0]: missing "initial""#
      ),
      (
        #"{"properties": [{"name": "glow", "syntax": "<length>", "initial": 0}]}"#, "1:67",
        #"$.properties[0].initial: "initial" is a string, not the number 0"#
      ),
      (
        #"{"properties": [{"name": "glow", "syntax": "<length>", "initial": "0", "inherited": "no"}]}"#,
        "1:85", #"$.properties[0].inherited: "inherited" is true or false, not the string "no""#
      ),
      (
        #"{"properties": [{"name": "glow", "syntax": "<length>", "initial": "0", "default": "1"}]}"#,
        "1:72",
        "$.properties[0].default: unknown key 'default' (a property has name, syntax, inherited, initial and description)"
      ),
      (
        #"{"properties": [{"name": "a", "syntax": "<length>", "initial": "0"}, {"name": "a", "syntax": "<color>", "initial": "red"}]}"#,
        "1:70", "$.properties[1]: 'a' is declared twice"
      ),
      (
        #"{"sampleTree": "no/such.json"}"#, "1:16",
        "$.sampleTree: no tree file at 'no/such.json' (relative to the project file)"
      ),
    ])
  func mistakes(_ text: String, _ location: String, _ message: String) {
    guard
      case .invalid(let diagnostic) = ProjectFile.parse(SourceFile(path: "/p/x.json", text: text))
    else {
      Issue.record("\(text) is not valid")
      return
    }
    #expect(diagnostic.id == .invalidProjectFile)
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.location?.description == location)
    #expect(diagnostic.message == message)
  }

  @Test("the property syntaxes a project file writes, and the grammar hover shows for each")
  func syntaxes() {
    let cases: [(String, String)] = [
      ("<color>", "<color> | currentcolor"), ("<length>", "<length>"),
      ("<length [0,∞]>", "<length [0,∞]>"), ("<length-percentage>", "<length> | <percentage>"),
      ("<number>", "<number>"), ("<number [0,1]>", "<number [0,1]>"),
      ("<integer>", "<integer>"), ("<integer [1,∞]>", "<integer [1,∞]>"),
      ("<boolean>", "true | false"), ("<string>", "<string>"),
      (
        "<image>",
        "image(<string> [, <length>{1,4}]) | url(<string>) | <string> | <linear-gradient()> "
          + "| <radial-gradient()> | <conic-gradient()> | none"
      ),
      ("<insets>", "<length>{1,4}"), ("<length>{1,4}", "<length>{1,4}"),
      ("<size>", "<length>{1,2}"), ("compact | regular", "compact | regular"),
    ]
    for (written, grammar) in cases {
      guard case .success(let syntax) = PropertySyntaxDescriptor.parse(written) else {
        Issue.record("\(written) names a syntax")
        continue
      }
      #expect(ValueCatalog.grammar(of: syntax) == grammar, "\(written)")
    }
    for wrong in [
      "<colour>", "<length [0,5]>", "<integer [0.5,∞]>", "a | 2b", "", "<number [x,1]>",
    ] {
      guard case .failure = PropertySyntaxDescriptor.parse(wrong) else {
        Issue.record("\(wrong) names no syntax")
        continue
      }
    }
  }

  @Test("the nearest project file above a folder")
  func find() throws {
    let directory = try Product.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let nested = directory.appendingPathComponent("a/b")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    #expect(ProjectFile.find(from: nested.path) == nil)
    try "{}".write(
      to: directory.appendingPathComponent(".skss-project.json"), atomically: true, encoding: .utf8)
    #expect(
      ProjectFile.find(from: nested.path)
        == directory.appendingPathComponent(".skss-project.json").path)
  }
}
