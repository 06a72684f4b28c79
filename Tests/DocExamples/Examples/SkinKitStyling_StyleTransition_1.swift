// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitStyling/Motion/StyleTransition.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  manager.advance(to: .zero)                  // the app's clock starts
  button.addClass("on")                       // Button.on { background-color: blue }
  let report = manager.updateStyles()         // Button { transition: background-color 0.3s }
  report.startedTransitions.first?.description
  // "0/1 Button.on background-color: #ff0000ff → #0000ffff, 0.3s from 0s"
}
