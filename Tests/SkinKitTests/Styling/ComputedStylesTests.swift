import SkinKit
import Testing

/// The read-only inspection of a tree (issue 35 item 4): every node's computed values and
/// custom properties, without writing them; diagnostics with their file and range.
@Suite("Computed styles of a tree")
struct ComputedStylesTests {
  static let sheet = Stylesheet.parse(
    """
    Window { --accent: #336699; color: #111111; }
    Label { color: var(--accent); }
    Label.warning { opacity: 0.5; font-size: 20; }
    """, path: "inspect.skss")

  @Test("values of every node, in document order, and nothing written")
  func valuesWithoutWriting() throws {
    let skin = Skin(stylesheets: [Self.sheet])
    let window = Window()
    let label = Label(text: "a")
    let warning = Label(text: "b")
    warning.addClass("warning")
    window.addSubview(label)
    window.addSubview(warning)
    let computed = skin.computedStyles(of: window)
    #expect(
      computed.objects.map { ObjectIdentifier($0) }
        == [window, label, warning].map { ObjectIdentifier($0) })
    #expect(computed[label]?.textColor == StyleColor(hex: "#336699"))
    #expect(computed[warning]?.alpha == 0.5)
    #expect(computed[warning]?.font?.size == 20)
    // Inherited, and initial values too.
    #expect(computed[window]?.textColor == StyleColor(hex: "#111111"))
    #expect(computed[label]?.alpha == 1)
    #expect(computed.customProperty("--accent", of: warning) == "#336699")
    #expect(computed.customProperty("--missing", of: warning) == nil)
    #expect(computed[Label()] == nil)
    // Nothing was written: the labels keep their own values.
    #expect(label.textColor == Label(text: "a").textColor)
    #expect(warning.alpha == 1)
    #expect(computed.diagnostics.isEmpty)
  }

  @Test("an assigned style counts as the inline style; the environment is the caller's")
  func inlineAndEnvironment() {
    let skin = Skin(
      stylesheets: [
        Stylesheet.parse(
          "Label { color: red } @media (prefers-color-scheme: dark) { Label { color: white } }")
      ])
    let label = Label(text: "a")
    #expect(skin.computedStyles(of: label)[label]?.textColor == StyleColor(hex: "#ff0000"))
    var dark = StyleEnvironment()
    dark.colorScheme = .dark
    #expect(skin.computedStyles(of: label, environment: dark)[label]?.textColor == .white)
    label.cascadingStyle = CascadingStyle().configured { $0.textColor = .black }
    #expect(skin.computedStyles(of: label)[label]?.textColor == .black)
  }

  @Test("a diagnostic's file and range")
  func diagnosticFileAndRange() throws {
    let diagnostic = try #require(
      StyleCascade(stylesheets: [Stylesheet.parse("Label {\n  colr: red;\n}", path: "a.skss")])
        .diagnostics.first)
    #expect(diagnostic.path == "a.skss")
    #expect(diagnostic.location?.line == 2)
    #expect(diagnostic.location?.column == 3)
    #expect(diagnostic.end?.line == 2)
    #expect(diagnostic.end.map { "\($0.line):\($0.column)" } == "2:7")
  }
}
