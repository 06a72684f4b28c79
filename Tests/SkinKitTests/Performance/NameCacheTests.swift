import Testing

@testable import SkinKitSyntax

/// A large text's names are read through a cache of the strings already made; a short
/// text's are made each time. Both must give the same tokens.
@Suite("Names read through the tokenizer's cache")
struct NameCacheTests {
  /// Names of every length around the cache's limit (16 bytes), names that differ only in
  /// their last byte or in case, non-ASCII names, escapes, units and hash tokens.
  static let line =
    "a ab abc abcdefg abcdefgh abcdefghi abcdefghijklmno abcdefghijklmnop abcdefghijklmnoq "
    + "abcdefghijklmnopq ABCDEFGHIJKLMNOP été-déjà \\61 bc x\\62  12px 3.5em 4PX #abc #abcdef "
    + "--custom-name @media fn( url(x) -moz-x;\n"

  @Test("a large text gives the tokens its lines give one by one")
  func largeTextMatchesItsLines() throws {
    let text = String(repeating: Self.line, count: 64)
    let file = SourceFile(path: "names.skss", text: text)
    #expect(file.bytes.count >= Tokenizer.minimumCachingSize)
    let whole = Tokenizer.tokenize(file).tokens
    let lineFile = SourceFile(path: "line.skss", text: Self.line)
    #expect(lineFile.bytes.count < Tokenizer.minimumCachingSize)
    let lineTokens = Tokenizer.tokenize(lineFile).tokens
    #expect(whole.count == lineTokens.count * 64)
    let lineLength = lineFile.bytes.count
    let mismatches = whole.indices.filter { index in
      let expected = lineTokens[index % lineTokens.count]
      let shift = (index / lineTokens.count) * lineLength
      let token = whole[index]
      return token.kind != expected.kind || token.value != expected.value
        || token.number != expected.number || token.flag != expected.flag
        || token.start != expected.start + shift || token.end != expected.end + shift
    }
    #expect(mismatches == [])
    let values = lineTokens.filter { $0.kind == .ident }.map(\.value)
    #expect(values.contains("abcdefghijklmnop") && values.contains("abcdefghijklmnoq"))
    #expect(values.contains("ABCDEFGHIJKLMNOP") && values.contains("été-déjà"))
    #expect(values.contains("abc") && values.contains("xb"))
  }

  @Test("thousands of names to the cache's 512 slots, each read as written")
  func namesThatShareSlots() {
    // Names of 1 to 16 bytes that differ in one byte anywhere: many share a slot, and a
    // slot's string is returned only for exactly its bytes.
    let varied = (0..<3000).map { number in
      let written = "k\(number)" + String(repeating: "q", count: 16)
      return String(written.prefix(max(1 + number % 16, 1 + String(number).count)))
    }
    // 16-byte names alike in their first eight bytes, or in their last eight: hundreds of
    // them to a slot with the same length and the same half.
    let eightDigits = (0..<1000).map { "k" + String(String(10_000_000 + $0).suffix(7)) }
    let names = varied + eightDigits.map { "samehalf" + $0 } + eightDigits.map { $0 + "samehalf" }
    let text = (names + names.reversed()).map { "\($0) " }.joined()
    let file = SourceFile(path: "many.skss", text: text)
    let tokens = Tokenizer.tokenize(file).tokens.filter { $0.kind != .whitespace }
    #expect(tokens.count == 10000)
    let wrong = tokens.filter { $0.value != file.text(in: $0.start..<$0.end) }
    #expect(wrong.count == 0)
    #expect(tokens.allSatisfy { $0.kind == .ident })
    #expect(Set(tokens.map(\.value)).count == Set(names).count)
  }

  @Test("a numbered name is made once and found by its bytes and string; strings alone have none")
  func numberedNames() {
    let text =
      "primary secondary primary color primary secondary" + String(repeating: " ", count: 16)
    let file = SourceFile(path: "numbers.skss", text: text)
    let cache = NameCache()
    var made: [String] = []
    let found = file.bytes.withUnsafeBufferPointer { bytes in
      // "color" is first made as a plain string: asked for with a number, it is made again.
      _ = cache.string(bytes, 26..<31)
      let names = [
        (0..<7, "primary"), (8..<17, "secondary"), (18..<25, "primary"), (26..<31, "color"),
        (32..<39, "primary"), (40..<49, "secondary"),
        // The same bytes standing for another string (a token moved onto another file's
        // offsets) are not taken for the name cached there.
        (32..<39, "moved"), (32..<39, "moved"),
      ]
      return names.map { range, string in
        cache.number(of: string, writtenAt: range, in: bytes) {
          made.append(string)
          return UInt32(string.count)
        }
      }
    }
    #expect(made == ["primary", "secondary", "color", "moved"])
    #expect(found == [7, 9, 7, 5, 7, 9, 5, 5])
  }

  @Test("names of up to 15 ASCII bytes are made in place, as the standard library makes them")
  func smallStrings() {
    #if arch(x86_64) || arch(arm64)
    #expect(SmallString.isAvailable)
    #endif
    // Every length from 0 to 16, ASCII and not, near the buffer's end (made the ordinary
    // way) and far from it.
    let names = (0...16).map { String("abcdefghijklmnopq".prefix($0)) } + ["été", "x-é"]
    let text = names.joined(separator: " ") + String(repeating: " ", count: 16)
    let bytes = Array(text.utf8)
    var offset = 0
    var wrong: [String] = []
    bytes.withUnsafeBufferPointer { buffer in
      for name in names {
        let range = offset..<(offset + name.utf8.count)
        let made = NameCache.make(buffer, range)
        let expected = String(decoding: bytes[range], as: UTF8.self)
        if made != expected || made.utf8.count != expected.utf8.count
          || (expected.utf8.count < 16
            && unsafeBitCast(made, to: (UInt64, UInt64).self)
              != unsafeBitCast(expected, to: (UInt64, UInt64).self))
        {
          wrong.append(name)
        }
        offset = range.upperBound + 1
      }
    }
    #expect(wrong == [])
  }
}
