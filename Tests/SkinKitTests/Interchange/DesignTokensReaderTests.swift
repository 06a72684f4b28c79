import Foundation
import SkinKit
import Testing

/// Design tokens (DTCG 2025.10) read as `:root` custom properties, value by value, from
/// hand-written files.
@Suite("Design tokens: reading")
struct DesignTokensReaderTests {
  typealias Support = DesignTokensSupport

  /// The custom property lines one token converts to, and the diagnostics.
  static func convert(_ json: String) throws -> (lines: [String], diagnostics: [String]) {
    let converted = try Support.convert(json)
    return (Support.body(converted), Support.diagnostics(converted))
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var type: String
    var value: String
    var expected: [String]
    var testDescription: String { "\(type) \(value)" }
  }

  static let values: [Case] = [
    // Colors: objects in the color spaces SkinKit reads, and older strings.
    Case(
      type: "color", value: #"{"colorSpace": "srgb", "components": [1, 0, 0]}"#,
      expected: ["#ff0000"]),
    Case(
      type: "color",
      value:
        ##"{"colorSpace": "srgb", "components": [0, 0.4, 0.8], "alpha": 0.5, "hex": "#0066cc"}"##,
      expected: ["#0066cc80"]),
    Case(
      type: "color", value: #"{"colorSpace": "srgb", "components": ["none", 0, 1]}"#,
      expected: ["#0000ff"]),
    Case(
      type: "color", value: #"{"colorSpace": "hsl", "components": [120, 100, 25]}"#,
      expected: ["#008000"]),
    Case(
      type: "color", value: #"{"colorSpace": "hwb", "components": [240, 20, 20]}"#,
      expected: ["#3333cc"]),
    Case(
      type: "color", value: #"{"colorSpace": "srgb-linear", "components": [0.2140412, 0, 1]}"#,
      expected: ["#8000ff"]),
    Case(type: "color", value: ##""#FF8000""##, expected: ["#ff8000"]),
    Case(type: "color", value: ##""#ff800080""##, expected: ["#ff800080"]),
    Case(type: "color", value: #""rgba(0, 0, 0, 0.1)""#, expected: ["#0000001a"]),
    Case(type: "color", value: #""rebeccapurple""#, expected: ["#663399"]),
    // Dimensions.
    Case(type: "dimension", value: #"{"value": 16, "unit": "px"}"#, expected: ["16px"]),
    Case(type: "dimension", value: #"{"value": 0.5, "unit": "rem"}"#, expected: ["0.5rem"]),
    Case(type: "dimension", value: #"{"value": 0, "unit": "px"}"#, expected: ["0px"]),
    Case(type: "dimension", value: #""1.25rem""#, expected: ["1.25rem"]),
    Case(type: "dimension", value: #""-4px""#, expected: ["-4px"]),
    Case(type: "dimension", value: #""0""#, expected: ["0px"]),
    // Fonts and numbers.
    Case(type: "fontFamily", value: #""Comic Sans MS""#, expected: [#""Comic Sans MS""#]),
    Case(
      type: "fontFamily", value: #"["Helvetica", "Arial", "sans-serif"]"#,
      expected: [#""Helvetica", "Arial", sans-serif"#]),
    Case(type: "fontWeight", value: "350", expected: ["350"]),
    Case(type: "fontWeight", value: #""extra-bold""#, expected: ["800"]),
    Case(type: "fontWeight", value: #""hairline""#, expected: ["100"]),
    Case(type: "fontWeight", value: #""extra-black""#, expected: ["950"]),
    Case(type: "number", value: "2.3", expected: ["2.3"]),
    Case(type: "number", value: "-1", expected: ["-1"]),
    // Composites.
    Case(
      type: "border",
      value: ##"{"color": "#222222", "width": {"value": 3, "unit": "px"}, "style": "solid"}"##,
      expected: ["3px solid #222222"]),
    Case(
      type: "shadow",
      value:
        #"{"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5}, "offsetX": {"value": 0.5, "unit": "rem"}, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 1.5, "unit": "rem"}, "spread": {"value": 0, "unit": "rem"}}"#,
      expected: [
        ": 0.5rem 2px 1.5rem 0rem #00000080", "-color: #00000080", "-offset: 0.5rem 2px",
        "-radius: 1.5rem", "-opacity: 1",
      ]),
    Case(
      type: "typography",
      value:
        #"{"fontFamily": ["Inter", "system-ui"], "fontSize": {"value": 16, "unit": "px"}, "fontWeight": "bold", "letterSpacing": {"value": 0.5, "unit": "px"}, "lineHeight": 1.5}"#,
      expected: [#": 700 16px "Inter", system-ui"#, "-letter-spacing: 0.5px", "-line-height: 1.5"]),
    // Other tools' types, read as what they mean.
    Case(type: "fontSize", value: #""0.875rem""#, expected: ["0.875rem"]),
    Case(type: "spacing", value: "8", expected: ["8px"]),
    Case(type: "fontWeights", value: #""Bold""#, expected: ["700"]),
    Case(type: "opacity", value: #""50%""#, expected: ["0.5"]),
  ]

  @Test("each type's value converts to its .skss text", arguments: values)
  func value(_ test: Case) throws {
    let (lines, diagnostics) = try Self.convert(
      #"{"t": {"$type": "\#(test.type)", "$value": \#(test.value)}}"#)
    let expected = test.expected.map { part in
      part.hasPrefix(":") || (part.hasPrefix("-") && part.contains(":"))
        ? "--t\(part);" : "--t: \(part);"
    }
    #expect(lines == expected)
    #expect(diagnostics == [])
  }

  @Test("a converted value resolves in the cascade to what it means")
  func resolvedValues() throws {
    let converted = try Support.convert(
      #"""
      {
        "brand": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0.47843137254901963, 1]}},
        "gap": {"$type": "dimension", "$value": {"value": 1.5, "unit": "rem"}},
        "body": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": {"value": 17, "unit": "px"},
          "fontWeight": 600, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}}
      }
      """#)
    let app = Stylesheet.parse(
      """
      Button { title-color: var(--brand); padding: var(--gap); title-font: var(--body); }
      """)
    let values = try InterchangeSupport.resolve(
      [converted.stylesheet, app], tree: #"{"type": "Button"}"#, property: "title-color")
    #expect(values == ["0": "#007affff"])
    let padding = try InterchangeSupport.resolve(
      [converted.stylesheet, app], tree: #"{"type": "Button"}"#, property: "padding-top")
    #expect(padding == ["0": "24"])
    let font = try InterchangeSupport.resolve(
      [converted.stylesheet, app], tree: #"{"type": "Button"}"#, property: "title-font")
    #expect(font == ["0": "600 17 Georgia"])
  }

  @Test("types no property takes are kept for code, with a warning naming the token")
  func typesWithoutProperty() throws {
    let (lines, diagnostics) = try Self.convert(
      #"""
      {
        "motion": {
          "fast": {"$type": "duration", "$value": {"value": 150, "unit": "ms"}},
          "ease": {"$type": "cubicBezier", "$value": [0.5, 0, 1, 1]},
          "emphasis": {"$type": "transition", "$value": {"duration": "{motion.fast}",
            "delay": {"value": 0, "unit": "s"}, "timingFunction": [0, 0, 0.5, 1]}}
        },
        "line": {"$type": "strokeStyle", "$value": "dashed"}
      }
      """#)
    #expect(
      lines == [
        "--motion-fast: 150ms;", "--motion-ease: cubic-bezier(0.5, 0, 1, 1);",
        "--motion-emphasis: var(--motion-fast) 0s cubic-bezier(0, 0, 0.5, 1);",
        "--line: dashed;",
      ])
    #expect(
      diagnostics == [
        "3:5 conversion-unsupported", "4:5 conversion-unsupported", "5:5 conversion-unsupported",
        "8:3 conversion-unsupported",
      ])
    let converted = try Support.convert(
      #"{"fast": {"$type": "duration", "$value": {"value": 1, "unit": "s"}}}"#)
    #expect(
      converted.diagnostics.map(\.message) == [
        "token 'fast' is a duration, which no .skss property takes; --fast keeps it for code to read"
      ])
  }

  @Test("groups: $type inherited from the closest group, $root, descriptions and deprecations")
  func groups() throws {
    let (lines, diagnostics) = try Self.convert(
      #"""
      {
        "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
        "color": {
          "$type": "color",
          "$description": "Colors",
          "$extensions": {"org.example": {"anything": [1, 2]}},
          "accent": {
            "$root": {"$value": "#dd0000", "$description": "The accent"},
            "light": {"$value": "#ff2222", "$extensions": {"org.example.tool": 42}},
            "old": {"$value": "#aa0000", "$deprecated": true}
          },
          "legacy": {
            "$deprecated": "Use color.accent",
            "red": {"$value": "#ff0000"},
            "kept": {"$value": "#00ff00", "$deprecated": false, "$description": "Still fine"}
          },
          "size": {"$type": "dimension", "small": {"$value": "4px"}}
        }
      }
      """#)
    #expect(
      lines == [
        "/* The accent */", "--color-accent: #dd0000;", "--color-accent-light: #ff2222;",
        "/* Deprecated. */", "--color-accent-old: #aa0000;",
        "/* Deprecated: Use color.accent */", "--color-legacy-red: #ff0000;",
        "/* Still fine */", "--color-legacy-kept: #00ff00;", "--color-size-small: 4px;",
      ])
    #expect(diagnostics == [])
  }

  @Test("aliases: var() of the token named, chains kept link by link; the others still convert")
  func aliases() throws {
    let json = #"""
      {
        "base": {"blue": {"$type": "color", "$value": "#0066cc"}},
        "semantic": {
          "brand": {"$value": "{base.blue}"},
          "link": {"$value": "{semantic.brand}", "$description": "Links"},
          "pointer": {"$ref": "#/base/blue"},
          "hue": {"$type": "number", "$value": {"$ref": "#/after/$value"}},
          "missing": {"$value": "{base.green}"},
          "group": {"$value": "{base}"},
          "mismatch": {"$type": "dimension", "$value": "{base.blue}"}
        },
        "loop": {"a": {"$value": "{loop.b}"}, "b": {"$value": "{loop.c}"}, "c": {"$value": "{loop.a}"}},
        "after": {"$type": "number", "$value": 1}
      }
      """#
    let converted = try Support.convert(json)
    #expect(
      Support.body(converted) == [
        "--base-blue: #0066cc;", "--semantic-brand: var(--base-blue);", "/* Links */",
        "--semantic-link: var(--semantic-brand);", "--semantic-pointer: var(--base-blue);",
        "--semantic-hue: 1;", "--after: 1;",
      ])
    #expect(
      converted.diagnostics.map { "\($0.location!) \($0.id.rawValue) \($0.message)" } == [
        "8:27 token-alias-not-found token 'semantic.missing': the alias {base.green} names no token",
        "9:25 token-alias-not-found token 'semantic.group': the alias {base} names a group, not a token",
        "10:50 invalid-token token 'semantic.mismatch' is a dimension, but its alias {base.blue} names a color",
        "12:28 token-alias-cycle token 'loop.a' is in an alias cycle: loop.a → loop.b → loop.c → loop.a",
        "12:57 token-alias-cycle token 'loop.b' is in an alias cycle: loop.a → loop.b → loop.c → loop.a",
        "12:86 token-alias-cycle token 'loop.c' is in an alias cycle: loop.a → loop.b → loop.c → loop.a",
      ])
    // The alias chain resolves to the base value.
    let properties = try Support.rootProperties([converted.stylesheet])
    #expect(Support.colorText(properties["--semantic-link"] ?? "") == "#0066ccff")
  }

  @Test("$ref into part of a value reads that part; an alias inside a composite is a var()")
  func references() throws {
    let (lines, diagnostics) = try Self.convert(
      #"""
      {
        "base": {"$type": "color", "blue": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 0.9]}}},
        "space": {"$type": "dimension", "s": {"$value": {"value": 4, "unit": "px"}}},
        "primary": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [
          {"$ref": "#/base/blue/$value/components/0"}, {"$ref": "#/base/blue/$value/components/1"}, 0.7]}},
        "ring": {"$type": "border", "$value": {"color": "{base.blue}", "width": "{space.s}", "style": "dashed"}}
      }
      """#)
    #expect(
      lines == [
        "--base-blue: #3366e6;", "--space-s: 4px;", "--primary: #3366b3;",
        "--ring: var(--space-s) dashed var(--base-blue);",
      ])
    #expect(diagnostics == [])
  }

  @Test("$extends: a group inherits another's tokens, its own replacing them")
  func extends() throws {
    let (lines, diagnostics) = try Self.convert(
      #"""
      {
        "button": {
          "$type": "color",
          "background": {"$value": "#0066cc"},
          "text": {"$value": "#ffffff"},
          "size": {"$type": "dimension", "height": {"$value": "44px"}, "inset": {"$value": "8px"}}
        },
        "button-primary": {
          "$extends": "{button}",
          "background": {"$value": "#cc0066"},
          "size": {"height": {"$value": "48px"}}
        },
        "loop": {"$extends": "{loop}"}
      }
      """#)
    #expect(
      lines == [
        "--button-background: #0066cc;", "--button-text: #ffffff;", "--button-size-height: 44px;",
        "--button-size-inset: 8px;", "--button-primary-background: #cc0066;",
        "--button-primary-text: #ffffff;", "--button-primary-size-height: 48px;",
        "--button-primary-size-inset: 8px;",
      ])
    #expect(diagnostics == ["13:24 invalid-token"])
  }

  @Test(
    "values that do not fit their type: an error at the value, naming the token",
    arguments: [
      (
        "color", #"{"colorSpace": "srgb", "components": [1, 0]}"#, 37,
        "token 't': srgb components are 3 numbers (0–1, 0–1, 0–1)"
      ),
      (
        "color", #"{"colorSpace": "srgb", "components": [1.5, 0, 0]}"#, 37,
        "token 't': srgb components are 3 numbers (0–1, 0–1, 0–1)"
      ),
      (
        "color", #"{"colorSpace": "oklch", "components": [1.2, 0.1, 200]}"#, 38,
        "token 't': oklch components are 3 numbers (0–1, 0 or more, 0–360)"
      ),
      (
        "color", #"{"colorSpace": "cmyk", "components": [0, 1, 0, 0]}"#, 15,
        "token 't': 'cmyk' is not a color space of the Design Tokens color module; give this color a hex fallback"
      ),
      ("color", #"{"components": [1, 0, 0]}"#, 0, "token 't': the color has no colorSpace"),
      ("color", #""not a color""#, 0, "token 't': 'not a color' is not a color"),
      (
        "color", "12", 0, "token 't': a color is {colorSpace, components, alpha, hex}, not a number"
      ),
      (
        "dimension", #"{"value": 16, "unit": "pt"}"#, 22,
        "token 't': a dimension's unit is px or rem"
      ),
      (
        "dimension", "16", 0,
        #"token 't': a dimension is {"value": number, "unit": "px" or "rem"}"#
      ),
      (
        "dimension", #""16 px""#, 0,
        "token 't': '16 px' is not a dimension (such as 16px or 1.5rem)"
      ),
      (
        "fontWeight", "1001", 0,
        "token 't': a font weight is a number from 1 to 1000 or a name such as bold"
      ),
      (
        "fontWeight", #""Bold""#, 0,
        "token 't': a font weight is a number from 1 to 1000 or a name such as bold"
      ),
      ("fontFamily", "[]", 0, "token 't': a font family is a name or a list of names"),
      ("number", #""2""#, 0, "token 't': a number token's value is a JSON number"),
      (
        "cubicBezier", "[2, 0, 1, 1]", 0,
        "token 't': a cubic Bézier curve is [x1, y1, x2, y2] with x1 and x2 from 0 to 1"
      ),
      (
        "duration", #"{"value": 1, "unit": "min"}"#, 0,
        #"token 't': a duration is {"value": number, "unit": "ms" or "s"}"#
      ),
      ("shadow", ##"{"color": "#000000"}"##, 0, "token 't': the shadow has no offsetX"),
      (
        "strokeStyle", #""wavy""#, 0,
        "token 't': SkinKit reads stroke styles that are keywords (solid, dashed, dotted, double, groove, ridge, outset, inset)"
      ),
    ])
  func invalidValue(type: String, value: String, offset: Int, message: String) throws {
    let prefix = #"{"t": {"$type": "\#(type)", "$value": "#
    let converted = try Support.convert(
      prefix + value + #"}, "u": {"$type": "number", "$value": 2}}"#)
    let location = "1:\(prefix.count + 1 + offset)"
    #expect(Support.body(converted) == ["--u: 2;"])
    let errors = converted.diagnostics.filter { $0.severity == .error }
    #expect(
      errors.map { "\($0.location!) \($0.id.rawValue) \($0.message)" } == [
        "\(location) invalid-token \(message)"
      ])
  }

  @Test("structure: what is neither a token nor a group, and names a path cannot hold")
  func structure() throws {
    let converted = try Support.convert(
      #"""
      {
        "a": 1,
        "b.c": {"$type": "number", "$value": 1},
        "d": {"$type": "number", "$value": 2, "e": {"$value": 3}, "$note": "x"},
        "f": {"$value": 4},
        "g": {"$type": "color"},
        "h": {"$kind": "x", "i": {"$type": "number", "$value": 5}},
        "j": {"$type": "number", "$value": 6, "$description": 7, "$deprecated": 0}
      }
      """#)
    #expect(Support.body(converted) == ["--d: 2;", "--h-i: 5;", "--j: 6;"])
    #expect(
      converted.diagnostics.sortedByLocation().map {
        "\($0.location!) \($0.severity.rawValue) \($0.message)"
      } == [
        "2:3 error 'a' is neither a token nor a group (a token is an object with a $value), but a number",
        "3:3 error 'b.c' cannot name a token or group: names may not contain '.'",
        "4:41 warning 'd' is a token (it has a $value), so it cannot also hold 'e'; 'e' is ignored",
        "4:61 warning token 'd' has an unknown property '$note'; it is ignored",
        "5:3 error token 'f' has no type: give it a $type, or its group one",
        "6:8 warning 'g' has a $type but no $value: it is read as an empty group, not a token",
        "7:9 warning group 'h' has an unknown property '$kind'; it is ignored",
        "8:57 warning token 'j': $description must be a string",
        "8:75 warning token 'j': $deprecated is true, false or a string",
      ])
  }

  @Test("two tokens becoming one custom property: a warning, the later one wins")
  func collision() throws {
    let converted = try Support.convert(
      #"{"a b": {"$type": "number", "$value": 1}, "a-b": {"$type": "number", "$value": 2}}"#)
    #expect(Support.body(converted) == ["--a-b: 1;", "--a-b: 2;"])
    #expect(
      converted.diagnostics.map { "\($0.location!) \($0.message)" } == [
        "1:43 tokens 'a b' and 'a-b' are both --a-b; the later one wins"
      ])
    #expect(try Support.rootProperties([converted.stylesheet])["--a-b"] == "2")
  }

  @Test("malformed JSON: one invalid-json error, nothing converted")
  func malformed() throws {
    let converted = try Support.convert("{\"a\": {\"$value\": 1,}}")
    #expect(Support.body(converted) == [])
    #expect(
      converted.diagnostics.map { "\($0.location!) \($0.id.rawValue) \($0.message)" } == [
        "1:19 invalid-json invalid JSON: a comma before '}' (JSON allows no trailing comma)"
      ])
    let duplicate = try Support.convert(
      "{\"a\": {\"$type\": \"number\", \"$value\": 1, \"$value\": 2}}")
    #expect(
      duplicate.diagnostics.map { "\($0.location!) \($0.message)" } == [
        #"1:40 invalid JSON: duplicate key "$value" (first at 1:27)"#
      ])
  }

  @Test("an overrides file: the base's types and tokens, in @media when asked")
  func overrides() throws {
    let directory = try Product.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let base = directory.appendingPathComponent("base.tokens.json").path
    let dark = directory.appendingPathComponent("dark.tokens.json").path
    try #"""
    {"color": {"$type": "color", "ink": {"$value": "#111111"}, "paper": {"$value": "#ffffff"},
      "text": {"$value": "{color.ink}"}}}
    """#.write(toFile: base, atomically: true, encoding: .utf8)
    try #"""
    {"color": {"ink": {"$value": "#eeeeee"}, "text": {"$value": "{color.paper}"},
      "shade": {"$value": "{color.nope}"}}}
    """#.write(toFile: dark, atomically: true, encoding: .utf8)
    let overrides = try Interchange.loadDesignTokens(
      contentsOf: dark, overriding: [base], media: "dark")
    #expect(
      overrides.skssText() == """
        /* Converted from dark.tokens.json (design tokens). */
        @media dark {
          :root {
            --color-ink: #eeeeee;
            --color-text: var(--color-paper);
          }
        }

        """)
    #expect(
      overrides.diagnostics.map {
        "\($0.range.path.lastPathComponent):\($0.location!) \($0.id.rawValue)"
      } == [
        "dark.tokens.json:2:23 token-alias-not-found"
      ])
    let sheets = [try Interchange.load(contentsOf: base).stylesheet, overrides.stylesheet]
    var darkEnvironment = StyleEnvironment()
    try darkEnvironment.set("color-scheme", to: "dark")
    let light = try Support.rootProperties(sheets)
    let darkProperties = try Support.rootProperties(sheets, environment: darkEnvironment)
    #expect(Support.colorText(light["--color-text"] ?? "") == "#111111ff")
    #expect(Support.colorText(darkProperties["--color-text"] ?? "") == "#ffffffff")
    #expect(Support.colorText(darkProperties["--color-ink"] ?? "") == "#eeeeeeff")
  }

  @Test("the format is told by $value keys and the .tokens extensions; UISS stays UISS")
  func detection() {
    let tokens = Array(#"{"a": {"$value": 1, "$type": "number"}}"#.utf8)
    #expect(Interchange.detectFormat(path: "a.json", bytes: tokens) == .designTokens)
    #expect(Interchange.detectFormat(path: "a.tokens", bytes: Array("{}".utf8)) == .designTokens)
    #expect(Interchange.detectFormat(path: "theme.tokens.json", bytes: []) == .designTokens)
    #expect(
      Interchange.detectFormat(
        path: "uiss.json", bytes: Array(#"{"UILabel": {"textColor": "red"}}"#.utf8))
        == .uiss)
    #expect(InterchangeFormat.designTokens.description == "design tokens")
  }
}

extension String {
  fileprivate var lastPathComponent: String { (self as NSString).lastPathComponent }
}
