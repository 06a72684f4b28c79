// swift-format-ignore-file
// Generated from example 1 of Sources/SkinKitCascade/Sheets/Stylesheet.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let sheet = try Stylesheet.load(contentsOf: "Stylesheets/Default.skss")
  sheet.diagnostics            // every problem in it and its imports, each with line:column
  sheet.sheets.count           // the file and every sheet it imports
  let inline = Stylesheet.parse("Button { color: red }")
}
