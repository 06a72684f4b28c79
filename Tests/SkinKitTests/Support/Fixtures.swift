import Foundation

/// Paths to the committed test fixtures (`Tests/Fixtures`) and the repository.
enum Fixtures {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The repository's root directory.
  static let repository = root.deletingLastPathComponent().deletingLastPathComponent()

  static func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

  static func text(_ relative: String) -> String {
    (try? String(contentsOf: url(relative), encoding: .utf8)) ?? ""
  }
}
