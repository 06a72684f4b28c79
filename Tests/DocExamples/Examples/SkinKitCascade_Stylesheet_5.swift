// swift-format-ignore-file
// Generated from example 5 of Sources/SkinKitCascade/Sheets/Stylesheet.swift by
// Tests/SkinKitTests/Documentation/DocExamples.swift. Do not edit: see that file.

import Foundation
import SkinKit


private func example() async throws {
  let files = ["main.skss": "@import \"colors.skss\";", "colors.skss": "$accent: red;"]
  let reader = FileReader { path throws(StylesheetError) in
    guard let text = files[path] else { throw StylesheetError(path: path, message: "no such file") }
    return Array(text.utf8)
  }
}
