import Testing

@testable import SkinKitProperties
@testable import SkinKitSyntax

/// A compiler finds declaration names again by the two words a short name is held in; what
/// it finds must be what the table says, for every name and in any order.
@Suite("Declaration names found again by their words")
struct PropertyNameCacheTests {
  /// Longhands, shorthands, aliases, names in uppercase, unknown names, names that differ
  /// in one byte or only in length, names of 15 and 16 bytes (the last held in place and
  /// the first not), non-ASCII names, and the empty name.
  static let names = [
    "color", "colo", "colors", "opacity", "padding", "padding-left", "padding-leftx",
    "border-color", "background-color", "backgroundColor", "BACKGROUND-COLOR", "COLOR",
    "font", "font-size", "fontSize", "margin", "abcdefghijklmno", "abcdefghijklmnop",
    "transition", "animation-composition", "colör", "", "border-radius", "unknown-name", "--color",
  ]

  @Test("every name, looked up twice in three orders, names what the table says")
  func cacheAgreesWithTable() {
    let table = PropertyTable.builtIn
    let expected = Dictionary(
      uniqueKeysWithValues: Self.names.map { ($0, table.lookUp(declarationName: $0)) })
    var cache = PropertyNameCache()
    for order in [Self.names, Self.names.reversed(), Self.names.shuffled()] {
      for name in order + order {
        #expect(cache.lookUp(name, in: table) == expected[name], "\(name)")
      }
    }
    #expect(expected["color"] == .longhand(table.definition(named: "color")!.id))
    #expect(expected["COLOR"] == expected["color"])
    #expect(expected["backgroundColor"] == expected["background-color"])
    if case .shorthand = expected["padding"] {} else { Issue.record("padding: \(expected)") }
    #expect(expected["colo"] == .unknown && expected["colors"] == .unknown)
    #expect(expected["colör"] == .unknown && expected[""] == .unknown)
    #expect(expected["--color"] == .unknown)
  }

  @Test("a short ASCII string's words are its bytes and length; other strings have none")
  func wordsOfShortStrings() throws {
    try #require(SmallString.isAvailable)
    let (low, high) = try #require(SmallString.words(of: "opacity"))
    #expect(SmallString.make(low, high & ~(0xFF << 56), count: 7) == "opacity")
    #expect(high >> 56 == 0xE7)
    #expect(SmallString.words(of: "abcdefghijklmno") != nil)
    #expect(SmallString.words(of: "abcdefghijklmnop") == nil)
    #expect(SmallString.words(of: "été") == nil)
    let built = String(repeating: "ab", count: 3)
    #expect(
      SmallString.words(of: built).map { [$0.0, $0.1] }
        == SmallString.words(of: "ababab").map { [$0.0, $0.1] })
  }
}
