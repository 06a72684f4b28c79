import SkinKitSupport
import Testing

/// What the language server keeps from one version of a document to the next, by the bytes
/// of each piece: a value asked for in one pass is kept for the next, one no pass asked for
/// since the one before is made again, and pieces with other bytes or another variant have
/// values of their own.
@Suite("Values kept by content from one pass to the next")
struct ContentCacheTests {
  @Test func keptForTheNextPassOnly() {
    let cache = ContentCache()
    var made = 0
    func value(_ text: String, variant: Int = 0) -> [String] {
      cache.value(for: Array(text.utf8)[...], variant: variant) {
        made += 1
        return [text + "\(variant)"]
      }
    }
    cache.startPass()
    #expect(value("a > b") == ["a > b0"])
    #expect(value("a > b") == ["a > b0"])
    #expect(value("a > b", variant: 1) == ["a > b1"])
    #expect(value("a  > b") == ["a  > b0"])
    #expect(made == 3)
    cache.startPass()
    #expect(value("a > b") == ["a > b0"])
    #expect(made == 3)
    // The variant was not asked for in the last pass: forgotten; the text was: kept.
    cache.startPass()
    #expect(value("a > b") == ["a > b0"])
    #expect(value("a > b", variant: 1) == ["a > b1"])
    #expect(made == 4)
    // A pass that asks for nothing: everything is forgotten after the next.
    cache.startPass()
    cache.startPass()
    #expect(value("a > b") == ["a > b0"])
    #expect(made == 5)
  }

  @Test func aSliceIsReadByItsBytes() {
    let cache = ContentCache()
    cache.startPass()
    let text = Array("x { } a > b { }".utf8)
    #expect(cache.value(for: text[6..<11]) { ["first"] } == ["first"])
    #expect(cache.value(for: Array("a > b".utf8)[...]) { ["second"] } == ["first"])
  }
}
