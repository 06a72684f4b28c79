// swift-format-ignore-file
// Generated from example 2 of Sources/SkinKitProperties/Binding/StyleBinding.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit

private final class Gauge: Stylable {
  var needleColor: StyleColor?   // nil: the gauge's own color
  static let styleBindings: [StyleBinding] = [.bind(\.tintColor, to: \Gauge.needleColor)]
}

private func example() async throws {

}
