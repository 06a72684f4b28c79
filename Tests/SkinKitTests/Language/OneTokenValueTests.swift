import SkinKit
import Testing

@testable import SkinKitCascade
@testable import SkinKitProperties
@testable import SkinKitSyntax

/// A value of one token (`12px`, `0.5`, `#3c9357`, `none`: most declarations of a sheet) is
/// read by a shortcut, and anything else by the general reader. The two must agree: every built-in
/// property's syntax reads each one-token value exactly as it reads the same token followed by
/// whitespace, which only the general reader takes — the same value, or the same error.
@Suite("Language: one-token values read as the general reader reads them")
struct OneTokenValueTests {
  static let values = [
    "0", "-0", "12", "12.5", "-3", "1e3", "1e400", "0.5", "1.5", "150%", "50%", "-10%",
    "12px", "12PX", "-4px", "0px", "1e400px", "3pt", "1in", "2em", "1.5rem", "3q", "12qq",
    "#fff", "#FFF", "#3c9357", "#3c935780", "#abcd", "#12", "#ggg", "#12345", "#1234567",
    "red", "none", "auto", "bold", "inherit", "0x3c9357", "1s", "45deg", "\"text\"",
    "DarkGray", "Red", "INHERIT", "revert-layer", "currentcolor", "replace", "add", "linear",
    "center", "fill", "12vw", "-moz-x", "$", "*",
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

  /// Values of one `var()` (the form a design-token sheet writes most, compiled without the
  /// general path) and values close to it (which take that path).
  static let variables = [
    "var(--a)", "var(--Brand-Color)", "var(--)", "VAR(--a)", "var(a)", "var(--a, 2px)",
    "var( --a )", "var(--a)var(--b)", "var(--darkGray)",
  ]

  /// A sheet declaring every built-in longhand with each one-token value and each of
  /// ``variables``, in its name as written, its alias, in capitals, `!important` or not.
  static func declarations() -> [(name: String, value: String, important: Bool)] {
    var declarations: [(name: String, value: String, important: Bool)] = []
    for (position, definition) in PropertyTable.builtIn.definitions.enumerated() {
      let names = [definition.name, definition.name.uppercased()] + definition.aliases.prefix(1)
      for (index, text) in (Self.values + Self.variables).enumerated() {
        let name = names[(position + index) % names.count]
        declarations.append((name, text, (position + index) % 3 == 0))
      }
    }
    return declarations
  }

  /// What compiling a sheet gives, each rule's declarations and each diagnostic's id (the
  /// two sheets compared write their values at different places).
  static func compiled(_ text: String) -> (rules: [String], diagnostics: [String]) {
    let sheet = Stylesheet.parse(text, path: "values.skss")
    let compiled = StylesheetCompiler.compile(
      [(sheet, .app)], table: PropertyTable.builtIn, typeNames: .none, injected: [:])
    let rules = compiled.entries.map { entry in
      "\(entry.selector): "
        + entry.block.declarations.indices.map { index in
          let declaration = entry.block.declarations[index]
          var shorthand = "-"
          if case .unparsed(_, let name) = declaration.value { shorthand = name ?? "nil" }
          return
            "\(declaration.target) \(declaration.writtenName) \(declaration.value) \(shorthand) \(declaration.important) \(entry.block.contextFreeValue(at: index).map { "\($0)" } ?? "-")"
        }.joined(separator: "; ")
    }
    return (rules, compiled.diagnostics.map { "\($0.id) \($0.message)" })
  }

  @Test("one-token and var() values compile as the same values written through constants")
  func compileAsTheGeneralPath() {
    let declarations = Self.declarations()
    // Written in place, a value of one number, dimension or hash token, or of one
    // `var(--name)`, is compiled without the general path; written through a constant, it
    // takes that path.
    var direct = ""
    let values = Self.values + Self.variables
    var throughConstants = values.indices.map { "$v\($0): \(values[$0]);\n" }.joined()
    for (index, declaration) in declarations.enumerated() {
      let bang = declaration.important ? " !important" : ""
      let value = values.firstIndex(of: declaration.value)!
      direct += ".r\(index) { \(declaration.name): \(declaration.value)\(bang) }\n"
      throughConstants += ".r\(index) { \(declaration.name): $v\(value)\(bang) }\n"
    }
    let (directRules, directDiagnostics) = Self.compiled(direct)
    let (generalRules, generalDiagnostics) = Self.compiled(throughConstants)
    #expect(directRules.count > 500)
    #expect(directRules.count == generalRules.count)
    for (a, b) in zip(directRules, generalRules) where a != b {
      Issue.record("in place: \(a)\nthrough a constant: \(b)")
    }
    #expect(directDiagnostics == generalDiagnostics)
    #expect(directDiagnostics.count > 1_000)
  }
}
