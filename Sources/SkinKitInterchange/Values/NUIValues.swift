import Foundation
import SkinKitProperties
import SkinKitSyntax

/// NUI's value types (README "Style Value Types", `NUIConverter.m`) as `.skss` text.
enum NUIValues {
  /// Why a value is not of its type: what was expected, for the message.
  struct Problem: Error, Equatable {
    var expected: String
  }

  static func text(_ text: String, type: NUIVocabulary.ValueType) -> Result<String, Problem> {
    switch type {
    case .color:
      guard let color = color(text) else {
        return .failure(
          Problem(
            expected:
              "a color NUI reads (#rrggbb, 0xrrggbb, rgb(), rgba(), hsl(), hsla() or a UIColor name such as red)"
          ))
      }
      return .success(UIKitColors.hexText(color))
    case .length, .number:
      guard let number = leadingNumber(text) else { return .failure(Problem(expected: "a number")) }
      return .success(decimalText(number))
    case .integer:
      guard let number = leadingNumber(text) else {
        return .failure(Problem(expected: "a whole number"))
      }
      return .success(decimalText(number.rounded(.towardZero)))
    case .boolean:
      switch text.asciiLowercased {
      case "true", "yes", "1": return .success("true")
      case "false", "no", "0": return .success("false")
      default: return .failure(Problem(expected: "true or false"))
      }
    case .offset:
      let parts = text.split(separator: ",").compactMap { leadingNumber(String($0)) }
      guard parts.count == 2 else {
        return .failure(Problem(expected: "an offset of two numbers such as 1,2"))
      }
      return .success(decimalText(parts[0]) + " " + decimalText(parts[1]))
    case .box:
      let parts = text.split(whereSeparator: \.isWhitespace).map { leadingNumber(String($0)) }
      guard (1...4).contains(parts.count), parts.allSatisfy({ $0 != nil }) else {
        return .failure(Problem(expected: "a box of 1 to 4 numbers (top right bottom left)"))
      }
      return .success(parts.compactMap { $0 }.map(decimalText).joined(separator: " "))
    case .image:
      return .success("image(\(TokenPrinter.quote(text)))")
    case .alignment:
      let word = text.asciiLowercased
      guard ["left", "center", "right"].contains(word) else {
        return .failure(Problem(expected: "left, center or right"))
      }
      return .success(word)
    }
  }

  /// The number a text starts with, as `floatValue` reads it (`2px` is 2); `nil` when it
  /// starts with none.
  static func leadingNumber(_ text: String) -> Double? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    var end = trimmed.startIndex
    var sawDigit = false
    var sawDot = false
    for index in trimmed.indices {
      let character = trimmed[index]
      if character.isASCII, character.isNumber {
        sawDigit = true
      } else if character == ".", !sawDot {
        sawDot = true
      } else if character == "-" || character == "+", index == trimmed.startIndex {
      } else {
        break
      }
      end = trimmed.index(after: index)
    }
    guard sawDigit else { return nil }
    return Double(trimmed[trimmed.startIndex..<end])
  }

  /// A color as NUI's `toColor:` reads it: a UIColor class method's name (`red` for
  /// `redColor`), else `#rrggbb` or `0xrrggbb`, else `rgb`, `rgba`, `hsl` or `hsla` with
  /// three or four channels — a channel with a `.` is a fraction, one without is out of 255,
  /// and `hsl` is hue, saturation and *brightness* (`colorWithHue:saturation:brightness:`).
  static func color(_ text: String) -> StyleColor? {
    if let named = UIKitColors.color(named: text) { return named }
    let compact = text.filter { !$0.isWhitespace }.uppercased()
    if let hex = compact.range(of: "(?:0X|#)[0-9A-F]{6}", options: .regularExpression) {
      let digits =
        compact[hex].hasPrefix("#")
        ? compact[hex].dropFirst() : compact[hex].dropFirst(2)
      return ValueConverter.hexColor("#" + digits)
    }
    for name in ["RGBA", "RGB", "HSLA", "HSL"] {
      guard compact.hasPrefix(name + "("), compact.hasSuffix(")") else { continue }
      let inner = compact.dropFirst(name.count + 1).dropLast()
      let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      let hasAlpha = name.hasSuffix("A")
      guard parts.count == (hasAlpha ? 4 : 3) || (!hasAlpha && parts.count == 4) else {
        return nil
      }
      let components = parts.map { part -> Double? in
        guard let value = Double(part) else { return nil }
        return part.contains(".") ? value : value / 255
      }
      guard components.allSatisfy({ $0 != nil }) else { return nil }
      let values = components.compactMap { $0 }.map { min(max($0, 0), 1) }
      let alpha = hasAlpha ? values[3] : 1
      if name.hasPrefix("RGB") {
        return StyleColor(red: values[0], green: values[1], blue: values[2], alpha: alpha)
      }
      return StyleColor(
        hue: values[0] * 360, saturation: values[1], brightness: values[2], alpha: alpha)
    }
    return nil
  }

  /// A `font-name` as `.skss` writes it: the family, and the weight and style NUI's system
  /// font names carry (`boldSystem`, `lightSystem`…, UIKit's font weights as CSS numbers).
  static func systemFont(_ name: String) -> (family: String, weight: String?, italic: Bool) {
    let weights: [String: String] = [
      "boldsystem": "700", "blacksystem": "900", "heavysystem": "800", "lightsystem": "300",
      "mediumsystem": "500", "semiboldsystem": "600", "thinsystem": "200",
      "ultralightsystem": "100",
    ]
    switch name.asciiLowercased {
    case "system": return ("system", nil, false)
    case "italicsystem": return ("system", nil, true)
    case let lowered where weights[lowered] != nil: return ("system", weights[lowered], false)
    default: return (TokenPrinter.quote(name), nil, false)
    }
  }
}
