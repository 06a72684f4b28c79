/// One server-sent event, as the HTML standard's `text/event-stream` format writes it
/// (https://html.spec.whatwg.org/multipage/server-sent-events.html): an optional event name,
/// the data (each of its lines a `data:` field, so that a browser's `EventSource` gives the
/// text back as it was), an optional id.
///
/// ```swift
/// ServerSentEvent(name: "version", data: "{\"version\": 3}").serialized
/// // "event: version\ndata: {\"version\": 3}\n\n"
/// ```
package struct ServerSentEvent: Sendable, Equatable {
  /// The event's type (`version`); `nil` for the default, `message`.
  package var name: String?
  package var data: String
  package var id: String?

  package init(name: String? = nil, data: String, id: String? = nil) {
    self.name = name
    self.data = data
    self.id = id
  }

  /// The event as the stream carries it. A name or id cannot hold a line break (it would
  /// end its field): line breaks there become spaces, and an id loses its NULs (a browser
  /// ignores an id with one). The data's lines are split at CRLF, LF or CR, as a browser
  /// splits them.
  package var serialized: String {
    var text = ""
    if let name { text += "event: \(Self.singleLine(name))\n" }
    if let id { text += "id: \(Self.singleLine(id).filter { $0 != "\0" })\n" }
    for line in Self.lines(data) { text += "data: \(line)\n" }
    return text + "\n"
  }

  /// A comment line, which a browser ignores: it keeps a quiet connection alive and shows a
  /// dead one.
  package static func comment(_ text: String) -> String { ": \(singleLine(text))\n\n" }

  /// `retry:` — how long a browser waits before reconnecting, in milliseconds.
  package static func retry(milliseconds: Int) -> String { "retry: \(milliseconds)\n\n" }

  static func singleLine(_ text: String) -> String {
    String(text.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : Character($0) })
  }

  /// The lines of text, split at CRLF, LF and CR (so a trailing break gives an empty last
  /// line, which a browser reads back as that break).
  static func lines(_ text: String) -> [Substring] {
    var result: [Substring] = []
    var start = text.unicodeScalars.startIndex
    var index = start
    let scalars = text.unicodeScalars
    while index < scalars.endIndex {
      let scalar = scalars[index]
      if scalar == "\n" || scalar == "\r" {
        result.append(Substring(scalars[start..<index]))
        var next = scalars.index(after: index)
        if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" {
          next = scalars.index(after: next)
        }
        start = next
        index = next
      } else {
        index = scalars.index(after: index)
      }
    }
    result.append(Substring(scalars[start...]))
    return result
  }
}
