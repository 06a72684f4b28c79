import Foundation
import SkinKit
import Testing

/// The user's accessibility settings in the environment: `prefers-contrast`,
/// `prefers-reduced-motion`, `prefers-reduced-transparency`, `inverted-colors` and
/// `legibility-weight`, as `@media` features, tree-file and `--env` keys, and values that a
/// running app changes.
@Suite("Accessibility settings in the environment")
struct AccessibilityEnvironmentTests {
  static let sheet = """
    @media (prefers-contrast: more) { View { --contrast-more: 1; } }
    @media (prefers-contrast: less) { View { --contrast-less: 1; } }
    @media (prefers-contrast: no-preference) { View { --contrast-none: 1; } }
    @media (prefers-contrast) { View { --contrast-any: 1; } }
    @media (prefers-reduced-motion: reduce) { View { --motion-reduce: 1; } }
    @media not (prefers-reduced-motion) { View { --motion-full: 1; } }
    @media (prefers-reduced-transparency) { View { --transparency-reduce: 1; } }
    @media (inverted-colors: inverted) { View { --inverted: 1; } }
    @media (inverted-colors) { View { --inverted-any: 1; } }
    @media (legibility-weight: bold) { View { --bold: 1; } }
    @media (legibility-weight) { View { --bold-any: 1; } }
    @media dark and (prefers-contrast: more) { View { --dark-more: 1; } }
    """

  struct Case: Sendable, CustomTestStringConvertible {
    let environment: [String: String]
    let expected: [String]
    var testDescription: String {
      environment.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }.joined(separator: ",")
    }
  }

  static let cases: [Case] = [
    Case(environment: [:], expected: ["--contrast-none", "--motion-full"]),
    Case(
      environment: ["prefers-contrast": "more"],
      expected: ["--contrast-any", "--contrast-more", "--motion-full"]),
    Case(
      environment: ["prefers-contrast": "less"],
      expected: ["--contrast-any", "--contrast-less", "--motion-full"]),
    Case(
      environment: ["prefers-contrast": "more", "color-scheme": "dark"],
      expected: ["--contrast-any", "--contrast-more", "--dark-more", "--motion-full"]),
    Case(
      environment: ["prefers-reduced-motion": "reduce"],
      expected: ["--contrast-none", "--motion-reduce"]),
    Case(
      environment: ["prefers-reduced-transparency": "reduce"],
      expected: ["--contrast-none", "--motion-full", "--transparency-reduce"]),
    Case(
      environment: ["inverted-colors": "inverted"],
      expected: ["--contrast-none", "--inverted", "--inverted-any", "--motion-full"]),
    Case(
      environment: ["legibility-weight": "bold"],
      expected: ["--bold", "--bold-any", "--contrast-none", "--motion-full"]),
    Case(
      environment: ["prefers-reduced-motion": "no-preference", "legibility-weight": "regular"],
      expected: ["--contrast-none", "--motion-full"]),
  ]

  @Test("each feature and value, in the colon and the boolean form", arguments: cases)
  func features(_ testCase: Case) throws {
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(Self.sheet)])
    #expect(cascade.diagnostics.isEmpty)
    var environment = StyleEnvironment()
    for (key, value) in testCase.environment { try environment.set(key, to: value) }
    let document = try TreeDocument.parse(#"{"type": "View"}"#)
    let style = cascade.resolve(document.root, parentStyle: nil, environment: environment)
    #expect(style.customProperties.keys.sorted() == testCase.expected)
  }

  /// One run of Chromium with flags that set its accessibility settings
  /// (`Tests/Fixtures/Conformance/Environment/prefers.json`).
  struct ChromiumCase: Sendable, CustomTestStringConvertible {
    let environment: [String: String]
    let matched: [String]
    var testDescription: String {
      environment.isEmpty
        ? "no setting"
        : environment.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }.joined(
          separator: ",")
    }
  }

  static let chromium: (css: String, cases: [ChromiumCase]) = {
    let data =
      (try? Data(contentsOf: Fixtures.url("Conformance/Environment/prefers.json"))) ?? Data()
    let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
    let cases = (object["cases"] as? [[String: Any]] ?? []).map {
      ChromiumCase(
        environment: $0["environment"] as? [String: String] ?? [:],
        matched: $0["matched"] as? [String] ?? [])
    }
    return (object["css"] as? String ?? "", cases)
  }()

  @Test(
    "the queries Chromium matches under --force-high-contrast and the other settings",
    arguments: chromium.cases)
  func agreesWithChromium(_ testCase: ChromiumCase) throws {
    #expect(Self.chromium.cases.count == 5)
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(Self.chromium.css)])
    #expect(cascade.diagnostics.isEmpty)
    var environment = StyleEnvironment()
    for (key, value) in testCase.environment { try environment.set(key, to: value) }
    let document = try TreeDocument.parse(#"{"type": "View", "classes": ["a"]}"#)
    let style = cascade.resolve(document.root, parentStyle: nil, environment: environment)
    #expect(style.customProperties.keys.sorted() == testCase.matched)
  }

  @Test("a value the feature does not take, or a range on a keyword feature, is a diagnostic")
  func badQueries() {
    let sheet = """
      @media (prefers-contrast: high) { View { color: red; } }
      @media (legibility-weight: heavy) { View { color: red; } }
      @media (min-prefers-reduced-motion: reduce) { View { color: red; } }
      View { color: blue; }
      """
    let cascade = StyleCascade(stylesheets: [Stylesheet.parse(sheet, path: "a.skss")])
    #expect(
      cascade.diagnostics.map(\.description) == [
        "a.skss:1:27: error: 'prefers-contrast' takes one of no-preference, more, less, not 'high' [invalid-media-query]",
        "a.skss:2:28: error: 'legibility-weight' takes one of regular, bold, not 'heavy' [invalid-media-query]",
        "a.skss:3:9: error: 'prefers-reduced-motion' cannot be compared: min-, max- and ranges take width, height, content-size [invalid-media-query]",
      ])
  }

  @Test("the values a running app sets, and the restyle a change causes")
  func manager() {
    let manager = StyleManager(
      skin: Skin(
        stylesheets: [
          Stylesheet.parse(
            """
            Label { color: #555555; font-weight: 400; }
            @media (prefers-contrast: more) { Label { color: #000000; } }
            @media (legibility-weight: bold) { Label { font-weight: 600; } }
            """)
        ]))
    let window = Window()
    let label = Label(text: "Hello")
    window.addSubview(label)
    window.addSubview(View())
    manager.style(window)
    #expect(label.textColor == StyleColor(hex: "#555555"))

    let more = manager.updateEnvironment { $0.contrast = .more }
    #expect(more.recomputedNodes == 1)
    #expect(label.textColor == .black)
    #expect(window.environment.contrast == .more)

    let bold = manager.updateEnvironment { $0.boldText = true }
    #expect(bold.recomputedNodes == 1)
    #expect(label.font.weight == 600)

    let motion = manager.updateEnvironment { $0.reduceMotion = true }
    #expect(motion.recomputedNodes == 0)
    #expect(window.environment.reduceMotion)
  }

  @Test("every key reads and writes the text that tree files and --env use")
  func keys() throws {
    var environment = StyleEnvironment()
    try environment.set("prefers-contrast", to: "less")
    try environment.set("prefers-reduced-motion", to: "reduce")
    try environment.set("prefers-reduced-transparency", to: "reduce")
    try environment.set("inverted-colors", to: "inverted")
    try environment.set("legibility-weight", to: "bold")
    #expect(
      environment
        == StyleEnvironment(
          contrast: .less, reduceMotion: true, reduceTransparency: true, invertColors: true,
          boldText: true))
    #expect(
      StyleEnvironment.keys.suffix(5) == [
        "prefers-contrast", "prefers-reduced-motion", "prefers-reduced-transparency",
        "inverted-colors", "legibility-weight",
      ])
    let error = #expect(throws: EnvironmentError.self) {
      try environment.set("prefers-reduced-motion", to: "yes")
    }
    #expect(
      error?.message == "unknown prefers-reduced-motion 'yes' (expected no-preference, reduce)")
  }

  @Test("a tree file's environment and --env set them; preview names those that are on")
  func commandLine() throws {
    let directory = try Product.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let tree = directory.appendingPathComponent("tree.json").path
    try #"{"environment": {"prefers-contrast": "more"}, "root": {"type": "View"}}"#
      .write(toFile: tree, atomically: true, encoding: .utf8)
    let sheet = directory.appendingPathComponent("a.skss").path
    try Self.sheet.write(toFile: sheet, atomically: true, encoding: .utf8)

    let resolved = Product.run(["resolve", sheet, "--tree", tree])
    #expect(resolved.status == 0)
    #expect(
      resolved.out == "0 View\n  --contrast-any: 1\n  --contrast-more: 1\n  --motion-full: 1\n")
    let overridden = Product.run([
      "resolve", sheet, "--tree", tree, "--env", "prefers-contrast=no-preference",
      "--env", "legibility-weight=bold,inverted-colors=inverted",
    ])
    #expect(
      overridden.out
        == "0 View\n  --bold: 1\n  --bold-any: 1\n  --contrast-none: 1\n  --inverted: 1\n"
        + "  --inverted-any: 1\n  --motion-full: 1\n")

    let preview = Product.run([
      "preview", sheet, "--tree", tree, "--env", "legibility-weight=bold", "--no-png",
      "-o", directory.appendingPathComponent("p").path,
    ])
    #expect(preview.status == 0)
    #expect(
      preview.out.hasPrefix(
        "\(sheet) on \(tree) (phone 390×844, light, prefers-contrast=more, legibility-weight=bold)\n"
      ))
  }

  /// The bundled themes: the window's ink, a subtitle's color and weight, the tint and a
  /// name's weight on the sample screen.
  static let themes: [(sheet: String, environment: String, values: [String])] = [
    ("Default", "idiom=phone", ["#0e141bff", "#5f646aff", "400", "#0062ccff", "600"]),
    ("Default", "prefers-contrast=more", ["#040507ff", "#2f3133ff", "400", "#005dc2ff", "600"]),
    ("Default", "color-scheme=dark", ["#f3f5f7ff", "#a0a3a5ff", "400", "#3d9affff", "600"]),
    (
      "Default", "color-scheme=dark,prefers-contrast=more",
      ["#ffffffff", "#d2d3d3ff", "400", "#66afffff", "600"]
    ),
    ("Default", "legibility-weight=bold", ["#0e141bff", "#5f646aff", "600", "#0062ccff", "700"]),
    ("Ocean", "idiom=phone", ["#0e2a35ff", "#4a5f68ff", "400", "#096385ff", "700"]),
    ("Ocean", "prefers-contrast=more", ["#000000ff", "#2b444dff", "400", "#075471ff", "700"]),
    ("Ocean", "color-scheme=dark", ["#e4f2f7ff", "#90a0a6ff", "400", "#34bef2ff", "700"]),
    (
      "Ocean", "color-scheme=dark,prefers-contrast=more",
      ["#ffffffff", "#c9d8ddff", "400", "#6ed0f6ff", "700"]
    ),
    ("Ocean", "legibility-weight=bold", ["#0e2a35ff", "#4a5f68ff", "600", "#096385ff", "800"]),
  ]

  @Test("Default.skss and Ocean.skss: more contrast deepens the ink, Bold Text the weights")
  func bundledThemes() throws {
    for theme in Self.themes {
      let result = Product.run([
        "resolve", Product.path("Stylesheets/\(theme.sheet).skss"), "--tree",
        Product.path("Samples/Trees/preview.json"), "--env", theme.environment,
        "-p", "color,font-weight,tint-color", "--format", "json",
      ])
      #expect(result.status == 0)
      let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
      let nodes = object?["nodes"] as? [[String: Any]] ?? []
      func style(_ styleClass: String?) -> [String: String] {
        let node = nodes.first {
          styleClass.map(($0["classes"] as? [String] ?? []).contains) ?? true
        }
        return node?["style"] as? [String: String] ?? [:]
      }
      let window = style(nil)
      let subtitle = style("subtitle")
      let values = [
        window["color"], subtitle["color"], subtitle["font-weight"], window["tint-color"],
        style("name")["font-weight"],
      ]
      #expect(values == theme.values, "\(theme.sheet) \(theme.environment)")
    }
  }
}
