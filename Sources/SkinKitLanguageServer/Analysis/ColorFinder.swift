import SkinKit

/// The colors written in a document's values — `#hex`, `0xhex`, named colors, and color
/// functions whose arguments are all known (`lighten(#007aff, 10%)`, not `lighten($tint,
/// 10%)`) — each with its bytes in the file, as the document colors and hover show them.
///
/// A name is read as a color only where a color may stand: in a color property's value, a
/// shorthand holding a color (`border`), a custom property's or a `$constant`'s value — so
/// `bar-style: black` is a keyword, not a color.
enum ColorFinder {
  /// A color and where it is written.
  struct Found: Equatable {
    var color: StyleColor
    var bytes: Range<Int>
  }

  /// Every color in the tree's values, in order.
  static func colors(in tree: SyntaxTree, table: PropertyTable) -> [Found] {
    var result: [Found] = []
    func visit(_ items: [SyntaxNode]) {
      for item in items {
        switch item {
        case .declaration(let declaration):
          result += colors(
            in: declaration.value, namesAreColors: namesAreColors(declaration, table: table))
        case .constant(let constant):
          result += colors(in: constant.value, namesAreColors: true)
        case .rule(let rule): visit(rule.items)
        case .media(let media): visit(media.items)
        case .layer(let layer): visit(layer.items ?? [])
        default: break
        }
      }
    }
    visit(tree.items)
    return result
  }

  /// Whether a color name in this declaration's value is a color.
  static func namesAreColors(_ declaration: DeclarationSyntax, table: PropertyTable) -> Bool {
    if declaration.isCustomProperty { return true }
    if let definition = table.definition(named: declaration.name) {
      if case .color = definition.syntax { return true }
      return false
    }
    guard let shorthand = table.shorthand(named: declaration.name) else { return false }
    return shorthand.longhands.contains { name in
      if case .color = table.definition(named: name)?.syntax { return true }
      return false
    }
  }

  /// The colors among a value's tokens. A color function that cannot be evaluated (it uses
  /// `var()` or a `$constant`) is looked into for colors of its own.
  static func colors(in tokens: ArraySlice<Token>, namesAreColors: Bool) -> [Found] {
    var result: [Found] = []
    var index = tokens.startIndex
    while index < tokens.endIndex {
      let token = tokens[index]
      guard isCandidate(token, namesAreColors: namesAreColors) else {
        index += 1
        continue
      }
      var reader = ValueReader(tokens[index...])
      if case .color(let color) = try? ColorParser.read(&reader) {
        let end = tokens[reader.position - 1].end
        result.append(Found(color: color, bytes: token.start..<end))
        index = reader.position
      } else {
        index += 1
      }
    }
    return result
  }

  private static func isCandidate(_ token: Token, namesAreColors: Bool) -> Bool {
    switch token.kind {
    case .hash: return true
    case .ident: return namesAreColors && NamedColors.color(named: token.value) != nil
    case .dimension: return token.number == 0 && token.value.first.map { "xX".contains($0) } == true
    case .function: return ValueCatalog.colorFunctions.contains(token.value.asciiLowercased)
    default: return false
    }
  }
}
