// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitProperties/Keys/StyleKeys.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let key = StyleKeys.builtIn.clipsToBounds
  key.name                                  // "clips-to-bounds"
  PropertyTable.builtIn.definition(named: "clipsToBounds")?.id == key.properties[0]   // true
}
