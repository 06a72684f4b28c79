/// A reader of `text/event-stream` as the HTML standard's algorithm reads it (what a
/// browser's `EventSource` gives a page), to check what the studio writes. It works on code
/// points, as the standard does: a field's colon and the one space after it are code
/// points, not characters (a combining mark after the space makes one character of them).
enum EventStreamReader {
  struct Event: Equatable {
    var name: String
    var data: String
  }

  /// The events dispatched by a stream's text.
  static func events(in text: String) -> [Event] {
    var events: [Event] = []
    var name = ""
    var data = ""
    var lines: [String] = []
    var line = ""
    var previousWasCR = false
    for scalar in text.unicodeScalars {
      if scalar == "\n" && previousWasCR {
        previousWasCR = false
        continue
      }
      previousWasCR = scalar == "\r"
      if scalar == "\n" || scalar == "\r" {
        lines.append(line)
        line = ""
      } else {
        line.unicodeScalars.append(scalar)
      }
    }
    for line in lines.map(\.unicodeScalars) {
      if line.isEmpty {
        if !data.isEmpty {
          events.append(Event(name: name.isEmpty ? "message" : name, data: String(data.dropLast())))
        }
        name = ""
        data = ""
        continue
      }
      if line.first == ":" { continue }
      var field = String(line)
      var value = ""
      if let colon = line.firstIndex(of: ":") {
        field = String(line[..<colon])
        var rest = line[line.index(after: colon)...]
        if rest.first == " " { rest = rest.dropFirst() }
        value = String(rest)
      }
      switch field {
      case "event": name = value
      case "data": data += value + "\n"
      default: break
      }
    }
    return events
  }

  /// Text with its line breaks as a stream's data reads back: CRLF and CR as LF, code point
  /// by code point (a CR before a combining mark is a line break all the same).
  static func normalizingLineBreaks(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var previousWasCR = false
    for scalar in text.unicodeScalars {
      defer { previousWasCR = scalar == "\r" }
      if scalar == "\n" && previousWasCR { continue }
      result.append(scalar == "\r" ? "\n" : scalar)
    }
    return String(result)
  }
}
