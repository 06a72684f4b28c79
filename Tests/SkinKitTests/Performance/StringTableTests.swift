import SkinKit
import SkinKitSupport
import Testing

@testable import SkinKitSyntax

/// The table behind name interning and property lookup must find exactly what was put in:
/// a false match would give a selector another name, or a declaration another property.
@Suite("String table")
struct StringTableTests {
  /// Keys of every length around the hash's eight-byte words, non-ASCII ones, and keys that
  /// differ only in their last byte or in case.
  static let keys: [String] = [
    "", "a", "b", "A", "color", "colour", "1234567", "12345678", "123456789", "12345679",
    "background-color", "background-colos", "0123456789abcdef0", "é", "e\u{301}", "名前",
    "padding-left", "paddingLeft", String(repeating: "x", count: 300),
  ]

  @Test("every key finds its own value, and no other key's")
  func findsEachKey() {
    var table = StringTable()
    for (index, key) in Self.keys.enumerated() { table[key] = index }
    #expect(table.count == Self.keys.count)
    for (index, key) in Self.keys.enumerated() { #expect(table[key] == index, "\(key)") }
    #expect(table["colo"] == nil)
    #expect(table["COLOR"] == nil)
    #expect(table["123456780"] == nil)
  }

  @Test("keys are compared by their bytes, as CSS compares names: é is not e + U+0301")
  func comparesBytes() {
    var table = StringTable()
    table["\u{E9}"] = 1
    #expect(table["e\u{301}"] == nil)
    // Interned names follow: a class written one way does not match the other.
    #expect(StyleName("\u{E9}") != StyleName("e\u{301}"))
    #expect(StyleName("\u{E9}") == StyleName("\u{E9}"))
  }

  @Test("setting a key again replaces its value")
  func replaces() {
    var table = StringTable()
    table["opacity"] = 1
    table["opacity"] = 2
    #expect(table["opacity"] == 2)
    #expect(table.count == 1)
  }

  @Test("value(for:orInsert:) makes a value only for a new key")
  func insertsOnce() {
    var table = StringTable()
    var made = 0
    for _ in 0..<3 {
      let value = table.value(for: "primary") {
        made += 1
        return 7
      }
      #expect(value == 7)
    }
    #expect(made == 1)
  }

  @Test("growing far past its first capacity keeps every key", arguments: [1, 17, 5_000])
  func grows(_ count: Int) {
    var table = StringTable(capacity: 1)
    for index in 0..<count { table["name-\(index)"] = index * 3 }
    #expect(table.count == count)
    for index in 0..<count { #expect(table["name-\(index)"] == index * 3) }
    #expect(table["name-\(count)"] == nil)
  }
}
