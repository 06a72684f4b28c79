// swift-format-ignore-file
// Generated from the example at Sources/SkinKitStyling/Styles/CascadingStyle.swift:90 by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let title = TitleStyle().configured { $0.textColor = .white; $0.alpha = 0.9 }
}
