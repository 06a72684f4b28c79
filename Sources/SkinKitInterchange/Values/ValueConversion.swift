import Foundation
import SkinKitProperties
import SkinKitSupport
import SkinKitSyntax

/// What kind of `.skss` value a converted property takes, from its definition in the property
/// registry — or, for a property SkinKit does not know, from its UIKit name as UISS guessed
/// (`…Color` is a color, `…Image` an image, `…Font` a font).
enum ValueKind: Sendable, Equatable {
  case color
  case image
  case font
  /// UIKit `UIEdgeInsets`: written `[top, left, bottom, right]`, printed in CSS order.
  case insets
  /// `CGSize`, `UIOffset`, `CGPoint`: `n`, `[n]` or `[a, b]`.
  case size
  case length
  case number
  case integer
  case boolean
  case keyword
  case string
  case fontFamily
  /// Unknown: numbers, booleans and strings pass through as they are.
  case unknown

  init(_ syntax: ValueSyntax) {
    switch syntax {
    case .color: self = .color
    case .length, .fontSize: self = .length
    case .number, .fontWeight: self = .number
    case .integer: self = .integer
    case .boolean: self = .boolean
    case .keywords, .fontStyle: self = .keyword
    case .fontFamily: self = .fontFamily
    case .font: self = .font
    case .insets: self = .insets
    case .size: self = .size
    case .image: self = .image
    case .string: self = .string
    // A shadow or transition list is CSS text in the formats that carry one.
    case .custom, .boxShadow, .textShadow, .motionList: self = .unknown
    }
  }

  /// UISS's converter choice by the end of a property's name, for names SkinKit does not know.
  init(guessingFrom name: String) {
    let lowered = name.asciiLowercased
    if lowered.hasSuffix("color") {
      self = .color
    } else if lowered.hasSuffix("image") {
      self = .image
    } else if lowered.hasSuffix("font") {
      self = .font
    } else if lowered.hasSuffix("insets") || lowered.hasSuffix("inset") {
      self = .insets
    } else if lowered.hasSuffix("offset") || lowered.hasSuffix("size")
      || lowered.hasSuffix("adjustment")
    {
      self = .size
    } else {
      self = .unknown
    }
  }
}

/// A UIKit property name resolved against the property registry: the name `.skss` prints
/// (canonical when known, as written when not) and the kind of value it takes.
struct PropertyTarget: Sendable {
  var name: String
  var kind: ValueKind
  var isKnown: Bool

  init(uikitName: String, table: PropertyTable) {
    if let shorthand = table.shorthand(named: uikitName) {
      name = shorthand.name
      kind = shorthand.name == "font" ? .font : shorthand.name == "padding" ? .insets : .unknown
      isKnown = true
    } else if let definition = table.definition(named: uikitName) {
      name = definition.name
      kind = ValueKind(definition.syntax)
      isKnown = true
    } else {
      name = uikitName
      kind = ValueKind(guessingFrom: uikitName)
      isKnown = false
    }
  }

  init(name: String, kind: ValueKind) {
    self.name = name
    self.kind = kind
    self.isKnown = true
  }
}

/// Collects a reader's diagnostics, naming key paths when the file has no positions (binary
/// property lists).
struct ConversionReporter {
  let file: SourceFile
  let hasPositions: Bool
  private(set) var diagnostics: [Diagnostic] = []

  init(file: SourceFile, hasPositions: Bool) {
    self.file = file
    self.hasPositions = hasPositions
  }

  mutating func report(
    _ id: DiagnosticID, _ message: String, at range: Range<Int>, path: [String] = [],
    severity: DiagnosticSeverity? = nil
  ) {
    var text = message
    if !hasPositions && !path.isEmpty { text += " (at \(path.joined(separator: ".")))" }
    let start = min(range.lowerBound, file.bytes.count)
    let end = min(max(range.upperBound, start), file.bytes.count)
    diagnostics.append(
      Diagnostic(id, text, at: SourceRange(file: file, bytes: start..<end), severity: severity))
  }

  mutating func append(_ more: [Diagnostic]) { diagnostics += more }

  /// The diagnostics, each reported once (a rule converted once per kind of its selectors
  /// reports a problem of its declarations once).
  var uniqueDiagnostics: [Diagnostic] {
    var seen = Set<Diagnostic>()
    return diagnostics.filter { seen.insert($0).inserted }
  }
}

/// The value shortcuts of UISS (and the simpler forms of Themify) turned into `.skss` text.
/// Problems are reported, and the value is `nil`.
struct ValueConverter {
  var reporter: ConversionReporter

  // MARK: Colors

  /// A color from `"#fff"`, `"#ffffff80"`, `"0xff8000"`, `"red"`, `"redColor"`,
  /// `[0, 255, 255]`, `[0, 255, 255, 0.5]`, `["red", 0.5]`, `["#ffffff", 0.5]`.
  mutating func color(_ node: DocumentNode, path: [String]) -> StyleColor? {
    switch node.value {
    case .string(let text):
      return color(named: text, node: node, path: path)
    case .array(let elements):
      guard let first = elements.first else {
        reporter.report(.invalidValue, "an empty array is not a color", at: node.range, path: path)
        return nil
      }
      if case .string(let text) = first.value {
        guard var color = color(named: text, node: first, path: path) else { return nil }
        guard elements.count <= 2 else {
          reporter.report(
            .invalidValue, "a color with alpha is written [\"name\", alpha]", at: node.range,
            path: path)
          return nil
        }
        if elements.count == 2 {
          guard let alpha = elements[1].number else {
            reporter.report(
              .invalidValue, "the alpha of [\"\(text)\", alpha] must be a number",
              at: elements[1].range, path: path)
            return nil
          }
          color = color.withAlpha(alpha)
        }
        return color
      }
      let numbers = elements.compactMap(\.number)
      guard numbers.count == elements.count, numbers.count == 3 || numbers.count == 4 else {
        reporter.report(
          .invalidValue,
          "a color array is [red, green, blue] or [red, green, blue, alpha] with channels from 0 to 255",
          at: node.range, path: path)
        return nil
      }
      // UISS reads the channels with `intValue` (whole numbers from 0 to 255).
      func channel(_ value: Double) -> Double { Double(Int(max(0, min(255, value)))) / 255 }
      return StyleColor(
        red: channel(numbers[0]), green: channel(numbers[1]), blue: channel(numbers[2]),
        alpha: numbers.count == 4 ? min(max(numbers[3], 0), 1) : 1)
    default:
      reporter.report(
        .invalidValue, "expected a color, found \(node.kindDescription)", at: node.range,
        path: path)
      return nil
    }
  }

  /// A color from hex (`#`, `0x` or bare digits) or a UIKit name.
  mutating func color(named text: String, node: DocumentNode, path: [String]) -> StyleColor? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.hasPrefix("#") || trimmed.lowercased().hasPrefix("0x") {
      if let color = Self.hexColor(trimmed) { return color }
      reporter.report(
        .invalidValue, "'\(text)' is not a hex color (3, 4, 6 or 8 hex digits)", at: node.range,
        path: path)
      return nil
    }
    if let color = UIKitColors.color(named: trimmed) { return color }
    reporter.report(
      .conversionUnsupported,
      "'\(text)' is neither a hex color nor a UIKit color name (UISS would look for a pattern image of that name; .skss has no pattern colors)",
      at: node.range, path: path)
    return nil
  }

  /// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, with `#`, `0x` or nothing before the digits.
  static func hexColor(_ text: String) -> StyleColor? {
    var digits = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
    if digits.hasPrefix("#") {
      digits = digits.dropFirst()
    } else if digits.lowercased().hasPrefix("0x") {
      digits = digits.dropFirst(2)
    }
    let values = digits.compactMap { $0.hexDigitValue }
    guard values.count == digits.count else { return nil }
    func pair(_ index: Int) -> Double { Double(values[index] * 16 + values[index + 1]) / 255 }
    func single(_ index: Int) -> Double { Double(values[index] * 17) / 255 }
    switch values.count {
    case 3: return StyleColor(red: single(0), green: single(1), blue: single(2))
    case 4: return StyleColor(red: single(0), green: single(1), blue: single(2), alpha: single(3))
    case 6: return StyleColor(red: pair(0), green: pair(2), blue: pair(4))
    case 8: return StyleColor(red: pair(0), green: pair(2), blue: pair(4), alpha: pair(6))
    default: return nil
    }
  }

  // MARK: Values by kind

  /// The `.skss` text of a value of `kind`, or `nil` (reported).
  mutating func text(_ node: DocumentNode, kind: ValueKind, path: [String]) -> String? {
    if case .null = node.value { return kind == .image ? "none" : "initial" }
    switch kind {
    case .color:
      return color(node, path: path).map(UIKitColors.hexText)
    case .image:
      return image(node, path: path)
    case .font:
      return font(node, path: path)
    case .insets:
      guard let insets = insets(node, path: path) else { return nil }
      return insets
    case .size:
      return size(node, path: path)
    case .length, .number:
      if let number = node.number { return decimalText(number) }
      if case .string(let text) = node.value, kind == .number || kind == .length,
        let number = Double(text.trimmingCharacters(in: .whitespaces))
      {
        return decimalText(number)
      }
      if case .string(let text) = node.value, !text.isEmpty {
        return TokenPrinter.escapeIdent(text.kebabCased)  // a keyword such as `bold`
      }
      return mismatch(node, expected: "a number", path: path)
    case .integer:
      guard let number = node.number, number == number.rounded() else {
        return mismatch(node, expected: "a whole number", path: path)
      }
      return decimalText(number)
    case .boolean:
      switch node.value {
      case .bool(let flag): return flag ? "true" : "false"
      case .number(let number) where number == 0 || number == 1:
        return number == 1 ? "true" : "false"
      default: return mismatch(node, expected: "true or false", path: path)
      }
    case .keyword:
      guard let text = node.string, !text.isEmpty else {
        return mismatch(node, expected: "a keyword", path: path)
      }
      return TokenPrinter.escapeIdent(text.kebabCased)
    case .string:
      guard let text = node.string else { return mismatch(node, expected: "a string", path: path) }
      return TokenPrinter.quote(text)
    case .fontFamily:
      guard let text = node.string else {
        return mismatch(node, expected: "a font name", path: path)
      }
      return Self.familyText(text)
    case .unknown:
      switch node.value {
      case .number(let number): return decimalText(number)
      case .bool(let flag): return flag ? "true" : "false"
      case .string(let text): return TokenPrinter.quote(text)
      default:
        reporter.report(
          .conversionUnsupported,
          "SkinKit does not know this property, so \(node.kindDescription) cannot be converted for it",
          at: node.range, path: path)
        return nil
      }
    }
  }

  private mutating func mismatch(_ node: DocumentNode, expected: String, path: [String])
    -> String?
  {
    reporter.report(
      .invalidValue, "expected \(expected), found \(node.kindDescription)", at: node.range,
      path: path)
    return nil
  }

  /// A font family as `.skss` writes it: `system`, or the name in quotes.
  static func familyText(_ name: String) -> String {
    name.asciiLowercased == "system" ? "system" : TokenPrinter.quote(name)
  }

  /// `"name"` → `image("name")`; `["name", 1, 2, 3, 4]` or `["name", [1, 2, 3, 4]]` → the image
  /// with cap insets (UIKit's top, left, bottom, right, printed in CSS order).
  mutating func image(_ node: DocumentNode, path: [String]) -> String? {
    switch node.value {
    case .string(let name):
      return "image(\(TokenPrinter.quote(name)))"
    case .array(let elements):
      guard let name = elements.first?.string else {
        reporter.report(
          .invalidValue, "an image array starts with the image's name", at: node.range, path: path)
        return nil
      }
      if elements.count == 1 { return "image(\(TokenPrinter.quote(name)))" }
      let insetsNode: DocumentNode
      if elements.count == 2 {
        insetsNode = elements[1]
      } else {
        let rest = Array(elements.dropFirst())
        insetsNode = DocumentNode(
          value: .array(rest),
          range: rest[0].range.lowerBound..<rest[rest.count - 1].range.upperBound)
      }
      guard let insets = insets(insetsNode, path: path) else { return nil }
      return "image(\(TokenPrinter.quote(name)), \(insets))"
    default:
      return mismatch(
        node, expected: "an image name or [name, top, left, bottom, right]", path: path)
    }
  }

  /// `[top, left, bottom, right]` (UIKit's `UIEdgeInsetsMake` order) → `top right bottom left`.
  mutating func insets(_ node: DocumentNode, path: [String]) -> String? {
    guard let elements = node.elements, elements.count == 4,
      case let numbers = elements.compactMap(\.number), numbers.count == 4
    else {
      reporter.report(
        .invalidValue, "insets are written [top, left, bottom, right]", at: node.range, path: path)
      return nil
    }
    return [numbers[0], numbers[3], numbers[2], numbers[1]].map(decimalText).joined(separator: " ")
  }

  /// `n`, `[n]` → `n n`; `[a, b]` → `a b`.
  mutating func size(_ node: DocumentNode, path: [String]) -> String? {
    if let number = node.number { return decimalText(number) + " " + decimalText(number) }
    if let elements = node.elements {
      let numbers = elements.compactMap(\.number)
      if numbers.count == elements.count {
        if numbers.count == 1 { return decimalText(numbers[0]) + " " + decimalText(numbers[0]) }
        if numbers.count == 2 { return decimalText(numbers[0]) + " " + decimalText(numbers[1]) }
      }
    }
    return mismatch(node, expected: "a number or [width, height]", path: path)
  }

  /// `14` → `14 system`; `["bold", 14]`, `["italic", 20]`, `["system", 14]`,
  /// `["Georgia-Italic", 12]` → `bold 14 system`, `italic 20 system`, `14 system`,
  /// `12 "Georgia-Italic"`; Themify's `{"name": "Georgia", "size": 12}` → `12 "Georgia"`.
  mutating func font(_ node: DocumentNode, path: [String]) -> String? {
    switch node.value {
    case .number(let size):
      return decimalText(size) + " system"
    case .array(let elements):
      guard elements.count == 2, let name = elements[0].string, let size = elements[1].number
      else {
        reporter.report(
          .invalidValue, "a font is a size or [name, size]", at: node.range, path: path)
        return nil
      }
      return Self.fontText(name: name, size: size)
    case .dictionary:
      guard let name = node["name"]?.string,
        let size = node["size"]?.number ?? node["size"]?.string.flatMap(Double.init)
      else {
        reporter.report(
          .invalidValue, "a font dictionary needs 'name' and 'size'", at: node.range, path: path)
        return nil
      }
      return Self.fontText(name: name, size: size)
    default:
      return mismatch(node, expected: "a font", path: path)
    }
  }

  static func fontText(name: String, size: Double) -> String {
    switch name.asciiLowercased {
    case "system": return decimalText(size) + " system"
    case "bold": return "bold " + decimalText(size) + " system"
    case "italic": return "italic " + decimalText(size) + " system"
    default: return decimalText(size) + " " + TokenPrinter.quote(name)
    }
  }
}
