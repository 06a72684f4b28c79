import SkinKitProperties
import SkinKitSyntax

/// The color spaces of the Design Tokens color module beyond sRGB and its polar forms (`srgb`,
/// `srgb-linear`, `hsl` and `hwb` are read as legacy sRGB colors), each a CSS Color 4 space of
/// the same name, with the ranges the module gives its components. A token in one of them
/// converts to the CSS color of its space, every digit kept, and a color SkinKit keeps in one
/// of them is written in it.
struct DesignTokenColorSpace {
  let space: ColorSpace
  let ranges: [ClosedRange<Double>]

  /// By the module's name (which is CSS's).
  static let wideGamut: [String: DesignTokenColorSpace] = {
    let unit: [ClosedRange<Double>] = [0...1, 0...1, 0...1]
    let any = -Double.infinity...Double.infinity
    let positive = 0...Double.infinity
    let table: [(ColorSpace, [ClosedRange<Double>])] = [
      (.lab, [0...100, any, any]), (.lch, [0...100, positive, 0...360]),
      (.oklab, [0...1, any, any]), (.oklch, [0...1, positive, 0...360]),
      (.displayP3, unit), (.a98RGB, unit), (.prophotoRGB, unit), (.rec2020, unit),
      (.xyzD65, unit), (.xyzD50, unit),
    ]
    return Dictionary(
      uniqueKeysWithValues: table.map {
        ($0.0.name, DesignTokenColorSpace(space: $0.0, ranges: $0.1))
      })
  }()

  /// `oklch(0.7016 0.3225 328.363)`, `color(display-p3 1 0 1 / 0.5)`: a token's color as CSS
  /// writes it in its space (`name` is one of ``wideGamut``'s), a missing component `none`.
  static func cssText(_ name: String, _ components: [Double], missing: [Bool], alpha: Double)
    -> String
  {
    var words = zip(components, missing).map { $1 ? "none" : TokenPrinter.formatNumber($0) }
    if alpha < 1 { words += ["/", TokenPrinter.formatNumber(alpha)] }
    let inner = words.joined(separator: " ")
    let space = wideGamut[name]?.space
    return space.map(\.isPredefined) == true ? "color(\(name) \(inner))" : "\(name)(\(inner))"
  }

  /// The space and components a color is written in: one written with `hsl()` or `hwb()` in
  /// that space; a legacy color, or one in sRGB inside the gamut, in `srgb`; one in a space of the module whose components are in its ranges, in
  /// that space; any other (out of its space's ranges, or in `srgb-linear`) in `oklch`, which
  /// holds every visible color.
  static func form(of color: StyleColor) -> (name: String, components: [Double]) {
    let polar: [ClosedRange<Double>] = [0...360, 0...100, 0...100]
    for (name, hwb) in [("hsl", false), ("hwb", true)] {
      if let written = color.writtenPolarComponents(hwb: hwb),
        zip(written, polar).allSatisfy({ $1.contains($0) })
      {
        return (name, written)
      }
    }
    let own = [color.components.0, color.components.1, color.components.2]
    if color.isLegacy || color.space == .srgb, own.allSatisfy({ (0...1).contains($0) }) {
      return ("srgb", own)
    }
    if let table = wideGamut[color.space.name],
      zip(own, table.ranges).allSatisfy({ $1.contains($0) })
    {
      return (color.space.name, own)
    }
    let oklch = color.space.convert(color.components, to: .oklch)
    return ("oklch", [min(max(oklch.0, 0), 1), max(oklch.1, 0), oklch.2])
  }
}
