import SkinKit
import Testing

/// What styling through the one engine promises beyond the values: what a change recomputes
/// and writes, what a key set in part keeps, what restyling everything does, and how the
/// nodes' links and records behave as apps hold and drop them.
@Suite("The one engine: what changes recompute and write")
struct OneEngineTests {
  /// A window with a list of `count` rows, each a View holding a Label and a Button.
  static func rows(_ count: Int) -> (window: Window, rows: [View]) {
    let window = Window()
    var rows: [View] = []
    for index in 0..<count {
      let row = View(classes: index % 2 == 0 ? ["even"] : [])
      row.addSubview(Label(text: "row \(index)"))
      row.addSubview(Button(title: "go"))
      window.addSubview(row)
      rows.append(row)
    }
    return (window, rows)
  }

  @Test("a class on the root named in ancestor compounds recomputes only the subjects below")
  func descendantInvalidationSets() {
    let (window, rows) = Self.rows(10)
    window.style(
      with: skin(
        """
        .dark Label { color: #ffffff }
        .dark .even { background-color: #000000 }
        Button { title-color: #0000ff }
        """))
    window.addClass("dark")
    let report = window.updateStyles()
    // Ten Labels and the five even rows; not the window (no rule tests `.dark` on it), the
    // Buttons or the odd rows.
    #expect(report.recomputedNodes == 15)
    #expect(report.writtenProperties == 15)
    #expect(rows.allSatisfy { ($0.subviews[0] as! Label).textColor == .white })
    #expect(rows[0].backgroundColor == .black && rows[1].backgroundColor == .clear)
  }

  @Test("a class named in an ancestor compound by a subject without a name recomputes all below")
  func universalSubjectRecomputesEveryDescendant() {
    let (window, _) = Self.rows(4)
    window.style(with: skin(".dark * { opacity: 0.5 }"))
    window.addClass("dark")
    #expect(window.updateStyles().recomputedNodes == 12)
  }

  @Test("a warm full restyle recomputes every node and writes nothing")
  func warmRestyleWritesNothing() {
    let (window, _) = Self.rows(20)
    let theme = skin("Label { color: #ff0000 } .even { padding-top: 4 } Button { alpha: 0.5 }")
    let manager = StyleManager(skin: theme)
    let first = manager.style(window)
    #expect(first.recomputedNodes == 61)
    #expect(first.writtenProperties == 50)
    let again = manager.activate(theme)
    #expect(again.recomputedNodes == 61)
    #expect(again.writtenProperties == 0)
  }

  @Test("restyleAll writes every value again, and reads a foreign tree's objects again")
  func restyleAllRewrites() {
    let (window, rows) = Self.rows(3)
    let manager = StyleManager(skin: skin("Label { color: #ff0000 }"))
    manager.style(window)
    let label = rows[1].subviews[0] as! Label
    // Set behind SkinKit's back: an update sees no change; restyling everything does.
    label.textColor = .black
    #expect(manager.updateStyles().writtenProperties == 0)
    #expect(label.textColor == .black)
    let report = manager.restyleAll()
    #expect(report.recomputedNodes == 10)
    #expect(report.writtenProperties == 3)
    #expect(label.textColor == StyleColor(hex: "#ff0000"))
  }

  @Test("a key set in part keeps the object's own values for its other longhands")
  func partialKeysKeepTheObjectsOwnValues() {
    let window = Window()
    let label = Label(text: "title")
    label.font = .system(size: 13, weight: 700)
    label.padding = EdgeInsets(top: 1, right: 4, bottom: 3, left: 2)
    window.addSubview(label)
    window.style(with: skin("Label { font-size: 22; padding-top: 8 }"))
    #expect(label.font.size == 22)
    #expect(label.font.weight == 700)
    #expect(label.padding == EdgeInsets(top: 8, right: 4, bottom: 3, left: 2))
    // Set no more: the object's own values come back.
    window.style(with: skin("Label { color: #ff0000 }"))
    #expect(label.font == .system(size: 13, weight: 700))
    #expect(label.padding == EdgeInsets(top: 1, right: 4, bottom: 3, left: 2))
  }

  @Test("a node's parent link is cleared when the parent goes, whatever holds the child")
  func parentLinksNeverDangle() {
    var window: Window? = Window()
    let row = View()
    let label = Label(text: "kept")
    window!.addSubview(row)
    row.addSubview(label)
    window!.style(with: skin("Label { color: #ff0000 }"))
    #expect(row.parent === window)
    window = nil
    #expect(row.parent == nil)
    #expect(label.parent === row)
    // Moved into another tree, the node is styled there.
    let other = Window()
    other.addSubview(row)
    other.style(with: skin("Label { color: #00ff00 }"))
    #expect(label.textColor == StyleColor(hex: "#00ff00"))
  }

  @Test("one leaf's change recomputes that leaf alone, in a large tree")
  func singleLeafChange() {
    let (window, rows) = Self.rows(2000)
    window.style(with: skin(".selected { color: #00ff00 } Label { color: #ff0000 }"))
    let label = rows[1234].subviews[0] as! Label
    label.addClass("selected")
    let report = window.updateStyles()
    #expect(report.recomputedNodes == 1)
    #expect(report.writtenProperties == 1)
    #expect(label.textColor == StyleColor(hex: "#00ff00"))
  }

  @Test("many separate changes in one update give what a full styling gives")
  func manyScatteredChanges() {
    let (window, rows) = Self.rows(60)
    let sheet = """
      .on Label { color: #00ff00 } .on { padding-left: 3 } .even Button { alpha: 0.5 }
      :root { --ink: #123456 } Label { background-color: var(--ink) }
      """
    window.style(with: skin(sheet))
    for (index, row) in rows.enumerated() where index % 3 == 0 { row.addClass("on") }
    let report = window.updateStyles()
    // 20 rows and their Labels — and their Buttons: a `var()` in a non-inherited value may
    // compute to `inherit`, so a row whose non-inherited values change restyles its children.
    #expect(report.recomputedNodes == 60)
    let fresh = Self.rows(60)
    for (index, row) in fresh.rows.enumerated() where index % 3 == 0 { row.addClass("on") }
    fresh.window.style(with: skin(sheet))
    let values = { (window: Window) in
      window.subtree.map { node -> String in
        let style = node.computedStyle!
        return ["color", "padding-left", "alpha", "background-color"]
          .map { style.value(named: $0)!.description }.joined(separator: " ")
      }
    }
    #expect(values(window) == values(fresh.window))
  }
}
