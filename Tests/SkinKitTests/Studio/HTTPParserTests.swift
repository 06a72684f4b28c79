import SkinKitStudio
import Testing

/// The studio's request parser, on its own: well-formed requests read as sent, hostile and
/// malformed ones refused with the status RFC 9110/9112 names, at the byte that shows it.
@Suite("HTTP request parser")
struct HTTPParserTests {
  static func parse(_ text: String, limits: HTTPLimits = HTTPLimits()) -> HTTPRequestParser.Outcome
  {
    var parser = HTTPRequestParser(limits: limits)
    return parser.append(Array(text.utf8))
  }

  static func status(_ text: String, limits: HTTPLimits = HTTPLimits()) -> Int? {
    if case .failure(let failure) = parse(text, limits: limits) { return failure.status.code }
    return nil
  }

  @Test("a request reads as sent: method, target, version, fields in order, content")
  func wellFormed() throws {
    let outcome = Self.parse(
      "PUT /t/abc/api/sheet?file=a.skss HTTP/1.1\r\nHost: 127.0.0.1:7340\r\n"
        + "Content-Type:text/plain\r\nContent-Length: 5\r\nX-Empty:\r\n\r\nhello")
    guard case .request(let request) = outcome else {
      Issue.record("\(outcome)")
      return
    }
    #expect(request.method == "PUT")
    #expect(request.target == "/t/abc/api/sheet?file=a.skss")
    #expect(request.minorVersion == 1)
    #expect(
      request.headers == [
        .init("Host", "127.0.0.1:7340"), .init("Content-Type", "text/plain"),
        .init("Content-Length", "5"), .init("X-Empty", ""),
      ])
    #expect(request.header("content-type") == "text/plain")
    #expect(request.body == Array("hello".utf8))
    #expect(request.authority == "127.0.0.1:7340")
    #expect(request.pathAndQuery == "/t/abc/api/sheet?file=a.skss")
  }

  @Test("bytes arriving one at a time give the same request as all at once")
  func byteByByte() {
    let text = "\r\nGET /a HTTP/1.0\nHost: x\nAccept: */*\n\n"
    var parser = HTTPRequestParser()
    var outcomes: [HTTPRequestParser.Outcome] = []
    for byte in text.utf8 { outcomes.append(parser.append([byte])) }
    #expect(outcomes.dropLast().allSatisfy { $0 == .incomplete })
    #expect(outcomes.last == Self.parse(text))
    #expect(
      outcomes.last
        == .request(
          HTTPRequest(
            method: "GET", target: "/a", minorVersion: 0,
            headers: [.init("Host", "x"), .init("Accept", "*/*")])))
  }

  @Test("the absolute form's authority is the request's, over Host (RFC 9112 §3.2.2)")
  func absoluteForm() throws {
    guard
      case .request(let request) = Self.parse(
        "GET http://127.0.0.1:9/x?y HTTP/1.1\r\nHost: evil.example\r\n\r\n")
    else {
      Issue.record("not read")
      return
    }
    #expect(request.authority == "127.0.0.1:9")
    #expect(request.pathAndQuery == "/x?y")
  }

  @Test(
    "malformed and hostile requests: the status, at once",
    arguments: [
      // Not HTTP at all: a TLS handshake, a binary protocol.
      ("\u{16}\u{03}\u{01}\u{02}\u{00}", 400),
      ("G\u{0}ET / HTTP/1.1\r\n", 400),
      (" GET / HTTP/1.1\r\nHost: x\r\n\r\n", 400),
      // The request line.
      ("GET  / HTTP/1.1\r\nHost: x\r\n\r\n", 400),
      ("GET / HTTP/1.1 \r\nHost: x\r\n\r\n", 400),
      ("GET /a b HTTP/1.1\r\nHost: x\r\n\r\n", 400),
      ("GET /\u{7F} HTTP/1.1\r\nHost: x\r\n\r\n", 400),
      ("GET /é HTTP/1.1\r\nHost: x\r\n\r\n", 400),
      ("GET / HTTP/2.0\r\nHost: x\r\n\r\n", 505),
      ("GET / HTTP/1.x\r\nHost: x\r\n\r\n", 400),
      ("GET /\r\nHost: x\r\n\r\n", 400),
      ("GET relative HTTP/1.1\r\nHost: x\r\n\r\n", 400),
      ("GET * HTTP/1.1\r\nHost: x\r\n\r\n", 400),
      ("AVERYLONGMETHODNAMETHATNOSERVERKNOWSOF / HTTP/1.1\r\n", 501),
      // Line ends and folding.
      ("GET / HTTP/1.1\rHost: x\r\n\r\n", 400),
      ("GET / HTTP/1.1\r\nHost: x\r\nX: a\rb\r\n\r\n", 400),
      ("\r\r\nGET / HTTP/1.1\r\nHost: x\r\n\r\n", 400),
      ("GET / HTTP/1.1\r\nHost: x\r\nX: a\r\n b\r\n\r\n", 400),
      // Fields.
      ("GET / HTTP/1.1\r\nHost : x\r\n\r\n", 400),
      ("GET / HTTP/1.1\r\nHost: x\r\nNo colon\r\n\r\n", 400),
      ("GET / HTTP/1.1\r\nHost: x\r\n: empty name\r\n\r\n", 400),
      ("GET / HTTP/1.1\r\nHost: x\r\nX: a\u{0}b\r\n\r\n", 400),
      ("GET / HTTP/1.1\r\nHost: x\r\nX: a\u{1B}b\r\n\r\n", 400),
      ("GET / HTTP/1.1\r\n\r\n", 400),
      ("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400),
      // How long the content is.
      ("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 2\r\n\r\nab", 400),
      ("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n", 400),
      ("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1e3\r\n\r\n", 400),
      ("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 0x10\r\n\r\n", 400),
      ("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 2, 2\r\n\r\nab", 400),
      ("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999999999999999\r\n\r\n", 413),
      ("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 4194305\r\n\r\n", 413),
      ("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 501),
      (
        "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n", 400
      ),
      ("POST / HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\nContent-Length: 1\r\n\r\n", 417),
    ])
  func refused(text: String, status: Int) {
    #expect(Self.status(text) == status, "\(text.debugDescription)")
  }

  @Test("a request line, a head or a count of fields over the limits: 414, 431, 431")
  func limits() {
    let limits = HTTPLimits(requestLine: 64, head: 256, headerCount: 4, body: 16)
    let long = "GET /" + String(repeating: "a", count: 80)
    #expect(Self.status(long, limits: limits) == 414, "refused before its line ends")
    #expect(Self.status(long + " HTTP/1.1\r\nHost: x\r\n\r\n", limits: limits) == 414)
    let fields = (0..<5).map { "X-\($0): y\r\n" }.joined()
    #expect(Self.status("GET / HTTP/1.1\r\nHost: x\r\n" + fields + "\r\n", limits: limits) == 431)
    let big = "GET / HTTP/1.1\r\nHost: x\r\nX: " + String(repeating: "b", count: 300)
    #expect(Self.status(big, limits: limits) == 431, "refused before the head ends")
    #expect(
      Self.status("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 17\r\n\r\n", limits: limits) == 413
    )
  }

  @Test("content waits for every byte announced; Expect: 100-continue is seen")
  func content() {
    var parser = HTTPRequestParser()
    let head = "POST /x HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 4\r\n\r\n"
    #expect(parser.append(Array(head.utf8)) == .incomplete)
    #expect(parser.expectsContinue)
    #expect(parser.head?.method == "POST" && parser.head?.header("host") == "x")
    #expect(parser.head?.body == [], "the head comes before the content")
    #expect(parser.append(Array("ab".utf8)) == .incomplete)
    guard case .request(let request) = parser.append(Array("cdEXTRA".utf8)) else {
      Issue.record("not read")
      return
    }
    #expect(request.body == Array("abcd".utf8), "what follows the content is not its")
    #expect(!parser.expectsContinue)
    #expect(parser.append(Array("more".utf8)) == .request(request), "the outcome stays")
  }

  @Test("a value's bytes above ASCII are kept, one character each, and serialize back")
  func obsoleteText() throws {
    var bytes = Array("GET / HTTP/1.1\r\nHost: x\r\nX: caf".utf8)
    bytes += [0xE9, 0xFF]
    bytes += Array("\r\n\r\n".utf8)
    var parser = HTTPRequestParser()
    guard case .request(let request) = parser.append(bytes) else {
      Issue.record("not read")
      return
    }
    #expect(request.header("x")?.unicodeScalars.map(\.value) == [99, 97, 102, 0xE9, 0xFF])
    var again = HTTPRequestParser()
    #expect(again.append(request.serialized) == .request(request))
  }
}
