import SkinKit

/// Gives every node of a preview tree its frame: screens put their bars at the top and
/// bottom edges (under the status bar and over the home indicator) and their content
/// between; views stack their children vertically (or in a row with `axis: horizontal`),
/// inside their `padding`, `spacing` apart; table cells lay theirs out in a row of
/// `row-height`, accessories at the trailing edge.
///
/// ```swift
/// let layout = StackLayout(device: device, system: SystemColors(scheme: .light))
/// layout.layout(root)
/// root.children[0].frame   // where the first child is drawn
/// ```
package struct StackLayout {
  let device: Device
  let measure: Measure

  public init(device: Device, system: SystemColors) {
    self.device = device
    self.measure = Measure(system: system)
  }

  /// Lays out the whole tree on the device's screen.
  public func layout(_ root: PreviewNode) {
    let screen = Rect(x: 0, y: 0, width: device.screen.width, height: device.screen.height)
    place(root, in: screen, safe: device.safeArea)
  }

  /// Places a node in a rectangle; `safe` is the part of it the system's chrome covers.
  func place(_ node: PreviewNode, in rect: Rect, safe: EdgeInsets) {
    node.frame = rect
    node.contentFrame = rect
    let look = measure.look(node)
    switch node.kind {
    case .window, .viewController, .navigationController, .tabBarController:
      placeScreen(node, in: rect, safe: safe)
    case .navigationBar:
      node.contentFrame = rect.inset(
        by: EdgeInsets(top: safe.top, right: safe.right, bottom: 0, left: safe.left))
      placeNavigationItems(node)
    case .tabBar:
      node.contentFrame = rect.inset(
        by: EdgeInsets(top: 0, right: safe.right, bottom: safe.bottom, left: safe.left))
      placeTabItems(node)
    case .toolbar:
      node.contentFrame = rect.inset(
        by: EdgeInsets(top: 0, right: safe.right, bottom: safe.bottom, left: safe.left))
      placeToolbarItems(node)
    case .tableViewCell:
      placeRow(node, in: rect.inset(by: look.padding), isCell: true)
    default:
      guard !node.visibleChildren.isEmpty else { return }
      if measure.isHorizontal(node) {
        placeRow(node, in: rect.inset(by: look.padding), safe: safe, isCell: false)
      } else {
        placeColumn(
          node.visibleChildren, in: rect.inset(by: look.padding.adding(safe)),
          spacing: look.spacing, stretches: !node.kind.scrolls)
      }
    }
  }

  // MARK: Screens

  private func placeScreen(_ node: PreviewNode, in rect: Rect, safe: EdgeInsets) {
    var children = node.visibleChildren
    if node.kind == .tabBarController {
      let content = children.filter { !$0.kind.isBottomBar && !$0.kind.isTopBar }
      let selected = content.first { $0.isIn(.selected) } ?? content.first
      for other in content where other !== selected { hide(other) }
      children = children.filter { $0.kind.isBottomBar || $0.kind.isTopBar || $0 === selected }
    }
    var area = rect
    var safe = safe
    for bar in children where bar.kind.isTopBar {
      let height = safe.top + measure.barHeight(of: bar, device: device)
      place(
        bar, in: Rect(x: area.x, y: area.y, width: area.width, height: height),
        safe: EdgeInsets(top: safe.top, right: safe.right, bottom: 0, left: safe.left))
      area = area.inset(by: EdgeInsets(top: height))
      safe.top = 0
    }
    for bar in children.reversed() where bar.kind.isBottomBar {
      let height = safe.bottom + measure.barHeight(of: bar, device: device)
      place(
        bar, in: Rect(x: area.x, y: area.maxY - height, width: area.width, height: height),
        safe: EdgeInsets(top: 0, right: safe.right, bottom: safe.bottom, left: safe.left))
      area = area.inset(by: EdgeInsets(bottom: height))
      safe.bottom = 0
    }
    let content = children.filter { !$0.kind.isTopBar && !$0.kind.isBottomBar }
    if content.count == 1 && content[0].number("height") == nil {
      place(content[0], in: area, safe: safe)
    } else if !content.isEmpty {
      placeColumn(content, in: area.inset(by: safe), spacing: 0, stretches: true)
    }
  }

  private func hide(_ node: PreviewNode) {
    for each in node.subtree { each.isShown = false }
  }

  // MARK: Stacks

  /// Children one under the other, full width (centered when their width is fixed). With
  /// `stretches`, screens and scroll views share the height left over.
  private func placeColumn(
    _ children: [PreviewNode], in inner: Rect, spacing: Double, stretches: Bool
  ) {
    let flexible = children.map {
      stretches && $0.kind.fillsHeight && $0.number("height") == nil
    }
    var heights = children.enumerated().map { index, child in
      flexible[index] ? 0 : measure.size(of: child, width: inner.width).height
    }
    let gaps = spacing * Double(max(0, children.count - 1))
    let leftover = inner.height - heights.reduce(0, +) - gaps
    let flexibleCount = flexible.filter { $0 }.count
    for index in children.indices where flexible[index] {
      heights[index] =
        leftover > 0
        ? leftover / Double(flexibleCount)
        : measure.stackSize(of: children[index], width: inner.width).height
    }
    var y = inner.y
    for (index, child) in children.enumerated() {
      let width = child.number("width").map { min($0, inner.width) } ?? inner.width
      let x = child.number("width") == nil ? inner.x : inner.midX - width / 2
      place(child, in: Rect(x: x, y: y, width: width, height: heights[index]), safe: .zero)
      y += heights[index] + spacing
    }
  }

  /// Children side by side. In a table cell the space left over goes to sliders, progress
  /// views, text fields and nested stacks, or else after the title (the first label or
  /// stack, so accessories sit at the trailing edge); in a horizontal stack it is shared by
  /// the children that fill.
  private func placeRow(
    _ node: PreviewNode, in inner: Rect, safe: EdgeInsets = .zero, isCell: Bool
  ) {
    let look = measure.look(node)
    let children = node.visibleChildren
    guard !children.isEmpty else { return }
    var row = inner
    if isCell, let accessory = node.attribute("accessory"), accessory != "none" {
      row.width = max(0, row.width - 20)
    }
    let spacing = look.spacing
    let gaps = spacing * Double(children.count - 1)
    var widths = children.map { measure.size(of: $0, width: row.width).width }
    let flexible = children.map { child -> Bool in
      guard child.number("width") == nil else { return false }
      if isCell {
        return [.slider, .progressView, .textField, .stackView, .view].contains(child.kind)
      }
      return child.kind.fillsWidth
    }
    var extraAfter = Array(repeating: 0.0, count: children.count)
    let total = widths.reduce(0, +) + gaps
    let leftover = row.width - total
    let flexibleIndices = children.indices.filter { flexible[$0] }
    if leftover > 0 {
      if !flexibleIndices.isEmpty {
        if isCell {
          for index in flexibleIndices { widths[index] += leftover / Double(flexibleIndices.count) }
        } else {
          let rigid = children.indices.filter { !flexible[$0] }.reduce(0) { $0 + widths[$1] }
          let share = (row.width - rigid - gaps) / Double(flexibleIndices.count)
          for index in flexibleIndices { widths[index] = share }
        }
      } else if isCell {
        let title = children.firstIndex { $0.kind == .label || $0.kind == .stackView } ?? 0
        extraAfter[title] = leftover
      }
    } else if leftover < 0 {
      let shrinkable =
        children.firstIndex { $0.kind == .label } ?? flexibleIndices.first ?? 0
      widths[shrinkable] = max(20, widths[shrinkable] + leftover)
    }
    var x = row.x
    for (index, child) in children.enumerated() {
      let width = widths[index]
      let fills = child.kind.fillsHeight || child.kind == .stackView && !isCell
      let column = fills ? row : row.inset(by: EdgeInsets(top: safe.top, bottom: safe.bottom))
      let height =
        fills && child.number("height") == nil
        ? column.height
        : min(column.height, measure.size(of: child, width: width).height)
      var childSafe = EdgeInsets.zero
      if fills {
        childSafe = EdgeInsets(
          top: safe.top, right: index == children.count - 1 ? safe.right : 0,
          bottom: safe.bottom, left: index == 0 ? safe.left : 0)
      }
      place(
        child,
        in: Rect(x: x, y: column.midY - height / 2, width: width, height: height),
        safe: childSafe)
      x += width + spacing + extraAfter[index]
    }
  }

  // MARK: Bars

  /// Bar button items with `placement: left` from the leading edge, the rest from the
  /// trailing edge; the title is drawn centered.
  private func placeNavigationItems(_ bar: PreviewNode) {
    let look = measure.look(bar)
    let area = bar.contentFrame.inset(
      by: EdgeInsets(top: 0, right: look.padding.right, bottom: 0, left: look.padding.left))
    var left = area.x
    var right = area.maxX
    for item in bar.visibleChildren {
      let size = measure.size(of: item, width: area.width / 3)
      let height = item.kind == .barButtonItem ? area.height : min(area.height - 8, size.height)
      let y = area.midY - height / 2
      if item.attribute("placement") == "left" {
        place(item, in: Rect(x: left, y: y, width: size.width, height: height), safe: .zero)
        left += size.width + look.spacing
      } else {
        right -= size.width
        place(item, in: Rect(x: right, y: y, width: size.width, height: height), safe: .zero)
        right -= look.spacing
      }
    }
  }

  /// Tab bar items side by side, equal widths (at most 140 each, centered on a tablet).
  private func placeTabItems(_ bar: PreviewNode) {
    let items = bar.visibleChildren
    guard !items.isEmpty else { return }
    let area = bar.contentFrame
    let width = min(area.width / Double(items.count), device.isPhone ? .infinity : 140)
    var x = area.midX - width * Double(items.count) / 2
    for item in items {
      place(item, in: Rect(x: x, y: area.y, width: width, height: area.height), safe: .zero)
      x += width
    }
  }

  /// Toolbar items spread across the bar (one item is centered).
  private func placeToolbarItems(_ bar: PreviewNode) {
    let items = bar.visibleChildren
    guard !items.isEmpty else { return }
    let look = measure.look(bar)
    let area = bar.contentFrame.inset(
      by: EdgeInsets(top: 0, right: look.padding.right, bottom: 0, left: look.padding.left))
    let sizes = items.map { measure.size(of: $0, width: area.width / Double(items.count)) }
    let total = sizes.reduce(0) { $0 + $1.width }
    let gap = items.count > 1 ? max(8, (area.width - total) / Double(items.count - 1)) : 0
    var x = items.count == 1 ? area.midX - total / 2 : area.x
    for (item, size) in zip(items, sizes) {
      let height =
        item.kind == .barButtonItem ? area.height : min(area.height - 8, size.height)
      place(
        item, in: Rect(x: x, y: area.midY - height / 2, width: size.width, height: height),
        safe: .zero)
      x += size.width + gap
    }
  }
}
