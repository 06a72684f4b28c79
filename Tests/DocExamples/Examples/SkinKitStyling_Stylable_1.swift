// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitStyling/Stylable/Stylable.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  label.cascadingStyle = TitleStyle().configured { $0.textColor = .white }
  label.cascadingStyle as? TitleStyle           // the class assigned
  label.cascadingStyle.textColor = .black       // reaches the label
  label.textColor                               // black
}
