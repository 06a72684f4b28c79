/// One HTTP/1.x request as ``HTTPRequestParser`` read it: the request line, the header
/// fields in the order sent, and the body (`Content-Length` bytes).
///
/// ```swift
/// var parser = HTTPRequestParser()
/// let outcome = parser.append(Array("GET /a?b=c HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8))
/// // .request(HTTPRequest(method: "GET", target: "/a?b=c", …))
/// ```
package struct HTTPRequest: Sendable, Equatable {
  /// The method, as sent (methods are case-sensitive: `get` is not `GET`).
  package var method: String
  /// The request target, as sent: `/path?query` (origin form), `http://host/path`
  /// (absolute form), `*` or `host:port` (authority form, for `CONNECT`).
  package var target: String
  /// The minor version of HTTP/1 (`0` or `1`; a later minor version reads as 1).
  package var minorVersion: Int
  /// The header fields in the order sent: names as sent, values without the white space
  /// around them, each byte of a value one character (obs-text read as Latin-1).
  package var headers: [Header]
  /// The content (`Content-Length` bytes; empty without the header).
  package var body: [UInt8]

  /// One header field.
  package struct Header: Sendable, Equatable {
    package var name: String
    package var value: String

    package init(_ name: String, _ value: String) {
      self.name = name
      self.value = value
    }
  }

  package init(
    method: String, target: String, minorVersion: Int = 1, headers: [Header] = [],
    body: [UInt8] = []
  ) {
    self.method = method
    self.target = target
    self.minorVersion = minorVersion
    self.headers = headers
    self.body = body
  }

  /// The value of the first field named `name` (compared ASCII case-insensitively).
  package func header(_ name: String) -> String? {
    headers.first { $0.name.lowercased() == name.lowercased() }?.value
  }

  /// The authority the request is for: the absolute form's authority, else the `Host`
  /// field (RFC 9112 §3.2.2: a server uses the target's authority when it has one).
  package var authority: String? {
    if let form = AbsoluteForm(target) { return form.authority }
    return header("host")
  }

  /// The target's path and query, percent-encoded as sent (`/a%20b?c=d`): the origin form
  /// itself, or what follows the absolute form's authority; `nil` for `*` and the authority
  /// form.
  package var pathAndQuery: String? {
    if target.hasPrefix("/") { return target }
    return AbsoluteForm(target)?.pathAndQuery
  }

  /// The request as a client sends it: the request line, the fields, an empty line and the
  /// content (what ``HTTPRequestParser`` reads back into the same request).
  package var serialized: [UInt8] {
    var text = "\(method) \(target) HTTP/1.\(minorVersion)\r\n"
    for header in headers { text += "\(header.name): \(header.value)\r\n" }
    text += "\r\n"
    return Array(text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }) + body
  }
}

/// A request target in absolute form, `http://authority/path?query`.
struct AbsoluteForm {
  let authority: String
  let pathAndQuery: String

  init?(_ target: String) {
    let lowered = target.lowercased()
    let scheme = ["http://", "https://"].first { lowered.hasPrefix($0) }
    guard let scheme else { return nil }
    let rest = target.dropFirst(scheme.count)
    let end = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
    authority = String(rest[..<end])
    let tail = rest[end...]
    pathAndQuery = tail.hasPrefix("/") ? String(tail) : "/" + tail
  }
}
