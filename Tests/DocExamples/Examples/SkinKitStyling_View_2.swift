// swift-format-ignore-file
// Generated from example 2 of Sources/SkinKitStyling/Widgets/View.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let window = Window(environment: StyleEnvironment(colorScheme: .light))
  manager.style(window)
  window.environment.colorScheme = .dark
  window.updateStyles()     // restyles what `@media dark` and `:dark` rules style
}
