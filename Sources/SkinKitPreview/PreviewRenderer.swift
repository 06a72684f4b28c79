import SkinKit

/// Draws a styled widget tree as a picture of a phone or tablet screen, in SVG.
///
/// The tree is resolved by the caller (the same computed styles `skss resolve` prints); the
/// renderer lays it out with a simple stack layout (``StackLayout``), draws every node in
/// the colors, fonts, radii, borders and shadows its style gives (``Painter``), and puts the
/// device and its status bar around it (``DeviceChrome``).
///
/// ```swift
/// let document = try TreeDocument.load(contentsOf: "Samples/Trees/preview.json")
/// let environment = Device.sized(document.environment)
/// let resolution = document.resolve(with: cascade, environment: environment)
/// let picture = PreviewRenderer(caption: "Default.skss").render(resolution, environment: environment)
/// try picture.svg.write(toFile: "screen.svg", atomically: true, encoding: .utf8)
/// ```
package struct PreviewRenderer {
  /// A line written under the device (which sheets, which environment), or `nil`.
  public var caption: String?
  /// The paths of the nodes to outline (`0/2/1`, as `skss resolve` prints them): what
  /// `skss preview --audit` marks as failing.
  public var outlinedPaths: Set<String> = []

  /// The space around the device.
  static let margin = 28.0

  public init(caption: String? = nil) { self.caption = caption }

  /// Renders a resolved tree in an environment (the one it was resolved in).
  public func render(_ resolution: TreeResolution, environment: StyleEnvironment) -> PreviewPicture
  {
    let device = Device(environment: environment)
    let system = SystemColors(scheme: environment.colorScheme)
    let root = PreviewNode.tree(of: resolution)
    if let root { StackLayout(device: device, system: system).layout(root) }

    let inset = Self.margin + DeviceChrome.bezel
    let captionHeight = caption == nil ? 0.0 : 30
    let size = Size(
      width: device.screen.width + 2 * inset,
      height: device.screen.height + 2 * inset + captionHeight)
    let canvas = Canvas(width: size.width, height: size.height)
    let chrome = DeviceChrome(device: device)
    let screen = Rect(
      x: inset, y: inset, width: device.screen.width, height: device.screen.height)
    chrome.drawBody(on: canvas, screen: screen)

    let clip = canvas.clipPath(
      Rect(x: 0, y: 0, width: screen.width, height: screen.height), radius: device.cornerRadius)
    canvas.group([
      ("transform", "translate(\(SVGValues.number(inset)) \(SVGValues.number(inset)))"),
      ("clip-path", "url(#\(clip))"), ("data-role", "screen"),
    ]) {
      canvas.rect(
        Rect(x: 0, y: 0, width: screen.width, height: screen.height), fill: system.background,
        role: "screen-background")
      if let root {
        Painter(
          canvas: canvas, system: system, layoutDirection: environment.layoutDirection,
          bounds: Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        ).paint(root)
      }
      if let root, !outlinedPaths.isEmpty { outline(root, on: canvas) }
      let top = Backdrop.color(at: (screen.width / 2, 20), in: root, system: system)
      let bottom = Backdrop.color(
        at: (screen.width / 2, screen.height - 10), in: root, system: system)
      chrome.drawStatusBar(on: canvas, color: DeviceChrome.contentColor(on: top))
      chrome.drawIsland(on: canvas)
      chrome.drawHomeIndicator(on: canvas, color: DeviceChrome.contentColor(on: bottom))
    }
    if let caption {
      canvas.text(
        caption, x: size.width / 2, baseline: size.height - Self.margin / 2 - 8,
        font: .system(size: 13), color: StyleColor(rgb: 0x8E8E93), anchor: .middle, role: "caption")
    }
    return PreviewPicture(svg: canvas.svg, size: size, screen: screen, device: device, root: root)
  }

  /// The color outlines are drawn in: UIKit's system red, visible on light and dark screens.
  static let outlineColor = StyleColor(rgb: 0xFF3B30)

  /// Outlines each node shown whose path is in ``outlinedPaths``, over everything painted.
  private func outline(_ node: PreviewNode, on canvas: Canvas) {
    guard node.isShown else { return }
    if outlinedPaths.contains(node.path) {
      canvas.rect(
        node.frame, radius: 2, fill: nil, stroke: Self.outlineColor, strokeWidth: 2,
        role: "audit-outline")
    }
    for child in node.children { outline(child, on: canvas) }
  }
}

/// A rendered preview.
package struct PreviewPicture {
  /// The SVG document.
  public let svg: String
  /// Its size in points.
  public let size: Size
  /// Where the screen is in the picture: node frames are in the screen's coordinates, so a
  /// node is at its frame moved by the screen's origin (what `skss studio` hit-tests).
  public let screen: Rect
  /// The device drawn.
  public let device: Device
  /// The laid-out tree (frames in screen coordinates), if the tree had nodes.
  public let root: PreviewNode?
}

/// What is painted behind a point of the screen: the backgrounds and bar fills of the nodes
/// covering it, composited in paint order (to pick the status bar's color).
enum Backdrop {
  static func color(at point: (x: Double, y: Double), in root: PreviewNode?, system: SystemColors)
    -> StyleColor
  {
    var result = system.background
    func visit(_ node: PreviewNode) {
      guard node.isShown, !node.style.isHidden else { return }
      let frame = node.frame
      if point.x >= frame.minX, point.x <= frame.maxX, point.y >= frame.minY,
        point.y <= frame.maxY
      {
        let look = WidgetLook(node, system: system)
        let fill: StyleColor =
          switch node.kind {
          case .navigationBar, .tabBar, .toolbar:
            node.style.color("bar-tint-color") ?? node.style.color("background-color") ?? system.bar
          default: look.background
          }
        result = composite(fill, over: result)
      }
      for child in node.children { visit(child) }
    }
    if let root { visit(root) }
    return result
  }

  static func composite(_ top: StyleColor, over bottom: StyleColor) -> StyleColor {
    let alpha = top.alpha
    return StyleColor(
      red: top.red * alpha + bottom.red * (1 - alpha),
      green: top.green * alpha + bottom.green * (1 - alpha),
      blue: top.blue * alpha + bottom.blue * (1 - alpha))
  }
}
