import SkinKit
import Testing

/// A subclass of the toolkit's root, whose `Stylable` conformance is in an extension (so its
/// bindings cannot be overridden), adding bindings of its own from this module.
class Meter: Gadget, StylableSubclass {
  var needle = StyleColor.black
  class var addedStyleBindings: [StyleBinding] {
    [.bind(\.tintColor, to: \Meter.needle)]
  }
}

/// A subclass of that subclass, adding more to `super`'s.
final class DualMeter: Meter {
  var scale = 1.0
  override class var addedStyleBindings: [StyleBinding] {
    super.addedStyleBindings + [.bind(\.alpha, to: \DualMeter.scale)]
  }
}

@Suite("A subclass adding bindings")
struct SubclassBindingTests {
  @Test("a subclass in another module adds bindings to the root's, and its subclasses to its")
  func addedBindings() {
    let root = Gadget(name: "root")
    let meter = Meter()
    let dual = DualMeter()
    root.attach(meter)
    root.attach(dual)
    let manager = StyleManager()
    manager.checksBindings = true
    manager.activate(
      Skin(stylesheets: [
        .parse("Gadget { background-color: #102030; tint-color: #00ff00; opacity: 0.5; }")
      ]))
    let report = manager.style(root)
    // The root's bindings still apply; each class adds its own.
    #expect(meter.backgroundColor == StyleColor(rgba: 0x102030ff))
    #expect(meter.needle == StyleColor(rgba: 0x00ff00ff))
    #expect(dual.needle == StyleColor(rgba: 0x00ff00ff))
    #expect(dual.scale == 0.5)
    #expect(meter.cascadingStyle.alpha == nil)
    // Every declaration reaches some object: no unbound-declaration.
    #expect(report.diagnostics.isEmpty)
  }
}
