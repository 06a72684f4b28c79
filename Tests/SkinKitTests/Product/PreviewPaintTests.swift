import Foundation
import SkinKit
import Testing

@testable import SkinKitCLI

/// `skss preview` draws `box-shadow`, `background-image` gradients and `text-shadow`: the SVG
/// elements, with the geometry CSS gives them, for a screen of known frames.
@Suite("skss preview: shadows and gradients")
struct PreviewPaintTests {
  static let tree = """
    {"type": "Window", "children": [
      {"type": "Button", "id": "go", "attributes": {"title": "Go", "width": 200, "height": 40}},
      {"type": "View", "id": "wheel", "attributes": {"width": 100, "height": 100}},
      {"type": "View", "id": "glow", "attributes": {"width": 100, "height": 50}},
      {"type": "Label", "id": "hello", "attributes": {"text": "Hello"}}
    ]}
    """

  static let sheet = """
    Window { background-color: #ffffff; padding: 0; spacing: 0; }
    #go {
      background-color: #0000ff;
      background-image: linear-gradient(to right, #ff0000, 25%, #0000ff 150px);
      border-radius: 8px;
      box-shadow: 0 4px 6px 2px rgb(0 0 0 / 50%), inset 1px 2px #ffffff;
    }
    #wheel { background-image: conic-gradient(from 90deg, #ff0000 0 50%, #0000ff 50%); }
    #glow {
      background-image: repeating-radial-gradient(circle 10px at left top, #00ff00, #000000 10px);
    }
    #hello { text-shadow: 2px 3px 4px #ff0000; }
    """

  /// The preview's SVG.
  static func picture() throws -> XMLElementNode {
    let directory = try Product.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let sheetPath = directory.appendingPathComponent("paint.skss").path
    let treePath = directory.appendingPathComponent("tree.json").path
    try sheet.write(toFile: sheetPath, atomically: true, encoding: .utf8)
    try tree.write(toFile: treePath, atomically: true, encoding: .utf8)
    let picture = try PreviewTests.preview([sheetPath, "--tree", treePath])
    #expect(picture.status == 0)
    #expect(picture.err == "")
    return picture.svg
  }

  static func element(_ svg: XMLElementNode, id: String) -> XMLElementNode? {
    svg.descendants.first { $0.name == "g" && $0["data-id"] == id }
  }

  static func definition(_ svg: XMLElementNode, _ reference: String?) -> XMLElementNode? {
    guard let reference, reference.hasPrefix("url(#") else { return nil }
    let id = reference.dropFirst(5).dropLast()
    return svg.descendants.first { $0["id"] == String(id) }
  }

  @Test func aBoxShadowIsTheBoxGrownOffsetBlurredAndMaskedOutUnderTheBox() throws {
    let svg = try Self.picture()
    let button = try #require(Self.element(svg, id: "go"))
    let roles = button.children.compactMap { $0["data-role"] }
    #expect(Array(roles.prefix(3)) == ["box-shadow", "background", "background-image"])
    let shadow = try #require(button.children.first { $0["data-role"] == "box-shadow" })
    // The 200×40 box at (95, 54), 4 down, 2 larger on every side, its radius 8 + 2.
    #expect(
      shadow["d"]
        == "M103 56H287A10 10 0 0 1 297 66V90A10 10 0 0 1 287 100H103A10 10 0 0 1 93 90V66A10 10 0 0 1 103 56Z"
    )
    #expect(shadow["fill"] == "#000000")
    #expect(shadow["fill-opacity"] == "0.502")
    let blur = try #require(Self.definition(svg, shadow["filter"]))
    #expect(blur.children.map(\.name) == ["feGaussianBlur"])
    #expect(blur.children.first?["stdDeviation"] == "3")
    let mask = try #require(Self.definition(svg, shadow["mask"]))
    #expect(mask.children.map { $0["fill"] } == ["#ffffff", "#000000"])
    #expect(
      mask.children.last.map { [$0["x"], $0["y"], $0["width"], $0["height"], $0["rx"]] }
        == ["95", "54", "200", "40", "8"])
  }

  @Test func anInsetShadowIsAroundTheOffsetBoxClippedToTheBox() throws {
    let svg = try Self.picture()
    let button = try #require(Self.element(svg, id: "go"))
    let inset = try #require(button.descendants.first { $0["data-role"] == "inset-shadow" })
    #expect(
      inset["d"]
        == "M90 49H300V99H90ZM104 56H288A8 8 0 0 1 296 64V88A8 8 0 0 1 288 96H104A8 8 0 0 1 96 88V64A8 8 0 0 1 104 56Z"
    )
    #expect(inset["fill-rule"] == "evenodd")
    #expect(inset["fill"] == "#ffffff")
    #expect(inset["filter"] == nil)
    let clip = try #require(Self.definition(svg, inset.parent?["clip-path"]))
    #expect(clip.children.first.map { [$0["x"], $0["width"], $0["rx"]] } == ["95", "200", "8"])
  }

  @Test func aLinearGradientRunsAlongItsLineWithItsHintAsAMidpointStop() throws {
    let svg = try Self.picture()
    let button = try #require(Self.element(svg, id: "go"))
    let image = try #require(button.children.first { $0["data-role"] == "background-image" })
    #expect(image["rx"] == "8")
    let gradient = try #require(Self.definition(svg, image["fill"]))
    #expect(gradient.name == "linearGradient")
    #expect(
      [gradient["x1"], gradient["y1"], gradient["x2"], gradient["y2"]] == ["95", "74", "295", "74"])
    #expect(
      gradient.children.map { [$0["offset"], $0["stop-color"]] } == [
        ["0", "#ff0000"], ["0.25", "#800080"], ["0.75", "#0000ff"],
      ])
  }

  @Test func aRepeatingRadialGradientRepeatsItsStopsToTheFarthestCorner() throws {
    let svg = try Self.picture()
    let view = try #require(Self.element(svg, id: "glow"))
    let image = try #require(view.children.first { $0["data-role"] == "background-image" })
    let gradient = try #require(Self.definition(svg, image["fill"]))
    #expect(gradient.name == "radialGradient")
    // Centered on the top left corner, reaching the bottom right one: √(100² + 50²).
    #expect([gradient["cx"], gradient["cy"], gradient["r"]] == ["145", "194", "111.8"])
    #expect(gradient["gradientTransform"] == nil)
    let stops = gradient.children.map { [$0["offset"], $0["stop-color"]] }
    #expect(
      Array(stops.prefix(4)) == [
        ["0", "#00ff00"], ["0.09", "#000000"], ["0.09", "#00ff00"], ["0.18", "#000000"],
      ])
    #expect(stops.count == 24)
  }

  @Test func aConicGradientIsWedgesFromItsCenterClippedToTheBox() throws {
    let svg = try Self.picture()
    let view = try #require(Self.element(svg, id: "wheel"))
    let group = try #require(view.children.first { $0["data-role"] == "background-image" })
    #expect(group["clip-path"] != nil)
    // Red from 90° (pointing right) half a turn, a half degree over the blue wedge after it.
    #expect(
      group.children.map { [$0["d"], $0["fill"]] } == [
        ["M195 144L266.71 144A71.71 71.71 0 1 1 123.29 143.37Z", "#ff0000"],
        ["M195 144L123.29 144A71.71 71.71 0 0 1 266.71 144Z", "#0000ff"],
      ])
  }

  @Test func aTextShadowIsTheTextOffsetAndBlurredUnderIt() throws {
    let svg = try Self.picture()
    let label = try #require(Self.element(svg, id: "hello"))
    let texts = label.children.filter { $0.name == "text" }
    #expect(texts.map { $0["data-role"] } == ["text-shadow", "text"])
    #expect(texts.map(\.text) == ["Hello", "Hello"])
    #expect(
      texts.map { [$0["x"], $0["y"], $0["fill"]] } == [
        ["2", "262.95", "#ff0000"], ["0", "259.95", "#000000"],
      ])
    let blur = try #require(Self.definition(svg, texts.first?["filter"]))
    #expect(blur.children.first?["stdDeviation"] == "2")
  }
}
