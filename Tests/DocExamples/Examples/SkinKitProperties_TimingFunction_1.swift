// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitProperties/Motion/TimingFunction.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  TimingFunction.ease.progress(at: 0.5)                         // 0.80240339…
  TimingFunction.steps(4, .jumpEnd).progress(at: 0.3)           // 0.25
  TimingFunction.cubicBezier(0.5, -1, 0.5, 2).description        // "cubic-bezier(0.5, -1, 0.5, 2)"
}
