import Foundation
import SkinKitSelectors
import SkinKitStyling
import SkinKitSyntax

/// Classy selectors (`CASParser.m nextStyleNodes`, `CASStyleSelector.m`) as `.skss` selectors.
enum ClassySelectors {
  /// `^UIView > UIButton.primary, &.nicer` → `View > Button.primary:where(Button:exact), &.nicer`;
  /// `nil` (reported) when a selector names a class without a type (Classy's "Every selector
  /// must have a objectClass").
  static func convert(
    _ header: String, reporter: inout ConversionReporter, at range: Range<Int>
  ) -> String? {
    var selectors: [String] = []
    for selector in split(header) {
      guard let converted = convertOne(selector, reporter: &reporter, at: range) else { return nil }
      selectors.append(converted)
    }
    return selectors.isEmpty ? nil : selectors.joined(separator: ", ")
  }

  /// A selector list split at its commas (not inside `[…]`).
  static func split(_ text: String) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    for character in text {
      if character == "[" { depth += 1 }
      if character == "]" { depth = max(0, depth - 1) }
      if character == ",", depth == 0 {
        parts.append(current.trimmingSpaces)
        current = ""
      } else {
        current.append(character)
      }
    }
    parts.append(current.trimmingSpaces)
    return parts.filter { !$0.isEmpty }
  }

  private static func convertOne(
    _ text: String, reporter: inout ConversionReporter, at range: Range<Int>
  ) -> String? {
    var out = ""
    var subclasses = false
    var concatenate = false
    var pendingCombinator: String?
    var name = ""
    var ignoredArguments = false
    var index = text.startIndex
    func flush() -> Bool {
      guard !name.isEmpty else { return true }
      defer {
        name = ""
        subclasses = false
        concatenate = false
      }
      let dot = name.firstIndex(of: ".")
      let type = String(name[..<(dot ?? name.endIndex)])
      let styleClass = dot.map { String(name[name.index(after: $0)...]) }
      if let combinator = pendingCombinator {
        out += combinator
      } else if !out.isEmpty, !concatenate {
        out += " "
      }
      pendingCombinator = nil
      if concatenate { out += "&" }
      guard !type.isEmpty else {
        guard let styleClass, concatenate else { return false }
        out += "." + TokenPrinter.escapeIdent(styleClass)
        return true
      }
      let canonical = TokenPrinter.escapeIdent(BuiltInTypes.canonicalName(type))
      out += canonical
      if let styleClass { out += "." + TokenPrinter.escapeIdent(styleClass) }
      if !subclasses { out += ":where(\(canonical):exact)" }
      return true
    }
    while index < text.endIndex {
      let character = text[index]
      switch character {
      case " ", "\t":
        guard flush() else { return invalid(text, &reporter, range) }
      case ">":
        guard flush() else { return invalid(text, &reporter, range) }
        pendingCombinator = out.isEmpty ? "> " : " > "
      case "^":
        guard flush() else { return invalid(text, &reporter, range) }
        subclasses = true
      case "&":
        guard flush() else { return invalid(text, &reporter, range) }
        concatenate = true
      case "[":
        // Arguments stay in their compound: `UIButton[state:selected].command`.
        ignoredArguments = true
        while index < text.endIndex, text[index] != "]" { index = text.index(after: index) }
      default:
        name.append(character)
      }
      if index < text.endIndex { index = text.index(after: index) }
    }
    guard flush() else { return invalid(text, &reporter, range) }
    if ignoredArguments {
      reporter.report(
        .conversionUnsupported,
        "arguments on a selector ('[state:…]' in '\(SourceExcerpt.clipped(text))') have no effect in Classy; left out",
        at: range)
    }
    return out.isEmpty ? nil : out
  }

  private static func invalid(
    _ text: String, _ reporter: inout ConversionReporter, _ range: Range<Int>
  ) -> String? {
    reporter.report(
      .invalidSelector,
      "'\(SourceExcerpt.clipped(text))' has a style class without a type (Classy: \"Every selector must have a objectClass\"); the rule is dropped",
      at: range, severity: .error)
    return nil
  }
}

/// Classy's device queries (`@media`, `@device`: `CASParser.m nextDeviceQueries`).
enum ClassyMedia {
  enum Result: Equatable {
    /// No condition left: the block always applies.
    case always
    /// The block never applies on a current system.
    case never
    case query(String)
  }

  /// The system version `(version: …)` conditions are decided for: SkinKit runs on current
  /// systems, on which every version test of Classy's days (`>= 7`, `< 6.1`) is settled.
  static let currentVersion = [17, 0]

  /// `ipad, (version:>= 6)` → a query, `.always` or `.never`.
  static func query(_ text: String, reporter: inout ConversionReporter, at range: Range<Int>)
    -> Result
  {
    var alternatives: [String] = []
    for part in ClassySelectors.split(text) {
      var conditions: [String] = []
      var holds = true
      var rest = Substring(part)
      while !rest.isEmpty {
        rest = rest.drop { $0 == " " || $0 == "\t" }
        guard let first = rest.first else { break }
        if first == "(" {
          let close = rest.firstIndex(of: ")") ?? rest.endIndex
          let item = rest[rest.index(after: rest.startIndex)..<close]
          rest = close < rest.endIndex ? rest[rest.index(after: close)...] : ""
          switch condition(String(item), reporter: &reporter, at: range) {
          case .some(.some(let query)): conditions.append(query)
          case .some(.none): continue
          case .none: holds = false
          }
          continue
        }
        let word = rest.prefix { $0 != " " && $0 != "\t" && $0 != "(" }
        rest = rest.dropFirst(word.count)
        switch word.lowercased() {
        case "ipad", "pad": conditions.append("pad")
        case "iphone", "phone": conditions.append("phone")
        case "and": continue
        default:
          reporter.report(
            .invalidMediaQuery,
            "Classy does not know the device '\(SourceExcerpt.clipped(String(word)))' (ipad, iphone); left out",
            at: range, severity: .warning)
        }
      }
      guard holds else { continue }
      if conditions.isEmpty { return .always }
      alternatives.append(conditions.joined(separator: " and "))
    }
    if alternatives.isEmpty {
      reporter.report(
        .conversionUnsupported,
        "'@media \(SourceExcerpt.clipped(text.trimmingSpaces))' never holds on a current system; its block is left out",
        at: range)
      return .never
    }
    return .query(alternatives.joined(separator: ", "))
  }

  /// One `(name: relation value)` item: a query (`.some(query)`), no condition because it
  /// holds (`.some(nil)`), or `nil` because it never does.
  private static func condition(
    _ item: String, reporter: inout ConversionReporter, at range: Range<Int>
  ) -> String?? {
    let halves = item.split(separator: ":", maxSplits: 1).map { String($0).trimmingSpaces }
    guard halves.count == 2 else { return .some(nil) }
    var relation = ""
    var value = Substring(halves[1])
    while let first = value.first, "<>=".contains(first) {
      relation.append(first)
      value = value.dropFirst()
    }
    value = Substring(String(value).trimmingSpaces)
    switch halves[0].lowercased() {
    case "version":
      let version = value.split(separator: ".").compactMap { Int($0) }
      let order = compare(currentVersion, version)
      let holds: Bool
      switch relation {
      case ">": holds = order > 0
      case ">=": holds = order >= 0
      case "<": holds = order < 0
      case "<=": holds = order <= 0
      default: holds = order == 0
      }
      return holds ? .some(nil) : nil
    case "screen-width", "screen-height":
      let feature = halves[0].lowercased() == "screen-width" ? "width" : "height"
      guard let number = Double(value) else { return .some(nil) }
      let amount = decimalText(number)
      return relation.isEmpty || relation == "="
        ? .some("(\(feature): \(amount))") : .some("(\(feature) \(relation) \(amount))")
    default:
      reporter.report(
        .invalidMediaQuery,
        "Classy does not know '(\(SourceExcerpt.clipped(item)))' (version, screen-width, screen-height); left out",
        at: range, severity: .warning)
      return .some(nil)
    }
  }

  private static func compare(_ a: [Int], _ b: [Int]) -> Int {
    for index in 0..<max(a.count, b.count) {
      let left = index < a.count ? a[index] : 0
      let right = index < b.count ? b[index] : 0
      if left != right { return left < right ? -1 : 1 }
    }
    return 0
  }
}
