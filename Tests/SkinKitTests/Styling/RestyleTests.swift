import SkinKit
import Testing

/// A small screen: a window with two containers of labels.
///
/// ```
/// Window
///   View#list      Label "a", Label "b", Label "c"
///   View#other     Label "d", Label "e"
/// ```
private final class Screen {
  let window = Window()
  let list = View(identifier: "list")
  let other = View(identifier: "other")
  let labels: [Label]

  init() {
    labels = ["a", "b", "c", "d", "e"].map { Label(text: $0) }
    window.addSubview(list)
    window.addSubview(other)
    for label in labels.prefix(3) { list.addSubview(label) }
    for label in labels.suffix(2) { other.addSubview(label) }
  }

  /// Styles the screen with `sheet` and returns the first report.
  @discardableResult
  func style(_ sheet: String) -> StyleUpdateReport {
    let skin = skin(sheet)
    #expect(skin.diagnostics.isEmpty, "\(skin.diagnostics)")
    return window.style(with: skin)
  }
}

@Suite("Restyling recomputes exactly what a change affects")
struct RestyleTests {
  @Test func firstStyleRecomputesEveryNode() {
    let screen = Screen()
    let report = screen.style("Label { color: #ff0000 }")
    #expect(report.recomputedNodes == 8)
    #expect(report.writtenProperties == 5)
    #expect(screen.window.updateStyles().recomputedNodes == 0)
  }

  @Test func classInSubjectPositionRestylesTheNodeOnly() {
    let screen = Screen()
    screen.style(".boxed { border-width: 2 } .title { color: #ff0000 }")
    screen.list.addClass("boxed")
    let report = screen.window.updateStyles()
    #expect(report.recomputedNodes == 1)
    #expect(report.writtenProperties == 1)
    #expect(screen.list.borderWidth == 2)

    // An inherited property reaches the children through inheritance, and only then.
    screen.list.addClass("title")
    let inherited = screen.window.updateStyles()
    #expect(inherited.recomputedNodes == 4)
    #expect(inherited.writtenProperties == 3)
    #expect(screen.labels[0].textColor == StyleColor(hex: "#ff0000"))
    #expect(screen.labels[3].textColor == .black)

    screen.labels[4].addClass("title")
    #expect(screen.window.updateStyles().recomputedNodes == 1)
  }

  @Test("a non-inherited property the children take with `inherit` follows the parent")
  func inheritOfAResetPropertyRestylesTheChildren() {
    let screen = Screen()
    screen.style(".boxed { border-width: 2 } Label { border-width: inherit }")
    screen.list.addClass("boxed")
    let report = screen.window.updateStyles()
    #expect(report.recomputedNodes == 4)
    #expect(screen.list.borderWidth == 2)
    #expect(screen.labels.prefix(3).allSatisfy { $0.borderWidth == 2 })
    #expect(screen.labels[3].borderWidth == 0)
  }

  @Test func classNoSelectorUsesRestylesNothing() {
    let screen = Screen()
    screen.style(".title { color: #ff0000 } .dark Label { color: #ffffff }")
    screen.list.addClass("unused")
    screen.labels[0].classes = ["other", "unused-too"]
    #expect(screen.window.updateStyles().recomputedNodes == 0)
  }

  @Test func classInAncestorPositionRestylesTheSubtree() {
    let screen = Screen()
    screen.style(".dark Label { color: #ffffff }")
    screen.list.addClass("dark")
    let report = screen.window.updateStyles()
    #expect(report.recomputedNodes == 3)
    #expect(report.writtenProperties == 3)
    #expect(screen.labels.map(\.textColor) == [.white, .white, .white, .black, .black])

    screen.list.removeClass("dark")
    let back = screen.window.updateStyles()
    #expect(back.recomputedNodes == 3)
    #expect(back.resetProperties == 3)
    #expect(screen.labels[0].textColor == .black)
  }

  @Test func classInSiblingPositionRestylesLaterSiblings() {
    let screen = Screen()
    screen.style(".lead ~ Label { font-size: 20 } .first + Label { font-size: 30 }")
    screen.labels[0].addClass("lead")
    let later = screen.window.updateStyles()
    #expect(later.recomputedNodes == 2)
    #expect(screen.labels.map(\.font.size) == [17, 20, 20, 17, 17])

    screen.labels[0].addClass("first")
    let next = screen.window.updateStyles()
    #expect(next.recomputedNodes == 1)
    #expect(screen.labels[1].font.size == 30)
  }

  @Test func identifierChangesRestyleWhatUsesEitherName() {
    let screen = Screen()
    screen.style("#main Label { letter-spacing: 1 } #side { opacity: 0.5 }")
    screen.list.identifier = "main"
    #expect(screen.window.updateStyles().recomputedNodes == 3)
    #expect(screen.labels[0].letterSpacing == 1)
    screen.list.identifier = "side"
    let report = screen.window.updateStyles()
    #expect(report.recomputedNodes == 4)
    #expect(screen.list.alpha == 0.5)
    #expect(screen.labels[0].letterSpacing == 0)
  }

  @Test func stateChangesRestyleTheNode() {
    let screen = Screen()
    screen.style("Label:highlighted { opacity: 0.5 } View:selected > Label { color: #ff0000 }")
    screen.labels[1].state = .highlighted
    #expect(screen.window.updateStyles().recomputedNodes == 1)
    #expect(screen.labels[1].alpha == 0.5)
    screen.labels[1].state = [.highlighted, .focused]
    #expect(screen.window.updateStyles().recomputedNodes == 0)
    screen.other.state = .selected
    #expect(screen.window.updateStyles().recomputedNodes == 2)
    #expect(screen.labels[3].textColor == StyleColor(hex: "#ff0000"))
  }

  @Test func attributeChangesRestyleTheNode() {
    let screen = Screen()
    screen.style(#"Label[text="x"] { font-weight: 700 }"#)
    screen.labels[2].text = "x"
    #expect(screen.window.updateStyles().recomputedNodes == 1)
    #expect(screen.labels[2].font.weight == 700)
    screen.list.setAttribute("y", forName: "role")
    #expect(screen.window.updateStyles().recomputedNodes == 0)
  }

  @Test func insertingRestylesTheNewSubtreeOnly() {
    let screen = Screen()
    screen.style("View Label { color: #ff0000 } #list { background-color: #00ff00 }")
    let card = View()
    card.addSubview(Label(text: "f"))
    card.addSubview(Label(text: "g"))
    screen.list.addSubview(card)
    let report = screen.window.updateStyles()
    #expect(report.recomputedNodes == 3)
    #expect((card.subviews[0] as? Label)?.textColor == StyleColor(hex: "#ff0000"))
  }

  @Test func removingAndMovingWithoutStructuralSelectorsRestylesNothingElse() {
    let screen = Screen()
    screen.style("#list Label { color: #ff0000 }")
    screen.labels[1].removeFromSuperview()
    #expect(screen.window.updateStyles().recomputedNodes == 0)
    // A removed node keeps its values, as a view removed from a window keeps its appearance.
    #expect(screen.labels[1].textColor == StyleColor(hex: "#ff0000"))

    screen.list.insertSubview(screen.labels[2], at: 0)
    #expect(screen.window.updateStyles().recomputedNodes == 0)

    screen.other.addSubview(screen.labels[0])
    let moved = screen.window.updateStyles()
    #expect(moved.recomputedNodes == 1)
    #expect(screen.labels[0].textColor == .black)
    #expect(moved.resetProperties == 1)
  }

  @Test func structuralSelectorsRestyleTheSiblings() {
    let screen = Screen()
    screen.style("Label:last-child { color: #ff0000 } View:empty { opacity: 0.5 }")
    #expect(screen.labels.map(\.textColor) == [.black, .black, .red, .black, .red])
    screen.list.addSubview(Label(text: "z"))
    let report = screen.window.updateStyles()
    #expect(report.recomputedNodes == 4)
    #expect(screen.labels[2].textColor == .black)

    screen.labels[3].removeFromSuperview()
    #expect(screen.window.updateStyles().recomputedNodes == 1)
    screen.labels[4].removeFromSuperview()
    let emptied = screen.window.updateStyles()
    #expect(emptied.recomputedNodes == 1)
    #expect(screen.other.alpha == 0.5)
  }

  @Test func inlineStyleChangesRestyleTheNode() {
    let screen = Screen()
    screen.style("View { color: #ff0000 }")
    screen.list.cascadingStyle = CascadingStyle().configured { $0.tintColor = .white }
    #expect(screen.list.computedStyle?.value(named: "tint-color") == .color(.white))
    // Tint is inherited: the list's labels follow.
    #expect(screen.labels[0].computedStyle?.value(named: "tint-color") == .color(.white))
  }

  @Test func environmentChangesRestyleOnlyWhatDependsOnThem() {
    let screen = Screen()
    screen.labels[0].addClass("title")
    screen.style(
      """
      .title { color: #000000 }
      @media dark { .title { color: #ffffff } }
      #other:dark { background-color: #202020 }
      @media (min-width: 600) { #list { padding: 20 } }
      """)
    screen.window.environment.colorScheme = .dark
    let dark = screen.window.updateStyles()
    #expect(dark.recomputedNodes == 2)
    #expect(screen.labels[0].textColor == .white)
    #expect(screen.other.backgroundColor == StyleColor(hex: "#202020"))

    screen.window.environment.orientation = .landscape
    #expect(screen.window.updateStyles().recomputedNodes == 0)

    screen.window.environment.width = 800
    screen.window.environment.height = 400
    let wide = screen.window.updateStyles()
    #expect(wide.recomputedNodes == 1)
    #expect(screen.list.padding == EdgeInsets(all: 20))
  }

  @Test func writesOnlyValuesThatChanged() {
    let screen = Screen()
    screen.style(
      "View { tint-color: #ff0000 } .white { tint-color: #ffffff } Label { tint-color: #00ff00 } .a { opacity: 1 }"
    )
    // The list's tint changes, so its labels are recomputed; they keep their own tint.
    screen.list.addClass("white")
    let report = screen.window.updateStyles()
    #expect(report.recomputedNodes == 4)
    #expect(report.writtenProperties == 1)
    #expect(screen.labels[0].tintColor == StyleColor(hex: "#00ff00"))

    // A declared value is written once, then only when it changes.
    screen.labels[0].addClass("a")
    #expect(screen.window.updateStyles().writtenProperties == 1)
    screen.labels[0].removeClass("a")
    screen.labels[0].addClass("a")
    let again = screen.window.updateStyles()
    #expect(again.recomputedNodes == 1)
    #expect(again.writtenProperties == 0)
  }
}

extension StyleColor {
  fileprivate static let red = StyleColor(hex: "#ff0000")
}
