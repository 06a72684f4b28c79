import Foundation
import SkinKit

/// `skss format`: prints or rewrites stylesheets as canonical `.skss`.
enum FormatCommand: Subcommand {
  static let name = "format"
  static let summary = "print stylesheets as canonical .skss (or rewrite them with --in-place)"
  static let operands = "FILE..."
  static let inPlace = Option.flag(
    "--in-place", summary: "rewrite the files instead of printing them")
  static let options = [inPlace]
  static let discussion = """
    Prints each stylesheet in canonical form: two-space indentation, one declaration per
    line, canonical property names (textColor → color), canonical spacing. Comments are
    kept. Formatting is idempotent, and the result parses to the same stylesheet.

    Nothing a file holds is dropped: what SkinKit skips when it reads a sheet (an
    at-rule it does not know, such as NUI's `@var: red;`) and anything whose canonical
    form would lose a token is printed as it was written. A file with syntax errors, or
    whose bytes are not all UTF-8 text, is not formatted: the reason (and its diagnostics)
    is printed, nothing is written, and the exit status is 1. So is a file of another
    system (UISS JSON, a plist, NUI .nss, Classy .cas): `skss convert` writes its .skss.
    """
  static let exitStatus =
    "0 formatted, 1 a file was not formatted (it is left as it is), 2 bad usage or a file "
    + "that cannot be read or written"
  static let examples = [
    "skss format theme.skss",
    "skss format --in-place Stylesheets/*.skss",
  ]

  static func run(_ arguments: Arguments, io: CommandIO) throws(UsageError) -> Int32 {
    let inPlace = arguments.flag(Self.inPlace)
    let paths = arguments.operands
    guard !paths.isEmpty else { throw UsageError("no stylesheet given") }
    var status = ExitStatus.success
    for (position, path) in paths.enumerated() {
      let bytes: [UInt8]
      do {
        bytes = try FileReader.fileSystem.read(path)
      } catch {
        throw UsageError("cannot read '\(path)': \(error.message)")
      }
      // Another system's file is not .skss: formatting it as .skss would change what it
      // means there (Classy's indentation is its nesting).
      let format = Interchange.detectFormat(path: path, bytes: bytes)
      guard format == .skss else {
        io.err(
          "\(path): not formatted: it is \(format.article) \(format), not .skss ('skss convert \(path)' writes its .skss)\n"
        )
        status = ExitStatus.inputErrors
        continue
      }
      let text: String
      switch CanonicalFormat.format(bytes: bytes, path: path) {
      case .formatted(let formatted):
        text = formatted
      case .refused(let refusal):
        Inputs.report(refusal.diagnostics, io: io)
        io.err("\(path): not formatted: \(refusal.reason)\n")
        status = ExitStatus.inputErrors
        continue
      }
      if inPlace {
        if Array(text.utf8) != bytes {
          do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
          } catch {
            throw UsageError("cannot write '\(path)': \(error.localizedDescription)")
          }
        }
      } else {
        if paths.count > 1 { io.out((position > 0 ? "\n" : "") + "// \(path)\n") }
        io.out(text)
      }
    }
    return status
  }
}
