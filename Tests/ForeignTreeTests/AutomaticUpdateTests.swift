import SkinKit
import Synchronization
import Testing

/// The updates a test's scheduler was handed, run when the test says.
private final class QueuedUpdates: Sendable {
  private let queue = Mutex<[@Sendable () -> Void]>([])
  var scheduler: StyleUpdateScheduler {
    StyleUpdateScheduler { update in self.queue.withLock { $0.append(update) } }
  }
  var count: Int { queue.withLock { $0.count } }
  func runAll() {
    let updates = queue.withLock { queue in
      defer { queue = [] }
      return queue
    }
    for update in updates { update() }
  }
}

@Suite("Automatic restyle")
struct AutomaticUpdateTests {
  static let sheet = """
    Knob { color: #ff0000; }
    Knob:highlighted { color: #ffffff; }
    .warning { background-color: #ff9500; }
    """

  @Test("changes are coalesced into one update the scheduler runs")
  func coalescedUpdates() {
    let root = Gadget()
    let knob = Knob()
    let other = Knob()
    root.attach(knob)
    root.attach(other)
    let manager = StyleManager(skin: Skin(stylesheets: [.parse(Self.sheet)]))
    manager.style(root)
    let updates = QueuedUpdates()
    manager.automaticUpdates = updates.scheduler

    knob.isPressed = true
    knob.setNeedsStyleUpdate()
    other.tags = ["warning"]
    other.setNeedsStyleUpdate()
    #expect(updates.count == 1)
    #expect(knob.ink == Paint(r: 255, g: 0, b: 0))  // not yet
    updates.runAll()
    #expect(knob.ink == Paint(r: 255, g: 255, b: 255))
    #expect(other.fill == Paint(r: 255, g: 0x95, b: 0))
    #expect(manager.lastAutomaticUpdate.recomputedNodes == 2)

    // Nothing marked, nothing scheduled; after an update, the next change schedules again.
    knob.setNeedsStyleUpdate()
    #expect(updates.count == 0)
    knob.isPressed = false
    knob.setNeedsStyleUpdate()
    #expect(updates.count == 1)
    updates.runAll()
    #expect(knob.ink == Paint(r: 255, g: 0, b: 0))
  }

  @Test("a model widget's state shows on the next turn of the main actor")
  @MainActor
  func mainActorUpdates() async {
    let window = Window()
    let button = Button(title: "Save")
    window.addSubview(button)
    let manager = StyleManager(
      skin: Skin(stylesheets: [.parse("Button:highlighted { background-color: #123456 }")]))
    manager.style(window)
    manager.automaticUpdates = .mainActor
    button.state = .highlighted
    #expect(button.backgroundColor != StyleColor(rgb: 0x123456))
    for _ in 0..<1000 where button.backgroundColor != StyleColor(rgb: 0x123456) {
      await Task.yield()
    }
    #expect(button.backgroundColor == StyleColor(rgb: 0x123456))
  }

  @Test(
    "without a scheduler, or with the manual one, changes wait for updateStyles()",
    arguments: [nil, StyleUpdateScheduler.manual])
  func manualByDefault(scheduler: StyleUpdateScheduler?) {
    let root = Gadget()
    let knob = Knob()
    root.attach(knob)
    let manager = StyleManager(skin: Skin(stylesheets: [.parse(Self.sheet)]))
    manager.automaticUpdates = scheduler
    manager.style(root)
    knob.isPressed = true
    knob.setNeedsStyleUpdate()
    #expect(knob.ink == Paint(r: 255, g: 0, b: 0))
    #expect(manager.lastAutomaticUpdate.recomputedNodes == 0)
    #expect(manager.updateStyles().recomputedNodes == 1)
    #expect(knob.ink == Paint(r: 255, g: 255, b: 255))
  }
}
