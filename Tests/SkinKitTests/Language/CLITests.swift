import Foundation
import SkinKit
import SkinKitCLI
import Testing

/// `skss lint` and `skss format` through ``SKSS/run(_:io:)``: exact output and exit codes
/// (0 success, 1 the input had errors, 2 bad usage or an unreadable file).
@Suite("Language: skss lint and skss format")
struct CLITests {
  /// The result of one command, with the temporary directory written as `$DIR`.
  struct Run: Equatable, CustomStringConvertible {
    var status: Int32
    var output: String
    var errors: String

    var description: String { "exit \(status)\n--- stdout\n\(output)--- stderr\n\(errors)" }
  }

  /// A temporary directory holding the sheets a test needs, removed at the end.
  final class Workspace {
    let directory: Language.TemporaryDirectory

    init(_ files: [String: String] = [:]) throws {
      directory = try Language.TemporaryDirectory()
      for (path, text) in files { try directory.write(path, text) }
    }

    deinit { directory.remove() }

    func path(_ name: String) -> String { directory.path(name) }

    func read(_ name: String) -> String? { directory.read(name) }

    /// Runs `skss` with `$DIR` in arguments replaced by the directory's path.
    func run(_ arguments: String...) -> Run { run(arguments) }

    /// Runs `skss` with `$DIR` in arguments replaced by the directory's path.
    func run(_ arguments: [String]) -> Run {
      let root = directory.url.path
      let io = CommandIO.capturing()
      let status = SKSS.run(
        arguments.map { $0.replacingOccurrences(of: "$DIR", with: root) }, io: io)
      return Run(
        status: status,
        output: io.standardOutput.replacingOccurrences(of: root, with: "$DIR"),
        errors: io.standardError.replacingOccurrences(of: root, with: "$DIR"))
    }
  }

  static let clean = "Button {\n  color: red;\n}\n"
  static let warnings = "Button {\n  colr: red;\n  color: blue;\n}\n"
  static let errors = "Button {\n  color red;\n}\nCard { color: red; }\n"

  // MARK: lint

  @Test func lintCleanSheetPrintsNothing() throws {
    let workspace = try Workspace(["ok.skss": Self.clean])
    #expect(workspace.run("lint", "$DIR/ok.skss") == Run(status: 0, output: "", errors: ""))
    #expect(
      workspace.run("lint", "--strict", "$DIR/ok.skss") == Run(status: 0, output: "", errors: ""))
  }

  @Test func lintWarningsExitZeroUnlessStrict() throws {
    let workspace = try Workspace(["warn.skss": Self.warnings])
    let report = """
      $DIR/warn.skss:2:3: warning: unknown property 'colr' [unknown-property]
      0 errors, 1 warning in 1 file

      """
    #expect(workspace.run("lint", "$DIR/warn.skss") == Run(status: 0, output: "", errors: report))
    #expect(
      workspace.run("lint", "--strict", "$DIR/warn.skss")
        == Run(status: 1, output: "", errors: report))
  }

  @Test func lintErrorsExitOne() throws {
    let workspace = try Workspace(["err.skss": Self.errors, "ok.skss": Self.clean])
    #expect(
      workspace.run("lint", "$DIR/ok.skss", "$DIR/err.skss")
        == Run(
          status: 1, output: "",
          errors: """
            $DIR/err.skss:2:3: error: expected ':' after 'color' [invalid-declaration]
            1 error, 0 warnings in 2 files

            """))
  }

  @Test func lintStrictWarnsAboutUnknownTypesWhereTheyAreWritten() throws {
    let workspace = try Workspace([
      "types.skss": """
      Card, .x > UICard Label { color: red; }
      Card { Label { color: blue; } Badge:exact { color: green; } }
      [title=Card] { color: red; }
      """
    ])
    let unknown = "; it matches no widget until the app registers it [unknown-type]"
    #expect(
      workspace.run("lint", "--strict", "$DIR/types.skss")
        == Run(
          status: 1, output: "",
          errors: """
            $DIR/types.skss:1:1: warning: no built-in type is named 'Card'\(unknown)
            $DIR/types.skss:1:12: warning: no built-in type is named 'UICard'\(unknown)
            $DIR/types.skss:2:1: warning: no built-in type is named 'Card'\(unknown)
            $DIR/types.skss:2:31: warning: no built-in type is named 'Badge'\(unknown)
            0 errors, 4 warnings in 1 file

            """))
    #expect(
      workspace.run("lint", "--strict", "--types", "Card,UICard,Badge", "$DIR/types.skss")
        == Run(status: 0, output: "", errors: ""))
    // Without --strict, unknown types are not reported.
    #expect(workspace.run("lint", "$DIR/types.skss") == Run(status: 0, output: "", errors: ""))
  }

  @Test func lintStrictReportsAnUnknownTypeOncePerSelectorAsWritten() throws {
    let workspace = try Workspace([
      "cards.skss": """
      Card Card, Card.flat { color: red; }
      Card {
        &.raised { color: blue; }
        & + Card { color: green; }
      }
      Label:not(Card), Button { color: red; }
      """
    ])
    let unknown =
      "no built-in type is named 'Card'; it matches no widget until the app registers it"
    // Named twice in one selector list: once. `&` repeats the parent without naming it
    // again; `& + Card` names it itself. In `:not()` and beside a built-in type it is
    // reported too, by a message that does not claim the rule matches nothing.
    #expect(
      workspace.run("lint", "--strict", "$DIR/cards.skss")
        == Run(
          status: 1, output: "",
          errors: """
            $DIR/cards.skss:1:1: warning: \(unknown) [unknown-type]
            $DIR/cards.skss:2:1: warning: \(unknown) [unknown-type]
            $DIR/cards.skss:4:7: warning: \(unknown) [unknown-type]
            $DIR/cards.skss:6:11: warning: \(unknown) [unknown-type]
            0 errors, 4 warnings in 1 file

            """))
  }

  @Test func lintJSONGoesToStandardOutput() throws {
    let workspace = try Workspace(["warn.skss": Self.warnings, "ok.skss": Self.clean])
    #expect(
      workspace.run("lint", "--format", "json", "$DIR/warn.skss")
        == Run(
          status: 0,
          output: """
            {
              "diagnostics": [
                {
                  "column": 3,
                  "id": "unknown-property",
                  "line": 2,
                  "message": "unknown property 'colr'",
                  "path": "$DIR/warn.skss",
                  "severity": "warning"
                }
              ]
            }

            """, errors: ""))
    #expect(
      workspace.run("lint", "--format=json", "--strict", "$DIR/warn.skss").status == 1)
    #expect(
      workspace.run("lint", "--format", "json", "$DIR/ok.skss")
        == Run(status: 0, output: "{\n  \"diagnostics\": []\n}\n", errors: ""))
  }

  @Test func lintReportsImportedFilesOnceUnderTheirOwnPath() throws {
    let workspace = try Workspace([
      "main.skss": "@import \"parts/a.skss\";\n@import \"parts/a.skss\";\n",
      "parts/a.skss": "\nLabel { colr: red; }\n",
    ])
    #expect(
      workspace.run("lint", "$DIR/main.skss")
        == Run(
          status: 0, output: "",
          errors: """
            $DIR/parts/a.skss:2:9: warning: unknown property 'colr' [unknown-property]
            0 errors, 1 warning in 1 file

            """))
  }

  /// Bad usage and unreadable files: (arguments, the one message).
  static let usage: [([String], String)] = [
    (["lint", "$DIR/missing.skss"], "skss lint: cannot read '$DIR/missing.skss': no such file"),
    (["lint", "$DIR"], "skss lint: cannot read '$DIR': it is a directory"),
    (
      ["lint", "$DIR/ok.skss", "$DIR/missing.skss"],
      "skss lint: cannot read '$DIR/missing.skss': no such file"
    ),
    (["lint"], "skss lint: no stylesheet given"),
    (
      ["lint", "--format", "yaml", "$DIR/ok.skss"],
      "skss lint: --format is one of text, json, github"
    ),
    (["lint", "--bogus", "$DIR/ok.skss"], "skss lint: unknown option '--bogus'"),
    (["lint", "$DIR/ok.skss", "--format"], "skss lint: --format needs a value"),
    (
      ["format", "$DIR/missing.skss"], "skss format: cannot read '$DIR/missing.skss': no such file"
    ),
    (["format"], "skss format: no stylesheet given"),
    (["format", "--in-place"], "skss format: no stylesheet given"),
    (["format", "-i", "$DIR/ok.skss"], "skss format: unknown option '-i'"),
  ]

  @Test("bad usage and unreadable files exit 2 with one clear message", arguments: usage)
  func usageErrors(_ arguments: [String], _ message: String) throws {
    let workspace = try Workspace(["ok.skss": Self.clean])
    #expect(
      workspace.run(arguments)
        == Run(status: 2, output: "", errors: "\(message)\n\nSee 'skss \(arguments[0]) --help'.\n"))
    #expect(workspace.read("ok.skss") == Self.clean)
  }

  @Test func helpPrintsRealUsage() {
    for command in ["lint", "format"] {
      let io = CommandIO.capturing()
      #expect(SKSS.run([command, "--help"], io: io) == 0)
      #expect(io.standardOutput.hasPrefix("usage: skss \(command) "))
      #expect(io.standardOutput.contains("examples:"))
      let viaHelp = CommandIO.capturing()
      #expect(SKSS.run(["help", command], io: viaHelp) == 0)
      #expect(viaHelp.standardOutput == io.standardOutput)
    }
    let io = CommandIO.capturing()
    #expect(SKSS.run(["--help"], io: io) == 0)
    #expect(io.standardOutput.contains("  lint "))
    #expect(io.standardOutput.contains("  format "))
  }

  // MARK: format

  @Test func formatPrintsCanonicalTextAndLeavesTheFileAlone() throws {
    let original = "// theme\nButton{textColor:red;cornerRadius:4px}/* end */\n"
    let workspace = try Workspace(["theme.skss": original])
    #expect(
      workspace.run("format", "$DIR/theme.skss")
        == Run(
          status: 0,
          output: "// theme\nButton {\n  color: red;\n  border-radius: 4px;\n} /* end */\n",
          errors: ""))
    #expect(workspace.read("theme.skss") == original)
  }

  @Test func formatInPlaceRewritesTheFiles() throws {
    let workspace = try Workspace([
      "a.skss": "a{b:c}", "b.skss": Self.clean, "warn.skss": "Button{colr:red}",
    ])
    #expect(
      workspace.run("format", "--in-place", "$DIR/a.skss", "$DIR/b.skss", "$DIR/warn.skss")
        == Run(status: 0, output: "", errors: ""))
    #expect(workspace.read("a.skss") == "a {\n  b: c;\n}\n")
    #expect(workspace.read("b.skss") == Self.clean)
    // Warnings do not stop formatting: the unknown property is kept as written.
    #expect(workspace.read("warn.skss") == "Button {\n  colr: red;\n}\n")
  }

  @Test func formatSeveralFilesLabelsEach() throws {
    let workspace = try Workspace(["a.skss": "a{b:c}", "b.skss": "d{e:f}"])
    #expect(
      workspace.run("format", "$DIR/a.skss", "$DIR/b.skss")
        == Run(
          status: 0,
          output: "// $DIR/a.skss\na {\n  b: c;\n}\n\n// $DIR/b.skss\nd {\n  e: f;\n}\n",
          errors: ""))
  }

  @Test func formatRefusesASheetWithSyntaxErrorsAndLeavesItUntouched() throws {
    let workspace = try Workspace(["err.skss": Self.errors, "ok.skss": "a{b:c}"])
    let refusal = """
      $DIR/err.skss:2:3: error: expected ':' after 'color' [invalid-declaration]
      $DIR/err.skss: not formatted: fix the syntax errors first

      """
    #expect(
      workspace.run("format", "$DIR/err.skss") == Run(status: 1, output: "", errors: refusal))
    #expect(
      workspace.run("format", "--in-place", "$DIR/err.skss", "$DIR/ok.skss")
        == Run(status: 1, output: "", errors: refusal))
    #expect(workspace.read("err.skss") == Self.errors)
    // The other file is still formatted.
    #expect(workspace.read("ok.skss") == "a {\n  b: c;\n}\n")
  }

  @Test func formatOutputIsAFixedPoint() throws {
    let sheet = try String(
      contentsOf: Fixtures.url("Language/comments.skss"), encoding: .utf8)
    let workspace = try Workspace(["c.skss": sheet])
    #expect(workspace.run("format", "--in-place", "$DIR/c.skss").status == 0)
    let once = try #require(workspace.read("c.skss"))
    #expect(workspace.run("format", "$DIR/c.skss") == Run(status: 0, output: once, errors: ""))
    #expect(workspace.run("lint", "$DIR/c.skss") == Run(status: 0, output: "", errors: ""))
  }
}
