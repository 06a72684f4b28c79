import SkinKit

/// The device around the screen and the system's chrome on it: the body and bezel, the
/// status bar (time, signal, Wi-Fi, battery), the camera island and the home indicator.
///
/// ```swift
/// let chrome = DeviceChrome(device: device)
/// chrome.drawBody(on: canvas, screen: screenRect)
/// chrome.drawStatusBar(on: canvas, color: .black)
/// ```
struct DeviceChrome {
  let device: Device

  /// The bezel's thickness around the screen.
  static let bezel = 12.0

  /// The phone's or tablet's body, with the screen's rectangle inside it.
  func drawBody(on canvas: Canvas, screen: Rect) {
    let body = screen.inset(dx: -Self.bezel, dy: -Self.bezel)
    let radius = device.cornerRadius + Self.bezel
    let filter = canvas.blurFilter(deviation: 12, bounds: body)
    canvas.rect(
      body.offset(dx: 0, dy: 10), radius: radius, fill: StyleColor(rgba: 0x0000_0040),
      role: "device-shadow", filter: filter)
    canvas.rect(
      body, radius: radius, fill: StyleColor(rgb: 0x1B1B1D), stroke: StyleColor(rgb: 0x4A4A4E),
      strokeWidth: 2, role: "device")
  }

  /// The status bar's time and indicators, in screen coordinates.
  func drawStatusBar(on canvas: Canvas, color: StyleColor) {
    guard device.showsStatusBar else { return }
    let width = device.screen.width
    let phone = device.isPhone
    let font = StyleFont.system(size: phone ? 17 : 14, weight: 600)
    let baseline = phone ? 33.0 : 17.0
    let timeX = phone ? (width / 2 - 63) / 2 + 6 : 24
    canvas.group([("data-role", "status-bar")]) {
      canvas.text(
        "9:41", x: timeX, baseline: baseline, font: font, color: color,
        anchor: phone ? .middle : .start, role: "time")
      var x = phone ? width - (width / 2 - 63) / 2 + 27 : width - 24
      // Battery.
      let battery = Rect(x: x - 25, y: baseline - 11, width: 25, height: 12)
      var outline = color
      outline.alpha *= 0.4
      canvas.rect(battery, radius: 3.5, fill: nil, stroke: outline, strokeWidth: 1)
      canvas.rect(battery.inset(dx: 2, dy: 2), radius: 2, fill: color)
      canvas.rect(
        Rect(x: battery.maxX + 1.5, y: battery.midY - 2, width: 1.5, height: 4), radius: 0.75,
        fill: outline)
      x -= 25 + 7
      // Wi-Fi: three arcs and a dot, centered on the point below them.
      let wifiCenter = (x: x - 8, y: baseline - 0.5)
      for (index, radius) in [11.0, 7.5, 4.0].enumerated() {
        let start = (x: wifiCenter.x - radius * 0.72, y: wifiCenter.y - radius * 0.69)
        let end = (x: wifiCenter.x + radius * 0.72, y: wifiCenter.y - radius * 0.69)
        canvas.path(
          "M\(SVGValues.number(start.x)) \(SVGValues.number(start.y)) A\(SVGValues.number(radius)) \(SVGValues.number(radius)) 0 0 1 \(SVGValues.number(end.x)) \(SVGValues.number(end.y))",
          fill: nil, stroke: color, strokeWidth: index == 0 ? 2.2 : 2.2)
      }
      canvas.circle(x: wifiCenter.x, y: wifiCenter.y - 1.2, radius: 1.4, fill: color)
      x -= 16 + 7
      // Signal: four bars.
      if phone {
        for index in 0..<4 {
          let height = 4 + Double(index) * 2.5
          canvas.rect(
            Rect(
              x: x - 17 + Double(index) * 4.6, y: baseline - 1 - height, width: 3.2,
              height: height), radius: 1, fill: color)
        }
      }
    }
  }

  /// The camera island at the top of a phone's screen.
  func drawIsland(on canvas: Canvas) {
    guard device.hasIsland else { return }
    let island = Rect(x: device.screen.width / 2 - 62.5, y: 11, width: 125, height: 36)
    canvas.rect(island, radius: 18, fill: .black, role: "island")
  }

  /// The home indicator at the bottom of the screen.
  func drawHomeIndicator(on canvas: Canvas, color: StyleColor) {
    let width = device.isPhone ? 134.0 : 300
    let bar = Rect(
      x: device.screen.width / 2 - width / 2, y: device.screen.height - 8 - 5, width: width,
      height: 5)
    canvas.rect(bar, radius: 2.5, fill: color, role: "home-indicator")
  }

  /// Black or white, whichever reads on a background.
  static func contentColor(on background: StyleColor) -> StyleColor {
    let luminance = 0.2126 * background.red + 0.7152 * background.green + 0.0722 * background.blue
    return luminance > 0.55 ? .black : .white
  }
}
