/// The base protocol's framing (LSP 3.17, "Base Protocol"): each message is a header —
/// `Content-Length: N` and optionally `Content-Type`, each line ending in `\r\n` — a blank
/// line, then N bytes of JSON.
///
/// The reader takes bytes as they arrive, in chunks of any size, and hands out each message
/// body once it is complete:
///
/// ```swift
/// var reader = MessageReader()
/// reader.append(Array("Content-Length: 2\r\n\r\n{}".utf8))
/// reader.next()   // .message([123, 125])
/// ```
package struct MessageReader: Sendable {
  /// What the reader found next.
  package enum Frame: Sendable, Equatable {
    /// A message's body.
    case message([UInt8])
    /// A header without a usable `Content-Length`: it was skipped (with `reason`), and the
    /// reader looks for the next header.
    case badHeader(String)
  }

  /// The largest body accepted (a larger `Content-Length` is a bad header): 256 MiB, far
  /// beyond any stylesheet SkinKit reads.
  package static let maximumLength = 256 << 20

  /// The longest header looked for before the bytes are dropped as noise.
  static let maximumHeaderLength = 64 << 10

  private var buffer: [UInt8] = []
  /// Where unread bytes start in ``buffer`` (consumed bytes are dropped in batches).
  private var start = 0

  package init() {}

  /// Adds bytes read from the stream.
  package mutating func append(_ bytes: some Sequence<UInt8>) {
    if start > 0 && start >= buffer.count / 2 {
      buffer.removeFirst(start)
      start = 0
    }
    buffer.append(contentsOf: bytes)
  }

  /// The next complete frame, or `nil` until more bytes arrive.
  package mutating func next() -> Frame? {
    guard let headerEnd = find([13, 10, 13, 10], from: start) else {
      guard buffer.count - start > Self.maximumHeaderLength else { return nil }
      // No header is this long: what came is not the protocol. Keep the last bytes, which
      // may start the next header's blank line.
      start = buffer.count - 3
      return .badHeader(
        "no blank line ends a message header within \(Self.maximumHeaderLength) bytes")
    }
    let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
    let bodyStart = headerEnd + 4
    guard let length = Self.contentLength(header) else {
      start = bodyStart
      return .badHeader("a message header needs 'Content-Length: N'; got '\(header)'")
    }
    guard length <= Self.maximumLength else {
      start = bodyStart
      return .badHeader("Content-Length \(length) is larger than \(Self.maximumLength)")
    }
    guard buffer.count - bodyStart >= length else { return nil }
    let body = Array(buffer[bodyStart..<(bodyStart + length)])
    start = bodyStart + length
    return .message(body)
  }

  /// The value of the `Content-Length` field (names compare ignoring case), if valid.
  static func contentLength(_ header: String) -> Int? {
    for line in header.split(separator: "\r\n", omittingEmptySubsequences: true) {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].trimmingSpaces
      guard name.lowercased() == "content-length" else { continue }
      let value = line[line.index(after: colon)...].trimmingSpaces
      guard !value.isEmpty, value.allSatisfy(\.isASCIIDigit), value.count < 12 else {
        return nil
      }
      return Int(value)
    }
    return nil
  }

  private func find(_ pattern: [UInt8], from offset: Int) -> Int? {
    guard buffer.count - offset >= pattern.count else { return nil }
    var index = offset
    while index + pattern.count <= buffer.count {
      if buffer[index] == pattern[0]
        && buffer[index..<(index + pattern.count)].elementsEqual(pattern)
      {
        return index
      }
      index += 1
    }
    return nil
  }
}

/// Frames a message body for the stream: the header, then the body.
///
/// ```swift
/// MessageWriter.frame(Array("{}".utf8))   // "Content-Length: 2\r\n\r\n{}"
/// ```
package enum MessageWriter {
  package static func frame(_ body: [UInt8]) -> [UInt8] {
    Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
  }
}

extension Substring {
  fileprivate var trimmingSpaces: Substring {
    var text = self
    while text.first == " " || text.first == "\t" { text = text.dropFirst() }
    while text.last == " " || text.last == "\t" { text = text.dropLast() }
    return text
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
