import Foundation
import SkinKit
import SkinKitCLI

/// Runs `skss` in-process on files written to a fresh directory.
struct Workspace {
  let directory: URL

  /// A new directory holding `files` (name → text; names may contain `/`).
  init(_ files: [String: String]) throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "skss-cascade-\(UUID().uuidString)")
    for (name, text) in files {
      let url = directory.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
  }

  func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

  /// A file's text now (`nil` if it is gone).
  func read(_ name: String) -> String? { try? String(contentsOfFile: path(name), encoding: .utf8) }

  /// Runs a command line in which every argument naming a file of the workspace (or one of
  /// its directories) is that file; output names the files as the arguments did.
  func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
    let io = CommandIO.capturing()
    let resolved = arguments.map { argument in
      FileManager.default.fileExists(atPath: path(argument)) && !argument.hasPrefix("-")
        ? path(argument) : argument
    }
    let status = SKSS.run(resolved, io: io)
    let prefix = directory.path + "/"
    return (
      status, io.standardOutput.replacingOccurrences(of: prefix, with: ""),
      io.standardError.replacingOccurrences(of: prefix, with: "")
    )
  }
}

/// Resolution through the public API, read back as canonical text.
enum Resolved {
  /// Every node's computed value of `property`, by path, for a sheet and a tree.
  static func values(
    _ property: String, sheet: String, tree: String, environment: [String: String] = [:],
    constants: [String: String] = [:]
  ) throws -> [String: String] {
    let cascade = StyleCascade(
      stylesheets: [Stylesheet.parse(sheet, path: "test.skss")], constants: constants)
    let document = try TreeDocument.parse(tree, path: "tree.json")
    var env = document.environment
    for (key, value) in environment { try env.set(key, to: value) }
    let resolution = document.resolve(with: cascade, environment: env)
    var result: [String: String] = [:]
    for (node, style) in zip(resolution.nodes, resolution.styles) {
      result[node.stylePath] = style.value(named: property)?.description
    }
    return result
  }
}
