import SkinKitStudio
import Testing

/// The pieces of the studio's HTTP layer that are values: targets, the host and origin
/// policy, responses and server-sent events.
@Suite("HTTP values")
struct HTTPValueTests {
  // MARK: Targets

  @Test("a target's path segments and query, percent-decoded")
  func target() throws {
    let target = try RequestTarget(
      "/t/abc/sheets/My%20Theme.skss?line=3&env=idiom%3Dpad,a+b&line=9&flag")
    #expect(target.segments == ["t", "abc", "sheets", "My Theme.skss"])
    #expect(target.query == ["line": "3", "env": "idiom=pad,a b", "flag": ""])
    #expect(try RequestTarget("/").segments == [""])
    #expect(try RequestTarget("/t/abc/").segments == ["t", "abc", ""])
    #expect(RequestTarget.encode("a b/é~") == "a%20b%2F%C3%A9~")
  }

  @Test(
    "a target that could name something outside what it seems to: refused",
    arguments: [
      "/t/x/../secret", "/t/x/./y", "/t/x/%2e%2e/y", "/t/x/%2E%2E", "/t/a%2Fb", "/t/a%5Cb",
      "/t/a%00b", "/t/a%zzb", "/t/a%4", "/t/%C3%28", "relative", "/a#fragment", "/a?b=%00",
    ])
  func hostileTargets(target: String) {
    #expect(throws: HTTPFailure.self) { try RequestTarget(target) }
  }

  // MARK: Host and origin

  static func request(host: String, _ fields: [(String, String)] = []) -> HTTPRequest {
    HTTPRequest(
      method: "GET", target: "/t/x/",
      headers: [.init("Host", host)] + fields.map { HTTPRequest.Header($0.0, $0.1) })
  }

  @Test(
    "names that cannot be rebound are answered: addresses and localhost, any port",
    arguments: [
      "127.0.0.1:7340", "127.0.0.1", "localhost:7340", "LOCALHOST", "[::1]:7340", "[::1]",
      "192.168.1.20:7340",
    ])
  func allowedHosts(host: String) {
    #expect(HostPolicy().check(Self.request(host: host)) == nil, "\(host)")
  }

  @Test(
    "other names are refused (DNS rebinding): 403; a malformed Host: 400",
    arguments: [
      ("evil.example:7340", 403), ("localhost.evil.example", 403), ("127.0.0.1.nip.io", 403),
      ("", 400), (":7340", 400), ("127.0.0.1:99999", 400), ("127.0.0.1:80a", 400),
      ("user@127.0.0.1", 400), ("[::1", 400), ("[::1]x", 400), ("a b", 400), ("[zz]", 400),
    ])
  func refusedHosts(host: String, status: Int) {
    #expect(HostPolicy().check(Self.request(host: host))?.status.code == status, "\(host)")
  }

  @Test("a name allowed with --allow-host is answered, in any case")
  func allowedName() {
    let policy = HostPolicy(allowedNames: ["Studio.Local"])
    #expect(policy.check(Self.request(host: "studio.local:7340")) == nil)
    #expect(policy.check(Self.request(host: "other.local"))?.status == .forbidden)
  }

  @Test("the studio's own origin is answered; another origin, null or another site is not")
  func origins() {
    let policy = HostPolicy()
    let host = "127.0.0.1:7340"
    #expect(policy.check(Self.request(host: host, [("Origin", "http://127.0.0.1:7340")])) == nil)
    #expect(policy.check(Self.request(host: host, [("Sec-Fetch-Site", "same-origin")])) == nil)
    #expect(policy.check(Self.request(host: host, [("Sec-Fetch-Site", "none")])) == nil)
    for (name, value) in [
      ("Origin", "http://evil.example"), ("Origin", "http://127.0.0.1:3000"),
      ("Origin", "http://localhost:7340"), ("Origin", "null"), ("Origin", "https://127.0.0.1:7340"),
      ("Sec-Fetch-Site", "cross-site"), ("Sec-Fetch-Site", "same-site"),
    ] {
      #expect(
        policy.check(Self.request(host: host, [(name, value)]))?.status == .forbidden,
        "\(name): \(value)")
    }
  }

  // MARK: Responses

  @Test("a response closes its connection, says its length and carries the safety headers")
  func response() {
    let text = String(
      decoding: HTTPResponse.text(.notFound, "no such sheet").serialized(includingBody: true),
      as: UTF8.self)
    #expect(
      text
        == "HTTP/1.1 404 Not Found\r\nContent-Type: text/plain; charset=utf-8\r\n"
        + "Connection: close\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n"
        + "X-Frame-Options: DENY\r\nReferrer-Policy: no-referrer\r\n"
        + "Cross-Origin-Resource-Policy: same-origin\r\nContent-Length: 14\r\n\r\nno such sheet\n")
    let head = String(
      decoding: HTTPResponse(.noContent).serialized(includingBody: true), as: UTF8.self)
    #expect(!head.contains("Content-Length"), "a 204 has no content")
    let stream = String(
      decoding: HTTPResponse(.ok, headers: [.init("Content-Type", "text/event-stream")]).streamHead,
      as: UTF8.self)
    #expect(!stream.contains("Content-Length"), "a stream runs until the connection closes")
    let injected = String(
      decoding: HTTPResponse(.ok).adding("ETag", "a\r\nSet-Cookie: x").serialized(
        includingBody: false),
      as: UTF8.self)
    #expect(injected.contains("ETag: a  Set-Cookie: x\r\n"), "a line break cannot end a field")
  }

  // MARK: Server-sent events

  @Test("an event's fields, its data line by line")
  func event() {
    #expect(
      ServerSentEvent(name: "state", data: "{\"version\":3}").serialized
        == "event: state\ndata: {\"version\":3}\n\n")
    #expect(
      ServerSentEvent(name: "a\nb", data: "one\r\ntwo\rthree\n", id: "7\n\0").serialized
        == "event: a b\nid: 7 \ndata: one\ndata: two\ndata: three\ndata: \n\n")
    #expect(ServerSentEvent.comment("still\nhere") == ": still here\n\n")
    #expect(ServerSentEvent.retry(milliseconds: 1000) == "retry: 1000\n\n")
  }

  @Test(
    "a browser reads back the data sent, its line breaks as LF",
    arguments: [
      "", "plain", "two\nlines", "crlf\r\nand cr\r", "\n\n", ": not a comment", "é ∑ 😀",
      // A combining mark first: with the space before it, one character, two code points.
      "\u{05B6}after a combining mark", "\u{0301}", "a\r\u{0614}b\n\rc",
    ])
  func eventRoundTrip(data: String) {
    let event = ServerSentEvent(name: "message", data: data)
    let read = EventStreamReader.events(in: event.serialized)
    let expected = EventStreamReader.normalizingLineBreaks(data)
    #expect(read == [EventStreamReader.Event(name: "message", data: expected)])
    #expect(!expected.unicodeScalars.contains("\r"))
  }
}
