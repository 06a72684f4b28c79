import Foundation
import SkinKitProperties

/// A property's value syntax as a project file writes it: the notation of CSS's `@property`
/// rule and of CSS Values 4 ranges, as `skss lsp`'s hover prints it back.
///
/// | written | accepts |
/// |---|---|
/// | `<color>` | a color |
/// | `<length>`, `<length [0,∞]>` | a length (no smaller than the minimum) |
/// | `<length-percentage>`, `<length-percentage [0,∞]>` | a length or a percentage |
/// | `<number>`, `<number [0,1]>` | a number, clamped to the range |
/// | `<integer>`, `<integer [1,∞]>` | a whole number (no smaller than the minimum) |
/// | `<boolean>` | `true` or `false` |
/// | `<string>` | a quoted string |
/// | `<image>` | `image("name")`, `url(…)`, `none` |
/// | `<insets>` or `<length>{1,4}` | one to four lengths, top right bottom left |
/// | `<size>` or `<length>{1,2}` | a width and a height |
/// | `compact \| regular \| wide` | one of these keywords |
///
/// ```swift
/// PropertySyntaxDescriptor.parse("<number [0,1]>")   // .success(.number(range: 0...1, …))
/// PropertySyntaxDescriptor.parse("<colour>")         // .failure("unknown syntax '<colour>' …")
/// ```
package enum PropertySyntaxDescriptor {
  /// The forms accepted, for messages.
  package static let forms =
    "<color>, <length>, <length-percentage>, <number>, <integer>, <boolean>, <string>, "
    + "<image>, <insets>, <size> or keywords a | b"

  /// The syntax a descriptor names, or why it names none.
  package static func parse(_ text: String) -> Result<ValueSyntax, SyntaxDescriptorError> {
    let written = text.trimmingCharacters(in: .whitespaces)
    switch written {
    case "<color>": return .success(.color)
    case "<boolean>": return .success(.boolean)
    case "<string>": return .success(.string)
    case "<image>": return .success(.image)
    case "<insets>", "<length>{1,4}": return .success(.insets)
    case "<size>", "<length>{1,2}": return .success(.size)
    default: break
    }
    if written.hasPrefix("<") && written.hasSuffix(">") {
      return dataType(String(written.dropFirst().dropLast()), written: written)
    }
    let words = written.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    guard !words.isEmpty, words.allSatisfy(isKeyword) else { return unknown(written) }
    return .success(.keywords(words))
  }

  /// `length [0,∞]`, `number`…: a numeric type with an optional range.
  private static func dataType(_ inner: String, written: String)
    -> Result<ValueSyntax, SyntaxDescriptorError>
  {
    let name = String(inner.prefix { $0 != " " && $0 != "[" })
    let rest = inner.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
    var bounds: (Double, Double) = (-.infinity, .infinity)
    if !rest.isEmpty {
      guard rest.hasPrefix("["), rest.hasSuffix("]") else { return unknown(written) }
      let parts = rest.dropFirst().dropLast().split(
        separator: ",", omittingEmptySubsequences: false)
      guard parts.count == 2, let low = bound(parts[0]), let high = bound(parts[1]), low <= high
      else {
        return .failure(
          SyntaxDescriptorError(
            "the range of '\(written)' is not two numbers in order, such as [0,∞]"))
      }
      bounds = (low, high)
    }
    let minimum = bounds.0.isFinite ? bounds.0 : nil
    switch name {
    case "length", "length-percentage":
      guard bounds.1 == .infinity else {
        return .failure(
          SyntaxDescriptorError("a length's range has no maximum: write [\(bound(bounds.0)),∞]"))
      }
      return .success(.length(minimum: minimum, percentages: name == "length-percentage"))
    case "number":
      return .success(.number(range: bounds.0...bounds.1, percentages: false))
    case "integer":
      guard bounds.1 == .infinity, bounds.0.rounded() == bounds.0 || !bounds.0.isFinite else {
        return .failure(
          SyntaxDescriptorError(
            "an integer's range is a whole minimum and no maximum, such as [1,∞]"))
      }
      return .success(.integer(minimum: bounds.0.isFinite ? Int(bounds.0) : Int.min))
    default:
      return unknown(written)
    }
  }

  private static func bound(_ text: Substring) -> Double? {
    switch text.trimmingCharacters(in: .whitespaces) {
    case "∞", "+∞", "infinity": return .infinity
    case "-∞", "-infinity": return -.infinity
    case let number: return Double(number).flatMap { $0.isFinite ? $0 : nil }
    }
  }

  private static func bound(_ value: Double) -> String {
    value.isFinite ? TokenPrinter.formatNumber(value) : "-∞"
  }

  /// A keyword as CSS writes one: letters, digits and hyphens, not starting with a digit.
  private static func isKeyword(_ word: String) -> Bool {
    guard let first = word.unicodeScalars.first, !("0"..."9").contains(first), first != "-"
    else { return false }
    return word.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || $0 == "-"
    }
  }

  private static func unknown(_ written: String) -> Result<ValueSyntax, SyntaxDescriptorError> {
    .failure(SyntaxDescriptorError("unknown syntax '\(written)' (expected \(forms))"))
  }
}

/// Why a syntax descriptor names no syntax.
package struct SyntaxDescriptorError: Error, Sendable {
  package var message: String
  package init(_ message: String) { self.message = message }
}
