import Foundation
import SkinKit
import Testing

/// Real design systems' token files (Tests/Fixtures/DesignTokens, provenance in its
/// PROVENANCE.md), converted, every value checked against the JSON read independently
/// (Foundation's parser, the tests' own walk and alias following).
@Suite("Design tokens: real files")
struct DesignTokenFixtureTests {
  typealias Support = DesignTokensSupport

  /// Converts a fixture, and the files it overrides (nearest first).
  static func convert(_ path: String, over bases: [String] = []) throws -> ConvertedStylesheet {
    bases.isEmpty
      ? try Interchange.load(contentsOf: Support.fixture(path))
      : try Interchange.loadDesignTokens(
        contentsOf: Support.fixture(path), overriding: bases.map(Support.fixture))
  }

  @Test("Figma SDS colors: all 90 tokens, each its components and alpha")
  func figmaColors() throws {
    let converted = try Self.convert("figma-sds/color.tokens.json")
    let properties = try Support.rootProperties([converted.stylesheet])
    let tokens = try Support.tokens(ofFile: Support.fixture("figma-sds/color.tokens.json"))
    #expect(tokens.count == 90)
    var checked = 0
    for token in tokens {
      let expected = try #require(Support.expectedColor(token.value), "\(token.path)")
      #expect(Support.colorText(properties[token.property] ?? "") == expected, "\(token.path)")
      // The file's own hex fallback agrees.
      let hex = ((token.value as? [String: Any])?["hex"] as? String)?.lowercased()
      #expect(hex == String(expected.prefix(7)), "\(token.path)")
      checked += 1
    }
    #expect(checked == 90)
    // The one empty "token" is reported where it is written.
    #expect(
      converted.diagnostics.map { "\($0.location!) \($0.severity.rawValue) \($0.id.rawValue)" } == [
        "5:13 warning invalid-token"
      ])
  }

  /// The Design Tokens color module's own examples: hot pink in each of its 14 spaces.
  static let colorModuleExamples: [(String, String)] = [
    ("srgb", "#ff00ff"), ("srgb-linear", "#ff00ff"), ("hsl", "#ff0080"), ("hwb", "#ff0080"),
    ("lab", "lab(60.17 93.54 -60.5)"), ("lch", "lch(60.17 111.4 327.11)"),
    ("oklab", "oklab(0.701 0.2746 -0.169)"), ("oklch", "oklch(0.7016 0.3225 328.363)"),
    ("display-p3", "color(display-p3 1 0 1)"), ("a98-rgb", "color(a98-rgb 1 0 1)"),
    ("prophoto-rgb", "color(prophoto-rgb 1 0 1)"), ("rec2020", "color(rec2020 1 0 1)"),
    ("xyz-d65", "color(xyz-d65 0.5929 0.2848 0.9699)"),
    ("xyz-d50", "color(xyz-d50 0.5791 0.2831 0.728)"),
  ]

  @Test("the color module's examples: each space converts exactly, its hex fallback in sRGB")
  func colorModuleSpaces() throws {
    let converted = try Self.convert("dtcg-color-module/color-type.tokens.json")
    #expect(converted.diagnostics == [])
    let properties = try Support.rootProperties([converted.stylesheet])
    for (space, css) in Self.colorModuleExamples {
      let text = try #require(properties["--hot-pink-\(space)"], "\(space)")
      #expect(text == css, "\(space)")
      // Clipped to sRGB, as an object that takes sRGB gets it: the file's fallback, but for
      // the module's HSL and HWB examples, whose hue 330 is rose (#ff0080; magenta is 300).
      let fallback = space == "hsl" || space == "hwb" ? "#ff0080ff" : "#ff00ffff"
      #expect(Support.colorText(text) == fallback, "\(space)")
    }
    #expect(properties["--white"] == "#ffffff")
    #expect(properties["--translucent-shadow"] == "#00000080")
  }

  @Test(
    "Figma SDS themes over the palette: every semantic token is its alias's color",
    arguments: ["theme-light", "theme-dark"])
  func figmaThemes(theme: String) throws {
    let palette = try Self.convert("figma-sds/color.tokens.json")
    let themed = try Self.convert(
      "figma-sds/\(theme).tokens.json", over: ["figma-sds/color.tokens.json"])
    #expect(themed.diagnostics == [])
    let properties = try Support.rootProperties([palette.stylesheet, themed.stylesheet])
    let paletteTokens = try Support.tokens(ofFile: Support.fixture("figma-sds/color.tokens.json"))
    let tokens = try Support.tokens(ofFile: Support.fixture("figma-sds/\(theme).tokens.json"))
    #expect(tokens.count == 126)
    for token in tokens {
      let target = try #require(Support.target(of: token, in: paletteTokens), "\(token.path)")
      #expect(
        Support.colorText(properties[token.property] ?? "") == Support.expectedColor(target.value),
        "\(token.path)")
    }
    // The converted text keeps the alias: `$root` is left out of the name.
    let brand = theme == "theme-light" ? "brand-800" : "white-100"
    #expect(themed.skssText().contains("  --color-background-brand: var(--color-\(brand));\n"))
  }

  @Test("Figma SDS sizes: every dimension in rem, as written")
  func figmaSizes() throws {
    let converted = try Self.convert("figma-sds/size.tokens.json")
    #expect(converted.diagnostics == [])
    let properties = try Support.rootProperties([converted.stylesheet])
    let tokens = try Support.tokens(ofFile: Support.fixture("figma-sds/size.tokens.json"))
    #expect(tokens.count == 41)
    for token in tokens {
      let value = try #require(token.value as? [String: Any], "\(token.path)")
      let number = try #require(value["value"] as? Double)
      let unit = try #require(value["unit"] as? String)
      #expect(
        properties[token.property] == TokenPrinter.formatNumber(number) + unit, "\(token.path)")
    }
  }

  @Test("Figma SDS typography: each style a font value of its aliases, with spacing and height")
  func figmaTypography() throws {
    let converted = try Self.convert("figma-sds/typography.tokens.json")
    #expect(converted.diagnostics == [])
    let text = converted.skssText()
    #expect(text.contains("  --typography-family-sans: \"inter\", sans-serif;\n"))
    #expect(
      text.contains(
        "  --typography-titleHero: var(--typography-weight-bold) var(--typography-scale-10) "
          + "var(--typography-family-sans);\n"))
    #expect(text.contains("  --typography-titleHero-letter-spacing: 0em;\n"))
    #expect(text.contains("  --typography-titleHero-line-height: 1;\n"))
    let properties = try Support.rootProperties([converted.stylesheet])
    let tokens = try Support.tokens(ofFile: Support.fixture("figma-sds/typography.tokens.json"))
    let styles = tokens.filter { $0.type == "typography" }
    #expect(styles.count == 19)
    for style in styles {
      let value = try #require(style.value as? [String: Any])
      func resolved(_ key: String) throws -> Any? {
        var part = Support.Token(path: [], type: nil, value: value[key] as Any)
        part = try #require(Support.target(of: part, in: tokens))
        return part.value
      }
      let weight = try #require(try resolved("fontWeight") as? Double)
      let size = try #require(try resolved("fontSize") as? [String: Any])
      let family = try #require(try resolved("fontFamily") as? [String])
      let generic = Set(["sans-serif", "serif", "monospace"])
      let expected =
        "\(TokenPrinter.formatNumber(weight)) \(TokenPrinter.formatNumber(size["value"] as! Double))"
        + "\(size["unit"] as! String) "
        + family.map { generic.contains($0) ? $0 : "\"\($0)\"" }.joined(separator: ", ")
      #expect(properties[style.property] == expected, "\(style.path)")
      #expect(properties[style.property + "-line-height"] != nil)
    }
    // Applied to a label, the style is its font.
    let app = Stylesheet.parse("Label { font: var(--typography-body-base); }")
    let font = try InterchangeSupport.resolve(
      [converted.stylesheet, app], tree: #"{"type": "Label"}"#, property: "font-size")
    #expect(font == ["0": "16"])
  }

  @Test("Apple HIG colors: dark as the base, light over it (it types only one of its 18)")
  func appleColors() throws {
    let dark = try Self.convert("apple-hig/dark.tokens.json")
    #expect(dark.diagnostics == [])
    let light = try Self.convert(
      "apple-hig/light.tokens.json", over: ["apple-hig/dark.tokens.json"])
    #expect(light.diagnostics == [])
    for (name, sheets) in [
      ("dark", [dark.stylesheet]), ("light", [dark.stylesheet, light.stylesheet]),
    ] {
      let properties = try Support.rootProperties(sheets)
      let tokens = try Support.tokens(ofFile: Support.fixture("apple-hig/\(name).tokens.json"))
      #expect(tokens.count == 18)
      for token in tokens {
        #expect(
          Support.colorText(properties[token.property] ?? "") == Support.expectedColor(token.value),
          "\(name) \(token.path)")
      }
    }
    #expect(light.skssText().contains("  /* Blue */\n  --color-systemBlue: #007aff;\n"))
  }

  @Test(
    "Apple HIG light on its own: each untyped token is an error at its name, the typed one converts"
  )
  func appleLightAlone() throws {
    let light = try Self.convert("apple-hig/light.tokens.json")
    #expect(Support.body(light) == ["/* Blue */", "--color-systemBlue: #007aff;"])
    let errors = light.diagnostics
    #expect(errors.count == 17)
    #expect(errors.allSatisfy { $0.id == .invalidToken && $0.severity == .error })
    #expect(
      errors.first.map { "\($0.location!) \($0.message)" }
        == "14:5 token 'color.systemBrown' has no type: give it a $type, or its group one")
    #expect(errors.last.map { "\($0.location!)" } == "158:5")
  }

  @Test("GitHub Primer shadows over its base colors: the first layer of each, its color an alias")
  func primerShadows() throws {
    let shadows = try Self.convert(
      "github-primer/shadow.tokens.json", over: ["github-primer/light.tokens.json"])
    let text = shadows.skssText()
    #expect(
      text.contains(
        """
          --shadow-resting-xsmall-color: var(--base-color-neutral-13);
          --shadow-resting-xsmall-offset: 0px 1px;
          --shadow-resting-xsmall-radius: 1px;
          --shadow-resting-xsmall-opacity: 1;

        """))
    // What the light colors do not define is an error naming the token and the alias.
    let errors = shadows.diagnostics.filter { $0.severity == .error }
    #expect(
      errors.map { "\($0.location!) \($0.id.rawValue) \($0.message)" } == [
        "244:22 token-alias-not-found token 'shadow.floating.small': the alias {overlay.borderColor} names no token",
        "342:22 token-alias-not-found token 'shadow.floating.medium': the alias {overlay.borderColor} names no token",
        "494:22 token-alias-not-found token 'shadow.floating.large': the alias {overlay.borderColor} names no token",
        "565:22 token-alias-not-found token 'shadow.floating.xlarge': the alias {overlay.borderColor} names no token",
      ])
    let base = try Self.convert("github-primer/light.tokens.json")
    let properties = try Support.rootProperties([base.stylesheet, shadows.stylesheet])
    let baseTokens = try Support.tokens(ofFile: Support.fixture("github-primer/light.tokens.json"))
    let neutral13 = try #require(
      baseTokens.first { $0.path == ["base", "color", "neutral", "13"] })
    let color = try #require(Support.target(of: neutral13, in: baseTokens))
    #expect(
      Support.colorText(properties["--shadow-resting-xsmall-color"] ?? "")
        == Support.expectedColor(color.value))
  }

  @Test("GitHub Primer base colors, sizes, typography and easing: every token")
  func primerBase() throws {
    let light = try Self.convert("github-primer/light.tokens.json")
    let properties = try Support.rootProperties([light.stylesheet])
    let tokens = try Support.tokens(ofFile: Support.fixture("github-primer/light.tokens.json"))
    var colors = 0
    for token in tokens {
      let target = try #require(Support.target(of: token, in: tokens), "\(token.path)")
      guard let expected = Support.expectedColor(target.value) else { continue }
      #expect(Support.colorText(properties[token.property] ?? "") == expected, "\(token.path)")
      colors += 1
    }
    #expect(colors == tokens.count)
    #expect(light.diagnostics.map(\.severity) == [.warning])
    let easing = try Self.convert("github-primer/easing.tokens.json")
    #expect(
      Support.body(easing).contains("--base-easing-easeIn: cubic-bezier(0.7, 0.1, 0.75, 0.9);"))
    #expect(easing.diagnostics.count == 4)
    for file in ["size", "typography"] {
      let converted = try Self.convert("github-primer/\(file).tokens.json")
      #expect(converted.diagnostics == [], "\(file)")
      let values = try Support.rootProperties([converted.stylesheet])
      for token in try Support.tokens(ofFile: Support.fixture("github-primer/\(file).tokens.json"))
      {
        #expect(values[token.property] != nil, "\(file) \(token.path)")
      }
    }
  }

  @Test("Style Dictionary's example: group types, fontSize strings in rem, aliases")
  func styleDictionary() throws {
    let converted = try Self.convert("style-dictionary/tokens.json")
    #expect(converted.diagnostics == [])
    #expect(
      Support.body(converted) == [
        "--color-neutral-0: #ffffff;", "--color-neutral-500: #767676;",
        "--color-neutral-900: #1a1a1a;", "--color-brand-primary: #0b5cad;",
        "--color-brand-accent: #f2a900;", "--color-text-default: var(--color-neutral-900);",
        "--color-text-muted: var(--color-neutral-500);",
        "--color-background-default: var(--color-neutral-0);",
        "--color-background-inverse: var(--color-neutral-900);", "--font-size-small: 0.875rem;",
        "--font-size-base: 1rem;", "--font-size-large: 1.25rem;", "--font-size-xlarge: 1.5rem;",
        "--font-size-xxlarge: 2rem;", "--space-xsmall: 0.25rem;", "--space-small: 0.5rem;",
        "--space-medium: 1rem;", "--space-large: 1.5rem;", "--space-xlarge: 2rem;",
      ])
  }
}
