// swift-format-ignore-file
// Generated from example 4 of Sources/SkinKitStyling/Reload/StyleReloader.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let reloader = StyleReloader(.file(path), manager: manager, scheduler: .manual)
  reloader.start()
  let events = reloader.drain(timeout: .seconds(10))   // the first load, restyled here
}
