import SkinKit

/// Approximate text measurement, with Helvetica's advance widths (which Arial and Liberation
/// Sans share, and which the system font is close to): enough to size labels and buttons,
/// wrap lines and truncate with an ellipsis.
///
/// ```swift
/// TextMetrics.width(of: "Save", font: .system(size: 17))   // ≈ 35.9
/// ```
package enum TextMetrics {
  /// Advance widths in thousandths of the font size, for ASCII 32…126.
  private static let regular: [UInt16] = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
  ]
  private static let bold: [UInt16] = [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
    975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
    333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
    611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
  ]

  /// The advance of one character, in thousandths of the font size.
  static func advance(_ character: Character, bold isBold: Bool, monospaced: Bool) -> Double {
    if monospaced { return 602 }
    guard let scalar = character.unicodeScalars.first else { return 0 }
    let value = Int(scalar.value)
    if value >= 32 && value <= 126 {
      return Double((isBold ? bold : regular)[value - 32])
    }
    switch character {
    case "…", "—": return 1000
    case "–": return 556
    case "’", "‘": return 222
    case "“", "”": return 333
    case "•", "·": return 350
    default: return scalar.properties.isAlphabetic ? 556 : 600
    }
  }

  /// The width of a line of text.
  public static func width(of text: String, font: StyleFont, letterSpacing: Double = 0)
    -> Double
  {
    let isBold = font.weight >= 600
    let monospaced = font.families.first == .monospaced
    var total = 0.0
    for character in text {
      total += advance(character, bold: isBold, monospaced: monospaced)
    }
    return total * font.size / 1000 + letterSpacing * Double(text.count)
  }

  /// The height of one line.
  public static func lineHeight(_ font: StyleFont) -> Double { (font.size * 1.2).rounded() }

  /// The distance from the middle of a line to its baseline (for centering text).
  public static func baselineOffset(_ font: StyleFont) -> Double { font.size * 0.35 }

  /// The text cut to fit `width`, ending with an ellipsis when it had to be cut.
  public static func truncate(
    _ text: String, font: StyleFont, width: Double, letterSpacing: Double = 0
  ) -> String {
    guard Self.width(of: text, font: font, letterSpacing: letterSpacing) > width + 0.5 else {
      return text
    }
    var characters = Array(text)
    while !characters.isEmpty {
      characters.removeLast()
      let candidate =
        String(characters).trimmingTrailingSpaces + "…"
      if Self.width(of: candidate, font: font, letterSpacing: letterSpacing) <= width {
        return candidate
      }
    }
    return ""
  }

  /// The text broken into lines of at most `width` at spaces; at most `maximumLines` lines
  /// (0 for no limit), the last one truncated if text is left over.
  public static func wrap(
    _ text: String, font: StyleFont, width: Double, maximumLines: Int, letterSpacing: Double = 0
  ) -> [String] {
    var lines: [String] = []
    var current = ""
    let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    var index = 0
    while index < words.count {
      let word = words[index]
      let candidate = current.isEmpty ? word : current + " " + word
      if current.isEmpty
        || Self.width(of: candidate, font: font, letterSpacing: letterSpacing) <= width
      {
        current = candidate
        index += 1
        continue
      }
      lines.append(current)
      current = ""
      if maximumLines > 0 && lines.count == maximumLines { break }
    }
    if maximumLines > 0 && lines.count == maximumLines {
      let rest = words[index...].joined(separator: " ")
      let last = lines.removeLast() + (rest.isEmpty ? "" : " " + rest)
      lines.append(truncate(last, font: font, width: width, letterSpacing: letterSpacing))
    } else if !current.isEmpty || lines.isEmpty {
      lines.append(
        truncate(current, font: font, width: width, letterSpacing: letterSpacing))
    }
    return lines
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
