import SkinKit
import Testing

@testable import SkinKitLanguageServer

/// What completion offers is what the parsers accept: every keyword offered for a property
/// parses as its value, every pseudo-class offered parses in a selector, every color function
/// offered is one the color parser knows.
@Suite("Language server: what completion offers parses")
struct CatalogTests {
  @Test("every keyword offered for a property is a value it accepts")
  func keywords() throws {
    let table = PropertyTable.builtIn
    var checked = 0
    for definition in table.definitions {
      for keyword in ValueCatalog.keywords(of: definition.syntax) {
        // A font needs its size: the keywords are its style, weight and family.
        let text: String
        if case .font = definition.syntax {
          text = keyword == "italic" || keyword == "bold" ? "\(keyword) 15" : "15 \(keyword)"
        } else {
          text = keyword
        }
        #expect(
          (try? definition.syntax.parse(Tokenizer.tokenize(text)[...])) != nil,
          "\(definition.name): \(text)")
        checked += 1
      }
    }
    #expect(checked > 100)
  }

  @Test("every pseudo-class offered parses")
  func pseudoClasses() throws {
    for pseudo in ValueCatalog.pseudoClasses {
      let argument = pseudo.name.hasPrefix("nth") ? "(2n+1)" : pseudo.takesArgument ? "(Label)" : ""
      let selector = pseudo.name == "exact" ? "Button:exact" : "Button:\(pseudo.name)\(argument)"
      #expect(throws: Never.self, "\(selector)") {
        try SelectorParser.parse(selector, typeNames: BuiltInTypes.typeNames)
      }
    }
  }

  @Test("every color function offered is one the color parser reads")
  func colorFunctions() throws {
    for name in ValueCatalog.colorFunctions {
      do {
        _ = try ColorParser.parse(Tokenizer.tokenize("\(name)(junk)")[...])
      } catch {
        #expect(!error.message.contains("unknown color function"), "\(name): \(error.message)")
      }
    }
    // The message the check above relies on.
    do {
      _ = try ColorParser.parse(Tokenizer.tokenize("nope(1)")[...])
      Issue.record("nope() parsed")
    } catch {
      #expect(error.message.contains("unknown color function"))
    }
  }
}
