import SkinKit

/// What a node looks like: each value its style declares, or else the widget's own default
/// for its kind in the current color scheme. Layout and drawing both read it, so what is
/// measured is what is drawn.
///
/// ```swift
/// let look = WidgetLook(node, system: SystemColors(scheme: .light))
/// look.titleColor   // a button's declared title-color, or its tint color
/// ```
package struct WidgetLook {
  public let node: PreviewNode
  public let system: SystemColors
  var style: StyleReader { node.style }

  public init(_ node: PreviewNode, system: SystemColors) {
    self.node = node
    self.system = system
  }

  // MARK: Box

  /// The background: `background-color`, or the kind's own.
  public var background: StyleColor {
    let fallback: StyleColor =
      switch node.kind {
      case .window: system.background
      case .tableView: system.groupedBackground
      case .tableViewCell: system.cellBackground
      default: .clear
      }
    return style.color("background-color", or: fallback)
  }

  public var cornerRadius: Double { style.length("border-radius", or: 0) }
  public var borderWidth: Double { style.length("border-width", or: 0) }
  /// `border-color` as computed (`currentcolor` is the node's color).
  public var borderColor: StyleColor { style.computedColor("border-color") }

  /// Inner space: `padding`, or the kind's own.
  public var padding: EdgeInsets {
    let fallback: EdgeInsets =
      switch node.kind {
      case .tableViewCell: EdgeInsets(top: 0, right: 16, bottom: 0, left: 16)
      case .textField: EdgeInsets(top: 7, right: 12, bottom: 7, left: 12)
      case .searchBar: EdgeInsets(top: 8, right: 16, bottom: 8, left: 16)
      case .toolbar, .navigationBar: EdgeInsets(top: 0, right: 16, bottom: 0, left: 16)
      default: .zero
      }
    return style.padding(or: fallback)
  }

  /// Space between the children of a stack: `spacing`, or the kind's own.
  public var spacing: Double {
    let fallback: Double =
      switch node.kind {
      case .tableViewCell: 12
      case .navigationBar, .toolbar: 16
      default: 0
      }
    return style.length("spacing", or: fallback)
  }

  // MARK: Text

  /// The font of a label's or text field's text.
  public var textFont: StyleFont { style.textFont(or: .system(size: 17)) }
  /// The color of a label's or text field's text.
  public var textColor: StyleColor { style.color("color", or: system.label) }
  public var letterSpacing: Double { style.length("letter-spacing", or: 0) }
  public var textAlignment: String { style.keyword("text-align", or: "natural") }
  /// `number-of-lines` (0: as many as needed).
  public var numberOfLines: Int {
    if case .integer(let lines)? = style.declared("number-of-lines") { return lines }
    return 1
  }
  public var placeholderColor: StyleColor {
    style.color("placeholder-color", or: system.tertiaryLabel)
  }

  // MARK: Titles (buttons, bars, bar items, segments)

  /// The title font: `title-font`, or the kind's own.
  public var titleFont: StyleFont {
    let fallback: StyleFont =
      switch node.kind {
      case .navigationBar: .system(size: 17, weight: 600)
      case .segmentedControl: .system(size: 13, weight: 500)
      case .tabBarItem: .system(size: 10, weight: 500)
      default: .system(size: 17)
      }
    return style.font("title-font", or: fallback)
  }

  /// The title color: `title-color` (as computed for the node's state), or the kind's own —
  /// for buttons and bar items the tint color (grey when disabled).
  public var titleColor: StyleColor {
    if let declared = style.color("title-color") { return declared }
    switch node.kind {
    case .navigationBar, .segmentedControl: return system.label
    case .button, .barButtonItem:
      return node.isIn(.disabled) ? system.tertiaryLabel : style.tint
    default: return style.tint
    }
  }

  // MARK: Bars

  /// A bar's background: `bar-tint-color`, or the system's translucent bar.
  public var barTint: StyleColor { style.color("bar-tint-color", or: system.bar) }

  // MARK: Controls

  /// The switch's track when on.
  public var onTint: StyleColor { style.computedColor("on-tint-color") }
  public var thumbTint: StyleColor { style.computedColor("thumb-tint-color") }
  public var minimumTrackTint: StyleColor {
    style.color("minimum-track-tint-color", or: style.tint)
  }
  public var maximumTrackTint: StyleColor {
    style.color("maximum-track-tint-color", or: system.fill)
  }
  public var progressTint: StyleColor { style.color("progress-tint-color", or: style.tint) }
  public var trackTint: StyleColor { style.color("track-tint-color", or: system.fill) }
  public var selectedSegmentTint: StyleColor {
    style.color("selected-segment-tint-color", or: system.segmentSelection)
  }

  // MARK: Shadow

  /// The layer shadow, when `shadow-opacity` makes one visible.
  public var shadow: Shadow? {
    let opacity = style.length("shadow-opacity", or: 0)
    let color = style.computedColor("shadow-color")
    guard opacity > 0, color.alpha > 0 else { return nil }
    return Shadow(
      color: color, opacity: opacity,
      offset: style.size("shadow-offset", or: StyleSize(width: 0, height: -3)),
      radius: style.length("shadow-radius", or: 3))
  }

  // MARK: CSS paint

  /// `background-image` when it is a gradient, its `currentcolor` the node's color.
  public var backgroundGradient: StyleGradient? {
    let value = style.declared("background-image")?.resolvingCurrentColor(currentColor)
    guard case .image(let image)? = value else { return nil }
    return image.gradient
  }

  /// `box-shadow`, first on top (none unless declared).
  public var boxShadows: [StyleShadow] { shadows("box-shadow") }
  /// `text-shadow`, first on top (none unless declared).
  public var textShadows: [StyleShadow] { shadows("text-shadow") }

  private var currentColor: StyleColor { style.computedColor("color") }

  private func shadows(_ name: String) -> [StyleShadow] {
    switch style.declared(name)?.resolvingCurrentColor(currentColor) {
    case .boxShadows(let shadows)?, .textShadows(let shadows)?: shadows
    default: []
    }
  }
}

/// A layer shadow: UIKit's `shadowColor`, `shadowOpacity`, `shadowOffset`, `shadowRadius`.
package struct Shadow: Sendable, Hashable {
  public var color: StyleColor
  public var opacity: Double
  public var offset: StyleSize
  public var radius: Double
}
