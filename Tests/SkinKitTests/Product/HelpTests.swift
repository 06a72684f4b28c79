import Foundation
import SkinKit
import Testing

@testable import SkinKitCLI

@Suite("skss --help")
struct HelpTests {
  static let names = SKSS.commands.map { $0.name }

  @Test("every command has --help: a usage line and examples", arguments: names)
  func everyCommand(name: String) {
    let result = Product.run([name, "--help"])
    #expect(result.status == 0)
    #expect(result.out.hasPrefix("usage: skss \(name)"))
    #expect(result.out.contains("example"))
    #expect(result.out.contains("skss \(name) "), "an example runs the command")
    #expect(Product.run(["help", name]).out == result.out)
  }

  @Test("--help lists every option a command reads, as it is read", arguments: names)
  func generatedFromTheDeclarations(name: String) throws {
    let command = try #require(SKSS.commands.first { $0.name == name })
    let help = Product.run([name, "--help"]).out
    let usage = help.components(separatedBy: "\n\n")[0]
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(usage == "usage: " + Help.synopsis(of: command))
    let list = try #require(help.components(separatedBy: "\noptions:\n").last)
    for option in command.options {
      #expect(usage.contains(option.synopsis), "\(option.name) in the usage line")
      #expect(list.contains("\n  \(option.listing)") || list.hasPrefix("  \(option.listing)"))
      // Its summary follows, wrapped at any space.
      let words = option.summary.split(separator: " ").joined(separator: " ")
      let listed = list.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(listed.contains(words), "\(option.name)'s summary")
    }
    for line in help.split(separator: "\n") {
      #expect(line.count <= Help.width, "\(name) --help: a line wider than \(Help.width)")
    }
  }

  @Test("skss --help lists preview")
  func topLevel() {
    let result = Product.run(["--help"])
    #expect(result.out.contains("  preview "))
    #expect(result.out.contains("draw the styled widget tree as a picture"))
  }

  @Test("skss preview --help: usage, every option, examples, the exit status")
  func preview() {
    let help = Product.run(["preview", "--help"]).out
    for part in [
      "usage: skss preview [SHEET...] [--tree TREE.json] [--env key=value,...]... [--output FILE]",
      "options:", "--tree FILE", "--env K=V", "-o, --output FILE", "--no-png", "examples:",
      "skss preview --env color-scheme=dark", "exit status: 0 drawn, 1 a stylesheet had errors",
      "rsvg-convert",
    ] {
      #expect(help.contains(part), "\(part)")
    }
  }

  @Test("the CommandLine article's table shows each command's usage as --help prints it")
  func articleTable() throws {
    let article = try String(
      contentsOfFile: Product.path("\(ReferenceArticles.catalog)/CommandLine.md"), encoding: .utf8)
    var shown: [String: String] = [:]
    for line in article.split(separator: "\n") where line.hasPrefix("| `skss ") {
      let code = line.dropFirst(3).prefix { $0 != "`" }
      let synopsis = code.replacingOccurrences(of: "\\|", with: "|")
      shown[String(synopsis.split(separator: " ")[1])] = synopsis
    }
    for command in SKSS.commands {
      #expect(shown[command.name] == Help.synopsis(of: command), "skss \(command.name)")
    }
  }
}

/// The command line as every command reads it: by the options it declares.
@Suite("skss options")
struct OptionTests {
  static let strict = Option.flag("--strict", summary: "fail on warnings")
  static let options = [
    strict, Option.tree.required, Option.format, Option.environment, Option.output,
  ]

  static func read(_ arguments: [String]) -> Result<Arguments, UsageError> {
    Result { () throws(UsageError) in try Arguments(arguments, options: options) }
  }

  @Test("values after a space or an '=', the later one winning; repeated ones add up")
  func values() throws {
    let arguments = try Self.read([
      "a.skss", "--tree=t.json", "-o", "x", "--output", "y", "--env", "idiom=pad", "--strict",
      "--env=color-scheme=dark", "-", "--format", "JSON",
    ]).get()
    #expect(arguments.operands == ["a.skss", "-"])
    #expect(arguments.required(Option.tree) == "t.json")
    #expect(arguments.value(Option.output) == "y")
    #expect(arguments.spelling(Option.output) == "--output")
    #expect(arguments.values(Option.environment) == ["idiom=pad", "color-scheme=dark"])
    #expect(arguments.flag(Self.strict))
    #expect(arguments.value(Option.format) == "json")
  }

  @Test("a value may start with '-'; after '--' everything is an operand")
  func dashes() throws {
    let arguments = try Self.read(["--tree", "--odd.json", "--", "--strict", "-o"]).get()
    #expect(arguments.value(Option.tree) == "--odd.json")
    #expect(arguments.operands == ["--strict", "-o"])
    #expect(!arguments.flag(Self.strict))
    #expect(arguments.value(Option.output) == nil)
  }

  @Test(
    "bad command lines: one message naming the argument",
    arguments: [
      (["--tree", "t", "--bogus"], "unknown option '--bogus'"),
      (["--tree", "t", "--bogus=1"], "unknown option '--bogus'"),
      (["--tree", "t", "-x"], "unknown option '-x'"),
      (["--tree", "t", "-o"], "-o needs a value"),
      (["--tree", "t", "--strict=yes"], "--strict takes no value"),
      (["--tree", "t", "--format", "yaml"], "--format is text or json"),
      (["a.skss"], "--tree TREE.json is required"),
      (["--tree"], "--tree needs a value"),
    ])
  func bad(arguments: [String], message: String) {
    switch Self.read(arguments) {
    case .success: Issue.record("\(arguments) was read")
    case .failure(let error): #expect(error.message == message)
    }
  }

  @Test("--help anywhere before '--' asks for help")
  func help() {
    #expect(Arguments.wantHelp(["a.skss", "--help"]))
    #expect(Arguments.wantHelp(["-h"]))
    #expect(!Arguments.wantHelp(["--", "--help"]))
  }

  @Test("one property option: -p, --property and --properties read the same everywhere")
  func properties() throws {
    let workspace = try Workspace([
      "a.skss": "Label { color: red; padding: 2; --gap: 4; }",
      "t.json": #"{"type": "Label"}"#,
    ])
    let expected = "0 Label\n  --gap: 4\n  color: #ff0000ff\n"
    for spelling in ["-p", "--property", "--properties"] {
      let result = workspace.run([
        "resolve", "a.skss", "--tree", "t.json", spelling, "textColor", spelling, "--gap",
      ])
      #expect(result.out == expected, "\(spelling)")
    }
    let explained = workspace.run([
      "explain", "a.skss", "--tree", "t.json", "--node", "0", "--properties", "all",
    ])
    #expect(explained.status == 0)
    #expect(explained.out.contains("  --gap: 4\n"))
    #expect(explained.out.contains("  opacity: 1  (initial value: no declaration sets it)\n"))
    let unknown = workspace.run(["explain", "a.skss", "--tree", "t.json", "--node", "0", "-p", "x"])
    #expect(unknown.err.hasPrefix("skss explain: -p: unknown property 'x'\n"))
  }
}
