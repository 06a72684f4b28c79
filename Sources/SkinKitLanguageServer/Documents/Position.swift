/// A place in a document as LSP counts it: a 0-based line, and a 0-based character offset in
/// UTF-16 code units on that line.
package struct Position: Sendable, Hashable, Comparable {
  package var line: Int
  package var character: Int

  package init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }

  /// Reads `{"line": 2, "character": 4}`.
  package init?(_ json: JSONValue?) {
    guard let line = json?["line"]?.integer, let character = json?["character"]?.integer,
      line >= 0, character >= 0
    else { return nil }
    self.init(line: line, character: character)
  }

  package var json: JSONValue { ["line": JSONValue(line), "character": JSONValue(character)] }

  package static func < (lhs: Position, rhs: Position) -> Bool {
    (lhs.line, lhs.character) < (rhs.line, rhs.character)
  }
}

/// A range between two positions, end exclusive.
package struct TextRange: Sendable, Hashable {
  package var start: Position
  package var end: Position

  package init(start: Position, end: Position) {
    self.start = start
    self.end = end
  }

  /// Reads `{"start": …, "end": …}`.
  package init?(_ json: JSONValue?) {
    guard let start = Position(json?["start"]), let end = Position(json?["end"]), start <= end
    else { return nil }
    self.init(start: start, end: end)
  }

  package var json: JSONValue { ["start": start.json, "end": end.json] }
}
