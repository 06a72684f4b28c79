/// A document's text as the editor has it — UTF-8 bytes and where each line starts — with
/// the conversions between byte offsets and LSP positions (lines end at `\n`, `\r\n` or
/// `\r`; characters count UTF-16 code units), and edits.
///
/// ```swift
/// var text = EditorText("a😀b\nc")
/// text.position(of: 5)                               // line 0, character 3 (after "a😀")
/// text.offset(of: Position(line: 1, character: 0))   // 7
/// text.replace(Position(line: 1, character: 0)..<Position(line: 1, character: 1), with: "d")
/// ```
package struct EditorText: Sendable {
  /// The UTF-8 text.
  package private(set) var bytes: [UInt8]
  /// Byte offsets at which each line starts; the first is 0.
  private var lineStarts: [Int]

  package init(_ text: String) {
    self.init(bytes: Array(text.utf8))
  }

  /// Text from bytes read from a file (invalid UTF-8 is repaired as the editor would show
  /// it, with U+FFFD).
  package init(bytes: [UInt8]) {
    let valid = String(validating: bytes, as: UTF8.self) != nil
    self.bytes = valid ? bytes : Array(String(decoding: bytes, as: UTF8.self).utf8)
    lineStarts = Self.lineStarts(of: self.bytes)
  }

  /// The text as a string.
  package var string: String { String(decoding: bytes, as: UTF8.self) }

  /// The position of a byte offset (clamped to the text; an offset inside a character or a
  /// line break belongs to its start).
  package func position(of offset: Int) -> Position {
    let offset = max(0, min(offset, bytes.count))
    let line = lineIndex(containing: offset)
    var character = 0
    var index = lineStarts[line]
    let end = min(offset, contentEnd(ofLine: line))
    while index < end {
      let length = Self.sequenceLength(bytes[index])
      guard index + length <= end else { break }
      character += length == 4 ? 2 : 1
      index += length
    }
    return Position(line: line, character: character)
  }

  /// The byte offset of a position. A line past the end is the end of the text; a character
  /// past the end of its line is the line's end (before its line break), as LSP asks; one
  /// inside a surrogate pair is the start of that character.
  package func offset(of position: Position) -> Int {
    guard position.line < lineStarts.count else { return bytes.count }
    let end = contentEnd(ofLine: position.line)
    var index = lineStarts[position.line]
    var character = 0
    while index < end {
      let length = Self.sequenceLength(bytes[index])
      let units = length == 4 ? 2 : 1
      guard character + units <= position.character else { break }
      character += units
      index += length
    }
    return index
  }

  /// Replaces the text between two positions.
  package mutating func replace(_ range: Range<Position>, with text: String) {
    replace(bytes: offset(of: range.lowerBound)..<offset(of: range.upperBound), with: text)
  }

  /// Replaces a byte range. The line table is updated, not rebuilt: the lines from the one
  /// before the edit to just after it are found again, the later ones shifted (an edit of a
  /// large document costs its length, not the document's).
  package mutating func replace(bytes range: Range<Int>, with text: String) {
    let lower = max(0, min(range.lowerBound, bytes.count))
    let upper = max(lower, min(range.upperBound, bytes.count))
    let inserted = Array(text.utf8)
    bytes.replaceSubrange(lower..<upper, with: inserted)
    let newUpper = lower + inserted.count
    let delta = newUpper - upper
    // A line start at or before the edit's line's predecessor is unchanged (the bytes before
    // it are); one two or more bytes after the edit too (a `\r` before it, or a `\n` at it,
    // is not touched), shifted. Those between are found by scanning.
    let first = max(0, lineIndex(containing: lower) - 1)
    let scanFrom = lineStarts[first]
    let kept = lineStarts[(first + 1)...].firstIndex { $0 >= upper + 2 } ?? lineStarts.endIndex
    var starts = Array(lineStarts[...first])
    starts.reserveCapacity(lineStarts.count + 8)
    Self.appendLineStarts(of: bytes, from: scanFrom, through: newUpper + 1, to: &starts)
    starts += lineStarts[kept...].lazy.map { $0 + delta }
    lineStarts = starts
  }

  /// The index of the line holding `offset`.
  private func lineIndex(containing offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// Where a line's text ends, before its line break.
  private func contentEnd(ofLine line: Int) -> Int {
    guard line + 1 < lineStarts.count else { return bytes.count }
    let next = lineStarts[line + 1]
    if next >= 2 && bytes[next - 1] == 0x0A && bytes[next - 2] == 0x0D { return next - 2 }
    return next - 1
  }

  /// The bytes of the UTF-8 sequence a byte starts (1 for a stray continuation byte).
  private static func sequenceLength(_ byte: UInt8) -> Int {
    switch byte {
    case 0xF0...: 4
    case 0xE0...: 3
    case 0xC0...: 2
    default: 1
    }
  }

  private static func lineStarts(of bytes: [UInt8]) -> [Int] {
    var starts = [0]
    appendLineStarts(of: bytes, from: 0, through: bytes.count, to: &starts)
    return starts
  }

  /// Appends the starts of the lines that begin after `start` (itself a line's start) and at
  /// or before `limit`.
  private static func appendLineStarts(
    of bytes: [UInt8], from start: Int, through limit: Int, to starts: inout [Int]
  ) {
    bytes.withUnsafeBufferPointer { buffer in
      var index = start
      let count = buffer.count
      while index < count && index < limit {
        let byte = buffer[index]
        index += 1
        // Neither byte of a line break is above 0x0D: one comparison skips the others.
        guard byte <= 0x0D else { continue }
        if byte == 0x0A {
          starts.append(index)
        } else if byte == 0x0D {
          if index < count && buffer[index] == 0x0A { index += 1 }
          guard index <= limit else { return }
          starts.append(index)
        }
      }
    }
  }
}
