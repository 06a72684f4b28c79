import Foundation
import SkinKit

/// Helpers shared by the interchange tests.
enum InterchangeSupport {
  /// The repository's `Samples/Interchange` folder.
  static let samples = Fixtures.repository.appendingPathComponent("Samples/Interchange")

  /// Converts text as a file of `path` (its extension and content tell the format).
  static func convert(_ text: String, path: String, theme: String? = nil) throws
    -> ConvertedStylesheet
  {
    try Interchange.read(Array(text.utf8), path: path, theme: theme)
  }

  /// A sample converted.
  static func sample(_ relative: String, theme: String? = nil) throws -> ConvertedStylesheet {
    try Interchange.load(contentsOf: samples.appendingPathComponent(relative).path, theme: theme)
  }

  /// The `.skss` text a file converts to, without its first line (the "Converted from" comment).
  static func body(_ text: String, path: String, theme: String? = nil) throws -> String {
    let converted = try convert(text, path: path, theme: theme)
    return converted.skssText().split(separator: "\n", omittingEmptySubsequences: false)
      .dropFirst().joined(separator: "\n")
  }

  /// Every diagnostic of a conversion — the reader's and the cascade's — as
  /// `line:column id` strings, in order.
  static func diagnostics(_ text: String, path: String, theme: String? = nil) throws -> [String] {
    let converted = try convert(text, path: path, theme: theme)
    let cascade = StyleCascade(stylesheets: [converted.stylesheet])
    return cascade.diagnostics.sortedByLocation().map { diagnostic in
      "\(diagnostic.location.map { "\($0.line):\($0.column)" } ?? "-") \(diagnostic.id.rawValue)"
    }
  }

  /// Resolves a tree with stylesheets; returns each node's computed value of `property` by
  /// the node's path (`0/1/0`).
  static func resolve(
    _ sheets: [Stylesheet], tree: String, property: String, environment: StyleEnvironment? = nil
  ) throws -> [String: String] {
    let document = try TreeDocument.parse(tree)
    let resolution = document.resolve(
      with: StyleCascade(stylesheets: sheets), environment: environment)
    var values: [String: String] = [:]
    for (node, style) in zip(resolution.nodes, resolution.styles) {
      values[node.stylePath] = style.value(named: property)?.description ?? "?"
    }
    return values
  }
}
