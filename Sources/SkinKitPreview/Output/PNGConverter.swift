import Foundation
import SkinKit

/// Turns an SVG file into a PNG with `rsvg-convert` (librsvg), when it is on the `PATH`.
///
/// ```swift
/// if let tool = PNGConverter.toolPath() {
///   try PNGConverter.convert("screen.svg", to: "screen.png", tool: tool)
/// }
/// ```
package enum PNGConverter {
  /// The path of `rsvg-convert` on the `PATH`, or `nil`.
  public static func toolPath(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String? {
    let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
    for directory in directories where !directory.isEmpty {
      let candidate = (directory as NSString).appendingPathComponent("rsvg-convert")
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Renders `svgPath` to `pngPath` at `zoom` times its size (2: a Retina-sharp picture).
  public static func convert(
    _ svgPath: String, to pngPath: String, tool: String, zoom: Double = 2
  ) throws(PNGError) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = ["--zoom", String(zoom), "--output", pngPath, svgPath]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw PNGError(message: "cannot run \(tool): \(error.localizedDescription)")
    }
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let text = String(decoding: message, as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      throw PNGError(
        message: "rsvg-convert failed (status \(process.terminationStatus)): \(text)")
    }
  }
}

/// `rsvg-convert` could not make the PNG.
package struct PNGError: SkinKitError {
  public var message: String
}
