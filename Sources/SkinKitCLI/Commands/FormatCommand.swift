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

    A file with syntax errors is not formatted (nothing it holds is dropped): its
    diagnostics are printed and the exit status is 1.
    """
  static let exitStatus =
    "0 formatted, 1 a file had syntax errors (it is left as it is), 2 bad usage or a file "
    + "that cannot be read or written"
  static let examples = [
    "skss format theme.skss",
    "skss format --in-place Stylesheets/*.skss",
  ]

  static func run(_ arguments: Arguments, io: CommandIO) throws(UsageError) -> Int32 {
    let inPlace = arguments.flag(Self.inPlace)
    let paths = arguments.operands
    guard !paths.isEmpty else { throw UsageError("no stylesheet given") }
    let table = PropertyTable.builtIn
    let formatter = StylesheetFormatter(canonicalName: { table.canonicalName($0) })
    var status = ExitStatus.success
    for (position, path) in paths.enumerated() {
      let bytes: [UInt8]
      do {
        bytes = try FileReader.fileSystem.read(path)
      } catch {
        throw UsageError("cannot read '\(path)': \(error.message)")
      }
      let tree = StylesheetParser.parse(SourceFile(path: path, utf8: bytes))
      let errors = tree.diagnostics.filter { $0.severity == .error }
      guard errors.isEmpty else {
        Inputs.report(tree.diagnostics, io: io)
        io.err("\(path): not formatted: fix the syntax errors first\n")
        status = ExitStatus.inputErrors
        continue
      }
      let text = formatter.format(tree)
      if inPlace {
        if text != String(decoding: bytes, as: UTF8.self) {
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
