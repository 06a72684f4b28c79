import Foundation
import SkinKit

@testable import SkinKitInterchange

/// Helpers for the design token tests: converting, reading the result back through the
/// cascade, and an independent reading of the JSON (Foundation's parser, a walk of our own)
/// to check converted values against.
enum DesignTokensSupport {
  /// A real tokens file: in `Tests/Fixtures/DesignTokens`, or — Figma SDS, which the
  /// "Design tokens" article converts — in `Samples/DesignTokens`.
  static func fixture(_ relative: String) -> String {
    relative.hasPrefix("figma-sds/")
      ? Fixtures.repository.appendingPathComponent("Samples/DesignTokens/" + relative).path
      : Fixtures.url("DesignTokens/" + relative).path
  }

  /// Converts tokens JSON text as a file of `path`.
  static func convert(_ json: String, path: String = "t.tokens.json") throws -> ConvertedStylesheet
  {
    try Interchange.read(Array(json.utf8), path: path)
  }

  /// The `:root` block's lines (the "Converted from" comment and braces left out).
  static func body(_ converted: ConvertedStylesheet) -> [String] {
    converted.skssText().split(separator: "\n").map(String.init).filter {
      !$0.hasPrefix("/* Converted from") && $0 != ":root {" && $0 != "}"
    }.map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// `line:column id` of a conversion's diagnostics (the reader's and the cascade's), in order.
  static func diagnostics(_ converted: ConvertedStylesheet) -> [String] {
    StyleCascade(stylesheets: [converted.stylesheet]).diagnostics.sortedByLocation().map {
      "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.id.rawValue)"
    }
  }

  /// Every custom property of the root (a `Window`) of a one-node tree under `sheets`, computed (every
  /// `var()` substituted), as text.
  static func rootProperties(
    _ sheets: [Stylesheet], environment: StyleEnvironment = StyleEnvironment()
  ) throws -> [String: String] {
    let document = try TreeDocument.parse(#"{"type": "Window"}"#)
    let resolution = document.resolve(
      with: StyleCascade(stylesheets: sheets), environment: environment)
    return resolution.styles[0].customProperties.mapValues {
      TokenPrinter.print($0, collapsingWhitespace: true)
    }
  }

  /// A computed custom property's text as a color's `#rrggbbaa` (or the text when it is not one).
  static func colorText(_ text: String) -> String {
    let tokens = Tokenizer.tokenize(text)
    if case .color(let color)? = try? ColorParser.parse(tokens[...]) { return color.hex }
    return text
  }

  /// A computed value as a typed value prints: a color as `#rrggbbaa`, a length or number in
  /// canonical form (`0rem`, `0px` and `0` are all `0`); other text as it is.
  static func normalized(_ text: String) -> String {
    let tokens = Tokenizer.tokenize(text)
    if case .color(let color)? = try? ColorParser.parse(tokens[...]) { return color.hex }
    var reader = ValueReader(tokens[...])
    if let value = try? NumericParser.read(&reader), reader.isAtEnd {
      switch value {
      case .number(let number): return TokenPrinter.formatNumber(number)
      case .length(let length): return length.description
      }
    }
    return text
  }

  /// A token read independently of the reader: its path, type (own or inherited) and value.
  struct Token {
    var path: [String]
    var type: String?
    var value: Any

    /// The custom property the reader should write for it.
    var property: String { "--" + path.filter { $0 != "$root" }.joined(separator: "-") }
  }

  /// Every token of a JSON file, by Foundation's parser, with group types inherited.
  static func tokens(ofFile path: String) throws -> [Token] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    var result: [Token] = []
    func walk(_ group: [String: Any], path: [String], type: String?) {
      let type = group["$type"] as? String ?? type
      for (key, child) in group where !key.hasPrefix("$") || key == "$root" {
        guard let object = child as? [String: Any] else { continue }
        if let value = object["$value"] {
          result.append(
            Token(path: path + [key], type: object["$type"] as? String ?? type, value: value))
        } else {
          walk(object, path: path + [key], type: type)
        }
      }
    }
    walk(root, path: [], type: nil)
    return result
  }

  /// The token an alias `{a.b}` names among `tokens`, followed to the end of its chain.
  static func target(of token: Token, in tokens: [Token]) -> Token? {
    var current = token
    for _ in 0..<16 {
      guard let text = current.value as? String, text.hasPrefix("{") else { return current }
      let path = text.dropFirst().dropLast().split(separator: ".").map(String.init)
      guard let next = tokens.first(where: { $0.path == path }) else { return nil }
      current = next
    }
    return nil
  }

  /// A DTCG color object's `#rrggbbaa`, from its sRGB components and alpha, computed here.
  static func expectedColor(_ value: Any) -> String? {
    guard let object = value as? [String: Any], object["colorSpace"] as? String == "srgb",
      let components = object["components"] as? [Double], components.count == 3
    else { return nil }
    let alpha = object["alpha"] as? Double ?? 1
    return (components + [alpha]).map { channel in
      let byte = Int((channel * 255 + 0.5).rounded(.down))
      return String(format: "%02x", min(255, max(0, byte)))
    }.reduce("#", +)
  }
}
