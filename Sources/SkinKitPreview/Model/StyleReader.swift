import SkinKit

/// Reads a node's computed style the way a widget receives it: a value that came from a
/// declaration (on the node or inherited) is used as computed; for anything else the widget
/// keeps its own default, which the caller passes (UIAppearance's rule, skss-language.md §8).
///
/// ```swift
/// let reader = StyleReader(style)
/// reader.color("title-color", or: tint)       // the declared title color, or the tint
/// reader.length("border-width", or: 0)
/// ```
package struct StyleReader {
  /// The computed style.
  public let style: ComputedStyle

  public init(_ style: ComputedStyle) { self.style = style }

  /// The computed value when a declaration set it (here or by inheritance), else `nil`.
  public func declared(_ name: String) -> StyleValue? {
    guard let definition = style.table.definition(named: name),
      style.isDeclared(definition.id)
    else { return nil }
    return style.value(definition.id)
  }

  /// The computed value whether or not a declaration set it (the property's initial value
  /// otherwise).
  public func computed(_ name: String) -> StyleValue? { style.value(named: name) }

  /// A declared color, or `fallback`.
  public func color(_ name: String, or fallback: StyleColor) -> StyleColor {
    declared(name)?.colorValue ?? fallback
  }

  /// A declared color, or `nil`.
  public func color(_ name: String) -> StyleColor? { declared(name)?.colorValue }

  /// The computed color (declared or initial).
  public func computedColor(_ name: String) -> StyleColor {
    computed(name)?.colorValue ?? .clear
  }

  /// A declared length or number, or `fallback`.
  public func length(_ name: String, or fallback: Double) -> Double {
    declared(name)?.numberValue ?? fallback
  }

  /// A declared boolean, or `fallback`.
  public func flag(_ name: String, or fallback: Bool) -> Bool {
    if case .boolean(let value)? = declared(name) { return value }
    return fallback
  }

  /// A declared keyword, or `fallback`.
  public func keyword(_ name: String, or fallback: String) -> String {
    if case .keyword(let word)? = declared(name) { return word }
    return fallback
  }

  /// A declared size (`shadow-offset`), or `fallback`.
  public func size(_ name: String, or fallback: StyleSize) -> StyleSize {
    if case .size(let size)? = declared(name) { return size }
    return fallback
  }

  /// A declared insets value (`content-insets`, `separator-insets`), or `fallback`.
  public func insets(_ name: String, or fallback: EdgeInsets) -> EdgeInsets {
    if case .insets(let insets)? = declared(name) { return insets }
    return fallback
  }

  /// A declared whole font (`title-font`), or `fallback`.
  public func font(_ name: String, or fallback: StyleFont) -> StyleFont {
    if case .font(let font)? = declared(name) { return font }
    return fallback
  }

  /// The `padding-*` longhands; each side not declared takes the fallback's.
  public func padding(or fallback: EdgeInsets = .zero) -> EdgeInsets {
    EdgeInsets(
      top: length("padding-top", or: fallback.top),
      right: length("padding-right", or: fallback.right),
      bottom: length("padding-bottom", or: fallback.bottom),
      left: length("padding-left", or: fallback.left))
  }

  /// The text font from the `font-*` longhands: when none is declared, `fallback`; else the
  /// computed longhands (those not declared take their initial values, as in CSS).
  public func textFont(or fallback: StyleFont) -> StyleFont {
    let names = ["font-size", "font-weight", "font-family", "font-style"]
    guard names.contains(where: { declared($0) != nil }) else { return fallback }
    var font = fallback
    if let size = declared("font-size")?.numberValue { font.size = size }
    if let weight = declared("font-weight")?.numberValue { font.weight = Int(weight) }
    if case .fontFamilies(let families)? = declared("font-family") { font.families = families }
    if case .keyword(let style)? = declared("font-style") { font.italic = style == "italic" }
    return font
  }

  /// `opacity`, 1 unless declared.
  public var opacity: Double { length("opacity", or: 1) }

  /// `hidden`, false unless declared.
  public var isHidden: Bool { flag("hidden", or: false) }

  /// The computed `tint-color` (inherited; UIKit's blue when nothing sets it).
  public var tint: StyleColor { computedColor("tint-color") }
}
