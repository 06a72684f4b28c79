import SkinKit

/// Draws a laid-out preview tree on a canvas, node by node in document order (children
/// over their parent): each node is an SVG group carrying its tree path, type, id and
/// classes; its box (shadow, background, border) comes from its style, then what its kind
/// draws (titles, tracks, thumbs, segments…).
///
/// ```swift
/// Painter(canvas: canvas, system: system, layoutDirection: .ltr, bounds: screen).paint(root)
/// ```
struct Painter {
  let canvas: Canvas
  let system: SystemColors
  let layoutDirection: StyleEnvironment.LayoutDirection
  /// The screen: what lies wholly outside it (below the fold of a long list) is not drawn.
  let bounds: Rect

  func look(_ node: PreviewNode) -> WidgetLook { WidgetLook(node, system: system) }

  /// Draws a node and its subtree (unless hidden or off screen).
  func paint(_ node: PreviewNode) {
    guard node.isShown, !node.style.isHidden, intersects(node.frame) else { return }
    let look = look(node)
    canvas.group(groupAttributes(node)) {
      paintBox(node, look: look)
      paintContent(node, look: look)
      paintChildren(node, look: look)
      paintSeparators(node)
      paintBorder(node, look: look)
    }
  }

  private func intersects(_ frame: Rect) -> Bool {
    frame.maxY >= bounds.minY && frame.minY <= bounds.maxY && frame.maxX >= bounds.minX
      && frame.minX <= bounds.maxX
  }

  private func groupAttributes(_ node: PreviewNode) -> [(String, String)] {
    var attributes: [(String, String)] = [
      ("data-path", node.path), ("data-type", node.typeName),
    ]
    if let id = node.element.styleIdentifier { attributes.append(("data-id", id.string)) }
    if !node.element.styleClasses.isEmpty {
      attributes.append(
        ("data-classes", node.element.styleClasses.map(\.string).joined(separator: " ")))
    }
    if !node.element.styleState.isEmpty {
      attributes.append(("data-state", node.element.styleState.description))
    }
    let opacity = node.style.opacity
    if opacity < 1 { attributes.append(("opacity", SVGValues.number(opacity))) }
    return attributes
  }

  // MARK: Box

  /// Whether the kind draws its own background (bars draw their bar tint).
  func drawsOwnBackground(_ kind: WidgetKind) -> Bool {
    [.navigationBar, .tabBar, .toolbar, .searchBar, .textField, .imageView, .segmentedControl]
      .contains(kind)
  }

  /// The shadows and background of a node's box: `box-shadow`'s outer shadows and the layer
  /// shadow, the background color, a `background-image` gradient, `box-shadow`'s inner
  /// shadows.
  func paintBox(_ node: PreviewNode, look: WidgetLook) {
    let frame = node.frame
    let radius = look.cornerRadius
    let background = look.background
    paintOuterShadows(node, look: look)
    if let shadow = look.shadow, background.alpha > 0 || look.borderWidth > 0 {
      paintShadow(shadow, of: frame, radius: radius)
    }
    if !drawsOwnBackground(node.kind), background.alpha > 0 {
      canvas.rect(frame, radius: radius, fill: background, role: "background")
    }
    paintBackgroundGradient(node, look: look)
    paintInnerShadows(node, look: look)
  }

  /// A layer shadow: the box's shape in the shadow color, offset and blurred.
  func paintShadow(_ shadow: Shadow, of frame: Rect, radius: Double, circle: Bool = false) {
    var color = shadow.color
    color.alpha *= shadow.opacity
    let shape = frame.offset(dx: shadow.offset.width, dy: shadow.offset.height)
    let filter =
      shadow.radius > 0 ? canvas.blurFilter(deviation: shadow.radius / 2, bounds: shape) : nil
    canvas.rect(
      shape, radius: circle ? shape.height / 2 : radius, fill: color, role: "shadow", filter: filter
    )
  }

  /// The border, drawn over the children as a layer's border is.
  private func paintBorder(_ node: PreviewNode, look: WidgetLook) {
    let width = look.borderWidth
    guard width > 0, look.borderColor.alpha > 0 else { return }
    canvas.rect(
      node.frame.inset(dx: width / 2, dy: width / 2), radius: max(0, look.cornerRadius - width / 2),
      fill: nil, stroke: look.borderColor, strokeWidth: width, role: "border")
  }

  // MARK: Children

  private func paintChildren(_ node: PreviewNode, look: WidgetLook) {
    guard !node.children.isEmpty else { return }
    if node.style.flag("clips-to-bounds", or: false) {
      let clip = canvas.clipPath(node.frame, radius: look.cornerRadius)
      canvas.group([("clip-path", "url(#\(clip))")]) {
        for child in node.children { paint(child) }
      }
    } else {
      for child in node.children { paint(child) }
    }
  }

  /// Hairlines between consecutive table cells, in the table's `separator-color`, inset by
  /// its `separator-insets`.
  private func paintSeparators(_ node: PreviewNode) {
    let cells = node.visibleChildren
    guard cells.count > 1 else { return }
    let table = node.kind == .tableView ? node : node.ancestor(.tableView)
    let style = table?.style ?? node.style
    let color = style.color("separator-color", or: system.separator)
    let insets: EdgeInsets =
      if case .insets(let insets)? = style.computed("separator-insets") { insets } else { .zero }
    for (upper, lower) in zip(cells, cells.dropFirst())
    where upper.kind == .tableViewCell && lower.kind == .tableViewCell && upper.isShown {
      let y = upper.frame.maxY - 0.25
      canvas.line(
        from: (upper.frame.x + insets.left, y), to: (upper.frame.maxX - insets.right, y),
        color: color, width: 0.5, role: "separator")
    }
  }

  // MARK: Content

  private func paintContent(_ node: PreviewNode, look: WidgetLook) {
    switch node.kind {
    case .label: paintLabel(node, look: look)
    case .button: paintButton(node, look: look)
    case .barButtonItem: paintBarButtonItem(node, look: look)
    case .tabBarItem: paintTabBarItem(node, look: look)
    case .navigationBar: paintNavigationBar(node, look: look)
    case .tabBar, .toolbar: paintBottomBar(node, look: look)
    case .searchBar: paintSearchBar(node, look: look)
    case .tableViewCell: paintCell(node, look: look)
    case .switchControl: paintSwitch(node, look: look)
    case .slider: paintSlider(node, look: look)
    case .progressView: paintProgress(node, look: look)
    case .stepper: paintStepper(node, look: look)
    case .segmentedControl: paintSegments(node, look: look)
    case .textField: paintTextField(node, look: look)
    case .activityIndicator: paintActivityIndicator(node, look: look)
    case .imageView: paintImage(node, look: look)
    case .window, .viewController, .navigationController, .tabBarController, .tableView,
      .scrollView, .stackView, .view:
      break
    }
  }

  // MARK: Text

  /// The SVG anchor and x for a `text-align` inside a rectangle.
  func anchor(for alignment: String, in rect: Rect) -> (Canvas.Anchor, Double) {
    let rightToLeft = layoutDirection == .rtl
    switch alignment {
    case "center": return (.middle, rect.midX)
    case "right": return (.end, rect.maxX)
    case "left": return (.start, rect.x)
    default: return rightToLeft ? (.end, rect.maxX) : (.start, rect.x)
    }
  }

  /// One line of text centered vertically in a rectangle, truncated to fit it.
  func line(
    _ text: String, in rect: Rect, font: StyleFont, color: StyleColor,
    anchor: Canvas.Anchor = .middle, letterSpacing: Double = 0, role: String
  ) {
    let fitted = TextMetrics.truncate(
      text, font: font, width: rect.width, letterSpacing: letterSpacing)
    let x =
      switch anchor {
      case .start: rect.x
      case .middle: rect.midX
      case .end: rect.maxX
      }
    canvas.text(
      fitted, x: x, baseline: rect.midY + TextMetrics.baselineOffset(font), font: font,
      color: color, anchor: anchor, letterSpacing: letterSpacing, role: role)
  }

  private func paintLabel(_ node: PreviewNode, look: WidgetLook) {
    guard let text = node.text, !text.isEmpty else { return }
    let inner = node.frame.inset(by: look.padding)
    let font = look.textFont
    let lines = TextMetrics.wrap(
      text, font: font, width: inner.width + 0.5, maximumLines: look.numberOfLines,
      letterSpacing: look.letterSpacing)
    let lineHeight = TextMetrics.lineHeight(font)
    let top = inner.midY - lineHeight * Double(lines.count) / 2
    let (anchor, x) = anchor(for: look.textAlignment, in: inner)
    for (index, line) in lines.enumerated() {
      let middle = top + lineHeight * (Double(index) + 0.5)
      paintTextShadows(
        line, x: x, baseline: middle + TextMetrics.baselineOffset(font), font: font,
        anchor: anchor, look: look)
      canvas.text(
        line, x: x, baseline: middle + TextMetrics.baselineOffset(font), font: font,
        color: look.textColor, anchor: anchor, letterSpacing: look.letterSpacing, role: "text")
    }
  }

  /// A title with an optional glyph before it, centered in a rectangle.
  func title(
    _ node: PreviewNode, in rect: Rect, font: StyleFont, color: StyleColor, role: String = "title"
  ) {
    let title = node.text ?? ""
    let glyph = node.attribute("image")
    guard glyph != nil || !title.isEmpty else { return }
    let textWidth = min(rect.width, TextMetrics.width(of: title, font: font))
    let glyphSize = min(22, font.size * 1.3)
    let total = textWidth + (glyph == nil ? 0 : glyphSize + (title.isEmpty ? 0 : 6))
    var x = rect.midX - total / 2
    if let glyph {
      Glyphs.draw(
        glyph, in: Rect(x: x, y: rect.midY - glyphSize / 2, width: glyphSize, height: glyphSize),
        color: color, on: canvas)
      x += glyphSize + 6
    }
    if !title.isEmpty {
      line(
        title, in: Rect(x: x, y: rect.y, width: textWidth, height: rect.height), font: font,
        color: color, anchor: .start, role: role)
    }
  }

  private func paintButton(_ node: PreviewNode, look: WidgetLook) {
    let insets = look.padding.adding(node.style.insets("content-insets", or: .zero))
    title(node, in: node.frame.inset(by: insets), font: look.titleFont, color: look.titleColor)
  }
}
