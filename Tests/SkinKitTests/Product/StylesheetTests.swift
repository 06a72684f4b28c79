import Foundation
import SkinKit
import Testing

/// The ready themes in `Stylesheets/`: each lints clean with `--strict`, and each computes
/// the values it promises on the sample trees.
@Suite("Stylesheets")
struct StylesheetTests {
  static let sheets: [String] = {
    let directory = Product.path("Stylesheets")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return files.filter { $0.hasSuffix(".skss") }.sorted().map { "Stylesheets/" + $0 }
  }()

  /// `name: value` lines for a node, for properties given by name.
  static func values(
    _ names: [String], at path: String, sheets: [String], tree: String,
    environment: [String: String] = [:]
  ) throws -> [String: String] {
    let (_, resolution) = try Product.resolve(sheets: sheets, tree: tree, environment: environment)
    var result: [String: String] = [:]
    for name in names { result[name] = Product.value(name, at: path, in: resolution) }
    return result
  }

  @Test("the ready themes are all there")
  func themes() {
    #expect(
      Self.sheets == [
        "Stylesheets/Default.skss", "Stylesheets/Ocean.skss", "Stylesheets/Pad.skss",
        "Stylesheets/Showcase.skss",
      ])
  }

  @Test("every sheet lints clean with --strict", arguments: sheets)
  func lintsClean(sheet: String) {
    let result = Product.run(["lint", "--strict", Product.path(sheet)])
    #expect(result.status == 0)
    #expect(result.err == "")
  }

  @Test("every sample tree resolves under every sheet without a diagnostic", arguments: sheets)
  func samplesResolve(sheet: String) throws {
    let trees = try FileManager.default.contentsOfDirectory(atPath: Product.path("Samples/Trees"))
      .filter { $0.hasSuffix(".json") }.sorted()
    #expect(trees.count >= 5)
    for tree in trees {
      for scheme in ["light", "dark"] {
        let (_, resolution) = try Product.resolve(
          sheets: [sheet], tree: "Samples/Trees/" + tree, environment: ["color-scheme": scheme])
        #expect(resolution.diagnostics.isEmpty, "\(tree) \(scheme): \(resolution.diagnostics)")
      }
    }
  }

  // MARK: Default.skss

  @Test(
    "Default.skss: one base tint, light and dark palettes derived from it",
    arguments: [
      (
        "light",
        [
          "0": ["background-color": "#f5faffff", "color": "#0e141bff", "tint-color": "#0062ccff"],
          "0/0/0/0": ["bar-tint-color": "#ffffffff", "title-color": "#0e141bff"],
          "0/0/0/1": ["separator-color": "#0e141b2e", "background-color": "#f5faffff"],
          "0/0/0/1/3/2/1": ["on-tint-color": "#30c166ff"],
          "0/0/0/1/5/1/1": ["selected-segment-tint-color": "#ffffffff"],
          "0/0/0/1/6/0": ["background-color": "#0062ccff", "title-color": "#ffffffff"],
          "0/0/0/1/6/1": ["background-color": "#ffffffff", "title-color": "#d91411ff"],
          "0/0/1": ["bar-tint-color": "#ffffffff", "selected-image-tint-color": "#0062ccff"],
        ]
      ),
      (
        "dark",
        [
          "0": ["background-color": "#080a0dff", "color": "#f3f5f7ff", "tint-color": "#3d9affff"],
          "0/0/0/0": ["bar-tint-color": "#151e28ff", "title-color": "#f3f5f7ff"],
          "0/0/0/1": ["separator-color": "#f3f5f72e", "background-color": "#080a0dff"],
          "0/0/0/1/3/2/1": ["on-tint-color": "#30c166ff"],
          "0/0/0/1/5/1/1": ["selected-segment-tint-color": "#2e4156ff"],
          "0/0/0/1/6/0": ["background-color": "#3d9affff", "title-color": "#080a0dff"],
          "0/0/0/1/6/1": ["background-color": "#151e28ff", "title-color": "#f36462ff"],
          "0/0/1": ["bar-tint-color": "#151e28ff", "selected-image-tint-color": "#3d9affff"],
        ]
      ),
    ])
  func defaultSkin(scheme: String, expected: [String: [String: String]]) throws {
    for (path, properties) in expected {
      let values = try Self.values(
        Array(properties.keys), at: path, sheets: ["Stylesheets/Default.skss"],
        tree: "Samples/Trees/preview.json", environment: ["color-scheme": scheme])
      #expect(values == properties, "\(scheme) \(path)")
    }
  }

  @Test("Default.skss: another base tint recolors the whole palette")
  func defaultSkinFollowsTheBaseTint() throws {
    let directory = try Product.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let pink = directory.appendingPathComponent("pink.skss").path
    try "Window { --base-tint: #ff2d55; }\n".write(toFile: pink, atomically: true, encoding: .utf8)
    let cascade = StyleCascade(stylesheets: [
      try Stylesheet.load(contentsOf: Product.path("Stylesheets/Default.skss")),
      try Stylesheet.load(contentsOf: pink),
    ])
    let document = try TreeDocument.load(contentsOf: Product.path("Samples/Trees/preview.json"))
    let resolution = document.resolve(with: cascade)
    #expect(Product.value("tint-color", at: "0", in: resolution) == "#f9002fff")
    #expect(Product.value("background-color", at: "0", in: resolution) == "#fff7f8ff")
    #expect(Product.value("color", at: "0", in: resolution) == "#381e23ff")
    #expect(Product.value("background-color", at: "0/0/0/1/6/0", in: resolution) == "#f9002fff")
    #expect(Product.value("separator-color", at: "0/0/0/1", in: resolution) == "#381e232e")
  }

  @Test("Default.skss: a focused text field gets the accent border (login.json)")
  func focusedField() throws {
    let sheets = ["Stylesheets/Default.skss"]
    let focused = try Self.values(
      ["border-color", "border-width"], at: "0/0/4", sheets: sheets,
      tree: "Samples/Trees/login.json")
    #expect(focused == ["border-color": "#0062ccff", "border-width": "2"])
    let plain = try Self.values(
      ["border-width"], at: "0/0/3", sheets: sheets, tree: "Samples/Trees/login.json")
    #expect(plain == ["border-width": "0"])
  }

  // MARK: Ocean.skss

  @Test(
    "Ocean.skss: the color scheme switches the light and the dark palette",
    arguments: [
      (
        "light",
        [
          "0": ["background-color": "#eef5f8ff", "color": "#0e2a35ff", "tint-color": "#096385ff"],
          "0/0/0/0": ["bar-tint-color": "#0b7fabff", "title-color": "#ffffffff"],
          "0/0/0/0/1": ["title-color": "#ffffffff"],
          "0/0/0/1/3": ["background-color": "#ffffffff", "shadow-opacity": "0.08"],
          "0/0/0/1/3/2/1": ["on-tint-color": "#096385ff"],
          "0/0/0/1/6/0": ["background-color": "#096385ff", "title-color": "#ffffffff"],
          "0/0/1": ["bar-tint-color": "#ffffffff"],
        ]
      ),
      (
        "dark",
        [
          "0": ["background-color": "#061a22ff", "color": "#e4f2f7ff", "tint-color": "#34bef2ff"],
          "0/0/0/0": ["bar-tint-color": "#0a2330ff", "title-color": "#e4f2f7ff"],
          "0/0/0/0/1": ["title-color": "#e4f2f7ff"],
          "0/0/0/1/3": ["background-color": "#0d2a36ff", "shadow-opacity": "0"],
          "0/0/0/1/3/2/1": ["on-tint-color": "#34bef2ff"],
          "0/0/0/1/6/0": ["background-color": "#34bef2ff", "title-color": "#04141aff"],
          "0/0/1": ["bar-tint-color": "#0a2330ff"],
        ]
      ),
    ])
  func ocean(scheme: String, expected: [String: [String: String]]) throws {
    for (path, properties) in expected {
      let values = try Self.values(
        Array(properties.keys), at: path, sheets: ["Stylesheets/Ocean.skss"],
        tree: "Samples/Trees/preview.json", environment: ["color-scheme": scheme])
      #expect(values == properties, "\(scheme) \(path)")
    }
  }

  @Test("Ocean.skss: a TableView is a ScrollView, and ScrollView:exact leaves it alone")
  func oceanExact() throws {
    let table = try Self.values(
      ["spacing"], at: "0/0/0/1", sheets: ["Stylesheets/Ocean.skss"],
      tree: "Samples/Trees/preview.json")
    #expect(table == ["spacing": "0"])
    let scroll = try Self.values(
      ["spacing"], at: "0/0/0/1", sheets: ["Stylesheets/Ocean.skss"],
      tree: "Samples/Trees/tabs.json")
    #expect(scroll == ["spacing": "16"])
  }

  // MARK: Pad.skss

  @Test(
    "Pad.skss: @media pad splits the screen and scales the type; on a phone it is Default.skss",
    arguments: [
      (
        ["idiom": "phone", "width": "390", "height": "844"],
        [
          "0/0": ["axis": "vertical"],
          "0/0/1/0": ["title-font": "600 17 system"],
          "0/0/0/1": ["background-color": "#f5faffff", "padding-left": "16"],
          "0/0/1/1": ["padding-left": "16"],
          "0/0/1/1/1/0": ["border-radius": "10"],
        ]
      ),
      (
        ["idiom": "pad", "orientation": "landscape", "width": "1180", "height": "820"],
        [
          "0/0": ["axis": "horizontal"],
          "0/0/1/0": ["title-font": "700 20 system"],
          "0/0/0/1": ["background-color": "#ffffffff", "padding-left": "16"],
          "0/0/1/1": ["padding-left": "32"],
          "0/0/1/1/1/0": ["border-radius": "14"],
        ]
      ),
      (
        ["idiom": "pad", "orientation": "portrait", "width": "820", "height": "1180"],
        [
          "0/0": ["axis": "horizontal"],
          "0/0/1/0": ["title-font": "700 20 system"],
          "0/0/0/1": ["background-color": "#f5faffff", "padding-left": "16"],
          "0/0/1/1": ["padding-left": "32"],
          "0/0/1/1/1/0": ["border-radius": "10"],
        ]
      ),
    ])
  func pad(environment: [String: String], expected: [String: [String: String]]) throws {
    for (path, properties) in expected {
      let values = try Self.values(
        Array(properties.keys), at: path, sheets: ["Stylesheets/Pad.skss"],
        tree: "Samples/Trees/ipad.json", environment: environment)
      #expect(values == properties, "\(environment) \(path)")
    }
  }

  // MARK: Showcase.skss

  /// Every selector form of skss-language.md §3.
  static let selectorForms = [
    "*", ":exact", ".", "#", "[title]", "[title=\"", "~=", "^=", "$=", "*=", "|=", " ", " > ",
    " + ", " ~ ", ":highlighted", ":selected", ":disabled", ":focused", ":enabled", ":normal",
    ":root", ":first-child", ":last-child", ":only-child", ":nth-child(", " of ",
    ":nth-last-child(", ":first-of-type", ":last-of-type", ":only-of-type", ":nth-of-type(",
    ":empty", ":phone", ":pad", ":tv", ":mac", ":watch", ":car", ":vision", ":portrait",
    ":landscape", ":dark", ":light", ":not(", ":is(", ":where(", "UIButton",
  ]

  @Test("Showcase.skss uses every selector form")
  func showcaseForms() throws {
    let cascade = StyleCascade(stylesheets: [
      try Stylesheet.load(contentsOf: Product.path("Stylesheets/Showcase.skss"))
    ])
    let selectors = cascade.rules.map(\.selectorText).joined(separator: "\n")
    for form in Self.selectorForms {
      #expect(selectors.contains(form), "no selector uses \(form)")
    }
  }

  @Test(
    "Showcase.skss: each selector form styles the nodes it names (settings.json)",
    arguments: [
      // Attributes.
      ("0/0/0", "title-shadow-offset", "0 1"), ("0/0/1/3/0", "title-shadow-offset", "0 1"),
      ("0/0/1/0/0", "title-shadow-offset", "0 0"),
      ("0/0/2/0", "shadow-opacity", "0.3"), ("0/0/2/1", "shadow-opacity", "0"),
      ("0/0/1/2/0", "letter-spacing", "0.2"), ("0/0/1/0/0", "letter-spacing", "0"),
      ("0/0/1/3/0", "border-width", "1"), ("0/0/2/0", "border-width", "0"),
      ("0/0/1/1/0", "font-weight", "500"), ("0/0/1/0/0", "font-weight", "600"),
      ("0/0/1/2/0", "font-weight", "400"),
      // States.
      ("0/0/1/0/1", "thumb-tint-color", "#f8f8f8ff"),
      ("0/0/1/2/1", "thumb-tint-color", "#ffffffff"),
      ("0/0/1/1/1", "thumb-tint-color", "#fefefeff"),
      ("0/0/1/3/0", "title-shadow-color", "#0000001a"),
      ("0/0/2/1", "title-shadow-color", "#00000000"),
      // Structure.
      ("0/0/0/0", "title-shadow-color", "#00000033"),
      ("0/0/1/2", "shadow-opacity", "0.05"), ("0/0/1/1", "shadow-opacity", "0"),
      ("0/0/2/0", "title-shadow-offset", "0 2"), ("0/0/2/1", "title-shadow-offset", "0 -1"),
      ("0/0/2/1", "content-insets", "0 8 0 8"), ("0/0/1/0/1", "shadow-radius", "2"),
      ("0/0/1/1/1", "maximum-track-tint-color", "#d1d1d6ff"),
      // UIKit names.
      ("0/0/0/0", "title-insets", "0 2 0 2"), ("0/0/1/3/0", "content-insets", "4 12 4 12"),
      // Environment (phone, portrait, light).
      ("0", "padding-top", "0"), ("0/0/1", "separator-insets", "0 0 0 16"),
      ("0/0/0", "title-font", "600 17 system"), ("0", "border-color", "#c6c6c8ff"),
      ("0/0/1/0", "shadow-color", "#000000ff"),
      // The README's values stay.
      ("0/0/2/0", "background-color", "#0066ccff"), ("0/0/2/0", "title-color", "#ffffffff"),
      ("0/0/2/1", "title-color", "#004080ff"),
    ])
  func showcaseValues(path: String, property: String, value: String) throws {
    let values = try Self.values(
      [property], at: path, sheets: ["Stylesheets/Showcase.skss"],
      tree: "Samples/Trees/settings.json")
    #expect(values[property] == value)
  }

  @Test(
    "Showcase.skss: environment pseudo-classes follow the idiom, orientation and scheme",
    arguments: [
      (["idiom": "pad"], "0", "padding-top", "20"), (["idiom": "tv"], "0", "padding-left", "90"),
      (["idiom": "mac"], "0", "padding-top", "12"), (["idiom": "watch"], "0", "padding-top", "2"),
      (["idiom": "car"], "0", "padding-top", "8"), (["idiom": "vision"], "0", "padding-top", "24"),
      (["orientation": "landscape"], "0/0/1", "separator-insets", "0 0 0 60"),
      (["orientation": "landscape"], "0/0/0", "title-font", "600 15 system"),
      (["color-scheme": "dark"], "0", "border-color", "#38383aff"),
      (["color-scheme": "dark"], "0/0/1/0", "shadow-color", "#ffffffff"),
      (["color-scheme": "dark"], "0/0/1/3", "shadow-color", "#000000ff"),
    ])
  func showcaseEnvironment(
    environment: [String: String], path: String, property: String, value: String
  ) throws {
    let values = try Self.values(
      [property], at: path, sheets: ["Stylesheets/Showcase.skss"],
      tree: "Samples/Trees/settings.json", environment: environment)
    #expect(values[property] == value)
  }
}
