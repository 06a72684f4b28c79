import Foundation
import SkinKitProperties
import SkinKitSupport
import SkinKitSyntax

/// Classy's values (`CASStyleProperty.m`'s `transformValuesTo…`) as `.skss` text.
enum ClassyValues {
  /// The words of a value: separated by spaces and commas, a quoted string or a function
  /// call (`rgb(1, 2, 3)`) one word.
  static func words(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    var depth = 0
    var quote: Character?
    for character in text {
      if let open = quote {
        current.append(character)
        if character == open { quote = nil }
        continue
      }
      switch character {
      case "\"", "'":
        quote = character
        current.append(character)
      case "(":
        depth += 1
        current.append(character)
      case ")":
        depth = max(0, depth - 1)
        current.append(character)
      case " ", "\t", ",":
        if depth > 0 {
          current.append(character)
        } else if !current.isEmpty {
          words.append(current)
          current = ""
        }
      default:
        current.append(character)
      }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// A number as Classy's unit token reads it: `12`, `-1.5`, `.5`, `12px`, `12pt`.
  static func number(_ word: String) -> Double? {
    var text = Substring(word)
    for unit in ["px", "pt"] where text.hasSuffix(unit) { text = text.dropLast(unit.count) }
    return Double(text)
  }

  /// Why a value is not of its kind, for the message.
  struct Problem: Error, Equatable {
    var expected: String
  }

  /// The `.skss` text of a value for a property of `kind`.
  static func text(_ words: [String], kind: ValueKind) -> Result<String, Problem> {
    guard !words.isEmpty else { return .failure(Problem(expected: "a value")) }
    let numbers = words.map(number)
    let allNumbers = numbers.allSatisfy { $0 != nil }
    switch kind {
    case .color:
      guard words.count == 1, let color = color(words[0]) else {
        return .failure(
          Problem(
            expected: "a color (#rgb, #rrggbb, #rrggbbaa, rgb(), rgba(), hsl(), a UIColor name)"))
      }
      return .success(UIKitColors.hexText(color))
    case .length, .number, .integer:
      guard words.count == 1, let value = numbers[0] else {
        return .failure(Problem(expected: "a number"))
      }
      return .success(decimalText(value))
    case .boolean:
      guard words.count == 1 else { return .failure(Problem(expected: "true or false")) }
      switch words[0] {
      case "true", "YES": return .success("true")
      case "false", "NO": return .success("false")
      default: return .failure(Problem(expected: "true, false, YES or NO"))
      }
    case .insets:
      guard allNumbers, let insets = insets(numbers.compactMap { $0 }) else {
        return .failure(Problem(expected: "insets of 1, 2 or 4 numbers (top, left, bottom, right)"))
      }
      return .success(insets)
    case .size:
      guard allNumbers, (1...2).contains(words.count) else {
        return .failure(Problem(expected: "a size of 1 or 2 numbers"))
      }
      let values = numbers.compactMap { $0 }
      return .success(decimalText(values[0]) + " " + decimalText(values.last ?? values[0]))
    case .image:
      let name = unquoted(words[0])
      let capNumbers = words.dropFirst().compactMap(number)
      guard capNumbers.count == words.count - 1 else {
        return .failure(Problem(expected: "an image name, and cap insets of 1, 2 or 4 numbers"))
      }
      guard words.count == 1 else {
        guard let capInsets = insets(capNumbers) else {
          return .failure(Problem(expected: "an image name, and cap insets of 1, 2 or 4 numbers"))
        }
        return .success("image(\(TokenPrinter.quote(name)), \(capInsets))")
      }
      return .success("image(\(TokenPrinter.quote(name)))")
    case .font:
      return font(words)
    case .keyword:
      guard words.count == 1 else { return .failure(Problem(expected: "a keyword")) }
      return .success(TokenPrinter.escapeIdent(unquoted(words[0]).kebabCased))
    case .string:
      return .success(TokenPrinter.quote(words.map(unquoted).joined(separator: " ")))
    case .fontFamily:
      return .success(ValueConverter.familyText(words.map(unquoted).joined(separator: " ")))
    case .unknown:
      return .success(
        words.map { word in
          if let value = number(word) { return decimalText(value) }
          if word.hasPrefix("\"") || word.hasPrefix("'") {
            return TokenPrinter.quote(unquoted(word))
          }
          if word == "YES" { return "true" }
          if word == "NO" { return "false" }
          if let color = word.hasPrefix("#") ? color(word) : nil {
            return UIKitColors.hexText(color)
          }
          return TokenPrinter.escapeIdent(word)
        }.joined(separator: " "))
    }
  }

  static func unquoted(_ word: String) -> String {
    guard word.count >= 2, let first = word.first, first == "\"" || first == "'",
      word.last == first
    else { return word }
    return String(word.dropFirst().dropLast())
  }

  /// `UIEdgeInsetsMake`'s order (top, left, bottom, right; two numbers are top-and-bottom,
  /// left-and-right) in CSS order.
  static func insets(_ values: [Double]) -> String? {
    switch values.count {
    case 1: return decimalText(values[0])
    case 2: return decimalText(values[0]) + " " + decimalText(values[1])
    case 4:
      return [values[0], values[3], values[2], values[1]].map(decimalText).joined(separator: " ")
    default: return nil
    }
  }

  /// A color: `#rgb`, `#rrggbb`, `#rrggbbaa`; `rgb()`/`rgba()` (channels out of 255, alpha
  /// a fraction); `hsl()`/`hsla()` — which Classy reads as hue out of 360 and saturation and
  /// *brightness* out of 100, an HSB color; a UIColor name in camel or kebab case
  /// (`light-gray` is `lightGrayColor`, UIKit's `#aaaaaa`).
  static func color(_ word: String) -> StyleColor? {
    if word.hasPrefix("#") { return ValueConverter.hexColor(word) }
    let lowered = word.lowercased()
    for name in ["rgba", "rgb", "hsla", "hsl"]
    where lowered.hasPrefix(name + "(") && lowered.hasSuffix(")") {
      let inner = lowered.dropFirst(name.count + 1).dropLast()
      let values = inner.split(separator: ",").map {
        Double($0.trimmingCharacters(in: .whitespaces))
      }
      guard values.count == 3 || values.count == 4, values.allSatisfy({ $0 != nil }) else {
        return nil
      }
      let numbers = values.compactMap { $0 }
      let alpha = numbers.count == 4 ? min(max(numbers[3], 0), 1) : 1
      if name.hasPrefix("rgb") {
        return StyleColor(
          red: numbers[0] / 255, green: numbers[1] / 255, blue: numbers[2] / 255, alpha: alpha)
      }
      return StyleColor(
        hue: numbers[0], saturation: numbers[1] / 100, brightness: numbers[2] / 100, alpha: alpha)
    }
    // `light-gray` → `lightGray`, as Classy's `cas_stringByCamelCasing`.
    return UIKitColors.color(named: word.camelCased)
  }

  /// Classy's UIFont weights of `System-<weight>` names, as CSS weights.
  static let systemWeights: [String: String] = [
    "ultralight": "100", "thin": "200", "light": "300", "regular": "400", "medium": "500",
    "semibold": "600", "bold": "700", "heavy": "800", "black": "900",
  ]

  /// A font: a size and a name, in either order (`HelveticaNeue 14`, `14 "Avenir Next"`);
  /// `System`, `System-Bold`… are the system font at that weight; without a size, UIKit's
  /// system font size (14).
  static func font(_ words: [String]) -> Result<String, Problem> {
    var size: Double?
    var name: String?
    for word in words {
      if size == nil, let value = number(word) {
        size = value
      } else if name == nil {
        name = unquoted(word)
      } else {
        return .failure(Problem(expected: "a font: a name and a size"))
      }
    }
    guard size != nil || name != nil else { return .failure(Problem(expected: "a font")) }
    if let name, size == nil,
      ["body", "caption1", "caption2", "footnote", "headline", "subheadline"].contains(name)
    {
      return .failure(Problem(expected: "a font SkinKit has (dynamic type text styles are not)"))
    }
    let sizeText = decimalText(size ?? 14)
    guard let name else { return .success(sizeText + " system") }
    if name.hasPrefix("System") {
      let parts = name.split(separator: "-")
      let weight = parts.count == 2 ? systemWeights[parts[1].lowercased()] : nil
      return .success((weight.map { $0 + " " } ?? "") + sizeText + " system")
    }
    return .success(sizeText + " " + TokenPrinter.quote(name))
  }

  /// A value of numbers and the operators `+ - * /` (and parentheses) computed, as Classy's
  /// expression solver does (`$insets * 2`, `10 - 5`); `nil` when it is not one.
  static func arithmetic(_ text: String) -> Double? {
    var parser = Arithmetic(Array(text.filter { !$0.isWhitespace }))
    guard let value = parser.sum(), parser.position == parser.characters.count else { return nil }
    return value
  }

  private struct Arithmetic {
    let characters: [Character]
    var position = 0

    init(_ characters: [Character]) { self.characters = characters }

    mutating func sum() -> Double? {
      guard var value = product() else { return nil }
      while position < characters.count, characters[position] == "+" || characters[position] == "-"
      {
        let add = characters[position] == "+"
        position += 1
        guard let right = product() else { return nil }
        value = add ? value + right : value - right
      }
      return value
    }

    mutating func product() -> Double? {
      guard var value = factor() else { return nil }
      while position < characters.count, characters[position] == "*" || characters[position] == "/"
      {
        let multiply = characters[position] == "*"
        position += 1
        guard let right = factor(), multiply || right != 0 else { return nil }
        value = multiply ? value * right : value / right
      }
      return value
    }

    mutating func factor() -> Double? {
      guard position < characters.count else { return nil }
      if characters[position] == "(" {
        position += 1
        guard let value = sum(), position < characters.count, characters[position] == ")" else {
          return nil
        }
        position += 1
        return value
      }
      if characters[position] == "-" {
        position += 1
        return factor().map { -$0 }
      }
      let start = position
      while position < characters.count,
        characters[position].isNumber || characters[position] == "."
      {
        position += 1
      }
      let end = position
      for unit in ["px", "pt"]
      where position + 1 < characters.count
        && String(characters[position...position + 1]) == unit
      {
        position += 2
      }
      if end == start { return nil }
      return Double(String(characters[start..<end]))
    }
  }
}
