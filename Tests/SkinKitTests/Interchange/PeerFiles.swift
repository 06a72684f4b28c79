import Foundation
import SkinKit
import Testing

/// The peers' real files (`Tests/Fixtures/Interchange/<Peer>/`, provenance in
/// `PROVENANCE.md` there) and what the tests ask of them.
enum PeerFiles {
  /// A fixture's path.
  static func path(_ relative: String) -> String {
    Fixtures.url("Interchange/\(relative)").path
  }

  /// Every fixture of a peer (files whose name ends with one of `extensions`), sorted.
  static func all(_ peer: String, extensions: [String]) -> [String] {
    let directory = Fixtures.url("Interchange/\(peer)")
    guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else {
      return []
    }
    return enumerator.compactMap { $0 as? String }
      .filter { name in extensions.contains { name.hasSuffix($0) } }
      .sorted().map { "\(peer)/\($0)" }
  }

  /// A fixture converted.
  static func converted(_ relative: String, theme: String? = nil) throws -> ConvertedStylesheet {
    try Interchange.load(contentsOf: path(relative), theme: theme)
  }

  /// One value to check: the node at `path` (`0/1`) has `value` for `property`.
  struct Check: Sendable, CustomTestStringConvertible {
    var path: String
    var property: String
    var value: String

    init(_ path: String, _ property: String, _ value: String) {
      self.path = path
      self.property = property
      self.value = value
    }

    var testDescription: String { "\(path) \(property): \(value)" }
  }

  /// Each check's actual value (`?` when the node or property does not exist), resolving a
  /// tree with stylesheets.
  static func values(_ sheets: [Stylesheet], tree: String, checks: [Check]) throws -> [String] {
    let document = try TreeDocument.parse(tree)
    let resolution = document.resolve(with: StyleCascade(stylesheets: sheets))
    var styles: [String: ComputedStyle] = [:]
    for (node, style) in zip(resolution.nodes, resolution.styles) { styles[node.stylePath] = style }
    return checks.map { check in
      styles[check.path]?.value(named: check.property)?.description ?? "?"
    }
  }
}
