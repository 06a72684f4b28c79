#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The correspondence between offsets in an editor's text and in the text SkinKit parses:
/// a ``SourceFile`` preprocesses its bytes as CSS Syntax §3.3 says (leading byte order marks
/// dropped, `\r\n` made `\n`, U+0000 made U+FFFD), so every range in a diagnostic or a syntax
/// tree is an offset into that text, and an editor's positions are in its own.
///
/// ```swift
/// let offsets = PreprocessedOffsets(editorBytes: Array("a\r\nb".utf8))
/// offsets.editorOffset(ofPreprocessed: 2)   // 3 ("b": one byte fewer before it once parsed)
/// offsets.preprocessedOffset(ofEditor: 3)   // 2
/// ```
///
/// A lone `\r` and a form feed also become `\n` but keep their length; an editor counts a
/// lone `\r` as a line break too, and ``EditorText`` finds lines in the editor's text, so
/// only lengths need mapping.
package struct PreprocessedOffsets: Sendable {
  /// From each anchor's preprocessed offset on (to the next anchor), editor offset =
  /// preprocessed offset + delta. Empty when the texts are the same.
  private var anchors: [Int] = []
  private var deltas: [Int] = []

  package init(editorBytes bytes: [UInt8]) {
    var index = 0
    while bytes.count - index >= 3 && bytes[index] == 0xEF && bytes[index + 1] == 0xBB
      && bytes[index + 2] == 0xBF
    {
      index += 3
    }
    var delta = index
    if delta != 0 { add(0, delta) }
    guard Self.contains(0x0D, in: bytes) || Self.contains(0, in: bytes) else { return }
    var preprocessed = 0
    while index < bytes.count {
      switch bytes[index] {
      case 0x0D where index + 1 < bytes.count && bytes[index + 1] == 0x0A:
        index += 2
        preprocessed += 1
        delta += 1
        add(preprocessed, delta)
      case 0:
        index += 1
        preprocessed += 3
        delta -= 2
        add(preprocessed, delta)
      default:
        index += 1
        preprocessed += 1
      }
    }
  }

  /// Whether a byte occurs in the text (`memchr`: a large document is read on every change).
  private static func contains(_ byte: UInt8, in bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress, !buffer.isEmpty else { return false }
      return memchr(base, Int32(byte), buffer.count) != nil
    }
  }

  private mutating func add(_ anchor: Int, _ delta: Int) {
    anchors.append(anchor)
    deltas.append(delta)
  }

  /// The editor's offset for an offset in the preprocessed text.
  package func editorOffset(ofPreprocessed offset: Int) -> Int {
    guard let index = lastIndex(where: { anchors[$0] <= offset }) else { return offset }
    return offset + deltas[index]
  }

  /// The preprocessed offset for an editor's offset (one inside a dropped byte order mark or
  /// at the `\n` of a `\r\n` maps to where the dropped bytes were).
  package func preprocessedOffset(ofEditor offset: Int) -> Int {
    guard let index = lastIndex(where: { anchors[$0] + deltas[$0] <= offset }) else {
      return offset
    }
    return max(anchors[index], offset - deltas[index])
  }

  /// The last anchor index satisfying a condition that holds for a prefix of the anchors
  /// (both anchors and editor offsets increase).
  private func lastIndex(where condition: (Int) -> Bool) -> Int? {
    var low = 0
    var high = anchors.count
    while low < high {
      let middle = (low + high) / 2
      if condition(middle) { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? nil : low - 1
  }
}
