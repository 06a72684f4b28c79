import SkinKitProperties
import SkinKitSyntax

/// What `skss format` prints for a stylesheet, as one function the command and the language
/// server (`skss lsp`) share: the canonical text, with property names as the registry
/// spells them — or, when the file has syntax errors, those errors and no text (formatting
/// a file that does not parse could drop what its author wrote).
///
/// ```swift
/// let file = SourceFile(path: "a.skss", text: "a>b{textColor:red}")
/// CanonicalFormat.format(file)   // .formatted("a > b {\n  color: red;\n}\n")
/// ```
package enum CanonicalFormat {
  /// The outcome of formatting one file.
  package enum Outcome: Sendable, Equatable {
    /// The canonical text.
    case formatted(String)
    /// The file was not formatted: its syntax diagnostics (errors and warnings, the errors
    /// being why).
    case refused([Diagnostic])
  }

  /// Formats a file, or refuses when it has syntax errors.
  package static func format(
    _ file: SourceFile, properties: PropertyTable = PropertyTable.builtIn
  ) -> Outcome {
    format(StylesheetParser.parse(file), properties: properties)
  }

  /// Formats a file already parsed, or refuses when it has syntax errors.
  package static func format(
    _ tree: SyntaxTree, properties: PropertyTable = PropertyTable.builtIn
  ) -> Outcome {
    guard !tree.diagnostics.containsErrors else { return .refused(tree.diagnostics) }
    let formatter = StylesheetFormatter(canonicalName: { properties.canonicalName($0) })
    return .formatted(formatter.format(tree))
  }
}
