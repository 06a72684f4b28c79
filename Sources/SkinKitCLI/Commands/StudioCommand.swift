import Dispatch
import Foundation
import SkinKit
import SkinKitStudio

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `skss studio`: the styled screen, the tree, each value's winning declaration, the
/// diagnostics and an editor, live in a browser.
enum StudioCommand: Subcommand {
  static let name = "studio"
  static let summary =
    "serve a page to see, inspect and edit a theme live in a browser (and inspect running apps)"
  static let operands = "SHEET..."
  static let host = Option.value(
    "--host", placeholder: "ADDRESS",
    summary:
      "the address to listen on (default 127.0.0.1: this machine only; 0.0.0.0 or :: listens "
      + "on every interface, for a device on a network you trust)")
  static let port = Option.value(
    "--port", placeholder: "N",
    summary: "the port (default \(Studio.defaultPort); 0 picks a free one)")
  static let token = Option.value(
    "--token", placeholder: "TOKEN",
    summary:
      "the secret every address of the studio starts with (default: a new random one); 16 to "
      + "128 letters, digits, '-', '_', '.' or '~'")
  static let allowHost = Option.repeated(
    "--allow-host", placeholder: "NAME",
    summary:
      "a host name the page may be reached by, besides addresses and localhost (repeatable; "
      + "other names are refused against DNS rebinding)")
  static let options = [
    Option.tree.explained(
      "the widget tree (JSON; Samples/Trees has examples), default: the sample screen"),
    Option.environment, host, port, token, allowHost,
  ]
  static let discussion = """
    Serves a page and prints its address. The page shows the screen the sheets style, drawn
    as skss preview draws it, in one or several environments side by side (light and dark,
    phone and pad, content sizes, orientation, layout direction: chosen in the page); the
    tree as an outline; for the node clicked in the picture or the outline, each computed
    value with the declaration that won (file:line, selector, specificity, layer) and what
    it overrode, as skss explain prints it; the sheets' diagnostics, each opening its line;
    and an editor for the sheets and the files they import.

    A save, in the page or in any editor, reloads within the debounce (10 ms) and updates
    the picture, the values and the diagnostics, keeping the selection. A save with errors
    shows its diagnostics and keeps the last good picture.

    Apps publish their live trees to the studio with StyleInspector (module SkinKitStudio),
    given the address and the token printed; the page shows each app's tree and values. A
    sheet edited in the studio reaches the app through its live reload: a StyleReloader of
    the same file, or of the studio's address for it, http://HOST:PORT/t/TOKEN/sheets/NAME.

    Every address starts with the token; requests naming another host than an address,
    localhost or an --allow-host name, or coming from another origin, are refused. Only the
    .skss files in the sheets' folders are served or written.

    Runs until Ctrl-C or SIGTERM.
    """
  static let exitStatus =
    "0 stopped by Ctrl-C or SIGTERM, 2 bad usage, a sheet or tree that cannot be read, or a "
    + "port that cannot be listened on"
  static let examples = [
    "skss studio Stylesheets/Default.skss",
    "skss studio Stylesheets/Pad.skss --tree Samples/Trees/ipad.json --env idiom=pad",
    "skss studio theme.skss --tree screen.json --port 0",
  ]

  static func run(_ arguments: Arguments, io: CommandIO) throws(UsageError) -> Int32 {
    let paths = arguments.operands
    guard !paths.isEmpty else { throw UsageError("no stylesheet given") }
    try Inputs.liveSheets(paths, command: name)
    var configuration = Studio.Configuration(sheets: paths, tree: arguments.value(Option.tree))
    configuration.environment = try environment(arguments.values(Option.environment))
    configuration.server.address = arguments.value(host) ?? "127.0.0.1"
    configuration.server.port =
      try arguments.integer(port, minimum: 0, message: "--port takes a port number, 0 to 65535")
      ?? Studio.defaultPort
    guard configuration.server.port <= 65535 else {
      throw UsageError("--port takes a port number, 0 to 65535")
    }
    configuration.server.policy = HostPolicy(allowedNames: Set(arguments.values(allowHost)))
    if let given = arguments.value(token) { configuration.token = given }

    let studio: Studio
    do {
      studio = try Studio(configuration: configuration)
    } catch {
      throw UsageError(error.message)
    }
    let signals = SignalTrap([SIGINT, SIGTERM]) { io.cancellation.cancel() }
    defer { signals.restore() }
    studio.start()
    _ = studio.waitUntilLoaded(timeout: .seconds(30))
    Inputs.report(studio.diagnostics, io: io)
    io.out("studio: \(studio.pageURL)  (Ctrl-C to stop)\n")
    io.out(
      "apps: StyleInspector(studio: URL(string: \"\(studio.origin)\")!, token: \"\(configuration.token)\")\n"
    )
    if !studio.server.isLoopbackOnly {
      io.err(
        "skss studio: listening on \(configuration.server.address): reachable from other "
          + "machines, protected by the token only\n")
    }
    let stopped = DispatchSemaphore(value: 0)
    io.cancellation.onCancel { stopped.signal() }
    stopped.wait()
    studio.stop()
    io.out("stopped\n")
    return ExitStatus.success
  }

  /// `--env` values as pairs, checked as every command checks them.
  static func environment(_ texts: [String]) throws(UsageError) -> [(key: String, value: String)] {
    _ = try Inputs.environment(texts, base: StyleEnvironment())
    return texts.flatMap { $0.split(separator: ",") }.map { pair in
      let parts = pair.split(separator: "=", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      return (parts[0], parts[1])
    }
  }
}
