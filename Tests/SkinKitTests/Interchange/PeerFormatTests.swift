import Foundation
import SkinKit
import Testing

/// `skss format` and `skss format --in-place` lose nothing on any of the peers' real files:
/// a file of another system is refused and left as it is; a CSS sheet (InterfaCSS, Pixate)
/// is formatted keeping every token, or refused when it has syntax errors; and the `.skss`
/// every file converts to is canonical already.
@Suite("The peers' files under skss format")
struct PeerFormatTests {
  static let files: [String] =
    PeerFiles.all("NUI", extensions: [".nss"]) + PeerFiles.all("Classy", extensions: [".cas"])
    + PeerFiles.all("UISS", extensions: [".json"])
    + PeerFiles.all("Themify", extensions: [".plist"])
    + PeerFiles.all("SkinKit2012", extensions: [".plist"])
    + PeerFiles.all("InterfaCSS", extensions: [".css"])
    + PeerFiles.all("Pixate", extensions: [".css"])

  @Test func everyPeerFileIsFound() {
    #expect(Self.files.count == 42)
  }

  @Test("format and format --in-place lose nothing", arguments: files)
  func formatLosesNothing(_ file: String) throws {
    let original = try Data(contentsOf: URL(fileURLWithPath: PeerFiles.path(file)))
    let name = (file as NSString).lastPathComponent
    let workspace = try CLITests.Workspace([:])
    try original.write(to: URL(fileURLWithPath: workspace.path(name)))
    let printed = workspace.run("format", "$DIR/\(name)")
    let rewritten = workspace.run("format", "--in-place", "$DIR/\(name)")
    let after = try Data(contentsOf: URL(fileURLWithPath: workspace.path(name)))
    let format = Interchange.detectFormat(path: name, bytes: [UInt8](original))
    if format != .skss {
      // Another system's file: refused, nothing written.
      #expect(printed.status == 1 && printed.output.isEmpty)
      #expect(printed.errors.contains("not formatted: it is"))
      #expect(rewritten.status == 1 && after == original)
      return
    }
    let text = String(decoding: original, as: UTF8.self)
    if printed.status == 1 {
      // Syntax errors: refused with their diagnostics, the file untouched.
      #expect(printed.errors.contains("not formatted: fix the syntax errors first"))
      #expect(after == original)
      return
    }
    #expect(printed.status == 0 && rewritten.status == 0)
    #expect(String(decoding: after, as: UTF8.self) == printed.output)
    #expect(FormatTests.loss(text, printed.output) == nil)
    #expect(FormatTests.format(printed.output) == printed.output)
  }

  @Test(
    "what each file converts to is canonical and loses nothing when formatted", arguments: files)
  func convertedTextIsCanonical(_ file: String) throws {
    let converted = try PeerFiles.converted(file)
    let text = converted.skssText()
    #expect(FormatTests.format(text) == text)
    #expect(FormatTests.loss(text, FormatTests.format(text)) == nil)
  }
}
