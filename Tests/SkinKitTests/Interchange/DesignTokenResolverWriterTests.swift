import Foundation
import SkinKit
import Testing

/// `skss convert --to dtcg-resolver`: a sheet's :root, @media and :root:where() blocks written
/// as a DTCG 2025.10 resolver and a tokens file per block, and read back to the same values.
@Suite("Design tokens: writing resolvers")
struct DesignTokenResolverWriterTests {
  static let sheet = """
    :root {
      /* The text color. */
      --color-ink: #111111;
      --color-paper: #ffffff;
      --space: 8px;
    }

    @media (prefers-color-scheme: dark) {
      :root {
        --color-ink: #eeeeee;
        --color-paper: var(--color-ink);
      }
    }

    @media (prefers-contrast: more) {
      :root {
        --color-ink: #000000;
      }
    }

    :root:where([brand="b"]) {
      --color-paper: #ffeedd;
    }

    """

  static func workspace(_ sheet: String = Self.sheet) throws -> Workspace {
    try Workspace([
      "t.skss": sheet, "root.json": #"{"type": "Window"}"#,
      "brand-b.json": #"{"type": "Window", "attributes": {"brand": "b"}}"#,
    ])
  }

  @Test("a set per :root block, a modifier per condition family, a context per block")
  func written() throws {
    let workspace = try Self.workspace()
    let result = workspace.run([
      "convert", "--to", "dtcg-resolver", "t.skss", "-o", workspace.path("out"),
    ])
    #expect(result.status == 0)
    #expect(result.err == "")
    #expect(result.out == "")
    let names = try FileManager.default.contentsOfDirectory(atPath: workspace.path("out")).sorted()
    #expect(
      names == [
        "brand-b.tokens.json", "color-scheme-dark.tokens.json",
        "contrast-highContrast.tokens.json", "root.tokens.json", "t.resolver.json",
      ])
    #expect(
      workspace.read("out/t.resolver.json") == """
        {
          "$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json",
          "name": "t",
          "version": "2025.10",
          "sets": {
            "root": {
              "sources": [
                {
                  "$ref": "root.tokens.json"
                }
              ]
            }
          },
          "modifiers": {
            "color-scheme": {
              "contexts": {
                "default": [],
                "dark": [
                  {
                    "$ref": "color-scheme-dark.tokens.json"
                  }
                ]
              },
              "default": "default"
            },
            "contrast": {
              "contexts": {
                "default": [],
                "highContrast": [
                  {
                    "$ref": "contrast-highContrast.tokens.json"
                  }
                ]
              },
              "default": "default"
            },
            "brand": {
              "contexts": {
                "default": [],
                "b": [
                  {
                    "$ref": "brand-b.tokens.json"
                  }
                ]
              },
              "default": "default"
            }
          },
          "resolutionOrder": [
            {
              "$ref": "#/sets/root"
            },
            {
              "$ref": "#/modifiers/color-scheme"
            },
            {
              "$ref": "#/modifiers/contrast"
            },
            {
              "$ref": "#/modifiers/brand"
            }
          ]
        }

        """)
    #expect(
      workspace.read("out/root.tokens.json") == """
        {
          "color-ink": {
            "$type": "color",
            "$value": {
              "colorSpace": "srgb",
              "components": [0.0667, 0.0667, 0.0667],
              "hex": "#111111"
            },
            "$description": "The text color."
          },
          "color-paper": {
            "$type": "color",
            "$value": {
              "colorSpace": "srgb",
              "components": [1, 1, 1],
              "hex": "#ffffff"
            }
          },
          "space": {
            "$type": "dimension",
            "$value": {
              "value": 8,
              "unit": "px"
            }
          }
        }

        """)
    #expect(
      workspace.read("out/color-scheme-dark.tokens.json") == """
        {
          "color-ink": {
            "$type": "color",
            "$value": {
              "colorSpace": "srgb",
              "components": [0.9333, 0.9333, 0.9333],
              "hex": "#eeeeee"
            }
          },
          "color-paper": {
            "$type": "color",
            "$value": "{color-ink}"
          }
        }

        """)
    #expect(
      workspace.read("out/contrast-highContrast.tokens.json") == """
        {
          "color-ink": {
            "$type": "color",
            "$value": {
              "colorSpace": "srgb",
              "components": [0, 0, 0],
              "hex": "#000000"
            }
          }
        }

        """)
    #expect(
      workspace.read("out/brand-b.tokens.json") == """
        {
          "color-paper": {
            "$type": "color",
            "$value": {
              "colorSpace": "srgb",
              "components": [1, 0.9333, 0.8667],
              "hex": "#ffeedd"
            }
          }
        }

        """)
  }

  /// `properties` at the root of `tree` as `skss resolve` prints them, for `sheet`.
  static func resolved(
    _ workspace: Workspace, _ sheet: String, tree: String = "root.json", env: String?,
    properties: String = "--color-ink,--color-paper,--space"
  ) -> String {
    var arguments = ["resolve", sheet, "--tree", tree, "--properties", properties]
    if let env { arguments += ["--env", env] }
    let result = workspace.run(arguments)
    return result.status == 0 ? result.out : "exit \(result.status): \(result.err)"
  }

  /// The environments and roots a round trip is checked in.
  static let environments: [(tree: String, env: String?)] = [
    ("root.json", nil), ("root.json", "color-scheme=dark"),
    ("root.json", "color-scheme=dark,prefers-contrast=more"),
    ("root.json", "prefers-contrast=more"), ("brand-b.json", nil),
    ("brand-b.json", "color-scheme=dark,prefers-contrast=more"),
  ]

  @Test("read back, the resolver resolves as the sheet does: default, dark, more contrast, brand")
  func roundTrip() throws {
    let workspace = try Self.workspace()
    let out = workspace.path("out")
    #expect(workspace.run(["convert", "--to", "dtcg-resolver", "t.skss", "-o", out]).status == 0)
    let resolver = workspace.path("out/t.resolver.json")
    for (tree, env) in Self.environments {
      #expect(
        Self.resolved(workspace, resolver, tree: tree, env: env)
          == Self.resolved(workspace, "t.skss", tree: tree, env: env))
    }
    #expect(
      Self.resolved(workspace, resolver, env: "color-scheme=dark,prefers-contrast=more")
        == "0 Window\n  --color-ink: #000000\n  --color-paper: #000000\n  --space: 8px\n")
    #expect(
      Self.resolved(workspace, resolver, tree: "brand-b.json", env: "color-scheme=dark")
        == "0 Window\n  --color-ink: #eeeeee\n  --color-paper: #ffeedd\n  --space: 8px\n")
  }

  @Test("the reader's combined contexts (dark and not more, dark and more) make one modifier")
  func combinedContexts() throws {
    let reader = try Workspace([
      "t.resolver.json": DesignTokenResolverTests.resolver,
      "base.tokens.json": DesignTokenResolverTests.base,
      "dark.tokens.json": DesignTokenResolverTests.dark,
      "contrast.tokens.json": DesignTokenResolverTests.contrast,
      "b.tokens.json": DesignTokenResolverTests.brandB,
    ])
    let sheet = reader.run(["convert", "t.resolver.json"])
    #expect(sheet.status == 0)
    let workspace = try Self.workspace(sheet.out)
    let out = workspace.path("out")
    #expect(workspace.run(["convert", "--to", "dtcg-resolver", "t.skss", "-o", out]).status == 0)
    let written = workspace.read("out/t.resolver.json") ?? ""
    let modifier = written.range(of: #""color-scheme-contrast": {"#)
    #expect(modifier != nil)
    #expect(
      written.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "\n", with: "")
        .contains(
          #""contexts":{"default":[],"highContrast":[],"dark":[{"$ref":"color-scheme-contrast-dark.tokens.json"}],"darkHighContrast":[{"$ref":"color-scheme-contrast-darkHighContrast.tokens.json"},{"$ref":"color-scheme-contrast-darkHighContrast-2.tokens.json"}]},"default":"default""#
        ))
    let resolver = workspace.path("out/t.resolver.json")
    for (tree, env) in Self.environments {
      #expect(
        Self.resolved(
          workspace, resolver, tree: tree, env: env, properties: "--color-ink,--color-paper")
          == Self.resolved(
            workspace, "t.skss", tree: tree, env: env, properties: "--color-ink,--color-paper"))
    }
  }

  @Test("the Figma SDS resolver read, written and read again resolves to the same values")
  func figmaRoundTrip() throws {
    let workspace = try Self.workspace()
    let fixture = Product.path("Samples/DesignTokens/figma-sds.resolver.json")
    let sheet = workspace.path("figma.skss")
    #expect(workspace.run(["convert", fixture, "-o", sheet]).status == 0)
    let out = workspace.path("out")
    let written = workspace.run(["convert", "--to", "dtcg-resolver", sheet, "-o", out])
    #expect(written.status == 0)
    #expect(written.err == "")
    let text = workspace.read("figma.skss") ?? ""
    var names: [String] = []
    for line in text.split(separator: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("--"), let colon = trimmed.firstIndex(of: ":") else { continue }
      let name = String(trimmed[..<colon])
      if !names.contains(name) { names.append(name) }
    }
    #expect(names.count == 336)
    let properties = names.joined(separator: ",")
    let resolver = workspace.path("out/figma.resolver.json")
    for env in ["color-scheme=light", "color-scheme=dark"] {
      let original = Self.resolved(workspace, fixture, env: env, properties: properties)
      #expect(original.split(separator: "\n").count == names.count + 1)
      #expect(Self.resolved(workspace, resolver, env: env, properties: properties) == original)
    }
  }

  @Test(
    "a block a resolver cannot hold: an error at its line and column, and nothing written",
    arguments: [
      (
        ":root { --a: 1px; }\n@media (width < 600px) {\n  :root { --a: 2px; }\n}\n",
        "t.skss:2:8: error: @media (width < 600px) tests width: a resolver holds :root blocks of custom properties, alone, in @media on prefers-color-scheme or prefers-contrast, or :root:where([NAME=\"VALUE\"]) [conversion-unsupported]"
      ),
      (
        ":root { --a: 1px; }\n.card { --a: 2px; }\n",
        "t.skss:2:1: error: the selector '.card' is not :root or :root:where([NAME=\"VALUE\"]): a resolver's tokens are the root's [conversion-unsupported]"
      ),
      (
        "@media (prefers-color-scheme: dark) {\n  :root:where([brand=\"b\"]) { --a: 1px; }\n}\n",
        "t.skss:2:3: error: the selector ':root:where([brand=\"b\"])' is not :root (inside @media): a resolver's tokens are the root's [conversion-unsupported]"
      ),
      (
        ":root {\n  --a: 1px;\n  color: red;\n}\n",
        "t.skss:3:3: error: 'color' is not a custom property: a resolver holds tokens, the custom properties of :root [conversion-unsupported]"
      ),
      (
        "@media (prefers-color-scheme: dark) { :root { --a: 1px; } }\n:root:where([brand=\"b\"]) { --a: 2px; }\n@media (prefers-color-scheme: dark) { :root { --a: 4px; } }\n",
        "t.skss:3:39: error: this block sets --a, as a block before it (line 2) does, but a resolver would apply it first, with the blocks like it; move it next to them [conversion-unsupported]"
      ),
      (
        "@media (prefers-color-scheme: dark) and (prefers-color-scheme: light) {\n  :root { --a: 1px; }\n}\n",
        "t.skss:2:3: error: this block's @media applies in no environment [conversion-unsupported]"
      ),
      (
        "@media (prefers-contrast: more) {\n  :root { --a: 1px; }\n}\n@media not (prefers-contrast: no-preference) {\n  :root { --b: 1px; }\n}\n",
        "t.skss:5:3: error: this block's @media tells apart values that no context name gives (prefers-contrast: the rest): name each value it tests [conversion-unsupported]"
      ),
    ])
  func refused(sheet: String, message: String) throws {
    let workspace = try Self.workspace(sheet)
    let result = workspace.run([
      "convert", "--to", "dtcg-resolver", "t.skss", "-o", workspace.path("out"),
    ])
    #expect(result.status == 1)
    #expect(result.err == message + "\n")
    #expect(!FileManager.default.fileExists(atPath: workspace.path("out")))
  }

  @Test("a file in the folder that differs is never replaced; the same output is written again")
  func existingFiles() throws {
    let workspace = try Self.workspace()
    let out = workspace.path("out")
    let arguments = ["convert", "--to", "dtcg-resolver", "t.skss", "-o", out]
    #expect(workspace.run(arguments).status == 0)
    #expect(workspace.run(arguments).status == 0)
    try "{}\n".write(
      toFile: workspace.path("out/root.tokens.json"), atomically: true, encoding: .utf8)
    let refused = workspace.run(arguments)
    #expect(refused.status == 2)
    #expect(
      refused.err.hasPrefix(
        "skss convert: 'out/root.tokens.json' exists and differs from what would be written; "
          + "nothing was written\n"))
    #expect(workspace.read("out/root.tokens.json") == "{}\n")
    let missing = workspace.run(["convert", "--to", "dtcg-resolver", "t.skss"])
    #expect(missing.status == 2)
    #expect(
      missing.err.hasPrefix(
        "skss convert: --to dtcg-resolver writes several files: name their folder with --output\n"))
  }
}
