// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitProperties/Binding/Stylable.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit

private final class Badge: Stylable {
  var font = StyleFont.system(size: 12)
  var textColor = StyleColor.black
  var backgroundColor = StyleColor.clear

  static let styleBindings: [StyleBinding] = [
    .bind(\.font, to: \Badge.font),
    .bind(\.textColor, to: \Badge.textColor),
    .bind(\.backgroundColor, to: \Badge.backgroundColor),
  ]
}

private func example() async throws {
  let badge = Badge()
  badge.cascadingStyle = CascadingStyle().configured { $0.textColor = .white; $0.alpha = 0.5 }
  badge.textColor                         // white (alpha is ignored: Badge does not bind it)
  badge.cascadingStyle.textColor          // white, read back
}
