import SkinKit
import Testing

/// `@supports` (skss-language.md §10), decided against what SkinKit itself reads.
@Suite("At-rules: @supports")
struct SupportsTests {
  static let tree = #"{"type": "Item", "classes": ["a"]}"#

  @Test("declarations, selector(), not, and, or and nesting decide as SkinKit reads them")
  func conditions() throws {
    let sheet = """
      @supports (color: oklch(0.5 0.1 30)) { .a { padding-top: 1px; } }
      @supports not (color: frobnicate(1)) { .a { padding-left: 2px; } }
      @supports (display: grid) { .a { padding-right: 3px; } }
      @supports selector(:host) and (--x: y) { .a { padding-bottom: 4px; } }
      .a { @supports (color: color(display-p3 1 1 1)) { opacity: 0.5; } }
      @supports font-tech(color-COLRv1) or (opacity: 50%) { .a { font-size: 30px; } }
      @supports (opacity: 1) and (display: grid) { .a { font-weight: 700; } }
      @supports ((opacity: 1) or (display: grid)) { .a { letter-spacing: 2px; } }
      """
    var values: [String: String] = [:]
    for property in [
      "padding-top", "padding-left", "padding-right", "padding-bottom", "opacity", "font-size",
      "font-weight", "letter-spacing",
    ] {
      values[property] = try Resolved.values(property, sheet: sheet, tree: Self.tree)["0"]
    }
    #expect(
      values == [
        "padding-top": "1", "padding-left": "2", "padding-right": "0", "padding-bottom": "4",
        "opacity": "0.5", "font-size": "30", "font-weight": "400", "letter-spacing": "2",
      ])
  }

  @Test("skss format keeps @supports, every token of it")
  func formatting() {
    let file = SourceFile(
      path: "a.skss", text: "@supports (opacity:1) and selector(:host){.a{opacity:1}}")
    #expect(
      CanonicalFormat.format(file)
        == .formatted(
          "@supports (opacity:1) and selector(:host) {\n  .a {\n    opacity: 1;\n  }\n}\n"))
  }
}
