import Foundation
import SkinKit
import SkinKitLanguageServer
import Testing

/// `@property` in the language server: no false diagnostic, hover on the name it registers.
@Suite("Language server: @property")
struct PropertyRuleEditorTests {
  static let sheet = """
    @property --gap { syntax: '<length>'; inherits: false; initial-value: 4px; }
    Button { padding-top: var(--gap); }

    """

  @Test("a valid @property publishes no diagnostic; an invalid one its own")
  func diagnostics() throws {
    let client = LSPClient()
    try client.initialize(options: ["diagnosticDelay": 0])
    let uri = "untitled:Untitled-1"
    client.open(uri, Self.sheet)
    #expect(try client.diagnostics(uri, version: 1) == [])
    client.change(uri, version: 2, range: range(0, 48, 0, 53), text: "maybe")
    #expect(
      try client.diagnostics(uri, version: 2) == [
        lspDiagnostic(
          "invalid-property-rule", "@property --gap has no valid 'inherits' descriptor; ignored",
          range(0, 10, 0, 15), severity: 1),
        lspDiagnostic(
          "unknown-descriptor", "'inherits' takes true or false; ignored", range(0, 48, 0, 53)),
      ])
    #expect(try client.shutDown() == 0)
  }

  @Test("hover on a registered custom property shows its @property rule")
  func hover() throws {
    let session = try FeatureSession(Self.sheet)
    defer { session.close() }
    let hover = try session.client.result("textDocument/hover", at(session.uri, 1, 29))
    #expect(
      hover["contents"]?["value"]
        == .string(
          "```css\n@property --gap { syntax: '<length>'; inherits: false; initial-value: 4px; }\n```"
        ))
  }
}
