// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitSyntax/Diagnostics/SkinKitError.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  do {
    _ = try Stylesheet.load(contentsOf: "Missing.skss")
  } catch {
    error.message              // "cannot read 'Missing.skss': no such file"
    error.location?.path       // "Missing.skss"
  }
}
