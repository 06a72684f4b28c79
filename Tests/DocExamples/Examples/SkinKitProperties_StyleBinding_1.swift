// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitProperties/Binding/StyleBinding.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit

private final class Badge: Stylable {
  var textColor = StyleColor.black
  var fill = StyleColor.clear
  var titleColors = PerState(StyleColor.black)

  static let styleBindings: [StyleBinding] = [
    .bind(\.textColor, to: \Badge.textColor),
    .bind(\.backgroundColor, to: \Badge.fill),
    .bind(\.titleColor, perState: \Badge.titleColors),
  ]
}

private func example() async throws {

}
