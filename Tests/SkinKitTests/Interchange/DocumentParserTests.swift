import Foundation
import SkinKit
import Testing

@testable import SkinKitInterchange

@Suite("JSON and property-list documents")
struct DocumentParserTests {
  /// A compact rendering of a document node: strings quoted, dictionaries `{k=v}` in order.
  static func render(_ node: DocumentNode?) -> String {
    guard let node else { return "nil" }
    switch node.value {
    case .string(let text): return "\"\(text)\""
    case .number(let number): return "\(number)"
    case .bool(let flag): return "\(flag)"
    case .null: return "null"
    case .array(let elements): return "[" + elements.map(render).joined(separator: ",") + "]"
    case .dictionary(let entries):
      return "{" + entries.map { "\($0.key)=\(render($0.value))" }.joined(separator: ",") + "}"
    case .data(let text): return "data(\(text))"
    case .date(let text): return "date(\(text))"
    }
  }

  @Test(
    "JSON values, in the file's key order",
    arguments: [
      (
        #"{"b": 1, "a": [true, false, null], "c": {"z": -1.5e2}}"#,
        "{b=1.0,a=[true,false,null],c={z=-150.0}}"
      ),
      (#""\u00e9\ud83d\ude00\n\t\"\\\/""#, "\"é😀\n\t\"\\/\""),
      ("\u{FEFF}  [ ]  ", "[]"),
      (#"{"k": 1, "k": 2}"#, "{k=1.0,k=2.0}"),
    ])
  func jsonValues(text: String, expected: String) {
    let document = JSONDocument.read(SourceFile(path: "a.json", text: text), duplicateKeys: .kept)
    #expect(document.diagnostics.isEmpty)
    #expect(Self.render(document.root) == expected)
  }

  @Test(
    "malformed JSON: one invalid-json error at the offending byte",
    arguments: [
      ("", "1:1", "invalid JSON: the file is empty"),
      ("{\"a\" 1}", "1:6", "invalid JSON: expected ':' after the key \"a\", found '1'"),
      ("[1 2]", "1:4", "invalid JSON: expected ',' or ']', found '2' (in the array opened at 1:1)"),
      ("\"abc", "1:1", "invalid JSON: unexpected end of file in a string"),
      ("[01]", "1:2", "invalid JSON: '01' is not a JSON number (such as 12, -0.5 or 1e3)"),
      ("{}\n x", "2:2", "invalid JSON: unexpected 'x' after the JSON value"),
      ("[\"\\x\"]", "1:3", "invalid JSON: unknown escape '\\x' in a string"),
      (
        "[tru]", "1:2",
        "invalid JSON: expected a value, found 'tru' (JSON strings are in double quotes)"
      ),
      ("[1,]", "1:3", "invalid JSON: a comma before ']' (JSON allows no trailing comma)"),
      (
        String(repeating: "[", count: 600) + String(repeating: "]", count: 600), "1:513",
        "invalid JSON: arrays and objects nest more than 512 deep"
      ),
    ])
  func jsonErrors(text: String, location: String, message: String) {
    let document = JSONDocument.read(SourceFile(path: "a.json", text: text), duplicateKeys: .kept)
    #expect(document.root == nil)
    #expect(document.diagnostics.map(\.id) == [.invalidJSON])
    #expect(document.diagnostics.first.map { "\($0.location!)" } == location)
    #expect(document.diagnostics.first?.message == message)
  }

  @Test("a key given twice: kept in order for UISS, an error where keys must be unique")
  func duplicateKeys() throws {
    let file = SourceFile(path: "a.json", text: "{\"k\": 1,\n \"k\": 2}")
    #expect(Self.render(JSONDocument.read(file, duplicateKeys: .kept).root) == "{k=1.0,k=2.0}")
    let strict = JSONDocument.read(file, duplicateKeys: .rejected)
    #expect(strict.root == nil)
    #expect(
      strict.diagnostics.map { "\($0.location!) \($0.message)" } == [
        #"2:2 invalid JSON: duplicate key "k" (first at 1:2)"#
      ])
  }

  @Test("JSON keys and values know where they are")
  func jsonPositions() throws {
    let file = SourceFile(path: "a.json", text: "{\n  \"UIButton\": {\"tintColor\": \"red\"}\n}")
    let entry = try #require(JSONDocument.read(file, duplicateKeys: .kept).root?.entries?.first)
    #expect("\(file.location(at: entry.keyRange.lowerBound))" == "2:3")
    let inner = try #require(entry.value.entries?.first)
    #expect("\(file.location(at: inner.value.range.lowerBound))" == "2:29")
    #expect(file.text(in: inner.value.range) == "\"red\"")
  }

  static let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- a comment -->\n"

  @Test(
    "XML property lists, in the file's key order",
    arguments: [
      (
        "<plist version=\"1.0\"><dict><key>b</key><integer>2</integer><key>a</key><array><true/><false></false><real> 1.5 </real></array></dict></plist>",
        "{b=2.0,a=[true,false,1.5]}"
      ),
      (
        "<plist><array><string>a &lt;b&gt; &amp; &#233;&#x1F600;</string><string><![CDATA[<x>]]></string><string/></array></plist>",
        "[\"a <b> & é😀\",\"<x>\",\"\"]"
      ),
      ("<plist><dict/></plist>", "{}"),
      ("<plist><array/></plist>", "[]"),
      (
        "<plist><array><date>2012-06-24T00:00:00Z</date><data>AAEC</data></array></plist>",
        "[date(2012-06-24T00:00:00Z),data(AAEC)]"
      ),
    ])
  func plistValues(text: String, expected: String) {
    let bytes = Array((Self.header + text).utf8)
    let document = PropertyListDocumentParser.parse(
      SourceFile(path: "a.plist", utf8: bytes), bytes: bytes)
    #expect(document.diagnostics.isEmpty)
    #expect(document.hasPositions)
    #expect(Self.render(document.root) == expected)
  }

  @Test(
    "malformed XML property lists: one invalid-plist error where it goes wrong",
    arguments: [
      (
        "<plist><dict><string>a</string></dict></plist>", "3:14",
        "expected <key> in <dict>, found <string>"
      ),
      ("<plist><dict><key>a</key></dict></plist>", "3:14", "the key 'a' has no value"),
      ("<plist><integer>ten</integer></plist>", "3:8", "'ten' is not a number"),
      ("<plist><string>a<b/></string></plist>", "3:17", "<string> holds text only; found <b>"),
      ("<plist><string>&bogus;</string></plist>", "3:16", "unknown entity '&bogus;'"),
      ("<plist><array><foo/></array></plist>", "3:15", "unknown element <foo>"),
      ("<dict></dict>", "3:1", "expected <plist>, found <dict>"),
      ("<plist><array></array>", "3:23", "expected an element, found text"),
    ])
  func plistErrors(text: String, location: String, message: String) {
    let bytes = Array((Self.header + text).utf8)
    let document = PropertyListDocumentParser.parse(
      SourceFile(path: "a.plist", utf8: bytes), bytes: bytes)
    #expect(document.root == nil)
    #expect(document.diagnostics.map(\.id) == [.invalidPlist])
    #expect(document.diagnostics.first.map { "\($0.location!)" } == location)
    #expect(document.diagnostics.first?.message == "invalid property list: " + message)
  }

  @Test("binary property lists are read with Foundation, keys sorted, without positions")
  func binary() throws {
    let object: [String: Any] = ["b": [1, true, "x"], "a": 2.5]
    let data = try PropertyListSerialization.data(
      fromPropertyList: object, format: .binary, options: 0)
    let bytes = [UInt8](data)
    let document = PropertyListDocumentParser.parse(
      SourceFile(path: "a.plist", text: ""), bytes: bytes)
    #expect(!document.hasPositions)
    #expect(Self.render(document.root) == "{a=2.5,b=[1.0,true,\"x\"]}")
    let broken = PropertyListDocumentParser.parse(
      SourceFile(path: "a.plist", text: ""), bytes: Array(bytes.prefix(12)))
    #expect(broken.diagnostics.map(\.id) == [.invalidPlist])
  }
}
