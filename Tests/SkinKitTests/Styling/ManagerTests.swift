import Dispatch
import SkinKit
import SkinKitSupport
import SkinKitSyntax
import Testing

@Suite("The style manager")
struct ManagerTests {
  @Test func switchingSkinsRestylesEveryRoot() {
    let manager = StyleManager()
    let window = Window()
    let title = Label(text: "Title", classes: ["title"])
    window.addSubview(title)
    let panel = View(classes: ["panel"])  // a root that is not a window
    let caption = Label(text: "Caption")
    panel.addSubview(caption)

    // Roots added before a skin is active are styled when one is.
    #expect(manager.style(window).recomputedNodes == 0)
    manager.style(panel)
    #expect(manager.roots.count == 2)
    let light = skin(".title { color: #111111 } .panel Label { color: #222222 }", name: "light")
    let first = manager.activate(light)
    #expect(first.recomputedNodes == 4)
    #expect(manager.skin === light)
    #expect(title.textColor == StyleColor(hex: "#111111"))
    #expect(caption.textColor == StyleColor(hex: "#222222"))

    let ocean = skin(".title { color: #0077be; font-size: 22 }", name: "ocean")
    let second = manager.activate(ocean)
    #expect(second.recomputedNodes == 4)
    #expect(second.resetProperties == 1)
    #expect(title.textColor == StyleColor(hex: "#0077be"))
    #expect(title.font.size == 22)
    #expect(caption.textColor == .black)

    title.addClass("other")
    caption.addClass("title")
    #expect(manager.updateStyles().recomputedNodes == 1)
    #expect(caption.textColor == StyleColor(hex: "#0077be"))

    manager.remove(panel)
    #expect(manager.roots.map(ObjectIdentifier.init) == [ObjectIdentifier(window)])
    #expect(!panel.isStyled)
  }

  @Test func environmentChangesRestyleWhatDependsOnThem() {
    let manager = StyleManager(
      skin: skin(
        """
        Label { color: #000000 }
        @media dark { Label.title { color: #ffffff } }
        @media pad { .panel { padding: 24 } }
        """))
    let window = Window()
    let title = Label(text: "Title", classes: ["title"])
    window.addSubview(title)
    window.addSubview(Label(text: "Body"))
    let panel = View(classes: ["panel"])
    manager.style(window)
    manager.style(panel)

    let dark = manager.updateEnvironment { $0.colorScheme = .dark }
    #expect(dark.recomputedNodes == 1)
    #expect(title.textColor == .white)
    #expect(window.environment.colorScheme == .dark)
    #expect(manager.environment.colorScheme == .dark)

    let pad = manager.updateEnvironment { $0.idiom = .pad }
    #expect(pad.recomputedNodes == 1)
    #expect(panel.padding == EdgeInsets(all: 24))
    #expect(window.environment.idiom == .pad)
  }

  @Test func rootsAreHeldWeakly() {
    let manager = StyleManager(skin: skin("Label { color: #ff0000 }"))
    var window: Window? = Window()
    manager.style(window!)
    #expect(manager.roots.count == 1)
    window = nil
    #expect(manager.roots.isEmpty)
  }

  @Test func theSkinCanBeSwitchedFromAnyThread() {
    let manager = StyleManager()
    let skins = (0..<8).map { skin("Label { font-size: \($0 + 10) }", name: "skin\($0)") }
    let seen = Locked(0)
    DispatchQueue.concurrentPerform(iterations: 64) { iteration in
      manager.activate(skins[iteration % skins.count])
      if manager.skin != nil { seen.withLock { $0 += 1 } }
    }
    #expect(seen.withLock { $0 } == 64)
    #expect(skins.contains { $0 === manager.skin })
  }
}
