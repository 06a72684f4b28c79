import SkinKit
import SkinKitSupport
import Testing

/// The one string-escaping helper: what each language's literal of the same text is, and
/// that the CSS literal reads back as the text it was made from.
@Suite("String literals")
struct StringLiteralTests {
  static let text = "say \"hi\" \\ now\n\ttab\r\u{1}\u{7F}é☃"

  @Test("CSS escapes quotes and backslashes, controls and DEL as hex with a space")
  func css() {
    #expect(
      StringLiteral.quoted(Self.text, in: .css)
        == #""say \"hi\" \\ now\a \9 tab\d \1 \7f é☃""#)
    #expect(TokenPrinter.quote(Self.text) == StringLiteral.quoted(Self.text, in: .css))
  }

  @Test("JSON names newline, tab and return, writes other controls as \\u00XX, leaves DEL")
  func json() {
    #expect(
      StringLiteral.quoted(Self.text, in: .json)
        == #""say \"hi\" \\ now\n\ttab\r\u0001"# + "\u{7F}é☃\"")
  }

  @Test("Swift names newline, tab and return, writes other controls and DEL as \\u{X}")
  func swift() {
    #expect(
      StringLiteral.quoted(Self.text, in: .swift)
        == #""say \"hi\" \\ now\n\ttab\r\u{1}\u{7f}é☃""#)
  }

  @Test("a CSS literal tokenizes back as one string token of the same text")
  func cssReadsBack() {
    let tokens = Tokenizer.tokenize(
      SourceFile(path: "a.skss", text: StringLiteral.quoted(Self.text, in: .css))
    ).tokens
    #expect(tokens.map(\.kind) == [.string])
    #expect(tokens.first?.value == Self.text)
  }

  @Test("an attribute selector's value prints as a CSS string")
  func attributeSelector() throws {
    let list = try SelectorParser.parse(#"[title="a\a b"]"#, typeNames: BuiltInTypes.typeNames)
    #expect(list.selectors[0].description == #"[title="a\a b"]"#)
  }
}
