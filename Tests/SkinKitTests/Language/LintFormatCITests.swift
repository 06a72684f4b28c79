import Foundation
import SkinKit
import Testing

@testable import SkinKitCLI

/// `skss lint` and `skss format` as CI and editors use them: GitHub annotations, a warning
/// budget, suppression comments, `format --check` and `format -`. Output and exit status
/// exactly.
@Suite("skss lint and format for CI")
struct LintFormatCITests {
  /// A sheet with one error and two warnings.
  static let sheet = """
    Label { colr: red; }
    Button { opacity: ; }
    View { tint-colour: #fff; }

    """

  static func run(
    _ arguments: [String], files: [String: String] = ["a.skss": sheet], input: String = ""
  )
    throws -> (status: Int32, out: String, err: String)
  {
    let workspace = try Workspace(files)
    let io = CommandIO.capturing(input: input)
    let resolved = arguments.map {
      FileManager.default.fileExists(atPath: workspace.path($0)) ? workspace.path($0) : $0
    }
    let status = SKSS.run(resolved, io: io)
    let prefix = workspace.directory.path + "/"
    return (
      status, io.standardOutput.replacingOccurrences(of: prefix, with: ""),
      io.standardError.replacingOccurrences(of: prefix, with: "")
    )
  }

  // MARK: lint --format github

  @Test("--format github: one workflow command per diagnostic on standard output")
  func github() throws {
    let result = try Self.run(["lint", "--format", "github", "a.skss"])
    #expect(result.status == 1)
    #expect(result.err == "")
    #expect(
      result.out == """
        ::warning file=a.skss,line=1,col=9::unknown property 'colr' [unknown-property]
        ::error file=a.skss,line=2,col=18::'opacity' has no value [empty-value]
        ::warning file=a.skss,line=3,col=8::unknown property 'tint-colour' [unknown-property]

        """)
    let clean = try Self.run(
      ["lint", "--format", "github", "a.skss"], files: ["a.skss": "Label { color: red; }"])
    #expect(clean == (0, "", ""))
  }

  @Test(
    "--format github escapes what GitHub reads as syntax: % and line breaks, and : , in the file")
  func githubEscapes() throws {
    let result = try Self.run(
      ["lint", "--format", "github", "a,b:c.skss"], files: ["a,b:c.skss": "Label { colr: red; }"])
    #expect(
      result.out
        == "::warning file=a%2Cb%3Ac.skss,line=1,col=9::unknown property 'colr' [unknown-property]\n"
    )
    let file = SourceFile(path: "x.skss", text: "a")
    let diagnostic = Diagnostic(
      .invalidValue, "100% of\nit, really: yes\r", at: SourceRange(file: file, bytes: 0..<1))
    #expect(
      Inputs.githubAnnotation(diagnostic)
        == "::warning file=x.skss,line=1,col=1::100%25 of%0Ait, really: yes%0D [invalid-value]")
    let nowhere = Diagnostic(.invalidValue, "m", at: .none, severity: .error)
    #expect(Inputs.githubAnnotation(nowhere) == "::error file=<code>::m [invalid-value]")
  }

  // MARK: --max-warnings

  @Test(
    "--max-warnings N: more warnings than N fail; N or fewer do not",
    arguments: [
      (1, Int32(1), "skss lint: 2 warnings, more than --max-warnings 1\n"), (2, Int32(0), ""),
      (0, Int32(1), "skss lint: 2 warnings, more than --max-warnings 0\n"),
    ])
  func maxWarnings(maximum: Int, status: Int32, message: String) throws {
    let files = ["w.skss": "Label { colr: red; }\nView { tint-colour: #fff; }\n"]
    let result = try Self.run(["lint", "--max-warnings", "\(maximum)", "w.skss"], files: files)
    #expect(result.status == status)
    #expect(
      result.err == """
        w.skss:1:9: warning: unknown property 'colr' [unknown-property]
        w.skss:2:8: warning: unknown property 'tint-colour' [unknown-property]
        0 errors, 2 warnings in 1 file

        """ + message)
    // The budget applies to every format; the note goes to standard error.
    let json = try Self.run(
      ["lint", "--format", "json", "--max-warnings", "\(maximum)", "w.skss"], files: files)
    #expect(json.status == status)
    #expect(json.err == message)
  }

  @Test("--max-warnings takes a whole number; errors fail whatever the budget")
  func maxWarningsUsage() throws {
    let bad = try Self.run(["lint", "--max-warnings", "-1", "a.skss"])
    #expect(bad.status == 2)
    #expect(
      bad.err
        == "skss lint: --max-warnings takes a whole number (0 or more)\n\nSee 'skss lint --help'.\n"
    )
    let errors = try Self.run(["lint", "--max-warnings", "5", "a.skss"])
    #expect(errors.status == 1)
  }

  // MARK: Suppression comments

  static let suppressed = """
    /* skss-disable-next-line unknown-property */
    Label { colr: red; }
    Label { colr: blue; }
    /* skss-disable invalid-value, unknown-property */
    Label { padding: -1; colour: red; }
    /* skss-enable unknown-property */
    Label { padding: -2; colour: blue; }
    // skss-disable-next-line empty-value
    Button { opacity: ; }

    """

  @Test("skss-disable comments suppress exactly the ids they name, there")
  func suppression() throws {
    let result = try Self.run(["lint", "a.skss"], files: ["a.skss": Self.suppressed])
    #expect(result.status == 0)
    #expect(
      result.err == """
        a.skss:3:9: warning: unknown property 'colr' [unknown-property]
        a.skss:7:22: warning: unknown property 'colour' [unknown-property]
        0 errors, 2 warnings in 1 file

        """)
  }

  @Test(
    "--report-needless-disables: a needless-disable warning at each comment (and id) that suppresses nothing"
  )
  func needless() throws {
    let sheet = """
      /* skss-disable-next-line unknown-property, invalid-value */
      Label { colr: red; }
      /* skss-disable empty-value */
      Label { color: red; }
      /* skss-enable empty-value */

      """
    let result = try Self.run(
      ["lint", "--report-needless-disables", "a.skss"], files: ["a.skss": sheet])
    #expect(result.status == 0)
    #expect(
      result.err == """
        a.skss:1:1: warning: skss-disable-next-line invalid-value suppresses nothing; remove it [needless-disable]
        a.skss:3:1: warning: skss-disable empty-value suppresses nothing; remove it [needless-disable]
        0 errors, 2 warnings in 1 file

        """)
    // Without the flag, nothing is reported.
    #expect(try Self.run(["lint", "a.skss"], files: ["a.skss": sheet]) == (0, "", ""))
  }

  @Test(
    "a suppression comment without ids, with an unknown id, or an enable without a disable: invalid-disable"
  )
  func invalidDisable() throws {
    let sheet = """
      /* skss-disable-next-line */
      /* skss-disable unknown-propertyy */
      /* skss-enable unknown-type */
      /* skss-disabled is just a comment */

      """
    let result = try Self.run(["lint", "a.skss"], files: ["a.skss": sheet])
    #expect(result.status == 0)
    #expect(
      result.err == """
        a.skss:1:1: warning: skss-disable-next-line names no diagnostic id; write the ids it is for [invalid-disable]
        a.skss:2:1: warning: skss-disable: 'unknown-propertyy' is not a diagnostic id [invalid-disable]
        a.skss:3:1: warning: skss-enable unknown-type follows no skss-disable unknown-type [invalid-disable]
        0 errors, 3 warnings in 1 file

        """)
  }

  @Test("suppressions hold in imported files for their own lines, and the linter is one function")
  func imported() throws {
    let files = [
      "main.skss": "@import \"part.skss\";\nLabel { colr: red; }\n",
      "part.skss": "/* skss-disable unknown-property */\nLabel { colr: red; }\n",
    ]
    let result = try Self.run(["lint", "main.skss"], files: files)
    #expect(
      result.err
        == "main.skss:2:9: warning: unknown property 'colr' [unknown-property]\n0 errors, 1 warning in 1 file\n"
    )
    let sheet = Stylesheet.parse(
      "/* skss-disable-next-line unknown-property */\nLabel { colr: red }")
    #expect(StylesheetLint.diagnostics(of: sheet) == [])
  }

  // MARK: format --check and format -

  @Test("format --check: the names of the files formatting would change, exit 1, nothing written")
  func check() throws {
    let files = [
      "ok.skss": "a {\n  b: c;\n}\n", "messy.skss": "a{b:c}",
      "crlf.skss": "a {\r\n  b: c;\r\n}\r\n",
    ]
    let workspace = try Workspace(files)
    let io = CommandIO.capturing()
    let status = SKSS.run(
      ["format", "--check"] + ["ok.skss", "messy.skss", "crlf.skss"].map(workspace.path), io: io)
    #expect(status == 1)
    #expect(
      io.standardOutput == workspace.path("messy.skss") + "\n" + workspace.path("crlf.skss") + "\n")
    #expect(io.standardError == "")
    for (name, text) in files { #expect(workspace.read(name) == text, "\(name) untouched") }
    let clean = try Self.run(
      ["format", "--check", "ok.skss"], files: ["ok.skss": "a {\n  b: c;\n}\n"])
    #expect(clean == (0, "", ""))
  }

  @Test("format --check with syntax errors: the diagnostics and exit 1, the file not listed")
  func checkSyntaxErrors() throws {
    let result = try Self.run(
      ["format", "--check", "bad.skss"], files: ["bad.skss": "a { color red; }"])
    #expect(result.status == 1)
    #expect(result.out == "")
    #expect(
      result.err == """
        bad.skss:1:5: error: expected ':' after 'color' [invalid-declaration]
        bad.skss: not formatted: fix the syntax errors first

        """)
  }

  @Test("format - reads standard input and prints the canonical text")
  func standardInput() throws {
    let result = try Self.run(["format", "-"], files: [:], input: "Button{textColor:red}")
    #expect(result == (0, "Button {\n  color: red;\n}\n", ""))
    let check = try Self.run(
      ["format", "--check", "-"], files: [:], input: "Button{textColor:red}")
    #expect(check == (1, "<stdin>\n", ""))
    let errors = try Self.run(["format", "-"], files: [:], input: "a { color red; }")
    #expect(
      errors == (
        1, "",
        "<stdin>:1:5: error: expected ':' after 'color' [invalid-declaration]\n<stdin>: not formatted: fix the syntax errors first\n"
      ))
  }

  @Test(
    "format: bad usage of --check, --in-place and -",
    arguments: [
      (
        ["--check", "--in-place", "a.skss"], "--check writes nothing; it cannot go with --in-place"
      ),
      (["--in-place", "-"], "--in-place cannot rewrite standard input"),
      (["-", "-"], "- (standard input) is given twice"),
    ])
  func formatUsage(arguments: [String], message: String) throws {
    let result = try Self.run(["format"] + arguments)
    #expect(result.status == 2)
    #expect(result.err == "skss format: \(message)\n\nSee 'skss format --help'.\n")
  }
}
