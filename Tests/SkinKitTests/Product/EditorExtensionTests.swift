import Foundation
import SkinKit
import Testing

/// The VS Code extension in Editors/vscode: its manifest names the language, the grammar and
/// the language configuration it ships, and the grammar's color names are SkinKit's (the
/// grammar's rules themselves are checked by Scripts/editors/textmate.py, which CI runs).
@Suite("VS Code extension files")
struct EditorExtensionTests {
  static func json(_ path: String) throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: Product.path(path)))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test("the manifest contributes the language, its configuration and the grammar")
  func manifest() throws {
    let manifest = try Self.json("Editors/vscode/package.json")
    let contributes = try #require(manifest["contributes"] as? [String: Any])
    let language = try #require((contributes["languages"] as? [[String: Any]])?.first)
    #expect(language["id"] as? String == "skss")
    #expect(language["extensions"] as? [String] == [".skss"])
    let grammar = try #require((contributes["grammars"] as? [[String: Any]])?.first)
    #expect(grammar["language"] as? String == "skss")
    let grammarFile = try Self.json("Editors/vscode/syntaxes/skss.tmLanguage.json")
    #expect(grammarFile["scopeName"] as? String == grammar["scopeName"] as? String)
    #expect(grammar["path"] as? String == "./syntaxes/skss.tmLanguage.json")
    #expect(language["configuration"] as? String == "./language-configuration.json")
    let configuration = try Self.json("Editors/vscode/language-configuration.json")
    let comments = try #require(configuration["comments"] as? [String: Any])
    #expect(comments["lineComment"] as? String == "//")
    #expect(comments["blockComment"] as? [String] == ["/*", "*/"])
  }

  /// The names a grammar rule's `(?i:a|b|…)` alternation lists.
  static func names(scoped scope: String, in grammar: [String: Any]) throws -> Set<String> {
    let repository = try #require(grammar["repository"] as? [String: Any])
    let values = try #require(repository["values"] as? [String: Any])
    let rules = try #require(values["patterns"] as? [[String: Any]])
    let rule = try #require(rules.first { $0["name"] as? String == scope })
    let match = try #require(rule["match"] as? String)
    let list = try #require(match.range(of: #"(?<=\(\?i:)[^)]*"#, options: .regularExpression))
    return Set(match[list].split(separator: "|").map(String.init))
  }

  @Test("the grammar's color names are NamedColors' CSS and UIKit names")
  func colorNames() throws {
    let grammar = try Self.json("Editors/vscode/syntaxes/skss.tmLanguage.json")
    #expect(
      try Self.names(scoped: "support.constant.color.w3c-standard-color-name.skss", in: grammar)
        == Set(NamedColors.css.map(\.name)))
    #expect(
      try Self.names(scoped: "support.constant.color.uikit.skss", in: grammar)
        == Set(NamedColors.uikit.map(\.name)))
  }
}
