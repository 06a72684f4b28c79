/// A stylesheet's syntax as the parser reads it and the compiler compiles it: every item a
/// record of integers, in source order, and the tokens of every selector, query and value in
/// one array. ``SyntaxTree`` shows the same syntax as nested values (``tree``), and a tree
/// built elsewhere (by a format reader) is brought back to this form with
/// ``init(tree:)``.
///
/// Nodes are in pre-order: a rule, `@media` or `@layer` block is followed by its items, and
/// its ``Node/end`` is the index after them.
///
/// ```swift
/// let syntax = SheetSyntax.parse(SourceFile(path: "a.skss", text: "a { color: red }"))
/// syntax.nodes[0].kind                    // .rule
/// syntax.tokens(of: syntax.nodes[1])      // [red]
/// syntax.tree.items.count                 // 1
/// ```
package struct SheetSyntax: Sendable, Equatable {
  /// The file the syntax was read from.
  package let file: SourceFile
  /// The items, each block's after it.
  package var nodes: [Node] = []
  /// The tokens of every node's prelude, query, selector or value, in source order.
  package var tokens: [Token] = []
  /// The names of declarations and constants (without `$`).
  package var names: [String] = []
  /// The names of each `@layer`, each a dotted path.
  package var layerNames: [[[String]]] = []
  /// The path and layer of each `@import`.
  package var imports: [Import] = []
  /// What the tokenizer and the parser reported, in that order.
  package var diagnostics: [Diagnostic] = []
  /// Byte ranges of the file's comments, in order.
  package var comments: [Range<Int>] = []

  package init(file: SourceFile) { self.file = file }

  /// One item.
  package struct Node: Sendable, Equatable {
    package enum Kind: UInt8, Sendable {
      case rule, declaration, media, layer, importRule, constant, extend, property, container
      case scope, keyframes
    }

    package var kind: Kind
    /// A declaration's `!important`; whether a layer, `@property` or `@keyframes` has a block; whether
    /// `media` is `@supports`.
    package var flag = false
    /// The index after the node's items (the next node's, for a node without a block).
    package var end: Int32
    /// A declaration's or constant's name, or `@keyframes`' keyword as written
    /// (`-webkit-keyframes`), in ``SheetSyntax/names``; a layer's names in
    /// ``SheetSyntax/layerNames``; an import's path in ``SheetSyntax/imports``.
    package var detail: Int32 = -1
    /// The prelude, query, selector or value in ``SheetSyntax/tokens`` (for an import, its
    /// media query; for a layer, an empty range where they would be).
    package var tokens: Range<Int32>
    /// The whole item.
    package var bytes: Range<Int>
    /// Where the tokens are: a rule's prelude, a query, a declaration's or constant's value
    /// (empty where it would start when there are none).
    package var partBytes: Range<Int>
    /// A declaration's name.
    package var nameBytes: Range<Int> = 0..<0
  }

  /// An `@import`'s path and layer (`[]` for an anonymous layer).
  package struct Import: Sendable, Equatable {
    package var path: String
    package var layer: [String]?
  }

  /// The tokens of a node's prelude, query, selector or value.
  @inlinable
  package func tokens(of node: Node) -> ArraySlice<Token> {
    tokens[Int(node.tokens.lowerBound)..<Int(node.tokens.upperBound)]
  }

  /// The name of a declaration or constant.
  @inlinable
  package func name(of node: Node) -> String { names[Int(node.detail)] }

  /// The indices of the items of the block that ends before `end`, starting at `start`:
  /// each item's own items skipped.
  package func items(from start: Int, to end: Int) -> BlockItems {
    BlockItems(nodes: nodes, start: start, end: end)
  }

  /// The top-level items' indices.
  package var topLevel: BlockItems { items(from: 0, to: nodes.count) }

  /// The indices of a block's items, in order.
  package struct BlockItems: Sequence, IteratorProtocol {
    let nodes: [Node]
    var start: Int
    let end: Int

    package mutating func next() -> Int? {
      guard start < end else { return nil }
      defer { start = Int(nodes[start].end) }
      return start
    }
  }
}
