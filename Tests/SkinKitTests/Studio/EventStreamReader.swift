/// A reader of `text/event-stream` as the HTML standard's algorithm reads it (what a
/// browser's `EventSource` gives a page), to check what the studio writes.
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
    for line in lines {
      if line.isEmpty {
        if !data.isEmpty {
          events.append(Event(name: name.isEmpty ? "message" : name, data: String(data.dropLast())))
        }
        name = ""
        data = ""
        continue
      }
      if line.hasPrefix(":") { continue }
      var field = line
      var value = ""
      if let colon = line.firstIndex(of: ":") {
        field = String(line[..<colon])
        value = String(line[line.index(after: colon)...])
        if value.hasPrefix(" ") { value.removeFirst() }
      }
      switch field {
      case "event": name = value
      case "data": data += value + "\n"
      default: break
      }
    }
    return events
  }
}
