// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitStyling/Reload/StyleReloader.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let reloader = StyleReloader(.file("Styles/Theme.skss"), manager: .shared) { event in
    // On the main queue, after the restyle.
    if case .failed(let failure) = event {
      for diagnostic in failure.diagnostics { print(diagnostic) }  // Theme.skss:3:12: error: …
    }
  }
  StyleManager.shared.style(window)
  reloader.start()        // loads now, then on every save
  // …
  reloader.stop()
}
