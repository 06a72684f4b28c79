// swift-format-ignore-file
// Generated from example 2 of Sources/SkinKitProperties/Binding/Stylable.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit

private final class Gauge: View, StylableSubclass {
  var level = 0.0
  static var addedStyleBindings: [StyleBinding] {
    [.bind(\.alpha, to: \Gauge.level)]
  }
}

private func example() async throws {

}
