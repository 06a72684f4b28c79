// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitProperties/Motion/MotionList.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  MotionList.times([0.3, 1]).description                    // "0.3s, 1s"
  MotionList.properties(["all", "color"]).description     // "all, color"
  MotionList.properties([]).description                     // "none"
}
