import Foundation
import SkinKit
import SkinKitLanguageServer
import Testing

/// A workspace on disk — `palette.skss`, imported by the document under test — and a
/// client with the document open.
final class FeatureSession {
  let directory: URL
  let client = LSPClient()
  let uri: String

  static let palette = """
    $ink: #1c1c1e;
    View { --border: lighten($ink, 20%); }

    """

  init(
    _ text: String, options: JSONValue = ["diagnosticDelay": 0], snippets: Bool = false,
    markdown: Bool = true
  )
    throws
  {
    directory = try Product.temporaryDirectory()
    try Self.palette.write(
      to: directory.appendingPathComponent("palette.skss"), atomically: true, encoding: .utf8)
    uri = directory.appendingPathComponent("main.skss").absoluteString
    try client.initialize(root: directory, options: options, markdown: markdown, snippets: snippets)
    client.open(uri, text)
  }

  /// The completion answer at the document's marked cursor.
  static func completion(_ marked: String, snippets: Bool = false) throws -> JSONValue {
    let (text, line, character) = SkinKitTests.marked(marked)
    let session = try FeatureSession(text, snippets: snippets)
    defer { session.close() }
    return try session.client.result("textDocument/completion", at(session.uri, line, character))
  }

  func close() {
    _ = try? client.shutDown()
    try? FileManager.default.removeItem(at: directory)
  }
}

/// Completion: what is offered where, with the range each item replaces.
@Suite("Language server: completion")
struct CompletionTests {
  static let sheet = """
    @import "palette.skss";
    $accent: #007aff;

    Window {
      --surface: #f2f2f7;
      tint-color: $accent;
    }

    """

  @Test("property names (and their other names) where a declaration's name goes")
  func propertyNames() throws {
    let completion = try FeatureSession.completion(Self.sheet + "Button {\n  col‸\n}\n")
    let names = labels(completion)
    #expect(names.contains("color") && names.contains("text-color"))
    #expect(names.contains("background-color") && names.contains("corner-radius"))
    #expect(names.contains("padding") && names.contains("font"))
    #expect(!names.contains("red") && !names.contains("Button"))
    #expect(
      names.count == PropertyTable.builtIn.definitions.reduce(0) { $0 + 1 + $1.aliases.count }
        + PropertyTable.builtIn.shorthands.reduce(0) { $0 + 1 + $1.aliases.count })
    #expect(
      item("color", in: completion) == [
        "label": "color", "kind": 10, "detail": "<color> | currentcolor",
        "documentation": "Text (foreground) color.", "insertTextFormat": 1,
        "textEdit": ["range": range(8, 2, 8, 5), "newText": "color"],
      ])
    #expect(
      item("text-color", in: completion)?["detail"]
        == "color (another name): <color> | currentcolor")
    // In an empty block, at a statement's start: the same list, replacing nothing.
    let empty = try FeatureSession.completion("Label { ‸ }\n")
    #expect(labels(empty) == names)
    #expect(item("color", in: empty)?["textEdit"]?["range"] == range(0, 8, 0, 8))
  }

  @Test(
    "a keyword property's value: its keywords, the CSS-wide ones, custom properties, constants, var()"
  )
  func keywordValues() throws {
    let completion = try FeatureSession.completion(Self.sheet + "Label { text-align: ‸ }\n")
    #expect(
      labels(completion) == [
        "natural", "left", "center", "right", "justified", "inherit", "initial", "unset",
        "--border", "--surface", "$ink", "$accent", "var()",
      ])
    #expect(
      item("--surface", in: completion) == [
        "label": "--surface", "kind": 6, "detail": "var(--surface)", "insertTextFormat": 1,
        "textEdit": ["range": range(7, 20, 7, 20), "newText": "var(--surface)"],
      ])
    #expect(item("$accent", in: completion)?["detail"] == "#007aff")
  }

  @Test("a color's value: named colors with their hex, color functions, currentcolor")
  func colorValues() throws {
    let completion = try FeatureSession.completion(Self.sheet + "Label {\n  color: li‸;\n}\n")
    let names = labels(completion)
    #expect(names.starts(with: ["currentcolor", "transparent", "inherit", "initial", "unset"]))
    #expect(names.contains("lime") && names.contains("rebeccapurple") && names.contains("$accent"))
    #expect(names.contains("lighten()") && names.contains("color-mix()") && names.contains("var()"))
    #expect(!names.contains("calc()") && !names.contains("natural"))
    #expect(
      item("lime", in: completion) == [
        "label": "lime", "kind": 16, "documentation": "#00ff00ff", "insertTextFormat": 1,
        "textEdit": ["range": range(8, 9, 8, 11), "newText": "lime"],
      ])
    #expect(
      item("lighten()", in: completion) == [
        "label": "lighten()", "kind": 3, "insertTextFormat": 1,
        "textEdit": ["range": range(8, 9, 8, 11), "newText": "lighten("],
      ])
    // With snippets, a function's parentheses are inserted around the cursor.
    let snippets = try FeatureSession.completion(
      Self.sheet + "Label { color: ‸ }\n", snippets: true)
    #expect(item("lighten()", in: snippets)?["textEdit"]?["newText"] == "lighten($1)")
    #expect(item("lighten()", in: snippets)?["insertTextFormat"] == 2)
    // A length: math functions, no colors.
    let length = labels(try FeatureSession.completion("Label { corner-radius: ‸ }\n"))
    #expect(
      length == [
        "inherit", "initial", "unset", "calc()", "min()", "max()", "clamp()", "round()", "mod()",
        "rem()", "abs()", "sign()", "hypot()", "pow()", "sqrt()", "exp()", "log()", "sin()",
        "cos()", "tan()", "asin()", "acos()", "atan()", "atan2()", "var()",
      ])
  }

  @Test("inside var( the custom properties; after $ the constants defined before the cursor")
  func variables() throws {
    let inVar = try FeatureSession.completion(Self.sheet + "Label { color: var(--s‸) }\n")
    #expect(labels(inVar) == ["--border", "--surface"])
    #expect(
      item("--surface", in: inVar)?["textEdit"] == [
        "range": range(7, 19, 7, 22), "newText": "--surface",
      ])
    #expect(item("--border", in: inVar)?["detail"] == "lighten($ink, 20%)")
    let constants = try FeatureSession.completion(
      Self.sheet + "Label { color: $a‸; }\n$later: red;\n")
    #expect(labels(constants) == ["$ink", "$accent"])
    #expect(
      item("$accent", in: constants)?["textEdit"] == [
        "range": range(7, 15, 7, 17), "newText": "$accent",
      ])
    // A constant's own value takes constants and colors too.
    let constantValue = labels(try FeatureSession.completion(Self.sheet + "$hover: darken($‸"))
    #expect(constantValue == ["$ink", "$accent"])
  }

  @Test("pseudo-classes after ':' in a selector; types where a compound starts; at-rules after '@'")
  func selectors() throws {
    let pseudo = try FeatureSession.completion(Self.sheet + "Button:hi‸ {}\n")
    let names = labels(pseudo)
    #expect(
      names.starts(with: [
        "highlighted", "selected", "disabled", "focused", "enabled", "normal", "exact",
      ]))
    #expect(
      names.contains("first-child") && names.contains("nth-child()") && names.contains("dark"))
    #expect(names.contains("not()") && names.contains("pad") && !names.contains("color"))
    #expect(
      item("highlighted", in: pseudo) == [
        "label": "highlighted", "kind": 14, "detail": "state", "insertTextFormat": 1,
        "textEdit": ["range": range(7, 7, 7, 9), "newText": "highlighted"],
      ])
    #expect(item("nth-child()", in: pseudo)?["textEdit"]?["newText"] == "nth-child(")
    #expect(item("has()", in: pseudo)?["detail"] == "relational")
    // Nested: `&:` in a block is a selector too, and so is `Label:` (a type, not a property).
    #expect(labels(try FeatureSession.completion("Button { &:‸ }\n")) == names)
    #expect(labels(try FeatureSession.completion("Button { Label:‸ }\n")) == names)

    let types = try FeatureSession.completion("Card { }\nNavigationBar > ‸")
    let typeNames = labels(types)
    #expect(typeNames.starts(with: ["View", "Window", "Label"]))
    #expect(typeNames.contains("TabBarController") && typeNames.last == "Card")
    #expect(item("Button", in: types)?["detail"] == "Button ← Control ← View")
    #expect(item("Card", in: types)?["detail"] == "declared type")
    // A capitalized word in a block starts a nested rule.
    let nested = labels(try FeatureSession.completion("Button { Lab‸ }\n"))
    #expect(nested.starts(with: ["View", "Window", "Label"]) && !nested.contains("color"))
    // The `types` setting declares types too.
    let session = try FeatureSession("", options: ["types": ["Badge"], "diagnosticDelay": 0])
    defer { session.close() }
    #expect(
      labels(try session.client.result("textDocument/completion", at(session.uri, 0, 0))).last
        == "Badge")

    let atRules = try FeatureSession.completion("@me‸")
    #expect(
      labels(atRules) == [
        "@media", "@supports", "@container", "@scope", "@layer", "@import", "@extend",
        "@property", "@keyframes",
      ])
    // In @property's block: descriptors, not properties or selectors.
    #expect(labels(try FeatureSession.completion("@property --a { sy‸ }")) == [])
    #expect(
      item("@media", in: atRules)?["textEdit"] == ["range": range(0, 0, 0, 3), "newText": "@media"])
  }

  @Test("in @media: the environment's features after '(', each one's values after ':'")
  func mediaFeatures() throws {
    let features = try FeatureSession.completion("@media (prefers-con‸")
    #expect(
      labels(features) == [
        "idiom", "orientation", "color-scheme", "prefers-color-scheme", "horizontal-size-class",
        "vertical-size-class", "width", "min-width", "max-width", "height", "min-height",
        "max-height", "content-size", "min-content-size", "max-content-size", "layout-direction",
        "prefers-contrast", "prefers-reduced-motion", "prefers-reduced-transparency",
        "inverted-colors", "legibility-weight",
      ])
    #expect(
      item("prefers-contrast", in: features) == [
        "label": "prefers-contrast", "kind": 10, "detail": "no-preference | more | less",
        "documentation": "the contrast asked for (Increase Contrast is more)",
        "insertTextFormat": 1,
        "textEdit": ["range": range(0, 8, 0, 19), "newText": "prefers-contrast"],
      ])
    #expect(labels(try FeatureSession.completion("@media dark and (‸")).count == 21)
    #expect(
      labels(try FeatureSession.completion("Button { @media (legibility-weight: ‸")) == [
        "regular", "bold",
      ])
    #expect(
      labels(try FeatureSession.completion("@media (min-content-size: acc‸")).suffix(2) == [
        "accessibility-extra-extra-large", "accessibility-extra-extra-extra-large",
      ])
    #expect(labels(try FeatureSession.completion("@media (width: ‸")) == [])
  }

  @Test("nothing in comments, strings, class names and media queries")
  func nothing() throws {
    for text in [
      "/* col‸", "Button { /* color: ‸ */ }", "// Button ‸", "Label { image: image(\"a‸\") }",
      "Button.pri‸ {}", "@media (width >= ‸", "@import \"pal‸",
    ] {
      #expect(labels(try FeatureSession.completion(text)) == [], "\(text)")
    }
  }
}
