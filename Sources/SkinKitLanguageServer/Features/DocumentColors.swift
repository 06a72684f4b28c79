import SkinKit

/// `textDocument/documentColor` (every color written in the document's values, for the
/// editor's swatches) and `textDocument/colorPresentation` (how a color picked in the editor
/// is written back: hex first, then `rgb()` and `hsl()`).
enum DocumentColors {
  static func colors(in analysis: DocumentAnalysis, table: PropertyTable) -> JSONValue {
    let text = analysis.text
    return .array(
      ColorFinder.colors(in: analysis.tree, table: table).map { found in
        ["range": text.range(of: found.bytes).json, "color": json(found.color)]
      })
  }

  /// Reads the `color` and `range` of `textDocument/colorPresentation`'s params.
  static func presentations(_ params: JSONValue?) throws(RPCError) -> JSONValue {
    guard let json = params?["color"], let range = TextRange(params?["range"]),
      let red = json["red"]?.number, let green = json["green"]?.number,
      let blue = json["blue"]?.number, let alpha = json["alpha"]?.number
    else { throw RPCError.invalidParams("colorPresentation takes a color and a range") }
    let color = StyleColor(red: red, green: green, blue: blue, alpha: alpha).clamped
    return .array(
      labels(for: color).map { label in
        ["label": .string(label), "textEdit": ["range": range.json, "newText": .string(label)]]
      })
  }

  /// The ways to write a color: `#rrggbb` (`#rrggbbaa` when translucent), `rgb()`, `hsl()`.
  static func labels(for color: StyleColor) -> [String] {
    let (red, green, blue, alpha) = color.bytes
    let hex = String(color.hex.dropLast(alpha == 255 ? 2 : 0))
    let opacity = alpha == 255 ? "" : " / " + TokenPrinter.formatNumber(rounded(color.alpha, 2))
    let hsl = color.hsl
    // A color CSS keeps in a space of its own is offered in its notation first.
    return (color.isLegacy ? [] : [color.cssText]) + [
      hex,
      "rgb(\(red) \(green) \(blue)\(opacity))",
      "hsl(\(TokenPrinter.formatNumber(rounded(hsl.hue, 1))) "
        + "\(TokenPrinter.formatNumber(rounded(hsl.saturation * 100, 1)))% "
        + "\(TokenPrinter.formatNumber(rounded(hsl.lightness * 100, 1)))%\(opacity))",
    ]
  }

  static func json(_ color: StyleColor) -> JSONValue {
    // An editor shows sRGB: a wide-gamut color clipped, as a browser paints it on sRGB.
    let shown = color.clippedToSRGB
    return [
      "red": .number(shown.red), "green": .number(shown.green), "blue": .number(shown.blue),
      "alpha": .number(shown.alpha),
    ]
  }

  private static func rounded(_ value: Double, _ places: Int) -> Double {
    let scale = Double(places == 1 ? 10 : 100)
    return (value * scale).rounded() / scale
  }
}
