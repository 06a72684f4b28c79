import Foundation
import SkinKit

/// Natural sizes: how big each kind of widget wants to be, from its text, font, padding
/// and children, within an available width. A node's `width` and `height` attributes fix
/// its size.
///
/// ```swift
/// let measure = Measure(system: SystemColors(scheme: .light))
/// measure.size(of: switchNode, width: 390)   // 51 × 31
/// ```
struct Measure {
  let system: SystemColors

  func look(_ node: PreviewNode) -> WidgetLook { WidgetLook(node, system: system) }

  /// The natural size of a node given the width available to it.
  func size(of node: PreviewNode, width available: Double) -> Size {
    let fixedWidth = node.number("width")
    let fixedHeight = node.number("height")
    var size = naturalSize(of: node, width: fixedWidth ?? available)
    if let fixedWidth { size.width = fixedWidth }
    if let fixedHeight { size.height = fixedHeight }
    return size
  }

  /// The height of a table row: `row-height` of the cell, else of its table, else 44 —
  /// taller when its content needs it.
  func rowHeight(of cell: PreviewNode) -> Double {
    cell.style.length(
      "row-height", or: cell.ancestor(.tableView)?.style.length("row-height", or: 44) ?? 44)
  }

  /// The height of a bar's own area (without the status bar or home indicator).
  func barHeight(of bar: PreviewNode, device: Device) -> Double {
    switch bar.kind {
    case .tabBar: device.isPhone ? 49 : 50
    case .toolbar: device.isPhone ? 44 : 50
    case .searchBar: 52
    default: 44
    }
  }

  /// The width of a title, or of a glyph when there is no title.
  func titleWidth(of node: PreviewNode) -> Double {
    let look = look(node)
    let title = node.text ?? ""
    var width =
      title.isEmpty
      ? 0 : TextMetrics.width(of: title, font: look.titleFont, letterSpacing: look.letterSpacing)
    if node.attribute("image") != nil { width += title.isEmpty ? 24 : 28 }
    return width
  }

  private func naturalSize(of node: PreviewNode, width available: Double) -> Size {
    let look = look(node)
    let padding = look.padding
    switch node.kind {
    case .label:
      let font = look.textFont
      let lines = TextMetrics.wrap(
        node.text ?? "", font: font, width: max(0, available - padding.horizontal),
        maximumLines: look.numberOfLines, letterSpacing: look.letterSpacing)
      let width =
        lines.map { TextMetrics.width(of: $0, font: font, letterSpacing: look.letterSpacing) }
        .max() ?? 0
      return Size(
        width: width.rounded(.up) + padding.horizontal,
        height: Double(lines.count) * TextMetrics.lineHeight(font) + padding.vertical)
    case .button:
      let insets = padding.adding(node.style.insets("content-insets", or: .zero))
      let lineHeight = TextMetrics.lineHeight(look.titleFont)
      var height = lineHeight + insets.vertical
      if insets.vertical == 0 { height = max(height, 44) }
      return Size(width: titleWidth(of: node).rounded(.up) + insets.horizontal, height: height)
    case .barButtonItem:
      return Size(width: titleWidth(of: node).rounded(.up), height: 44)
    case .tabBarItem:
      return Size(width: max(64, titleWidth(of: node)), height: 49)
    case .switchControl:
      return Size(width: 51, height: 31)
    case .slider:
      return Size(width: 120 + padding.horizontal, height: 30 + padding.vertical)
    case .progressView:
      return Size(width: 120 + padding.horizontal, height: 4 + padding.vertical)
    case .stepper:
      return Size(width: 94, height: 32)
    case .activityIndicator:
      return Size(width: 20, height: 20)
    case .segmentedControl:
      let font = look.titleFont
      let width = segments(of: node).reduce(0) {
        $0 + max(44, TextMetrics.width(of: $1, font: font) + 28)
      }
      return Size(width: width.rounded(.up) + padding.horizontal, height: 32 + padding.vertical)
    case .textField:
      let text = node.attribute("text") ?? node.attribute("placeholder") ?? ""
      let font = look.textFont
      let width = max(120, TextMetrics.width(of: text, font: font) + 8)
      return Size(
        width: width.rounded(.up) + padding.horizontal,
        height: TextMetrics.lineHeight(font) + padding.vertical)
    case .searchBar:
      return Size(width: available, height: 36 + padding.vertical)
    case .imageView:
      return Size(width: 60, height: 60)
    case .navigationBar, .toolbar:
      return Size(width: available, height: 44)
    case .tabBar:
      return Size(width: available, height: 49)
    case .tableViewCell:
      let inner = max(0, available - padding.horizontal)
      let content = node.visibleChildren.map { size(of: $0, width: inner).height }.max() ?? 0
      return Size(
        width: available, height: max(rowHeight(of: node), content + padding.vertical))
    case .window, .viewController, .navigationController, .tabBarController:
      return Size(width: available, height: 0)
    case .stackView, .view, .tableView, .scrollView:
      return stackSize(of: node, width: available)
    }
  }

  /// The natural size of a node that stacks its children.
  func stackSize(of node: PreviewNode, width available: Double) -> Size {
    let look = look(node)
    let padding = look.padding
    let children = node.visibleChildren
    guard !children.isEmpty else {
      return Size(width: padding.horizontal, height: padding.vertical)
    }
    let inner = max(0, available - padding.horizontal)
    let gaps = look.spacing * Double(children.count - 1)
    if isHorizontal(node) {
      let sizes = children.map { size(of: $0, width: inner) }
      return Size(
        width: sizes.reduce(0) { $0 + $1.width } + gaps + padding.horizontal,
        height: (sizes.map(\.height).max() ?? 0) + padding.vertical)
    }
    let sizes = children.map { size(of: $0, width: inner) }
    return Size(
      width: (sizes.map(\.width).max() ?? 0) + padding.horizontal,
      height: sizes.reduce(0) { $0 + $1.height } + gaps + padding.vertical)
  }

  /// Whether a node lays its children out in a row (`axis: horizontal`).
  func isHorizontal(_ node: PreviewNode) -> Bool {
    node.style.keyword("axis", or: "vertical") == "horizontal"
  }

  func segments(of node: PreviewNode) -> [String] { Self.segments(of: node) }

  /// A segmented control's segment titles: its `segments` attribute, comma-separated.
  static func segments(of node: PreviewNode) -> [String] {
    let titles = (node.attribute("segments") ?? "First,Second").split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    return titles.isEmpty ? ["First"] : titles
  }
}
