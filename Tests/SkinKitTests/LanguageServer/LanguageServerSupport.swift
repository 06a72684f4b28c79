import Foundation
import SkinKitLanguageServer
import Testing

/// A text with a cursor marked by `‸`: the text without it, and the cursor's LSP position
/// (UTF-16 units, counted here independently of the server).
func marked(_ text: String) -> (text: String, line: Int, character: Int) {
  let parts = text.components(separatedBy: "‸")
  precondition(parts.count == 2, "one ‸ marks the cursor")
  let before = parts[0]
  let lines = before.components(separatedBy: "\n")
  return (parts[0] + parts[1], lines.count - 1, lines.last!.utf16.count)
}

/// Applies LSP text edits to a text (UTF-16 positions; lines end at `\n`, `\r\n` or `\r`),
/// independently of the server's code: what a client does with a formatting answer.
func applying(_ edits: [JSONValue], to text: String) -> String {
  var units = Array(text.utf16)
  func offset(_ position: JSONValue) -> Int {
    let line = position["line"]!.integer!
    let character = position["character"]!.integer!
    var index = 0
    var current = 0
    while current < line && index < units.count {
      if units[index] == 13 {
        index += 1
        if index < units.count && units[index] == 10 { index += 1 }
        current += 1
      } else if units[index] == 10 {
        index += 1
        current += 1
      } else {
        index += 1
      }
    }
    return min(index + character, units.count)
  }
  // From the last edit to the first, so that earlier offsets stay valid.
  let sorted = edits.sorted {
    offset($0["range"]!["start"]!) > offset($1["range"]!["start"]!)
  }
  for edit in sorted {
    let start = offset(edit["range"]!["start"]!)
    let end = offset(edit["range"]!["end"]!)
    units.replaceSubrange(start..<end, with: Array(edit["newText"]!.string!.utf16))
  }
  return String(decoding: units, as: UTF16.self)
}

/// The labels of a completion answer's items.
func labels(_ completion: JSONValue) -> [String] {
  (completion["items"]?.array ?? []).compactMap { $0["label"]?.string }
}

/// The item with this label in a completion answer.
func item(_ label: String, in completion: JSONValue) -> JSONValue? {
  completion["items"]?.array?.first { $0["label"]?.string == label }
}

extension JSONValue: CustomTestStringConvertible {
  /// Failed expectations show values as JSON text.
  public var testDescription: String { String(decoding: serialized, as: UTF8.self) }
}
