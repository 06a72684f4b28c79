import SkinKit

/// Bars and their items: navigation bars (title, bar button items), tab bars, toolbars and
/// search bars.
extension Painter {
  /// A bar's fill: `bar-tint-color`, else `background-color`, else the system's bar.
  func barFill(_ node: PreviewNode, look: WidgetLook) -> StyleColor {
    node.style.color("bar-tint-color") ?? node.style.color("background-color") ?? system.bar
  }

  /// Whether the bar shows its hairline (`shadow-image: none` removes it).
  func showsHairline(_ node: PreviewNode) -> Bool {
    if case .none? = node.style.declared("shadow-image") { return false }
    return true
  }

  func paintNavigationBar(_ node: PreviewNode, look: WidgetLook) {
    canvas.rect(node.frame, fill: barFill(node, look: look), role: "bar")
    if showsHairline(node) {
      canvas.line(
        from: (node.frame.x, node.frame.maxY - 0.25), to: (node.frame.maxX, node.frame.maxY - 0.25),
        color: system.separator, width: 0.5, role: "hairline")
    }
    guard let title = node.attribute("title") else { return }
    let bar = node.contentFrame
    // The title stays centered, clear of the items on either side.
    let reserved =
      node.visibleChildren.map { min($0.frame.maxX - bar.x, bar.maxX - $0.frame.x) }.max() ?? 0
    let room = max(40, bar.width - 2 * reserved - 16)
    line(
      title, in: bar.centered(Size(width: room, height: bar.height)), font: look.titleFont,
      color: look.titleColor, role: "title")
  }

  func paintBottomBar(_ node: PreviewNode, look: WidgetLook) {
    canvas.rect(node.frame, fill: barFill(node, look: look), role: "bar")
    if showsHairline(node) {
      canvas.line(
        from: (node.frame.x, node.frame.y + 0.25), to: (node.frame.maxX, node.frame.y + 0.25),
        color: system.separator, width: 0.5, role: "hairline")
    }
  }

  func paintBarButtonItem(_ node: PreviewNode, look: WidgetLook) {
    title(node, in: node.frame, font: look.titleFont, color: look.titleColor)
  }

  /// A tab bar item: its glyph over its title, in the tab bar's selected or unselected tint
  /// (a selected item is the one in state `selected`, or the first).
  func paintTabBarItem(_ node: PreviewNode, look: WidgetLook) {
    let bar = node.parent
    let items = bar?.visibleChildren.filter { $0.kind == .tabBarItem } ?? [node]
    let selected = items.first { $0.isIn(.selected) } ?? items.first
    let isSelected = selected === node
    let barStyle = bar?.style ?? node.style
    let tint =
      isSelected
      ? barStyle.color("selected-image-tint-color", or: barStyle.tint)
      : barStyle.computedColor("unselected-item-tint-color")
    let titleColor = node.style.color("title-color") ?? tint
    let frame = node.frame
    Glyphs.draw(
      node.attribute("image") ?? "grid",
      in: Rect(x: frame.midX - 12.5, y: frame.y + 5, width: 25, height: 25), color: tint,
      weight: isSelected ? 2.2 : 1.7, on: canvas)
    if let title = node.text {
      let font = look.titleFont
      canvas.text(
        TextMetrics.truncate(title, font: font, width: frame.width - 4), x: frame.midX,
        baseline: frame.y + 43, font: font, color: titleColor, anchor: .middle, role: "title")
    }
  }

  func paintSearchBar(_ node: PreviewNode, look: WidgetLook) {
    if let fill = node.style.color("bar-tint-color") ?? node.style.color("background-color") {
      canvas.rect(node.frame, fill: fill, role: "bar")
    }
    let field = node.frame.inset(by: look.padding)
    canvas.rect(field, radius: 10, fill: system.tertiaryFill, role: "field")
    let color = look.placeholderColor
    Glyphs.draw(
      "magnifyingglass", in: Rect(x: field.x + 8, y: field.midY - 8, width: 16, height: 16),
      color: color, weight: 2.2, on: canvas)
    let textRect = field.inset(by: EdgeInsets(top: 0, right: 8, bottom: 0, left: 30))
    if let text = node.attribute("text") {
      line(
        text, in: textRect, font: look.textFont, color: look.textColor, anchor: .start, role: "text"
      )
    } else {
      line(
        node.attribute("placeholder") ?? "Search", in: textRect, font: look.textFont, color: color,
        anchor: .start, role: "placeholder")
    }
  }
}
