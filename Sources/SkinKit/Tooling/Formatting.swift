import SkinKitProperties
import SkinKitSyntax

/// What `skss format` prints for a stylesheet, as one function the command and the language
/// server (`skss lsp`) share: the canonical text, with property names as the registry
/// spells them, keeping every token (``StylesheetFormatter``) — or, when the file has syntax
/// errors, is not UTF-8 text, or would lose a token, why not and no text (formatting a file
/// that does not parse could drop what its author wrote).
///
/// ```swift
/// let file = SourceFile(path: "a.skss", text: "a>b{textColor:red}")
/// CanonicalFormat.format(file)   // .formatted("a > b {\n  color: red;\n}\n")
/// ```
package enum CanonicalFormat {
  /// The outcome of formatting one file: the text, or the refusal (its reason and the
  /// file's diagnostics when they are the reason).
  package typealias Outcome = StylesheetFormatter.Outcome

  /// Formats a file's bytes, or refuses (see ``StylesheetFormatter/format(bytes:path:)``).
  package static func format(
    bytes: [UInt8], path: String, properties: PropertyTable = PropertyTable.builtIn
  ) -> Outcome {
    formatter(properties).format(bytes: bytes, path: path)
  }

  /// Formats a file, or refuses when it has syntax errors.
  package static func format(
    _ file: SourceFile, properties: PropertyTable = PropertyTable.builtIn
  ) -> Outcome {
    format(StylesheetParser.parse(file), properties: properties)
  }

  /// Formats a file already parsed, or refuses when it has syntax errors; `memory` keeps
  /// what the next formatting of another version of it with the same `properties` can take
  /// (see ``FormattingMemory``).
  package static func format(
    _ tree: SyntaxTree, properties: PropertyTable = PropertyTable.builtIn,
    memory: FormattingMemory? = nil
  ) -> Outcome {
    formatter(properties).format(checked: tree, memory: memory)
  }

  private static func formatter(_ properties: PropertyTable) -> StylesheetFormatter {
    StylesheetFormatter(canonicalName: { properties.canonicalName($0) })
  }
}
