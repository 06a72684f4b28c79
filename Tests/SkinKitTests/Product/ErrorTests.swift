import Foundation
import SkinKit
import Testing

/// Every error SkinKit throws is a `SkinKitError`: a message and, where there is one, the
/// file and place it is about — read the same way whatever threw it.
@Suite("One error protocol")
struct ErrorTests {
  /// Runs `body`, which must throw, and returns what every SkinKit error has.
  func caught(_ body: () throws -> Void) -> (message: String, location: String?)? {
    do {
      try body()
      return nil
    } catch let error as any SkinKitError {
      return (error.message, error.location?.description)
    } catch {
      return ("not a SkinKitError: \(error)", nil)
    }
  }

  @Test("files, trees, selectors, media, environments, keys and tools")
  func everyKind() throws {
    let missing = "/nonexistent/SkinKitErrors/Theme.skss"
    let stylesheet = try #require(caught { _ = try Stylesheet.load(contentsOf: missing) })
    #expect(stylesheet.message == "cannot read '\(missing)': no such file")
    #expect(stylesheet.location == missing)

    let folder = "/nonexistent/SkinKitErrors/Ocean.skin"
    let skin = try #require(caught { _ = try Skin.load(directory: folder) })
    #expect(skin.message == "cannot read the skin folder '\(folder)'")
    #expect(skin.location == folder)

    let tree = try #require(
      caught {
        _ = try TreeDocument.parse(#"{"type": "View", "state": ["pressed"]}"#, path: "t.json")
      })
    #expect(tree.location == "t.json:1:28")
    #expect(tree.message.hasPrefix("unknown state 'pressed'"))

    let selector = try #require(
      caught { _ = try SelectorParser.parse("Button >", typeNames: BuiltInTypes.typeNames) })
    #expect(selector.location == "<selector>:1:8")

    let media = try #require(caught { _ = try MediaQueryList.parse("(width >= )") })
    #expect(media.location == "<media>:1:2")
    #expect(media.message == "expected 'name: value' or a range like 'width >= 600'")

    let environment = try #require(
      caught {
        var value = StyleEnvironment()
        try value.set("idiom", to: "toaster")
      })
    #expect(
      environment.message
        == "unknown idiom 'toaster' (expected phone, pad, tv, mac, watch, car, vision)")
    #expect(environment.location == nil)

    let key = StyleKey<Double>(
      "opacity", syntax: .number(range: 0...1, percentages: false), initial: 1, inherited: true)
    let registry = try #require(caught { _ = try StyleRegistry(keys: [key.erased]) })
    #expect(
      registry.message
        == "'opacity' is already the name of the built-in property 'opacity', declared differently")
    #expect(registry.location == nil)

    let interchange = try #require(caught { _ = try Interchange.load(contentsOf: missing) })
    #expect(interchange.location == missing)
  }

  @Test("a tree error still prints as the command line shows it")
  func treeDescription() {
    let error = TreeError(
      path: "t.json", jsonPath: "$.root.type", line: 2, column: 5, message: "bad")
    #expect(error.description == "t.json:2:5: error: $.root.type: bad")
    #expect(error.location == ErrorLocation(path: "t.json", line: 2, column: 5))
    let unreadable = TreeError(path: "t.json", message: "cannot read 't.json'")
    #expect(unreadable.description == "t.json: error: cannot read 't.json'")
  }
}
