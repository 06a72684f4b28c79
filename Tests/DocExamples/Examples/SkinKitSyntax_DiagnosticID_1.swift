// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitSyntax/Diagnostics/DiagnosticID.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  DiagnosticID.unknownProperty.rawValue        // "unknown-property"
  DiagnosticID.unknownProperty.defaultSeverity // .warning
  DiagnosticID(rawValue: "bad-url") == .badURL // true
}
