import Foundation
import SkinKit
import SkinKitPreview
import Testing

@testable import SkinKitCLI

@Suite("skss preview")
struct PreviewTests {
  /// Runs `skss preview` into a temporary directory; returns the parsed SVG and the output.
  static func preview(_ arguments: [String]) throws -> (
    svg: XMLElementNode, out: String, err: String, status: Int32
  ) {
    let directory = try Product.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("screen.svg").path
    let result = Product.run(["preview"] + arguments + ["-o", output, "--no-png"])
    let text = try String(contentsOfFile: output, encoding: .utf8)
    let svg = try #require(SVGParser.parse(text), "the SVG is not well-formed XML")
    return (svg, result.out, result.err, result.status)
  }

  /// The path of the node with an id.
  static func path(of id: String, in resolution: TreeResolution) throws -> String {
    try #require(resolution.nodes.first { $0.styleIdentifier?.string == id }).stylePath
  }

  static func expectPaint(
    _ element: XMLElementNode?, _ attribute: String, is hex: String?,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    guard let element, let hex else {
      Issue.record("missing element or value", sourceLocation: sourceLocation)
      return
    }
    let (color, opacity) = Product.svgPaint(hex)
    #expect(element[attribute] == color, sourceLocation: sourceLocation)
    #expect(element[attribute + "-opacity"] == opacity, sourceLocation: sourceLocation)
  }

  @Test("--audit outlines the nodes the audit finds in the environment drawn, and prints them")
  func audit() throws {
    let directory = try Product.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let sheet = directory.appendingPathComponent("theme.skss").path
    let tree = directory.appendingPathComponent("tree.json").path
    try """
    Window { background-color: #ffffff; }
    Label { color: #1c1c1e; font: text-style(body); }
    Label.caption { color: #aeaeb2; }
    """.write(toFile: sheet, atomically: true, encoding: .utf8)
    try """
    {"type": "Window", "children": [
      {"type": "Label", "attributes": {"text": "Title"}},
      {"type": "Label", "classes": ["caption"], "attributes": {"text": "Caption"}}
    ]}
    """.write(toFile: tree, atomically: true, encoding: .utf8)
    let audited = try Self.preview([sheet, "--tree", tree, "--audit"])
    #expect(audited.status == 1)
    #expect(
      audited.err == "\(sheet):3:17: error: text contrast 2.21:1 is below 4.5:1 (WCAG AA): color "
        + "#aeaeb2ff on #ffffffff at 0/1 Label.caption [low-text-contrast]\n")
    let outlines = audited.svg.descendants.filter { $0["data-role"] == "audit-outline" }
    #expect(outlines.count == 1)
    #expect(outlines.first?["stroke"] == "#ff3b30")
    let plain = try Self.preview([sheet, "--tree", tree])
    #expect(plain.status == 0)
    #expect(!plain.svg.descendants.contains { $0["data-role"] == "audit-outline" })
  }

  @Test(
    "the picture's colors and texts are those the cascade computed",
    arguments: [
      ("light", "#f5faffff", "#0062ccff", "#ffffffff"),
      ("dark", "#080a0dff", "#3d9affff", "#080a0dff"),
    ])
  func colorsAndTexts(scheme: String, canvas: String, accent: String, onAccent: String) throws {
    let picture = try Self.preview(["--env", "color-scheme=\(scheme)"])
    #expect(picture.status == 0)
    #expect(picture.err == "")
    let (_, resolution) = try Product.resolve(
      sheets: ["Stylesheets/Default.skss"], tree: "Samples/Trees/preview.json",
      environment: ["color-scheme": scheme])
    func value(_ name: String, _ path: String) -> String? {
      Product.value(name, at: path, in: resolution)
    }
    let svg = picture.svg

    // The window's background.
    #expect(value("background-color", "0") == canvas)
    Self.expectPaint(svg.node("0")?.own("background").first, "fill", is: canvas)

    // The filled button: background, title color and text.
    let upgrade = try Self.path(of: "upgrade", in: resolution)
    #expect(value("background-color", upgrade) == accent)
    let button = try #require(svg.node(upgrade))
    Self.expectPaint(button.own("background").first, "fill", is: accent)
    let title = try #require(button.own("title").first)
    #expect(title.text == "Upgrade Storage")
    Self.expectPaint(title, "fill", is: value("title-color", upgrade))
    #expect(value("title-color", upgrade) == onAccent)
    #expect(title["font-weight"] == "600")
    #expect(button.own("shadow").count == 1)

    // The navigation bar: bar tint, title.
    let bar = try #require(svg.node("0/0/0/0"))
    #expect(bar["data-type"] == "NavigationBar")
    Self.expectPaint(bar.own("bar").first, "fill", is: value("bar-tint-color", "0/0/0/0"))
    let barTitle = try #require(bar.own("title").first)
    #expect(barTitle.text == "Settings")
    Self.expectPaint(barTitle, "fill", is: value("title-color", "0/0/0/0"))
    let done = try Self.path(of: "done", in: resolution)
    Self.expectPaint(
      svg.node(done)?.own("title").first, "fill", is: value("title-color", done))

    // Switches: on in on-tint-color, off in the system fill.
    let bluetooth = try Self.path(of: "bluetooth", in: resolution)
    Self.expectPaint(
      svg.node(bluetooth)?.own("track").first, "fill", is: value("on-tint-color", bluetooth))
    let airplane = try Self.path(of: "airplane-mode", in: resolution)
    #expect(
      svg.node(airplane)?.own("track").first?["fill"]
        != Product.svgPaint(value("on-tint-color", airplane) ?? "").color)
    Self.expectPaint(
      svg.node(bluetooth)?.own("thumb").first, "fill", is: value("thumb-tint-color", bluetooth))

    // A detail label: a color with alpha keeps its opacity.
    let detail = try #require(
      resolution.nodes.first { $0.styleAttribute("text") == "Home" }?.stylePath)
    let home = try #require(svg.node(detail)?.own("text").first)
    #expect(home.text == "Home")
    Self.expectPaint(home, "fill", is: value("color", detail))

    // Table separators in the table's separator color (18% alpha).
    let separators = svg.descendants.filter { $0["data-role"] == "separator" }
    #expect(separators.count == 4)
    #expect(value("separator-color", "0/0/0/1")?.hasSuffix("2e") == true)
    Self.expectPaint(separators.first, "stroke", is: value("separator-color", "0/0/0/1"))

    // The slider's tracks and the progress view.
    let brightness = try Self.path(of: "brightness", in: resolution)
    Self.expectPaint(
      svg.node(brightness)?.own("minimum-track").first, "fill",
      is: value("minimum-track-tint-color", brightness))

    for text in ["9:41", "Edit", "Done", "Ada Lovelace", "CONNECTIVITY", "Wi-Fi", "Light", "62%"] {
      #expect(svg.texts.contains(text), "\(text)")
    }
    #expect(svg.texts.contains("Default.skss · phone 390×844, \(scheme)"))
  }

  @Test("rgba backgrounds, opacity, borders, shadows, fonts and escaped text")
  func drawingDetails() throws {
    let directory = try Product.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let sheet = directory.appendingPathComponent("box.skss").path
    try """
    View.box {
      background-color: rgba(255, 0, 0, 0.25);
      opacity: 0.5;
      border: 2 solid #00ff00;
      corner-radius: 8;
      shadow-color: #000;
      shadow-opacity: 0.5;
      shadow-radius: 4;
      shadow-offset: 0 2;
    }
    Label { color: hsl(240, 100%, 50%); font: italic bold 20 Georgia; }
    Button { title-color: #abcdef80; }
    Label.gone { hidden: true; }
    """.write(toFile: sheet, atomically: true, encoding: .utf8)
    let tree = directory.appendingPathComponent("tree.json").path
    try """
    {"type": "Window", "children": [
      {"type": "View", "classes": ["box"], "attributes": {"height": 120}, "children": [
        {"type": "Label", "attributes": {"text": "Fish & Chips <b>\\"quoted\\"</b>"}},
        {"type": "Button", "attributes": {"title": "Go"}},
        {"type": "Label", "classes": ["gone"], "attributes": {"text": "Invisible"}}
      ]}
    ]}
    """.write(toFile: tree, atomically: true, encoding: .utf8)
    let picture = try Self.preview([sheet, "--tree", tree])
    #expect(picture.status == 0)
    let box = try #require(picture.svg.node("0/0"))
    #expect(box["opacity"] == "0.5")
    #expect(box["data-classes"] == "box")
    let background = try #require(box.own("background").first)
    #expect(background["fill"] == "#ff0000")
    #expect(background["fill-opacity"] == "0.251")
    #expect(background["rx"] == "8")
    #expect(background["height"] == "120")
    let border = try #require(box.own("border").first)
    #expect(border["stroke"] == "#00ff00")
    #expect(border["stroke-width"] == "2")
    #expect(border["fill"] == "none")
    let shadow = try #require(box.own("shadow").first)
    #expect(shadow["fill-opacity"] == "0.502")
    #expect(shadow["filter"]?.hasPrefix("url(#blur-") == true)
    let label = try #require(picture.svg.node("0/0/0")?.own("text").first)
    #expect(label.text == "Fish & Chips <b>\"quoted\"</b>")
    #expect(label["fill"] == "#0000ff")
    #expect(label["font-weight"] == "700")
    #expect(label["font-style"] == "italic")
    #expect(label["font-size"] == "20")
    #expect(label["font-family"]?.hasPrefix("'Georgia'") == true)
    let title = try #require(picture.svg.node("0/0/1")?.own("title").first)
    #expect(title["fill"] == "#abcdef")
    #expect(title["fill-opacity"] == "0.502")
    #expect(picture.svg.node("0/0/2") == nil)
    #expect(!picture.svg.texts.contains("Invisible"))
  }

  @Test("layout: bars at the edges, rows of row-height, stacks with padding and spacing")
  func layout() throws {
    let (document, resolution) = try Product.resolve(
      sheets: ["Stylesheets/Default.skss"], tree: "Samples/Trees/preview.json")
    let environment = Device.sized(document.environment)
    let picture = PreviewRenderer().render(resolution, environment: environment)
    let root = try #require(picture.root)
    let nodes = Dictionary(uniqueKeysWithValues: root.subtree.map { ($0.path, $0) })
    #expect(picture.size == Size(width: 470, height: 924))
    let bar = try #require(nodes["0/0/0/0"])
    #expect(bar.frame == Rect(x: 0, y: 0, width: 390, height: 98))
    #expect(bar.contentFrame == Rect(x: 0, y: 54, width: 390, height: 44))
    let tabBar = try #require(nodes["0/0/1"])
    #expect(tabBar.frame == Rect(x: 0, y: 761, width: 390, height: 83))
    #expect(tabBar.children.map(\.frame.width) == [97.5, 97.5, 97.5, 97.5])
    let table = try #require(nodes["0/0/0/1"])
    #expect(table.frame == Rect(x: 0, y: 98, width: 390, height: 663))
    // Cells in a section: 16 in from the table's padding, 44 high, one under the other.
    let section = try #require(nodes["0/0/0/1/3"])
    #expect(section.frame.x == 16 && section.frame.width == 358)
    #expect(section.children.map(\.frame.height) == [44, 44, 44])
    #expect(section.children[1].frame.y == section.children[0].frame.maxY)
    // In a cell, the switch sits at the trailing edge, inside the cell's padding.
    let toggle = try #require(nodes["0/0/0/1/3/0/1"])
    #expect(toggle.frame.maxX == section.frame.maxX - 16)
    #expect(toggle.frame.size == Size(width: 51, height: 31))
    // The actions stack: 12 apart (spacing), full width.
    let actions = try #require(nodes["0/0/0/1/6"])
    let buttons = actions.children
    #expect(buttons[1].frame.y == buttons[0].frame.maxY + 12)
    #expect(buttons[0].frame.width == 358)
  }

  @Test("axis: horizontal lays children out in a row, sharing the width")
  func horizontalStacks() throws {
    let sheet = Stylesheet.parse(
      "StackView { axis: horizontal; spacing: 10; padding: 20; } Window { padding: 0; }",
      path: "row.skss")
    let document = try TreeDocument.parse(
      """
      {"environment": {"idiom": "phone"}, "root": {"type": "Window", "children": [
        {"type": "StackView", "attributes": {"height": 80}, "children": [
          {"type": "Button", "attributes": {"title": "Cancel"}},
          {"type": "Switch"},
          {"type": "Button", "attributes": {"title": "Save"}}
        ]}
      ]}}
      """)
    let environment = Device.sized(document.environment)
    let resolution = document.resolve(
      with: StyleCascade(stylesheets: [sheet]), environment: environment)
    let picture = PreviewRenderer().render(resolution, environment: environment)
    let stack = try #require(picture.root?.children.first)
    let frames = stack.children.map(\.frame)
    #expect(frames[0].x == 20)
    #expect(frames[1].width == 51)
    #expect(frames[1].x == frames[0].maxX + 10)
    #expect(frames[2].x == frames[1].maxX + 10)
    #expect(frames[0].width == frames[2].width)
    #expect(frames[2].maxX == 370)
  }

  @Test("what lies below the screen is laid out but not drawn")
  func offscreen() throws {
    let cells = (0..<100).map {
      #"{"type": "TableViewCell", "attributes": {"text": "Row \#($0)"}}"#
    }
    let document = try TreeDocument.parse(
      #"{"type": "Window", "children": [{"type": "TableView", "children": ["#
        + cells.joined(separator: ", ") + "]}]}")
    let environment = Device.sized(document.environment)
    let resolution = document.resolve(
      with: StyleCascade(stylesheets: []), environment: environment)
    let picture = PreviewRenderer().render(resolution, environment: environment)
    let svg = try #require(SVGParser.parse(picture.svg))
    let last = try #require(picture.root?.children[0].children[99].frame.y)
    #expect(abs(last - (54 + 99 * 44)) < 0.001)
    #expect(svg.texts.contains("Row 0"))
    #expect(svg.texts.contains("Row 17"))
    #expect(!svg.texts.contains("Row 19"))
    #expect(svg.node("0/0/99") == nil)
  }

  @Test("a tablet for idiom pad, landscape when asked")
  func tablet() throws {
    let portrait = try Self.preview(["--env", "idiom=pad"])
    #expect(portrait.svg["width"] == "900")
    #expect(portrait.svg["height"] == "1290")
    #expect(portrait.out.contains("(pad 820×1180, light)"))
    let landscape = try Self.preview(["--env", "idiom=pad,orientation=landscape"])
    #expect(landscape.svg["width"] == "1260")
  }

  @Test("with no arguments it writes preview.svg (and preview.png) in the current directory")
  func defaultRun() throws {
    let directory = try Product.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let io = CommandIO.capturing()
    let arguments = try Arguments([], options: PreviewCommand.options)
    let status = try PreviewCommand.run(arguments, io: io, directory: directory.path)
    #expect(status == 0)
    #expect(io.standardError == "")
    let lines = io.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines[0].hasSuffix("Default.skss on the sample screen (phone 390×844, light)"))
    #expect(lines[1] == "wrote preview.svg")
    let svg = try String(
      contentsOf: directory.appendingPathComponent("preview.svg"), encoding: .utf8)
    #expect(SVGParser.parse(svg) != nil)
    let png = directory.appendingPathComponent("preview.png").path
    if PNGConverter.toolPath() != nil {
      #expect(lines[2] == "wrote preview.png")
      let bytes = try #require(FileManager.default.contents(atPath: png))
      #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    } else {
      #expect(lines[2].hasPrefix("no PNG: rsvg-convert is not on the PATH"))
      #expect(!FileManager.default.fileExists(atPath: png))
    }
  }

  @Test("-o names the SVG; a .png name gives both files that base name")
  func outputNames() {
    #expect(PreviewCommand.basePath("shot.png") == "shot")
    #expect(PreviewCommand.basePath("out/screen.SVG") == "out/screen")
    #expect(PreviewCommand.basePath("screen") == "screen")
  }

  @Test("the bundled sample screen is Samples/Trees/preview.json")
  func sampleScreen() throws {
    let file = try String(
      contentsOfFile: Product.path("Samples/Trees/preview.json"), encoding: .utf8)
    #expect(
      SampleScreen.json.trimmingCharacters(in: .whitespacesAndNewlines)
        == file.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  @Test("errors: a missing tree is bad usage; a sheet with errors still draws, exit 1")
  func errors() throws {
    let missing = Product.run(["preview", "--tree", "/nonexistent/tree.json", "--no-png"])
    #expect(missing.status == 2)
    #expect(missing.err.contains("/nonexistent/tree.json"))
    let directory = try Product.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let sheet = directory.appendingPathComponent("bad.skss").path
    try "Button:unknown-pseudo { title-color: red; }\nLabel { color: #12; }\n".write(
      toFile: sheet, atomically: true, encoding: .utf8)
    let picture = try Self.preview([sheet])
    #expect(picture.status == 1)
    #expect(picture.err.contains("bad.skss:1:8: error:"))
    #expect(picture.err.contains("bad.skss:2:16: warning:"))
  }
}
