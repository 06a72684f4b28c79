import SkinKit
import Testing

/// skss-language.md §10: the selector lists design systems ship — `:root, :host { … }`,
/// `:root, ::backdrop { … }` — apply to the elements the rest of the list matches, as in a
/// browser outside any shadow root; pseudo-elements and `:host` match nothing themselves.
@Suite("Selectors: :host and pseudo-elements in lists")
struct ModernSelectorTests {
  static let tree = """
    {"type": "Page", "classes": ["theme"], "children": [{"type": "Item", "classes": ["x"]}]}
    """

  @Test(":host, :host() and :host-context() in a list leave the rest of the list applying")
  func hostInLists() throws {
    let values = try Resolved.values(
      "color",
      sheet: """
        :root, :host { color: red; }
        :host(.x), .x { color: blue; }
        :host-context(.theme) { color: green; }
        """, tree: Self.tree)
    #expect(values == ["0": "#ff0000ff", "0/0": "#0000ffff"])
  }

  @Test("pseudo-elements in a list leave the rest applying; alone they match nothing")
  func pseudoElementsInLists() throws {
    let values = try Resolved.values(
      "padding-top",
      sheet: """
        :root, ::backdrop { padding-top: 4px; }
        .x::before, .x:after { padding-top: 9px; }
        Item::placeholder, :root ::selection { padding-top: 7px; }
        """, tree: Self.tree)
    #expect(values == ["0": "4", "0/0": "0"])
  }

  @Test(":not(:host) matches every element; :is() keeps :host's specificity")
  func hostInsideLogic() throws {
    let values = try Resolved.values(
      "opacity",
      sheet: """
        .x:is(:host(#a), .x) { opacity: 0.5; }
        #q, .x.x.x { opacity: 0.25; }
        :not(:host) { opacity: 0.75; }
        """, tree: Self.tree)
    // `:is(:host(#a), .x)` counts (1,1,0): it beats `.x.x.x` (0,3,0) and the later `:not()`.
    #expect(values == ["0": "0.75", "0/0": "0.5"])
  }

  @Test("an unknown pseudo-element or a misplaced one drops its rule, as in CSS")
  func invalidPseudoElementsDropTheRule() throws {
    let sheet = Stylesheet.parse(
      """
      :root, ::-moz-selection { color: red; }
      ::before .x, :root { color: blue; }
      """, path: "test.skss")
    let diagnostics = StyleCascade(stylesheets: [sheet]).diagnostics.map {
      "\($0.id.rawValue)@\($0.location?.line ?? 0):\($0.location?.column ?? 0)"
    }
    #expect(diagnostics == ["invalid-selector@1:10", "invalid-selector@2:10"])
    let values = try Resolved.values(
      "color",
      sheet: """
        :root, ::-moz-selection { color: red; }
        ::before .x, :root { color: blue; }
        """, tree: Self.tree)
    #expect(values == ["0": "#000000ff", "0/0": "#000000ff"])
  }
}
