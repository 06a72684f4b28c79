import SkinKit
import Testing

@Suite("Style objects")
struct CascadingStyleTests {
  @Test func typedPropertiesAreKeysInTheStyle() {
    let style = CascadingStyle()
    #expect(style.isEmpty)
    style.textColor = .white
    style.font = StyleFont(families: [.named("Avenir")], size: 15, weight: 700)
    style.padding = EdgeInsets(top: 1, right: 2, bottom: 3, left: 4)
    style.titleColor = StyleColor(hex: "#336699")
    #expect(style[StyleKeys.builtIn.textColor] == .white)
    #expect(style.font == StyleFont(families: [.named("Avenir")], size: 15, weight: 700))
    #expect(style.padding == EdgeInsets(top: 1, right: 2, bottom: 3, left: 4))
    #expect(style.titleColor == StyleColor(hex: "#336699"))
    #expect(
      style.description
        == "CascadingStyle { color: #ffffffff; font-family: Avenir; font-size: 15; font-weight: 700; font-style: normal; padding-top: 1; padding-right: 2; padding-bottom: 3; padding-left: 4; title-color: #336699ff }"
    )
    style.font = nil
    #expect(style.font == nil)
    #expect(style.value(forProperty: StyleKeys.builtIn.textColor.properties[0]) == .color(.white))
  }

  @Test func keysOfAppStylesJoinTheirRegistrysTable() throws {
    let table = AppStyles.registry.properties
    // Declaring a built-in name gives the built-in property.
    #expect(AppKeys.shadowOffset.properties == [table.definition(named: "shadow-offset")!.id])
    #expect(AppKeys.shadowOffset.properties == StyleKeys.builtIn.shadowOffset.properties)
    #expect(AppKeys.shadowOffset.declarationError == nil)
    // A new name is a new property, known under its camel-case spelling too — in the
    // registry's table, not in the built-in one.
    let glow = try #require(table.definition(named: "glowRadius"))
    #expect(AppKeys.glowRadius.properties == [glow.id])
    #expect(glow.initial == .length(0))
    #expect(!glow.inherited)
    #expect(PropertyTable.builtIn.definition(named: "glow-radius") == nil)
    #expect(table.extends(.builtIn) && !PropertyTable.builtIn.extends(table))
    // A name taken by a different kind of property gives a key that sets nothing.
    let clash = StyleKey<StyleColor>("color", syntax: .color, initial: .black, inherited: false)
    #expect(clash.properties.isEmpty)
    #expect(
      clash.declarationError?.message
        == "'color' is already the name of the built-in property 'color', declared differently")
    #expect(throws: StyleKeyError.self) { try StyleRegistry(styles: [ClashingStyle.self]) }
    // Two keys of one name (declared apart) cannot be in one registry; each can in its own.
    let first = StyleKey<Double>(
      "halo", syntax: .number(range: 0...1, percentages: false), initial: 0)
    let second = StyleKey<Double>(
      "halo", syntax: .number(range: 0...9, percentages: false), initial: 0)
    #expect(first.properties != second.properties)
    #expect(throws: StyleKeyError.self) {
      try StyleRegistry(keys: [first.erased, second.erased])
    }
    #expect(try StyleRegistry(keys: [first.erased]).properties.definition(named: "halo") != nil)
  }

  @Test func subclassesInheritTypedProperties() {
    let style = ShadowedTitleStyle()
    style.titleColor = .white
    style.titleShadowOffset = StyleSize(width: 0, height: 1)
    style.alpha = 0.5
    #expect(style.titleColor == .white)
    #expect(
      ShadowedTitleStyle.styleKeys.map(\.name).suffix(4) == [
        "title-color", "title-font", "title-shadow-color", "title-shadow-offset",
      ])
    #expect(TitleStyle.styleKeys.count == CascadingStyle.styleKeys.count + 2)
  }

  @Test func stylesMergeAndCompare() {
    let base = TitleStyle().configured {
      $0.titleColor = .black
      $0.alpha = 1
    }
    let overlay = CascadingStyle().configured {
      $0.alpha = 0.5
      $0.backgroundColor = .white
    }
    let merged = base.merging(overlay)
    #expect(type(of: merged) == TitleStyle.self)
    #expect(merged.titleColor == .black)
    #expect(merged.alpha == 0.5)
    #expect(merged.backgroundColor == .white)
    #expect(base.alpha == 1)

    #expect(base == base.copy())
    #expect(base != merged)
    // Same values, different classes: not equal.
    #expect(TitleStyle() != CascadingStyle())
    #expect(base.isSubset(of: merged) == false)
    #expect(overlay.isSubset(of: merged))
    base.merge(overlay)
    #expect(base == merged)
  }

  @Test func applyWritesWhatTheTargetSupportsAndIgnoresTheRest() {
    let label = Label(text: "Hi")
    let style = ShadowStyle().configured {
      $0.textColor = .white
      $0.font = .system(size: 20, weight: 600)
      $0.shadowOffset = StyleSize(width: 0, height: 2)
      $0.shadowColor = StyleColor(hex: "#00000080")
      $0.titleColor = .white  // a label has no title: ignored
      $0.onTintColor = .white  // nor a switch's tint
    }
    style.apply(to: label)
    #expect(label.textColor == .white)
    #expect(label.font == .system(size: 20, weight: 600))
    #expect(label.shadowOffset == StyleSize(width: 0, height: 2))
    #expect(label.shadowColor == StyleColor(hex: "#00000080"))
    #expect(label.alpha == 1)

    // A class that is not a widget at all: only what it adopts is written.
    let gauge = Gauge()
    let glow = GlowStyle().configured {
      $0.glowRadius = 6
      $0.textColor = StyleColor(hex: "#ff8800")
      $0.alpha = 0.5  // Gauge has no alpha
      $0.backgroundColor = .white  // nor a background
    }
    gauge.cascadingStyle = glow
    #expect(gauge.glowRadius == 6)
    #expect(gauge.textColor == StyleColor(hex: "#ff8800"))
  }

  @Test func readingBackReturnsWhatWasApplied() throws {
    let gauge = Gauge()
    let style = GlowStyle().configured {
      $0.glowRadius = 4
      $0.textColor = .white
      $0.font = .system(size: 9)
      $0.textAlignment = .right
    }
    gauge.cascadingStyle = style
    let back = gauge.readStyle(as: GlowStyle.self)
    #expect(style.isSubset(of: back))
    #expect(back[.glowRadius] == 4)
    #expect(back.textAlignment == .right)
    #expect(back.shadowRadius == 0)  // every value the class knows
    #expect(back.alpha == nil)  // not a property of Gauge

    let typed = gauge.readStyle(as: GlowStyle.self)
    #expect(typed.glowRadius == 4)
    #expect(typed.font == .system(size: 9))

    let button = Button(title: "Save")
    button.cascadingStyle = ShadowedTitleStyle().configured {
      $0.titleColor = StyleColor(hex: "#112233")
      $0.titleShadowOffset = StyleSize(width: 1, height: 1)
    }
    let title = button.readStyle(as: ShadowedTitleStyle.self)
    #expect(title.titleColor == StyleColor(hex: "#112233"))
    #expect(title.titleShadowOffset == StyleSize(width: 1, height: 1))
    #expect(button.titleColor(for: .highlighted) == StyleColor(hex: "#112233"))
  }
}

/// `cascadingStyle` round-trips: it reads back a style of the class assigned, equal to it
/// for what the object supports, and a change through it reaches the object.
@Suite("cascadingStyle round trip")
struct CascadingStyleRoundTripTests {
  @Test("reading gives the class and the values assigned, as the object has them now")
  func assignedComesBack() throws {
    let label = Label(text: "Hi")
    let style = ShadowStyle().configured {
      $0.shadowOffset = StyleSize(width: 0, height: 2)
      $0.textColor = .white
    }
    label.cascadingStyle = style
    let back = try #require(label.cascadingStyle as? ShadowStyle)
    #expect(back == style)
    #expect(label.cascadingStyle == style)
    #expect(back.description == "ShadowStyle { color: #ffffffff; shadow-offset: 0 2 }")

    // The values the object has now: changed behind the style's back, read back changed.
    label.textColor = .black
    #expect(label.cascadingStyle.textColor == .black)
    #expect(label.cascadingStyle != style)

    // What the object does not support is not read back: Gauge has no alpha.
    let gauge = Gauge()
    let glow = GlowStyle().configured {
      $0.glowRadius = 4
      $0.textColor = .white
      $0.alpha = 0.5
    }
    gauge.cascadingStyle = glow
    let read = try #require(gauge.cascadingStyle as? GlowStyle)
    #expect(read.glowRadius == 4)
    #expect(read.textColor == .white)
    #expect(read.alpha == nil)
    #expect(
      read
        == GlowStyle().configured {
          $0.glowRadius = 4
          $0.textColor = .white
        })
  }

  @Test("a change through the getter reaches the object (a subclass's property too)")
  func mutationThroughTheGetter() throws {
    let label = Label(text: "Hi")
    label.cascadingStyle.textColor = StyleColor(hex: "#ff0000")
    #expect(label.textColor == StyleColor(hex: "#ff0000"))
    // Only what was changed became the assigned style, of the class read.
    #expect(
      label.cascadingStyle
        == CascadingStyle().configured { $0.textColor = StyleColor(hex: "#ff0000") })

    let gauge = Gauge()
    gauge.cascadingStyle = GlowStyle().configured { $0.glowRadius = 1 }
    try #require(gauge.cascadingStyle as? GlowStyle).glowRadius = 9
    #expect(gauge.glowRadius == 9)
    (gauge.cascadingStyle as? GlowStyle)?.configured { $0.textColor = .white }
    #expect(gauge.textColor == .white)
    #expect(
      gauge.cascadingStyle
        == GlowStyle().configured {
          $0.glowRadius = 9
          $0.textColor = .white
        })
  }

  @Test("on a styled node the change is its inline style: it beats the sheet, and stays")
  func inlineInAStyledTree() {
    let window = Window()
    let label = Label(text: "Hi", classes: ["title"])
    window.addSubview(label)
    window.style(with: skin(".title { color: #0000ff; opacity: 0.5 }", registry: .builtIn))
    #expect(label.textColor == StyleColor(hex: "#0000ff"))
    label.cascadingStyle.textColor = StyleColor(hex: "#ff0000")
    #expect(label.textColor == StyleColor(hex: "#ff0000"))
    #expect(label.alpha == 0.5)  // the sheet's other values stay
    #expect(
      label.inlineStyle == CascadingStyle().configured { $0.textColor = StyleColor(hex: "#ff0000") }
    )
    window.style(with: skin(".title { color: #00ff00 }", registry: .builtIn))
    #expect(label.textColor == StyleColor(hex: "#ff0000"))
    #expect(label.alpha == 1)
    label.cascadingStyle = CascadingStyle()
    #expect(label.textColor == StyleColor(hex: "#00ff00"))
  }

  @Test("styles are inherited for reuse, as AKCascadingStyle's were")
  func subclassesForReuse() throws {
    let button = Button(title: "Save")
    let title = ShadowedTitleStyle().configured {
      $0.titleColor = .white
      $0.titleShadowOffset = StyleSize(width: 0, height: 1)
    }
    button.cascadingStyle = title
    let back = try #require(button.cascadingStyle as? TitleStyle)
    #expect(back is ShadowedTitleStyle)
    #expect(back == title)
    #expect(button.titleColor(for: .highlighted) == .white)
  }
}

/// A style whose key clashes with a built-in property.
private final class ClashingStyle: CascadingStyle {
  static let clash = StyleKey<StyleColor>(
    "color", syntax: .color, initial: .black, inherited: false)
  override class var styleKeys: [AnyStyleKey] { super.styleKeys + [clash.erased] }
}
