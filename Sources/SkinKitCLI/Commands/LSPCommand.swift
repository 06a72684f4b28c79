#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SkinKitLanguageServer

/// `skss lsp`: the language server, for editors.
enum LSPCommand: Subcommand {
  static let name = "lsp"
  static let summary = "serve the Language Server Protocol to an editor (standard input and output)"
  static let help = """
    usage: skss lsp [--stdio]

    Runs a Language Server Protocol 3.17 server on standard input and output, for an
    editor to start: diagnostics as you type (those of skss lint, ids as codes), completion
    of properties, values, pseudo-classes and types, hover, go to definition ($constants,
    var(--x), @import, @extend), formatting (skss format's output), color swatches and
    a symbol per rule. Standard output carries protocol messages only; logs go to
    standard error. --stdio (what editors' clients pass) is the default and only transport.

    initialization options (all optional):
      {"strict": true, "types": ["Card"], "diagnosticDelay": 200}
      strict and types as skss lint's --strict and --types; diagnosticDelay in ms.
      The same keys under "skss" in workspace/didChangeConfiguration's settings.

    exit status: 0 after the client's shutdown and exit, 1 on exit without shutdown or when
                 the input ends first

    examples:
      skss lsp                      (started by an editor; see the Editors article)

    """

  static func run(_ arguments: inout Arguments, io: CommandIO) throws(UsageError) -> Int32 {
    _ = arguments.flag("--stdio")
    let extra = try arguments.positionals()
    guard extra.isEmpty else { throw UsageError("unexpected argument '\(extra[0])'") }
    // A client that goes away closes the pipe: writing to it must not kill the server.
    signal(SIGPIPE, SIG_IGN)
    let server = LanguageServer(
      input: STDIN_FILENO, output: STDOUT_FILENO, version: SKSS.version,
      log: { line in io.err(line + "\n") })
    return server.run()
  }
}
