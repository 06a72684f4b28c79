import SkinKitStudio

/// What the HTTP fuzzer drives, one input at a time: the studio's request parser, target
/// decoding, host policy and event-stream writer — the code every byte from the network
/// meets. A broken invariant is a ``Failure``; the fuzz target (`Fuzz/HTTPTarget`, which
/// links this file and ``EventStreamReader``) turns it into a crash, and the replay tests run
/// every committed input through it.
///
/// Invariants:
/// - nothing traps or hangs, whatever the bytes;
/// - the outcome does not depend on how the bytes arrive: all at once, or in pieces cut at
///   places the input itself chooses;
/// - a refusal is a 4xx or 5xx; a request read is within the limits, and reads back the same
///   from its serialization;
/// - a decoded target never has a `.` or `..` segment, nor a `/`, `\` or NUL in one;
/// - a host the policy lets through is one it allows;
/// - an event written with any name, data and id reads back, as a browser reads it, as
///   one event with that data (line breaks as LF).
enum HTTPFuzzPipeline {
  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  /// Small limits, so that the fuzzer reaches them.
  static let limits = HTTPLimits(requestLine: 512, head: 2048, headerCount: 16, body: 4096)

  static func run(_ bytes: [UInt8]) throws(Failure) {
    let whole = parse([bytes])
    try checkPieces(bytes, against: whole)
    switch whole {
    case .incomplete:
      break
    case .failure(let failure):
      guard (400...505).contains(failure.status.code), !failure.reason.isEmpty else {
        throw Failure("a refusal with status \(failure.status) '\(failure.reason)'")
      }
    case .request(let request):
      try checkRequest(request)
    }
    let text = String(decoding: bytes, as: UTF8.self)
    if text.hasPrefix("/") { try checkTarget(text) }
    _ = HostPolicy.host(ofAuthority: text)
    try checkEvent(text)
  }

  static func parse(_ pieces: [ArraySlice<UInt8>]) -> HTTPRequestParser.Outcome {
    var parser = HTTPRequestParser(limits: limits)
    var outcome = HTTPRequestParser.Outcome.incomplete
    for piece in pieces { outcome = parser.append(piece) }
    return outcome
  }

  static func parse(_ pieces: [[UInt8]]) -> HTTPRequestParser.Outcome {
    parse(pieces.map { $0[...] })
  }

  /// The input cut where its own bytes say (each piece 1 to 16 bytes long).
  static func checkPieces(_ bytes: [UInt8], against whole: HTTPRequestParser.Outcome)
    throws(Failure)
  {
    var pieces: [ArraySlice<UInt8>] = []
    var start = 0
    while start < bytes.count {
      let length = Int(bytes[start] % 16) + 1
      let end = min(start + length, bytes.count)
      pieces.append(bytes[start..<end])
      start = end
    }
    let cut = parse(pieces)
    guard cut == whole else {
      throw Failure("read in \(pieces.count) pieces: \(cut); at once: \(whole)")
    }
  }

  static func checkRequest(_ request: HTTPRequest) throws(Failure) {
    guard request.target.utf8.count <= limits.requestLine,
      request.headers.count <= limits.headerCount, request.body.count <= limits.body
    else { throw Failure("a request over the limits was read: \(request)") }
    var again = HTTPRequestParser(limits: HTTPLimits())
    let reread = again.append(request.serialized)
    guard reread == .request(request) else {
      throw Failure("\(request) serialized reads back as \(reread)")
    }
    let policy = HostPolicy()
    if policy.check(request) == nil {
      guard let authority = request.authority, let host = HostPolicy.host(ofAuthority: authority),
        policy.isAllowed(host: host)
      else { throw Failure("let through a request for no allowed host: \(request)") }
    }
    if let pathAndQuery = request.pathAndQuery { try checkTarget(pathAndQuery) }
  }

  static func checkTarget(_ text: String) throws(Failure) {
    guard let target = try? RequestTarget(text) else { return }
    for segment in target.segments
    where segment == "." || segment == ".."
      || segment.contains(where: { $0 == "/" || $0 == "\\" || $0 == "\0" })
    {
      throw Failure("'\(text)' decodes to the segment '\(segment)'")
    }
  }

  static func checkEvent(_ text: String) throws(Failure) {
    let event = ServerSentEvent(name: text.isEmpty ? "message" : text, data: text, id: text)
    let read = EventStreamReader.events(in: event.serialized)
    let expected = EventStreamReader.normalizingLineBreaks(text)
    guard read.count == 1, read[0].data == expected else {
      throw Failure("the event with data \(text.debugDescription) reads back as \(read)")
    }
  }
}
