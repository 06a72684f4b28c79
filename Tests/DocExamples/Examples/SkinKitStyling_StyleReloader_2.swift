// swift-format-ignore-file
// Generated from example 2 of Sources/SkinKitStyling/Reload/StyleReloader.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let options = StyleReloader.Options(watching: .polling(interval: .milliseconds(200)))
}
