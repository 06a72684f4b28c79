import SkinKit
import Testing

@testable import SkinKitProperties
@testable import SkinKitSyntax

/// A value of one token (`12px`, `0.5`, `#3c9357`: most declarations of a sheet) is read by
/// a shortcut, and anything else by the general reader. The two must agree: every built-in
/// property's syntax reads each one-token value exactly as it reads the same token followed by
/// whitespace, which only the general reader takes — the same value, or the same error.
@Suite("Language: one-token values read as the general reader reads them")
struct OneTokenValueTests {
  static let values = [
    "0", "-0", "12", "12.5", "-3", "1e3", "1e400", "0.5", "1.5", "150%", "50%", "-10%",
    "12px", "12PX", "-4px", "0px", "1e400px", "3pt", "1in", "2em", "1.5rem", "3q", "12qq",
    "#fff", "#FFF", "#3c9357", "#3c935780", "#abcd", "#12", "#ggg", "#12345", "#1234567",
    "red", "none", "auto", "bold", "inherit", "0x3c9357", "1s", "45deg", "\"text\"",
  ]

  @Test("each built-in property reads each one-token value as the general reader does")
  func agreesWithTheGeneralReader() {
    var compared = 0
    var accepted = 0
    for definition in PropertyTable.builtIn.definitions {
      for text in Self.values {
        let alone = Tokenizer.tokenize(text)
        let spaced = Tokenizer.tokenize(text + " ")
        #expect(alone.count == 1 && spaced.count == 2, "\(text) is one token")
        let shortcut = Result { () throws(ValueError) in try definition.syntax.parse(alone[...]) }
        let general = Result { () throws(ValueError) in try definition.syntax.parse(spaced[...]) }
        switch (shortcut, general) {
        case (.success(let a), .success(let b)):
          #expect(a == b, "\(definition.name): \(text)")
          accepted += 1
        case (.failure(let a), .failure(let b)):
          #expect(a == b, "\(definition.name): \(text)")
        default:
          Issue.record("\(definition.name): \(text) read as \(shortcut) alone, \(general) spaced")
        }
        compared += 1
      }
    }
    #expect(compared == PropertyTable.builtIn.definitions.count * Self.values.count)
    // The values cover what the shortcut takes (lengths, numbers, colors) and more.
    #expect(accepted > 500)
  }
}
