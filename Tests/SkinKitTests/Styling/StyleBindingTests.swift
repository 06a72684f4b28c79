import SkinKit
import Testing

// Classes that say what they take only through `styleBindings`.

/// Binds two keys, one of them to a property of another name.
private final class Chip: Stylable {
  var textColor = StyleColor.black
  var fill = StyleColor.clear
  var cornerRadius = 0.0  // not bound: never written

  static let styleBindings: [StyleBinding] = [
    .bind(\.textColor, to: \Chip.textColor),
    .bind(\.backgroundColor, to: \Chip.fill),
  ]
}

/// A root that lists its subclass's bindings, as a toolkit's extension must.
private class Shape: Stylable {
  var fill = StyleColor.clear
  class var styleBindings: [StyleBinding] {
    [.bind(\.backgroundColor, to: \Shape.fill), .bind(\.borderWidth, to: \Circle.stroke)]
  }
}
private final class Circle: Shape {
  var stroke = 0.0
}

/// A model widget subclass: adds one binding and binds a key its superclass binds again.
private final class Tag: Label {
  static let haloKey = StyleKey<Double>(
    "binding-test-halo", syntax: .length(minimum: 0, percentages: false), initial: 0)
  var halo = 0.0
  var ownBackground = StyleColor.clear
  override class var styleBindings: [StyleBinding] {
    super.styleBindings + [
      .bind(haloKey, to: \Tag.halo), .bind(\.backgroundColor, to: \Tag.ownBackground),
    ]
  }
}

/// A control with a value per state for a key of the app's own, bound only per state: the
/// normal state's value is the key's value.
private final class Lamp: Control {
  static let glowKey = StyleKey<StyleColor>(
    "binding-test-glow", syntax: .color, initial: .black)
  var glows = PerState(StyleColor.black)
  var glow: StyleColor {
    get { glows.normal }
    set { glows.normal = newValue }
  }
  override class var styleBindings: [StyleBinding] {
    super.styleBindings + [.bind(glowKey, perState: \Lamp.glows)]
  }
}

/// A property whose `nil` is the object's own default, as UIKit's `UIColor?` properties.
private final class Dial: View {
  var needleColor: StyleColor?
  var labelFont: StyleFont? = StyleFont(families: [.system], size: 11)
  override class var styleBindings: [StyleBinding] {
    super.styleBindings + [
      .bind(\.tintColor, to: \Dial.needleColor), .bind(\.font, to: \Dial.labelFont),
    ]
  }
}

/// Not stylable at all.
private final class Plain {
  var textColor = StyleColor.black
}

@Suite("Bindings: what a class takes")
struct StyleBindingTests {
  /// `node`, styled under a root view by `sheet` with the app's `keys` registered.
  static func styled<Node: View>(_ node: Node, _ sheet: String, keys: [AnyStyleKey]) throws
    -> Node
  {
    let skin = Skin(stylesheets: [.parse(sheet)], registry: try StyleRegistry(keys: keys))
    #expect(skin.diagnostics.isEmpty)
    let root = View()
    root.addSubview(node)
    root.style(with: skin)
    return node
  }

  @Test("a class takes the keys it binds, to properties of any name, and nothing else")
  func bindsWhatItHas() {
    let chip = Chip()
    chip.cascadingStyle = CascadingStyle().configured {
      $0.textColor = .white
      $0.backgroundColor = StyleColor(rgb: 0xFF0000)
      $0.cornerRadius = 8
    }
    #expect(chip.textColor == .white)
    #expect(chip.fill == StyleColor(rgb: 0xFF0000))
    #expect(chip.cornerRadius == 0)
    let read = CascadingStyle.reading(from: chip)
    #expect(read.textColor == .white && read.backgroundColor == StyleColor(rgb: 0xFF0000))
    #expect(read.cornerRadius == nil)
  }

  @Test("a root's binding through a subclass's key path applies to that subclass only")
  func subclassKeyPaths() {
    let style = CascadingStyle().configured {
      $0.backgroundColor = StyleColor(rgb: 0x0000FF)
      $0.borderWidth = 3
    }
    let shape = Shape()
    let circle = Circle()
    style.apply(to: shape)
    style.apply(to: circle)
    #expect(shape.fill == StyleColor(rgb: 0x0000FF))
    #expect(circle.fill == StyleColor(rgb: 0x0000FF) && circle.stroke == 3)
    #expect(CascadingStyle.reading(from: shape).borderWidth == nil)
    #expect(CascadingStyle.reading(from: circle).borderWidth == 3)
  }

  @Test("a subclass adds to its superclass's bindings; binding a key again replaces it")
  func subclassOverrides() throws {
    let tag = try Self.styled(
      Tag(), "Tag { binding-test-halo: 5; background-color: red; color: blue }",
      keys: [Tag.haloKey.erased])
    #expect(tag.halo == 5)
    #expect(tag.textColor == StyleColor(rgb: 0x0000FF))  // Label's binding, inherited
    #expect(tag.ownBackground == StyleColor(rgb: 0xFF0000))  // the subclass's binding wins
    #expect(tag.backgroundColor == .clear)  // View's binding of the key is replaced
  }

  @Test("a key of the app's own bound per state: each state gets its cascaded value")
  func perStateAppKey() throws {
    let lamp = try Self.styled(
      Lamp(), "Lamp { binding-test-glow: red } Lamp:highlighted { binding-test-glow: blue }",
      keys: [Lamp.glowKey.erased])
    #expect(lamp.glow == StyleColor(rgb: 0xFF0000))
    #expect(lamp.glows[.highlighted] == StyleColor(rgb: 0x0000FF))
    #expect(lamp.glows[.selected] == StyleColor(rgb: 0xFF0000))
    #expect(lamp.glows.explicitStates == [.highlighted])
    #expect(lamp.cascadingStyle[Lamp.glowKey] == StyleColor(rgb: 0xFF0000))
  }

  @Test("a property that may be nil: set by a rule, nil again when none sets it, read as none")
  func optionalProperty() {
    let gauge = Dial()
    let root = View()
    root.addSubview(gauge)
    let manager = StyleManager(
      skin: Skin(stylesheets: [.parse("Dial { tint-color: #ff9500; font: 600 13 system }")]))
    manager.style(root)
    #expect(gauge.needleColor == StyleColor(rgb: 0xFF9500))
    #expect(gauge.labelFont == StyleFont(families: [.system], size: 13, weight: 600))
    manager.activate(Skin(stylesheets: [.parse("View { alpha: 1 }")]))
    #expect(gauge.needleColor == nil)
    #expect(gauge.labelFont == StyleFont(families: [.system], size: 11))
    // Read back, nil is `none`: no value of the key's type.
    #expect(CascadingStyle.reading(from: gauge).tintColor == nil)
    #expect(CascadingStyle.reading(from: gauge).font == StyleFont(families: [.system], size: 11))
    // A style object sets it like any property.
    CascadingStyle().configured { $0.tintColor = .white }.apply(to: gauge)
    #expect(gauge.needleColor == .white)
  }

  @Test("an object that is not Stylable takes nothing and reads back nothing")
  func plainObject() {
    let plain = Plain()
    CascadingStyle().configured { $0.textColor = .white }.apply(to: plain)
    #expect(plain.textColor == .black)
    #expect(CascadingStyle.reading(from: plain).isEmpty)
  }
}
