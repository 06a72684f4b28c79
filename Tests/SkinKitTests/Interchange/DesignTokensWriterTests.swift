import Foundation
import SkinKit
import Testing

@testable import SkinKitCLI
@testable import SkinKitInterchange

/// `skss convert --to dtcg`: a sheet's root custom properties and constants as typed design
/// tokens, and the round trips through it.
@Suite("Design tokens: writing")
struct DesignTokensWriterTests {
  typealias Support = DesignTokensSupport

  static func write(_ sheet: String) -> (json: [String: Any], text: String, diagnostics: [String]) {
    let (text, diagnostics) = DesignTokensWriter.write(Stylesheet.parse(sheet, path: "a.skss"))
    let json = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
    return (json, text, diagnostics.map { "\($0.location!) \($0.id.rawValue) \($0.message)" })
  }

  @Test("each kind of value gets its type; aliases name tokens; comments describe")
  func typedValues() throws {
    let (json, text, diagnostics) = Self.write(
      """
      $brand: #0066cc;
      :root {
        /* The accent */
        --accent: rgba(255, 0, 0, 0.5);
        --link: var(--accent);
        --brand-alias: $brand;
        --gap: 8px;
        --gap-pt: 12pt;
        --gap-calc: calc(4px * 3);
        --wide: 1.5rem;
        --ratio: 1.25;
        --families: "Helvetica Neue", Arial, sans-serif;
        --family: system-ui;
        --weight: bold;
        --fast: 150ms;
        --ease: cubic-bezier(0.5, 0, 1, 1);
        /* Deprecated: use --accent */
        --old: lighten(#000000, 50%);
        --relative: 2em;
        --broken: var(--nothing);
      }
      @media dark { :root { --accent: #ffffff; } }
      Button { --not-root: 1; }
      """)
    #expect(
      text.hasPrefix(
        """
        {
          "brand": {
            "$type": "color",
            "$value": {
              "colorSpace": "srgb",
              "components": [0, 0.4, 0.8],
              "hex": "#0066cc"
            }
          },
          "accent": {
            "$type": "color",
            "$value": {
              "colorSpace": "srgb",
              "components": [1, 0, 0],
              "alpha": 0.502,
              "hex": "#ff0000"
            },
            "$description": "The accent"
          },
          "link": {
            "$type": "color",
            "$value": "{accent}"
          },
          "brand-alias": {
            "$type": "color",
            "$value": "{brand}"
          },
        """))
    func value(_ name: String) -> Any? { (json[name] as? [String: Any])?["$value"] }
    func measure(_ name: String) -> String? {
      guard let object = value(name) as? [String: Any], let number = object["value"] as? Double,
        let unit = object["unit"] as? String
      else { return nil }
      return TokenPrinter.formatNumber(number) + unit
    }
    func type(_ name: String) -> String? { (json[name] as? [String: Any])?["$type"] as? String }
    #expect(type("gap") == "dimension")
    #expect(measure("gap") == "8px")
    #expect(measure("gap-pt") == "12px")
    #expect(measure("gap-calc") == "12px")
    #expect(measure("wide") == "1.5rem")
    #expect(type("ratio") == "number")
    #expect(value("ratio") as? Double == 1.25)
    #expect(type("families") == "fontFamily")
    #expect(value("families") as? [String] == ["Helvetica Neue", "Arial", "sans-serif"])
    #expect(value("family") as? String == "system")
    #expect(type("weight") == "fontWeight")
    #expect(value("weight") as? String == "bold")
    #expect(type("fast") == "duration")
    #expect(measure("fast") == "150ms")
    #expect(type("ease") == "cubicBezier")
    #expect(value("ease") as? [Double] == [0.5, 0, 1, 1])
    #expect((json["old"] as? [String: Any])?["$deprecated"] as? String == "use --accent")
    #expect(((value("old") as? [String: Any])?["hex"]) as? String == "#808080")
    #expect(json["relative"] == nil)
    #expect(json["broken"] == nil)
    #expect(json["not-root"] == nil)
    #expect(
      diagnostics == [
        "19:3 conversion-unsupported --relative: '2em' has no design token type (color, dimension, number, font family or weight, duration, curve); it is left out",
        "20:3 conversion-unsupported --broken has no value at the root (invalid once var() is substituted); it is left out",
      ])
  }

  @Test("a description is the comment on the line before; a file's header a blank line away is not")
  func descriptions() {
    let (json, _, _) = Self.write(
      """
      /* The sheet's header */

      $brand: #111111;
      :root {
        --a: 1; /* not before --b */

        /* Spacing */
        --b: 2px;
      }
      """)
    func description(_ name: String) -> String? {
      (json[name] as? [String: Any])?["$description"] as? String
    }
    #expect(description("brand") == nil)
    #expect(description("a") == nil)
    #expect(description("b") == "Spacing")
  }

  @Test("a color is written in its own space, and read back exactly; lengths only in px or rem")
  func colorSpaces() throws {
    let (json, _, diagnostics) = Self.write(
      """
      :root {
        --a: oklch(0.7016 0.3225 328.363);
        --b: color(display-p3 1 0 1 / 0.5);
        --c: lab(60.17 93.54 -60.5);
        --d: oklch(0.5 0.1 none);
        --e: color(srgb 1.2 0 0);
        --f: #336699;
        --g: hsl(120 50% 100%);
        --h: 10vw;
        --i: 2ch;
      }
      """)
    func value(_ name: String) -> String {
      let object = (json[name] as? [String: Any])?["$value"] ?? [:]
      let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
      return data.map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
    #expect(
      value("a")
        == ##"{"colorSpace":"oklch","components":[0.7016,0.3225,328.363],"hex":"#ff00ff"}"##)
    #expect(
      value("b")
        == ##"{"alpha":0.5,"colorSpace":"display-p3","components":[1,0,1],"hex":"#ff00ff"}"##)
    #expect(
      value("c") == ##"{"colorSpace":"lab","components":[60.17,93.54,-60.5],"hex":"#ff00ff"}"##)
    #expect(
      value("d") == ##"{"colorSpace":"oklch","components":[0.5,0.1,"none"],"hex":"#904961"}"##)
    // Out of its space's range: in oklch, which holds it, converted as Chromium converts it
    // (`oklch(from color(srgb 1.2 0 0) l c h)` is `oklch(0.721521 0.296097 29.2346)`).
    #expect(
      value("e")
        == ##"{"colorSpace":"oklch","components":[0.7215,0.2961,29.2346],"hex":"#ff0000"}"##)
    #expect(value("f") == ##"{"colorSpace":"srgb","components":[0.2,0.4,0.6],"hex":"#336699"}"##)
    #expect(value("g") == ##"{"colorSpace":"hsl","components":[120,50,100],"hex":"#ffffff"}"##)
    // A length in viewport units or ch has no design token form (it was written as 0rem).
    #expect(json["h"] == nil && json["i"] == nil)
    #expect(
      diagnostics == [
        "9:3 conversion-unsupported --h: '10vw' has no design token type (color, dimension, number, font family or weight, duration, curve); it is left out",
        "10:3 conversion-unsupported --i: '2ch' has no design token type (color, dimension, number, font family or weight, duration, curve); it is left out",
      ])
    let back = try Support.rootProperties([
      try Support.convert(
        Self.write(
          ":root { --a: oklch(0.7016 0.3225 328.363); --d: oklch(0.5 0.1 none); --g: hsl(120 50% 100%); }"
        ).text
      ).stylesheet
    ])
    #expect(back["--a"] == "oklch(0.7016 0.3225 328.363)")
    #expect(back["--d"] == "oklch(0.5 0.1 none)")
    #expect(back["--g"] == "#ffffff")
  }

  /// Every root custom property of `sheets`, typed where it can be (colors as `#rrggbbaa`).
  static func resolved(_ sheets: [Stylesheet]) throws -> [String: String] {
    try Support.rootProperties(sheets).mapValues(Support.normalized)
  }

  @Test(
    "tokens → .skss → tokens → .skss: the same values, property by property",
    arguments: [
      "figma-sds/color.tokens.json", "figma-sds/size.tokens.json",
      "figma-sds/typography.tokens.json", "style-dictionary/tokens.json",
      "github-primer/light.tokens.json", "apple-hig/dark.tokens.json",
    ])
  func roundTripFromTokens(fixture: String) throws {
    let first = try Interchange.load(contentsOf: Support.fixture(fixture))
    let sheet = Stylesheet.parse(first.skssText(), path: "first.skss")
    let (json, warnings) = DesignTokensWriter.write(sheet)
    #expect(warnings == [])
    let second = try Support.convert(json, path: "second.tokens.json")
    #expect(second.diagnostics.filter { $0.severity == .error } == [])
    let before = try Self.resolved([sheet])
    let after = try Self.resolved([second.stylesheet])
    #expect(before.count > 10)
    #expect(after == before)
  }

  @Test(
    "a .skss sheet → tokens → .skss: the same values at the root",
    arguments: ["Stylesheets/Default.skss", "Stylesheets/Ocean.skss"])
  func roundTripFromSheet(path: String) throws {
    let sheet = try Stylesheet.load(contentsOf: Product.path(path))
    let (json, _) = DesignTokensWriter.write(sheet)
    let back = try Support.convert(json)
    #expect(back.diagnostics == [])
    let before = try Self.resolved([sheet])
    let after = try Self.resolved([back.stylesheet])
    // Every custom property the root had comes back with its value; each constant becomes
    // a custom property too.
    #expect(before.count > 10)
    for (name, value) in before { #expect(after[name] == value, "\(path) \(name)") }
    let constants = sheet.tree.items.compactMap { item -> String? in
      if case .constant(let constant) = item { return "--" + constant.name }
      return nil
    }
    #expect(Set(after.keys).subtracting(before.keys) == Set(constants))
  }

  @Test("skss convert --to dtcg: the JSON on standard output, warnings on standard error")
  func command() throws {
    let workspace = try Workspace([
      "theme.skss": ":root { --ink: #111111; --size: 1em; }",
      "tokens.json": ###"{"ink": {"$type": "color", "$value": "#111111"}}"###,
    ])
    let result = workspace.run(["convert", "--to", "dtcg", "theme.skss"])
    #expect(result.status == 0)
    #expect(
      result.out == """
        {
          "ink": {
            "$type": "color",
            "$value": {
              "colorSpace": "srgb",
              "components": [0.0667, 0.0667, 0.0667],
              "hex": "#111111"
            }
          }
        }

        """)
    #expect(
      result.err
        == "theme.skss:1:25: warning: --size: '1em' has no design token type (color, dimension, number, font family or weight, duration, curve); it is left out [conversion-unsupported]\n"
    )
    let written = workspace.run([
      "convert", "--to=dtcg", "theme.skss", "-o", workspace.path("out.tokens.json"),
    ])
    #expect(written.status == 0)
    #expect(written.out == "")
    #expect(
      (try? String(contentsOfFile: workspace.path("out.tokens.json"), encoding: .utf8))
        == result.out)
    let two = workspace.run(["convert", "--to", "dtcg", "theme.skss", "tokens.json"])
    #expect(two.status == 2)
    #expect(two.err.hasPrefix("skss convert: --to dtcg takes one sheet\n"))
  }
}
