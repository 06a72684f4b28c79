// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitStyling/Reload/StylesheetSource.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let local = StylesheetSource("Styles/Theme.skss")                      // .file
  let remote = StylesheetSource("http://192.168.1.20:8000/Theme.skss")   // .url
}
