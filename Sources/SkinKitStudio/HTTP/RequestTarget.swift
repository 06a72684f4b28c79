/// A request target's path and query, percent-decoded (RFC 3986 §2.1) and checked, so that
/// what a route sees cannot name a file elsewhere: no segment is `.` or `..`, and none holds
/// a `/`, a `\` or a NUL once decoded (`%2F`, `%5C`, `%00`).
///
/// ```swift
/// let target = try RequestTarget("/t/abc/sheets/My%20Theme.skss?line=3")
/// target.segments          // ["t", "abc", "sheets", "My Theme.skss"]
/// target.query["line"]     // "3"
/// ```
package struct RequestTarget: Sendable, Equatable {
  /// The path's segments, decoded; the root `/` is `[""]`, and a path ending in `/` ends
  /// with an empty segment.
  package var segments: [String]
  /// The query's parameters, decoded (`+` is a space, as forms send it); a parameter given
  /// twice keeps its first value.
  package var query: [String: String]

  /// Reads a target's path and query (`/path?query`, as ``HTTPRequest/pathAndQuery`` gives).
  package init(_ pathAndQuery: String) throws(HTTPFailure) {
    guard pathAndQuery.hasPrefix("/"), !pathAndQuery.contains("#") else {
      throw HTTPFailure(.badRequest, "the request target is not a path")
    }
    let parts = pathAndQuery.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    segments = []
    for raw in parts[0].dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
      let segment = try Self.decode(raw, plusIsSpace: false)
      guard segment != ".", segment != "..",
        !segment.contains(where: { $0 == "/" || $0 == "\\" || $0 == "\0" })
      else {
        throw HTTPFailure(.badRequest, "the path has a segment that is not a plain name")
      }
      segments.append(segment)
    }
    query = [:]
    if parts.count == 2 {
      for pair in parts[1].split(separator: "&") {
        let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = try Self.decode(halves[0], plusIsSpace: true)
        let value = halves.count == 2 ? try Self.decode(halves[1], plusIsSpace: true) : ""
        guard !name.contains("\0"), !value.contains("\0") else {
          throw HTTPFailure(.badRequest, "a NUL in the query")
        }
        if query[name] == nil { query[name] = value }
      }
    }
  }

  /// Percent-decodes text; a `%` not followed by two hex digits, or bytes that are not
  /// UTF-8, are refused.
  static func decode(_ text: Substring, plusIsSpace: Bool) throws(HTTPFailure) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      if byte == UInt8(ascii: "%") {
        guard let high = iterator.next().flatMap(Self.hexValue),
          let low = iterator.next().flatMap(Self.hexValue)
        else { throw HTTPFailure(.badRequest, "a '%' not followed by two hex digits") }
        bytes.append(high << 4 | low)
      } else if byte == UInt8(ascii: "+") && plusIsSpace {
        bytes.append(.space)
      } else {
        bytes.append(byte)
      }
    }
    guard let decoded = String(validating: bytes, as: UTF8.self) else {
      throw HTTPFailure(.badRequest, "percent-encoded bytes that are not UTF-8")
    }
    return decoded
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// Percent-encodes a path segment or a query value: everything but RFC 3986's unreserved
  /// characters.
  package static func encode(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = Array("0123456789ABCDEF".unicodeScalars)
        result.unicodeScalars.append("%")
        result.unicodeScalars.append(hex[Int(byte >> 4)])
        result.unicodeScalars.append(hex[Int(byte & 0xF)])
      }
    }
    return result
  }
}
