import SkinKitLanguageServer

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `skss lsp`: the language server, for editors.
enum LSPCommand: Subcommand {
  static let name = "lsp"
  static let summary = "serve the Language Server Protocol to an editor (standard input and output)"
  static let operands = ""
  static let stdio = Option.flag(
    "--stdio", summary: "talk over standard input and output (the default and only transport)")
  static let options = [stdio]
  static let discussion = """
    Runs a Language Server Protocol 3.17 server on standard input and output, for an
    editor to start: diagnostics as you type (skss lint's, ids as codes), completion of
    properties, values, pseudo-classes and types, hover, go to definition ($constants,
    var(--x), @import, @extend), formatting (skss format's output), color swatches and an
    outline of the rules. Standard output carries protocol messages only; logs go to
    standard error.

    Initialization options (all optional), also read from the "skss" section of
    workspace/didChangeConfiguration:
      {"strict": true, "types": ["Card"], "reportNeedlessDisables": true,
       "diagnosticDelay": 200}
    strict, types and reportNeedlessDisables are skss lint's --strict, --types and
    --report-needless-disables; diagnosticDelay is how long after the last change
    diagnostics are published, in milliseconds.
    """
  static let exitStatus =
    "0 after the client's shutdown and exit, 1 on an exit without shutdown or when the "
    + "input ends first"
  static let examples = ["skss lsp"]

  static func run(_ arguments: Arguments, io: CommandIO) throws(UsageError) -> Int32 {
    _ = arguments.flag(stdio)
    guard arguments.operands.isEmpty else {
      throw UsageError("unexpected argument '\(arguments.operands[0])'")
    }
    // A client that goes away closes the pipe: writing to it must not kill the server.
    signal(SIGPIPE, SIG_IGN)
    let server = LanguageServer(
      input: STDIN_FILENO, output: STDOUT_FILENO, version: SKSS.version,
      log: { line in io.err(line + "\n") })
    return server.run()
  }
}
