import SkinKit
import Testing

/// `@container` (TheLanguage.md): read, checked, and never applying, since a widget tree gives
/// no element a size (as Chromium computes a page with no size container).
@Suite("At-rules: @container")
struct ContainerTests {
  static let tree = #"""
    {"type": "Panel", "classes": ["r"], "children": [
      {"type": "Box", "classes": ["a"], "children": [{"type": "Item", "classes": ["i"]}]}]}
    """#

  static func background(_ sheet: String) throws -> [String: String] {
    try Resolved.values("background-color", sheet: sheet, tree: Self.tree)
  }

  @Test("rules in @container never apply: size, style(), name-only and nested queries")
  func neverApplies() throws {
    let sheet = """
      .i { background-color: blue; }
      @container (min-width: 0) { .i { background-color: red; } }
      @container not (min-width: 100000px) { .i { background-color: red; } }
      @container card { .i { background-color: red; } }
      @container style(--x: y) { .i { background-color: red; } }
      .r { --x: y; }
      .a { @container (width >= 0) { background-color: red; .i { background-color: red; } } }
      """
    #expect(
      try Self.background(sheet) == ["0": "#00000000", "0/0": "#00000000", "0/0/0": "#0000ffff"])
  }

  @Test("a malformed prelude drops the rule; a valid one the rule after it still applies")
  func malformed() throws {
    let sheet = """
      @container (a) and (b) or (c) { .i { background-color: red; } }
      .i { background-color: blue; }
      """
    #expect(try Self.background(sheet)["0/0/0"] == "#0000ffff")
  }

  @Test("layers named inside @container are declared, as in Chromium")
  func layersCount() throws {
    // b is declared first (inside @container), so a, declared later, is the stronger layer.
    let sheet = """
      @container (min-width: 0) { @layer b { } }
      @layer a { .i { background-color: blue; } }
      @layer b { .i { background-color: red; } }
      """
    #expect(try Self.background(sheet)["0/0/0"] == "#0000ffff")
  }

  @Test("@property inside @container registers; @extend inside does not apply")
  func propertyAndExtend() throws {
    let sheet = """
      @container (width > 0) {
        @property --c { syntax: '<color>'; inherits: false; initial-value: red; }
      }
      .i { background-color: var(--c); }
      .b { padding-top: 4px; }
      .a { @container (width > 0) { @extend .b; } }
      """
    #expect(try Self.background(sheet)["0/0/0"] == "#ff0000ff")
    #expect(try Resolved.values("padding-top", sheet: sheet, tree: Self.tree)["0/0"] == "0")
  }

  @Test("skss format keeps @container, every token of it")
  func formatting() {
    let file = SourceFile(
      path: "a.skss",
      text: "@container card (min-width:30em) and style(--x:y){.a{opacity:1}}@container{}")
    #expect(
      CanonicalFormat.format(file)
        == .formatted(
          "@container card (min-width:30em) and style(--x:y) {\n  .a {\n    opacity: 1;\n  }\n}\n\n@container {\n}\n"
        ))
  }

  @Test("prebuilt skin data holds a sheet with @container: its rules are none of the skin's")
  func prebuilt() throws {
    let sheet = Stylesheet.parse(
      ".i { opacity: 0.5; }\n@container (width > 0) { .i { opacity: 1; } }", path: "t.skss")
    let skin = try PrebuiltSkin(name: "Theme", compiling: [sheet])
    let cascade = StyleCascade(prebuilt: skin)
    #expect(cascade.rules.map(\.selectorText) == [".i"])
  }
}
