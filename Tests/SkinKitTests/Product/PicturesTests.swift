import Foundation
import SkinKit
import SkinKitPreview
import Testing

/// The pictures committed in `Samples/Previews/` (the README shows them) are what
/// `skss preview` draws now. After a change to a sheet, a sample tree or the renderer,
/// regenerate them with `SKINKIT_RECORD_PREVIEWS=1 swift test --filter PicturesTests`
/// (the PNGs too, when rsvg-convert is on the PATH).
@Suite("Committed preview pictures")
struct PicturesTests {
  /// Each picture: its name in `Samples/Previews/`, and the `skss preview` arguments.
  static let pictures: [(name: String, arguments: [String])] = [
    ("default-light", []),
    ("default-dark", ["--env", "color-scheme=dark"]),
    ("ocean-light", ["Stylesheets/Ocean.skss"]),
    ("ocean-dark", ["Stylesheets/Ocean.skss", "--env", "color-scheme=dark"]),
    ("pad-landscape", ["Stylesheets/Pad.skss", "--tree", "Samples/Trees/ipad.json"]),
    ("login", ["--tree", "Samples/Trees/login.json"]),
    ("tabs-dark", ["--tree", "Samples/Trees/tabs.json", "--env", "color-scheme=dark"]),
    (
      "tokens-light",
      [
        "Samples/DesignTokens/Tokens.skss", "Samples/DesignTokens/App.skss", "--tree",
        "Samples/Trees/login.json",
      ]
    ),
    (
      "tokens-dark",
      [
        "Samples/DesignTokens/Tokens.skss", "Samples/DesignTokens/App.skss", "--tree",
        "Samples/Trees/login.json", "--env", "color-scheme=dark",
      ]
    ),
  ]

  static var recording: Bool {
    ProcessInfo.processInfo.environment["SKINKIT_RECORD_PREVIEWS"] == "1"
  }

  @Test("each committed SVG is what skss preview draws now", arguments: pictures.map(\.name))
  func current(name: String) throws {
    let arguments = try #require(Self.pictures.first { $0.name == name }).arguments.map {
      $0.hasPrefix("Stylesheets/") || $0.hasPrefix("Samples/") ? Product.path($0) : $0
    }
    let directory = try Product.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent(name + ".svg").path
    let result = Product.run(["preview"] + arguments + ["-o", output, "--no-png"])
    #expect(result.status == 0)
    #expect(result.err == "")
    let drawn = try String(contentsOfFile: output, encoding: .utf8)
    let committedPath = Product.path("Samples/Previews/\(name).svg")
    let committed = try? String(contentsOfFile: committedPath, encoding: .utf8)
    if committed != drawn && Self.recording {
      try FileManager.default.createDirectory(
        atPath: Product.path("Samples/Previews"), withIntermediateDirectories: true)
      try drawn.write(toFile: committedPath, atomically: true, encoding: .utf8)
      if let tool = PNGConverter.toolPath() {
        try PNGConverter.convert(
          committedPath, to: Product.path("Samples/Previews/\(name).png"), tool: tool)
      }
      Issue.record("rewrote Samples/Previews/\(name).svg; run the tests again")
      return
    }
    #expect(
      committed == drawn,
      """
      Samples/Previews/\(name).svg is out of date: regenerate the pictures with \
      SKINKIT_RECORD_PREVIEWS=1 swift test --filter PicturesTests
      """)
    #expect(FileManager.default.fileExists(atPath: Product.path("Samples/Previews/\(name).png")))
  }
}
