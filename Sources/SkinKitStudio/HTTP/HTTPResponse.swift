/// The status codes the studio answers with (RFC 9110 §15), with their reason phrases.
package struct HTTPStatus: Sendable, Hashable, CustomStringConvertible {
  package let code: Int
  package let reason: String

  package init(_ code: Int, _ reason: String) {
    self.code = code
    self.reason = reason
  }

  package static let `continue` = HTTPStatus(100, "Continue")
  package static let ok = HTTPStatus(200, "OK")
  package static let noContent = HTTPStatus(204, "No Content")
  package static let seeOther = HTTPStatus(303, "See Other")
  package static let notModified = HTTPStatus(304, "Not Modified")
  package static let badRequest = HTTPStatus(400, "Bad Request")
  package static let forbidden = HTTPStatus(403, "Forbidden")
  package static let notFound = HTTPStatus(404, "Not Found")
  package static let methodNotAllowed = HTTPStatus(405, "Method Not Allowed")
  package static let requestTimeout = HTTPStatus(408, "Request Timeout")
  package static let conflict = HTTPStatus(409, "Conflict")
  package static let lengthRequired = HTTPStatus(411, "Length Required")
  package static let preconditionFailed = HTTPStatus(412, "Precondition Failed")
  package static let contentTooLarge = HTTPStatus(413, "Content Too Large")
  package static let uriTooLong = HTTPStatus(414, "URI Too Long")
  package static let unsupportedMediaType = HTTPStatus(415, "Unsupported Media Type")
  package static let expectationFailed = HTTPStatus(417, "Expectation Failed")
  package static let unprocessableContent = HTTPStatus(422, "Unprocessable Content")
  package static let requestHeaderFieldsTooLarge = HTTPStatus(
    431, "Request Header Fields Too Large")
  package static let internalServerError = HTTPStatus(500, "Internal Server Error")
  package static let notImplemented = HTTPStatus(501, "Not Implemented")
  package static let serviceUnavailable = HTTPStatus(503, "Service Unavailable")
  package static let httpVersionNotSupported = HTTPStatus(505, "HTTP Version Not Supported")

  package var description: String { "\(code) \(reason)" }
}

/// A response: status, header fields and content. Every response closes its connection
/// (one request per connection keeps the server simple and its limits easy to hold), and
/// carries the headers that keep a browser from caching it, sniffing its type, framing it
/// or sending a referrer from it.
///
/// ```swift
/// HTTPResponse.text(.notFound, "no such sheet").serialized(includingBody: true)
/// // HTTP/1.1 404 Not Found\r\nContent-Type: text/plain; charset=utf-8\r\n…
/// ```
package struct HTTPResponse: Sendable, Equatable {
  package var status: HTTPStatus
  /// The fields beside the ones every response has (`Content-Length`, `Connection`, …).
  package var headers: [HTTPRequest.Header]
  package var body: [UInt8]

  package init(_ status: HTTPStatus, headers: [HTTPRequest.Header] = [], body: [UInt8] = []) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// A plain-text response (errors say what is wrong in one line).
  package static func text(_ status: HTTPStatus, _ text: String) -> HTTPResponse {
    HTTPResponse(
      status, headers: [.init("Content-Type", "text/plain; charset=utf-8")],
      body: Array((text.hasSuffix("\n") ? text : text + "\n").utf8))
  }

  /// A response with content of a type.
  package static func content(_ body: [UInt8], type: String, status: HTTPStatus = .ok)
    -> HTTPResponse
  {
    HTTPResponse(status, headers: [.init("Content-Type", type)], body: body)
  }

  /// The response to a refused request.
  package static func failure(_ failure: HTTPFailure) -> HTTPResponse {
    .text(failure.status, failure.reason)
  }

  /// Adds a field.
  package func adding(_ name: String, _ value: String) -> HTTPResponse {
    var response = self
    response.headers.append(.init(name, value))
    return response
  }

  /// The fields every response carries.
  static let standardHeaders: [HTTPRequest.Header] = [
    .init("Connection", "close"),
    .init("Cache-Control", "no-store"),
    .init("X-Content-Type-Options", "nosniff"),
    .init("X-Frame-Options", "DENY"),
    .init("Referrer-Policy", "no-referrer"),
    .init("Cross-Origin-Resource-Policy", "same-origin"),
  ]

  /// The bytes sent: status line, fields and, unless the request was `HEAD`, the content.
  package func serialized(includingBody: Bool) -> [UInt8] {
    serialized(includingBody: includingBody, delimited: true)
  }

  /// The status line and fields of a response whose content runs until the connection
  /// closes (an event stream): without `Content-Length`, which would end it at once.
  package var streamHead: [UInt8] { serialized(includingBody: false, delimited: false) }

  private func serialized(includingBody: Bool, delimited: Bool) -> [UInt8] {
    var text = "HTTP/1.1 \(status.code) \(status.reason)\r\n"
    var fields = headers
    let named = Set(headers.map { $0.name.lowercased() })
    for field in Self.standardHeaders where !named.contains(field.name.lowercased()) {
      fields.append(field)
    }
    // 1xx, 204 and 304 responses have no content (RFC 9110 §8.6).
    let hasContent = status.code >= 200 && status.code != 204 && status.code != 304
    if hasContent && delimited { fields.append(.init("Content-Length", String(body.count))) }
    for field in fields {
      text += "\(field.name): \(Self.sanitized(field.value))\r\n"
    }
    text += "\r\n"
    return Array(text.utf8) + (includingBody && hasContent ? body : [])
  }

  /// A field value with the characters that could end the field (CR, LF) or the head
  /// replaced: values are the studio's own, but a file name may be in one.
  static func sanitized(_ value: String) -> String {
    String(value.unicodeScalars.map { $0.value < 0x20 && $0 != "\t" ? " " : Character($0) })
  }
}
