import SkinKitProperties
import SkinKitSyntax

/// Declarations attached to one node — a style object assigned to it, or a tree file's
/// `"style"` string. They form the inline origin: above normal stylesheet rules, below
/// `!important` ones (skss-language.md §5).
///
/// ```swift
/// let (inline, diagnostics) = InlineStyle.parse("color: red; padding: 4 !important")
/// inline.declarations.count   // 5 (color and the four padding longhands)
/// ```
package struct InlineStyle: Sendable {
  public var declarations: [CompiledDeclaration]

  public init(declarations: [CompiledDeclaration]) { self.declarations = declarations }

  /// Values set from code: each is a declaration of the inline origin.
  public init(values: [(PropertyID, StyleValue)], important: Bool = false) {
    declarations = values.map { id, value in
      CompiledDeclaration(
        target: .property(id), value: .value(value), important: important, range: .none,
        writtenName: PropertyCatalog.definition(id)?.name ?? "#\(id)")
    }
  }

  /// Parses a declaration list (`color: red; padding: 4`).
  public static func parse(
    _ text: String, path: String = "<style>", table: PropertyTable = .builtIn
  ) -> (InlineStyle, [Diagnostic]) {
    let file = SourceFile(path: path, text: text)
    let syntax = SheetSyntax.parseDeclarationList(file)
    // A declaration list has no selectors: no type names to read.
    var compiler = StylesheetCompiler(table: table, typeNames: .none, injected: [:])
    var declarations: [CompiledDeclaration] = []
    for index in syntax.topLevel where syntax.nodes[index].kind == .declaration {
      compiler.compileDeclaration(
        syntax.nodes[index], of: syntax, file: file, into: &declarations)
    }
    return (InlineStyle(declarations: declarations), syntax.diagnostics + compiler.diagnostics)
  }
}
