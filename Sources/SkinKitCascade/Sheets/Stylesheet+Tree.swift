import SkinKitSyntax

extension Stylesheet {
  /// A stylesheet from a syntax tree built elsewhere — by a format reader (UISS JSON, Themify
  /// and SkinKit plists), whose tree points into the original file so that every diagnostic
  /// names a line and column there. Nothing is imported: `@import` rules are ignored.
  ///
  /// ```swift
  /// let tree = StylesheetParser.parse(SourceFile(path: "a.skss", text: "Label { color: red }"))
  /// let sheet = Stylesheet(tree: tree)
  /// ```
  package convenience init(tree: SyntaxTree) {
    self.init(
      syntax: SheetSyntax(tree: tree), imports: [:], diagnostics: tree.diagnostics, tree: tree)
  }
}

extension Stylesheet {
  /// A stylesheet from a tree built elsewhere whose `@import` rules are already loaded:
  /// `imports` holds each imported sheet by the first byte of its rule's range (a design
  /// tokens resolver document, whose sheet imports each token file it names, converted).
  package convenience init(tree: SyntaxTree, imports: [Int: Stylesheet]) {
    let nested = imports.keys.sorted().flatMap { imports[$0]!.parseDiagnostics }
    self.init(
      syntax: SheetSyntax(tree: tree), imports: imports,
      diagnostics: (tree.diagnostics + nested).removingDuplicates(), tree: tree)
  }
}
