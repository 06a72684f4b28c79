import Foundation
import SkinKit

/// `skss format`: prints or rewrites stylesheets as canonical `.skss`.
enum FormatCommand: Subcommand {
  static let name = "format"
  static let summary = "print stylesheets as canonical .skss (or rewrite them with --in-place)"
  static let operands = "FILE..."
  static let inPlace = Option.flag(
    "--in-place", summary: "rewrite the files instead of printing them")
  static let check = Option.flag(
    "--check",
    summary: "write nothing: print the names of the files formatting would change, and fail if any")
  static let options = [inPlace, check]
  static let discussion = """
    Prints each stylesheet in canonical form: two-space indentation, one declaration per
    line, canonical property names (textColor → color), canonical spacing. Comments are
    kept. Formatting is idempotent, and the result parses to the same stylesheet. A FILE
    of - is standard input (the text is printed; its diagnostics name <stdin>).

    Nothing a file holds is dropped: what SkinKit skips when it reads a sheet (an
    at-rule it does not know, such as NUI's `@var: red;`) and anything whose canonical
    form would lose a token is printed as it was written. A file with syntax errors, or
    whose bytes are not all UTF-8 text, is not formatted: the reason (and its diagnostics)
    is printed, nothing is written, and the exit status is 1. So is a file of another
    system (UISS JSON, a plist, NUI .nss, Classy .cas): `skss convert` writes its .skss.
    """
  static let exitStatus =
    "0 formatted (with --check: every file already is), 1 a file was not formatted (it is "
    + "left as it is) or, with --check, formatting would change a file, 2 bad usage or a file "
    + "that cannot be read or written"
  static let examples = [
    "skss format theme.skss",
    "skss format --in-place Stylesheets/*.skss",
    "skss format --check Stylesheets/*.skss",
    "cat theme.skss | skss format -",
  ]

  /// The name standard input goes by in messages.
  static let standardInput = "<stdin>"

  static func run(_ arguments: Arguments, io: CommandIO) throws(UsageError) -> Int32 {
    let inPlace = arguments.flag(Self.inPlace)
    let checks = arguments.flag(check)
    let paths = arguments.operands
    guard !paths.isEmpty else { throw UsageError("no stylesheet given") }
    if inPlace && checks {
      throw UsageError("--check writes nothing; it cannot go with --in-place")
    }
    if paths.filter({ $0 == "-" }).count > 1 {
      throw UsageError("- (standard input) is given twice")
    }
    if inPlace && paths.contains("-") {
      throw UsageError("--in-place cannot rewrite standard input")
    }
    var status = ExitStatus.success
    for (position, path) in paths.enumerated() {
      let name = path == "-" ? standardInput : path
      let bytes: [UInt8]
      if path == "-" {
        bytes = io.readInput()
      } else {
        do {
          bytes = try FileReader.fileSystem.read(path)
        } catch {
          throw UsageError("cannot read '\(path)': \(error.message)")
        }
      }
      // Another system's file is not .skss: formatting it as .skss would change what it
      // means there (Classy's indentation is its nesting).
      let format = Interchange.detectFormat(path: path, bytes: bytes)
      guard format == .skss else {
        io.err(
          "\(name): not formatted: it is \(format.article) \(format), not .skss ('skss convert \(path)' writes its .skss)\n"
        )
        status = ExitStatus.inputErrors
        continue
      }
      let text: String
      switch CanonicalFormat.format(bytes: bytes, path: name) {
      case .formatted(let formatted):
        text = formatted
      case .refused(let refusal):
        Inputs.report(refusal.diagnostics, io: io)
        io.err("\(name): not formatted: \(refusal.reason)\n")
        status = ExitStatus.inputErrors
        continue
      }
      // Compared with the bytes as they are (a file with CR LF line breaks is not formatted).
      let changes = Array(text.utf8) != bytes
      if checks {
        if changes {
          io.out(name + "\n")
          status = ExitStatus.inputErrors
        }
      } else if inPlace {
        guard changes else { continue }
        do {
          try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
          throw UsageError("cannot write '\(path)': \(error.localizedDescription)")
        }
      } else {
        if paths.count > 1 { io.out((position > 0 ? "\n" : "") + "// \(name)\n") }
        io.out(text)
      }
    }
    return status
  }
}
