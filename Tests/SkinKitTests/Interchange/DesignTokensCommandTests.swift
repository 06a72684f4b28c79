import Foundation
import SkinKit
import Testing

/// `skss convert` with design tokens files: the output, the exit status, the usage errors.
@Suite("skss convert: design tokens")
struct DesignTokensCommandTests {
  static let base = #"""
    {"color": {"$type": "color",
      "ink": {"$value": "#111111", "$description": "Body text"},
      "paper": {"$value": "#ffffff"}}}
    """#
  static let dark = #"""
    {"color": {"ink": {"$value": "#eeeeee"}, "paper": {"$value": "{color.ink}"}}}
    """#
  static let theme = #"""
    {"button": {"$type": "color", "fill": {"$value": "{color.ink}"}}}
    """#

  @Test("a palette, a theme over it and a dark mode in @media dark: one sheet, exit 0")
  func layers() throws {
    let workspace = try Workspace([
      "base.tokens.json": Self.base, "theme.tokens.json": Self.theme, "dark.tokens.json": Self.dark,
    ])
    let result = workspace.run([
      "convert", "base.tokens.json", "theme.tokens.json", "dark.tokens.json", "--media", "dark",
    ])
    #expect(result.status == 0)
    #expect(result.err == "")
    #expect(
      result.out == """
        /* Converted from base.tokens.json (design tokens). */
        :root {
          /* Body text */
          --color-ink: #111111;
          --color-paper: #ffffff;
        }

        /* Converted from theme.tokens.json (design tokens). */
        :root {
          --button-fill: var(--color-ink);
        }

        /* Converted from dark.tokens.json (design tokens). */
        @media dark {
          :root {
            --color-ink: #eeeeee;
            --color-paper: var(--color-ink);
          }
        }

        """)
    // Without --media, the overrides are listed after the base as they are.
    let listed = workspace.run(["convert", "base.tokens.json", "dark.tokens.json"])
    #expect(listed.status == 0)
    #expect(
      listed.out.hasSuffix(
        ":root {\n  --color-ink: #eeeeee;\n  --color-paper: var(--color-ink);\n}\n"))
  }

  /// The command that makes `Samples/DesignTokens/Tokens.skss` (the "Design tokens" article
  /// shows it).
  static let sampleCommand = [
    "convert", "Samples/DesignTokens/figma-sds/color.tokens.json",
    "Samples/DesignTokens/figma-sds/size.tokens.json",
    "Samples/DesignTokens/figma-sds/typography.tokens.json",
    "Samples/DesignTokens/figma-sds/theme-light.tokens.json",
    "Samples/DesignTokens/figma-sds/theme-dark.tokens.json", "--media", "dark",
  ]

  @Test("Samples/DesignTokens/Tokens.skss is what skss convert makes of the Figma tokens")
  func sample() throws {
    let result = Product.run(
      Self.sampleCommand.map { $0.hasPrefix("Samples/") ? Product.path($0) : $0 })
    #expect(result.status == 0)
    let committed = try String(
      contentsOfFile: Product.path("Samples/DesignTokens/Tokens.skss"), encoding: .utf8)
    #expect(result.out == committed)
    // The app's sheet uses only tokens the conversion defines, and lints clean with them.
    let lint = Product.run([
      "lint", "--strict", Product.path("Samples/DesignTokens/Tokens.skss"),
      Product.path("Samples/DesignTokens/App.skss"),
    ])
    #expect(lint == (0, "", ""))
    let app = try String(
      contentsOfFile: Product.path("Samples/DesignTokens/App.skss"), encoding: .utf8)
    var used = Set<String>()
    var remaining = app[...]
    while let range = remaining.range(of: "var(--") {
      let name = remaining[range.upperBound...].prefix { $0 != ")" }
      used.insert("--" + name)
      remaining = remaining[range.upperBound...]
    }
    #expect(used.count > 15)
    for name in used { #expect(committed.contains("  \(name): "), "\(name)") }
  }

  @Test("errors: printed with the file's line and column, exit 1, the other tokens converted")
  func errors() throws {
    let workspace = try Workspace([
      "a.tokens.json": #"{"ok": {"$type": "number", "$value": 1}, "bad": {"$value": "{nope}"}}"#
    ])
    let result = workspace.run(["convert", "a.tokens.json"])
    #expect(result.status == 1)
    #expect(result.out.contains("  --ok: 1;\n"))
    #expect(
      result.err
        == "a.tokens.json:1:60: error: token 'bad': the alias {nope} names no token [token-alias-not-found]\n"
    )
  }

  @Test(
    "bad usage: exit 2 and one message",
    arguments: [
      (
        ["a.tokens.json", "--media", "dark"],
        "--media applies to a tokens file of overrides (a second INPUT)"
      ),
      (
        ["uiss.json", "a.tokens.json"],
        "more inputs are tokens files of overrides; 'uiss.json' is UISS JSON, so convert takes it alone"
      ),
      (
        ["a.tokens.json", "missing.tokens.json"], "cannot read 'missing.tokens.json': no such file"
      ),
      (["--to", "css", "a.tokens.json"], "--to is one of skss, dtcg, dtcg-resolver"),
    ])
  func usage(arguments: [String], message: String) throws {
    let workspace = try Workspace([
      "a.tokens.json": #"{"ok": {"$type": "number", "$value": 1}}"#,
      "uiss.json": #"{"UILabel": {"textColor": "red"}}"#,
    ])
    let result = workspace.run(["convert"] + arguments)
    #expect(result.status == 2)
    #expect(result.err == "skss convert: \(message)\n\nSee 'skss convert --help'.\n")
  }

  @Test("every command reads a tokens file as the stylesheet it converts to")
  func otherCommands() throws {
    let workspace = try Workspace([
      "base.tokens.json": Self.base,
      "app.skss": "Label { color: var(--color-ink); }",
      "t.json": #"{"type": "Window", "children": [{"type": "Label"}]}"#,
    ])
    let resolved = workspace.run([
      "resolve", "base.tokens.json", "app.skss", "--tree", "t.json", "--property", "color",
    ])
    #expect(resolved.status == 0)
    #expect(resolved.out == "0 Window\n  color: #000000ff\n0/0 Label\n  color: #111111ff\n")
    let lint = workspace.run(["lint", "base.tokens.json"])
    #expect(lint == (0, "", ""))
  }
}
