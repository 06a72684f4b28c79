// swift-format-ignore-file
// Generated from example 5 of Sources/SkinKitStyling/Context/StyleContext.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let list = StyleContext(manager: manager).child(type: "TableView")
  let rows = list.children((0..<3).map { _ in StyleContext.Child(type: "TableViewCell") })
  rows[1].backgroundColor    // what `TableViewCell:nth-child(even)` rules give
}
