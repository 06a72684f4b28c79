/// How large a request may be. A request over a limit is refused with the status RFC 9110
/// names for it (414, 431, 413) as soon as the bytes read show it, never buffered further.
package struct HTTPLimits: Sendable, Equatable {
  /// The request line's length, in bytes.
  package var requestLine = 8 * 1024
  /// The head's length — request line, header fields and the empty line — in bytes.
  package var head = 16 * 1024
  /// How many header fields.
  package var headerCount = 64
  /// The content's length, in bytes.
  package var body = 4 * 1024 * 1024

  package init(
    requestLine: Int = 8 * 1024, head: Int = 16 * 1024, headerCount: Int = 64,
    body: Int = 4 * 1024 * 1024
  ) {
    self.requestLine = requestLine
    self.head = head
    self.headerCount = headerCount
    self.body = body
  }
}

/// A request refused while it was read: the status to answer with and why (the response's
/// text).
package struct HTTPFailure: Error, Sendable, Equatable {
  package var status: HTTPStatus
  package var reason: String

  package init(_ status: HTTPStatus, _ reason: String) {
    self.status = status
    self.reason = reason
  }
}

/// Reads one HTTP/1.x request from the bytes of a connection, as they arrive — a value with
/// no I/O, so that it is tested and fuzzed on its own.
///
/// ```swift
/// var parser = HTTPRequestParser()
/// parser.append(Array("GET / HTTP/1.1\r\nHo".utf8))     // .incomplete
/// parser.append(Array("st: localhost\r\n\r\n".utf8))     // .request(…)
/// ```
///
/// It follows RFC 9112 strictly where leniency lets requests be read two ways (request
/// smuggling, header injection): white space before a field's colon, obsolete line folding,
/// a bare CR, control characters in a value, two `Content-Length` fields or one beside
/// `Transfer-Encoding`, and a missing or repeated `Host` are all 400. It takes bare LF line
/// ends (RFC 9112 §2.2 allows a recipient to) and skips empty lines before the request line
/// (§2.2). Chunked request content is not read: `Transfer-Encoding` is a 501. Once the
/// outcome is a request or a failure, appending more bytes changes nothing: the server
/// answers one request per connection.
package struct HTTPRequestParser: Sendable {
  /// What the bytes so far amount to.
  package enum Outcome: Sendable, Equatable {
    /// More bytes are needed.
    case incomplete
    /// A whole request.
    case request(HTTPRequest)
    /// The request is refused.
    case failure(HTTPFailure)
  }

  package let limits: HTTPLimits
  private var buffer: [UInt8] = []
  /// Where the request line starts (after any empty lines).
  private var start = 0
  /// Where the search for the end of the head resumes.
  private var scanned = 0
  /// Where the request line ends (its LF), once seen.
  private var requestLineEnd: Int?
  private var parsed: Head?
  private var outcome = Outcome.incomplete

  private struct Head: Sendable {
    var method: String
    var target: String
    var minorVersion: Int
    var headers: [HTTPRequest.Header]
    var contentLength: Int
    var expectsContinue: Bool
    /// Where the content starts in the buffer.
    var bodyStart: Int
  }

  package init(limits: HTTPLimits = HTTPLimits()) {
    self.limits = limits
  }

  /// Whether the client waits for `100 Continue` before sending the content it announced
  /// (`Expect: 100-continue`): true once the head is read and while content is missing.
  package var expectsContinue: Bool {
    guard let parsed, case .incomplete = outcome else { return false }
    return parsed.expectsContinue && parsed.contentLength > 0
  }

  /// Whether any byte has been read.
  package var hasStarted: Bool { !buffer.isEmpty }

  /// The request without its content, once its head is read (so that it can be refused
  /// before its content is waited for).
  package var head: HTTPRequest? {
    parsed.map {
      HTTPRequest(
        method: $0.method, target: $0.target, minorVersion: $0.minorVersion, headers: $0.headers)
    }
  }

  /// Reads more bytes of the connection; returns what the bytes so far amount to.
  @discardableResult
  package mutating func append(_ bytes: some Collection<UInt8>) -> Outcome {
    guard case .incomplete = outcome else { return outcome }
    buffer.append(contentsOf: bytes)
    do {
      outcome = try advance()
    } catch {
      outcome = .failure(error)
      buffer = []
    }
    return outcome
  }

  private mutating func advance() throws(HTTPFailure) -> Outcome {
    if parsed == nil {
      guard let head = try readHead() else { return .incomplete }
      parsed = head
    }
    let head = parsed!
    let available = buffer.count - head.bodyStart
    guard available >= head.contentLength else { return .incomplete }
    let body = Array(buffer[head.bodyStart..<(head.bodyStart + head.contentLength)])
    buffer = []
    return .request(
      HTTPRequest(
        method: head.method, target: head.target, minorVersion: head.minorVersion,
        headers: head.headers, body: body))
  }

  // MARK: The head

  /// The head, once its empty line has arrived; `nil` until then.
  private mutating func readHead() throws(HTTPFailure) -> Head? {
    // Empty lines before the request line are skipped (RFC 9112 §2.2).
    while start < buffer.count, buffer[start] == .lineFeed || buffer[start] == .carriageReturn {
      if buffer[start] == .carriageReturn {
        guard start + 1 < buffer.count else { return nil }
        guard buffer[start + 1] == .lineFeed else {
          throw HTTPFailure(.badRequest, "a bare CR before the request line")
        }
      }
      start += 1
      guard start <= limits.requestLine else {
        throw HTTPFailure(.badRequest, "too many empty lines before the request line")
      }
    }
    try checkMethodSoFar()
    let end = findEndOfHead()
    if (requestLineEnd ?? buffer.count) - start > limits.requestLine + 1 {
      throw HTTPFailure(.uriTooLong, "the request line is longer than \(limits.requestLine) bytes")
    }
    guard let end else {
      if buffer.count - start > limits.head {
        throw HTTPFailure(
          .requestHeaderFieldsTooLarge, "the request head is longer than \(limits.head) bytes")
      }
      return nil
    }
    guard end.bodyStart - start <= limits.head else {
      throw HTTPFailure(
        .requestHeaderFieldsTooLarge, "the request head is longer than \(limits.head) bytes")
    }
    var lines = try self.lines(start..<end.headEnd)
    let requestLine = lines.removeFirst()
    guard requestLine.count <= limits.requestLine else {
      throw HTTPFailure(.uriTooLong, "the request line is longer than \(limits.requestLine) bytes")
    }
    var head = try Self.parseRequestLine(requestLine)
    guard lines.count <= limits.headerCount else {
      throw HTTPFailure(
        .requestHeaderFieldsTooLarge, "more than \(limits.headerCount) header fields")
    }
    head.headers = try lines.map(Self.parseField)
    try Self.checkFraming(&head, limits: limits)
    head.bodyStart = end.bodyStart
    return head
  }

  /// The method must be a token followed by a space: anything else (a TLS handshake, a
  /// binary protocol) is refused at its first byte rather than buffered to the limit.
  private func checkMethodSoFar() throws(HTTPFailure) {
    var index = start
    while index < buffer.count {
      let byte = buffer[index]
      if byte == .space {
        guard index > start else {
          throw HTTPFailure(.badRequest, "the request line has no method")
        }
        return
      }
      guard byte.isTokenCharacter else {
        throw HTTPFailure(.badRequest, "the request line does not start with a method")
      }
      index += 1
      guard index - start <= 32 else { throw HTTPFailure(.notImplemented, "unknown method") }
    }
  }

  /// The end of the head: where its last line ends (before the empty line) and where the
  /// content starts.
  private mutating func findEndOfHead() -> (headEnd: Int, bodyStart: Int)? {
    var index = max(scanned, start)
    defer { scanned = index }
    while index < buffer.count {
      defer { index += 1 }
      guard buffer[index] == .lineFeed, index > start else { continue }
      if requestLineEnd == nil { requestLineEnd = index }
      // An empty line: LF LF, or LF CR LF.
      if buffer[index - 1] == .lineFeed {
        return (index - 1, index + 1)
      }
      if buffer[index - 1] == .carriageReturn, index - 2 >= start, buffer[index - 2] == .lineFeed {
        return (index - 2, index + 1)
      }
    }
    return nil
  }

  /// The lines of `range` (each ended by LF or CRLF; the last one by the range's end),
  /// without their ends. A CR anywhere else is refused (RFC 9112 §2.2).
  private func lines(_ range: Range<Int>) throws(HTTPFailure) -> [ArraySlice<UInt8>] {
    var result: [ArraySlice<UInt8>] = []
    var lineStart = range.lowerBound
    var index = range.lowerBound
    while index <= range.upperBound {
      if index == range.upperBound || buffer[index] == .lineFeed {
        var end = index
        if end > lineStart, buffer[end - 1] == .carriageReturn { end -= 1 }
        let line = buffer[lineStart..<end]
        guard !line.contains(.carriageReturn) else {
          throw HTTPFailure(.badRequest, "a bare CR in the request head")
        }
        result.append(line)
        lineStart = index + 1
      }
      index += 1
    }
    return result
  }

  /// `method SP request-target SP HTTP-version` (RFC 9112 §3).
  private static func parseRequestLine(_ line: ArraySlice<UInt8>) throws(HTTPFailure) -> Head {
    let parts = line.split(separator: .space, omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty else {
      throw HTTPFailure(
        .badRequest, "the request line is not 'METHOD TARGET HTTP/1.1' with single spaces")
    }
    guard parts[0].allSatisfy(\.isTokenCharacter) else {
      throw HTTPFailure(.badRequest, "the method is not a token")
    }
    guard parts[1].allSatisfy({ $0 > .space && $0 < 0x7F }) else {
      throw HTTPFailure(.badRequest, "the request target has a character that is not visible ASCII")
    }
    let version = Array(parts[2])
    guard version.count == 8, version.starts(with: Array("HTTP/".utf8)), version[6] == .period,
      version[5].isDigit, version[7].isDigit
    else {
      throw HTTPFailure(.badRequest, "the request line does not end with HTTP/1.1 or HTTP/1.0")
    }
    guard version[5] == UInt8(ascii: "1") else {
      throw HTTPFailure(.httpVersionNotSupported, "only HTTP/1.0 and HTTP/1.1 are served")
    }
    let method = String(decoding: parts[0], as: UTF8.self)
    let target = String(decoding: parts[1], as: UTF8.self)
    try checkTarget(target, method: method)
    return Head(
      method: method, target: target, minorVersion: min(Int(version[7] - UInt8(ascii: "0")), 1),
      headers: [], contentLength: 0, expectsContinue: false, bodyStart: 0)
  }

  /// The target's form must fit the method (RFC 9112 §3.2): origin or absolute form, `*`
  /// for `OPTIONS`, the authority form for `CONNECT`.
  private static func checkTarget(_ target: String, method: String) throws(HTTPFailure) {
    if target.hasPrefix("/") || AbsoluteForm(target) != nil { return }
    if target == "*" && method == "OPTIONS" { return }
    if method == "CONNECT" && !target.contains("/") { return }
    throw HTTPFailure(.badRequest, "the request target is not a path such as /index.html")
  }

  /// `field-name ":" OWS field-value OWS` (RFC 9112 §5).
  private static func parseField(_ line: ArraySlice<UInt8>) throws(HTTPFailure)
    -> HTTPRequest.Header
  {
    guard let first = line.first, first != .space, first != .tab else {
      throw HTTPFailure(.badRequest, "obsolete line folding in a header field")
    }
    guard let colon = line.firstIndex(of: .colon) else {
      throw HTTPFailure(.badRequest, "a header field without a colon")
    }
    let name = line[line.startIndex..<colon]
    guard !name.isEmpty, name.allSatisfy(\.isTokenCharacter) else {
      throw HTTPFailure(
        .badRequest, "a header field name that is not a token (or white space before its colon)")
    }
    var value = line[(colon + 1)...]
    while let byte = value.first, byte == .space || byte == .tab { value = value.dropFirst() }
    while let byte = value.last, byte == .space || byte == .tab { value = value.dropLast() }
    guard value.allSatisfy({ $0 == .tab || ($0 >= .space && $0 != 0x7F) }) else {
      throw HTTPFailure(.badRequest, "a control character in a header field value")
    }
    return HTTPRequest.Header(
      String(decoding: name, as: UTF8.self),
      String(String.UnicodeScalarView(value.map { Unicode.Scalar($0) })))
  }

  /// How the content is delimited, and `Host` and `Expect` (RFC 9112 §6.3, §3.2; RFC 9110
  /// §10.1.1).
  private static func checkFraming(_ head: inout Head, limits: HTTPLimits) throws(HTTPFailure) {
    func fields(_ name: String) -> [String] {
      head.headers.filter { $0.name.lowercased() == name }.map(\.value)
    }
    let hosts = fields("host")
    guard hosts.count == 1 else {
      throw HTTPFailure(
        .badRequest, hosts.isEmpty ? "no Host header field" : "more than one Host header field")
    }
    let lengths = fields("content-length")
    if !fields("transfer-encoding").isEmpty {
      guard lengths.isEmpty else {
        throw HTTPFailure(.badRequest, "both Transfer-Encoding and Content-Length")
      }
      throw HTTPFailure(
        .notImplemented, "Transfer-Encoding is not supported: send Content-Length")
    }
    if let length = lengths.first {
      guard lengths.count == 1 else {
        throw HTTPFailure(.badRequest, "more than one Content-Length header field")
      }
      guard !length.isEmpty, length.utf8.allSatisfy(\.isDigit) else {
        throw HTTPFailure(.badRequest, "Content-Length is not a number")
      }
      guard length.utf8.count <= 18, let count = Int(length), count <= limits.body else {
        throw HTTPFailure(.contentTooLarge, "the content is longer than \(limits.body) bytes")
      }
      head.contentLength = count
    }
    let expectations = fields("expect")
    if !expectations.isEmpty {
      guard expectations.count == 1, expectations[0].lowercased() == "100-continue" else {
        throw HTTPFailure(.expectationFailed, "only Expect: 100-continue is understood")
      }
      head.expectsContinue = true
    }
  }
}

extension UInt8 {
  static let tab = UInt8(ascii: "\t")
  static let lineFeed = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let space = UInt8(ascii: " ")
  static let colon = UInt8(ascii: ":")
  static let period = UInt8(ascii: ".")

  var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

  /// A `tchar` of RFC 9110 §5.6.2: letters, digits and ``!#$%&'*+-.^_`|~``.
  var isTokenCharacter: Bool {
    switch self {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    default: Array("!#$%&'*+-.^_`|~".utf8).contains(self)
    }
  }
}
