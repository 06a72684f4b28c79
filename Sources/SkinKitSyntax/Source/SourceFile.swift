import SkinKitSupport

/// The text of one stylesheet, normalized as CSS Syntax §3.3 preprocesses it, with a line
/// table for turning byte offsets into 1-based line and column numbers.
///
/// Preprocessing: a leading byte order mark is dropped, invalid UTF-8 becomes U+FFFD, CR LF,
/// lone CR and FF become LF, and U+0000 becomes U+FFFD. Every offset in SkinKit (tokens, ranges, diagnostics) is a byte offset
/// into ``bytes``, the preprocessed UTF-8 text.
///
/// ```swift
/// let file = SourceFile(path: "theme.skss", text: "Button {\n  color: red;\n}")
/// file.location(at: 13)   // line 2, column 3
/// ```
package final class SourceFile: Sendable, Hashable, CustomStringConvertible {
  /// The path the text was read from, as the user gave it (used in diagnostics).
  public let path: String
  /// The preprocessed UTF-8 bytes.
  public let bytes: [UInt8]
  /// What this file shares with its twins: the identity `==` compares, and the line table.
  private let shared: Shared

  /// A file's identity, and its line table: byte offsets at which each line starts, made
  /// when a location is first asked for (diagnostics are rare; reading a large sheet should
  /// not pay for the table).
  private final class Shared: Sendable {
    let lineTable = Locked<[Int]?>(nil)
  }

  /// Creates a source file from text.
  public convenience init(path: String, text: String) {
    // Copied as one block from the string's contiguous UTF-8 (`Array(text.utf8)` goes a
    // byte at a time).
    var text = text
    self.init(path: path, utf8: text.withUTF8 { Array($0) })
  }

  /// Creates a source file from raw bytes, which need not be valid UTF-8.
  public init(path: String, utf8 raw: [UInt8]) {
    self.path = path
    let bytes = SourceFile.preprocess(raw)
    self.bytes = bytes
    self.shared = Shared()
  }

  private init(path: String, bytes: [UInt8], shared: Shared) {
    self.path = path
    self.bytes = bytes
    self.shared = shared
  }

  /// Another handle on this file, equal to it (same path, same bytes, shared line table):
  /// what a thread working on part of a file holds, so that the ranges it makes and copies
  /// count references on an object of its own. Two threads retaining and releasing one
  /// object for every node they touch hand its reference count back and forth between their
  /// cores: retains and releases took a fifth of a two-threaded compile, against an eighth
  /// on one thread.
  package func twin() -> SourceFile {
    SourceFile(path: path, bytes: bytes, shared: shared)
  }

  /// Byte offsets at which each line starts; `lineStarts[0] == 0`.
  private var lineStarts: [Int] {
    shared.lineTable.withLock { table in
      if let table { return table }
      var starts = [0]
      for (offset, byte) in bytes.enumerated() where byte == 0x0A {
        starts.append(offset + 1)
      }
      table = starts
      return starts
    }
  }

  /// The whole preprocessed text.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The text of a byte range.
  public func text(in range: Range<Int>) -> String {
    let lower = max(0, min(range.lowerBound, bytes.count))
    let upper = max(lower, min(range.upperBound, bytes.count))
    return String(decoding: bytes[lower..<upper], as: UTF8.self)
  }

  /// The 1-based line and column of a byte offset. Columns count Unicode scalars.
  public func location(at offset: Int) -> SourceLocation {
    let offset = max(0, min(offset, bytes.count))
    let lineStarts = lineStarts
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    var column = 1
    var index = lineStarts[low]
    while index < offset {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    // An offset inside a multi-byte scalar belongs to that scalar's column.
    if offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { column -= 1 }
    return SourceLocation(line: low + 1, column: column, offset: offset)
  }

  /// The number of lines in the file.
  public var lineCount: Int { lineStarts.count }

  public var description: String { path }

  /// Two files are equal when they are one file read once (or handles on it): two reads of
  /// the same path are different files, as their texts may differ.
  public static func == (lhs: SourceFile, rhs: SourceFile) -> Bool { lhs.shared === rhs.shared }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(shared)) }

  /// CSS Syntax §3.2–3.3: drops a leading byte order mark (as UTF-8 decoding does), repairs
  /// invalid UTF-8, normalizes newlines, replaces NUL.
  /// Whether any byte is CR, FF, NUL or not ASCII. Read eight bytes at a time (a large
  /// sheet is read on the calling thread before it is split between cores): a word holds
  /// such a byte when it has a high bit set, or when one of its bytes XOR the byte sought
  /// is zero (the classic "has a zero byte" test).
  static func needsPreprocessing(_ raw: [UInt8]) -> Bool {
    raw.withUnsafeBytes { bytes in
      let ones: UInt64 = 0x0101_0101_0101_0101
      let highs: UInt64 = 0x8080_8080_8080_8080
      @inline(__always) func hasZeroByte(_ word: UInt64) -> Bool {
        (word &- ones) & ~word & highs != 0
      }
      // First whether a byte is below 0x0E or from 0x80 up (the "has a byte less than"
      // test, exact for whether any is), for two words at once: true only for words with a
      // line feed or a tab among plain text's, which are then tested byte value by byte
      // value.
      @inline(__always) func suspects(_ word: UInt64) -> UInt64 {
        word | ((word &- ones &* 0x0E) & ~word)
      }
      @inline(__always) func holds(_ word: UInt64) -> Bool {
        word & highs != 0 || hasZeroByte(word) || hasZeroByte(word ^ (ones &* 0x0D))
          || hasZeroByte(word ^ (ones &* 0x0C))
      }
      var offset = 0
      while offset + 16 <= bytes.count {
        let first = UInt64(
          littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        let second = UInt64(
          littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
        if (suspects(first) | suspects(second)) & highs != 0, holds(first) || holds(second) {
          return true
        }
        offset += 16
      }
      while offset + 8 <= bytes.count {
        let word = UInt64(
          littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        if holds(word) { return true }
        offset += 8
      }
      return bytes[offset...].contains { $0 == 0x0D || $0 == 0x0C || $0 == 0 || $0 >= 0x80 }
    }
  }

  static func preprocess(_ raw: [UInt8]) -> [UInt8] {
    if raw.starts(with: [0xEF, 0xBB, 0xBF]) { return preprocess(Array(raw.dropFirst(3))) }
    guard needsPreprocessing(raw) else { return raw }
    let repaired = Array(String(decoding: raw, as: UTF8.self).utf8)
    var out: [UInt8] = []
    out.reserveCapacity(repaired.count)
    var index = 0
    while index < repaired.count {
      let byte = repaired[index]
      switch byte {
      case 0x0D:
        out.append(0x0A)
        if index + 1 < repaired.count, repaired[index + 1] == 0x0A { index += 1 }
      case 0x0C:
        out.append(0x0A)
      case 0:
        out.append(contentsOf: [0xEF, 0xBF, 0xBD])
      default:
        out.append(byte)
      }
      index += 1
    }
    return out
  }
}

/// A 1-based line and column (columns count Unicode scalars) plus the byte offset.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// 1-based line number.
  public var line: Int
  /// 1-based column, counted in Unicode scalars.
  public var column: Int
  /// Byte offset into `SourceFile/bytes`.
  public var offset: Int

  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }
}

/// A byte range in a source file. Cheap to store; resolve it to locations on demand.
package struct SourceRange: Sendable, Hashable {
  /// The file, or `nil` for values made in code.
  public var file: SourceFile?
  /// Byte offsets of the range.
  public var bytes: Range<Int>

  public init(file: SourceFile?, bytes: Range<Int>) {
    self.file = file
    self.bytes = bytes
  }

  /// A range that points nowhere (values made in code).
  public static let none = SourceRange(file: nil, bytes: 0..<0)

  /// Where the range starts, or `nil` for values made in code.
  public var start: SourceLocation? { file?.location(at: bytes.lowerBound) }

  /// The path of the file, or `"<code>"` for values made in code.
  public var path: String { file?.path ?? "<code>" }

  /// `path:line:column`, or the path alone when there is no file.
  public var description: String {
    guard let start else { return path }
    return "\(path):\(start.line):\(start.column)"
  }

  /// A range covering both.
  public func union(_ other: SourceRange) -> SourceRange {
    guard file == other.file else { return self }
    return SourceRange(
      file: file,
      bytes: min(
        bytes.lowerBound, other.bytes.lowerBound)..<max(
          bytes.upperBound, other.bytes.upperBound))
  }
}
