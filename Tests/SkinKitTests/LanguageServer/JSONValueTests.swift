import Foundation
import SkinKitLanguageServer
import Testing

/// The server's JSON: what it writes reads back (with Foundation's parser, independently) as
/// what it meant.
@Suite("Language server: JSON")
struct JSONValueTests {
  @Test("strings, numbers and nesting are written as JSON")
  func written() throws {
    let value: JSONValue = [
      "text": "a \"quoted\" \\ back\nslash\ttab\r\u{01}\u{1F} é 😀 </script>",
      "numbers": [0, -7, 123_456_789_012, 0.5, -1.25e-7, 1e21],
      "flags": [true, false, nil], "empty": [:], "list": [],
    ]
    let text = String(decoding: value.serialized, as: UTF8.self)
    #expect(text.contains(#""a \"quoted\" \\ back\nslash\ttab\r\u0001\u001f é 😀 </script>""#))
    let read = try #require(
      try JSONSerialization.jsonObject(with: Data(value.serialized)) as? [String: Any])
    #expect(
      read["text"] as? String == "a \"quoted\" \\ back\nslash\ttab\r\u{01}\u{1F} é 😀 </script>")
    let numbers = try #require(read["numbers"] as? [Double])
    #expect(numbers == [0, -7, 123_456_789_012, 0.5, -1.25e-7, 1e21])
    #expect((read["empty"] as? [String: Any])?.isEmpty == true)
    // And the server's own reader reads it back whole.
    #expect(try JSONValue(parsing: value.serialized) == value)
  }
}
