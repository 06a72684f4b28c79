import Foundation

/// Type-checks Swift files as an app outside the package does: `swiftc -typecheck` against the
/// modules this test run was built with (`import SkinKit` sees the public API only, no
/// `package` declaration), emitting nothing — the cheapest way to ask whether code compiles.
///
/// ```swift
/// let result = try SwiftTypecheck.run(["/tmp/x/Theme.swift", "/tmp/x/Use.swift"])
/// result.succeeded     // false, with result.errors naming each problem
/// ```
enum SwiftTypecheck {
  struct Result {
    var status: Int32
    /// What the compiler printed (its diagnostics).
    var output: String
    var succeeded: Bool { status == 0 }
    /// The `error:` lines, without the files' directory.
    var errors: [String] {
      output.split(separator: "\n").filter { $0.contains(": error: ") }
        .map { String($0.split(separator: "/").last ?? $0) }
    }
  }

  /// The directory of the built modules: beside the test bundle (`.build/<triple>/debug`).
  static let modules: String = {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates =
      [bundle, bundle.deletingLastPathComponent()].map {
        $0.appendingPathComponent("Modules").path
      } + [Fixtures.repository.appendingPathComponent(".build/debug/Modules").path]
    return candidates.first {
      FileManager.default.fileExists(atPath: $0 + "/SkinKit.swiftmodule")
    } ?? candidates[candidates.count - 1]
  }()

  static func run(_ files: [String]) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules] + files
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }
}
