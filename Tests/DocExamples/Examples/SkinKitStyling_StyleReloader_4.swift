// swift-format-ignore-file
// Generated from the example at Sources/SkinKitStyling/Reload/StyleReloader.swift:281 by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let reloader = StyleReloader(.file(path), manager: manager, scheduler: .manual)
  reloader.start()
  let events = reloader.drain(timeout: .seconds(10))   // the first load, restyled here
}
