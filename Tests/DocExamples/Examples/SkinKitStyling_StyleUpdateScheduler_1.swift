// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitStyling/Manager/StyleUpdateScheduler.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  manager.automaticUpdates = .mainActor       // the next turn of the main actor
  button.state = .highlighted                 // shows without a call

  StyleReloader(.file("Theme.skss"), scheduler: .main)           // apps with a main run loop
  StyleReloader(.file("Theme.skss"), scheduler: .queue(uiQueue))  // a serial queue of one's own
  let reloader = StyleReloader(.file("Theme.skss"), scheduler: .manual)
  reloader.drain(timeout: .seconds(1))   // restyles on the calling thread (tests, tools)

  // Or a scheduler of the app's (a run loop, a frame callback, a test's queue):
  manager.automaticUpdates = StyleUpdateScheduler { work in DispatchQueue.main.async(execute: work) }
}
