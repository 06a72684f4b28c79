import SkinKitLanguageServer
import Testing

/// An editor's text: UTF-16 positions and the line table kept by edits.
@Suite("Language server: the editor's text")
struct EditorTextTests {
  @Test("positions count UTF-16 units; lines end at \\n, \\r\\n and \\r")
  func positions() {
    let text = EditorText("a😀b\r\nc\rd\ne")
    #expect(text.position(of: 5) == Position(line: 0, character: 3))
    #expect(text.position(of: 6) == Position(line: 0, character: 4))
    // Inside the line break: the line's end.
    #expect(text.position(of: 7) == Position(line: 0, character: 4))
    #expect(text.position(of: 8) == Position(line: 1, character: 0))
    #expect(text.position(of: 10) == Position(line: 2, character: 0))
    #expect(text.position(of: 12) == Position(line: 3, character: 0))
    #expect(text.offset(of: Position(line: 0, character: 2)) == 1)  // inside 😀: its start
    #expect(text.offset(of: Position(line: 0, character: 99)) == 6)  // past the end: the end
    #expect(text.offset(of: Position(line: 9, character: 0)) == 13)
  }

  @Test("edits keep the line table a fresh read of the text would give")
  func edits() {
    var generator = SplitMix(seed: 24)
    let pieces = ["a", "bc", "\n", "\r", "\r\n", "😀", "é", "\n\n", "\r\r"]
    for _ in 0..<300 {
      var text = EditorText((0..<12).map { _ in pieces[generator.next(pieces.count)] }.joined())
      for _ in 0..<8 {
        // Edits at character boundaries (an offset between a `\r` and its `\n` included).
        let boundaries = (0...text.bytes.count).filter {
          $0 == text.bytes.count || text.bytes[$0] & 0xC0 != 0x80
        }
        let lower = boundaries[generator.next(boundaries.count)]
        let later = boundaries.filter { $0 >= lower }
        let upper = later[generator.next(later.count)]
        let inserted = (0..<generator.next(4)).map { _ in pieces[generator.next(pieces.count)] }
          .joined()
        text.replace(bytes: lower..<upper, with: inserted)
        let fresh = EditorText(bytes: text.bytes)
        for offset in 0...text.bytes.count {
          guard text.position(of: offset) == fresh.position(of: offset) else {
            Issue.record("after replacing \(lower)..<\(upper) with \(inserted.debugDescription)")
            return
          }
        }
      }
    }
  }
}

/// A small seeded generator (SplitMix64), so the edits are the same on every run.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next(_ bound: Int) -> Int {
    guard bound > 0 else { return 0 }
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }
}
