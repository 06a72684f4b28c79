// swift-format-ignore-file
// Generated from the example at Sources/SkinKitStyling/Stylable/Stylable.swift:22 by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  label.cascadingStyle = TitleStyle().configured { $0.textColor = .white }
  label.cascadingStyle as? TitleStyle           // the class assigned
  label.cascadingStyle.textColor = .black       // reaches the label
  label.textColor                               // black
}
