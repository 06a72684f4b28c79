import SkinKit

// A toolkit of its own, as a game engine or another UI framework would have: its own base
// class, color and font types, and nothing of SkinKit. The conformances below, in
// extensions with no stored property, are all it takes to style it from sheets.

/// The toolkit's color: 0–255 channels.
struct Paint: Equatable {
  var r: UInt8, g: UInt8, b: UInt8
}

/// The toolkit's font: a face name and a point size.
struct Typeface: Equatable {
  var face: String
  var points: Double
}

/// The toolkit's base class.
class Gadget {
  private(set) weak var owner: Gadget?
  private(set) var parts: [Gadget] = []
  var tags: [String] = []
  var name: String?
  var isPressed = false
  var tooltip: String?
  var fill = Paint(r: 255, g: 255, b: 255)
  var opacity = 1.0
  var halo = 0.0

  init(tags: [String] = [], name: String? = nil) {
    self.tags = tags
    self.name = name
  }

  func attach(_ part: Gadget, at index: Int? = nil) {
    part.detach()
    parts.insert(part, at: index ?? parts.count)
    part.owner = self
  }

  func detach() {
    guard let owner else { return }
    owner.parts.removeAll { $0 === self }
    self.owner = nil
  }
}

class Knob: Gadget {
  var caption = ""
  var ink = Paint(r: 0, g: 0, b: 0)
  var typeface = Typeface(face: "Default", points: 12)
}

class BigKnob: Knob {}

final class Panel: Gadget {}

/// A root that knows the environment it is shown in, as a window knows its traits.
final class Stage: Gadget {
  var traits: StyleEnvironment

  init(traits: StyleEnvironment) {
    self.traits = traits
    super.init()
  }
}

/// A switch with a title color per state, kept in the toolkit's own form (a paint per state,
/// the normal state's under 0).
final class Toggle: Gadget {
  var inks: [UInt8: Paint] = [0: Paint(r: 0, g: 0, b: 0)]
}

// MARK: The app's conformances

extension Gadget: StyleTreeNode {
  var styleParentNode: (any StyleTreeNode)? { owner }
  var styleChildNodes: [any StyleTreeNode] { parts }
  var styleClassNames: [String] { tags }
  var styleID: String? { name }
  var styleState: ElementState { isPressed ? .highlighted : [] }
  func styleAttribute(_ name: String) -> String? { name == "tooltip" ? tooltip : nil }
  var styleRootEnvironment: StyleEnvironment? { (self as? Stage)?.traits }
  static func styleTypeName(of type: AnyClass) -> String? { type == Panel.self ? "Pane" : nil }

  // The whole toolkit's bindings, listed by its root: extensions cannot override, so the
  // subclasses' are here too, each applying to the objects of its key path's type.
  static var styleBindings: [StyleBinding] {
    [
      .bind(\.backgroundColor, to: \Gadget.backgroundColor),
      .bind(\.font, to: \Knob.font),
      .bind(\.textColor, to: \Knob.textColor),
      .bind(\.titleColor, to: \Toggle.titleColor),
      .bind(\.titleColor, perState: \Toggle.titleColors),
      .bind(ForeignRegistryTests.haloKey, to: \Gadget.haloWidth),
    ]
  }

  var backgroundColor: StyleColor {
    get { StyleColor(paint: fill, alpha: opacity) }
    set {
      fill = Paint(newValue)
      opacity = newValue.alpha
    }
  }
}

extension Knob {
  var font: StyleFont {
    get {
      StyleFont(
        families: [typeface.face == "Default" ? .system : .named(typeface.face)],
        size: typeface.points)
    }
    set {
      var face = "Default"
      if case .named(let name)? = newValue.families.first { face = name }
      typeface = Typeface(face: face, points: newValue.size)
    }
  }
  var textColor: StyleColor {
    get { StyleColor(paint: ink) }
    set { ink = Paint(newValue) }
  }
}

extension Toggle {
  var titleColors: PerState<StyleColor> {
    get {
      var colors = PerState(StyleColor(paint: inks[0]!))
      for (state, paint) in inks where state != 0 {
        colors.set(StyleColor(paint: paint), for: ElementState(rawValue: state))
      }
      return colors
    }
    set {
      inks = [0: Paint(newValue.normal)]
      for state in newValue.explicitStates {
        inks[state.rawValue] = newValue.explicitValue(for: state).map(Paint.init)
      }
    }
  }
  var titleColor: StyleColor {
    get { titleColors.normal }
    set { titleColors.normal = newValue }
  }
}

extension StyleColor {
  init(paint: Paint, alpha: Double = 1) {
    self.init(
      red: Double(paint.r) / 255, green: Double(paint.g) / 255, blue: Double(paint.b) / 255,
      alpha: alpha)
  }
}

extension Paint {
  init(_ color: StyleColor) {
    func channel(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
    self.init(r: channel(color.red), g: channel(color.green), b: channel(color.blue))
  }
}
