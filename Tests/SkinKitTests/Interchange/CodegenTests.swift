import Foundation
import SkinKit
import SkinKitCLI
import Testing

/// The stylesheets compiled into `Prebuilt/PrebuiltStylesheets.swift` (generated, committed,
/// compiled into this test target): every sheet in `Stylesheets/`, the converted samples in
/// `Samples/Interchange/`, and a fixture that uses every construct code generation writes.
struct PrebuiltSource: Sendable, CustomTestStringConvertible {
  /// Paths relative to the repository.
  var sheets: [String]
  var defaultSheets: [String] = []
  var typeName: String

  var name: String { sheets[0] }
  var testDescription: String { name }

  static let generatedFile = "Tests/SkinKitTests/Interchange/Prebuilt/PrebuiltStylesheets.swift"

  static let all: [PrebuiltSource] = {
    var sources: [PrebuiltSource] = []
    var names = Set<String>()
    func add(_ sheet: String, defaults: [String] = []) {
      var typeName = SwiftCodeGenerator.typeName(forFile: sheet, prefix: "Prebuilt")
      while !names.insert(typeName).inserted { typeName += "Sheet" }
      sources.append(PrebuiltSource(sheets: [sheet], defaultSheets: defaults, typeName: typeName))
    }
    for directory in ["Stylesheets", "Samples/Interchange"] {
      let url = Fixtures.repository.appendingPathComponent(directory)
      let files = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      for file in files.sorted() where file.hasSuffix(".skss") { add(directory + "/" + file) }
    }
    add(
      "Tests/Fixtures/Interchange/codegen-coverage.skss",
      defaults: ["Tests/Fixtures/Interchange/codegen-default-skin.skss"])
    return sources
  }()

  static func load(_ relative: String) throws -> Stylesheet {
    try Stylesheet.load(contentsOf: Fixtures.repository.appendingPathComponent(relative).path)
  }

  func stylesheets() throws -> (app: [Stylesheet], defaults: [Stylesheet]) {
    (try sheets.map(Self.load), try defaultSheets.map(Self.load))
  }

  func skin() throws -> PrebuiltSkin {
    let (app, defaults) = try stylesheets()
    return try PrebuiltSkin(name: typeName, compiling: app, defaultStylesheets: defaults)
  }

  /// The generated file's text, as it should be now.
  static func generatedText() throws -> String {
    let units = try all.map { source in
      SwiftCodeGenerator.Unit(
        typeName: source.typeName, sources: source.sheets + source.defaultSheets,
        skin: try source.skin())
    }
    return SwiftCodeGenerator(accessLevel: .internal).generate(
      units, catalog: "PrebuiltStylesheets")
  }
}

@Suite("skss codegen")
struct CodegenTests {
  @Test("the committed generated file is what the stylesheets generate now")
  func generatedFileIsCurrent() throws {
    let url = Fixtures.repository.appendingPathComponent(PrebuiltSource.generatedFile)
    let expected = try PrebuiltSource.generatedText()
    let committed = try? String(contentsOf: url, encoding: .utf8)
    if committed != expected, ProcessInfo.processInfo.environment["SKINKIT_RECORD_PREBUILT"] == "1"
    {
      try expected.write(to: url, atomically: true, encoding: .utf8)
      Issue.record("rewrote \(PrebuiltSource.generatedFile); build and run the tests again")
      return
    }
    #expect(
      committed == expected,
      """
      \(PrebuiltSource.generatedFile) is out of date (a stylesheet changed or was added): \
      regenerate it with SKINKIT_RECORD_PREBUILT=1 swift test --filter CodegenTests
      """)
  }

  @Test("the compiled-in catalog lists every source")
  func catalogListsEverySource() {
    #expect(PrebuiltStylesheets.all.map(\.name) == PrebuiltSource.all.map(\.name))
  }

  /// The environments every tree is resolved in.
  static let environments: [StyleEnvironment] = [
    StyleEnvironment(idiom: .phone, width: 390, height: 844),
    StyleEnvironment(
      idiom: .pad, colorScheme: .dark, horizontalSizeClass: .regular, width: 1024, height: 768),
    StyleEnvironment(
      idiom: .phone, horizontalSizeClass: .compact, verticalSizeClass: .regular, width: 500,
      height: 390, contentSize: .accessibilityLarge, layoutDirection: .rtl),
    StyleEnvironment(idiom: .tv, colorScheme: .light, width: 700, height: 700),
    StyleEnvironment(idiom: .phone, verticalSizeClass: .compact, width: 844, height: 390),
  ]

  /// The trees: the coverage tree, and every sample tree.
  static func trees() throws -> [TreeDocument] {
    var trees = [
      try TreeDocument.load(
        contentsOf: Fixtures.url("Interchange/codegen-tree.json").path)
    ]
    let directory = Fixtures.repository.appendingPathComponent("Samples/Trees")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for file in files.sorted() where file.hasSuffix(".json") {
      trees.append(try TreeDocument.load(contentsOf: directory.appendingPathComponent(file).path))
    }
    return trees
  }

  @Test(
    "a prebuilt cascade computes the same styles as the parsed sheets",
    arguments: PrebuiltSource.all)
  func prebuiltMatchesParsed(source: PrebuiltSource) throws {
    let (app, defaults) = try source.stylesheets()
    let parsed = StyleCascade(stylesheets: app, defaultStylesheets: defaults)
    let entry = try #require(PrebuiltStylesheets.all.first { $0.name == source.name })
    let prebuilt = StyleCascade(prebuilt: entry.prebuilt)
    #expect(prebuilt.diagnostics.isEmpty)
    #expect(prebuilt.rules.map(\.selector) == parsed.rules.map(\.selector))
    #expect(prebuilt.rules.map(\.order) == parsed.rules.map(\.order))
    #expect(prebuilt.rules.map(\.selectorText) == parsed.rules.map(\.selectorText))
    #expect(prebuilt.rules.map(\.layer) == parsed.rules.map(\.layer))
    var compared = 0
    for tree in try Self.trees() {
      for environment in Self.environments {
        let expected = tree.resolve(with: parsed, environment: environment)
        let actual = tree.resolve(with: prebuilt, environment: environment)
        for (node, (want, got)) in zip(expected.nodes, zip(expected.styles, actual.styles)) {
          compared += 1
          // Prebuilt data keeps no token offsets: custom properties compare by their tokens'
          // kind, value, number and flag.
          let table = parsed.table
          let differences =
            table.definitions.filter { want.value($0.id) != got.value($0.id) }
            .map { "\($0.name): \(want.value($0.id)) ≠ \(got.value($0.id))" }
            + Set(want.customProperties.keys).union(got.customProperties.keys).sorted()
            .filter {
              Self.written(want.customProperties[$0]) != Self.written(got.customProperties[$0])
            }
            .map {
              "\($0): \(Self.written(want.customProperties[$0])) ≠ \(Self.written(got.customProperties[$0]))"
            }
          guard !differences.isEmpty else { continue }
          Issue.record(
            "\(node.stylePath) \(node.styleType.name): \(differences.joined(separator: "; "))")
        }
      }
    }
    #expect(compared > 0)
  }

  /// Tokens as written, without where: kind, value, number and flag.
  static func written(_ tokens: [Token]?) -> [String] {
    tokens?.map { "\($0.kind) \($0.value) \($0.number) \($0.flag)" } ?? ["(none)"]
  }

  @Test("a skin of prebuilt rules styles widgets as the skin of the sheets does")
  func prebuiltSkin() throws {
    let source = try #require(PrebuiltSource.all.first { $0.name == "Stylesheets/Default.skss" })
    let entry = try #require(PrebuiltStylesheets.all.first { $0.name == source.name })
    func styled(_ skin: Skin) -> [String] {
      let window = Window(environment: StyleEnvironment(idiom: .phone, colorScheme: .dark))
      let bar = NavigationBar()
      let button = Button(title: "Done", classes: ["primary"])
      bar.addSubview(button)
      window.addSubview(bar)
      StyleManager(skin: skin).style(window)
      return [window.backgroundColor.hex, bar.barTintColor.hex, button.titleColor(for: []).hex]
    }
    let parsed = Skin(name: "Default", stylesheets: try source.stylesheets().app)
    let prebuilt = Skin(name: "Default", prebuilt: entry.prebuilt)
    #expect(prebuilt.diagnostics.isEmpty)
    #expect(prebuilt.name == "Default")
    #expect(styled(prebuilt) == styled(parsed))
    #expect(styled(prebuilt).allSatisfy { $0 != StyleColor.clear.hex })
  }

  @Test("the coverage sheet exercises what it claims")
  func coverageSheetIsRich() throws {
    let source = try #require(PrebuiltSource.all.last)
    let text = try source.skin().data
    for construct in [
      #"["[", "title", "=""#, #"[":nth-child", 2, 1, [["#, #"[":not", "#, #"[":is", "#,
      #"[":where", "#, #"[":phone"]"#, #"[":highlighted"]"#, #"[":first-child"]"#,
      #"["!", "View"]"#,
      #"["*"]"#, ##"["#", "main"]"##, #"["feature", "width", ">=", 600]"#, #"[":pad"]"#,
      #"["const", "#, #"["or", "#, #"["and", "#, #"["not", "#,
      #"["layer", "app", "theme", "inner"]"#,
      #"{"layer": ["theme"]"#, #"{"media": ["#, #""default-skin""#, #"["var", "#,
      #"["rel", "#, #""inherit""#, #""initial""#, #""unset""#, #", true]"#, #""currentcolor""#,
      #"["families", "#, #"["font", ["#, #"["image", "button", [0, 10, 0, 10]]"#, #"["size", "#,
      #"["insets", "#, #"["int", 3]"#, #"["kw", "center"]"#, #"["generic", "serif"]"#,
      #""monospaced""#, #"["named", "Georgia"]"#, #"">""#, #""+""#, #""~""#, #"["rgb", "#,
      #"["dimension", 2, "px", true]"#, #"["num", "#, #"["len", "#,
      #""revert-layer""#, #"["derived", ["lighten", 10], "currentcolor"]"#,
      #"["derived", ["color-mix", "srgb", "#, #"["derived", ["add-alpha", -0.2], "currentcolor"]"#,
      #"["mention", "app", ["flip-b"], [["#,
    ] {
      #expect(text.contains(construct), "\(construct)")
    }
  }

  @Test("editing comments and layout of a sheet generates the same Swift")
  func stableUnderEdits() throws {
    let sheet = """
      $accent: #ff8000;
      Button.primary, Label { color: $accent; --gap: var(--space, 4px); }
      @media dark { Label { color: white !important; } }
      """
    let edited = """
      /* A comment that moves everything after it. */
      $accent:   #ff8000;   /* another */

      Button.primary,
      Label {
        color: $accent;
        --gap: var(--space, 4px);
      }
      @media dark {
        /* and one more */
        Label { color: white !important; }
      }
      """
    func generated(_ text: String) throws -> String {
      let skin = try PrebuiltSkin(
        name: "Theme", compiling: [Stylesheet.parse(text)])
      return SwiftCodeGenerator().generate([
        .init(typeName: "Theme", sources: ["Theme.skss"], skin: skin)
      ])
    }
    #expect(try generated(sheet) == generated(edited))
    #expect(try generated(sheet) != generated(sheet.replacingOccurrences(of: "4px", with: "5px")))
  }

  @Test("values of app-registered types cannot be generated")
  func customValuesAreErrors() {
    struct Glow: Hashable, Sendable, CustomStringConvertible {
      var description: String { "glow" }
    }
    let file = SourceFile(path: "glow.skss", text: "Label {\n  --glow: x;\n}")
    let declaration = CompiledDeclaration(
      target: .custom("--glow"), value: .value(.custom(CustomStyleValue(Glow()))),
      important: false, range: SourceRange(file: file, bytes: 10..<20), writtenName: "--glow")
    let rule = RuleEntry(
      selector: ComplexSelector(
        compounds: [CompoundSelector([.type("Label", exact: false)])], combinators: []),
      block: DeclarationBlock([declaration]), origin: .app, layer: nil, media: [], order: 0,
      selectorText: nil)
    #expect {
      try PrebuiltWriter().write(CompiledSheets(entries: [rule], layers: [:], diagnostics: []))
    } throws: { error in
      (error as? PrebuiltWriteError)?.description
        == "glow.skss:2:3: error: the value 'glow' is of a type the app registered; generated code cannot construct it"
    }
  }

  @Test("a skin with @property is refused rather than generated without it")
  func propertyRulesAreErrors() {
    #expect {
      try PrebuiltSkin(
        name: "Theme",
        compiling: [
          Stylesheet.parse(
            "a { color: red; }\n@property --c { syntax: '*'; inherits: false; }", path: "t.skss")
        ])
    } throws: { error in
      (error as? PrebuiltWriteError)?.description
        == "t.skss:2:1: error: @property --c: prebuilt skin data does not hold @property rules yet"
    }
  }

  @Test("a skin with @keyframes is refused rather than generated without it")
  func keyframesRulesAreErrors() {
    #expect {
      try PrebuiltSkin(
        name: "Theme",
        compiling: [
          Stylesheet.parse(
            "a { color: red; }\n@keyframes pulse { to { opacity: 0 } }", path: "t.skss")
        ])
    } throws: { error in
      (error as? PrebuiltWriteError)?.description
        == "t.skss:2:1: error: @keyframes pulse: prebuilt skin data does not hold @keyframes rules yet"
    }
  }

  @Test(
    "type names for files",
    arguments: [
      ("Stylesheets/Default.skss", "Default"), ("dark-theme.skss", "DarkTheme"),
      ("2024 look.skss", "Sheet2024Look"), ("uiss.json", "Uiss"),
    ])
  func typeNames(path: String, expected: String) {
    #expect(SwiftCodeGenerator.typeName(forFile: path) == expected)
  }

  static func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
    let io = CommandIO.capturing()
    let status = SKSS.run(arguments, io: io)
    return (status, io.standardOutput, io.standardError)
  }

  @Test("skss codegen writes what the generator writes")
  func command() throws {
    let path = InterchangeSupport.samples.appendingPathComponent("themify.skss").path
    let result = Self.run(["codegen", path, "--name", "Orange", "--internal"])
    #expect(result.status == 0)
    #expect(result.err == "")
    let skin = try PrebuiltSkin(
      name: "Orange", compiling: [try Stylesheet.load(contentsOf: path)])
    #expect(
      result.out
        == SwiftCodeGenerator(accessLevel: .internal).generate([
          .init(typeName: "Orange", sources: [path], skin: skin)
        ]))
    #expect(result.out.contains("internal enum Orange {"))
    // The generated code states the version of its data, as the data's first record does.
    #expect(
      result.out.contains(
        "internal static let prebuilt = PrebuiltSkin(name: \"Orange\", format: 1, data: #\"\"\"\n"
          + #"    [["skinkit-prebuilt", 1],"#))
    // The seeds' formats are read too: UISS JSON straight to Swift.
    let uiss = Self.run([
      "codegen", InterchangeSupport.samples.appendingPathComponent("uiss.json").path,
    ])
    #expect(uiss.status == 0)
    #expect(uiss.out.contains("public enum Theme {"))
    #expect(uiss.out.contains(#"[["UISSDemoFirstViewController"], " ", ["Button"]]"#))
    // --theme picks the theme of the Themify plists among the sheets.
    let mixed = Self.run([
      "codegen", path, InterchangeSupport.samples.appendingPathComponent("themify.plist").path,
      "--theme", "Default",
    ])
    #expect(mixed.status == 0)
    #expect(mixed.err == "")
  }

  @Test("skss codegen -o writes a file; errors write nothing and exit 1; bad usage exits 2")
  func commandStatuses() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "skss-codegen-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let good = directory.appendingPathComponent("good.skss")
    let bad = directory.appendingPathComponent("bad.skss")
    let output = directory.appendingPathComponent("Theme.swift")
    try "Label { color: red; }\n".write(to: good, atomically: true, encoding: .utf8)
    try "Label { color: $missing; }\n".write(to: bad, atomically: true, encoding: .utf8)

    let written = Self.run(["codegen", good.path, "-o", output.path])
    #expect(written.status == 0)
    #expect(written.out == "")
    #expect(
      try String(contentsOf: output, encoding: .utf8).contains(
        #"["set", "color", ["rgb", 1, 0, 0, 1]]"#))

    let failed = Self.run(["codegen", bad.path])
    #expect(failed.status == 1)
    #expect(failed.out == "")
    #expect(failed.err.contains("bad.skss:1:16: error: constant '$missing' is not defined"))

    #expect(Self.run(["codegen"]).status == 2)
    #expect(Self.run(["codegen", good.path, "--name", "not a name"]).status == 2)
    #expect(Self.run(["codegen", directory.appendingPathComponent("none.skss").path]).status == 2)
    let help = Self.run(["codegen", "--help"])
    #expect(help.status == 0)
    #expect(
      help.out.contains(
        "examples:\n  skss codegen Stylesheets/Default.skss -o Sources/App/Theme.swift"))
  }
}
