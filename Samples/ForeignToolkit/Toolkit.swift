// "Tiles", a small UI toolkit of its own — as a game engine's UI or another platform's
// views would be. It has its own base class (`Tile`), color type (`Hue`, 0xRRGGBB) and
// font type (`Face`), and knows nothing of SkinKit: main.swift's extensions style it.

/// A color as the toolkit stores it: 24-bit RGB and an opacity.
struct Hue: Equatable, CustomStringConvertible {
  var rgb: UInt32
  var opacity = 1.0
  var description: String {
    if opacity == 0 { return "clear" }
    let hex = String(rgb, radix: 16)
    return "0x" + String(repeating: "0", count: 6 - hex.count) + hex
      + (opacity < 1 ? " at \(Int((opacity * 100).rounded()))%" : "")
  }
}

/// A font as the toolkit stores it.
struct Face: Equatable, CustomStringConvertible {
  var name: String
  var size: Double
  var isBold = false
  var description: String { "\(name) \(size.formatted())\(isBold ? " bold" : "")" }
}

/// Margins as the toolkit stores them: the same on both sides of each axis.
struct Margins: Equatable {
  var horizontal: Double
  var vertical: Double
}

/// The toolkit's base class: a rectangle in a tree of tiles.
class Tile {
  private(set) weak var container: Tile?
  private(set) var tiles: [Tile] = []
  /// The toolkit's own names for "kinds" of tiles, used here as style classes.
  var roles: [String]
  /// A name unique on its screen.
  var key: String?
  var fill = Hue(rgb: 0xffffff)
  var margins = Margins(horizontal: 0, vertical: 0)

  init(roles: [String] = [], key: String? = nil) {
    self.roles = roles
    self.key = key
  }

  func add(_ tile: Tile) {
    tile.container?.tiles.removeAll { $0 === tile }
    tiles.append(tile)
    tile.container = self
  }
}

/// A tile that shows text.
class Caption: Tile {
  var text: String
  var ink = Hue(rgb: 0x000000)
  var face = Face(name: "Tiles Sans", size: 14)

  init(_ text: String, roles: [String] = [], key: String? = nil) {
    self.text = text
    super.init(roles: roles, key: key)
  }
}

/// A caption that can be pressed.
final class PushButton: Caption {
  var isPressed = false
}

/// The root of a screen.
final class Screen: Tile {}

extension Double {
  func formatted() -> String { self == rounded() ? String(Int(self)) : String(self) }
}
