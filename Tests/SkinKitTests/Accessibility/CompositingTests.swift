import Foundation
import SkinKit
import Testing

/// Backgrounds composited up the tree, against what Chromium paints
/// (`Tests/Fixtures/Accessibility/compositing.json`, made by
/// `Scripts/accessibility/paint_layers.py`; see the README there).
@Suite("Compositing of translucent backgrounds")
struct CompositingTests {
  struct Case: Decodable {
    struct Layer: Decodable {
      let fills: [String]
      let opacity: Double
    }
    struct Painted: Decodable {
      let background: String
      let foreground: String
    }
    let name: String
    let base: String
    let layers: [Layer]
    let foreground: String
    let painted: Painted
  }

  struct Fixture: Decodable {
    let provenance: String
    let cases: [Case]
  }

  static let fixture: Fixture = {
    let data = try! Data(contentsOf: Fixtures.url("Accessibility/compositing.json"))
    return try! JSONDecoder().decode(Fixture.self, from: data)
  }()

  static func color(_ hex: String) -> StyleColor {
    StyleColor(rgba: UInt32(hex.dropFirst(), radix: 16)!)
  }

  static func channels(_ color: StyleColor) -> [Int] {
    let bytes = color.bytes
    return [bytes.red, bytes.green, bytes.blue, bytes.alpha]
  }

  /// Chromium paints opacity groups in 8-bit buffers and rounds down there: its pixels are
  /// at most 2/255 below the exact source-over arithmetic (CSS Compositing 1 §5.2), which
  /// `Compositing` computes in `Double` and rounds once.
  @Test("every painted pixel within 2/255 of Chromium's", arguments: fixture.cases.map(\.name))
  func againstChromium(name: String) throws {
    let test = try #require(Self.fixture.cases.first { $0.name == name })
    let layers = test.layers.map {
      Compositing.Layer(fills: $0.fills.map(Self.color), opacity: $0.opacity)
    }
    let base = Self.color(test.base)
    for (painted, chromium) in [
      (Compositing.paint(layers, on: base), test.painted.background),
      (
        Compositing.paint(layers, on: base, foreground: Self.color(test.foreground)),
        test.painted.foreground
      ),
    ] {
      let mine = Self.channels(painted)
      let theirs = Self.channels(Self.color(chromium))
      #expect(mine[3] == 255, "opaque over an opaque base")
      #expect(
        zip(mine, theirs).allSatisfy { abs($0 - $1) <= 2 }, "\(painted.hex) against \(chromium)")
    }
  }

  @Test("the fixture says where it came from and holds 30 cases")
  func provenance() {
    #expect(Self.fixture.provenance.hasPrefix("painted by Chromium "))
    #expect(Self.fixture.cases.count == 30)
  }

  @Test("exact values: opacity groups the text with its background")
  func exact() {
    let black = Compositing.Layer(fills: [.black], opacity: 0.5)
    #expect(Compositing.paint([black], on: .white).hex == "#808080ff")
    #expect(Compositing.paint([black], on: .white, foreground: .white).hex == "#ffffffff")
    let translucent = Compositing.Layer(fills: [StyleColor(rgba: 0xff00_0080)])
    #expect(Compositing.paint([translucent], on: .white).hex == "#ff7f7fff")
    #expect(Compositing.paint([], on: .black).hex == "#000000ff")
    // A bar tint over the background, in the order the fills are given.
    let bar = Compositing.Layer(fills: [.white, StyleColor(rgba: 0x0000_ff80)])
    #expect(Compositing.paint([bar], on: .black).hex == "#7f7fffff")
  }
}
