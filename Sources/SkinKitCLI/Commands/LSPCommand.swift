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
    editor to start: diagnostics as you type (skss lint's, ids as codes) with their
    fix-its as quick fixes, completion of
    properties, values, pseudo-classes and types, hover (with a selector's specificity),
    go to definition ($constants, var(--x), @import, @extend), references and rename of
    $constants, custom properties, classes and ids across the workspace, document
    highlights and links, folding and selection ranges, formatting of the document or of a
    range (skss format's output), color swatches, and document and workspace symbols.
    Standard output carries protocol messages only; logs go to standard error.

    The app's own types, properties and a sample widget tree (which selector hover counts
    nodes of) come from a project file: .skss-project.json in the document's folder or
    above, or the "project" option.

    Initialization options (all optional), also read from the "skss" section of
    workspace/didChangeConfiguration:
      {"strict": true, "types": ["Card"], "reportNeedlessDisables": true,
       "diagnosticDelay": 200, "project": "app/.skss-project.json"}
    strict, types and reportNeedlessDisables are skss lint's --strict, --types and
    --report-needless-disables; diagnosticDelay is how long after the last change
    diagnostics are published, in milliseconds; project is the project file (relative to
    the first workspace folder).
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
