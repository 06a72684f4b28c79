import Foundation
import SkinKit

/// One `skss` subcommand. Its options are declared once (``options``): the command line is
/// read by them and its `--help` generated from them and the texts below.
protocol Subcommand: Sendable {
  /// The name typed after `skss`.
  static var name: String { get }
  /// One line for `skss --help`.
  static var summary: String { get }
  /// The operands in the usage line (`SHEET...`, `[SHEET...]`, `INPUT`).
  static var operands: String { get }
  /// Every option the command takes, in the order `--help` lists them.
  static var options: [Option] { get }
  /// What the command does, between the usage line and the options (lines as written).
  static var discussion: String { get }
  /// What each exit status means (`0 success, 1 …, 2 …`), wrapped by the help generator.
  static var exitStatus: String { get }
  /// Command lines shown under `examples:`, each starting with `skss`.
  static var examples: [String] { get }
  /// Runs with the command line read by ``options``; returns the exit status.
  static func run(_ arguments: Arguments, io: CommandIO) throws(UsageError) -> Int32
}

extension Subcommand {
  /// The full `skss <name> --help` text, generated from the declarations.
  static var help: String { Help.text(of: self) }
}

/// The `skss` command line: `skss <command> [arguments]`.
///
/// ```swift
/// let io = CommandIO.capturing()
/// SKSS.run(["format", "theme.skss"], io: io)   // 0, canonical text in io.standardOutput
/// ```
package enum SKSS {
  /// Every subcommand, in the order `skss --help` lists them.
  static let commands: [any Subcommand.Type] = [
    LintCommand.self, FormatCommand.self, ResolveCommand.self, ExplainCommand.self,
    AuditCommand.self,
    ConvertCommand.self, CodegenCommand.self, BenchCommand.self, PreviewCommand.self,
    WatchCommand.self, StudioCommand.self, LSPCommand.self,
  ]

  /// The top-level help.
  public static var help: String {
    let width = commands.map { $0.name.count }.max() ?? 0
    let list = commands.map {
      "  " + $0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary
    }
    return """
      skss — SkinKit's stylesheet tool

      usage: skss <command> [arguments]     skss <command> --help for details

      commands:
      \(list.joined(separator: "\n"))

      Exit status: 0 success, 1 the input had errors, 2 bad usage or unreadable file.

      """
  }

  /// Runs a command line (without the program name); returns the exit status.
  @discardableResult
  public static func run(_ arguments: [String], io: CommandIO) -> Int32 {
    guard let first = arguments.first else {
      io.err(help)
      return ExitStatus.usage
    }
    if first == "--help" || first == "-h" || first == "help" {
      if arguments.count > 1, let command = commands.first(where: { $0.name == arguments[1] }) {
        io.out(command.help)
      } else {
        io.out(help)
      }
      return ExitStatus.success
    }
    if first == "--version" {
      io.out("skss \(version)\n")
      return ExitStatus.success
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      io.err("skss: unknown command '\(first)'\n\n" + help)
      return ExitStatus.usage
    }
    let rest = Array(arguments.dropFirst())
    if Arguments.wantHelp(rest) {
      io.out(command.help)
      return ExitStatus.success
    }
    do {
      return try command.run(Arguments(rest, options: command.options), io: io)
    } catch {
      io.err("skss \(command.name): \(error.message)\n\nSee 'skss \(command.name) --help'.\n")
      return ExitStatus.usage
    }
  }

  /// The version printed by `skss --version`.
  public static let version = "0.1.0"
}
