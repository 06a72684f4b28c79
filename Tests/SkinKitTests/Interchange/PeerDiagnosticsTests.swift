import Foundation
import SkinKit
import SkinKitCLI
import Testing

/// Diagnostics a person can act on (issue 21 item 5), on every peer's real files as
/// `skss lint` prints them: in file, line and column order, and no message quoting more than
/// 80 characters of the source.
@Suite("Peer files' diagnostics")
struct PeerDiagnosticsTests {
  static let files: [String] =
    PeerFiles.all("NUI", extensions: [".nss"]) + PeerFiles.all("Classy", extensions: [".cas"])
    + PeerFiles.all("UISS", extensions: [".json"])
    + PeerFiles.all("Themify", extensions: [".plist"])
    + PeerFiles.all("InterfaCSS", extensions: [".css"])
    + PeerFiles.all("Pixate", extensions: [".css"])
    + ["SkinKit2012/BundledSkin.bundle", "SkinKit2012/MetalSkin.bundle"]

  /// `skss lint`'s diagnostic lines for a file: (line, column, message).
  static func lint(_ path: String) -> [(line: Int, column: Int, message: String)] {
    let io = CommandIO.capturing()
    _ = SKSS.run(["lint", path], io: io)
    return io.standardError.split(separator: "\n").compactMap { line in
      guard line.hasPrefix(path + ":") else { return nil }
      let parts = line.dropFirst(path.count + 1).split(separator: ":", maxSplits: 3)
      guard parts.count == 4, let row = Int(parts[0]), let column = Int(parts[1]) else {
        return nil
      }
      return (row, column, String(parts[3]))
    }
  }

  /// The longest run of a message's characters that is also in the source text.
  static func longestQuote(_ message: String, in source: String) -> Int {
    let characters = Array(message)
    var longest = 0
    var start = 0
    while start < characters.count {
      var end = start + longest + 1
      while end <= characters.count, source.contains(String(characters[start..<end])) {
        longest = end - start
        end += 1
      }
      start += 1
    }
    return longest
  }

  @Test("lint's diagnostics are in line order and quote at most 80 characters", arguments: files)
  func readable(_ file: String) throws {
    let path = PeerFiles.path(file)
    let diagnostics = Self.lint(path)
    let positions = diagnostics.map { [$0.line, $0.column] }
    #expect(positions == positions.sorted { $0.lexicographicallyPrecedes($1) })
    let source =
      path.hasSuffix(".bundle")
      ? try String(contentsOfFile: path + "/Contents/Info.plist", encoding: .utf8)
      : try String(contentsOfFile: path, encoding: .utf8)
    for diagnostic in diagnostics {
      let quoted = Self.longestQuote(diagnostic.message, in: source)
      #expect(quoted <= 80, "\(file):\(diagnostic.line): \(diagnostic.message)")
      #expect(diagnostic.message.count <= 200, "\(file):\(diagnostic.line): \(diagnostic.message)")
    }
  }

  /// Classy's indentation fixture read as `.skss`: its selectors run on for 300 characters
  /// before a `{` that never comes.
  @Test func aMissingBraceQuotesAnExcerpt() throws {
    let path = PeerFiles.path("Classy/Selectors-Indentation.cas")
    let sheet = try String(contentsOfFile: path, encoding: .utf8)
    let diagnostics = Language.diagnostics(sheet).filter { $0.id == .unexpectedToken }
    #expect(diagnostics.map(Language.summary) == ["unexpected-token@3:1"])
    #expect(
      diagnostics.first?.message
        == "expected '{' after 'UIButton UIControl, UIButton UIImageVie…fff border-width: 3;'"
    )
  }

  /// A keyword list longer than six is cut, and a keyword in UIKit's or Classy's spelling
  /// names the one meant.
  @Test(
    arguments: [
      (
        "content-mode: bottomRight",
        "invalid value for 'content-mode': 'bottomRight' is none of its 13 keywords; did you mean 'bottom-right'?"
      ),
      (
        "content-mode: aspectFill",
        "invalid value for 'content-mode': 'aspectFill' is none of its 13 keywords; did you mean 'scale-aspect-fill'?"
      ),
      (
        "line-break-mode: NSLineBreakByWordWrapping",
        "invalid value for 'line-break-mode': 'NSLineBreakByWordWrapping' is none of its 6 keywords; did you mean 'word-wrapping'?"
      ),
      (
        "content-mode: sideways",
        "invalid value for 'content-mode': expected one of scale-to-fill, scale-aspect-fit, scale-aspect-fill, redraw, center, … (13 keywords), found 'sideways'"
      ),
    ])
  func keywordMessages(declaration: String, message: String) throws {
    let diagnostics = Language.diagnostics("ImageView { \(declaration); }")
    #expect(
      diagnostics.map(Language.summary) == [
        "invalid-value@1:\(15 + declaration.split(separator: ":")[0].count)"
      ])
    #expect(diagnostics.first?.message == message)
  }

  /// A selector error in a sheet whose rule spans many lines (Classy's indentation fixture,
  /// read as CSS, once quoted all 403 characters of it).
  @Test func aLongSelectorIsClipped() throws {
    let selector = (0..<40).map { "UIView.class\($0)" }.joined(separator: " ")
    let sheet = selector + " ..x { color: red; }"
    let diagnostics = Language.diagnostics(sheet)
    #expect(diagnostics.map(Language.summary) == ["invalid-selector@1:\(selector.count + 2)"])
    let message = try #require(diagnostics.first?.message)
    #expect(Self.longestQuote(message, in: sheet) <= 80, "\(message)")
  }
}
