import SkinKit
import Testing

/// A screen of gadgets: a root, a pane holding a save knob and a big knob, and a knob
/// outside the pane.
private final class Screen {
  let root = Gadget(name: "root")
  let pane = Panel(tags: ["toolbar"])
  let save = Knob(tags: ["primary"], name: "save")
  let big = BigKnob()
  let loose = Knob()
  let manager = StyleManager()

  init(_ sheet: String) {
    root.attach(pane)
    pane.attach(save)
    pane.attach(big)
    root.attach(loose)
    manager.activate(Skin(stylesheets: [.parse(sheet)]))
    manager.style(root)
  }
}

private let sheet = """
  Gadget { background-color: #102030; }
  Knob { color: #ff0000; }
  BigKnob { font-size: 20px; }
  Pane Knob { color: #00ff00; }
  .primary { background-color: #0000ff; }
  #save { font-family: Avenir; }
  Knob:highlighted { color: #ffffff; }
  Knob[tooltip="Help"] { background-color: #ffff00; }
  .warning { color: #ff9500 !important; }
  @media dark { Gadget { background-color: #000000; } }
  """

@Suite("Any object tree joins the cascade")
struct ForeignTreeTests {
  @Test("types come from the Swift classes, renamed where the tree says")
  func typesComeFromTheClasses() {
    #expect(BigKnob().styleNodeType.lineageDescription == "BigKnob ← Knob ← Gadget")
    #expect(Panel().styleNodeType.lineageDescription == "Pane ← Gadget")
    #expect(Gadget().styleNodeType.lineageDescription == "Gadget")
  }

  @Test("a model widget subclass is a type of its own without a declaration")
  func widgetSubclassTypes() {
    #expect(PlainCard().styleType.lineageDescription == "PlainCard ← View")
    #expect(
      FancyButton().styleType.lineageDescription
        == "FancyButton ← PlainButton ← " + Button().styleType.lineageDescription)
    let window = Window()
    let card = PlainCard()
    let view = View()
    window.addSubview(card)
    window.addSubview(view)
    let sheet = "View:exact { alpha: 0.5 } PlainCard { corner-radius: 8 }"
    StyleManager(skin: Skin(stylesheets: [.parse(sheet)])).style(window)
    #expect(view.alpha == 0.5 && card.alpha == 1 && card.cornerRadius == 8)
  }

  @Test("a sheet styles the tree by type, subclass, class, id, containment and renamed type")
  func sheetStylesTheTree() {
    let screen = Screen(sheet)
    #expect(screen.root.fill == Paint(r: 0x10, g: 0x20, b: 0x30))
    #expect(screen.pane.fill == Paint(r: 0x10, g: 0x20, b: 0x30))
    #expect(screen.save.fill == Paint(r: 0, g: 0, b: 255))
    #expect(screen.save.ink == Paint(r: 0, g: 255, b: 0))
    // `font-family` alone: the font's other parts keep the object's own values (12 points).
    #expect(screen.save.typeface == Typeface(face: "Avenir", points: 12))
    #expect(screen.big.ink == Paint(r: 0, g: 255, b: 0))
    #expect(screen.big.typeface == Typeface(face: "Default", points: 20))
    #expect(screen.loose.ink == Paint(r: 255, g: 0, b: 0))
    #expect(screen.save.computedStyle != nil && screen.save.isStyled)
  }

  @Test("each kind of change restyles only the nodes it can affect")
  func changesRestyleOnlyWhatTheyAffect() {
    let screen = Screen(sheet)
    #expect(screen.manager.updateStyles().recomputedNodes == 0)

    screen.loose.isPressed = true
    screen.loose.setNeedsStyleUpdate()
    var report = screen.manager.updateStyles()
    #expect(report.recomputedNodes == 1)
    #expect(screen.loose.ink == Paint(r: 255, g: 255, b: 255))

    screen.loose.tags = ["warning"]
    screen.loose.setNeedsStyleUpdate()
    report = screen.manager.updateStyles()
    #expect(report.recomputedNodes == 1)
    #expect(screen.loose.ink == Paint(r: 0xff, g: 0x95, b: 0))

    screen.big.name = "save"
    screen.big.setNeedsStyleUpdate()
    report = screen.manager.updateStyles()
    #expect(report.recomputedNodes == 1)
    #expect(screen.big.typeface == Typeface(face: "Avenir", points: 20))

    screen.big.tooltip = "Help"
    screen.big.styleAttributeDidChange("tooltip")
    report = screen.manager.updateStyles()
    #expect(report.recomputedNodes == 1)
    #expect(screen.big.fill == Paint(r: 255, g: 255, b: 0))

    // Moving the loose knob into the pane: it matches `Pane Knob` now.
    screen.pane.attach(screen.loose, at: 0)
    screen.root.setNeedsStyleUpdate()
    screen.pane.setNeedsStyleUpdate()
    report = screen.manager.updateStyles()
    #expect(report.recomputedNodes == 1)
    #expect(screen.loose.ink == Paint(r: 0xff, g: 0x95, b: 0))  // still !important
    screen.loose.tags = []
    screen.loose.setNeedsStyleUpdate()
    #expect(screen.manager.updateStyles().recomputedNodes == 1)
    #expect(screen.loose.ink == Paint(r: 255, g: 255, b: 255))  // pressed
    screen.loose.isPressed = false
    screen.loose.setNeedsStyleUpdate()
    #expect(screen.manager.updateStyles().recomputedNodes == 1)
    #expect(screen.loose.ink == Paint(r: 0, g: 255, b: 0))

    // A new knob is styled when its parent says its children changed; removing one
    // restyles nothing and leaves it as it was styled.
    let added = Knob()
    screen.root.attach(added)
    screen.root.setNeedsStyleUpdate()
    report = screen.manager.updateStyles()
    #expect(report.recomputedNodes == 1)
    #expect(added.ink == Paint(r: 255, g: 0, b: 0))
    added.detach()
    screen.root.setNeedsStyleUpdate()
    #expect(screen.manager.updateStyles().recomputedNodes == 0)
    #expect(added.ink == Paint(r: 255, g: 0, b: 0) && !added.isStyled)
  }

  @Test("dark mode restyles what depends on it")
  func environmentChanges() {
    let screen = Screen(sheet)
    let report = screen.manager.updateEnvironment { $0.colorScheme = .dark }
    #expect(report.recomputedNodes == 5)
    #expect(screen.root.fill == Paint(r: 0, g: 0, b: 0))
    #expect(screen.save.fill == Paint(r: 0, g: 0, b: 255))  // .primary wins
  }

  @Test("a style object is the node's inline style, below !important")
  func inlineStyles() {
    let screen = Screen(sheet)
    screen.save.cascadingStyle = CascadingStyle().configured {
      $0.textColor = StyleColor(rgb: 0x123456)
    }
    #expect(screen.save.ink == Paint(r: 0x12, g: 0x34, b: 0x56))
    screen.save.tags = ["primary", "warning"]
    screen.save.setNeedsStyleUpdate()
    screen.manager.updateStyles()
    #expect(screen.save.ink == Paint(r: 0xff, g: 0x95, b: 0))
    screen.save.tags = ["primary"]
    screen.save.setNeedsStyleUpdate()
    screen.manager.updateStyles()
    #expect(screen.save.ink == Paint(r: 0x12, g: 0x34, b: 0x56))
  }

  @Test("switching skins returns what the new skin does not set to the objects' own values")
  func skinSwitchRestoresOwnValues() {
    let screen = Screen(sheet)
    screen.manager.activate(Skin(stylesheets: [.parse("Pane { background-color: red; }")]))
    #expect(screen.pane.fill == Paint(r: 255, g: 0, b: 0))
    #expect(screen.root.fill == Paint(r: 255, g: 255, b: 255))
    #expect(screen.save.ink == Paint(r: 0, g: 0, b: 0))
    #expect(screen.big.typeface == Typeface(face: "Default", points: 12))
  }

  @Test("cascadingStyle round-trips on a foreign node, subclass and changes through it included")
  func cascadingStyleRoundTrips() {
    let screen = Screen(sheet)
    let style = CaptionStyle().configured { $0.textColor = StyleColor(rgb: 0x336699) }
    screen.big.cascadingStyle = style
    #expect(screen.big.cascadingStyle == style)
    #expect(screen.big.cascadingStyle is CaptionStyle)
    screen.big.cascadingStyle.textColor = .white
    #expect(screen.big.ink == Paint(r: 255, g: 255, b: 255))
    #expect(screen.big.cascadingStyle.textColor == .white)
  }

  @Test("a tree not styled yet takes a style object directly")
  func unstyledObjects() {
    let knob = Knob()
    knob.cascadingStyle = CascadingStyle().configured { $0.textColor = .white }
    #expect(knob.ink == Paint(r: 255, g: 255, b: 255) && !knob.isStyled)
  }
}

private final class CaptionStyle: CascadingStyle {}
private final class PlainCard: View {}
private class PlainButton: Button {}
private final class FancyButton: PlainButton {}
