import Foundation
import SkinKit
import Testing

/// DTCG resolver documents (Resolver Module 2025.10) and Tokens Studio's `$themes.json`, read
/// through `skss convert` and `skss resolve`: conditions, precedence, diagnostics.
@Suite("Design tokens: resolvers and themes")
struct DesignTokenResolverTests {
  static let base =
    ##"{"color": {"$type": "color", "ink": {"$value": "#111111"}, "paper": {"$value": "#ffffff"}}}"##
  static let dark =
    ##"{"color": {"ink": {"$value": "#eeeeee"}, "paper": {"$value": "{color.ink}"}}}"##
  static let contrast = ##"{"color": {"ink": {"$value": "#000000"}}}"##
  static let brandB = ##"{"color": {"paper": {"$value": "#ffeedd"}}}"##
  static let last = ##"{"color": {"ink": {"$value": "#123456"}}}"##

  static let resolver = #"""
    {
      "version": "2025.10",
      "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
      "modifiers": {
        "theme": {"contexts": {"light": [], "dark": [{"$ref": "dark.tokens.json"}],
          "darkHighContrast": [{"$ref": "dark.tokens.json"}, {"$ref": "contrast.tokens.json"}]}},
        "brand": {"contexts": {"a": [], "b": [{"$ref": "b.tokens.json"}]}, "default": "a"}
      },
      "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"},
        {"$ref": "#/modifiers/brand"}]
    }
    """#

  static func workspace(_ resolver: String = Self.resolver) throws -> Workspace {
    try Workspace([
      "t.resolver.json": resolver, "base.tokens.json": base, "dark.tokens.json": dark,
      "contrast.tokens.json": contrast, "b.tokens.json": brandB, "last.tokens.json": last,
      "root.json": #"{"type": "Window"}"#,
      "brand-b.json": #"{"type": "Window", "attributes": {"brand": "b"}}"#,
    ])
  }

  @Test("sets are :root blocks, light/dark and contrast contexts @media, a brand an attribute")
  func conversion() throws {
    let result = try Self.workspace().run(["convert", "t.resolver.json"])
    #expect(result.status == 0)
    #expect(result.err == "")
    #expect(
      result.out == """
        /* Converted from base.tokens.json (design tokens): set base. */
        :root {
          --color-ink: #111111;
          --color-paper: #ffffff;
        }

        /* Converted from dark.tokens.json (design tokens): modifier theme, context dark. */
        @media (prefers-color-scheme: dark) and (not (prefers-contrast: more)) {
          :root {
            --color-ink: #eeeeee;
            --color-paper: var(--color-ink);
          }
        }

        /* Converted from dark.tokens.json (design tokens): modifier theme, context darkHighContrast. */
        @media (prefers-color-scheme: dark) and (prefers-contrast: more) {
          :root {
            --color-ink: #eeeeee;
            --color-paper: var(--color-ink);
          }
        }

        /* Converted from contrast.tokens.json (design tokens): modifier theme, context darkHighContrast. */
        @media (prefers-color-scheme: dark) and (prefers-contrast: more) {
          :root {
            --color-ink: #000000;
          }
        }

        /* Converted from b.tokens.json (design tokens): modifier brand, context b. */
        :root:where([brand="b"]) {
          --color-paper: #ffeedd;
        }

        """)
  }

  /// `--color-ink` and `--color-paper` at the root, as `skss resolve` prints them.
  static func resolved(_ workspace: Workspace, tree: String = "root.json", env: String? = nil)
    -> String
  {
    var arguments = [
      "resolve", "t.resolver.json", "--tree", tree, "--properties", "--color-ink,--color-paper",
    ]
    if let env { arguments += ["--env", env] }
    let result = workspace.run(arguments)
    return result.status == 0 ? result.out : "exit \(result.status): \(result.err)"
  }

  @Test("each environment and root attribute resolves to the context the spec's input picks")
  func resolution() throws {
    let workspace = try Self.workspace()
    #expect(
      Self.resolved(workspace) == "0 Window\n  --color-ink: #111111\n  --color-paper: #ffffff\n")
    #expect(
      Self.resolved(workspace, env: "color-scheme=dark")
        == "0 Window\n  --color-ink: #eeeeee\n  --color-paper: #eeeeee\n")
    // dark, then contrast (later wins): ink from contrast.tokens.json; paper aliases ink.
    #expect(
      Self.resolved(workspace, env: "color-scheme=dark,prefers-contrast=more")
        == "0 Window\n  --color-ink: #000000\n  --color-paper: #000000\n")
    // No context names light with more contrast: the light context (empty) applies.
    #expect(
      Self.resolved(workspace, env: "prefers-contrast=more")
        == "0 Window\n  --color-ink: #111111\n  --color-paper: #ffffff\n")
    #expect(
      Self.resolved(workspace, tree: "brand-b.json", env: "color-scheme=dark")
        == "0 Window\n  --color-ink: #eeeeee\n  --color-paper: #ffeedd\n")
  }

  @Test("resolution order decides: a set after a modifier wins over its contexts")
  func laterWins() throws {
    let reordered = Self.resolver.replacingOccurrences(
      of: ##"{"$ref": "#/modifiers/brand"}]"##,
      with:
        ##"{"$ref": "#/modifiers/brand"}, {"type": "set", "name": "last", "sources": [{"$ref": "last.tokens.json"}]}]"##
    )
    let workspace = try Self.workspace(reordered)
    #expect(
      Self.resolved(workspace, env: "color-scheme=dark,prefers-contrast=more")
        == "0 Window\n  --color-ink: #123456\n  --color-paper: #123456\n")
  }

  @Test(
    "mistakes: each reported at its line and column, the rest converted",
    arguments: [
      (
        #"{"version": "2024", "resolutionOrder": []}"#,
        "t.resolver.json:1:13: error: a resolver document's version must be \"2025.10\" [invalid-resolver]"
      ),
      (
        #"{"version": "2025.10"}"#,
        "t.resolver.json:1:1: error: a resolver document must have a resolutionOrder array [invalid-resolver]"
      ),
      (
        ##"{"version": "2025.10", "resolutionOrder": [{"$ref": "#/sets/nope"}]}"##,
        "t.resolver.json:1:53: error: #/sets/nope names no set [invalid-resolver]"
      ),
      (
        #"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "missing.json"}]}]}"#,
        "t.resolver.json:1:94: error: cannot read the tokens file 'missing.json': no such file; its tokens are left out [token-source-not-found]"
      ),
      (
        ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "#/sets/b"}]}, "b": {"sources": [{"$ref": "#/sets/a"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##,
        "t.resolver.json:1:102: error: set 'b' refers to #/sets/a, which refers back to it: #/sets/a → #/sets/b → #/sets/a [resolver-reference-cycle]"
      ),
      (
        ##"{"version": "2025.10", "modifiers": {"m": {"contexts": {"x": [], "y": []}, "default": "z"}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}"##,
        "t.resolver.json:1:87: error: modifier 'm''s default must name one of its contexts [invalid-resolver]"
      ),
      (
        ##"{"version": "2025.10", "modifiers": {"m": {"contexts": {}}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}"##,
        "t.resolver.json:1:56: error: modifier 'm' has no contexts [invalid-resolver]"
      ),
      (
        ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "#/modifiers/m"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##,
        "t.resolver.json:1:60: error: set 's' refers to #/modifiers/m: sets and modifiers may not refer to a modifier or to resolutionOrder [invalid-resolver]"
      ),
    ])
  func mistakes(resolver: String, message: String) throws {
    let result = try Self.workspace(resolver).run(["convert", "t.resolver.json"])
    #expect(result.status == 1)
    #expect(result.err == message + "\n")
  }

  @Test("a token's own mistake in a named file points into that file")
  func tokenFileDiagnostic() throws {
    let workspace = try Workspace([
      "t.resolver.json":
        #"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "a.tokens.json"}]}]}"#,
      "a.tokens.json": "{\n  \"x\": {\"$type\": \"color\", \"$value\": \"{nope}\"}\n}",
    ])
    let result = workspace.run(["convert", "t.resolver.json"])
    #expect(result.status == 1)
    #expect(
      result.err
        == "a.tokens.json:2:37: error: token 'x': the alias {nope} names no token [token-alias-not-found]\n"
    )
  }

  @Test(
    "Tokens Studio $themes.json: groups are modifiers, themes contexts, source sets only referenced"
  )
  func tokensStudio() throws {
    let workspace = try Workspace([
      "$themes.json": #"""
      [
        {"id": "1", "name": "Light", "group": "Mode",
         "selectedTokenSets": {"core": "source", "global": "enabled", "semantic/light": "enabled", "semantic/dark": "disabled"}},
        {"id": "2", "name": "Dark", "group": "Mode",
         "selectedTokenSets": {"core": "source", "global": "enabled", "semantic/light": "disabled", "semantic/dark": "enabled"}}
      ]
      """#,
      "core.json":
        ##"{"gray": {"$type": "color", "900": {"$value": "#111111"}, "50": {"$value": "#fafafa"}}}"##,
      "global.json": #"{"space": {"$type": "dimension", "$value": "8px"}}"#,
      "semantic/light.json": #"{"text": {"$type": "color", "$value": "{gray.900}"}}"#,
      "semantic/dark.json": #"{"text": {"$type": "color", "$value": "{gray.50}"}}"#,
    ])
    let result = workspace.run(["convert", "$themes.json"])
    #expect(result.err == "")
    #expect(result.status == 0)
    #expect(
      result.out == """
        /* Converted from global.json (design tokens): group Mode, every theme. */
        :root {
          --space: 8px;
        }

        /* Converted from light.json (design tokens): group Mode, theme Light. */
        @media (prefers-color-scheme: light) {
          :root {
            --text: var(--gray-900);
          }
        }

        /* Converted from dark.json (design tokens): group Mode, theme Dark. */
        @media (prefers-color-scheme: dark) {
          :root {
            --text: var(--gray-50);
          }
        }

        """)
  }

  @Test("the Figma SDS resolver: its light and dark themes where the environment asks for them")
  func figmaResolver() throws {
    let tree = try Workspace(["w.json": #"{"type": "Window"}"#])
    func resolve(_ env: String) -> String {
      Product.run([
        "resolve", Product.path("Samples/DesignTokens/figma-sds.resolver.json"), "--tree",
        tree.directory.appendingPathComponent("w.json").path, "--properties",
        "--color-background-brand,--size-radius-200", "--env", env,
      ]).out
    }
    #expect(
      resolve("color-scheme=light")
        == "0 Window\n  --color-background-brand: #2c2c2c\n  --size-radius-200: 0.5rem\n")
    #expect(
      resolve("color-scheme=dark")
        == "0 Window\n  --color-background-brand: #ffffff0d\n  --size-radius-200: 0.5rem\n")
  }

  @Test(
    "the Apple HIG resolver: Increase Contrast colors (light_ax, dark_ax); its unreachable font set reported"
  )
  func appleResolver() throws {
    let resolver = DesignTokensSupport.fixture("apple-hig-resolver/apple-hig.resolver.json")
    let tree = try Workspace([
      "w.json": #"{"type": "Window"}"#
    ])
    func resolve(_ file: String, _ env: String, _ property: String) -> String {
      Product.run([
        "resolve", resolver, "--tree", tree.directory.appendingPathComponent(file).path,
        "--properties", property, "--env", env,
      ]).out
    }
    let blue = "--color-systemBlue"
    #expect(resolve("w.json", "color-scheme=light", blue) == "0 Window\n  \(blue): #007aff\n")
    #expect(
      resolve("w.json", "color-scheme=light,prefers-contrast=more", blue)
        == "0 Window\n  \(blue): #0040dd\n")
    #expect(resolve("w.json", "color-scheme=dark", blue) == "0 Window\n  \(blue): #0a84ff\n")
    #expect(
      resolve("w.json", "color-scheme=dark,prefers-contrast=more", blue)
        == "0 Window\n  \(blue): #409cff\n")
    // Its type styles alias {font.design.default}, which only the set `typography` defines —
    // a set its resolutionOrder leaves out: each is an error in its file, the colors still apply.
    let converted = Product.run(["convert", resolver])
    #expect(converted.status == 1)
    let errors = converted.err.split(separator: "\n")
    #expect(errors.count == 7 * 11)
    #expect(
      errors.first?.hasSuffix(
        "apple-hig/font/textStyle/large.tokens.json:8:25: error: token 'font.textStyle.largeTitle': "
          + "the alias {font.design.default} names no token [token-alias-not-found]") == true)
  }
}
