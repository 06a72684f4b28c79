import SkinKit
import Testing

/// One class change in a 10,000-node tree recomputes only the subtree it affects.
@Suite("Restyling at scale")
struct RestyleScaleTests {
  static let sheet = """
    Window { color: #222222; tint-color: #007aff; }
    .section { background-color: #ffffff; padding: 8; corner-radius: 10; }
    .section > Label { font-size: 15; }
    .section.open Label { color: #0077be; font-weight: 600; }
    .section.open Switch { on-tint-color: #0077be; }
    Label.row:highlighted { opacity: 0.5; }
    Switch { on-tint-color: #34c759; thumb-tint-color: #ffffff; }
    #section-0 { border-width: 1; }
    """

  /// A window with 99 sections of 100 rows (labels and switches): 10,000 nodes.
  static func makeTree() -> (window: Window, sections: [View]) {
    let window = Window()
    var sections: [View] = []
    for index in 0..<99 {
      let section = View(classes: ["section"], identifier: "section-\(index)")
      for row in 0..<100 {
        section.addSubview(
          row % 4 == 3 ? Switch(classes: ["row"]) : Label(text: "Row \(row)", classes: ["row"]))
      }
      window.addSubview(section)
      sections.append(section)
    }
    return (window, sections)
  }

  @Test func oneClassChangeRecomputesOnlyTheAffectedSubtree() throws {
    let skin = skin(Self.sheet, name: "scale")
    try #require(skin.diagnostics.isEmpty)
    let (window, sections) = Self.makeTree()
    #expect(window.subtree.count == 10_000)

    let full = window.style(with: skin)
    #expect(full.recomputedNodes == 10_000)

    sections[50].addClass("open")
    let change = window.updateStyles()
    #expect(change.recomputedNodes == 100)
    #expect(change.writtenProperties == 75 * 2 + 25)
    let label = try #require(sections[50].subviews[0] as? Label)
    #expect(label.textColor == StyleColor(hex: "#0077be"))

    // A full restyle of the same tree with the same skin: every node recomputed, nothing
    // written.
    let again = window.style(with: skin)
    #expect(again.recomputedNodes == 10_000)
    #expect(again.writtenProperties == 0)

    print(
      """
      10,000-node tree: full restyle \(full.recomputedNodes) nodes in \(full.duration) \
      (again: \(again.duration)); one class change \(change.recomputedNodes) nodes in \
      \(change.duration)
      """)
  }
}
